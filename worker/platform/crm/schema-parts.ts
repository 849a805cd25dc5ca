import * as z from 'zod';
import { type NumberField, readWrittenNumber } from '../../../shared/domain/written-number';
import { type AsSent, asSent } from '../listings/normalized';

// Building blocks of the CRMs' raw schemas. A CRM adds fields and enum values without telling
// us, so the raw schemas accept what they do not know: objects keep unknown fields, enums take
// any string (typed with the known values for completion), and loosely typed facts (a flag
// sent as true, 1, "1" or "") are read as they come. Mapping decides what an unknown value means.

/** A string enumeration we know some values of; any other string passes (typed `string`). */
export function openEnum<const Known extends readonly string[]>(_known: Known) {
  return z.string() as unknown as z.ZodType<Known[number] | (string & {})>;
}

/** A flag as CRMs send it: a boolean, 1/0, "1"/"0", "true"/"false", "" or null. */
export const flag = z.union([z.boolean(), z.number(), z.string()]).nullish();

/** A number that may come as a string ("179", "49.78"); null when absent. */
export const looseNumber = z.union([z.number(), z.string()]).nullish();

/**
 * The flag's meaning: true, false, or undefined when it says nothing (absent, "", unknown word).
 * @example readFlag('1') // true
 */
export function readFlag(value: z.infer<typeof flag>): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (['1', 'true', 'yes'].includes(word)) return true;
  if (['0', 'false', 'no'].includes(word)) return false;
  return undefined;
}

/**
 * The number a loose number holds, or undefined (absent, empty, not a number in any notation):
 * a text is read as Belgians and their exports write it (shared/domain/written-number.ts), so
 * "389.000" and "389,000" are 389000 and "49,78" is 49.78; `field` says whether it may group
 * thousands (a coordinate never does).
 * @example readNumber('389.000') // 389000
 */
export function readNumber(value: z.infer<typeof looseNumber>, field: NumberField = 'grouped'): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return readWrittenNumber(value, field);
}

/**
 * A loose number as a mapping passes it on: the number; null when the CRM sent none (absent,
 * null, empty); otherwise the value as sent (AsSent), so the shared check refuses the listing
 * naming it instead of showing the fact as missing.
 * @example numberAsSent('abc') // 'abc' (as sent: refused by the check)
 */
export function numberAsSent(value: z.infer<typeof looseNumber> | boolean, field: NumberField = 'grouped'): number | null | AsSent {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  return readNumber(typeof value === 'boolean' ? undefined : value, field) ?? asSent(value);
}

/**
 * A CRM's code through its mapping table: the value ours; null when the CRM sent none; the code
 * as sent when the table does not know it (the shared check refuses it with the value named).
 * @example codeAsSent({ sale: 'sale' }, 'auction') // 'auction' (as sent: refused by the check)
 */
export function codeAsSent<T>(table: Readonly<Record<string, T>>, code: string | number | null | undefined): T | null | AsSent {
  if (code === null || code === undefined || code === '') return null;
  return Object.hasOwn(table, code) ? table[code]! : asSent(code);
}

/**
 * A position as a mapping passes it on: none when the CRM sent neither coordinate (or 0, 0, the
 * placeholder CRMs use for none); otherwise both as numbers or as sent, so a coordinate missing
 * or unreadable refuses the listing (the shared check also refuses a point outside Belgium).
 */
export function positionAsSent(
  lat: z.infer<typeof looseNumber> | boolean,
  lon: z.infer<typeof looseNumber> | boolean,
): { lat: number | AsSent; lon: number | AsSent } | null {
  const [latitude, longitude] = [numberAsSent(lat, 'degrees'), numberAsSent(lon, 'degrees')];
  if ((latitude === null && longitude === null) || (latitude === 0 && longitude === 0)) return null;
  return { lat: latitude ?? asSent(lat), lon: longitude ?? asSent(lon) };
}
