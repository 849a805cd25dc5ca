import { expect } from 'vitest';

/** A page (or any text) holds each of `parts` and none of `absent`: each its own assertion, a failure names the part. */
export function expectText(text: string, parts: readonly string[], absent: readonly string[] = []): void {
  for (const part of parts) expect(text).toContain(part);
  for (const part of absent) expect(text).not.toContain(part);
}

/** A page's words as a person reads them: no tags, the entities the pages write as their characters, every kind of space a plain one. */
export const readableText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[\u00a0\u202f\s]+/g, ' ');
