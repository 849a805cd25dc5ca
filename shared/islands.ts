/**
 * The island contract shared by the server render and the browser entry (DESIGN.md §6):
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
 * Islands whose browser side is a small DOM enhancer (client/enhancers/), not React: a page
 * whose islands are all among these loads no React at all. The others are React islands
 * (client/islands/), hydrated by client/hydrate.ts.
 */
export const ENHANCED_ISLANDS = ['back-to-top', 'cta-numbers', 'favorite-button', 'favorites-count', 'main-navigation', 'scroll-down'] as const;
export type EnhancedIsland = (typeof ENHANCED_ISLANDS)[number];
