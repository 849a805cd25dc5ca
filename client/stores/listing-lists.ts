/**
 * Lists of listing ids the visitor keeps in the browser, newest first: favorites, the listings
 * to compare and the ones viewed recently. Each is a JSON array under its key in
 * localStorage of the agency's own domain; a change on the page is announced on window as
 * `{key}-change` with the new ids as detail, a change in another tab arrives as a storage event.
 * The favorites are shared by the React store (favorites.ts) and the enhancers that work without
 * React (the header count, the hearts outside a React list). One module: the entry loads it all.
 */
export interface ListingList {
  key: string;
  /** How many ids it keeps; the oldest go first. */
  max: number;
}

/** The visitor's favorites. */
export const FAVORITES_STORAGE_KEY = 'agency-favorites';
export const MAX_FAVORITES = 200;
const FAVORITES_LIST: ListingList = { key: FAVORITES_STORAGE_KEY, max: MAX_FAVORITES };
/** The listings chosen to compare side by side (shared/domain/compare.ts MAX_COMPARED). */
export const COMPARE_LIST: ListingList = { key: 'agency-compare', max: 4 };
/** The listings whose page the visitor opened, newest first (the favorites page shows them). */
export const RECENT_LIST: ListingList = { key: 'agency-recent', max: 12 };

export const changeEventOf = (list: ListingList) => `${list.key}-change`;

export function readList(list: ListingList): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(list.key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0).slice(0, list.max) : [];
  } catch {
    return [];
  }
}

/** Keeps the ids (at most `max`) and tells the page; the event carries them, so the page follows even when storage refuses them. */
export function writeList(list: ListingList, ids: readonly number[]): void {
  const kept = ids.slice(0, list.max);
  try {
    localStorage.setItem(list.key, JSON.stringify(kept));
  } catch {
    // private mode or full storage: the list then lasts for this page only
  }
  window.dispatchEvent(new CustomEvent<readonly number[]>(changeEventOf(list), { detail: kept }));
}

/** Puts an id first (once). */
export const withFirst = (ids: readonly number[], id: number) => [id, ...ids.filter((known) => known !== id)];

/** An id out if it is in, else in first: a heart's press (writeList keeps the most). */
export const toggled = (ids: readonly number[], id: number) => (ids.includes(id) ? ids.filter((known) => known !== id) : [id, ...ids]);

/** Calls `listener` with the ids whenever this page or another tab changes the list. */
export function followList(list: ListingList, listener: (ids: readonly number[]) => void): void {
  window.addEventListener(changeEventOf(list), (event) => listener((event as CustomEvent<readonly number[]>).detail));
  window.addEventListener('storage', (event) => {
    if (event.key === list.key) listener(readList(list));
  });
}

/** Dispatched on window with the new ids as detail whenever this page changes the favorites. */
export const FAVORITES_CHANGE_EVENT = changeEventOf(FAVORITES_LIST);
export const readFavorites = (): number[] => readList(FAVORITES_LIST);
export const writeFavorites = (ids: readonly number[]): void => writeList(FAVORITES_LIST, ids);
export const followFavorites = (listener: (ids: readonly number[]) => void): void => followList(FAVORITES_LIST, listener);
