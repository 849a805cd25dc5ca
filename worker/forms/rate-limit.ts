import type { KVNamespace } from '@cloudflare/workers-types';

export interface RateLimit {
  /** Requests allowed per window and key (a client address, or an e-mail address). */
  limit: number;
  windowSeconds: number;
}

export const CONTACT_RATE_LIMIT: RateLimit = { limit: 5, windowSeconds: 600 };
export const SUBSCRIBE_RATE_LIMIT: RateLimit = { limit: 5, windowSeconds: 600 };
/** Unsubscribing: a visitor does it once; a client trying token after token is stopped. */
export const UNSUBSCRIBE_RATE_LIMIT: RateLimit = { limit: 5, windowSeconds: 600 };
export const RESERVATION_RATE_LIMIT: RateLimit = { limit: 5, windowSeconds: 600 };
export const VIEWING_RATE_LIMIT: RateLimit = { limit: 5, windowSeconds: 600 };
/** Send to a friend: 10 an hour from one sender (address or client), 3 a day to one recipient. */
export const SHARE_SENDER_LIMIT: RateLimit = { limit: 10, windowSeconds: 3600 };
export const SHARE_RECIPIENT_LIMIT: RateLimit = { limit: 3, windowSeconds: 86_400 };

/** The visitor's address as Cloudflare reports it. */
export function clientAddress(request: Request): string {
  return request.headers.get('CF-Connecting-IP') ?? request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() ?? 'unknown';
}

/**
 * A fixed-window counter per client address in KV. KV is eventually consistent, so this
 * bounds abuse rather than counting exactly; a deploy can swap in the Rate Limiting binding.
 * Returns true when the request may go ahead.
 */
export async function allowRequest(kv: KVNamespace, scope: string, address: string, rule: RateLimit, now = Date.now()): Promise<boolean> {
  const window = Math.floor(now / 1000 / rule.windowSeconds);
  const key = `rl:${scope}:${address}:${window}`;
  const count = Number((await kv.get(key)) ?? 0);
  if (count >= rule.limit) return false;
  await kv.put(key, String(count + 1), { expirationTtl: Math.max(60, rule.windowSeconds * 2) });
  return true;
}
