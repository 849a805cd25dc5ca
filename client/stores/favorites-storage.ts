/**
 * Where the visitor's favorites are kept: a JSON array of estate ids in localStorage of the
 * agency's own domain. Shared by the React store (favorites.ts) and the header count that
 * works without React (enhancers/favorites-count.enhance.ts): a change on the page is
 * announced with FAVORITES_CHANGE_EVENT, a change in another tab arrives as a storage event.
 */
export const FAVORITES_STORAGE_KEY = 'agency-favorites';
export const MAX_FAVORITES = 200;
/** Dispatched on window with the new ids as detail whenever this page changes the favorites. */
export const FAVORITES_CHANGE_EVENT = 'agency-favorites-change';

export function readFavorites(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0).slice(0, MAX_FAVORITES) : [];
  } catch {
    return [];
  }
}

/** Keeps the ids and tells the page; the event carries them, so the page follows even when storage refuses them. */
export function writeFavorites(ids: readonly number[]): void {
  try {
    localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // private mode or full storage: favorites then last for this page only
  }
  window.dispatchEvent(new CustomEvent<readonly number[]>(FAVORITES_CHANGE_EVENT, { detail: ids }));
}

/** Calls `listener` with the ids whenever this page or another tab changes them. */
export function followFavorites(listener: (ids: readonly number[]) => void): void {
  window.addEventListener(FAVORITES_CHANGE_EVENT, (event) => listener((event as CustomEvent<readonly number[]>).detail));
  window.addEventListener('storage', (event) => {
    if (event.key === FAVORITES_STORAGE_KEY) listener(readFavorites());
  });
}
