/*
 * A number as people and their software write it in Belgium: `389.000` (a Belgian's thousands),
 * `389,000` (an English export's), `389 000`, `389.000,50`, `389,000.50`, `€ 389.000`,
 * `1.234.567`, `49,78` (a decimal comma). One reader for every source that sends numbers as
 * text: the CRMs' mappings and the console's listing form.
 *
 * The one form two notations share is a single separator before exactly three digits (`1.234`,
 * `12,500`): a thousands group, or three decimals. The field decides: a price in euros has
 * cents at most, an area or an energy figure two decimals, a count none, so for them three digits
 * after the separator are a thousands group; a coordinate in degrees is never grouped, so for it
 * they are decimals. Anything else (`1.23.456`, `12,34.5`, `1.5.0`, `abc`) is not a number, and
 * the caller refuses it with the value named: a guess is never made that changes the magnitude.
 */

/** What the field holds, which decides the shared form: `grouped` (euros, square metres, counts, kWh/m²), `degrees` (a coordinate). */
export type NumberField = 'grouped' | 'degrees';

/** Spaces and apostrophes people group thousands with: space, no-break, narrow no-break, thin space, ' and ’. */
const GROUP_SPACES = /[ \u00a0\u202f\u2009'\u2019]/g;
/**
 * A currency or unit written beside the number, at either end: € / EUR / euro(s), m² / m2, and the
 * ",-" of whole euros (€ 389.000,-). The longest name first: "euros 389.000" leaves no "s" behind.
 */
const UNIT = /^(?:€|eur(?:os?)?)\s*|\s*(?:[.,][-\u2013]|€|eur(?:os?)?|m²|m2)$/gi;

/**
 * The number a written value stands for, or undefined when it is none in any notation.
 * @example readWrittenNumber('389.000') // 389000
 * @example readWrittenNumber('389,000.50') // 389000.5
 * @example readWrittenNumber('50,912', 'degrees') // 50.912
 * @example readWrittenNumber('1.23.456') // undefined
 */
export function readWrittenNumber(text: string, field: NumberField = 'grouped'): number | undefined {
  let written = field === 'grouped' ? text.trim().replace(UNIT, '').trim() : text.trim();
  const negative = /^[-\u2212]/.test(written);
  if (negative || written.startsWith('+')) written = written.slice(1);
  const digits = field === 'degrees' ? /^\d+(?:[.,]\d+)?$/.exec(written)?.[0].replace(',', '.') : plainDigits(written);
  if (digits === undefined) return undefined;
  const number = Number(digits);
  if (!Number.isFinite(number)) return undefined;
  return negative ? -number : number;
}

/** A grouped value as JavaScript reads it (`389000.5`), or undefined when its separators fit no notation. */
function plainDigits(text: string): string | undefined {
  // Thousands grouped with spaces or apostrophes: the groups must be three digits.
  const written = /^\d{1,3}(?:[ \u00a0\u202f\u2009'\u2019]\d{3})+(?:[.,]\d+)?$/.test(text) ? text.replace(GROUP_SPACES, '') : text;
  if (/^\d+$/.test(written)) return written;
  // One separator used more than once groups thousands (1.234.567, 1,234,567).
  if (/^\d{1,3}(?:\.\d{3}){2,}$/.test(written) || /^\d{1,3}(?:,\d{3}){2,}$/.test(written)) return written.replace(/[.,]/g, '');
  // Both separators: the last is the decimals', the other groups thousands (389.000,50 and 389,000.50).
  const both = /^(\d{1,3}(?:([.,])\d{3})+)([.,])(\d+)$/.exec(written);
  if (both) return both[2] === both[3] ? undefined : `${both[1]!.replaceAll(both[2]!, '')}.${both[4]}`;
  // One separator once: decimals, unless three digits follow it (no grouped field has a third decimal).
  const once = /^(\d+)[.,](\d+)$/.exec(written);
  if (!once) return undefined;
  const [, whole, after] = once as unknown as [string, string, string];
  return after.length === 3 && /^[1-9]\d{0,2}$/.test(whole) ? `${whole}${after}` : `${whole}.${after}`;
}
