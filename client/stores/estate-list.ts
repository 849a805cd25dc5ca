import { proxy } from 'valtio';
import type { EstateCard } from '../../shared/domain/estate-card';
import type { ListingNode } from '../../shared/domain/listing-search';

/** The estate list's state. */
export interface EstateListState {
  node: ListingNode | null;
  estates: EstateCard[];
  total: number;
  isLoading: boolean;
  isLoadingNextPage: boolean;
  error: string | null;
}

/** More pages exist while the loaded count is below the total. */
export function hasMorePages(state: { readonly estates: readonly unknown[]; readonly total: number }): boolean {
  return state.estates.length < state.total;
}

/**
 * The list and its transitions: errors are stored; a failed next page
 * keeps what the list had, a failed search empties it (total 0, no results), so the
 * cards of the previous filter never stand under a new one.
 */
export function createEstateListStore(initial: Partial<EstateListState> = {}) {
  const state = proxy<EstateListState>({ node: null, estates: [], total: 0, isLoading: true, isLoadingNextPage: false, error: null, ...initial });
  return {
    state,
    /** First-page fetch sets node and loading. */
    firstPageStarted(node: ListingNode) {
      state.node = node;
      state.isLoading = true;
    },
    /** Success replaces estates and sets total. */
    firstPageLoaded(estates: EstateCard[], total: number) {
      state.estates = estates;
      state.total = total;
      state.isLoading = false;
      state.error = null;
    },
    /** Error stores error, total 0 and no results, and clears loading. */
    firstPageFailed(error: string) {
      state.error = error;
      state.estates = [];
      state.total = 0;
      state.isLoading = false;
    },
    nextPageStarted() {
      state.isLoadingNextPage = true;
    },
    /** Success appends results (never twice the same estate) and updates total. */
    nextPageLoaded(estates: EstateCard[], total: number) {
      const known = new Set(state.estates.map((estate) => estate.id));
      state.estates = [...state.estates, ...estates.filter((estate) => !known.has(estate.id))];
      state.total = total;
      state.isLoadingNextPage = false;
    },
    nextPageFailed(error: string) {
      state.error = error;
      state.isLoadingNextPage = false;
    },
  };
}

export type EstateListStore = ReturnType<typeof createEstateListStore>;
