import { translate } from '../../../shared/i18n';
import { estateCard } from '../../../shared/domain/estate-card';
import { costQueryOf, regionFromPostalCode } from '../../../shared/domain/purchase-costs';
import { isSoldList } from '../../../shared/domain/calls-to-action';
import { bedroomOptions, locationOptions, typeOptions } from '../../../shared/domain/filter-options';
import { readMapArea } from '../../../shared/domain/map-area';
import { buildSearchBody } from '../../../shared/domain/listing-search';
import { buildPath } from '../../../shared/routes';
import type { Employee, Office, Page, Quote, Review, Section } from '../../../shared/types/content';
import { captchaOf, mapTilesOf } from '../config/page-settings';
import type { ContactReturn, FilterBarData, ListingData, SectionData } from '../render/section-data';
import { isNotFound } from '../upstream/upstream-error';
import { getEntityItems, getPageByUrl, listPages } from '../upstream/content';
import { getEstateFilters, getVisibleEstate, searchEstateSummaries } from '../upstream/estates';
import { HiddenEstateError, listingOf } from '../upstream/visible';
import { loadRentalListings } from './rental-listing';
import { markIfOutage } from '../request-context';
import { NotFoundError, type RequestContext } from '../request-context';
import { logFailure } from '../log';
import { countEmptySearch } from '../relays/stats-beacon';
import { pageFilter, pageListing } from '../plain-search/listing-page';
import type { NotApplied } from '../../../shared/domain/plain-search/to-filter';
import { boxOf } from '../plain-search/box-data';
import { examplesOf } from '../plain-search/examples';
import type { PlainSearchProps } from '../../../client/enhancers/plain-search';

/** A CMS page and what its sections show. */
export interface CmsPageData {
  page: Page;
  sections: SectionData;
  /** The box of search in plain words, on the home page and above a listing with a filter bar. */
  plainSearch?: PlainSearchProps | null;
}

const ENTITY_SECTIONS = { employees: 'employees', offices: 'offices', reviews: 'reviews', quotes: 'quotes' } as const;

/** Entity items a page needs; a failing call renders an empty block (and is logged). */
async function loadEntities(ctx: RequestContext, page: Page) {
  const needs = new Set<string>(page.sections.map((section) => section.type));
  if (page.elements.some((element) => element.type === 'employees')) needs.add('employees');
  const load = async <N extends keyof typeof ENTITY_SECTIONS>(name: N) => {
    if (!needs.has(name)) return [];
    return getEntityItems(ctx.api, name).catch((error: unknown) => {
      logFailure('entity unavailable', error, name);
      return [];
    });
  };
  const [employees, offices, reviews, quotes] = await Promise.all([load('employees'), load('offices'), load('reviews'), load('quotes')]);
  return { employees: employees as Employee[], offices: offices as Office[], reviews: reviews as Review[], quotes: quotes as Quote[] };
}

