import { isLocale, type Locale } from '../../../shared/i18n/locales';
import type { ConsoleLegal, FieldIssue, LegalUpdate } from '../../../shared/contract/console-legal';
import type { RawLegal } from '../../../shared/contract/raw/site';
import { USUAL_AUTHORITY, USUAL_TITLE } from '../../../shared/domain/legal';
import { STATEMENT_OWN_RETENTION } from '../../../shared/domain/retention';
import { t } from '../kit/i18n';
import { languageName } from '../kit/names';

/** The legal form's values by field name (`company`, `city.nl`, `insurerName`, …), as typed. */
export type LegalValues = Record<string, string>;

/** The form's fields that hold one value per site language. */
export const PER_LANGUAGE = ['city', 'authority', 'title'] as const;

const text = (values: LegalValues, name: string) => (values[name] ?? '').trim();

function perLanguage(values: LegalValues, name: string, locales: readonly Locale[]): Record<string, string> | undefined {
  const entries = locales.map((lang) => [lang, text(values, `${name}.${lang}`)] as const).filter(([, value]) => value);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Only the keys with a value: an empty field is no value, not an empty string the schema would refuse. */
function given<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== '')) as T;
}

/**
 * The PUT body of the legal form (shared/contract/console-legal.ts): what the owner typed,
 * empty fields left out, so the platform's site schema judges each given one. A half-filled
 * pair (insurer without policy) is sent as it is, so the schema names the missing half.
 */
export function legalUpdateOf(values: LegalValues, locales: readonly Locale[]): LegalUpdate {
  const insurer = { name: text(values, 'insurerName'), policy: text(values, 'insurerPolicy') };
  const retention = text(values, 'retentionMonths');
  const privacy = { controller: text(values, 'privacyController'), email: text(values, 'privacyEmail'), retention };
  const vatRegime = text(values, 'vatRegime');
  const legal = given({
    company: text(values, 'company'),
    enterpriseNumber: text(values, 'enterpriseNumber'),
    title: perLanguage(values, 'title', locales),
    vatRegime: vatRegime as RawLegal['vatRegime'],
    insurer: insurer.name || insurer.policy ? insurer : undefined,
    deontologyUrl: text(values, 'deontologyUrl'),
    privacy:
      privacy.controller || privacy.email || retention
        ? given({
            controller: privacy.controller,
            email: privacy.email,
            retentionMonths: retention ? (/^\d+$/.test(retention) ? Number(retention) : retention) : undefined,
          } as NonNullable<RawLegal['privacy']>)
        : undefined,
  } as RawLegal);
  const bivNumber = text(values, 'bivNumber');
  const authority = perLanguage(values, 'authority', locales);
  const vat = text(values, 'vat');
  // The authority as offered (legalValuesOf) is no registration by itself: without a number or
  // VAT number it is not sent, so a half-filled form still saves. One the owner changed is sent
  // (and the missing number is named).
  const ownAuthority = authority !== undefined && Object.entries(authority).some(([lang, value]) => value !== USUAL_AUTHORITY[lang as Locale]);
  return {
    legal,
    contact: given({
      street: text(values, 'street'),
      zip: text(values, 'zip'),
      city: perLanguage(values, 'city', locales),
      phone: text(values, 'phone'),
      email: text(values, 'email'),
    }),
    biv: bivNumber || ownAuthority || vat ? { number: bivNumber, authority: authority ?? {}, vat } : null,
  };
}

/**
 * The form's values of what is stored (the screen's first view). The supervising authority and
 * the professional title, the same for nearly every agency, are offered as the BIV/IPI and the
 * usual title (shared/domain/legal.ts) in each site language while none is stored; editable.
 */
export function legalValuesOf(stored: ConsoleLegal): LegalValues {
  const { legal, contact, biv } = stored;
  const values: LegalValues = {
    company: legal?.company ?? '',
    enterpriseNumber: legal?.enterpriseNumber ?? '',
    vatRegime: legal?.vatRegime ?? '',
    insurerName: legal?.insurer?.name ?? '',
    insurerPolicy: legal?.insurer?.policy ?? '',
    deontologyUrl: legal?.deontologyUrl ?? '',
    privacyController: legal?.privacy?.controller ?? '',
    privacyEmail: legal?.privacy?.email ?? '',
    retentionMonths: legal?.privacy?.retentionMonths === undefined ? '' : String(legal.privacy.retentionMonths),
    street: contact.street ?? '',
    zip: contact.zip ?? '',
    phone: contact.phone ?? '',
    email: contact.email ?? '',
    bivNumber: biv?.number ?? '',
    vat: biv?.vat ?? '',
  };
  const offered = (given: Record<string, string> | undefined, usual: Readonly<Record<Locale, string>>) =>
    given && Object.values(given).some(Boolean) ? given : Object.fromEntries(stored.locales.map((lang) => [lang, usual[lang]]));
  const localized = { city: contact.city, authority: offered(biv?.authority, USUAL_AUTHORITY), title: offered(legal?.title, USUAL_TITLE) };
  for (const name of PER_LANGUAGE) for (const [lang, value] of Object.entries(localized[name] ?? {})) values[`${name}.${lang}`] = value;
  return values;
}

/** The form field a schema path names (`legal.insurer.policy` → `insurerPolicy`, `contact.city.nl` → `city.nl`). */
export function fieldOfPath(path: string, locales: readonly Locale[]): string {
  const [part, key, sub] = path.split('.');
  if (key === 'city' || key === 'title' || key === 'authority') return `${key}.${sub ?? locales[0]}`;
  if (part === 'biv') return key === 'number' || !key ? 'bivNumber' : key;
  if (key === 'insurer') return sub === 'policy' ? 'insurerPolicy' : 'insurerName';
  if (key === 'privacy') return sub === 'email' ? 'privacyEmail' : sub === 'retentionMonths' ? 'retentionMonths' : 'privacyController';
  return key ?? part ?? 'company';
}

/** Fields whose refusal the console words itself (legal.errors.*); the rest say "required", "too long" or the schema's own words. */
const WORDED = new Set(['enterpriseNumber', 'deontologyUrl', 'privacyEmail', 'retentionMonths', 'vatRegime']);

/** The errors beside the form's fields, in the console's language, from the schema's issues. */
export function legalErrorsOf(locale: Locale, issues: readonly FieldIssue[], locales: readonly Locale[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOfPath(issue.path, locales);
    const name = field.split('.')[0]!;
    errors[field] ??= issue.message.startsWith(STATEMENT_OWN_RETENTION)
      ? ownRetention(locale, issue.message)
      : WORDED.has(name)
        ? t(locale, `legal.errors.${name}`)
        : /empty|too small|expected string, received undefined/i.test(issue.message)
          ? t(locale, 'errors.required')
          : /too big|too long/i.test(issue.message)
            ? t(locale, 'errors.tooLong')
            : issue.message;
  }
  return errors;
}

/** A retention refused because the privacy statement in the languages the issue names says its own period (platform: sites/update.ts). */
function ownRetention(locale: Locale, message: string): string {
  const named = /\(([^)]*)\)/.exec(message.slice(STATEMENT_OWN_RETENTION.length))?.[1] ?? '';
  const languages = named.split(', ').filter(isLocale);
  return t(locale, 'legal.errors.retentionStatement', { languages: languages.map((language) => languageName(locale, language)).join(', ') });
}
