import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call } from '../../platform-helpers';

describe('sites, pages, navigation, entities, agreements', () => {
  it('finds a site by id and by hostname', async () => {
    expect((await call('GET', '/sites/2')).body.name).toBe('Ardennes Habitat');
    expect((await call('GET', '/sites/by-hostname/LOCALHOST')).body.id).toBe(1);
    expect((await call('GET', '/sites/by-hostname/nope.example')).status).toBe(404);
  });

  it('lists a site’s pages and finds each by its URL in every language', async () => {
    const list = await call('GET', '/sites/1/pages');
    expect(list.body.map((p: { key: string }) => p.key)).toEqual(
      expect.arrayContaining(['home', 'forSale', 'forRent', 'projects', 'sold', 'about', 'valuation', 'contact']),
    );
    for (const page of list.body as { id: number; url: Record<string, string> }[]) {
      for (const [locale, url] of Object.entries(page.url)) {
        const found = await call('GET', `/pages/by-url/${encodeURIComponent(`${locale}/${url}`.replace(/\/$/, ''))}`, { siteId: 1 });
        expect(found.status, `${locale}/${url}`).toBe(200);
        expect(found.body.id).toBe(page.id);
      }
    }
    expect((await call('GET', '/pages/by-url/nl/bestaat-niet', { siteId: 1 })).status).toBe(404);
    expect((await call('GET', '/pages/by-url/xx/te-koop', { siteId: 1 })).status).toBe(400);
    expect((await call('GET', '/pages/by-url/nl/te-koop')).status).toBe(400);
    expect((await call('GET', `/pages/${list.body[0].id}`, { siteId: 2 })).status).toBe(404);
  });

  it('answers a menu and one item of it', async () => {
    const menu = await call('GET', '/sites/2/navigation/main');
    expect(menu.body.items[0].label.fr).toBe('Locations de vacances');
    const item = await call('GET', `/sites/2/navigation/main/${menu.body.items[1].id}`);
    expect(item.body.items).toHaveLength(1);
    expect((await call('GET', '/sites/2/navigation/nope')).status).toBe(404);
  });

  it('answers entity items of the site only', async () => {
    const entities = await call('GET', '/sites/1/entities');
    expect(entities.body.map((e: { name: string }) => e.name).sort()).toEqual(['employees', 'offices', 'quotes', 'reviews']);
    const employees = await call('GET', '/entities/employees/items', { siteId: 1 });
    expect(employees.body.items.length).toBeGreaterThan(3);
    expect(employees.body.items.every((e: { email: string }) => e.email.endsWith('@immo-scheldeland.be'))).toBe(true);
    expect((await call('GET', '/entities/passwords/items', { siteId: 1 })).status).toBe(404);
  });

  it('answers the agreements in the language asked', async () => {
    const fr = await call('GET', '/agreements?locale=fr', { siteId: 1 });
    expect(fr.body.map((a: { type: string }) => a.type).sort()).toEqual(['privacy', 'terms']);
    expect(fr.body.every((a: { locale: string }) => a.locale === 'fr')).toBe(true);
    expect((await call('GET', '/agreements?locale=es', { siteId: 1 })).status).toBe(400);
  });

  it('answers site translation overrides, empty when there are none', async () => {
    expect((await call('GET', '/translations/nl', { siteId: 2 })).body.home.introTitle).toBe('Thuiskomen in de Ardennen');
    expect((await call('GET', '/translations/nl', { siteId: 1 })).body).toEqual({});
  });
});