/** The first page (or the ?page=n page, without JavaScript) of every listing section. */
async function loadListings(ctx: RequestContext, page: Page, url: URL): Promise<Record<number, ListingData>> {
  // A listing with a filter bar sorts by price, ascending, by default; others newest first.
  const notApplied: NotApplied[] = [];
  const filter = await pageFilter(ctx.api, pageListing(ctx.api, page), url.searchParams, ctx.locale, notApplied);
  // A malformed map area in the address is left out of the search, and the list says so.
  const areaIgnored = readMapArea(url.searchParams).errors.length > 0;
  const pageNumber = Math.min(Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1), 500);
  const entries = await Promise.all(
    page.sections.map(async (section) => {
      const listing = listingOf(ctx.api, section);
      if (!listing) return null;
      const isList = section.type === 'estateList';
      const offset = isList ? (pageNumber - 1) * listing.pageSize : 0;
      try {
        const result = await searchEstateSummaries(
          ctx.api,
          buildSearchBody(isList ? filter : {}, listing.node, { limit: listing.pageSize, offset }, undefined, ctx.locale),
        );
        if (isList && offset === 0 && result.total === 0) countEmptySearch(ctx.c, url.searchParams);
        const next = new URL(url);
        next.searchParams.set('page', String(pageNumber + 1));
        const data: ListingData = {
          total: result.total,
          offset,
          pageSize: listing.pageSize,
          cards: result.estates.map((estate) =>
            estateCard(
              estate,
              ctx.locale,
              { linkToDetail: ctx.site.settings.linkToDetail, images: ctx.images, cardAgent: ctx.site.settings.cardAgent },
              translate,
            ),
          ),
          nextHref: isList && offset + listing.pageSize < result.total ? next.pathname + next.search : null,
          filter: isList ? filter : {},
          node: listing.node,
          soldList: section.type === 'estateList' && isSoldList(section.query),
          ...(isList && areaIgnored ? { areaIgnored } : {}),
          ...(isList && notApplied.length > 0 ? { notApplied } : {}),
          ...(isList && result.preferred ? { preferred: result.preferred } : {}),
        };
        return [section.id, data] as const;
      } catch (error) {
        // A failed search is total 0, no results; the error is logged, not shown.
        // When the platform cannot answer at all, the list says the search is unavailable and
        // the page answers 503: "0 found" would be untrue, for crawlers too.
        logFailure('listing failed', error, `section ${section.id}`);
        const unavailable = markIfOutage(ctx.c, error, section.type === 'estateList');
        return [
          section.id,
          { total: 0, offset, pageSize: listing.pageSize, cards: [], nextHref: null, filter, node: listing.node, soldList: false, unavailable },
        ] as const;
      }
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

/**
 * The options of each filter bar, computed by the platform from the estates of the listing
 * it drives (the next estateList on the page). A failure leaves an empty filter.
 */
async function loadFilterBars(ctx: RequestContext, page: Page): Promise<Record<number, FilterBarData>> {
  const entries = await Promise.all(
    page.sections.map(async (section, index) => {
      if (section.type !== 'estateFilter') return null;
      const list = page.sections.slice(index + 1).find((next) => next.type === 'estateList');
      if (list?.type !== 'estateList') return null;
      const node = listingOf(ctx.api, list)!.node;
      try {
        const options = await getEstateFilters(ctx.api, buildSearchBody({}, node).query);
        return [
          section.id,
          {
            listingSectionId: list.id,
            options: {
              locations: locationOptions(options.locations, ctx.locale),
              types: typeOptions(options.headTypes, ctx.locale),
              bedrooms: bedroomOptions(options.bedrooms, ctx.locale),
            },
            openHouse: options.openHouses !== 0,
          },
        ] as const;
      } catch (error) {
        logFailure('filter options failed', error, `section ${section.id}`);
        return [section.id, { listingSectionId: list.id, options: { locations: [], types: [], bedrooms: [] }, openHouse: false }] as const;
      }
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

/** Where the listing's calls to action lead: the valuation page (source=estimate), its reviews, the subscription. */
async function loadCtaLinks(ctx: RequestContext, page: Page): Promise<SectionData['ctaLinks']> {
  // Only an estate list shows them: other pages make no call for the list of pages.
  const pages = page.sections.some((section) => section.type === 'estateList') ? await listPages(ctx.api).catch(() => []) : [];
  const valuation = pages.find((page) => page.key === 'valuation');
  const url = valuation?.url[ctx.locale] ?? valuation?.url.nl;
  const valuationPath = url ? `/${ctx.locale}/${url}` : buildPath('home', {}, ctx.locale);
  return { valuation: `${valuationPath}?source=estimate`, reviews: `${valuationPath}#reviews`, subscribe: buildPath('subscribe', {}, ctx.locale) };
}

async function loadItems(ctx: RequestContext, page: Page) {
  const entries = await Promise.all(
    page.sections
      .filter((section): section is Extract<Section, { type: 'estateItem' }> => section.type === 'estateItem')
      .map(async (section) => {
        try {
          const estate = await getVisibleEstate(ctx.api, section.estateId);
          return [
            section.id,
            estateCard(
              estate,
              ctx.locale,
              { linkToDetail: ctx.site.settings.linkToDetail, images: ctx.images, cardAgent: ctx.site.settings.cardAgent },
              translate,
            ),
          ] as const;
        } catch (error) {
          if (!(error instanceof HiddenEstateError)) logFailure('featured estate unavailable', error, `estate ${section.estateId}`);
          return [section.id, null] as const;
        }
      }),
  );
  return Object.fromEntries(entries);
}

/**
 * Loads a CMS page and everything its sections show, with a contact form that came back
 * (ctx.form). `section`: the console's preview of one section, hidden or not: the
 * page with that section alone (a filter bar with the list it drives).
 */
export async function loadCmsPage(
  ctx: RequestContext,
  path: string,
  url: URL = new URL(ctx.c.req.url),
  { section }: { section?: number } = {},
): Promise<CmsPageData> {
  let page: Page;
  try {
    page = await getPageByUrl(ctx.api, path, { withHidden: section !== undefined });
  } catch (error) {
    if (isNotFound(error)) throw new NotFoundError(`No page at ${path}`);
    throw error;
  }
  if (section !== undefined) {
    const at = page.sections.findIndex((candidate) => candidate.id === section);
    const driven = page.sections[at]?.type === 'estateFilter' ? page.sections.slice(at + 1).find((next) => next.type === 'estateList') : undefined;
    page = { ...page, sections: at < 0 ? [] : [page.sections[at]!, ...(driven ? [driven] : [])], elements: [] };
  }
  // The box's examples (the home page's, and a listing's placeholder) are asked beside the page's other calls, through the cache.
  const hasBox = page.key === 'home' || (page.sections.some((one) => one.type === 'estateList') && page.sections.some((one) => one.type === 'estateFilter'));
  const examples = hasBox ? examplesOf(ctx.api, ctx.locale) : undefined;
  examples?.catch((error: unknown) => logFailure('search examples unavailable', error));
  const [entities, listings, items, filterBars, ctaLinks, rentals] = await Promise.all([
    loadEntities(ctx, page),
    loadListings(ctx, page, url),
    loadItems(ctx, page),
    loadFilterBars(ctx, page),
    loadCtaLinks(ctx, page),
    loadRentalListings(ctx, page, url),
  ]);
  const plainSearch = await boxOf(ctx.api, ctx.locale, page, listings, url, examples);
  const sent = url.searchParams.get('contact');
  const firstForm = page.sections.find((section) => section.type === 'contactForm');
  const posted = ctx.form ? page.sections.find((section) => section.type === 'contactForm' && `contact-form-${section.id}` === ctx.form!.form) : undefined;
  const returned: ContactReturn | null = posted
    ? { sectionId: posted.id, status: 'error', fieldErrors: ctx.form!.fieldErrors, values: ctx.form!.values, message: ctx.form!.message }
    : firstForm && sent === 'sent'
      ? { sectionId: firstForm.id, status: 'success', fieldErrors: {}, values: {} }
      : null;
  return {
    page,
    plainSearch,
    sections: {
      path: url.pathname + url.search.replace(/([?&])contact=[^&]*&?/, '$1').replace(/[?&]$/, ''),
      source: url.searchParams.get('source'),
      ...entities,
      listings,
      items,
      contact: returned,
      captcha: captchaOf(ctx.c.env, ctx.site),
      filterBars,
      pageId: page.id,
      pagePath: url.pathname,
      ctaLinks,
      mapTiles: mapTilesOf(ctx.c.env),
      rentals,
      costs: { query: costQueryOf(url.searchParams), region: regionFromPostalCode(ctx.site.contact.zip) ?? 'FLANDERS' },
      valuation: ctx.form?.valuation ?? null,
    },
  };
}
