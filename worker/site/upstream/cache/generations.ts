import type { KVNamespace } from '@cloudflare/workers-types';
import type { CachePart, Namespace, PAGES_PART } from './keys';
import { logFailure } from '../../log';
import { BoundedMap } from '../../bounded-map';

/*
 * Purge generations. Every entry records the generation it was stored under:
 * `{gen:all}.{gen:namespace}`, or `{gen:all}.{gen:siteId}.{gen:siteId/part}` within a part.
 * An entry of an older generation is retired: never served as fresh or stale-while-revalidate,
 * but still the stale-if-error answer while the platform fails, until a new answer replaces
 * it. So a purge during an outage keeps the pages up, and purging needs only KV.
 *
 * A purge bumps one namespace's generation: a site purge bumps the site's and the hostnames',
 * so the images of every agency stay; a purge of all sites bumps `gen:all`, which is in every
 * key, shared answers included. A part has its own generation (`gen:{siteId}/{part}`) beside
 * the site's, so a site purge still retires it and a publish bumps only the parts it names.
 */

/** How long an isolate trusts the generation numbers it read from KV. */
export const GENERATION_MEMORY_MS = 5_000;
/**
 * How long an isolate trusts the number of a part a listing write retires (the site's listings,
 * one estate's or holiday unit's answers): a CRM's update bumps these, and a visitor looking at
 * the listing sees the change a second later, not five (webhook → fresh page p99 ≤ 2 s,
 * docs/caching.md). The site's own and the hostnames' numbers keep the longer memory.
 */
export const LISTING_GENERATION_MEMORY_MS = 1_000;
const LISTING_PART_KEY = /^gen:\d+\/(?:listings|estate-\d+|rental-unit-\d+)$/;

/** How long a generation number read under `key` is trusted. */
export function generationMemoryMs(key: string): number {
  return LISTING_PART_KEY.test(key) ? LISTING_GENERATION_MEMORY_MS : GENERATION_MEMORY_MS;
}

/** What one generation number retires: every site, a namespace, or a part of a site's. */
export type GenerationScope = Namespace | 'all' | `${Namespace | 'all'}/${CachePart | typeof PAGES_PART}`;

export function generationKey(scope: GenerationScope): string {
  return `gen:${scope}`;
}

/**
 * Generation numbers an isolate remembers: a few per site it served in the last seconds (the
 * site's, its hostnames', its parts'); past this the one read longest ago is read again.
 */
const GENERATIONS_MAX = 2_000;
// Per isolate: generation numbers read recently.
const known = new BoundedMap<string, { value: number; readAt: number }>('cache generations', GENERATIONS_MAX);

/** The generation numbers in KV, read through this isolate's short memory of them. */
export class Generations {
  constructor(
    private readonly kv: KVNamespace,
    private readonly now: () => number,
  ) {}

  /** The current number under a generation key; an unreadable KV keeps the last known one (else 0). */
  async read(key: string): Promise<number> {
    const remembered = known.get(key);
    // A number read "in the future" (the clock went back) is read again, not trusted until then.
    const age = remembered ? this.now() - remembered.readAt : -1;
    if (remembered && age >= 0 && age < generationMemoryMs(key)) return remembered.value;
    let value = 0;
    try {
      value = Number((await this.kv.get(key)) ?? 0) || 0;
    } catch (error) {
      logFailure('cache generation unreadable', error, key);
      if (remembered) return remembered.value;
    }
    known.set(key, { value, readAt: this.now() });
    return value;
  }

  /** Moves a generation on: every entry stored under the one before is retired at once. */
  async bump(key: string): Promise<number> {
    const next = Number((await this.kv.get(key)) ?? 0) + 1;
    await this.kv.put(key, String(next));
    known.set(key, { value: next, readAt: this.now() });
    return next;
  }
}

/** Forgets the generation numbers this isolate remembers. */
export function clearGenerations(): void {
  known.clear();
}
