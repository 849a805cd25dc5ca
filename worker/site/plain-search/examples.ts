import { translate } from '../../../shared/i18n';
import { type Locale, type Localized, localizedValue } from '../../../shared/i18n/locales';
import type { RawEstateBrief } from '../../../shared/contract/raw/estate';
import { type HeadTypeCode, headTypeCode } from '../../../shared/domain/property-types';
import { buildSearchBody } from '../../../shared/domain/search-params';
import type { SiteApi } from '../upstream';
import { TTL } from '../upstream/cache';
import { cachedProjection, listingsCall } from '../upstream/cached-request';
import { siteRequest } from '../upstream/site-api';
import { siteListing } from '../upstream/visible';

/**
 * The example sentences of a site's search box, made of its own listings: for sale and for rent,
 * the type and town most of its newest listings share, and a highest price half of them are
 * under, so each finds listings on the site that shows it ("huis in Gent tot € 450.000"). Read
 * from one light call of the site's visible listings, kept in the cache as these few facts (the
 * listings' part: a write retires it with the searches), then worded per language.
 */

/** What one example says: its side, main type, town (all its names) and highest price. */
export interface ExampleFacts {
  side: 'sale' | 'rent';
  type: HeadTypeCode;
  place: Localized;
  price: number;
}

/** The newest listings an example is chosen among (their map pins' few fields, about 500 bytes each). */
const SAMPLE = 100;

/** A price rounded up to two significant digits (437,500 to 440,000; 1,160 to 1,200). */
export function roundedUp(price: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(price)) - 1);
  return Math.ceil(price / step) * step;
}

/** The most common type and town of one side's listings with a price, and the price half of them are under. */
function factsOf(listings: readonly RawEstateBrief['general'][], side: ExampleFacts['side']): ExampleFacts[] {
  const groups = new Map<string, { type: HeadTypeCode; place: Localized; prices: number[] }>();
  for (const listing of listings) {
    const type = headTypeCode(listing.headType.id);
    const price = listing.price.hidden ? null : listing.price.value;
    if (!type || type === 'PROJECT' || listing.project || !price || price <= 0) continue;
    const key = `${type}:${listing.address.city.id}`;
    const group = groups.get(key) ?? { type, place: listing.address.city.name as Localized, prices: [] };
    group.prices.push(price);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.prices.length - a.prices.length)
    .map(({ type, place, prices }) => {
      const sorted = [...prices].sort((a, b) => a - b);
      return { side, type, place, price: roundedUp(sorted[Math.floor((sorted.length - 1) / 2)]!) };
    });
}

/** The site's examples' facts: the best of each side (two for sale when it has nothing to rent), through the cache. */
export function exampleFacts(api: SiteApi): Promise<ExampleFacts[]> {
  const { query } = buildSearchBody({}, siteListing(api));
  const body = { ...(query ? { query } : {}), limit: SAMPLE };
  const request = siteRequest('POST /sites/:siteId/estate-markers', { siteId: api.siteId }, { siteId: api.siteId, body });
  return cachedProjection(api, listingsCall('plain-search-examples', TTL.search, request), (raw) => {
    const listings = raw.results.map((brief) => brief.general);
    const sale = factsOf(
      listings.filter((listing) => listing.status === 'FOR_SALE'),
      'sale',
    );
    const rent = factsOf(
      listings.filter((listing) => listing.status === 'TO_RENT'),
      'rent',
    );
    return rent.length > 0 ? [...sale.slice(0, 1), rent[0]!] : sale.slice(0, 2);
  });
}

/** A price as the examples write it in the language: "450.000", "450 000", "450,000". */
const GROUPS: Record<Locale, string> = { nl: '.', fr: ' ', en: ',', de: '.' };
const written = (price: number, locale: Locale): string => String(price).replace(/\B(?=(\d{3})+$)/g, GROUPS[locale]);

/** An example worded in a language ("huis in Gent tot € 450.000", "Wohnung zur Miete in Gent bis 1.000 € im Monat"). */
export function exampleSentence(facts: ExampleFacts, locale: Locale): string {
  return translate(locale, facts.side === 'rent' ? 'plainSearch.exampleRent' : 'plainSearch.exampleSale', {
    type: translate(locale, ['plainSearch', 'exampleType', facts.type]),
    place: localizedValue(facts.place, locale),
    price: written(facts.price, locale),
  });
}
