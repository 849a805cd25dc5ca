import { consoleConnectionKinds } from '../../../shared/contract/console-crm';
import type { Locale } from '../../../shared/i18n/locales';
import type { FactClaim } from '../../../shared/contract/listing-translations';
import { t } from './i18n';

/* The names of things the console shows in the user's language, wherever a screen names them. */

/** A language's name (`agencies.language.{code}`). */
export const languageName = (locale: Locale, language: Locale) => t(locale, `agencies.language.${language}`);

/**
 * A connection's kind, a sync log entry's or a listing's source in words: a kind, or a kind and a
 * suffix (a second Whise connection's source `whise-office2`, its delete diff `whise-deletions`);
 * anything else came from an import.
 */
export const kindName = (locale: Locale, kind: string) =>
  t(locale, `crm.kind.${consoleConnectionKinds().find((known) => kind === known || kind.startsWith(`${known}-`)) ?? 'import'}`);

/** A listing's type in words (`estates.type.{code}`: a house, an apartment, a plot…). */
export const typeName = (locale: Locale, type: string) => t(locale, `estates.type.${type}`);

/** A claim of a machine's text that the listing's facts do not bear, in words (a refused translation's, a draft's kept back). */
export function claimText(locale: Locale, claim: FactClaim): string {
  if (claim.kind === 'feature') return t(locale, 'translations.claim.feature', { value: t(locale, `translations.feature.${claim.value}`) });
  return t(locale, `translations.claim.${claim.only}`, { value: claim.value });
}
