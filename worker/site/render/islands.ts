/**
 * The server-side handles of the islands (ContactFormIsland, …): generated from the files of
 * client/islands/ and client/enhancers/ by scripts/island-registry.mjs (build.mjs runs it).
 */
export * from './islands.generated';
