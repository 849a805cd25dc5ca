import type { D1Database } from '@cloudflare/workers-types';
import { cardTitle } from '../../../shared/domain/estate-card';
import { estatePath } from '../../../shared/domain/estate-links';
import { priceText } from '../../../shared/domain/price';
import { siteSettingsOf } from '../../../shared/domain/site-settings';
import { isHiddenStatus } from '../../../shared/domain/visibility';
import type { StatusCode } from '../../../shared/contract/enums';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import type { RawSite } from '../../../shared/contract/raw/site';
import { reshapeEstate } from '../../../shared/contract/reshape/estate';
import type { Locale } from '../../../shared/i18n/locales';
import { mailOrigin } from '../delivery/mail-parts';
import { mailText } from '../delivery/mail-texts';
import { listingViewing } from '../viewings/hours-store';

// What the automatic answer shows (docs/portal-enquiries.md): the listing asked about, three
// similar available listings of the agency's own site and the link to book a viewing.

/** A listing as the answer shows it, as the site's card names it. */
export interface AnswerListing {
  id: number;
  title: string;
  price: string;
  url: string;
  image: string | null;
}

/** The statuses of a listing still on the market: the similar listings are among them. */
const AVAILABLE: readonly StatusCode[] = ['FOR_SALE', 'TO_RENT'];
const SIMILAR = 3;

/**
 * The site's listing a reference names: the agency's own reference, else the id its CRM (or
 * the ingest source) gives it; compared without case. A project's unit before its project.
 */
export async function listingOfReference(db: D1Database, siteId: number, reference: string): Promise<{ id: number; reference: string } | null> {
  const found = await listingsOf(db, siteId, [reference.trim()]);
  return found[0] ?? null;
}

/**
 * The listing a mail without a labelled reference names among its words (listingOfReference's
 * rule for each): only when exactly one listing of the site is named.
 */
export async function listingOfCandidates(db: D1Database, siteId: number, words: readonly string[]): Promise<{ id: number; reference: string } | null> {
  if (words.length === 0) return null;
  const found = await listingsOf(db, siteId, words);
  return found.length === 1 ? found[0]! : null;
}

async function listingsOf(db: D1Database, siteId: number, words: readonly string[]): Promise<{ id: number; reference: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT id, coalesce(json_extract(document, '$.general.reference'), '') AS reference, is_project FROM estates
       WHERE site_id = ?1 AND (lower(json_extract(document, '$.general.reference')) IN (SELECT lower(value) FROM json_each(?2))
         OR id IN (SELECT estate_id FROM external_ids WHERE site_id = ?1 AND lower(external_id) IN (SELECT lower(value) FROM json_each(?2))))
       ORDER BY is_project, id LIMIT 41`,
    )
    .bind(siteId, JSON.stringify(words))
    .all<{ id: number; reference: string; is_project: number }>();
  // A reference names a project's unit before the project (its own reference): one listing.
  const units = results.filter((row) => !row.is_project);
  return (units.length ? units : results).map(({ id, reference }) => ({ id, reference }));
}

interface EstateRow {
  id: number;
  document: string;
}

function answerListing(row: EstateRow, site: RawSite, locale: Locale, localPort?: string): AnswerListing {
  const estate = reshapeEstate(JSON.parse(row.document) as RawEstate, siteSettingsOf(site.settings).addressDisplay);
  const origin = mailOrigin(site, localPort) ?? '';
  const absolute = (path: string | null) => {
    if (!path) return null;
    try {
      return new URL(path, origin || undefined).href;
    } catch {
      return null;
    }
  };
  return {
    id: row.id,
    title: cardTitle(estate, locale, mailText),
    price: priceText(estate, locale, mailText),
    url: absolute(estatePath(estate, locale)) ?? '',
    image: absolute(estate.mainImage ?? null),
  };
}

/**
 * The listing asked about, up to three available listings like it (the same transaction and
 * type, nearest by price and place, of the statuses the site shows) and, when the listing
 * has viewing hours (or slots of its own in the agenda), the link to book a viewing on its page.
 */
export async function answerListings(
  db: D1Database,
  site: RawSite,
  estateId: number,
  locale: Locale,
  localPort?: string,
): Promise<{ listing: AnswerListing; similar: AnswerListing[]; viewing: string | null }> {
  const row = (await db
    .prepare('SELECT id, document, main_transaction_id, head_type_id, price, lat, lon FROM estates WHERE id = ?1 AND site_id = ?2')
    .bind(estateId, site.id)
    .first<EstateRow & { main_transaction_id: number; head_type_id: number; price: number | null; lat: number | null; lon: number | null }>())!;
  const statuses = AVAILABLE.filter((status) => !isHiddenStatus(status, siteSettingsOf(site.settings).hiddenStatus));
  // Nearness: the price's difference as a share of the price, plus the squared distance in
  // degrees (0.1° is about 10 km) times 100; unknown places count as far.
  const similar = await db
    .prepare(
      `SELECT id, document FROM estates
       WHERE site_id = ?1 AND id != ?2 AND is_project = 0 AND main_transaction_id = ?3 AND head_type_id = ?4
         AND status IN (SELECT value FROM json_each(?5))
       ORDER BY (CASE WHEN ?6 IS NULL OR price IS NULL THEN 1.0 ELSE abs(price - ?6) / max(?6, 1) END)
         + (CASE WHEN ?7 IS NULL OR lat IS NULL THEN 1.0 ELSE ((lat - ?7) * (lat - ?7) + (lon - ?8) * (lon - ?8) * 0.4) * 100 END), id
       LIMIT ?9`,
    )
    .bind(site.id, estateId, row.main_transaction_id, row.head_type_id, JSON.stringify(statuses), row.price, row.lat, row.lon, SIMILAR)
    .all<EstateRow>();
  const listing = answerListing(row, site, locale, localPort);
  const bookable =
    (await listingViewing(db, site.id, estateId)) !== null ||
    (await db
      .prepare('SELECT 1 AS ok FROM agenda_slots WHERE estate_id = ?1 AND site_id = ?2 AND starts_at > ?3 LIMIT 1')
      .bind(estateId, site.id, new Date().toISOString())
      .first()) !== null;
  return {
    listing,
    similar: similar.results.map((entry) => answerListing(entry, site, locale, localPort)),
    viewing: bookable && listing.url ? `${listing.url}#viewing` : null,
  };
}
