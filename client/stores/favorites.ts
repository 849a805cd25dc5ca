import { proxy, subscribe } from 'valtio';
import { FAVORITES_STORAGE_KEY, MAX_FAVORITES, readFavorites, writeFavorites } from './favorites-storage';

export interface FavoritesState {
  ids: number[];
}

let store: ReturnType<typeof createFavoritesStore> | undefined;

/** Favorites kept in the browser (favorites-storage.ts), shared by every island of the page. */
function createFavoritesStore() {
  const state = proxy<FavoritesState>({ ids: readFavorites() });
  subscribe(state, () => writeFavorites([...state.ids]));
  // Another tab changed them: follow.
  window.addEventListener('storage', (event) => {
    if (event.key === FAVORITES_STORAGE_KEY) state.ids = readFavorites();
  });
  return {
    state,
    has: (id: number) => state.ids.includes(id),
    toggle(id: number) {
      state.ids = state.ids.includes(id) ? state.ids.filter((known) => known !== id) : [id, ...state.ids].slice(0, MAX_FAVORITES);
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
