import { proxy, subscribe } from 'valtio';

const STORAGE_KEY = 'agency-favorites';
const MAX_FAVORITES = 200;

export interface FavoritesState {
  ids: number[];
}

function read(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0).slice(0, MAX_FAVORITES) : [];
  } catch {
    return [];
  }
}

let store: ReturnType<typeof createFavoritesStore> | undefined;

/** Favorites kept in the browser (localStorage of the agency's own domain), shared by every island of the page. */
function createFavoritesStore() {
  const state = proxy<FavoritesState>({ ids: read() });
  subscribe(state, () => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(state.ids));
    } catch {
      // private mode or full storage: favorites then last for this page only
    }
  });
  // Another tab changed them: follow.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) state.ids = read();
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
