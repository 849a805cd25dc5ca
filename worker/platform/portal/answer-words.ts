import words from '../../../locales/portal-answer.json';
import { createLookup, tablesIn } from '../../../shared/i18n/lookup';
import type { Locale } from '../../../shared/i18n/locales';
import type { Portal } from './types';

/** The automatic answer's words (locales/portal-answer.json, the four languages). */
export const answerText = createLookup(tablesIn(words));

/** The answer's default opening in a language: what the console shows until the agency writes its own. */
export const defaultOpening = (locale: Locale): string => answerText(locale, 'opening');

/** Each portal's name as it writes it. */
export const PORTAL_NAMES: Record<Portal, string> = { immoweb: 'Immoweb', zimmo: 'Zimmo', immovlan: 'Immovlan', realo: 'Realo' };
