import { readdirSync, readFileSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';

// biome formats to 160 characters a line (biome.jsonc) but leaves a long string, template
// literal or regular expression whole: this holds those lines to the same width, so that every
// line of the source reads without scrolling, in an editor and in a review.

/** The widest line, in characters: biome's lineWidth. */
const LINE_WIDTH = 160;
/** Where the width holds: files and folders ('.' for the whole tree) and, under them, what is left out. */
const HELD = { roots: ['.'], except: [] as string[] };
/** What is read: code, styles and SQL. */
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs|css|sql)$/;
/**
 * What keeps the lines it was written with: biome's own exceptions (generated files, the table of
 * HTML's named references a script writes, the CRMs' answers the fakes replay, the unit tests'
 * fixtures), and the migrations, history that is applied and never edited.
 */
const KEPT = [
  /\.generated\./,
  /^shared\/html\/named-references\.ts$/,
  /^test\/support\/fake-crm\/fixtures\//,
  /^test\/unit\/fixtures\//,
  /^worker\/platform\/migrations\/[^/]+\.sql$/,
];
/** Folders never read: installed packages, build output, browser test artifacts. */
const SKIPPED = new Set(['node_modules', 'dist', 'test-artifacts']);

/** Repository-relative paths of the source files at or under `roots`, those under `except` and the kept ones left out. */
function sourceFiles({ roots, except }: { roots: string[]; except: string[] }): string[] {
  const read = (path: string): string[] => {
    const name = posix.basename(path);
    if ((path !== '.' && name.startsWith('.')) || SKIPPED.has(name) || except.includes(path)) return [];
    if (statSync(path).isDirectory()) return readdirSync(path).flatMap((child) => read(path === '.' ? child : posix.join(path, child)));
    return SOURCE.test(name) && !KEPT.some((kept) => kept.test(path)) ? [path] : [];
  };
  return roots.flatMap(read).sort();
}

/** `file:line: width` for every line wider than LINE_WIDTH characters. */
function wideLines(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    // A line's UTF-16 length is never below its count of characters: most lines stop here.
    if (line.length <= LINE_WIDTH) return [];
    const width = [...line].length;
    return width > LINE_WIDTH ? [`${file}:${index + 1}: ${width} characters`] : [];
  });
}

describe('the width of a line', () => {
  it(`is at most ${LINE_WIDTH} characters in every source file held to it`, () => {
    const files = sourceFiles(HELD);
    expect(files.length).toBeGreaterThan(400);
    const wide = files.flatMap((file) => wideLines(file, readFileSync(file, 'utf8')));
    expect(wide, 'split the string, template or pattern into pieces that make the same text').toEqual([]);
  });

  it('counts characters, not bytes, and finds a wide line wherever it is (the rule can fail)', () => {
    const text = ['a'.repeat(LINE_WIDTH), `'${'é'.repeat(LINE_WIDTH - 2)}'`, 'b'.repeat(LINE_WIDTH + 1), `${'€'.repeat(LINE_WIDTH)}x`].join('\n');
    expect(wideLines('x.ts', text)).toEqual(['x.ts:3: 161 characters', 'x.ts:4: 161 characters']);
  });

  it('reads code and styles, and leaves out generated files, the replayed fixtures and the migrations', () => {
    const files = sourceFiles({ roots: ['.'], except: ['test/e2e'] });
    for (const file of ['build.mjs', 'vitest.config.ts', 'client/styles/app.css', 'worker/platform/app.ts', 'test/unit/repository/line-width.test.ts'])
      expect(files).toContain(file);
    for (const file of [
      'client/islands/registry.generated.ts',
      'shared/html/named-references.ts',
      'test/support/fake-crm/fixtures/index.ts',
      'test/unit/fixtures/estate.ts',
      'worker/platform/migrations/0001_sites.sql',
    ])
      expect(files).not.toContain(file);
    expect(files.filter((file) => file.startsWith('test/e2e/') || file.includes('node_modules/'))).toEqual([]);
  });
});
