import type { Context } from 'hono';
import { isServedTo } from '../../../shared/contract/media-owner';
import type { AppEnv } from '../env';

/**
 * A key the platform writes: segments of safe characters, none starting with a dot, under `crm/`
 * (a CRM's file: worker/platform/crm/copy-files.ts) or `site/` (a site's logo, worker/platform/console-api/brand.ts;
 * a picture or a listing's document uploaded in the console's editors, worker/platform/console-api/media.ts).
 * The bucket's other files (the local mailbox's) are no address.
 */
const KEY = /^(?:crm|site)(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*){2,8}$/;

/**
 * GET /assets/media/crm/{…}: a picture or document the platform copied from an agency's CRM
 * (its address there expires), read from the MEDIA bucket the platform writes. The key names
 * the CRM's file, so the answer never changes: cached for a year. With IMAGE_RESIZING on, the
 * pictures' srcset goes through /cdn-cgi/image/ on this same path (shared/domain/images.ts).
 * GET /assets/media/site/{…}/logo-{sha256}[-{width}x{height}].{ext} (or image-…): an agency's logo or picture
 * uploaded in the console, whose key changes with its content: cached for a year as well.
 * Both only on the hostnames of the site the file belongs to, as stored with it (a file from
 * before: the site its key was written under, shared/contract/media-owner.ts): another agency's
 * hostname answers 404, so no site serves, or vouches for, another's files.
 */
export async function crmMedia(c: Context<AppEnv>): Promise<Response> {
  const key = c.req.path.slice('/assets/media/'.length);
  if (!KEY.test(key) || !c.env.MEDIA) return c.text('Not found', 404);
  const object = await c.env.MEDIA.get(key);
  if (!object) return c.text('Not found', 404);
  if (!isServedTo(key, object.customMetadata, c.get('site').id)) return c.text('Not found', 404);
  const type = object.httpMetadata?.contentType ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: object.httpEtag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (type === 'application/pdf') headers['Content-Disposition'] = 'inline';
  return new Response(object.body as unknown as ReadableStream, { headers });
}
