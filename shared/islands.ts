/**
 * The island contract shared by the server render and the browser entry:
 * the server wraps each interactive component in <agency-island data-island="name"
 * data-props="{json}">; the browser defines that custom element, which lazy-loads the
 * island's chunk and hydrates it in place, however late the element is streamed in.
 */
export const ISLAND_TAG = 'agency-island';
export const ISLAND_NAME_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';
/** Set on the element once hydration started, so a moved element is not hydrated twice. */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Set once React has hydrated the island (its effects ran): what a test or a monitor waits for. */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready';
/**
 * The islands' names, from their files (scripts/island-registry.mjs): React islands
 * (client/islands/), hydrated by client/hydrate.ts, and enhanced ones (client/enhancers/), a
 * small DOM enhancer each: a page whose islands are all enhanced loads no React at all.
 */
export { ENHANCED_ISLANDS, type EnhancedIsland, type IslandName, REACT_ISLANDS, type ReactIsland } from './island-names.generated';
