/**
 * An unguessable token: `bytes` random bytes as URL-safe base64 (32: 43 characters): a sign-in
 * link's token, a session id, a CSRF token, an ingest token, a subscription's token.
 */
export function randomToken(bytes = 32): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...data))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The SHA-256 of a token, in hex: what the tables keep instead of the token itself (an ingest token's too). */
export async function sha256(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
