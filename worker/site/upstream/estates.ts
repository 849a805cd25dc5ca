import { type EstateSummary, estateSummary } from '../../../shared/domain/estate-card';
import { type DetailAddress, detailAddresses } from '../../../shared/domain/estate-links';
import { type MapMarker, mapMarkers } from '../../../shared/domain/map-markers';
import { buildSearchBody } from '../../../shared/domain/listing-search';
import type { Estate } from '../../../shared/types/estate';
import { estatePart, LISTINGS_PART, TTL } from './cache';
import { cachedFilterOptions, cachedProjection, cachedRequest, listingsCall } from './cached-request';
import type { SiteApi } from './index';
import { reshapeBrief, reshapeEstate } from '../../../shared/contract/reshape/estate';
import { HiddenEstateError, isVisible, siteListing, visibleOnly } from './visible';
import { siteRequest, visitorRead } from './site-api';
import type { EstateFilterOptions, LightRequest, SearchRequest } from '../../../shared/contract/site-api/answers';

export type { EstateFilterOptions, LightRequest, SearchRequest } from '../../../shared/contract/site-api/answers';

export interface SearchResult {
  total: number;
  estates: Estate[];
}

/** The search of this site's estates (POST /sites/{siteId}/estates), for its whole answer or what a card reads of it. */
const estateSearch = (api: SiteApi, body: SearchRequest) => siteRequest('POST /sites/:siteId/estates', { siteId: api.siteId }, { siteId: api.siteId, body });

/** POST /sites/{siteId}/estates */
export async function searchEstates(api: SiteApi, body: SearchRequest): Promise<SearchResult> {
  const raw = await cachedRequest(api, listingsCall('search', TTL.search, estateSearch(api, body)));
  return { total: raw.total.value, estates: raw.results.map((estate) => reshapeEstate(estate, api.addressDisplay)) };
}

export interface SearchSummaries {
  total: number;
  estates: EstateSummary[];
  /** How many of the listings found hold each word the search preferred (its `prefer`), when it had some. */
  preferred?: { word: string; found: number }[];
}

/**
 * POST /sites/{siteId}/estates for a list of cards: the same search as `searchEstates`, of
 * which the cache keeps only what the cards read (call `search-summary`, in the listings part
 * like every search). A page of 15 estates in full is about 90 KB of JSON, too big for the
 * isolate's memory in front of KV, so every listing read it from KV and parsed and reshaped it
 * all; its summary is about an eighth of that and stays in memory.
 */
export function searchEstateSummaries(api: SiteApi, body: SearchRequest): Promise<SearchSummaries> {
  return cachedProjection(
    api,
    listingsCall('search-summary', TTL.search, estateSearch(api, body)),
    (raw): SearchSummaries => ({
      total: raw.total.value,
      estates: raw.results.map((estate) => estateSummary(reshapeEstate(estate, api.addressDisplay))),
      ...(raw.preferred ? { preferred: raw.preferred } : {}),
    }),
  );
}

/**
 * POST /sites/{siteId}/estate-markers: the map markers of every estate a search finds (up to
 * `body.limit`), in one call of a few fields per estate instead of pages of full documents
 *. The cache keeps the markers of one language (call `estate-markers-{locale}`: the
 * POST sends no ACCEPT-LANGUAGE), in the listings part like every search; the site's link and
 * picture settings are applied per request (siteMarker).
 */
export function searchEstateMarkers(api: SiteApi, body: LightRequest): Promise<MapMarker[]> {
  const request = siteRequest('POST /sites/:siteId/estate-markers', { siteId: api.siteId }, { siteId: api.siteId, body });
  return cachedProjection(api, listingsCall(`estate-markers-${api.locale}`, TTL.search, request), (raw) =>
    mapMarkers(
      raw.results.map((brief) => reshapeBrief(brief.general, brief.picture ?? null, api.addressDisplay, brief.fields)),
      api.locale,
      api.hiddenStatus,
    ),
  );
}

/**
 * POST /sites/{siteId}/estate-links: the detail addresses (every language) of the estates a
 * search finds, one page of up to `body.limit` (a sitemap file's), from one call of the few
 * fields an address and its hreflang read. The cache keeps the addresses and those words alone
 * (about 400 bytes an estate).
 */
