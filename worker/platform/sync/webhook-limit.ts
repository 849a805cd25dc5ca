import type { PlatformBindings } from '../types';
import { logFailure } from '../log';

/**
 * CRM webhooks per site and window (WEBHOOK_RATE_LIMIT, `count/seconds`): generous, since an
 * agency publishing a batch sends one call per estate, and every call beyond it is answered
 * 429 with Retry-After. Counted by the RateLimiter Durable Object both workers share
 * (shared/rate-limiter.ts), one per site.
 */
export const DEFAULT_WEBHOOK_LIMIT = { limit: 300, windowSeconds: 300 };

/** `300/300` → { limit: 300, windowSeconds: 300 }; the default for anything else. */
export function webhookLimit(setting: string | undefined): { limit: number; windowSeconds: number } {
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,6})\s*$/.exec(setting ?? '');
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) return DEFAULT_WEBHOOK_LIMIT;
  return { limit: Number(match[1]), windowSeconds: Number(match[2]) };
}

/**
 * Counts one webhook of a site: 0 when it may go ahead, else the seconds until one may. A
 * counter that cannot be reached lets the call through (logged): the call is already
 * authenticated by its address, and a queued estate takes no second place in the queue.
 */
export async function takeWebhook(env: PlatformBindings, siteId: number): Promise<number> {
  const counters = env.RATE_LIMITER;
  if (!counters) return 0;
  const { limit, windowSeconds } = webhookLimit(env.WEBHOOK_RATE_LIMIT);
  try {
    return await counters.get(counters.idFromName(`crm-webhook:${siteId}`)).take(limit, windowSeconds);
  } catch (error) {
    logFailure(
      'webhook: the rate-limit counter could not be reached; call let through',
      error instanceof Error ? error.message : String(error),
      `site ${siteId}`,
    );
    return 0;
  }
}
