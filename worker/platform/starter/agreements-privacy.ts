import type { Locale } from '../../../shared/i18n/locales';
import { PRIVACY_DE } from './agreements-privacy-de';
import { PRIVACY_EN } from './agreements-privacy-en';
import { PRIVACY_FR } from './agreements-privacy-fr';
import { PRIVACY_NL } from './agreements-privacy-nl';

/**
 * The privacy statement of a Belgian estate agency under the GDPR, per language: templates
 * (agreement-agency.ts fillAgreement) of a static file the build writes (agreement-texts.ts), not
 * part of the platform's bundle.
 */
export const PRIVACY_STATEMENTS: Record<Locale, string> = { nl: PRIVACY_NL, fr: PRIVACY_FR, en: PRIVACY_EN, de: PRIVACY_DE };