export function searchEstateLinks(api: SiteApi, body: LightRequest): Promise<{ total: number; addresses: DetailAddress[] }> {
  const request = siteRequest('POST /sites/:siteId/estate-links', { siteId: api.siteId }, { siteId: api.siteId, body });
  return cachedProjection(api, listingsCall('estate-links', TTL.search, request), (raw) => ({
    total: raw.total.value,
    addresses: detailAddresses(
      raw.results.map((brief) => ({
        estate: reshapeBrief(brief.general, null, api.addressDisplay),
        parent: brief.parent ? reshapeBrief(brief.parent, null, api.addressDisplay) : null,
        words: brief.words,
      })),
      api.hiddenStatus,
    ),
  }));
}

/** GET /estates/v2/{id} */
export async function getEstate(api: SiteApi, id: number): Promise<Estate> {
  const request = siteRequest('GET /estates/v2/:id', { id }, visitorRead(api));
  const raw = await cachedRequest(api, { call: 'estate', ttl: TTL.estate, part: estatePart(id), request });
  return reshapeEstate(raw, api.addressDisplay);
}

/** GET /estates/v2/{id}, when the site shows it: a hidden estate throws HiddenEstateError, a 404 like the platform's own. */
export async function getVisibleEstate(api: SiteApi, id: number): Promise<Estate> {
  const estate = await getEstate(api, id);
  if (!isVisible(api, estate)) throw new HiddenEstateError(id);
  return estate;
}

/** GET /estates/group/{id}: a project with its units (id: the project's or a unit's); a list, so any publish retires it. */
export async function getEstateGroup(api: SiteApi, id: number): Promise<{ project: Estate; children: Estate[] }> {
  const request = siteRequest('GET /estates/group/:id', { id }, visitorRead(api));
  const raw = await cachedRequest(api, { call: 'estate-group', ttl: TTL.estate, part: LISTINGS_PART, request });
  return { project: reshapeEstate(raw.project, api.addressDisplay), children: raw.children.map((child) => reshapeEstate(child, api.addressDisplay)) };
}

/** POST /estate-filters */
export function getEstateFilters(api: SiteApi, query: SearchRequest['query'] = {}): Promise<EstateFilterOptions> {
  return cachedFilterOptions(api, 'estate-filters', TTL.filters, siteRequest('POST /estate-filters', {}, { siteId: api.siteId, body: { query } }));
}

/** GET /estate-pages/{siteId}/{estateId}: the listing page an estate belongs to. */
export function getEstatePage(
  api: SiteApi,
  estateId: number,
): Promise<{ estateId: number; pageKey: string; pageId: number | null; url: Record<string, string> | null }> {
  const request = siteRequest('GET /estate-pages/:siteId/:estateId', { siteId: api.siteId, estateId }, visitorRead(api));
  return cachedRequest(api, { call: 'estate-page', ttl: TTL.estate, part: estatePart(estateId), request });
}

/**
 * The search behind similar estates, for the detail page and its island: the cards' summaries,
 * as a listing keeps them (`searchEstateSummaries`), not five full estates.
 */
export async function findSimilarEstates(siteApiOf: SiteApi, estate: Estate): Promise<EstateSummary[]> {
  const price = estate.price.value;
  const body = buildSearchBody(
    {
      type: [estate.headTypeId],
      transaction: [estate.transaction.id],
      ...(price ? { priceMin: Math.round(price * 0.7), priceMax: Math.round(price * 1.3) } : {}),
      ...(estate.address.geo ? { geo: { km: 25, lat: estate.address.geo.lat, lon: estate.address.geo.lon } } : {}),
    },
    siteListing(siteApiOf),
    { limit: 5, offset: 0 },
  );
  // The estate's own source numbers transactions its own way: search by the status instead.
  if (body.query.terms) delete body.query.terms['transaction.id'];
  body.query.terms = { ...body.query.terms, status: [estate.status] };
  const { estates } = await searchEstateSummaries(siteApiOf, body);
  return visibleOnly(siteApiOf, estates)
    .filter((other) => other.id !== estate.id)
    .slice(0, 4);
}