describe('estates by id, groups, filters, collections', () => {
  it('answers a project with its units, ordered by floor', async () => {
    const project = await env.DB.prepare('SELECT id FROM estates WHERE is_project = 1 AND site_id = 1 LIMIT 1').first<{ id: number }>();
    const group = await call('GET', `/estates/group/${project!.id}`, { siteId: 1 });
    expect(group.body.project.general.id).toBe(project!.id);
    const floors = group.body.children.map((c: { general: { floor: number } }) => c.general.floor);
    expect(floors).toEqual([...floors].sort((a, b) => a - b));
    expect(group.body.children.length).toBeGreaterThanOrEqual(10);
  });

  it('answers the alternate source only for estates that carry a guid', async () => {
    const alternate = await env.DB.prepare("SELECT id FROM estates WHERE source = 'alternate' AND site_id = 1 LIMIT 1").first<{ id: number }>();
    const main = await env.DB.prepare("SELECT id FROM estates WHERE source = 'main' AND site_id = 1 LIMIT 1").first<{ id: number }>();
    expect((await call('GET', `/estates/skarabee/${alternate!.id}`, { siteId: 1 })).body.general.guid).toBeTruthy();
    expect((await call('GET', `/estates/skarabee/${main!.id}`, { siteId: 1 })).status).toBe(404);
    expect((await call('GET', `/estates/v2/${main!.id}`, { siteId: 1 })).body.general.id).toBe(main!.id);
    expect((await call('GET', '/estates/v2/0', { siteId: 1 })).status).toBe(400);
  });

  it('answers who to contact about an estate, and its listing page', async () => {
    const sold = await env.DB.prepare("SELECT id FROM estates WHERE status = 'SOLD' AND parent_id IS NULL AND site_id = 1 LIMIT 1").first<{ id: number }>();
    expect((await call('GET', `/estates/${sold!.id}/contact-info`, { siteId: 1 })).body.agency.name).toBe('Immo Scheldeland');
    const page = await call('GET', `/estate-pages/1/${sold!.id}`);
    expect(page.body).toMatchObject({ pageKey: 'sold', url: { nl: 'verkocht' } });
  });

  it('computes filter options from the estates that match the query', async () => {
    const options = await call('POST', '/estate-filters', { siteId: 1, body: { query: { terms: { 'transaction.id': [2] } } } });
    expect(options.status).toBe(200);
    const rows = await env.DB.prepare("SELECT DISTINCT city_id FROM estates WHERE site_id = 1 AND status = 'TO_RENT' AND parent_id IS NULL").all<{
      city_id: number;
    }>();
    expect(options.body.locations.map((l: { id: number }) => l.id).sort((a: number, b: number) => a - b)).toEqual(
      rows.results.map((r) => r.city_id).sort((a, b) => a - b),
    );
    const location = options.body.locations[0];
    expect(location).toMatchObject({
      zip: expect.stringMatching(/^\d{4}$/),
      name: { nl: expect.any(String) },
      lat: expect.any(Number),
      lon: expect.any(Number),
    });
    expect(options.body.prices.max).toBeLessThan(10_000);
    expect(options.body.bedrooms.length).toBeGreaterThan(0);
    expect(options.body.bedrooms.every((b: { value: number }) => b.value >= 1 && b.value <= 6)).toBe(true);
    expect(options.body.headTypes.length).toBeGreaterThan(1);
    expect((await call('POST', '/estate-filters', { body: {} })).status).toBe(400);
    expect((await call('POST', '/estate-filters', { siteId: 1, rawBody: '{"query":{"terms":{"x":[1]}}}' })).status).toBe(400);
  });

  it('answers a collection with its estates', async () => {
    const collection = await call('GET', '/estate-collections/1', { siteId: 1 });
    expect(collection.body.estateIds.length).toBeGreaterThan(5);
    expect((await call('GET', '/estate-collections/1', { siteId: 2 })).status).toBe(404);
  });
});

describe('holiday rental search and filters', () => {
  it('filters units by location and occupation, with the filter options', async () => {
    const filters = await call('POST', '/rental-units/filters', { siteId: 2, body: {} });
    // The Ardennes agency rents out Ardennes homes only (it listed coast units too).
    expect(filters.body.locations.map((l: { name: { nl: string } }) => l.name.nl)).toEqual(['Ardennen']);
    expect(filters.body.periodTypes.length).toBeGreaterThan(0);
    const ardennes = filters.body.locations.find((l: { name: { nl: string } }) => l.name.nl === 'Ardennen');
    const units = await call('POST', '/rental-units', { siteId: 2, body: { query: { locationId: [ardennes.id], occupation: 6 }, limit: 100 } });
    expect(units.body.total.value).toBeGreaterThan(0);
    expect(
      units.body.results.every(
        (u: { general: { location: { id: number }; maxOccupation: number } }) => u.general.location.id === ardennes.id && u.general.maxOccupation >= 6,
      ),
    ).toBe(true);
    expect((await call('POST', '/rental-units', { siteId: 2, body: { query: { occupation: 'six' } } })).status).toBe(400);
  });
});

describe('generated images', () => {
  it('draws an asset only with its hash, for the site it belongs to (X-SITE)', async () => {
    // Asset 1: site 1's logo, the first picture the demo draws.
    const asset = await env.DB.prepare('SELECT id, hash, site_id FROM assets WHERE id = 1').first<{ id: number; hash: string; site_id: number }>();
    expect(asset!.site_id).toBe(1);
    const response = await call('GET', `/assets/${asset!.id}?hash=${asset!.hash}`, { siteId: 1 });
    expect(response.status).toBe(200);
    expect(String(response.body).startsWith('<svg')).toBe(true);
    expect((await call('GET', `/assets/${asset!.id}?hash=00000000`, { siteId: 1 })).status).toBe(404);
    expect((await call('GET', `/assets/${asset!.id}?hash=${asset!.hash}`, { siteId: 2 })).status).toBe(404);
    expect((await call('GET', `/assets/${asset!.id}?hash=${asset!.hash}`)).status).toBe(400);
    expect((await call('GET', `/assets/${asset!.id}?hash=${asset!.hash}&variant=huge`, { siteId: 1 })).status).toBe(400);
  });
});

describe('a platform deployed on its own', () => {
  it('answers only calls that carry its token when one is set', async () => {
    const { platform } = await import('../../../../worker/platform/demo/embedded');
    const withToken = { DB: env.DB, PLATFORM_TOKEN: 'platform-secret' };
    expect((await platform.request('/sites/1', {}, withToken)).status).toBe(401);
    expect((await platform.request('/sites/1', { headers: { Authorization: 'Bearer wrong' } }, withToken)).status).toBe(401);
    expect((await platform.request('/sites/1', { headers: { Authorization: 'Bearer platform-secret' } }, withToken)).status).toBe(200);
  });
});
