import { transportTextOf } from '../client';
import { type Gone, goneError } from './not-found';

/**
 * A value is `{ storedAt, gen, value }`, or `{ storedAt, gen, gone }` for a platform 404 or
 * 410, kept NOT_FOUND_SECONDS and answered as the same UpstreamError (not-found.ts).
 */
export type Entry<T> = { storedAt: number; gen: string; value: T } | { storedAt: number; gen: string; gone: Gone };

export function isGone<T>(entry: Entry<T>): entry is { storedAt: number; gen: string; gone: Gone } {
  return 'gone' in entry;
}

/**
 * An entry as stored: an answer straight from the platform keeps the text it came as (the
 * client parsed it once; serialising it again would cost as much), anything else is serialised.
 */
export function entryText<T>(entry: Entry<T>): string {
  const transported = isGone(entry) ? undefined : transportTextOf(entry.value);
  if (transported === undefined) return JSON.stringify(entry);
  return `{"storedAt":${JSON.stringify(entry.storedAt)},"gen":${JSON.stringify(entry.gen)},"value":${transported}}`;
}

/** The answer an entry holds: its value, or the platform's "not found" thrown again. */
export function answerOf<T>(entry: Entry<T>): T {
  if (!isGone(entry)) return entry.value;
  throw goneError(entry.gone);
}
