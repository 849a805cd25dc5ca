import type { D1Database, KVNamespace } from '@cloudflare/workers-types';
import {
  estateGenerationPart,
  hostnameGenerationKey,
  LISTINGS_GENERATION_PART,
  partGenerationKey,
  rentalUnitGenerationPart,
  siteGenerationKey,
} from '../../../shared/contract/cache-generations';
import { logFailure } from '../log';

/**
 * Over this many changed estates a write retires the site's whole cache (one KV write)
 * instead of each estate's part (two KV operations each; a Worker has 1,000 per request).
 */
export const MAX_RETIRED_PARTS = 100;

async function bump(kv: KVNamespace, key: string): Promise<void> {
  const next = Number((await kv.get(key)) ?? 0) + 1;
  await kv.put(key, String(next));
}

/**
 * Retires the site's cached answers that showed the changed estates: each estate's own
 * answers and the site's listings, or everything of the site when many changed. Answers
 * whether the cache was reached: false when the platform has no CACHE binding or KV failed
 * (the site's answers then age out at their TTL; the sync log says so).
 * @example await retireEstates(env.CACHE, 1, [1042, 1043])
 */
export function retireEstates(kv: KVNamespace | undefined, siteId: number, estateIds: readonly number[]): Promise<boolean> {
  return retireParts(kv, siteId, estateIds.map(estateGenerationPart));
}

/**
 * Retires the site's cached answers that showed the changed holiday units (each unit's page
 * and periods, and the holiday listings), as `retireEstates` does for estates.
 * @example await retireRentalUnits(env.CACHE, 1, [70001])
 */
export function retireRentalUnits(kv: KVNamespace | undefined, siteId: number, unitIds: readonly number[]): Promise<boolean> {
  return retireParts(kv, siteId, unitIds.map(rentalUnitGenerationPart));
}

async function retireParts(kv: KVNamespace | undefined, siteId: number, parts: readonly string[]): Promise<boolean> {
  if (!kv || parts.length === 0) return Boolean(kv);
  const keys =
    parts.length > MAX_RETIRED_PARTS
      ? [siteGenerationKey(siteId)]
      : [partGenerationKey(siteId, LISTINGS_GENERATION_PART), ...new Set(parts.map((part) => partGenerationKey(siteId, part)))];
  try {
    await Promise.all(keys.map((key) => bump(kv, key)));
    return true;
  } catch (error) {
    logFailure('ingest: the site cache was not retired', error instanceof Error ? error.message : String(error), `site ${siteId}`);
    return false;
  }
}

/**
 * Retires every cached answer of a site and the lookups of its hostnames (which hold its
 * record), after the record itself changed (the console's legal data, theme or logo, a publish
 * or a return to coming soon, a hostname gained or lost: `alsoHostnames` names one the site no
 * longer has): the site's next page shows it. Only this site's lookups: every other agency's
 * lookups and kept pages stay. Answers whether the cache was reached (false: unbound
 * or KV failed; the answers then age out at their TTL).
 * @example await retireSite(c.env, 1)
 */
export async function retireSite(
  env: { CACHE?: KVNamespace | undefined; DB: D1Database },
  siteId: number,
  alsoHostnames: readonly string[] = [],
): Promise<boolean> {
  const kv = env.CACHE;
  if (!kv) return false;
  try {
    const { results } = await env.DB.prepare('SELECT hostname FROM site_hostnames WHERE site_id = ?1').bind(siteId).all<{ hostname: string }>();
    const hostnames = new Set([...results.map((row) => row.hostname), ...alsoHostnames].map((hostname) => hostname.toLowerCase()));
    await Promise.all([bump(kv, siteGenerationKey(siteId)), ...[...hostnames].map((hostname) => bump(kv, hostnameGenerationKey(hostname)))]);
    return true;
  } catch (error) {
    logFailure('cache: the site answers were not retired', error instanceof Error ? error.message : String(error), `site ${siteId}`);
    return false;
  }
}
