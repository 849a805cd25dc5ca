import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { importEstates } from '../../../../worker/platform/import';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { allEstates, search } from '../../platform-helpers';

async function template(): Promise<RawEstate> {
  const [estate] = await allEstates(1);
  return structuredClone(estate!);
}

function withId(estate: RawEstate, id: number): RawEstate {
  const copy = structuredClone(estate);
  copy.general.id = id;
  copy.general.parentId = null;
  copy.children = [];
  copy.collections = [];
  return copy;
}

const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM estates').first<{ n: number }>())!.n;

describe('npm run import: estates from a JSON file, all or nothing', () => {
  it('imports a valid file and makes the estates searchable', async () => {
    const base = await template();
    const before = await count();
    const result = await importEstates(env.DB, { siteId: 1, estates: [withId(base, 900_001), withId(base, 900_002)] });
    expect(result).toEqual({ ok: true, imported: 2, replaced: 0 });
    expect(await count()).toBe(before + 2);
    const found = await search(1, { query: { terms: { id: [900_001, 900_002] } } });
    expect(found.ids.sort()).toEqual([900_001, 900_002]);
    const again = await importEstates(env.DB, { siteId: 1, estates: [withId(base, 900_001)] });
    expect(again).toEqual({ ok: true, imported: 1, replaced: 1 });
    expect(await count()).toBe(before + 2);
  });

  it('writes nothing when one record is bad, and says which and why', async () => {
    const base = await template();
    const before = await count();
    const bad = withId(base, 900_011) as unknown as { general: Record<string, unknown> };
    bad.general.status = 'LOST';
    (bad.general.address as Record<string, unknown>).city = { id: 1, name: { nl: 'Gent' }, zip: 'ABCD' };
    const result = await importEstates(env.DB, { siteId: 1, estates: [withId(base, 900_010), bad, withId(base, 900_012)] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.every((p) => p.record === 1 && p.estateId === 900_011)).toBe(true);
    expect(result.problems.map((p) => p.path).sort()).toEqual(['general.address.city.zip', 'general.status']);
    expect(await count()).toBe(before);
  });

  it('refuses duplicates, ids of another site and unknown sites', async () => {
    const base = await template();
    const [other] = await allEstates(2);
    const duplicate = await importEstates(env.DB, { siteId: 1, estates: [withId(base, 900_020), withId(base, 900_020)] });
    expect(duplicate.ok || duplicate.problems[0]!.message).toMatch(/duplicate/);
    const foreign = await importEstates(env.DB, { siteId: 1, estates: [withId(base, other!.general.id)] });
    expect(foreign.ok || foreign.problems[0]!.message).toMatch(/another site/);
    const unknown = await importEstates(env.DB, { siteId: 77, estates: [withId(base, 900_021)] });
    expect(unknown.ok || unknown.problems[0]!.path).toBe('siteId');
    const notAFile = await importEstates(env.DB, [1, 2, 3]);
    expect(notAFile.ok).toBe(false);
  });
});
