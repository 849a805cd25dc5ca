import { readdirSync, readFileSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments say why, never which issue, and tests cite the behaviour or a section of the
// project's own docs, never a file outside the repository: the specification and the design
// notes the project was first written from are not in it, so a pointer to them leads nowhere.
// Read from every source file, comments, strings and test names alike.

/** The folders of code, tests, scripts and styles. */
const FOLDERS = ['worker', 'shared', 'client', 'scripts', 'test'];
/** The files of the repository's root that hold code or comments (the local settings' example among them). */
const ROOT_FILES = /^(build\.mjs|vitest\.config\.ts|biome\.jsonc|tsconfig[\w.]*\.json|wrangler[\w.]*\.toml|\.dev\.vars\.example)$/;
/** What is read: code, SQL, styles and configuration that takes comments. */
const SOURCE = /\.(ts|tsx|mjs|js|sql|css|toml|jsonc)$/;
/** The files whose fixtures are the forms themselves: this one and the docs' rules. */
const OWN_FIXTURES = ['test/unit/repository/source-comments.test.ts', 'test/unit/docs/docs.test.ts'];

/**
 * Places that name an issue or cite a text outside the repository: "issue 12", "issues 31–32",
 * "(item 7)", "item 3:", "finding 4", "SPEC §7", "DESIGN.md", and a bare "§4" that is no
 * outside standard's (an RFC's section, a law's article: those are public and stay).
 */
const CITATIONS = [
  /\bissues?\s+#?\d+/gi,
  /\bitems?\s+\d+(?:(?:\s*,\s*|\s+and\s+|\s*[–-]\s*)\d+)*(?=\s*[):,])/gi,
  /\bfindings?\s+\d+/gi,
  /\bSPEC\b/g,
  /\bDESIGN(?:\.md|\s*§)/g,
  /§\s?\d+(?!\.?\d)/g,
];
/** A line that cites an outside standard by its section: RFC 5545 §3.1, art. 11.2.1 §3. */
const OUTSIDE_STANDARD = /\bRFC\s?\d+|\bart\.\s?\d/i;

/** `file:line: match` for every citation in the text. */
function citations(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    CITATIONS.flatMap((pattern) => [...line.matchAll(pattern)].map((match) => match[0]))
      .filter((match) => !(match.startsWith('§') && OUTSIDE_STANDARD.test(line)))
      .map((match) => `${file}:${index + 1}: ${match}`),
  );
}

/** Repository-relative paths of the files read, generated ones and installed packages left out. */
function files(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = posix.join(folder, name);
      if (name === 'node_modules' || name.startsWith('.')) return [];
      if (statSync(path).isDirectory()) return walk(path);
      return SOURCE.test(name) && !name.includes('.generated.') ? [path] : [];
    });
  const root = readdirSync('.').filter((name) => ROOT_FILES.test(name));
  return [...root, ...FOLDERS.flatMap(walk)].filter((file) => !OWN_FIXTURES.includes(file)).sort();
}

describe('source comments and test names', () => {
  it('name no issue and cite neither the specification nor the design notes', () => {
    const read = files();
    expect(read.length).toBeGreaterThan(1000);
    const found = read.flatMap((file) => citations(file, readFileSync(file, 'utf8')));
    expect(found, 'say the behaviour (or cite docs/<file>.md "Section") instead').toEqual([]);
  });

  it('finds each form, and leaves lists, widths and outside standards alone (the rule can fail)', () => {
    const text = [
      '// Issue 12: a thing. See issues 31–32 and the parser (item 7); item 3: more.',
      "describe('a test (SPEC §4)', () => {}); // DESIGN.md §7, finding 5, as §2 says",
      ' * page 2 shows items 16 to 30; the menu items 0.85rem apart, as §5.',
      '// RFC 5545 §3.1 folding; Energiedecreet art. 11.2.1 §3; WebAuthn (§5.8.1).',
    ].join('\n');
    expect(citations('x.ts', text)).toEqual([
      'x.ts:1: Issue 12',
      'x.ts:1: issues 31',
      'x.ts:1: item 7',
      'x.ts:1: item 3',
      'x.ts:2: finding 5',
      'x.ts:2: SPEC',
      'x.ts:2: DESIGN.md',
      'x.ts:2: §4',
      'x.ts:2: §7',
      'x.ts:2: §2',
      'x.ts:3: §5',
    ]);
  });
});
