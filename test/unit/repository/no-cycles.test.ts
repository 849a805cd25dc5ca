import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../../support/import-graph';

/*
 * No import circles: a module never reaches itself again through what it imports,
 * types included (`import type` circles still tie the modules' meaning together). Every
 * relative specifier of the source folders is followed; packages are not.
 */

describe('imports', () => {
  it('form no circles in worker/, client/ and shared/', () => {
    const graph = importGraph(['worker', 'client', 'shared']);
    expect(graph.size).toBeGreaterThan(100);
    const found = importCycles(graph).map((cycle) => cycle.join(' ↔ '));
    expect(
      found,
      `${found.length} import circle(s), each a group of modules that reach each other through their imports; break each by moving what both sides need ` +
        `into a module of its own:\n${found.join('\n')}\n`,
    ).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
