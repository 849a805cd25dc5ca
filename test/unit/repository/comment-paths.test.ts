import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';

// Every path a comment or a doc names leads somewhere. Files move; a comment that still names
// the old place sends its reader nowhere, and nothing else notices. A path from the
// repository's root (worker/…, shared/…, client/…, scripts/…, test/…, docs/…, locales/…) names
// a file or folder that is there, and its `:line` suffix (`:12`, `:12-30`, `:12,40`) lines the
// file has; a shorter path that starts with a folder name of the repository and ends in a file
// name (`console-api/access.ts`) is the end of some file's path. Read from the comments of every
// source file and from the docs whole.

/** The folders a rooted path starts with. */
const ROOTS = ['worker', 'shared', 'client', 'scripts', 'test', 'docs', 'locales'];
/** The folders whose source files' comments are read. */
const SOURCE_FOLDERS = ['worker', 'shared', 'client', 'scripts', 'test'];
/** Code whose comments are read through the parser; styles and SQL by their comment marks. */
const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const STYLES_AND_SQL = /\.(css|sql)$/;
/** Folders never read: installed packages, build output, browser test artifacts. */
const SKIPPED = new Set(['node_modules', 'dist', 'test-artifacts']);
/** The migrations: history that is applied and never edited, its comments of their day. */
const HISTORY = /^worker\/platform\/migrations\//;
/** How a module is named without its ending, as an import names it. */
const ENDINGS = ['', '.ts', '.tsx', '.mts', '.mjs', '.json', '/index.ts', '/index.tsx'];

/** A path from the root, with its `:line` suffix if it has one; `<name>`, `{name}` and `*` stand for a part. */
const ROOTED = new RegExp(`(?<![\\w./@+-])(?:${ROOTS.join('|')})/[\\w@+.{},*<>/-]*(?::\\d+(?:[-–]\\d+)?(?:,\\d+(?:[-–]\\d+)?)*)?`, 'g');
/** A shorter path that names a file: folders, then a name with an ending. */
const PARTIAL = /(?<![\w./@+<>{}*-])[\w@+-]+(?:\/[\w@+-]+)*\/[\w@+.-]+\.(?:tsx?|mts|mjs|cjs|json|jsonc|md|sql|css|toml)\b(?![\w/-])/g;

