import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../../../worker/platform/demo/seed/index';
import { joinRows } from '../../../../worker/platform/demo/seed/apply';

// The demo data is written with its one-row INSERTs joined into multi-row ones (the
// worker tests write it again before most files). Joined or not, the same rows in the same order.
describe('joinRows', () => {
  it('joins consecutive one-row inserts of the same SQL within 100 parameters, keeping every row and its order', () => {
    const row = (id: number) => ({ sql: 'INSERT INTO t (id, name) VALUES (?1, ?2)', params: [id, `n${id}`] });
    const statements = [
      { sql: 'DELETE FROM t', params: [] },
      ...Array.from({ length: 120 }, (_, i) => row(i)),
      { sql: 'INSERT INTO u (id) VALUES (?1) ON CONFLICT DO NOTHING', params: [1] },
      row(500),
    ];
    const joined = joinRows(statements);
    expect(joined.map((statement) => statement.params.length)).toEqual([0, 100, 100, 40, 1, 2]);
    expect(joined[1]!.sql).toBe(`INSERT INTO t (id, name) VALUES ${Array.from({ length: 50 }, (_, i) => `(?${2 * i + 1}, ?${2 * i + 2})`).join(', ')}`);
    expect(joined.flatMap((statement) => statement.params)).toEqual(statements.flatMap((statement) => statement.params));
    expect(joined[4]!.sql).toContain('ON CONFLICT DO NOTHING');
  });

  it('leaves an insert whose placeholders are not ?1…?n in order as it is', () => {
    const odd = { sql: 'INSERT INTO t (a, b) VALUES (?2, ?1)', params: [1, 2] };
    expect(joinRows([odd, odd])).toEqual([odd, odd]);
  });

  it('writes the demo data in about a tenth of the statements, every parameter kept in order, none over 100', () => {
    const statements = buildSeed();
    const joined = joinRows(statements);
    expect(joined.length).toBeLessThan(statements.length / 5);
    expect(Math.max(...joined.map((statement) => statement.params.length))).toBeLessThanOrEqual(100);
    expect(joined.flatMap((statement) => statement.params)).toEqual(statements.flatMap((statement) => statement.params));
  });
});
