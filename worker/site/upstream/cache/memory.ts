import { BoundedMap, textBytes } from '../../bounded-map';

/**
 * A small memory in front of KV, per isolate: a page makes a dozen calls and KV is a network
 * hop each. Entries live a few seconds at most (never past their TTL), are keyed like KV (so
 * a purge's new generation misses them once the generation is re-read), and big answers
 * stay out of it. The oldest entry goes first (least recently stored).
 */
export const MEMORY_TTL_MS = 5_000;
const MEMORY_MAX_ENTRIES = 500;
/** The longest text kept (characters); a longer answer is read from KV each time. */
export const MEMORY_MAX_BYTES = 64 * 1024;
/** All entries together (bytes, `textBytes`): 500 answers of the longest kept would be 64 MB. */
export const MEMORY_TOTAL_BYTES = 4 * 1024 * 1024;

/** An entry's text as stored, with the generation it was stored under. */
export interface Remembered {
  text: string;
  gen: string;
  expires: number;
}

// The JSON text, not the object: every request gets its own copy to reshape.
const memory = new BoundedMap<string, Remembered>('upstream memory', MEMORY_MAX_ENTRIES, MEMORY_TOTAL_BYTES);

/** Keeps an entry's text until `expires` (epoch ms), or at most MEMORY_TTL_MS past `now`. */
export function remember(key: string, gen: string, text: string, now: number, freshForMs: number): void {
  if (text.length > MEMORY_MAX_BYTES) return;
  memory.set(key, { text, gen, expires: now + Math.min(MEMORY_TTL_MS, freshForMs) }, textBytes(key) + textBytes(text) + textBytes(gen));
}

/** The text kept for this key under this generation, if it has not expired. */
export function recall(key: string, gen: string, now: number): string | undefined {
  const remembered = memory.get(key);
  return remembered !== undefined && remembered.expires > now && remembered.gen === gen ? remembered.text : undefined;
}

export function forgetRemembered(key: string): void {
  memory.delete(key);
}

/** Forgets every entry this isolate keeps (tests; `forgetGenerations`). */
export function clearMemory(): void {
  memory.clear();
}
