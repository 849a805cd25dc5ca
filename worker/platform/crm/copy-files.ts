import type { R2Bucket } from '@cloudflare/workers-types';
import { ownedBy } from '../../../shared/contract/media-owner';
import type { CopyProblem } from '../../../shared/contract/console-crm-reasons';
import { pictureProblem } from '../media/sizes';
import { withoutMetadata } from '../media/without-metadata';

/*
 * CRM files copied into R2 (the MEDIA bucket): SweepBright's picture and document addresses
 * are signed and expire (`url_expires_on`), so the site shows our copy instead, under
 * /assets/media/crm/{key} (the site worker reads the bucket: worker/site/routes/crm-media.ts).
 * A key names the site, the source, the estate and the CRM's file id, so a file is copied once
 * and its address never changes (the listing's content hash stays the same between fetches);
 * the file carries its site (shared/contract/media-owner.ts), the only one that serves it.
 */

/** Largest file copied (a photo of a few MB, a brochure). */
export const MAX_COPIED_BYTES = 25 * 1024 * 1024;
/** A file that has not come by then is left for the next try. */
const COPY_TIMEOUT_MS = 15_000;
const ALLOWED_TYPES = /^(image\/(jpeg|png|webp|gif|avif)|application\/pdf)$/;

/** The site path of an R2 key. */
export const copiedPath = (key: string) => `/assets/media/${key}`;

/** A piece of an R2 key: letters, digits, `.`, `_`, `-`; nothing that could climb out. */
export function keyPart(value: string): string {
  const safe = value
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 80);
  return safe || 'file';
}

export interface FileToCopy {
  key: string;
  /** The site the file is copied for. */
  siteId: number;
  url: string;
  /** When the CRM's address stops working (ISO), if it says. */
  expiresOn?: string | null;
}

/** A copy made, or why not: in the log's English (`reason`) and as a key with values (`copy`) for the console to word. */
export type CopyResult = { ok: true; path: string } | { ok: false; reason: string; copy: CopyProblem };

/** A file over MAX_COPIED_BYTES. */
const tooLarge: CopyResult = { ok: false, reason: `is over ${MAX_COPIED_BYTES} bytes`, copy: { problem: 'tooLarge', bytes: MAX_COPIED_BYTES } };

/**
 * Copies one file into the bucket unless it is there already; answers its site path, or why
 * it could not (no bucket, an address already expired, the CRM's answer).
 * @example await copyFile(env.MEDIA, { key: 'crm/1/sweepbright/abc/img1-photo.jpg', siteId: 1, url, expiresOn })
 */
export async function copyFile(bucket: R2Bucket | undefined, file: FileToCopy, now = Date.now()): Promise<CopyResult> {
  if (!bucket) return { ok: false, reason: 'no MEDIA bucket is bound: files cannot be copied', copy: { problem: 'noBucket' } };
  if (await bucket.head(file.key)) return { ok: true, path: copiedPath(file.key) };
  if (file.expiresOn && Date.parse(file.expiresOn) <= now)
    return { ok: false, reason: `its address expired at ${file.expiresOn} before it could be copied`, copy: { problem: 'expired', at: file.expiresOn } };
  let response: Response;
  try {
    response = await fetch(file.url, { redirect: 'follow', signal: AbortSignal.timeout(COPY_TIMEOUT_MS) });
  } catch (error) {
    return { ok: false, reason: `could not be downloaded: ${error instanceof Error ? error.message : String(error)}`, copy: { problem: 'unreachable' } };
  }
  if (!response.ok) {
    await response.body?.cancel();
    if (response.status === 403) return { ok: false, reason: 'its address was refused (403: expired)', copy: { problem: 'forbidden' } };
    return { ok: false, reason: `could not be downloaded (${response.status})`, copy: { problem: 'status', status: response.status } };
  }
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!ALLOWED_TYPES.test(type)) {
    await response.body?.cancel();
    return { ok: false, reason: `is not a picture or PDF (${type || 'no type'})`, copy: { problem: 'type', type: type.slice(0, 80) || null } };
  }
  // A declared length over the limit is refused before a byte is read; the read checks an answer without one.
  if (Number(response.headers.get('Content-Length')) > MAX_COPIED_BYTES) {
    await response.body?.cancel();
    return tooLarge;
  }
  const read = new Uint8Array(await response.arrayBuffer());
  if (read.byteLength > MAX_COPIED_BYTES) return tooLarge;
  // A photo that is none (a broken file, a decompression bomb) is refused here, by its name; one kept loses its camera's metadata.
  const problem = /^image\/(jpeg|png|webp)$/.test(type) ? pictureProblem(read) : null;
  if (problem) return { ok: false, reason: `cannot be shown: ${problem}`, copy: { problem: 'notShowable' } };
  const bytes = type.startsWith('image/') ? withoutMetadata(read) : read;
  await bucket.put(file.key, bytes, {
    httpMetadata: { contentType: type, cacheControl: 'public, max-age=31536000, immutable' },
    customMetadata: ownedBy(file.siteId),
  });
  return { ok: true, path: copiedPath(file.key) };
}
