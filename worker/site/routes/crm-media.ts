import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * A key the platform writes: a CRM's file (worker/platform/crm/copy-files.ts), segments of safe
 * characters, none starting with a dot; or a site's logo (worker/platform/console-api/brand.ts) or
 * a picture or a listing's document (a PDF, a plan as a picture) uploaded in the console's editors
 * (worker/platform/console-api/media.ts).
 */
const KEY =
  /^(?:crm\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/){1,6}[A-Za-z0-9_~-][A-Za-z0-9._~-]*|site\/[1-9]\d{0,14}\/(?:(?:logo|image)-[0-9a-f]{16}(?:-\d{1,5}x\d{1,5})?\.(?:png|jpg|webp)|document-[0-9a-f]{16}\.(?:pdf|png|jpg|webp)))$/;

/**
 * GET /assets/media/crm/{siteId}/{key}: a picture or document the platform copied from an agency's CRM
 * (its address there expires), read from the MEDIA bucket the platform writes. The key names
 * the CRM's file, so the answer never changes: cached for a year. With IMAGE_RESIZING on, the
 * pictures' srcset goes through /cdn-cgi/image/ on this same path (shared/domain/images.ts).
 * GET /assets/media/site/{siteId}/logo-{sha256}[-{width}x{height}].{ext} (or image-…): an agency's logo or picture
 * uploaded in the console, whose key changes with its content: cached for a year as well.
 * Both only on the hostnames of the site the key names (the site resolved before): another
 * agency's hostname answers 404, so no site serves, or vouches for, another's files.
 */
export async function crmMedia(c: Context<AppEnv>): Promise<Response> {
  const key = c.req.path.slice('/assets/media/'.length);
  if (!KEY.test(key) || key.split('/')[1] !== String(c.get('site').id) || !c.env.MEDIA) return c.text('Not found', 404);
  const object = await c.env.MEDIA.get(key);
  if (!object) return c.text('Not found', 404);
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
