import { type BoundStatement, estateInsert } from '../../listings/estates-table';
import { useCameraPhotos } from './camera-photos';
import { MUNICIPALITIES, type Municipality } from './municipalities';
import { generateAgenda } from './agenda';
import { demoAlertRows } from './alerts';
import { AssetRegistry, assetOwners, sizedAssetUrl } from './assets';
import { generateContent } from './content';
import type { SeedContext } from './context';
import { generateEstates, type SeededEstate } from './estates';
import { seedNews } from './estates-news';
import type { RawPage } from '../../../../shared/contract/raw/page';
import { createRandom } from './random';
import { generateRentals } from './rentals';
import { DEMO_CONSOLE_USERS, DEMO_NAVIGATION, DEMO_SITES } from './sites';
import { TRANSLATION_OVERRIDES } from './translations';

/** One parameterised statement of the demo data. */
export type SeedStatement = BoundStatement;

/** The fixed seed of the demo data: same seed and same day, same database. */
export const DEMO_SEED = 20_261_121;

/** Tables the seed owns, emptied first (children before parents) so a re-seed gives the same database. */
export const SEEDED_TABLES = [
  'platform_settings',
  'console_sign_ups',
  'console_memberships',
  'console_users',
  'write_keys',
  'assistant_requests',
  'outbox',
  'subscription_alerts',
  'subscriptions',
  'appointments',
  'agenda_slots',
  'rental_reservations',
  'rental_periods',
  'rental_units',
  'estate_collection_members',
  'estate_collections',
  'estates',
  'entity_items',
  'page_urls',
  'pages',
  'agreements',
  'translations',
  'assets',
  'cities',
  'navigations',
  'site_hostnames',
  'sites',
] as const;

const json = (value: unknown) => JSON.stringify(value);

/** Where each agency works (its home page's texts say so): Ghent's province, the Ardennes. */
const HOME_AREA: Record<number, (municipality: Municipality) => boolean> = {
  1: (municipality) => municipality.province === 'Oost-Vlaanderen',
  2: (municipality) => municipality.ardennes === true,
};

function inHomeArea(siteId: number, estate: SeededEstate['estate']): boolean {
  const municipality = MUNICIPALITIES.find(({ id }) => id === estate.general.address.city.id);
  return municipality !== undefined && (HOME_AREA[siteId]?.(municipality) ?? true);
}

/** Each site's estateItem sections show that site's newest estate for sale in its own area. */
function featureEstates(pages: RawPage[], estates: SeededEstate[]): void {
  for (const page of pages) {
    const featured = estates
      .filter(({ siteId, estate }) => siteId === page.siteId && estate.general.status === 'FOR_SALE' && !estate.general.parentId && estate.pictures.length > 0)
      .filter(({ siteId, estate }) => inHomeArea(siteId, estate))
      .sort((a, b) => b.estate.general.publicationDate.localeCompare(a.estate.general.publicationDate))[0];
    for (const section of page.sections) {
      if (section.type === 'estateItem' && featured) section.data.estateId = featured.estate.general.id;
    }
  }
}

/**
 * The whole demo data set as parameterised statements, deterministic for a given day:
 * two agencies, their pages, people, estates, projects, holiday units,
 * viewing slots and generated images.
 */
