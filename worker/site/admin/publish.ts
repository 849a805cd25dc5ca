import type { Context } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../env';
import { type PublishedIds, retirePublished } from '../upstream/published';
import { getPublishSecret } from '../upstream/sites';

/*
 * POST /admin/webhooks/publish: the agency's CRM says which estates and holiday units it
 * changed, and the site retires what shows them, so a new price is on the
 * site within seconds instead of at the cache TTL. Not behind ADMIN_TOKEN: the CRM signs with
 * its site's own secret (the site's `publish.secret`, set through /admin/sites):
 *
 *   X-Agency-Site: <siteId>
 *   X-Agency-Timestamp: <unix seconds>
 *   X-Agency-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with the secret>
 *
 * Body: { "estateIds": [..], "rentalUnitIds": [..] } (estateId, rentalUnitId; a project
 * is an estate). The signature covers the raw bytes as sent. Unsigned, badly signed, stale (over
 * 5 minutes from now) or replayed requests get 401 and change nothing; a signed body that is
 * not UTF-8 JSON of that shape gets 400; a body over 16 KiB gets 413.
 */

/** How far a signed timestamp may be from the worker's clock, either way. */
export const PUBLISH_TOLERANCE_SECONDS = 5 * 60;
/** Ids per call: each is a KV write; a bigger change is sent in several calls. */
export const MAX_PUBLISHED_IDS = 100;
/** The largest body read, in bytes (one call names at most 100 ids: a few hundred bytes). */
export const MAX_PUBLISH_BODY_BYTES = 16 * 1024;
const SITE_ID = /^[1-9][0-9]{0,14}$/;
const TIMESTAMP = /^[0-9]{1,12}$/;
const SIGNATURE = /^sha256=([0-9a-fA-F]{64})$/;
const SIGNING_HELP = ' (docs/crm-connectors.md)';
const BODY_HELP = `Body: { "estateIds": [..], "rentalUnitIds": [..] }, 1 to ${MAX_PUBLISHED_IDS} positive integer ids (a project is an estate)`;
const TOO_LARGE = `Request body too large: at most ${MAX_PUBLISH_BODY_BYTES} bytes`;

const ids = z.optional(z.array(z.int().check(z.positive())).check(z.maxLength(MAX_PUBLISHED_IDS)));
const publishBodySchema = z.strictObject({ estateIds: ids, rentalUnitIds: ids });

/** The changed ids of a signed body, each once; null when the body is not that shape. */
function publishedIdsOf(body: string): PublishedIds | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = publishBodySchema.safeParse(json);
  if (!parsed.success) return null;
  const estateIds = [...new Set(parsed.data.estateIds ?? [])];
  const rentalUnitIds = [...new Set(parsed.data.rentalUnitIds ?? [])];
  const count = estateIds.length + rentalUnitIds.length;
  return count > 0 && count <= MAX_PUBLISHED_IDS ? { estateIds, rentalUnitIds } : null;
}

/**
 * Whether `hex` is the HMAC-SHA256 of "<timestamp>.<raw body>" under the secret, over the bytes
 * as sent (whatever their encoding); crypto.subtle.verify compares in constant time.
 */
async function signatureMatches(secret: string, timestamp: string, body: Uint8Array, hex: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const signature = Uint8Array.from(hex.match(/../g)!, (byte) => parseInt(byte, 16));
  const prefix = encoder.encode(`${timestamp}.`);
  const signed = new Uint8Array(prefix.length + body.length);
  signed.set(prefix);
  signed.set(body, prefix.length);
  return crypto.subtle.verify('HMAC', key, signature, signed);
}

/** The body as UTF-8 text; null when its bytes are not UTF-8. */
function utf8Of(body: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    return null;
  }
}

/** KV key remembering an accepted signature until its timestamp is stale anyway. */
const seenKey = (siteId: number, hex: string) => `publish-seen:${siteId}:${hex.toLowerCase()}`;

/** The handler of POST /admin/webhooks/publish (mounted before the admin token check). */
export async function publishWebhook(c: Context<AppEnv>): Promise<Response> {
  const refuse = (error: string) => c.json({ error }, 401);
  const siteHeader = c.req.header('X-Agency-Site') ?? '';
  const timestamp = c.req.header('X-Agency-Timestamp') ?? '';
  const signature = SIGNATURE.exec(c.req.header('X-Agency-Signature') ?? '')?.[1];
  if (!SITE_ID.test(siteHeader) || !TIMESTAMP.test(timestamp) || !signature) {
    return refuse(`X-Agency-Site, X-Agency-Timestamp and X-Agency-Signature: sha256=<hex> are required${SIGNING_HELP}`);
  }
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > PUBLISH_TOLERANCE_SECONDS) {
    return refuse('X-Agency-Timestamp is over 5 minutes from now');
  }
  const body = new Uint8Array(await c.req.arrayBuffer());
  if (body.length > MAX_PUBLISH_BODY_BYTES) return c.json({ error: TOO_LARGE }, 413);
  const siteId = Number(siteHeader);
  const upstream = c.get('upstream');
  // One answer for no such site, no secret and a wrong one: the caller learns nothing.
  const secret = await getPublishSecret(upstream, siteId);
  if (!secret || !(await signatureMatches(secret, timestamp, body, signature))) {
    return refuse(`The signature does not match the site's publish secret${SIGNING_HELP}`);
  }
  if (await c.env.CACHE.get(seenKey(siteId, signature))) return refuse('This signed request was accepted before');
  const text = utf8Of(body);
  if (text === null) return c.json({ error: 'The body is not UTF-8 text' }, 400);
  const published = publishedIdsOf(text);
  if (!published) return c.json({ error: BODY_HELP }, 400);
  // Stale after PUBLISH_TOLERANCE_SECONDS past its timestamp, which may be that far ahead.
  await c.env.CACHE.put(seenKey(siteId, signature), '1', { expirationTtl: 2 * PUBLISH_TOLERANCE_SECONDS });
  await retirePublished(upstream.cache, siteId, published);
  return c.json({
    retired: { siteId, ...published, listings: true },
    note: 'Other locations follow within about 60 s (KV propagation).',
  });
}
