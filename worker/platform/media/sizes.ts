import type { ImagesBinding, MessageBatch, R2Bucket } from '@cloudflare/workers-types';
import { MEDIA_MAX_SIDE } from '../../../shared/contract/console-media';
import { isServedTo, ownedBy, ownerWrittenUnder } from '../../../shared/contract/media-owner';
import { type PictureJob, SIZED_FORMATS, SIZED_WIDTHS, type SizedNote, sizedBase, sizedKey, sizedNoteKey } from '../../../shared/contract/sized-pictures';
import { imageHeader } from './picture-header';
import { logFailure, logWarning } from '../log';
import { dropRefusedPicture } from './refused';
import type { PlatformBindings } from '../types';

/*
 * Every picture made once in the sizes pages ask for, when it arrives (shared/contract/sized-pictures.ts,
 * decision 067): a writer queues the pictures it wrote (`queuePictures`); the consumer reads each
 * (MEDIA, or its address on the agency's or CRM's host), refuses what is no picture it can read,
 * and makes its copies with the Images binding: first one 1600 wide, upright and without its
 * metadata, then every width from it in WebP and JPEG, each stored with the site it belongs to.
 * A picture already made is not made again.
 */

export const PICTURE_QUEUE_NAME = 'agency-pictures';
/**
 * The pictures someone waits for (a page that missed a copy, a console upload) go on a queue of
 * their own, beside the writes' (a CRM's import of hundreds of listings): they never wait behind them.
 */
export const PICTURE_ASK_QUEUE_NAME = 'agency-pictures-asked';

/** Largest picture read: what a CRM copy may be (crm/copy-files.ts); a camera's photo is 3–12 MB. */
export const MAX_PICTURE_BYTES = 25 * 1024 * 1024;
/**
 * Most pixels a picture may have: 100 megapixels, what Cloudflare Images reads (a 24-megapixel
 * camera's photo is a quarter of it). A small file claiming more is a decompression bomb.
 */
export const MAX_PICTURE_PIXELS = 100_000_000;
const FETCH_TIMEOUT_MS = 20_000;
/** The quality of every copy (Cloudflare's own default for its resized pictures is 85; 80 is visually the same for photos, a fifth smaller). */
const QUALITY = 80;
const LARGEST = SIZED_WIDTHS[SIZED_WIDTHS.length - 1]!;
/** How long a picture being made is left to its maker before another may make it (a maker that died). */
const MAKING_MS = 3 * 60_000;

/**
 * Queues the pictures a write named, each once, to be made in sizes (a drawing is not); answers
 * how many; `asked`: someone waits for them (PICTURE_ASK_QUEUE_NAME). Never fails the write: a
 * queue that is down leaves them to be asked for again by the first page that misses them, or by
 * the scheduled pass (backfill.ts).
 */
export async function queuePictures(env: PlatformBindings, siteId: number, urls: readonly string[], { asked = false } = {}): Promise<number> {
  const jobs = [...new Set(urls)].filter((url) => sizedBase(url, siteId)).map((url): PictureJob => ({ siteId, url }));
  const queue = (asked && env.PICTURE_ASK_QUEUE) || env.PICTURE_QUEUE;
  if (!queue || jobs.length === 0) return 0;
  try {
    for (let at = 0; at < jobs.length; at += 100) await queue.sendBatch(jobs.slice(at, at + 100).map((body) => ({ body })));
  } catch (error) {
    logWarning('pictures could not be queued to be made in sizes', error, `site ${siteId}, ${jobs.length} picture(s): a page asks for them again`);
    return 0;
  }
  return jobs.length;
}

/** A picture that cannot be made: refused for good, its reason noted (never retried). */
class Refused extends Error {}

