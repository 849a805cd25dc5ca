import type { Locale } from '../../../shared/i18n/locales';
import { IMMOVLAN_LANGUAGES, immovlanMail } from './immovlan';
import { IMMOWEB_LANGUAGES, immowebMail } from './immoweb';
import type { Fixture } from './mail';
import { REALO_LANGUAGES, realoMail } from './realo';
import { ZIMMO_LANGUAGES, zimmoMail } from './zimmo';

export type { EnquiryValues, Fixture } from './mail';
export { base64, rfc822, subjectHeader } from './mail';

/** Every portal's fixture in each language it writes: [portal, language, fixture]. */
export const PORTAL_FIXTURES: [portal: string, locale: Locale, fixture: Fixture][] = [
  ...IMMOWEB_LANGUAGES.map((locale) => ['immoweb', locale, immowebMail(locale)] as [string, Locale, Fixture]),
  ...ZIMMO_LANGUAGES.map((locale) => ['zimmo', locale, zimmoMail(locale)] as [string, Locale, Fixture]),
  ...IMMOVLAN_LANGUAGES.map((locale) => ['immovlan', locale, immovlanMail(locale)] as [string, Locale, Fixture]),
  ...REALO_LANGUAGES.map((locale) => ['realo', locale, realoMail(locale)] as [string, Locale, Fixture]),
];

/** The portal's listing id each fixture carries, in the form the portal writes it. */
export const PORTAL_IDS: Record<string, string> = { immoweb: '10987654', zimmo: 'LPC9N', immovlan: 'vaa45871', realo: '4827193' };
