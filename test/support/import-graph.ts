// The source files' import graph, read with a TypeScript parser (oxc's: every import, export-from,
// dynamic import, `import type`, type-position `import('…')` and `require('…')`), for the
// import-rule test.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { parseSync, Visitor } from 'oxc-parser';

const ROOT = resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|mjs|cjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.cjs', '.js', '.json', '/index.ts', '/index.tsx'];
const PACKAGE_IMPORTS: Record<string, Record<string, string>> = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).imports ?? {};

/** One import of a file: its specifier as written, and the repository file it names (null: a package). */
export interface Import {
  specifier: string;
  file: string | null;
}

/** Repository-relative paths of the source files under `folders`. */
export function sourceFiles(folders: readonly string[]): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(join(ROOT, folder)).flatMap((name) => {
      const path = posix.join(folder, name);
      if (name === 'node_modules' || name.startsWith('.')) return [];
      return statSync(join(ROOT, path)).isDirectory() ? walk(path) : SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
    });
  return folders.flatMap(walk).sort();
}

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(ROOT, dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate).split('\\').join('/');
  }
  throw new Error(`${from}: cannot resolve '${specifier}'`);
}

/** The module specifiers a source names, in source order. */
export function specifiersOf(file: string, source: string): string[] {
  const { program } = parseSync(file, source, { lang: file.endsWith('x') ? 'tsx' : /\.[mc]?js$/.test(file) ? 'js' : 'ts' });
  const found: string[] = [];
  const literal = (node: unknown) => {
    const value = (node as { type?: string; value?: unknown } | null)?.type === 'Literal' ? (node as { value: unknown }).value : undefined;
    if (typeof value === 'string') found.push(value);
  };
  const fromSource = (node: { source?: unknown }) => literal(node.source);
  new Visitor({
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
    TSImportType: (node) => literal(node.source),
    TSExternalModuleReference: (node) => literal(node.expression),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1) literal(node.arguments[0]);
    },
  }).visit(program);
  return found;
}

/** The imports of one file; `#name` (package.json "imports") names every file it may resolve to. */
export function importsOf(file: string): Import[] {
  return specifiersOf(file, readFileSync(join(ROOT, file), 'utf8')).flatMap((specifier): Import[] => {
    if (specifier.startsWith('.')) return [{ specifier, file: resolveRelative(file, specifier) }];
    const mapped = PACKAGE_IMPORTS[specifier];
    if (mapped) return Object.values(mapped).map((target) => ({ specifier, file: relative(ROOT, resolve(ROOT, target)) }));
    return [{ specifier, file: null }];
  });
}

/** Every file's imports of repository files, for the files under `folders` and what they reach. */
export function importGraph(folders: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const targets = SOURCE.test(file) ? importsOf(file).flatMap((edge) => (edge.file ? [edge.file] : [])) : [];
    graph.set(file, [...new Set(targets)]);
    targets.forEach(visit);
  };
  sourceFiles(folders).forEach(visit);
  return graph;
}

/** The files `entry` reaches through its imports, itself included. */
export function reachableFrom(graph: Map<string, string[]>, entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph.get(file) ?? importsOf(file).flatMap((edge) => (edge.file ? [edge.file] : []))));
  }
  return seen;
}

/**
 * The import circles: every group of files that reach each other (Tarjan's strongly connected
 * components of two or more files, or a file importing itself), each sorted, as `a → b → …`
 * starting from its first file in path order.
 */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (file: string) => {
    indexOf.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!indexOf.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, indexOf.get(next)!));
      }
    }
    if (low.get(file) !== indexOf.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!indexOf.has(file)) connect(file);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
