/**
 * The name of a rate-limit counter (a RateLimiter Durable Object, shared/rate-limiter.ts) of
 * `scope` and `key`. The key is an e-mail or client address: the name holds its SHA-256 in hex,
 * never the address, so no visitor's or user's address is part of a Durable Object's name in the
 * account (docs/privacy.md "Where the data lives"). The same key gives the same counter.
 * @example await counterName('share-sender', 'jan@example.be') // 'share-sender:' + 64 hex digits
 */
export async function counterName(scope: string, key: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key)));
  return `${scope}:${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