const walk = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = posix.join(folder, name);
    if (SKIPPED.has(name) || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/** The repository's files and folders on disk (generated files included: the tests run after they are written). */
function tree(): { files: string[]; folderNames: Set<string> } {
  const files = [...ROOTS, ...readdirSync('.').filter((name) => !statSync(name).isDirectory())].flatMap((path) =>
    statSync(path).isDirectory() ? walk(path) : [path],
  );
  const folderNames = new Set(files.flatMap((file) => posix.dirname(file).split('/')));
  return { files, folderNames };
}

const lineCount = (file: string) => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;

/** The file or folder a rooted path names, if it is there: as written, or as an import names a module. */
function existing(path: string): string | undefined {
  return ENDINGS.map((ending) => path + ending).find((candidate) => existsSync(candidate));
}

/** Why a rooted path leads nowhere, or undefined when it leads somewhere. */
function rootedFault(written: string): string | undefined {
  const [path, lines] = written.split(':') as [string, string | undefined];
  const brace = /\{([^{}]*,[^{}]*)\}/.exec(path);
  if (brace) {
    const faults = brace[1]!.split(',').map((part) => rootedFault(`${path.replace(brace[0], part)}${lines ? `:${lines}` : ''}`));
    return faults.find((fault) => fault !== undefined);
  }
  const placeholder = path.search(/[<{*]/);
  if (placeholder >= 0) {
    const folder = path.slice(0, placeholder).replace(/[^/]*$/, '');
    return existsSync(folder) && statSync(folder).isDirectory() ? undefined : `no folder ${folder}`;
  }
  const found = existing(path.replace(/\.+$/, ''));
  if (!found) return 'no such file or folder';
  if (!lines) return undefined;
  if (statSync(found).isDirectory()) return 'a folder has no lines';
  const last = lineCount(found);
  const past = lines
    .split(/[-–,]/)
    .map(Number)
    .filter((line) => line < 1 || line > last);
  return past.length > 0 ? `line ${past.join(', ')} past its ${last} lines` : undefined;
}

/** `place: path (why)` for each path of the text that leads nowhere; `lineOf` turns the text's line index into the file's line. */
function unresolvedPaths(place: string, text: string, known = tree(), lineOf = (index: number) => index + 1): string[] {
  const tails = known.files.map((file) => `/${file}`);
  return text.split('\n').flatMap((line, index) => {
    const at = `${place}:${lineOf(index)}`;
    const rooted = [...line.matchAll(ROOTED)].flatMap((match) => {
      const written = match[0].replace(/[.,]+$/, '');
      const fault = rootedFault(written);
      return fault ? [`${at}: ${written} (${fault})`] : [];
    });
    const partial = [...line.matchAll(PARTIAL)].flatMap((match) => {
      const written = match[0];
      if (ROOTS.some((root) => written.startsWith(`${root}/`)) || !known.folderNames.has(written.split('/')[0]!)) return [];
      return tails.some((tail) => tail.endsWith(`/${written}`)) ? [] : [`${at}: ${written} (the end of no file's path)`];
    });
    return [...rooted, ...partial];
  });
}

/** The comments of a source file, each with the file's line it starts on. */
function commentsOf(file: string, source: string): { text: string; line: number }[] {
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  if (STYLES_AND_SQL.test(file)) {
    const marks = file.endsWith('.css') ? /\/\*[\s\S]*?\*\//g : /--.*$/gm;
    return [...source.matchAll(marks)].map((match) => ({ text: match[0], line: lineAt(match.index) }));
  }
  const lang = file.endsWith('x') ? 'tsx' : /\.[mc]?js$/.test(file) ? 'js' : 'ts';
  return parseSync(file, source, { lang }).comments.map((comment) => ({ text: comment.value, line: lineAt(comment.start) }));
}

describe('paths in comments and docs', () => {
  const known = tree();

  it('each names a file or folder that is there, and lines the file has', () => {
    const sources = SOURCE_FOLDERS.flatMap(walk).filter(
      (file) => (CODE.test(file) || STYLES_AND_SQL.test(file)) && !file.includes('.generated.') && !HISTORY.test(file),
    );
    expect(sources.length).toBeGreaterThan(1000);
    const inSources = sources.flatMap((file) =>
      commentsOf(file, readFileSync(file, 'utf8')).flatMap((comment) => unresolvedPaths(file, comment.text, known, (index) => comment.line + index)),
    );
    const docs = ['README.md', ...walk('docs').filter((file) => file.endsWith('.md'))];
    const inDocs = docs.flatMap((file) => unresolvedPaths(file, readFileSync(file, 'utf8'), known));
    expect([...inSources, ...inDocs], 'name the file where it is now').toEqual([]);
  });

  it('finds a path that names nothing, a line past the end and a moved file, and passes placeholders and alternatives (the rule can fail)', () => {
    const planted = [
      '// worker/platform/app.ts mounts what worker/platform/nowhere.ts would.',
      ' * worker/site/app.ts:1-2 and docs/architecture.md:99999, shared/{contract,domain}/, shared/{contract,gone}/',
      ' * console-api/access.ts checks the role; console/routes.ts once did; worker/console/<feature>/, test/unit/<name>.test.ts',
      '   the route (worker/site/routes/) and leaflet/dist/leaflet.css, a package.',
    ].join('\n');
    expect(unresolvedPaths('x.ts', planted, known)).toEqual([
      'x.ts:1: worker/platform/nowhere.ts (no such file or folder)',
      `x.ts:2: docs/architecture.md:99999 (line 99999 past its ${lineCount('docs/architecture.md')} lines)`,
      'x.ts:2: shared/{contract,gone}/ (no such file or folder)',
      "x.ts:3: console/routes.ts (the end of no file's path)",
    ]);
  });
});
