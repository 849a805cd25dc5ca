/** Whether the last three readings (MB) settled: the last at most `share` (3 %) above the first; a line saying so. */
export function settled(label: string, readings: number[], share?: number): string;
/** The verdicts of the last rounds: RSS idle, after the collections and, when the allocator releases, after release. */
export function roundsSettled(rounds: { rss: number; collected: number; released: number | null }[], allocator?: string): string;
/** Isolates' heaps added up (bytes): totals before the collection, used after it, ArrayBuffers. */
export function totalOf(
  heaps: Record<string, { used: number; total: number; backing: number; collected: boolean; before: { used: number; total: number } | null }>,
): {
  before: number;
  live: number;
  backing: number;
};
/** tcmalloc's free memory (bytes): page heap and its caches, not unmapped pages. */
export function keptFree(figures: { pageheapFree: number; cpuFree: number; centralFree: number; transferFree: number }): number;
