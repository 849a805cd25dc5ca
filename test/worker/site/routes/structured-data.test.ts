import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../fixtures';
import { allEstates } from '../../platform-helpers';
import { get, html } from '../../helpers';

// Every JSON-LD object the site emits is checked against the schema.org vocabulary
// (types and the properties each type may carry, from schema-dts), on every kind of page.

const VOCABULARY = await fixture('schemaOrgProperties');
const URL_PROPERTIES = new Set(['url', 'logo', 'image', 'item', 'sameAs']);

/** What is wrong with one JSON-LD value, with the path to each problem. */
function problems(value: unknown, path: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => problems(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  const type = object['@type'];
  if (typeof type !== 'string') return [`${path}: no @type`];
  const allowed = VOCABULARY[type];
  if (!allowed) return [`${path}: ${type} is not a schema.org type`];
  const found: string[] = [];
  for (const [key, child] of Object.entries(object)) {
    // '@id' names a node for others to point at (the agency): JSON-LD's, no schema.org property.
    if (key === '@type' || key === '@id' || (key === '@context' && path === '$')) continue;
    if (!allowed.includes(key)) found.push(`${path}: ${type} has no property ${key}`);
    for (const text of URL_PROPERTIES.has(key) ? [child].flat() : []) {
      if (typeof text === 'string' && !/^https?:\/\//.test(text)) found.push(`${path}.${key}: relative URL ${text}`);
    }
    found.push(...problems(child, `${path}.${key}`));
  }
  // A price, or "price on request": no price, a price specification that says so.
  if (type === 'Offer' && (object.price === undefined || object.priceCurrency === undefined) && object.priceSpecification === undefined)
    found.push(`${path}: an Offer without price and priceCurrency`);
  return found;
}

const jsonLd = (body: string) => [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as unknown);

async function detailUrl(host: string, id: number): Promise<string> {
  const response = await get(`${host}/fr/offre/${id}`);
  expect(response.status).toBe(301);
  return host + response.headers.get('Location');
}

const site1 = await allEstates(1);
const site2 = await allEstates(2);
const first = (estates: typeof site1, keep: (e: (typeof site1)[number]) => boolean) => estates.find(keep)!.general.id;
const PAGES: [string, () => Promise<string>][] = [
  ['home', async () => 'http://localhost/nl/'],
  ['second agency home', async () => 'http://immo-tweede.localhost/fr/'],
  ['listing', async () => 'http://localhost/en/for-sale'],
  ['sold listing', async () => 'http://localhost/nl/verkocht'],
  ['projects', async () => 'http://localhost/de/neubauprojekte'],
  ['holiday', async () => 'http://immo-tweede.localhost/nl/vakantieverhuur'],
  ['about', async () => 'http://localhost/fr/a-propos'],
  ['contact', async () => 'http://immo-tweede.localhost/en/contact'],
  ['agent', async () => 'http://localhost/fr/agent/2'],
  ['privacy', async () => 'http://localhost/nl/privacy-verklaring'],
  ['subscribe', async () => 'http://localhost/nl/hou-me-op-de-hoogte'],
  [
    'estate with a price',
    async () =>
      detailUrl(
        'http://localhost',
        first(site1, (e) => !e.general.parentId && e.general.status === 'FOR_SALE' && e.general.price.value !== null && e.general.address.visible),
      ),
  ],
  [
    'estate without a price',
    async () =>
      detailUrl(
        'http://localhost',
        first(site1, (e) => !e.general.parentId && e.general.price.value === null),
      ),
  ],
  [
    'estate with a hidden address',
    async () =>
      detailUrl(
        'http://localhost',
        first(site1, (e) => !e.general.parentId && !e.general.address.visible),
      ),
  ],
  [
    'sold estate',
    async () =>
      detailUrl(
        'http://localhost',
        first(site1, (e) => !e.general.parentId && e.general.status === 'SOLD'),
      ),
  ],
  [
    'rented estate',
    async () =>
      detailUrl(
        'http://immo-tweede.localhost',
        first(site2, (e) => !e.general.parentId && e.general.status === 'RENTED'),
      ),
  ],
  [
    'plot',
    async () =>
      detailUrl(
        'http://localhost',
        first(site1, (e) => !e.general.parentId && e.general.headType.id === 3),
      ),
  ],
  [
    'project',
    async () =>
      detailUrl(
        'http://localhost',
        first(site1, (e) => e.general.project),
      ),
  ],
  [
    'project unit',
    async () =>
      detailUrl(
        'http://localhost',
        first(site1, (e) => e.general.parentId !== null),
      ),
  ],
  [
    'holiday unit',
    async () => {
      const unit = await env.DB.prepare('SELECT id FROM rental_units WHERE site_id = 2 AND published = 1 ORDER BY id LIMIT 1').first<{ id: number }>();
      return `http://immo-tweede.localhost/en/holiday/${unit!.id}`;
    },
  ],
];

describe('structured data against the schema.org vocabulary', () => {
  it('has the schema.org vocabulary to check against', () => {
    expect(Object.keys(VOCABULARY).length).toBeGreaterThan(500);
    expect(VOCABULARY.RealEstateListing).toContain('datePosted');
    expect(VOCABULARY.RealEstateListing).not.toContain('address');
  });

  it('finds problems where there are some (the check itself)', () => {
    expect(problems({ '@type': 'RealEstateListing', address: {} }, '$')).toContain('$: RealEstateListing has no property address');
    expect(problems({ '@type': 'Offer', availability: 'x' }, '$')).toContain('$: an Offer without price and priceCurrency');
    expect(problems({ '@type': 'RealEstateAgent', logo: '/assets/logo.svg' }, '$')).toContain('$.logo: relative URL /assets/logo.svg');
  });

  it.each(PAGES)('the %s page emits only valid schema.org JSON-LD', async (_, url) => {
    const address = await url();
    const { response, body } = await html(address);
    expect(response.status, address).toBe(200);
    const items = jsonLd(body);
    expect(items.length, address).toBeGreaterThan(0);
    expect(
      items.flatMap((item) => problems(item, '$')),
      address,
    ).toEqual([]);
  });
});
