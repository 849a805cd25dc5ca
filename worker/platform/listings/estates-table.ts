import type { RawEstate } from '../../../shared/contract/raw/estate';
import { MAIN_TRANSACTION_IDS } from '../../../shared/contract/enums';
import { listingSearchFacts } from '../../../shared/domain/listing-features';
import type { StoredMagnitudes } from './plausibility';

/** A statement with its bound parameters. */
export interface BoundStatement {
  sql: string;
  params: (string | number | null)[];
}

const INSERT_ESTATE = `INSERT INTO estates (id, site_id, parent_id, is_project, source, guid, head_type_id, sub_type_id,
  transaction_id, main_transaction_id, status, country_id, city_id, zip, city_name_nl, city_name_fr, lat, lon, price,
  bedroom_count, publication_date, floor, floor_id, document, previous_price, price_changed_at, features, price_with_charges)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28)`;

/** The columns an upsert replaces: every one but the id (the site is checked, never moved). */
const UPSERT_SET = `ON CONFLICT (id) DO UPDATE SET parent_id = excluded.parent_id, is_project = excluded.is_project,
  source = excluded.source, guid = excluded.guid, head_type_id = excluded.head_type_id, sub_type_id = excluded.sub_type_id,
  transaction_id = excluded.transaction_id, main_transaction_id = excluded.main_transaction_id, status = excluded.status,
  country_id = excluded.country_id, city_id = excluded.city_id, zip = excluded.zip, city_name_nl = excluded.city_name_nl,
  city_name_fr = excluded.city_name_fr, lat = excluded.lat, lon = excluded.lon, price = excluded.price,
  bedroom_count = excluded.bedroom_count, publication_date = excluded.publication_date, floor = excluded.floor,
  floor_id = excluded.floor_id, document = excluded.document, previous_price = excluded.previous_price,
  price_changed_at = excluded.price_changed_at, features = excluded.features, price_with_charges = excluded.price_with_charges
  WHERE estates.site_id = excluded.site_id`;

/** An estate's price history as the platform keeps it (migrations/0006_alerts.sql). */
export interface PriceChange {
  /** The price before the last lowering; null when the price was never lowered (or rose since). */
  previousPrice: number | null;
  /** When the price last changed (ISO). */
  changedAt: string | null;
}

/** The price a search and the badges count: a positive amount the agency publishes, else none. */
export const listedPrice = (estate: RawEstate): number | null =>
  !estate.general.price?.hidden && estate.general.price?.value && estate.general.price.value > 0 ? estate.general.price.value : null;

/**
 * The price history after a write: a lower price than the stored one keeps the stored one as
 * the previous price (now is the change), a higher one clears it, the same price keeps
 * what was known.
 */
export function nextPriceChange(
  stored: { price: number | null; previousPrice: number | null; changedAt: string | null } | null,
  price: number | null,
  now: string,
): PriceChange {
  if (!stored || stored.price === price) return { previousPrice: stored?.previousPrice ?? null, changedAt: stored?.changedAt ?? null };
  if (stored.price !== null && price !== null && price < stored.price) return { previousPrice: stored.price, changedAt: now };
  return { previousPrice: null, changedAt: now };
}

/** Lowercase without accents, so 'Éghezée' sorts among the E's. Only used to sort and group. */
export function sortableName(name: string | null | undefined): string | null {
  return name
    ? name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
    : null;
}

/**
 * The row of the estates table for an estate document: the indexed columns searches use,
 * derived from the document (its search features and its rent with charges among them: listingSearchFacts), plus the
 * document itself and its price history. Used by the seed and the import.
 */
export function estateInsert(siteId: number, estate: RawEstate, change: PriceChange = { previousPrice: null, changedAt: null }): BoundStatement {
  return { sql: INSERT_ESTATE, params: estateParams(siteId, estate, change) };
}

/**
 * The estate's row written over the one with its id, in place: what hangs on the estate (its
 * viewing slots, its collections) stays. An id of another site's estate changes nothing.
 * Used by the import and the ingest API (listings/upsert.ts).
 */
export function estateUpsert(siteId: number, estate: RawEstate, change: PriceChange): BoundStatement {
  return { sql: `${INSERT_ESTATE} ${UPSERT_SET}`, params: estateParams(siteId, estate, change) };
}

function estateParams(siteId: number, estate: RawEstate, change: PriceChange): BoundStatement['params'] {
  const g = estate.general;
  // The document says it too, so the estate's answers (search, detail) carry it.
  const document = { ...estate, general: { ...g, price: { ...g.price, previousValue: change.previousPrice, changedAt: change.changedAt } } };
  const city = g.address.city;
  const price = listedPrice(estate);
  // What the detail page shows it has (garden, terrace …) and its rent with charges, derived here for every write path.
  const facts = listingSearchFacts(estate, price);
  return [
    g.id,
    siteId,
    g.parentId ?? null,
    g.project ? 1 : 0,
    g.guid ? 'alternate' : 'main',
    g.guid ?? null,
    g.headType.id,
    g.subType.id,
    g.transaction.id,
    // The alternate source numbers transactions differently; searches use the main ids.
    MAIN_TRANSACTION_IDS[g.status],
    g.status,
    g.address.country?.id ?? 'BE',
    city?.id ?? null,
    city?.zip ?? null,
    sortableName(city?.name?.nl ?? city?.name?.fr),
    sortableName(city?.name?.fr ?? city?.name?.nl),
    g.address.geoLocation?.lat ?? null,
    g.address.geoLocation?.lon ?? null,
    price,
    g.bedroomCount ?? null,
    g.publicationDate,
    g.floor ?? null,
    g.floorId ?? null,
    JSON.stringify(document),
    change.previousPrice,
    change.changedAt,
    facts.features,
    facts.priceWithCharges,
  ];
}

/**
 * What the platform holds of these estates: their site, price history and publication date, and
 * the magnitudes a write is judged against (listings/plausibility.ts).
 */
export interface StoredEstate extends StoredMagnitudes {
  id: number;
  site_id: number;
  previous_price: number | null;
  price_changed_at: string | null;
  publication_date: string;
}

export async function storedEstates(db: D1Database, ids: number[]): Promise<StoredEstate[]> {
  const rows = await db
    .prepare(
      `SELECT id, site_id, price, previous_price, price_changed_at, publication_date, status, bedroom_count,
         document ->> '$.general.price.period' AS price_period, document ->> '$.dimensions.areaBuild' AS living_area,
         document ->> '$.dimensions.areaGround' AS plot_area, document ->> '$.general.bathroomCount' AS bathroom_count
       FROM estates WHERE id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids))
    .all<StoredEstate>();
  return rows.results;
}

/** The price history an estate keeps over a write (a lower price keeps the one it replaces). */
export function priceChangeOver(stored: StoredEstate | undefined, estate: RawEstate, now: string) {
  return nextPriceChange(
    stored ? { price: stored.price, previousPrice: stored.previous_price, changedAt: stored.price_changed_at } : null,
    listedPrice(estate),
    now,
  );
}
