import type { Locale } from '../../../shared/i18n/locales';
import { STATEMENT_OWN_RETENTION, VIEWING_MONTHS, viewingMonthsOf } from '../../../shared/domain/retention';

/*
 * How long the privacy statement says requests and viewings are kept is never typed into it:
 * the statement holds two marks, and whoever reads it (the site API's GET /agreements, the
 * preview too) reads the words of the agency's one retention setting in their place, the same
 * setting the Cron Trigger's retention step erases by (shared/domain/retention.ts). An agency's
 * own text keeps the marks (the console refuses a privacy statement without them), so the
 * figures follow the setting whoever wrote the rest. Decision 068 says why.
 */

/** Where the statement says how long a contact or booking request is kept after the last contact. */
export const RETENTION_MARK = '[[retention]]';
/** Where it says how long a viewing appointment is kept after the viewing. */
export const VIEWING_MARK = '[[viewing-retention]]';

interface PeriodWords {
  oneMonth: string;
  months: (count: number) => string;
  oneYear: string;
  twoYears: string;
}

const WORDS: Record<Locale, PeriodWords> = {
  nl: { oneMonth: 'één maand', months: (count) => `${count} maanden`, oneYear: 'één jaar', twoYears: 'twee jaar' },
  fr: { oneMonth: 'un mois', months: (count) => `${count} mois`, oneYear: 'un an', twoYears: 'deux ans' },
  en: { oneMonth: 'one month', months: (count) => `${count} months`, oneYear: 'one year', twoYears: 'two years' },
  de: { oneMonth: 'einen Monat', months: (count) => `${count} Monate`, oneYear: 'ein Jahr', twoYears: 'zwei Jahre' },
};

/**
 * A period of months in words, as the statement reads it.
 * @example periodWords('nl', 3) // '3 maanden'
 */
export function periodWords(locale: Locale, months: number): string {
  const words = WORDS[locale];
  if (months === 1) return words.oneMonth;
  if (months === VIEWING_MONTHS) return words.oneYear;
  if (months === 2 * VIEWING_MONTHS) return words.twoYears;
  return words.months(months);
}

/*
 * The sentences of section 4 as the templates wrote them before the marks, whatever figure
 * they held: a statement written then (a demo's, an agency's that kept the sentence) gets its
 * marks in their place, so it follows the setting too. Each is the words before the figure,
 * the figure, and the words after it.
 */
const FIGURE = String.raw`(?:\d+ [^\s<;]+|[^\s<;]+ [^\s<;]+)`;
const WRITTEN_BEFORE: Record<Locale, { retention: RegExp; viewing: RegExp }> = {
  nl: { retention: sentence('contact- en reservatieaanvragen: tot ', ' na ons laatste contact'), viewing: sentence('bezoekafspraken: ', ' na het bezoek') },
  fr: {
    retention: sentence('demandes (contact, réservation) : jusqu’à ', ' après notre dernier contact'),
    viewing: sentence('rendez-vous de visite : ', ' après la visite'),
  },
  en: {
    retention: sentence('contact and booking requests: up to ', ' after our last contact'),
    viewing: sentence('viewing appointments: ', ' after the viewing'),
  },
  de: {
    retention: sentence('Kontakt- und Buchungsanfragen: bis zu ', ' nach unserem letzten'),
    viewing: sentence('Besichtigungstermine: ', ' nach der Besichtigung'),
  },
};

function sentence(before: string, after: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(${literal(before)})${FIGURE}(${literal(after)})`, 'g');
}

/**
 * A privacy statement with its marks: the template's own sentences of section 4 written before
 * the marks get them in place of their figure; a text that has them, or rewrote the sentences,
 * stays as it is.
 * @example markRetention('<li>viewing appointments: one year after the viewing;</li>', 'en')
 * // '<li>viewing appointments: [[viewing-retention]] after the viewing;</li>'
 */
export function markRetention(html: string, locale: Locale): string {
  const { retention, viewing } = WRITTEN_BEFORE[locale];
  return html.replace(retention, `$1${RETENTION_MARK}$2`).replace(viewing, `$1${VIEWING_MARK}$2`);
}

/** Whether a privacy statement (marked: markRetention) says both periods through the marks. */
export function followsRetention(html: string): boolean {
  return html.includes(RETENTION_MARK) && html.includes(VIEWING_MARK);
}

/**
 * A privacy statement as visitors read it: its marks (markRetention first) in words of the
 * agency's retention, `months` (shared/domain/retention.ts retentionMonthsOf).
 * @example retentionStatement('<li>up to [[retention]] after our last contact</li>', 'en', 3) // '<li>up to 3 months after our last contact</li>'
 */
export function retentionStatement(html: string, locale: Locale, months: number): string {
  return markRetention(html, locale)
    .replaceAll(RETENTION_MARK, periodWords(locale, months))
    .replaceAll(VIEWING_MARK, periodWords(locale, viewingMonthsOf(months)));
}

/**
 * The site's privacy statements that do not say the periods through the marks, by language
 * (`statements`: each one's language and text): a change of the retention would make them wrong,
 * so it is refused with STATEMENT_OWN_RETENTION naming them.
 */
export function statementsWithOwnRetention(statements: readonly { locale: Locale; html: string }[]): Locale[] {
  const own = statements.filter(({ locale, html }) => !followsRetention(markRetention(html, locale))).map(({ locale }) => locale);
  return [...new Set(own)].sort();
}

/** The refusal's words (the console reads the languages back from them: STATEMENT_OWN_RETENTION). */
export function ownRetentionIssue(locales: readonly Locale[]): string {
  return `${STATEMENT_OWN_RETENTION} (${locales.join(', ')}): give it ${RETENTION_MARK} and ${VIEWING_MARK}, or write it from the legal data again`;
}
