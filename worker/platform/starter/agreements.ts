import type { D1Database } from '@cloudflare/workers-types';
import { escapeUTF8 } from 'entities/escape';
import { isLocale, localizedValue, type Locale } from '../../../shared/i18n/locales';
import type { RawAgreement } from '../../../shared/contract/raw/page';
import type { RawSite } from '../../../shared/contract/raw/site';
import { ROUTES } from '../../../shared/routes';
import { type AgreementAgency, fillAgreement } from './agreement-agency';
import type { AgreementTexts } from './agreement-texts';

export type AgreementType = RawAgreement['type'];
export const AGREEMENT_TYPES: readonly AgreementType[] = ['privacy', 'terms'];

export const AGREEMENT_TITLES: Record<AgreementType, Record<Locale, string>> = {
  privacy: { nl: 'Privacyverklaring', fr: 'Déclaration de confidentialité', en: 'Privacy statement', de: 'Datenschutzerklärung' },
  terms: { nl: 'Gebruiksvoorwaarden', fr: 'Conditions d’utilisation', en: 'Terms of use', de: 'Nutzungsbedingungen' },
};

/** A value for the texts: trimmed and HTML-escaped; empty is absent. */
function clean(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? escapeUTF8(trimmed) : undefined;
}

/** The site's '/nl/privacy-verklaring' style path of one of its own routes. */
const routePath = (name: 'privacy' | 'subscribe', locale: Locale) => `/${locale}/${ROUTES[name][locale]}`;

/**
 * What the legal texts of a site say about its agency in one language, from its document:
 * `legal` (shared/domain/legal.ts) first, then `biv` and `contact`; what is missing stays out.
 */
export function agreementAgency(site: RawSite, locale: Locale, court?: string): AgreementAgency {
  const { legal, biv, contact } = site;
  const name = clean(legal?.company) ?? clean(site.name) ?? '';
  const city = clean(localizedValue(contact?.city, locale));
  const place = [clean(contact?.zip), city].filter(Boolean).join(' ');
  const address = [clean(contact?.street), place].filter(Boolean).join(', ');
  const email = clean(contact?.email);
  const insurer =
    legal?.insurer && clean(legal.insurer.name) && clean(legal.insurer.policy)
      ? { name: clean(legal.insurer.name)!, policy: clean(legal.insurer.policy)! }
      : undefined;
  const optional = {
    address: address || undefined,
    email,
    phone: clean(contact?.phone),
    enterpriseNumber: clean(legal?.enterpriseNumber) ?? clean(biv?.vat),
    biv: clean(biv?.number),
    authority: clean(localizedValue(biv?.authority, locale)),
    title: clean(localizedValue(legal?.title, locale)),
    insurer,
    privacyEmail: clean(legal?.privacy?.email) ?? email,
    court: clean(court),
  };
  const present = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined));
  return {
    name,
    controller: clean(legal?.privacy?.controller) ?? name,
    privacyPath: routePath('privacy', locale),
    subscribePath: routePath('subscribe', locale),
    ...present,
  };
}

/** The HTML of one text for an agency, from its template (`texts`: agreement-texts.ts). */
export function agreementHtml(type: AgreementType, locale: Locale, agency: AgreementAgency, texts: AgreementTexts): string {
  return fillAgreement(texts[type][locale], agency);
}

/** The site's languages, as its document lists them (all four when it lists none). */
function languagesOf(site: RawSite): Locale[] {
  const languages = (site.languages ?? []).filter(isLocale);
  return languages.length > 0 ? languages : ['nl', 'fr', 'en', 'de'];
}

/**
 * The privacy statement and terms of use of a new site in each of its languages, filled from
 * its legal data and marked `generated` (refreshStarterAgreements rewrites them while they are).
 */
export function starterAgreements(site: RawSite, today: string, texts: AgreementTexts): RawAgreement[] {
  return AGREEMENT_TYPES.flatMap((type) => languagesOf(site).map((locale) => generatedAgreement(site, type, locale, today, texts)));
}

/** One generated text of a site. */
export function generatedAgreement(site: RawSite, type: AgreementType, locale: Locale, today: string, texts: AgreementTexts): RawAgreement {
  return {
    type,
    locale,
    title: AGREEMENT_TITLES[type][locale],
    html: agreementHtml(type, locale, agreementAgency(site, locale), texts),
    updatedAt: today,
    generated: true,
  };
}

/** The statement that writes one agreement (the row of its site, type and language replaced). */
export function agreementWrite(db: D1Database, siteId: number, agreement: RawAgreement) {
  return db
    .prepare('INSERT OR REPLACE INTO agreements (site_id, type, locale, document) VALUES (?1, ?2, ?3, ?4)')
    .bind(siteId, agreement.type, agreement.locale, JSON.stringify(agreement));
}

/**
 * Rewrites a site's generated privacy statement and terms of use from its current document
 * (after its legal data changed): each text still `generated` is replaced, in one batch; a
 * text the agency wrote itself stays as it is. Answers how many were rewritten. `directory`
 * holds the site's document, `db` its agreements (site-db.ts; the same database by default).
 */
export async function refreshStarterAgreements(
  directory: D1Database,
  siteId: number,
  texts: AgreementTexts,
  now: Date = new Date(),
  db: D1Database = directory,
): Promise<number> {
  const row = await directory.prepare('SELECT document FROM sites WHERE id = ?1').bind(siteId).first<{ document: string }>();
  if (!row) return 0;
  const site = JSON.parse(row.document) as RawSite;
  const { results } = await db
    .prepare(`SELECT type, locale FROM agreements WHERE site_id = ?1 AND json_extract(document, '$.generated') = 1`)
    .bind(siteId)
    .all<{ type: AgreementType; locale: string }>();
  const today = now.toISOString().slice(0, 10);
  const writes = results.flatMap(({ type, locale }) =>
    isLocale(locale) ? [agreementWrite(db, siteId, generatedAgreement(site, type, locale, today, texts))] : [],
  );
  if (writes.length > 0) await db.batch(writes);
  return writes.length;
}
