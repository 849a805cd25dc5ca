/*
 * The connections' secrets (a CRM's client secret, password), encrypted at rest with AES-GCM
 * (WebCrypto) under CONNECTION_SECRET_KEY: base64 of 32 random bytes, a Worker secret
 * (wrangler secret put CONNECTION_SECRET_KEY), locally in .dev.vars. Stored as
 * `v1:{base64 iv}.{base64 ciphertext}`; the plain text is never logged nor answered.
 */

const VERSION = 'v1';
const IV_BYTES = 12;

export class MissingSecretKeyError extends Error {
  constructor() {
    super('No CONNECTION_SECRET_KEY is configured: a connection secret cannot be stored or read');
  }
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function keyOf(keyBase64: string | undefined): Promise<CryptoKey> {
  if (!keyBase64) throw new MissingSecretKeyError();
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = fromBase64(keyBase64.trim());
  } catch {
    throw new Error('CONNECTION_SECRET_KEY must be base64 of 32 bytes');
  }
  if (raw.length !== 32) throw new Error('CONNECTION_SECRET_KEY must be base64 of 32 bytes');
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** The secret encrypted for storage. @example await encryptSecret('s3cret', env.CONNECTION_SECRET_KEY) */
export async function encryptSecret(plain: string, keyBase64: string | undefined): Promise<string> {
  const key = await keyOf(keyBase64);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain)));
  return `${VERSION}:${toBase64(iv)}.${toBase64(sealed)}`;
}

/** The stored secret in plain text, for a connector's call (a wrong key or altered text throws). */
export async function decryptSecret(stored: string, keyBase64: string | undefined): Promise<string> {
  const key = await keyOf(keyBase64);
  const match = /^v1:([A-Za-z0-9+/=]+)\.([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) throw new Error('Not a stored connection secret');
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(match[1]!) }, key, fromBase64(match[2]!));
  return new TextDecoder().decode(plain);
}
