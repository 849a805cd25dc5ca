import { sortOptions } from '../../../shared/domain/filter-options';
import { rentalCard } from '../../../shared/domain/rental-card';
import { buildRentalSearchBody, parseRentalParams, RENTAL_PAGE_SIZE } from '../../../shared/domain/rentals';
import { localizedValue } from '../../../shared/i18n';
import type { Locale } from '../../../shared/i18n/locales';
import type { Page } from '../../../shared/types/content';
import type { RentalFilterOptions } from '../../../shared/types/rental';
import type { RentalSearchOptions } from '../../../client/islands/rental-search';
import { getRentalFilters, searchRentalUnits } from '../upstream/rentals';
import { markIfOutage } from '../request-context';
import type { RequestContext } from '../request-context';
import { logFailure } from '../log';
import type { RentalListData } from '../render/rental-section';

/** The filter options as the island shows them: localized, sorted by label; the arrival field's and the window's bounds. */
export function rentalSearchOptions(found: RentalFilterOptions, locale: Locale): RentalSearchOptions {
  const named = (items: { id: number; name: Record<string, string> }[]) =>
    sortOptions(
      items.map((item) => ({ value: item.id, label: localizedValue(item.name, locale) })),
      locale,
    );
  const arrivals = [...found.periodStartDates].sort();
  const starts = found.periodDates.map((period) => period.start).sort();
  const ends = found.periodDates.map((period) => period.end).sort();
  return {
    locations: named(found.locations),
    cities: named(found.cities),
    types: named(found.subKinds),
    periodTypes: named(found.periodTypes),
    guests: [...found.maxOccupations].sort((a, b) => a - b),
    arrival: arrivals.length > 0 ? { min: arrivals[0]!, max: arrivals.at(-1)! } : null,
    window: starts.length > 0 ? { min: starts[0]!, max: ends.at(-1)! } : null,
  };
}

const NO_OPTIONS: RentalFilterOptions = { locations: [], subKinds: [], cities: [], maxOccupations: [], periodTypes: [], periodStartDates: [], periodDates: [] };

/**
 * Every rentalList section of a page: the filter from the address, its options (for the whole
 * site, so widening is always possible) and the requested page of cards (?page=n without
 * JavaScript). A failing search shows no results and is logged.
 */
export async function loadRentalListings(ctx: RequestContext, page: Page, url: URL): Promise<Record<number, RentalListData>> {
  const sections = page.sections.filter((section) => section.type === 'rentalList');
  if (sections.length === 0) return {};
  const filter = parseRentalParams(url.searchParams);
  const pageNumber = Math.min(Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1), 500);
  const found = await getRentalFilters(ctx.api).catch((error: unknown) => {
    logFailure('rental filter options failed', error);
    return NO_OPTIONS;
  });
  const options = rentalSearchOptions(found, ctx.locale);
  const entries = await Promise.all(
    sections.map(async (section) => {
      const pageSize = section.type === 'rentalList' ? section.pageSize || RENTAL_PAGE_SIZE : RENTAL_PAGE_SIZE;
      const offset = (pageNumber - 1) * pageSize;
      try {
        const { total, hits } = await searchRentalUnits(ctx.api, buildRentalSearchBody(filter, { limit: pageSize, offset }));
        const next = new URL(url);
        next.searchParams.set('page', String(pageNumber + 1));
        const data: RentalListData = {
          filter,
          options,
          first: { total, offset, cards: hits.map((hit) => rentalCard(hit.unit, hit.cheapest, ctx.locale, ctx.images)) },
          pageSize,
          nextHref: offset + pageSize < total ? next.pathname + next.search : null,
        };
        return [section.id, data] as const;
      } catch (error) {
        logFailure('rental listing failed', error, `section ${section.id}`);
        const unavailable = markIfOutage(ctx.c, error);
        return [section.id, { filter, options, first: { total: 0, offset, cards: [] }, pageSize, nextHref: null, unavailable }] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}
