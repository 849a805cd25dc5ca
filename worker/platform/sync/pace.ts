import { SYNC_PACE_BURST, type SyncPace } from '../../../shared/contract/console-crm-sync';
import type { PlatformBindings } from '../types';

/*
 * The pace of a connection's webhook events (decision 054): every call the CRM makes is taken
 * and queued, and the platform works through them at SYNC_LISTINGS_PER_MINUTE per connection,
 * the first SYNC_PACE_BURST of a burst at once. An event beyond them waits its turn in the queue
 * (a delayed message), so a bulk publish of 600 listings is written in full and a CRM's own
 * rate limit is not hit by a burst of fetches; a CRM that answers 429 all the same is retried
 * after its Retry-After (sync/consumer.ts).
 */

/** Listings a connection's webhook events are synced at, a minute, unless SYNC_LISTINGS_PER_MINUTE says otherwise. */
export const DEFAULT_LISTINGS_PER_MINUTE = 300;
/** The longest delay a queue message may carry (Cloudflare Queues: 12 hours). */
const MAX_DELAY_SECONDS = 12 * 60 * 60;

/** `300` → { perMinute: 300, burst }; the default for anything else. */
export function syncPace(setting: string | undefined): SyncPace {
  const perMinute = /^\s*\d{1,6}\s*$/.test(setting ?? '') ? Number(setting) : 0;
  return { perMinute: perMinute >= 1 ? perMinute : DEFAULT_LISTINGS_PER_MINUTE, burst: SYNC_PACE_BURST };
}

/** The milliseconds between two events' turns on a platform. */
export const turnMs = (env: Pick<PlatformBindings, 'SYNC_LISTINGS_PER_MINUTE'>) => 60_000 / syncPace(env.SYNC_LISTINGS_PER_MINUTE).perMinute;

/** The seconds a queue message waits for an event's turn (`dueAt`, ms): none while the burst lasts. */
export function delayOf(dueAt: number, env: Pick<PlatformBindings, 'SYNC_LISTINGS_PER_MINUTE'>, now: number): number {
  const early = dueAt - SYNC_PACE_BURST * turnMs(env) - now;
  return early <= 0 ? 0 : Math.min(MAX_DELAY_SECONDS, Math.ceil(early / 1000));
}
