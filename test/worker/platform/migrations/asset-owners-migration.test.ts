import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

// Migration 0054 gives each platform picture its site as a column, from the owner its seed was
// stored with before (`2:estate-1042-0`). Its backfill runs again here over seeds of every form
// written as they were then; the rows are taken out after, so the other files meet the demo as seeded.

const migration = env.TEST_MIGRATIONS.find((one) => one.name.startsWith('0054_'))!;
const withoutComments = (query: string) => query.replace(/^\s*(--[^\n]*\n\s*)*/, '');
const backfill = migration.queries.filter((query) => /^UPDATE assets\b/i.test(withoutComments(query)));

const FIRST = 990_001;
/** Seeds as stored before, and the site and seed each has after. */
const CASES: [stored: string, siteId: number | null, seed: string][] = [
  ['1:estate-1042-0', 1, 'estate-1042-0'],
  ['2:Ardennes Habitat', 2, 'Ardennes Habitat'],
  // Written for no site's (0), for a site that is gone, or without an owner: no site's.
  ['0:page-spare', null, 'page-spare'],
  ['999999:plot-7', null, 'plot-7'],
  ['holiday-3-1', null, 'holiday-3-1'],
  // A colon that does not follow an owner is part of the seed.
  ['Immo: Noord', null, 'Immo: Noord'],
  [':office-1', null, ':office-1'],
];

describe('migration 0054 (each platform picture’s site, stored)', () => {
  it('gives each picture the site its seed named and keeps the seed without it', async () => {
    expect(backfill).toHaveLength(1);
    const ids = CASES.map((_, index) => FIRST + index);
    await env.DB.batch(
      CASES.map(([stored], index) =>
        env.DB.prepare("INSERT INTO assets (id, hash, kind, seed, width, height) VALUES (?1, 'abcdef01', 'page', ?2, 10, 10)").bind(ids[index], stored),
      ),
    );
    try {
      const seeded = await env.DB.prepare('SELECT count(*) AS n FROM assets WHERE site_id IS NOT NULL').first<number>('n');
      await env.DB.batch(backfill.map((query) => env.DB.prepare(query)));
      const rows = await env.DB.prepare(`SELECT id, site_id, seed FROM assets WHERE id >= ?1 ORDER BY id`)
        .bind(FIRST)
        .all<{ site_id: number | null; seed: string }>();
      expect(rows.results.map(({ site_id, seed }) => [site_id, seed])).toEqual(CASES.map(([, siteId, seed]) => [siteId, seed]));
      // The demo's pictures, seeded with their site, are as they were.
      expect(await env.DB.prepare('SELECT count(*) AS n FROM assets WHERE site_id IS NOT NULL AND id < ?1').bind(FIRST).first<number>('n')).toBe(seeded);
    } finally {
      await env.DB.prepare('DELETE FROM assets WHERE id >= ?1').bind(FIRST).run();
    }
  });

  it('left the demo seed with every picture its site, and no seed naming one', async () => {
    const demo = await env.DB.prepare(
      "SELECT count(*) AS pictures, count(site_id) AS owned, sum(seed GLOB '[0-9]*:*') AS prefixed, count(DISTINCT site_id) AS sites FROM assets",
    ).first<{ pictures: number; owned: number; prefixed: number; sites: number }>();
    expect(demo!.pictures).toBeGreaterThan(1000);
    expect(demo).toEqual({ pictures: demo!.pictures, owned: demo!.pictures, prefixed: 0, sites: 2 });
  });
});
