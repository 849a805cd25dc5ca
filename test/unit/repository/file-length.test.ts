import { readdirSync, readFileSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';

// A file holds one concept and reads whole (the developers' guide): at most 300 lines of code
// in what the workers and the browser run. A file that grows past it is split where its
// concepts part (a table, a component, a step of its own), never squeezed onto fewer lines.

/** The longest file, in lines. */
const LONGEST = 300;
/** The code the workers and the browser run. */
const HELD = ['worker', 'shared', 'client'];
/** What is read: code. */
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
/**
 * What the rule leaves out: generated files, and the local default's demo (its seed data, tables
 * of agencies and listings, and its picture drawings: never part of a production worker).
 */
const OUT = [/\.generated\./, /^worker\/platform\/demo\//];
/** Folders never read: installed packages and build output. */
const SKIPPED = new Set(['node_modules', 'dist']);

/** Repository-relative paths of the code files held to the rule. */
function heldFiles(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = posix.join(folder, name);
      if (SKIPPED.has(name) || name.startsWith('.')) return [];
      if (statSync(path).isDirectory()) return walk(path);
      return SOURCE.test(name) && !OUT.some((out) => out.test(path)) ? [path] : [];
    });
  return HELD.flatMap(walk).sort();
}

/** `file: lines` for a text longer than LONGEST lines (a last line's newline ends it, as `wc -l` counts). */
function overLong(file: string, text: string): string[] {
  const lines = text.replace(/\n$/, '').split('\n').length;
  return lines > LONGEST ? [`${file}: ${lines} lines`] : [];
}

describe('the length of a file', () => {
  it(`is at most ${LONGEST} lines in the code of the workers and the browser`, () => {
    const files = heldFiles();
    expect(files.length).toBeGreaterThan(900);
    const long = files.flatMap((file) => overLong(file, readFileSync(file, 'utf8')));
    expect(long, 'split the file where its concepts part').toEqual([]);
  });

  it('counts lines as wc -l does and finds a file one line over (the rule can fail)', () => {
    const lines = (count: number) => `${Array.from({ length: count }, (_, index) => `const line${index} = ${index};`).join('\n')}\n`;
    expect(overLong('a.ts', lines(LONGEST))).toEqual([]);
    expect(overLong('b.ts', lines(LONGEST + 1))).toEqual([`b.ts: ${LONGEST + 1} lines`]);
  });

  it('reads the three workers, shared/ and client/, and leaves out generated files and the demo', () => {
    const files = heldFiles();
    for (const file of ['worker/site/app.ts', 'worker/platform/listings/upsert.ts', 'worker/console/app.tsx', 'shared/routes.ts', 'client/entry.ts'])
      expect(files).toContain(file);
    expect(files.filter((file) => file.includes('.generated.') || file.startsWith('worker/platform/demo/'))).toEqual([]);
  });
});