/** The original's bytes: from MEDIA (the site's own only) or its host. */
async function original(bucket: R2Bucket, job: PictureJob): Promise<Uint8Array> {
  const held = /^\/assets\/media\/((?:crm|site)\/.+)$/.exec(job.url)?.[1];
  if (held) {
    const object = await bucket.get(held);
    if (!object || !isServedTo(held, object.customMetadata, job.siteId)) throw new Refused('the file is not in the store');
    if (object.size > MAX_PICTURE_BYTES) throw new Refused(`the file is over ${MAX_PICTURE_BYTES / 1024 / 1024} MB`);
    return new Uint8Array(await object.arrayBuffer());
  }
  const response = await fetch(job.url, { redirect: 'follow', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (response.status === 404 || response.status === 410) throw new Refused(`its address answers ${response.status}`);
  if (!response.ok) throw new Error(`its address answers ${response.status}`);
  if (Number(response.headers.get('Content-Length')) > MAX_PICTURE_BYTES) {
    await response.body?.cancel();
    throw new Refused(`the file is over ${MAX_PICTURE_BYTES / 1024 / 1024} MB`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > MAX_PICTURE_BYTES) throw new Refused(`the file is over ${MAX_PICTURE_BYTES / 1024 / 1024} MB`);
  return bytes;
}

/** Why a file is no picture this platform shows, or null: a PNG, JPEG or WebP of a size a phone can decode. */
export function pictureProblem(bytes: Uint8Array): string | null {
  const header = imageHeader(bytes);
  if (!header) return 'it is not a PNG, JPEG or WebP picture';
  if (header.width > MEDIA_MAX_SIDE || header.height > MEDIA_MAX_SIDE)
    return `it is ${header.width} × ${header.height} pixels, over ${MEDIA_MAX_SIDE} on a side`;
  if (header.width * header.height > MAX_PICTURE_PIXELS) return `it has ${header.width * header.height} pixels, over ${MAX_PICTURE_PIXELS}`;
  return null;
}

const stream = (bytes: Uint8Array) => new Response(bytes).body as unknown as ReadableStream<Uint8Array>;

/**
 * One copy, at most `width` wide. Where image transformations are off the binding answers the
 * picture unchanged: a copy wider than asked, or not of the format asked, is an error, so the
 * picture is tried again and, failing, ends in the dead letters' log; never an original stored as a copy.
 */
async function transformed(images: ImagesBinding, bytes: Uint8Array, width: number, format: string, quality: number): Promise<Uint8Array> {
  const result = await images
    .input(stream(bytes))
    .transform({ width, fit: 'scale-down' })
    .output({ format: format as 'image/webp', quality });
  const copy = new Uint8Array(await new Response(result.image() as unknown as ReadableStream).arrayBuffer());
  const made = imageHeader(copy);
  if (!made || made.type !== format || made.width > width) {
    const answered = made ? `${made.type} ${made.width} wide` : 'no picture';
    throw new Error(`the Images binding answered ${answered} for ${format} at most ${width} wide: are image transformations enabled?`);
  }
  return copy;
}

/**
 * Makes a picture's copies, unless its note says they are made: answers the note (made, with the
 * original's size, or why not). A picture that cannot be read is refused, its reason noted; a host
 * or binding that fails throws, so the queue tries again.
 */
export async function makeSizes(env: PlatformBindings, job: PictureJob): Promise<SizedNote | null> {
  const base = sizedBase(job.url, job.siteId);
  const bucket = env.MEDIA;
  // Another site's file is not this job's to make, nor to note as refused.
  const heldUnder = /^sized\/(?:crm|site)\//.test(base ?? '') ? ownerWrittenUnder(base!.slice('sized/'.length)) : job.siteId;
  if (!base || !bucket || heldUnder !== job.siteId) return null;
  const noted = await bucket.get(sizedNoteKey(base));
  if (noted) return (await noted.json()) as SizedNote;
  // Asked twice (a write and a page, a pass and an upload): the one making it finishes it.
  const making = `${base}/making`;
  const mark = await bucket.head(making);
  if (mark && Date.now() - mark.uploaded.getTime() < MAKING_MS) return null;
  await bucket.put(making, '', { customMetadata: ownedBy(job.siteId) });
  try {
    const note = await made(env, bucket, job, base);
    await bucket.put(sizedNoteKey(base), JSON.stringify(note), { httpMetadata: { contentType: 'application/json' }, customMetadata: ownedBy(job.siteId) });
    return note;
  } finally {
    await bucket.delete(making);
  }
}

/** Reads the picture and makes its copies: the note of what was made, or why it cannot be (a host or the binding failing throws). */
async function made(env: PlatformBindings, bucket: R2Bucket, job: PictureJob, base: string): Promise<SizedNote> {
  let bytes: Uint8Array;
  try {
    bytes = await original(bucket, job);
  } catch (error) {
    if (error instanceof Refused) return { made: false, reason: error.message };
    throw error;
  }
  const problem = pictureProblem(bytes);
  if (problem) return { made: false, reason: problem };
  const images = env.IMAGES;
  if (!images) throw new Error('no IMAGES binding: pictures cannot be made in sizes (wrangler.platform.toml [images])');
  const header = imageHeader(bytes)!;
  // The largest copy first, upright and without metadata: every other is made from it, a fraction of the work.
  const work = await transformed(images, bytes, LARGEST, 'image/jpeg', 90);
  for (const width of [...SIZED_WIDTHS].reverse())
    for (const [format, type] of Object.entries(SIZED_FORMATS)) {
      const copy = await transformed(images, work, width, type, QUALITY);
      await bucket.put(sizedKey(base, width, format as keyof typeof SIZED_FORMATS), copy, {
        httpMetadata: { contentType: type, cacheControl: 'public, max-age=31536000, immutable' },
        customMetadata: ownedBy(job.siteId),
      });
    }
  return { made: true, width: header.width, height: header.height };
}

/** The picture queue's consumer: each message made, retried when a host or the binding failed. */
export async function consumePictures(batch: MessageBatch<unknown>, env: PlatformBindings): Promise<void> {
  for (const message of batch.messages) {
    const job = message.body as PictureJob;
    if (batch.queue.endsWith('-dlq')) {
      logFailure('a picture could not be made in sizes', 'retried and failed', `site ${job.siteId}: ${job.url}`);
      message.ack();
      continue;
    }
    try {
      const made = await makeSizes(env, job);
      // A picture that cannot be shown leaves its listings (refused.ts), rather than a grey box in them.
      if (made && !made.made) await dropRefusedPicture(env, job, made.reason);
      message.ack();
    } catch (error) {
      logWarning('a picture could not be made in sizes now, retrying', error, `site ${job.siteId}: ${job.url}`);
      message.retry({ delaySeconds: 30 * 2 ** Math.min(message.attempts, 5) });
    }
  }
}
