import { formatDate } from '../../../shared/format/date';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/i18n/locales';
import type { ListingSignals } from './listing-signals';
import { mailText } from '../delivery/mail-texts';

// The words of a listing's weekly signals, in the agency's language
// (locales/mail.json `signals.*`): the lines of a CRM's note and of the agency's weekly mail.

/** The agency's language of a signals row, Dutch when it is not one of ours. */
export const signalsLocale = (locale: string): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

/** A buyer-pool figure in words: the count, "fewer than 5", or "not counted". */
export function buyerPoolWords(pool: ListingSignals['buyerPool'], locale: Locale): string {
  if (!pool) return mailText(locale, 'signals.notCounted');
  return 'count' in pool ? String(pool.count) : mailText(locale, 'signals.fewerThan', { n: String(pool.fewerThan) });
}

/** The four figures as `Label: value` pairs, in a fixed order. */
export function signalFigures(signals: Pick<ListingSignals, 'views' | 'favorites' | 'enquiries' | 'buyerPool'>, locale: Locale): [string, string][] {
  return [
    [mailText(locale, 'signals.views'), String(signals.views)],
    [mailText(locale, 'signals.favorites'), String(signals.favorites)],
    [mailText(locale, 'signals.enquiries'), String(signals.enquiries)],
    [mailText(locale, 'signals.buyerPool'), buyerPoolWords(signals.buyerPool, locale)],
  ];
}

/** The week as the agency reads it: its Monday and Sunday as dates of its language. */
export function weekWords(signals: Pick<ListingSignals, 'week' | 'weekEnd'>): { from: string; to: string } {
  return { from: formatDate(signals.week), to: formatDate(signals.weekEnd) };
}

/** A CRM note of one listing's week: its subject ("Website figures 16/11/2026 – 22/11/2026") and its text, one figure a line, then the page. */
export function signalsNote(signals: ListingSignals): { subject: string; text: string } {
  const locale = signalsLocale(signals.locale);
  const week = weekWords(signals);
  const lines = signalFigures(signals, locale).map(([label, value]) => `${label}: ${value}`);
  return { subject: mailText(locale, 'signals.noteSubject', week), text: [...lines, ...(signals.url ? [signals.url] : [])].join('\n') };
}
