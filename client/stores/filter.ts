import { proxy } from 'valtio';
import type { FilterOption } from '../../shared/domain/filter-options';
import type { BoundingBox, LatLng } from '../../shared/domain/map-area';
import { type EstateFilter, FILTER_DEFAULTS, filterWithDefaults, isPriceBound, type SortOrder, type SortType } from '../../shared/domain/search-params';

export interface FilterOptions {
  locations: FilterOption[];
  types: FilterOption[];
  bedrooms: FilterOption[];
}

/** The estate filter's state. */
export interface FilterState {
  filterQuery: EstateFilter;
  options: FilterOptions;
  isLoading: boolean;
  error: string | null;
}

/** Filter state and its transitions; one per listing, created in the browser. */
export function createFilterStore(options: FilterOptions, filterQuery: EstateFilter = { ...FILTER_DEFAULTS }) {
  const state = proxy<FilterState>({ filterQuery, options, isLoading: false, error: null });
  const actions = {
    /** Initialising from request parameters builds filterQuery. */
    initFromParams(params: URLSearchParams) {
      state.filterQuery = filterWithDefaults(params);
    },
    /** Setting sort merges into filterQuery. */
    setSort(sort: { sortType?: SortType; sortOrder?: SortOrder }) {
      state.filterQuery = { ...state.filterQuery, ...sort };
    },
    /** Setting cities, types or bedrooms removes the key when the list is empty (one setter for the three: the listing page's bytes). */
    setList(name: 'city' | 'type' | 'bedrooms', values: number[]) {
      const { [name]: _, ...rest } = state.filterQuery;
      state.filterQuery = values.length > 0 ? { ...rest, [name]: values } : rest;
    },
    /**
     * Setting a price range stores min and max, each cleared when falsy or not a
     * price bound (strict: whole, safe, above 0), so the address only ever gets those.
     */
    setPriceRange(min: number | null | undefined, max: number | null | undefined) {
      const { priceMin: _min, priceMax: _max, ...rest } = state.filterQuery;
      state.filterQuery = { ...rest, ...(isPriceBound(min) ? { priceMin: min } : {}), ...(isPriceBound(max) ? { priceMax: max } : {}) };
    },
    /** The area searched on the map: a box or a drawn shape replaces the other; none clears both. */
    setMapArea(area: { bbox?: BoundingBox; polygon?: LatLng[] }) {
      const { bbox: _bbox, polygon: _polygon, ...rest } = state.filterQuery;
      state.filterQuery = { ...rest, ...(area.bbox ? { bbox: area.bbox } : {}), ...(area.polygon ? { polygon: area.polygon } : {}) };
    },
    /** A general update merges. */
    update(partial: Partial<EstateFilter>) {
      state.filterQuery = { ...state.filterQuery, ...partial };
    },
    optionsLoading() {
      state.isLoading = true;
    },
    optionsLoaded(options: FilterOptions) {
      state.options = options;
      state.isLoading = false;
      state.error = null;
    },
    /** A filter loading failure is logged and leaves an empty filter model. */
    optionsFailed(error: string) {
      console.error('filter options failed', error);
      state.options = { locations: [], types: [], bedrooms: [] };
      state.isLoading = false;
      state.error = error;
    },
  };
  return { state, ...actions };
}

export type FilterStore = ReturnType<typeof createFilterStore>;
