import { LOCALES } from '../../../../shared/i18n/locales';
import type { RawAgreement } from '../../../../shared/contract/raw/page';
import { AGREEMENT_TEMPLATES } from '../../starter/agreement-templates';
import { AGREEMENT_TITLES, AGREEMENT_TYPES, agreementAgency, agreementHtml } from '../../starter/agreements';
import type { Text } from './content-build';
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

/**
 * The privacy statement and terms of use of both agencies in every language (16 texts), from
 * the starter site's templates (worker/platform/starter/) filled with each demo site's details.
 * Each site revised its texts a few months before `today`; they are the agency's own (not
 * `generated`), so a change of its legal data leaves them as they are, but for how long things
 * are kept: their privacy statements keep the template's marks, read from the retention setting
 * (worker/platform/starter/retention-clause.ts).
 */
export function generateAgreements(ctx: SeedContext, random: Random): { siteId: number; agreement: RawAgreement }[] {
  return DEMO_SITES.flatMap((site) => {
    const updatedAt = { privacy: addDays(ctx.today, -random.int(30, 200)), terms: addDays(ctx.today, -random.int(30, 200)) };
    return AGREEMENT_TYPES.flatMap((type) =>
      LOCALES.map((locale) => {
        const html = agreementHtml(type, locale, agreementAgency(site, locale, COURTS[site.id]?.[locale]), AGREEMENT_TEMPLATES);
        return { siteId: site.id, agreement: { type, locale, title: AGREEMENT_TITLES[type][locale], html, updatedAt: updatedAt[type] } };
      }),
    );
  });
}
