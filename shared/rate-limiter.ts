import { DurableObject } from 'cloudflare:workers';

/**
 * One rate-limit counter, used by both workers (the site's forms, worker/site/forms/rate-limit.ts;
 * the platform's console sign-in, worker/platform/console-api/sign-in.ts): a Durable Object per scope and key,
 * so all requests of one key are counted by one object, one after the other; parallel
 * requests can no longer all read the same count, as they could with the KV counter it
 * replaces. A sliding window: the times of the requests taken within the last window, in
 * the object's SQLite-backed storage (an evicted object forgets nothing); an alarm deletes
 * them once they are all past.
 */
export class RateLimiter extends DurableObject {
  /** Takes one request when fewer than `limit` were taken in the last `windowSeconds`: 0, else the seconds until one may. */
  async take(limit: number, windowSeconds: number): Promise<number> {
    const now = Date.now();
    const windowMs = windowSeconds * 1000;
    const taken = (this.ctx.storage.kv.get<number[]>('taken') ?? []).filter((at) => at > now - windowMs);
    if (taken.length >= limit) return Math.max(1, Math.ceil((taken[taken.length - limit]! + windowMs - now) / 1000));
    taken.push(now);
    this.ctx.storage.kv.put('taken', taken);
    await this.ctx.storage.setAlarm(now + windowMs);
    return 0;
  }

  /** The last request taken is out of its window: nothing left to remember. */
  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
