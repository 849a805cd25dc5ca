import { expect } from 'vitest';

/** A page (or any text) holds each of `parts` and none of `absent`: each its own assertion, a failure names the part. */
export function expectText(text: string, parts: readonly string[], absent: readonly string[] = []): void {
  for (const part of parts) expect(text).toContain(part);
  for (const part of absent) expect(text).not.toContain(part);
}
