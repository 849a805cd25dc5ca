import type { Context } from 'hono';
import { isOwnedBy, isServedTo } from '../../../shared/contract/media-owner';
import { type PictureJob, type SizedFormat, sizedKey, sizedRequest } from '../../../shared/contract/sized-pictures';
import type { AppEnv } from '../env';
import { logWarning } from '../log';

/** A neutral box in the picture's place, never kept: the next request gets the copy. */
const PLACEHOLDER = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="2" fill="#e6e8eb"/></svg>';

/** Pictures this isolate already asked the platform to make (bounded: an isolate is long-lived). */
const ASKED = new Set<string>();

/**
 * GET /assets/media/sized/…/{width}: a copy of a picture made when it arrived
 * (shared/contract/sized-pictures.ts): WebP to a browser that says it takes it, JPEG to any
 * other (so the answer varies with Accept), cached for a year. Only on the hostnames of the site
 * the copy was made for. A copy not there yet (the seconds after its picture arrived): the
 * placeholder, never kept and never the original; a picture the platform holds is asked for again
 * (one stored before copies were made, or whose message was lost), at most once per isolate.
 */
export async function sizedMedia(c: Context<AppEnv>): Promise<Response> {
  const wanted = sizedRequest(c.req.path.slice('/assets/media/'.length));
  const bucket = c.env.MEDIA;
  if (!wanted || !bucket) return c.text('Not found', 404);
  const siteId = c.get('site').id;
  const format: SizedFormat = /image\/webp|image\/\*|\*\/\*/.test(c.req.header('Accept') ?? '') ? 'webp' : 'jpg';
  const copy = await bucket.get(sizedKey(wanted.base, wanted.width, format));
  if (copy) {
    if (!isOwnedBy(copy.customMetadata, siteId)) return c.text('Not found', 404);
    return new Response(copy.body as unknown as ReadableStream, {
      headers: {
        'Content-Type': copy.httpMetadata?.contentType ?? (format === 'webp' ? 'image/webp' : 'image/jpeg'),
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept',
        ETag: copy.httpEtag,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }
  return notYetMade(c, wanted.base, siteId);
}

async function notYetMade(c: Context<AppEnv>, base: string, siteId: number): Promise<Response> {
  const heldKey = /^sized\/((?:crm|site)\/.+)$/.exec(base)?.[1];
  const held = heldKey ? await c.env.MEDIA!.head(heldKey) : null;
  if (heldKey && held && !isServedTo(heldKey, held.customMetadata, siteId)) return c.text('Not found', 404);
  if (heldKey && held) askForCopies(c, { siteId, url: `/assets/media/${heldKey}` });
  return c.body(PLACEHOLDER, 200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'",
  });
}

function askForCopies(c: Context<AppEnv>, job: PictureJob): void {
  // The asked-for queue (worker/platform/media/sizes.ts): never behind a CRM's import.
  const queue = c.env.PICTURE_ASK_QUEUE ?? c.env.PICTURE_QUEUE;
  if (!queue || ASKED.has(job.url)) return;
  if (ASKED.size >= 1000) ASKED.clear();
  ASKED.add(job.url);
  c.executionCtx.waitUntil(
    queue.send(job).catch((error: unknown) => {
      ASKED.delete(job.url);
      logWarning(`the copies of ${job.url} could not be asked for`, error instanceof Error ? error.message : String(error));
    }),
  );
}
