import { counterName } from '../../../shared/rate-limit-name';
import type { Env } from '../env';

export interface RateLimit {
  /** Requests allowed per window and key (a client address, or an e-mail address). */
  limit: number;
  windowSeconds: number;
}

export const CONTACT_RATE_LIMIT: RateLimit = { limit: 5, windowSeconds: 600 };
export const SUBSCRIBE_RATE_LIMIT: RateLimit = { limit: 5, windowSeconds: 600 };
/** Unsubscribing: a visitor does it once; a client trying token after token is stopped. */
export const UNSUBSCRIBE_RATE_LIMIT: RateLimit = { limit: 5, windowSeconds: 600 };
/** Confirming a subscription (its mail's link): done once; trying token after token is stopped. */
export const CONFIRM_SUBSCRIPTION_RATE_LIMIT: RateLimit = { limit: 5, windowSeconds: 600 };
export const RESERVATION_RATE_LIMIT: RateLimit = { limit: 5, windowSeconds: 600 };
export const VIEWING_RATE_LIMIT: RateLimit = { limit: 5, windowSeconds: 600 };
/** Send to a friend: 10 an hour from one sender (address or client), 3 a day to one recipient. */
export const SHARE_SENDER_LIMIT: RateLimit = { limit: 10, windowSeconds: 3600 };
export const SHARE_RECIPIENT_LIMIT: RateLimit = { limit: 3, windowSeconds: 86_400 };

/** The visitor's address as Cloudflare reports it. */
export function clientAddress(request: Request): string {
  return request.headers.get('CF-Connecting-IP') ?? request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() ?? 'unknown';
}

/** Seconds a visitor is asked to wait when the counter cannot be reached (a 503's Retry-After). */
export const LIMITER_RETRY_AFTER_S = 60;

/**
 * Counts one request of `key` (a client or e-mail address) against `rule` in `scope`, in the
 * RateLimiter Durable Object of that scope and key (worker/site/rate-limiter.ts; named by the
 * key's hash: shared/rate-limit-name.ts), which counts exactly under parallel requests. Answers
 * 0 when the request may go ahead, else the seconds until it may; rejects when the object cannot
 * be reached.
 */
export async function countRequest(limiter: Env['RATE_LIMITER'], scope: string, key: string, rule: RateLimit): Promise<number> {
  return limiter.get(limiter.idFromName(await counterName(scope, key))).take(rule.limit, rule.windowSeconds);
}
