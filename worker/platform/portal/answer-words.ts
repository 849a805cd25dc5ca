import type { Locale } from '../../../shared/i18n/locales';
import { mailLookup } from '../delivery/mail-words';
import type { Portal } from './types';

/** The automatic answer's words (locales/portal-answer.json, the four languages; read from a static file: ../mail-words.ts). */
export const answerText = mailLookup('portal');

/** The answer's default opening in a language: what the console shows until the agency writes its own. */
export const defaultOpening = (locale: Locale): string => answerText(locale, 'opening');

/** Each portal's name as it writes it. */
export const PORTAL_NAMES: Record<Portal, string> = { immoweb: 'Immoweb', zimmo: 'Zimmo', immovlan: 'Immovlan', realo: 'Realo' };
