import type { EstateCard } from '../../shared/domain/estate-card';
import type { EstateFilter } from '../../shared/domain/search-params';
import type { ListingNode } from '../../shared/domain/listing-search';
import { createEstateListStore, type EstateListStore } from './estate-list';
import { createFilterStore, type FilterOptions, type FilterStore } from './filter';

interface ListingStores {
  filter: FilterStore;
  list: EstateListStore;
  seeded: { options: boolean; list: boolean };
}

/**
 * The filter bar and the list of one listing section are separate islands; they meet in
 * these stores, created once per section in the browser. On the server every render gets
 * its own (module state in a worker would be shared by concurrent requests).
 */
const listings = new Map<string, ListingStores>();

function stores(key: string, filter: EstateFilter): ListingStores {
  const create = (): ListingStores => ({
    filter: createFilterStore({ locations: [], types: [], bedrooms: [] }, filter),
    list: createEstateListStore(),
    seeded: { options: false, list: false },
  });
  if (typeof window === 'undefined') return create();
  let found = listings.get(key);
  if (!found) {
    found = create();
    listings.set(key, found);
  }
  return found;
}

/** The stores of a listing, with the filter options the server rendered put in once. */
export function filterBarStores(key: string, filter: EstateFilter, options: FilterOptions): ListingStores {
  const found = stores(key, filter);
  if (!found.seeded.options) {
    found.filter.optionsLoaded(options);
    found.seeded.options = true;
  }
  return found;
}

/** The stores of a listing, with the first page the server rendered put in once. */
export function listStores(key: string, filter: EstateFilter, node: ListingNode, first: { cards: EstateCard[]; total: number }): ListingStores {
  const found = stores(key, filter);
  if (!found.seeded.list) {
    found.list.firstPageStarted(node);
    found.list.firstPageLoaded(first.cards, first.total);
    found.seeded.list = true;
  }
  return found;
}
