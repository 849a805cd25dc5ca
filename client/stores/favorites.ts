import { proxy, subscribe } from 'valtio';
import { followFavorites, MAX_FAVORITES, readFavorites, toggled, writeFavorites } from './listing-lists';

export interface FavoritesState {
  ids: number[];
}

let store: ReturnType<typeof createFavoritesStore> | undefined;

/** Favorites kept in the browser (listing-lists.ts), shared by every island of the page. */
function createFavoritesStore() {
  const state = proxy<FavoritesState>({ ids: readFavorites() });
  subscribe(state, () => writeFavorites([...state.ids]));
  // A heart without React (enhancers/favorite-button.enhance.ts) or another tab changed them:
  // follow. The store's own writes come back here too, equal, and are left alone.
  followFavorites((ids) => {
    if (ids.length !== state.ids.length || ids.some((id, at) => id !== state.ids[at])) state.ids = [...ids];
  });
  return {
    state,
    has: (id: number) => state.ids.includes(id),
    toggle(id: number) {
      state.ids = toggled(state.ids, id).slice(0, MAX_FAVORITES);
    },
    remove(ids: number[]) {
      state.ids = state.ids.filter((id) => !ids.includes(id));
    },
  };
}

/** The page's favorites store; only ever called in the browser (from effects and handlers). */
export function favoritesStore(): ReturnType<typeof createFavoritesStore> {
  store ??= createFavoritesStore();
  return store;
}
