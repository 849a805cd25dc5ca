import { env } from 'cloudflare:test';
import type { D1Database } from '@cloudflare/workers-types';
import { describe, expect, it } from 'vitest';
import { ID_RANGE, raiseIdSequences, SEQUENCED_IDS, type SequencedTable, takeIds } from '../../../../worker/platform/databases/id-ranges';
import { allDatabases } from '../../../../worker/platform/databases/site-db';
import { MOVED_TABLES } from '../../../../worker/platform/databases/site-tables';
import type { PlatformBindings } from '../../../../worker/platform/types';

// A move keeps a site's ids, so no two data databases may hand out the same
// one (decision 037): each hands out ids of its own range, by its binding's number.

const databases = allDatabases(env as unknown as PlatformBindings);
const db = (binding: string) => databases.find((database) => database.binding === binding)!.db;
const TABLES = Object.keys(SEQUENCED_IDS) as SequencedTable[];
const range = (index: number) => ({ above: index * ID_RANGE, below: (index + 1) * ID_RANGE });
const maxId = async (database: D1Database, table: string) => (await database.prepare(`SELECT COALESCE(MAX(id), 0) AS n FROM "${table}"`).first<number>('n'))!;

describe('ids over several data databases', () => {
  it('hand out disjoint ids for every table of a site’s rows they number: each database from its own range', async () => {
    expect(databases.map((database) => database.binding)).toEqual(['DB', 'DB_2', 'DB_3', 'DB_4']);
    for (const table of TABLES) {
      const taken = new Map<string, number[]>();
      for (const { binding, db: database } of databases) {
        const first = await takeIds(database, table, 3);
        const next = await takeIds(database, table, 2);
        const ids = [first, first + 1, first + 2, next, next + 1];
        const { above, below } = range(binding === 'DB' ? 0 : Number(binding.slice(3)));
        for (const id of ids) expect(id > above && id < below, `${table} ${id} of ${binding}`).toBe(true);
        expect(next, `${table} of ${binding}`).toBe(first + 3);
        taken.set(binding, ids);
      }
      const all = [...taken.values()].flat();
      expect(new Set(all).size, table).toBe(all.length);
    }
  });

  it('starts past the rows a database had before, which keep their ids, and never hands out an id twice', async () => {
    // DB holds the demo agencies' estates, numbered from 1: its next estate id follows theirs.
    const demo = await maxId(env.DB, 'estates');
    expect(demo).toBeGreaterThan(0);
    expect(demo).toBeLessThan(ID_RANGE);
    expect(await takeIds(env.DB, 'estates')).toBeGreaterThan(demo);
    // A database that numbered rows itself before (DB's ids, raw): they keep theirs; its new ones come from its range.
    const DB_4 = db('DB_4');
    await DB_4.prepare("DELETE FROM id_sequences WHERE name <> 'page'").run();
    await DB_4.prepare("INSERT INTO sites (id, name, document) VALUES (91, 'Eerder', '{}') ON CONFLICT DO NOTHING").run();
    await DB_4.prepare("INSERT INTO estate_collections (id, site_id, document) VALUES (1, 91, '{}'), (2, 91, '{}')").run();
    expect(await takeIds(DB_4, 'estate_collections')).toBe(4 * ID_RANGE + 1);
    expect((await DB_4.prepare('SELECT id FROM estate_collections WHERE site_id = 91 ORDER BY id').all<{ id: number }>()).results.map((row) => row.id)).toEqual(
      [1, 2],
    );
    // A row written in DB_4's range by other means (the sequence not told): the next id is past it.
    const written = (await takeIds(DB_4, 'estate_collections')) + 10;
    await DB_4.prepare("INSERT INTO estate_collections (id, site_id, document) VALUES (?1, 91, '{}')").bind(written).run();
    const after = await takeIds(DB_4, 'estate_collections');
    expect(after).toBe(written + 1);
    // Its rows deleted (moved away), their ids are not handed out again.
    await DB_4.prepare('DELETE FROM estate_collections WHERE site_id = 91').run();
    expect(await takeIds(DB_4, 'estate_collections')).toBe(after + 1);
    // Rows moved in from another database keep their ids, outside this database’s range: its own go on as before.
    const moved = 2 * ID_RANGE + 5;
    await DB_4.prepare("INSERT INTO estate_collections (id, site_id, document) VALUES (?1, 91, '{}')").bind(moved).run();
    expect(await takeIds(DB_4, 'estate_collections')).toBe(after + 2);
    await raiseIdSequences(DB_4, 'DB_4');
    expect(await takeIds(DB_4, 'estate_collections')).toBe(after + 3);
  });

  it('numbers every table of a site’s rows with ids of its own: by a database’s range, or one sequence for all (sites, pages), or fixed (cities)', async () => {
    const global = new Set(['sites', 'pages', 'cities']);
    const numbered: string[] = [];
    for (const { name } of MOVED_TABLES) {
      const columns = (await env.DB.prepare(`PRAGMA table_info("${name}")`).all<{ name: string; type: string; pk: number }>()).results;
      const key = columns.filter((column) => column.pk > 0);
      if (key.length === 1 && key[0]!.type.toUpperCase() === 'INTEGER' && key[0]!.name === 'id') numbered.push(name);
    }
    expect(numbered.filter((name) => !global.has(name)).sort()).toEqual([...TABLES].sort());
  });
});
