import type { Context } from 'hono';
import { estateCard, type EstateSummary } from '../../../shared/domain/estate-card';
import { readMapArea } from '../../../shared/domain/map-area';
import { siteMarker } from '../../../shared/domain/map-markers';
import { parseSearchParams } from '../../../shared/domain/search-params';
import { buildSearchBody, type ListingNode } from '../../../shared/domain/listing-search';
import { localizedValue, translate } from '../../../shared/i18n';
import type { Estate } from '../../../shared/types/estate';
import type { AppEnv } from '../env';
import { siteImagePolicy } from '../config/image-policy';
import { siteApi, type SiteApi } from '../upstream';
import { UpstreamError } from '../upstream/client';
import { getPage } from '../upstream/content';
import { findSimilarEstates, getEstateFilters, getVisibleEstate, searchEstateMarkers } from '../upstream/estates';
import { listingOf, siteListing } from '../upstream/visible';
import { readSentence } from '../plain-search/understand';

/** At most this many markers on a map: more would not be readable anyway. */
export const MAX_MARKERS = 500;

function api(c: Context<AppEnv>): SiteApi {
  return siteApi(c.get('upstream'), c.get('site'), c.get('locale'));
}

function positiveId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}

function cardOf(c: Context<AppEnv>, estate: EstateSummary) {
  return estateCard(
    estate,
    c.get('locale'),
    { linkToDetail: c.get('site').settings.linkToDetail, images: siteImagePolicy(c.env, c.get('site').id), cardAgent: c.get('site').settings.cardAgent },
    translate,
  );
}

/**
 * The listing section named by ?page&section, as the node the server applies (never trusted
 * from the browser). A map area (bbox, polygon) the address carries must be well formed: the
 * list, its count and its markers never silently answer for a different area (400).
 */
export async function listingNodeOf(c: Context<AppEnv>): Promise<{ node: ListingNode; pageSize: number } | Response> {
  const params = new URL(c.req.url).searchParams;
  const { errors } = readMapArea(params);
  if (errors.length > 0) return c.json({ error: errors.join('; ') }, 400);
  const pageId = positiveId(params.get('page') ?? undefined);
  const sectionId = positiveId(params.get('section') ?? undefined);
  if (!pageId || !sectionId) return c.json({ error: 'page and section must be ids' }, 400);
  let listing: ReturnType<typeof listingOf>;
  try {
    listing = listingOf(
      api(c),
      (await getPage(api(c), pageId)).sections.find((s) => s.id === sectionId),
    );
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return c.json({ error: 'No such page' }, 404);
    throw error;
  }
  return listing ?? c.json({ error: 'No such listing section on this page' }, 404);
}

/** GET /{lang}/ajax/estate/{estateId}: one estate's card (favorites); 404 when gone or hidden. */
export async function estateAjax(c: Context<AppEnv>): Promise<Response> {
  const id = positiveId(c.req.param('estateId'));
  if (!id) return c.json({ error: 'estateId must be a positive integer' }, 400);
  try {
    const estate = await getVisibleEstate(api(c), id);
    return c.json({ card: cardOf(c, estate) });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return c.json({ error: 'No such estate' }, 404);
    throw error;
  }
}

/**
 * GET /{lang}/ajax/estate-markers?page&section&…filter: the map markers of every result, up
 * to MAX_MARKERS, from one light platform call with the list's own filters.
 */
export async function estateMarkersAjax(c: Context<AppEnv>): Promise<Response> {
  const listing = await listingNodeOf(c);
  if (listing instanceof Response) return listing;
  const filter = await readSentence(api(c), parseSearchParams(new URL(c.req.url).searchParams), c.get('locale'), listing.node);
  const body = buildSearchBody(filter, listing.node, { limit: MAX_MARKERS, offset: 0 }, undefined, c.get('locale'));
  const site = c.get('site');
  const markers = await searchEstateMarkers(api(c), body);
  const options = { linkToDetail: site.settings.linkToDetail, images: siteImagePolicy(c.env, c.get('site').id) };
  return c.json({ markers: markers.map((marker) => siteMarker(marker, options)) });
}

/** GET /{lang}/ajax/estate-filters?page&section: the filter options of a listing. */
export async function estateFiltersAjax(c: Context<AppEnv>): Promise<Response> {
  const listing = await listingNodeOf(c);
  if (listing instanceof Response) return listing;
  return c.json(await getEstateFilters(api(c), buildSearchBody({}, listing.node).query));
}

/** GET /{lang}/ajax/search-city?q=gen: cities with estates whose name or postal code starts with q. */
export async function searchCityAjax(c: Context<AppEnv>): Promise<Response> {
  const q = (c.req.query('q') ?? '').trim().toLowerCase();
  if (q.length < 1 || q.length > 60) return c.json({ error: 'q must be 1 to 60 characters' }, 400);
  const locale = c.get('locale');
  const { locations } = await getEstateFilters(api(c), buildSearchBody({}, siteListing(api(c))).query);
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const wanted = fold(q);
  const cities = locations
    .map((location) => ({ id: location.id, zip: location.zip, name: localizedValue(location.name, locale) }))
    .filter((city) => city.zip.startsWith(wanted) || fold(city.name).startsWith(wanted) || fold(city.name).includes(` ${wanted}`))
    .slice(0, 10);
  return c.json({ cities });
}

/**
 * GET /{lang}/ajax/similar-estate/{estateId}: up to 4 estates of the same type and
 * transaction, nearby (25 km), at a similar price (±30 %), the estate itself left out.
 */
export async function similarEstatesAjax(c: Context<AppEnv>): Promise<Response> {
  const id = positiveId(c.req.param('estateId'));
  if (!id) return c.json({ error: 'estateId must be a positive integer' }, 400);
  let estate: Estate;
  try {
    estate = await getVisibleEstate(api(c), id);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return c.json({ error: 'No such estate' }, 404);
    throw error;
  }
  const similar = await findSimilarEstates(api(c), estate);
  return c.json({ cards: similar.map((other) => cardOf(c, other)) });
}
