import * as z from 'zod/mini';
import { PLAIN_ENERGY_LABELS, PLAIN_FEATURES } from '../../../../shared/domain/plain-search/types';
import type { NotApplied } from '../../../../shared/domain/plain-search/to-filter';
import { HEAD_TYPES, type HeadTypeCode } from '../../../../shared/domain/property-types';
import { enumLabel } from '../../../../shared/i18n';
import { type EstateFilter, MAX_Q_LENGTH } from '../../../../shared/domain/search-params';
import { buildSearchBody } from '../../../../shared/domain/listing-search';
import { chipLabels } from '../../plain-search/chips';
import { leaveOneOut, unusedWords, wordsWithout } from '../../plain-search/notices';
import { readPlace, siteCities, understand } from '../../plain-search/understand';
import { pageFilter, pageListing, sidePage } from '../../plain-search/listing-page';
import type { SiteApi } from '../../upstream';
import type { Locale } from '../../../../shared/i18n/locales';
import { MAIN_TRANSACTION_IDS } from '../../../../shared/contract/enums';
import { requestContext } from '../../request-context';
import { logFailure } from '../../log';
import { searchEstateSummaries } from '../../upstream/estates';
import { visibleListing } from '../../upstream/visible';
import type { AssistantTool } from '../tool';
import { briefLine, listingBrief } from './listing-facts';

/** Listings a page of the answer holds: enough to choose from, short enough to read. */
export const SEARCH_PAGE_SIZE = 10;
const TYPES = ['house', 'apartment', 'plot', 'commercial', 'garage', 'project'] as const;
const count = z.int().check(z.positive());

const args = z.object({
  query: z.optional(z.string().check(z.trim(), z.maxLength(MAX_Q_LENGTH))),
  transaction: z.optional(z.enum(['sale', 'rent'])),
  types: z.optional(z.array(z.enum(TYPES)).check(z.maxLength(TYPES.length))),
  place: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  radiusKm: z.optional(z.number().check(z.positive(), z.lte(500))),
  priceMin: z.optional(count),
  priceMax: z.optional(count),
  bedroomsMin: z.optional(z.int().check(z.gte(1), z.lte(20))),
  features: z.optional(z.array(z.enum(PLAIN_FEATURES)).check(z.maxLength(PLAIN_FEATURES.length))),
  epcLabels: z.optional(z.array(z.enum(PLAIN_ENERGY_LABELS)).check(z.maxLength(PLAIN_ENERGY_LABELS.length))),
  page: z.optional(z.int().check(z.gte(1), z.lte(100))),
});

/** A site without a listing page of the side searches every listing the site shows of that side, the cheapest first. */
const SIDE_STATUSES = { sale: ['FOR_SALE', 'TAKE_OVER'], rent: ['TO_RENT'] } as const;

/**
 * The listing page of the side, as the search box leads there: its own search (its estate list's
 * query, the site's hidden statuses, its order) and what its address would ask for the words
 * (understand's address read by the page's pageFilter), so the tool lists, counts and orders the
 * listings that page does.
 */
async function sideSearch(api: SiteApi, side: 'sale' | 'rent', address: string | null, locale: Locale, notApplied: NotApplied[]) {
  const page = await sidePage(api, side).catch((error: unknown) => {
    logFailure('listing page unavailable', error, side);
    return null;
  });
  const listing = page ? pageListing(api, page) : null;
  const node =
    listing?.node ?? visibleListing(api, { query: { terms: { 'transaction.id': SIDE_STATUSES[side].map((status) => MAIN_TRANSACTION_IDS[status]) } } });
  const params = new URL(address ?? '/', 'http://site').searchParams;
  const filter = await pageFilter(api, listing ?? { node, filterBar: true }, params, locale, notApplied);
  return { node, filter };
}

/**
 * search_listings: the search of the site's listing page of the side (sideSearch), over its
 * listings: the buyer's words read as the search box reads them, the filters given laid over
 * them, one page of listings and what the search was read as (the chips' words). Words it did not
 * understand rank, never filter: the answer names those none of the listings found holds, and the
 * parts without which some would; a search that finds nothing names the parts without which it
 * would, and how many it would find.
 */
