import { describe, expect, it } from 'vitest';
import { buildSeed, SEEDED_TABLES } from '../../../../worker/platform/demo/seed';
import { assetOwners } from '../../../../worker/platform/demo/seed/assets';

describe('the demo data set', () => {
  const statements = buildSeed({ today: '2026-11-21' });

  it('is the same on every run for one day, and moves with the day', () => {
    // Compared as text: a deep comparison of 9,000 statements costs seconds on a busy machine.
    const text = JSON.stringify(statements);
    expect(JSON.stringify(buildSeed({ today: '2026-11-21' })) === text).toBe(true);
    expect(JSON.stringify(buildSeed({ today: '2026-12-05' })) === text).toBe(false);
  });

  it('gives each picture the data shows the one site that shows it, which alone is served it', () => {
    const assets = statements.filter((s) => s.sql.startsWith('INSERT INTO assets'));
    const owner = new Map(assets.map(({ params }) => [params[0], params[6]]));
    const shown = (table: string, siteColumn: number) =>
      statements
        .filter((s) => s.sql.startsWith(`INSERT INTO ${table} `))
        .flatMap(({ params }) => [...String(params.join(' ')).matchAll(/\/assets\/media\/(\d+)\//g)].map((m) => [Number(m[1]), params[siteColumn]] as const));
    const uses = [...shown('sites', 0), ...shown('pages', 1), ...shown('entity_items', 0), ...shown('estates', 1), ...shown('rental_units', 1)];
    expect(uses.length).toBeGreaterThan(1000);
    for (const [id, siteId] of uses) expect(owner.get(id), `asset ${id}`).toBe(siteId);
    expect(new Set(owner.values())).toEqual(new Set([1, 2]));
    expect(() =>
      assetOwners([
        { siteId: 1, document: { url: '/assets/media/7/ab.svg' } },
        { siteId: 2, document: ['/assets/media/7/ab.svg'] },
      ]),
    ).toThrow(/asset 7 is shown by sites 1 and 2/);
  });

  it('binds every value as a parameter', () => {
    for (const { sql, params } of statements) {
      expect(sql).not.toMatch(/'[^']*'/);
      const placeholders = [...sql.matchAll(/\?(\d+)/g)].map((m) => Number(m[1]));
      expect(placeholders.length === 0 ? 0 : Math.max(...placeholders)).toBe(params.length);
    }
  });

  it('empties every seeded table first, then fills them', () => {
    expect(statements.slice(0, SEEDED_TABLES.length).map((s) => s.sql)).toEqual(SEEDED_TABLES.map((table) => `DELETE FROM ${table}`));
    const inserted = new Set(statements.map((s) => /^INSERT INTO (\w+)/.exec(s.sql)?.[1]).filter(Boolean));
    // Emptied, not filled: what visitors and agencies write (leads, bookings, sign-ups, the keys they were written under) and the operators' switches.
    const written = [
      'write_keys',
      'assistant_requests',
      'outbox',
      'subscription_alerts',
      'subscriptions',
      'appointments',
      'rental_reservations',
      'platform_settings',
      'console_sign_ups',
    ];
    for (const table of SEEDED_TABLES.filter((t) => !written.includes(t))) {
      expect(inserted, table).toContain(table);
    }
  });

  it('holds at least 400 estates over two sites and 30 holiday units', () => {
    const count = (table: string) => statements.filter((s) => s.sql.startsWith(`INSERT INTO ${table} `)).length;
    expect(count('estates')).toBeGreaterThanOrEqual(400);
    expect(count('rental_units')).toBeGreaterThanOrEqual(30);
    expect(count('sites')).toBe(2);
  });

  it('points each featured estate at a listed estate of its own site', () => {
    const estates = new Map(
      statements.filter((s) => s.sql.startsWith('INSERT INTO estates ')).map((s) => [s.params[0], { site: s.params[1], parent: s.params[2] }]),
    );
    const pages = statements.filter((s) => s.sql.startsWith('INSERT INTO pages ')).map((s) => JSON.parse(String(s.params[3])));
    const featured = pages.flatMap((page) =>
      page.sections
        .filter((section: { type: string }) => section.type === 'estateItem')
        .map((section: { data: { estateId: number } }) => ({ page, id: section.data.estateId })),
    );
    expect(featured.length).toBeGreaterThan(0);
    for (const { page, id } of featured) expect(estates.get(id)).toEqual({ site: page.siteId, parent: null });
  });
});
