import { LOCALES, type Locale } from '../../../../shared/i18n/locales';
import type { RawAgreement } from '../../../../shared/platform-api/raw/page';
import type { AgreementAgency } from './content-agreement-agency';
import { PRIVACY_STATEMENTS } from './content-agreements-privacy';
import { TERMS_OF_USE } from './content-agreements-terms';
import { routePaths, type Text } from './content-build';
import { addDays, type SeedContext } from './context';
import type { Random } from './random';
import { DEMO_SITES } from './sites';

const COURTS: Record<number, Text> = {
  1: {
    nl: 'het gerechtelijk arrondissement Oost-Vlaanderen, afdeling Gent',
    fr: 'l’arrondissement judiciaire de Flandre orientale, division de Gand',
    en: 'the judicial district of East Flanders, Ghent division',
    de: 'des Gerichtsbezirks Ostflandern, Abteilung Gent',
  },
  2: {
    nl: 'het gerechtelijk arrondissement Luxemburg, afdeling Marche-en-Famenne',
    fr: 'l’arrondissement judiciaire du Luxembourg, division de Marche-en-Famenne',
    en: 'the judicial district of Luxembourg, Marche-en-Famenne division',
    de: 'des Gerichtsbezirks Luxemburg, Abteilung Marche-en-Famenne',
  },
};

const TITLES: Record<RawAgreement['type'], Text> = {
  privacy: { nl: 'Privacyverklaring', fr: 'Déclaration de confidentialité', en: 'Privacy statement', de: 'Datenschutzerklärung' },
  terms: { nl: 'Gebruiksvoorwaarden', fr: 'Conditions d’utilisation', en: 'Terms of use', de: 'Nutzungsbedingungen' },
};

function required(value: string | undefined, what: string): string {
  if (!value) throw new Error(`demo site has no ${what}`);
  return value;
}

function agencyIn(siteId: number, locale: Locale): AgreementAgency {
  const site = DEMO_SITES.find((candidate) => candidate.id === siteId);
  const court = COURTS[siteId];
  if (!site?.contact || !site.biv || !court) throw new Error(`no agency details for site ${siteId}`);
  const { contact, biv } = site;
  return {
    name: site.name,
    street: required(contact.street, 'street'),
    zip: required(contact.zip, 'zip'),
    city: required(contact.city?.[locale] ?? contact.city?.nl, 'city'),
    email: required(contact.email, 'email'),
    phone: required(contact.phone, 'phone'),
    vat: biv.vat,
    biv: biv.number,
    court: court[locale],
    privacyPath: routePaths('privacy')[locale],
    subscribePath: routePaths('subscribe')[locale],
  };
}

/**
 * The privacy statement and terms of use of both agencies in every language (16 texts).
 * Each site revised its texts a few months before `today`.
 */
export function generateAgreements(ctx: SeedContext, random: Random): { siteId: number; agreement: RawAgreement }[] {
  return DEMO_SITES.flatMap((site) => {
    const updatedAt = { privacy: addDays(ctx.today, -random.int(30, 200)), terms: addDays(ctx.today, -random.int(30, 200)) };
    return (['privacy', 'terms'] as const).flatMap((type) =>
      LOCALES.map((locale) => {
        const agency = agencyIn(site.id, locale);
        const html = type === 'privacy' ? PRIVACY_STATEMENTS[locale](agency) : TERMS_OF_USE[locale](agency);
        return { siteId: site.id, agreement: { type, locale, title: TITLES[type][locale], html, updatedAt: updatedAt[type] } };
      }),
    );
  });
}
