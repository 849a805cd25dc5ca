/*
 * FNV-1a (32 bits): a stable number of a text, the same in every isolate and release. Not a
 * secret's hash: what changes when its text does (a script's address) or what spreads names
 * over a range (the ids of places outside the postal-code table).
 */

/** FNV-1a of a text, as a number. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash;
}

/** FNV-1a of a text in eight hex digits: a file's address that changes whenever its text does. */
export const fnv1aHex = (text: string): string => fnv1a(text).toString(16).padStart(8, '0');
