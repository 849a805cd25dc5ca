// Access tokens kept in isolate memory, one per connection, until shortly before they expire.
// A token is a credential of the agency's connection, not of a visitor, so sharing it between
// the requests an isolate serves is what we want. The key hashes the credentials themselves:
// a changed secret is a new key, so a credentials change takes effect on the next call.

/** A token is given up this long before its stated expiry (clock skew, a slow call). */
const EXPIRY_MARGIN_MS = 60_000;
/** Connections remembered per isolate; the oldest is forgotten past this. */
const MAX_CONNECTIONS = 1000;

interface KeptToken {
  token: string;
  expiresAt: number;
}

const kept = new Map<string, KeptToken>();

/** A token as its CRM answered it. */
export interface IssuedToken {
  token: string;
  expiresInSeconds: number;
}

/** A short hex digest of the connection's parts (base URL, ids, secret): the cache key. */
export async function connectionKey(...parts: Array<string | number | undefined>): Promise<string> {
  const data = new TextEncoder().encode(parts.map((part) => String(part ?? '')).join('\u0000'));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The kept token of `key` if it is still good, else a new one from `issue` (kept for next time).
 * Concurrent misses each ask for their own token: tokens are cheap, and a promise shared across
 * requests is not allowed to carry I/O in workerd.
 * @example const token = await keptToken(key, () => requestToken(connection))
 */
export async function keptToken(key: string, issue: () => Promise<IssuedToken>, now = Date.now): Promise<string> {
  const found = kept.get(key);
  if (found && found.expiresAt - EXPIRY_MARGIN_MS > now()) return found.token;
  const issued = await issue();
  kept.delete(key);
  if (kept.size >= MAX_CONNECTIONS) kept.delete(kept.keys().next().value as string);
  kept.set(key, { token: issued.token, expiresAt: now() + issued.expiresInSeconds * 1000 });
  return issued.token;
}

/** Forgets `token` of `key` (the CRM refused it), unless a newer one replaced it meanwhile. */
export function dropToken(key: string, token: string): void {
  if (kept.get(key)?.token === token) kept.delete(key);
}

/** Forgets every kept token (tests start from an isolate that remembers nothing). */
export function forgetTokens(): void {
  kept.clear();
}