export const searchListings: AssistantTool<z.infer<typeof args>> = {
  name: 'search_listings',
  group: 'facts',
  args,
  async run({ c, locale }, given) {
    const { api, origin, images } = requestContext(c, {});
    const notApplied: NotApplied[] = [];
    const words = given.query ? await understand(api, given.query, locale) : null;
    if (words) notApplied.push(...words.notApplied);
    // For sale unless told rent, as the search box leads to the listing for sale (to-filter.ts listingUrl).
    const heard = words?.parsed.transaction;
    const transaction = (given.transaction ?? heard) === 'rent' ? 'rent' : 'sale';
    const status = transaction === 'rent' ? 'TO_RENT' : 'FOR_SALE';
    const { node, filter } = await sideSearch(api, transaction, words?.url ?? null, locale, notApplied);
    const chosen: EstateFilter = {};
    if (given.types) chosen.type = given.types.map((type) => HEAD_TYPES[type.toUpperCase() as HeadTypeCode]);
    if (given.priceMin) chosen.priceMin = given.priceMin;
    if (given.priceMax) chosen.priceMax = given.priceMax;
    if (given.bedroomsMin) chosen.bedMin = given.bedroomsMin;
    if (given.features) chosen.feature = given.features;
    if (given.epcLabels) chosen.epc = given.epcLabels;
    Object.assign(filter, chosen);
    if (chosen.type) delete filter.subType;
    if (given.place || given.radiusKm) {
      const placed = await readPlace(api, given.place ?? '', given.radiusKm ?? null, locale, node, notApplied);
      // The place named wins over the sentence's; the words both require are required.
      if (placed.city || placed.geo) {
        delete filter.city;
        delete filter.geo;
      }
      const required = [filter.words, placed.words].filter(Boolean).join(' ');
      Object.assign(filter, placed, required ? { words: required } : {});
    }
    const page = given.page ?? 1;
    const [result, cities] = await Promise.all([
      searchEstateSummaries(api, buildSearchBody(filter, node, { limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE }, undefined, locale)),
      siteCities(api, node).catch(() => []),
    ]);
    // The side searched, when the words or the filters named it ("te huur"): the chips leave it to the page's own listing.
    const named = given.transaction ?? heard;
    const understood = [...(named ? [enumLabel(locale, 'Status', status)] : []), ...chipLabels(filter, locale, cities, notApplied)];
    const listings = result.estates.map((estate) => listingBrief(estate, locale, origin, images));
    const pages = Math.ceil(result.total / SEARCH_PAGE_SIZE);
    const read = understood.join(', ') || '(everything)';
    const notUsed = unusedWords(filter, result.preferred, result.total);
    const [emptied, elsewhere] = await Promise.all([
      result.total === 0 ? leaveOneOut(api, filter, node, locale, cities) : [],
      wordsWithout(api, filter, notUsed, node, locale, cities),
    ]);
    const leaveOut = emptied.map((part) => ({ without: part.label, total: part.total }));
    // Where the words not used are: the part of the filter that leaves out the listings holding them.
    const notUsedWithout = elsewhere.map((part) => ({ without: part.label, total: part.total }));
    const said = notUsed.join(' ');
    const lines = [
      `${result.total} listing(s) for ${transaction}; page ${page} of ${Math.max(pages, 1)}. Understood: ${read}.`,
      ...(notUsed.length > 0 ? [`Not used: ${notUsed.join(', ')} (not in the ${result.total} listing(s) found).`] : []),
      ...notUsedWithout.map((part) => `With "${said}" required, without ${part.without}: ${part.total} listing(s).`),
      ...(leaveOut.length > 0 ? [`Nothing matches all of it; ${leaveOut.map((part) => `without ${part.without}, ${part.total} listing(s)`).join('; ')}.`] : []),
    ];
    return {
      text: [...lines, ...listings.map((listing) => briefLine(listing, locale))].join('\n'),
      structured: { language: locale, total: result.total, transaction, page, pages, understood, notUsed, notUsedWithout, leaveOut, listings },
    };
  },
};