export function buildSeed(options: { today?: string; seed?: number; cameraPhotos?: Record<number, string[]> } = {}): SeedStatement[] {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const ctx: SeedContext = { random: createRandom(options.seed ?? DEMO_SEED), assets: new AssetRegistry(), today };
  const statements: SeedStatement[] = SEEDED_TABLES.map((table) => ({ sql: `DELETE FROM ${table}`, params: [] }));
  const add = (sql: string, ...params: (string | number | null)[]) => statements.push({ sql, params });

  // Generate everything first (each part draws from its own fork), then write it out.
  const sites = DEMO_SITES.map((site) => ({ ...site, logo: { url: sizedAssetUrl(ctx.assets.add('logo', site.name, 256, 256)) } }));
  const content = generateContent(ctx);
  const { estates, collections } = generateEstates(ctx);
  const priceChanges = seedNews(ctx, estates);
  featureEstates(content.pages, estates);
  if (options.cameraPhotos) useCameraPhotos(estates, options.cameraPhotos);
  const rentals = generateRentals(ctx);
  const entityLists = [
    ['employees', content.employees],
    ['offices', content.offices],
    ['reviews', content.reviews],
    ['quotes', content.quotes],
  ] as const;
  // Each picture is drawn for the site whose data shows it alone (drawings.ts).
  const owners = assetOwners([
    ...sites.map((site) => ({ siteId: site.id, document: site })),
    ...content.pages.map((page) => ({ siteId: page.siteId, document: page })),
    ...entityLists.flatMap(([, items]) => items.map(({ siteId, item }) => ({ siteId, document: item }))),
    ...content.agreements.map(({ siteId, agreement }) => ({ siteId, document: agreement })),
    ...estates.map(({ siteId, estate }) => ({ siteId, document: estate })),
    ...collections.map((collection) => ({ siteId: collection.siteId, document: collection })),
    ...rentals.map(({ siteId, unit }) => ({ siteId, document: unit })),
  ]);

  for (const site of sites) {
    add('INSERT INTO sites (id, name, document) VALUES (?1, ?2, ?3)', site.id, site.name, json(site));
    for (const hostname of site.hostnames ?? []) add('INSERT INTO site_hostnames (hostname, site_id) VALUES (?1, ?2)', hostname, site.id);
  }
  DEMO_CONSOLE_USERS.forEach(({ email, siteId, role }, index) => {
    add('INSERT INTO console_users (id, email, created_at) VALUES (?1, ?2, ?3)', index + 1, email, `${today}T00:00:00.000Z`);
    add('INSERT INTO console_memberships (user_id, site_id, role, created_at) VALUES (?1, ?2, ?3, ?4)', index + 1, siteId, role, `${today}T00:00:00.000Z`);
  });
  for (const { siteId, navigation } of DEMO_NAVIGATION) {
    add('INSERT INTO navigations (site_id, name, document) VALUES (?1, ?2, ?3)', siteId, navigation.name, json(navigation));
  }
  for (const city of MUNICIPALITIES) {
    const name = { nl: city.nl, fr: city.fr, ...(city.en ? { en: city.en } : {}), ...(city.de ? { de: city.de } : {}) };
    add('INSERT INTO cities (id, zip, name, region, lat, lon) VALUES (?1, ?2, ?3, ?4, ?5, ?6)', city.id, city.zip, json(name), city.region, city.lat, city.lon);
  }

  for (const page of content.pages) {
    add('INSERT INTO pages (id, site_id, page_key, document) VALUES (?1, ?2, ?3, ?4)', page.id, page.siteId, page.key, json(page));
    for (const [locale, url] of Object.entries(page.url)) {
      if (typeof url === 'string') add('INSERT INTO page_urls (site_id, locale, url, page_id) VALUES (?1, ?2, ?3, ?4)', page.siteId, locale, url, page.id);
    }
  }
  for (const [entity, items] of entityLists) {
    items.forEach(({ siteId, item }, sort) =>
      add('INSERT INTO entity_items (site_id, entity, id, sort, document) VALUES (?1, ?2, ?3, ?4, ?5)', siteId, entity, item.id, sort, json(item)),
    );
  }
  for (const { siteId, agreement } of content.agreements) {
    add('INSERT INTO agreements (site_id, type, locale, document) VALUES (?1, ?2, ?3, ?4)', siteId, agreement.type, agreement.locale, json(agreement));
  }
  for (const { siteId, locale, strings } of TRANSLATION_OVERRIDES) {
    add('INSERT INTO translations (site_id, locale, document) VALUES (?1, ?2, ?3)', siteId, locale, json(strings));
  }

  for (const { siteId, estate } of estates) statements.push(estateInsert(siteId, estate, priceChanges.get(estate.general.id)));
  for (const collection of collections) {
    const { estateIds, ...document } = collection;
    add('INSERT INTO estate_collections (id, site_id, document) VALUES (?1, ?2, ?3)', collection.id, collection.siteId, json(document));
    for (const estateId of estateIds) add('INSERT INTO estate_collection_members (collection_id, estate_id) VALUES (?1, ?2)', collection.id, estateId);
  }
  for (const slot of generateAgenda(ctx, estates)) {
    add(
      'INSERT INTO agenda_slots (id, site_id, estate_id, starts_at, ends_at, capacity) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
      slot.id,
      slot.siteId,
      slot.estateId,
      slot.startsAt,
      slot.endsAt,
      slot.capacity,
    );
  }

  for (const { siteId, unit, periods, published } of rentals) {
    add(
      'INSERT INTO rental_units (id, site_id, location_id, city_id, sub_kind_id, max_occupation, ' +
        'price_from, document, published) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)',
      unit.id,
      siteId,
      unit.general.location.id,
      unit.general.city.id,
      unit.general.subKind?.id ?? null,
      unit.general.maxOccupation ?? null,
      unit.priceFrom ?? null,
      json(unit),
      published ? 1 : 0,
    );
    for (const period of periods) {
      add(
        'INSERT INTO rental_periods (id, unit_id, type_id, start_date, end_date, price, available, document) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)',
        period.id,
        unit.id,
        period.type.id,
        period.start,
        period.end,
        period.price,
        period.available ? 1 : 0,
        json(period),
      );
    }
  }

  // The demo alerts the buyer pool counts (alerts.ts): never due, so nothing is mailed to them.
  for (const row of demoAlertRows(today)) {
    add(
      'INSERT INTO subscriptions (token, site_id, email, document, created_at, updated_at, ' +
        'confirmed_at, frequency, checked_until) VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, ?7, ?8)',
      row.token,
      row.siteId,
      row.email,
      row.document,
      row.at,
      row.confirmedAt,
      'weekly',
      '9999-12-31T00:00:00.000Z',
    );
  }

  for (const asset of ctx.assets.rows()) {
    add(
      'INSERT INTO assets (id, hash, kind, seed, width, height, site_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
      asset.id,
      asset.hash,
      asset.kind,
      asset.seed,
      asset.width,
      asset.height,
      owners.get(asset.id) ?? null,
    );
  }
  return statements;
}
