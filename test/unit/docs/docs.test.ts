import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// The documentation's own rules: the README is a door, not a hallway; the
// architecture map stays short; every link leads somewhere; one decision a file, dated; no
// issue numbers. Read from the files themselves, so a new doc is checked without listing it.

const README = 'README.md';
const ARCHITECTURE = 'docs/architecture.md';
const DECISIONS = 'docs/decisions';

const read = (file: string) => readFileSync(file, 'utf8');
const lines = (text: string) => text.replace(/\n$/, '').split('\n');

/** Every Markdown file of docs/, sub-folders included, as paths from the repository's root. */
function docFiles(folder = 'docs'): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return docFiles(path);
      return path.endsWith('.md') ? [path] : [];
    });
}

const ALL_DOCS = [README, ...docFiles()];

/** The text outside fenced code blocks and inline code: what renders as prose, links and headings. */
function prose(text: string): string {
  let fenced = false;
  return lines(text)
    .map((line) => {
      if (/^\s*```/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line.replace(/`[^`]*`/g, '');
    })
    .join('\n');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  let fenced = false;
  for (const line of lines(text)) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/** The relative links of a Markdown file (`[text](target)`), outside code; web and mail addresses left out. */
function relativeLinks(text: string): string[] {
  return [...prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]).filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** `file → target` for each relative link of `file` whose file or heading does not exist. */
function brokenLinks(file: string, text: string, exists: (path: string) => boolean = existsSync, readTarget = read): string[] {
  return relativeLinks(text).flatMap((target) => {
    const [path, anchor] = target.split('#') as [string, string | undefined];
    const resolved = path === '' ? file : normalize(join(dirname(file), decodeURIComponent(path)));
    if (!exists(resolved)) return [`${file} → ${target}`];
    if (anchor === undefined || !resolved.endsWith('.md')) return [];
    const headings = anchors(resolved === file ? text : readTarget(resolved));
    return headings.has(anchor) ? [] : [`${file} → ${target} (no such heading)`];
  });
}

/** Places that name an issue: "issue 12", "issues 32–35", "#12" (but not a colour such as #224466 or an HTML entity). */
function issueNumbers(text: string): string[] {
  return [...text.matchAll(/\bissues?\s+#?\d+|(?<![\w&])#\d{1,4}\b/gi)].map((match) => match[0]);
}

describe('the README is a door', () => {
  const readme = read(README);

  it('is at most 150 lines', () => {
    expect(lines(readme).length).toBeLessThanOrEqual(150);
  });

  it('names the two set-up commands together near the top, npm test within its first 40 lines', () => {
    const top = lines(readme).slice(0, 40);
    const install = top.findIndex((line) => line.trim() === 'npm install && npm start');
    const test = top.findIndex((line) => line.trim() === 'npm test');
    expect(install).toBeGreaterThanOrEqual(0);
    expect(test).toBe(install + 1);
  });

  it('names commands package.json has', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBeDefined();
    expect(scripts.test).toBeDefined();
  });

  it('lists every documentation file in its table, one line each', () => {
    const listed = lines(readme).filter((line) => line.startsWith('| [docs/'));
    const targets = listed.map((line) => /^\| \[[^\]]+\]\(([^)]+)\)/.exec(line)?.[1]);
    const expected = [...docFiles().filter((file) => !file.startsWith(`${DECISIONS}/`)), `${DECISIONS}/README.md`];
    expect([...targets].sort()).toEqual([...expected].sort());
  });
});

describe('the architecture map', () => {
  const map = read(ARCHITECTURE);

  it('is at most 250 lines', () => {
    expect(lines(map).length).toBeLessThanOrEqual(250);
  });

  it('names only files and folders that exist', () => {
    const named = [...map.matchAll(/`((?:worker|shared|client|test|scripts|locales)\/[^`\s]*)`/g)]
      .map((match) => match[1].replace(/[.,:;]$/, ''))
      .filter((path) => !/[<>*{}]/.test(path));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((path) => !existsSync(path))).toEqual([]);
  });
});

describe('links in the README and docs/', () => {
  it('every relative link leads to a file that exists, and to a heading of it when it names one', () => {
    expect(ALL_DOCS.flatMap((file) => brokenLinks(file, read(file)))).toEqual([]);
  });

  it('finds a link to a missing file or heading (the rule can fail)', () => {
    const text =
      '# Here\n\n[gone](gone.md), [there](other.md#nowhere), [fine](other.md#a-b), [self](#here), [web](https://example.com)\n\n```\n[code](ignored.md)\n```\n';
    const exists = (path: string) => path === 'docs/other.md' || path === 'docs/page.md';
    expect(brokenLinks('docs/page.md', text, exists, () => '## A `b`\n')).toEqual([
      'docs/page.md → gone.md',
      'docs/page.md → other.md#nowhere (no such heading)',
    ]);
  });
});

describe('issue numbers', () => {
  it('appear nowhere in the README or docs/', () => {
    const found = ALL_DOCS.flatMap((file) => issueNumbers(read(file)).map((match) => `${file}: ${match}`));
    expect(found).toEqual([]);
  });

  it('are found in the forms they take, and colours are not (the rule can fail)', () => {
    expect(issueNumbers('see issue 31, issues 32–35 and #12; colour #224466, #0b4f6c, &#8364;')).toEqual(['issue 31', 'issues 32', '#12']);
  });
});

describe('texts outside the repository', () => {
  /** Citations of the specification and design notes the project was first written from, which are not in it. */
  const outside = (text: string) => [...text.matchAll(/\bSPEC\b|\bDESIGN(?:\.md|\s*§)/g)].map((match) => match[0]);

  it('are not cited by the README or docs/ (a decision is written once and stays as written)', () => {
    const found = ALL_DOCS.filter((file) => !file.startsWith(`${DECISIONS}/`)).flatMap((file) => outside(read(file)).map((match) => `${file}: ${match}`));
    expect(found, 'say the behaviour, or link the doc that does').toEqual([]);
  });

  it('are found where they are cited (the rule can fail)', () => {
    expect(outside('as SPEC §4 says; DESIGN.md and DESIGN §2; a SPECIFIC word')).toEqual(['SPEC', 'DESIGN.md', 'DESIGN §']);
  });
});

describe('decisions', () => {
  const files = readdirSync(DECISIONS)
    .filter((name) => name !== 'README.md')
    .sort();

  it('are numbered from 001 without gaps, one decision a file named NNN-title.md', () => {
    expect(files.length).toBeGreaterThan(0);
    files.forEach((name, index) => expect(name).toMatch(new RegExp(`^${String(index + 1).padStart(3, '0')}-[a-z0-9-]+\\.md$`)));
  });

  it('each have a date and the fixed form: Context, Decision, Consequences', () => {
    const malformed = files.filter((name) => {
      const text = read(join(DECISIONS, name));
      const headings = lines(text).filter((line) => line.startsWith('## '));
      return !/^Date: \d{4}-\d{2}-\d{2}$/m.test(text) || headings.join('|') !== '## Context|## Decision|## Consequences';
    });
    expect(malformed).toEqual([]);
  });

  it('are each listed in the decisions index', () => {
    const index = read(join(DECISIONS, 'README.md'));
    expect(files.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});
