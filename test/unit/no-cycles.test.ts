import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * No import circles (issue 26): a module never reaches itself again through what it imports,
 * types included (`import type` circles still tie the modules' meaning together). Every
 * relative specifier of the source folders is followed; packages and `#` imports are not.
 */

const ROOT = resolve(__dirname, '../..');
const FOLDERS = ['worker', 'client', 'shared', 'contract', 'platform'].filter((folder) => existsSync(join(ROOT, folder)));
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, as TypeScript and esbuild find it. */
function resolveSpecifier(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const suffix of RESOLVE_SUFFIXES) {
    const path = base + suffix;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  // `./x.js` written for `./x.ts`
  const withoutJs = base.replace(/\.js$/, '');
  for (const suffix of ['.ts', '.tsx']) if (existsSync(withoutJs + suffix)) return withoutJs + suffix;
  return null;
}

/** Every module's relative imports (static, type-only, re-exports and dynamic `import()`). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target): target is string => target !== null && SOURCE.test(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one module, or of one that imports itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One circle through a component, as a readable path `a → b → … → a`. */
function pathThrough(component: string[], graph: Map<string, string[]>): string {
  const members = new Set(component);
  const start = [...component].sort()[0];
  // Breadth-first from start back to start, inside the component.
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0])!);
        return [...path, start].map((file) => relative(ROOT, file)).join(' → ');
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return component.map((file) => relative(ROOT, file)).join(', ');
}

describe('imports', () => {
  it('form no circles in worker/, client/ and shared/', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    const found = circles(graph).map((component) => {
      const path = pathThrough(component, graph);
      const others = component.filter((file) => !path.includes(relative(ROOT, file))).map((file) => relative(ROOT, file));
      return others.length > 0 ? `${path} (the circle also runs through ${others.join(', ')})` : path;
    });
    expect(found, `${found.length} import circle(s), each a module that reaches itself again through its imports; break each by moving what both sides need into a module of its own:\n${found.join('\n')}\n`).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts', '/d.ts']],
      ['/d.ts', []],
    ]);
    expect(circles(graph).map((component) => component.sort())).toEqual([['/a.ts', '/b.ts', '/c.ts']]);
  });
});
