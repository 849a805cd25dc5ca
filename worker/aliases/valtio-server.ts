// valtio on the server (wrangler.toml and wrangler.production.toml [alias]). An island renders
// once on the server, from its initial state, and nothing mutates it there: a store is its
// plain initial object, a snapshot is the store itself and nobody subscribes. The browser
// gets the real valtio (build.mjs), whose first snapshot is that same state, so hydration
// matches. About 2 KB gzipped less in every worker isolate.

/** The store's initial state, as is. */
export function proxy<T extends object>(initial: T = {} as T): T {
  return initial;
}

/** What the island reads while rendering: the state itself. */
export function useSnapshot<T extends object>(store: T): T {
  return store;
}

/** The same outside a component. */
export const snapshot = useSnapshot;

/** Nothing changes on the server: nothing to notify. */
export function subscribe(): () => void {
  return () => {};
}

/** Kept out of tracking in valtio; on the server nothing is tracked. */
export function ref<T extends object>(value: T): T {
  return value;
}
