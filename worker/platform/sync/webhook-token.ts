import { timingSafeEqual } from 'hono/utils/buffer';

/*
 * The secret part of a CRM connection's webhook address (docs/crm-apis.md, "Our webhook
 * address"): a CRM that signs nothing calls an address that is itself the credential:
 *   /hooks/{kind}/{connection id}.{token}
 * where the token is an HMAC-SHA256 of the connection's id and creation time under a key
 * derived (HKDF) from CONNECTION_SECRET_KEY: 256 bits nobody can guess, nothing stored, and the
 * console can show the address again at any time. A new connection has a new address; the old
 * one stops working when its connection is deleted.
 */

const encoder = new TextEncoder();
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The derived key of the last CONNECTION_SECRET_KEY seen: derived once per isolate, not on every webhook call. */
let derived: { secret: string; key: Promise<CryptoKey> } | null = null;

function hmacKey(secretKeyBase64: string): Promise<CryptoKey> {
  if (derived?.secret !== secretKeyBase64) {
    const key = deriveHmacKey(secretKeyBase64);
    derived = { secret: secretKeyBase64, key };
    // A key that cannot be read is not kept: the next call tries again (and throws again).
    key.catch(() => {
      if (derived?.key === key) derived = null;
    });
  }
  return derived.key;
}

async function deriveHmacKey(secretKeyBase64: string): Promise<CryptoKey> {
  const raw = Uint8Array.from(atob(secretKeyBase64.trim()), (char) => char.charCodeAt(0));
  const base = await crypto.subtle.importKey('raw', raw, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(), info: encoder.encode('agency-sites webhook token v1') },
    base,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign'],
  );
}

/** The token of a connection; null without CONNECTION_SECRET_KEY. */
export async function webhookToken(connection: { id: number; created_at: string }, secretKeyBase64: string | undefined): Promise<string | null> {
  if (!secretKeyBase64) return null;
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secretKeyBase64), encoder.encode(`${connection.id}\u0000${connection.created_at}`));
  return base64url(new Uint8Array(signature));
}

/** The path the CRM is given (on the site's own hostname, or the platform's). */
export async function webhookPath(kind: string, connection: { id: number; created_at: string }, secretKeyBase64: string | undefined): Promise<string | null> {
  const token = await webhookToken(connection, secretKeyBase64);
  return token ? `/hooks/${kind}/${connection.id}.${token}` : null;
}

/** `{id}.{token}` read back: the connection id, or null when it is not of that form. */
export function readWebhookCredential(value: string): { connectionId: number; token: string } | null {
  const match = /^([1-9]\d{0,14})\.([A-Za-z0-9_-]{43})$/.exec(value);
  return match ? { connectionId: Number(match[1]), token: match[2]! } : null;
}

/** Whether `token` is the connection's (compared in constant time). */
export async function webhookTokenMatches(
  connection: { id: number; created_at: string },
  token: string,
  secretKeyBase64: string | undefined,
): Promise<boolean> {
  const expected = await webhookToken(connection, secretKeyBase64);
  return expected !== null && (await timingSafeEqual(expected, token));
}
