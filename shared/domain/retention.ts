/*
 * How long an agency keeps what its visitors sent, as its privacy statement says it
 * (worker/platform/starter/agreements-privacy.ts, section 4, its figures read from this setting
 * whenever the statement is read: worker/platform/starter/retention-clause.ts) and the Cron
 * Trigger's retention step does it (worker/platform/privacy/retention.ts): one setting, read by both.
 */

/** The statement's default when the agency set none: two years after the last contact. */
export const DEFAULT_RETENTION_MONTHS = 24;

/**
 * How many months the agency keeps a request after the last contact: its legal data's
 * `privacy.retentionMonths` (the console's legal screen, 1 to 120), else the default.
 */
export function retentionMonthsOf(legal: { privacy?: { retentionMonths?: number | undefined } | undefined } | null | undefined): number {
  const months = legal?.privacy?.retentionMonths;
  return typeof months === 'number' && Number.isInteger(months) && months >= 1 ? months : DEFAULT_RETENTION_MONTHS;
}

/**
 * How a change of the retention is refused while a privacy statement says its own periods (the
 * languages follow in brackets): the console finds its refusal by these words.
 */
export const STATEMENT_OWN_RETENTION = 'the privacy statement states its own retention period';

/** A viewing is kept a year after it at most (the privacy statement's line for viewings), or the agency's retention when that is shorter. */
export const VIEWING_MONTHS = 12;
export const viewingMonthsOf = (retentionMonths: number): number => Math.min(retentionMonths, VIEWING_MONTHS);

/**
 * The moment before which a request's last contact must lie for it to be erased: `months`
 * calendar months before `at` (the 31st of a shorter month is its last day), as an ISO time.
 * @example retentionCutoff(new Date('2026-03-31T10:00:00Z'), 1) // '2026-02-28T10:00:00.000Z'
 */
export function retentionCutoff(at: Date, months: number): string {
  const cutoff = new Date(at);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const last = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, last));
  return cutoff.toISOString();
}

/**
 * Years a holiday reservation's accounting record is kept, counted from 1 January of the year
 * after its stay: the Code of Economic Law keeps supporting documents seven years (art. III.86)
 * and books seven years from 1 January after their closing (art. III.88), and the law of 20
 * November 2022 made the tax duty ten (Income Tax Code 1992 art. 315, VAT Code art. 60 §4):
 * https://www.cbn-cnc.be/nl/node/738 (art. III.88 as the Commission for Accounting Standards
 * publishes it). The longer, ten, is what the privacy statement promises.
 */
export const ACCOUNTING_YEARS = 10;

/**
 * The day a reservation's accounting record may go: 1 January ten years after the year that
 * follows the stay's last day (`YYYY-MM-DD` or an ISO time).
 * @example accountingKeptUntil('2026-08-15') // '2037-01-01'
 */
export function accountingKeptUntil(stayEnd: string): string {
  return `${Number(stayEnd.slice(0, 4)) + 1 + ACCOUNTING_YEARS}-01-01`;
}

/**
 * Countries whose numbers are dialled at home with a trunk zero that the international form
 * drops: Belgium and the neighbours and countries whose visitors most often write to a Belgian
 * agency. A zero typed after one of these codes (+32 0470…, 0031 06…) is that trunk zero; after
 * another code it may be part of the number (Italy's +39 06… is Rome), so it stays.
 */
const TRUNK_ZERO_CODES = ['32', '31', '33', '41', '43', '44', '49'];

/**
 * A phone number as the privacy search compares it: its digits in the international form, the
 * country code first and no trunk zero (+32 470 12 34 56, +32 (0)470 12 34 56, 0032 470…,
 * 0470/12.34.56, +32-470-… all give `32470123456`; 0033 6…, +33 6…, +33 (0)6… give `336…`). A
 * number typed without a country code is Belgian. Null when it has fewer than eight digits of
 * its own (no number to find a person by).
 */
export function phoneKey(value: string): string | null {
  // "(0)" beside a country code is the trunk zero, which nobody dials from abroad.
  const typed = value.replace(/\(\s*0\s*\)/g, ' ').trim();
  let digits = typed.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `32${digits.slice(1)}`;
  else if (!typed.startsWith('+') && digits.length <= 9) digits = `32${digits}`;
  const code = TRUNK_ZERO_CODES.find((prefix) => digits.startsWith(`${prefix}0`));
  if (code) digits = `${code}${digits.slice(code.length + 1)}`;
  const own = digits.startsWith('32') ? digits.length - 2 : digits.length;
  return own >= 8 ? digits : null;
}
