import type { R2Bucket } from '@cloudflare/workers-types';
import type { Hono } from 'hono';
import type { Locale } from '../../../shared/i18n/locales';
import { type ConsoleDocument, DOCUMENT_MAX_BYTES, type DocumentRefusal, documentFile, documentUrl, isPdf } from '../../../shared/contract/console-documents';
import {
  type ConsoleMedia,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_SIDE,
  MEDIA_USES,
  type MediaRefusal,
  mediaFile,
  mediaKey,
  mediaUrl,
  uploadedFile,
} from '../../../shared/contract/console-media';
import type { RawImage, RawLocalized } from '../../../shared/contract/raw/common';
import { LOGO_TYPES } from '../../../shared/contract/console-brand';
import { ownedBy } from '../../../shared/contract/media-owner';
import { jsonError, storedFile } from '../kit/http';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { BYTES } from '../../../shared/contract/console-api/route';
import { imageHeader, sha256Hex, sizeProblem } from '../media/picture-header';
import { queuePictures } from '../media/sizes';
import { withoutMetadata } from '../media/without-metadata';

/*
 * Pictures uploaded in the console's editors (shared/contract/console-media.ts),
 * owners and editors. An upload only stores the file (R2, under its content's hash, so it is
 * never overwritten): nothing shows it until a save into the draft names it, and only a
 * publish shows it to visitors. A save is checked by `checkedImage`: a picture the item had
 * already, or one uploaded for this very site (R2 holds it), with its size read from R2.
 */

/** A picture as a save sends it: its address and alt texts (its size is the platform's to say). */
export interface SentImage {
  url: string;
  alt?: RawLocalized | undefined;
}

/** Why a save's picture was refused, naming its field (`sections.2.data.image` for its address, `sections.2.data.image.alt.fr`). */
export interface ImageRefusal {
  field: string;
  error: 'invalid' | 'altRequired';
}

export const isImageRefusal = (value: unknown): value is ImageRefusal => typeof value === 'object' && value !== null && 'error' in value;

/**
 * The picture a save may keep: none (no address), the one the item had (same address), or one
 * uploaded for this site, its size from R2. With `altIn`, an alt text in each of those
 * languages is required (a photo shown beside its person's name needs none).
 */
export async function checkedImage(
  media: R2Bucket | undefined,
  siteId: number,
  sent: SentImage | null | undefined,
  current: RawImage | null | undefined,
  field: string,
  altIn: readonly Locale[],
): Promise<RawImage | null | ImageRefusal> {
  if (!sent?.url) return null;
  let size: { width?: number; height?: number };
  if (current?.url && sent.url === current.url) size = { width: current.width, height: current.height };
  else {
    const file = uploadedFile(siteId, sent.url);
    const head = file && media ? await media.head(mediaKey(siteId, file)) : null;
    if (!head) return { field, error: 'invalid' };
    size = { width: Number(head.customMetadata?.width) || undefined, height: Number(head.customMetadata?.height) || undefined };
  }
  const alt: RawLocalized = {};
  for (const [locale, text] of Object.entries(sent.alt ?? {})) if (text?.trim()) alt[locale as Locale] = text.trim();
  const missing = altIn.find((locale) => !alt[locale]);
  if (missing) return { field: `${field}.alt.${missing}`, error: 'altRequired' };
  return { url: sent.url, alt, ...(size.width ? { width: size.width } : {}), ...(size.height ? { height: size.height } : {}) };
}

export function mediaApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'POST /sites/:siteId/media', { body: BYTES }, async (c) => {
    const use = c.req.query('use') ?? 'section';
    if (!Object.hasOwn(MEDIA_USES, use)) return jsonError(c, 404, 'No such use');
    const tooBig = () => c.json({ error: 'tooBig', field: 'image', max: MEDIA_MAX_BYTES } satisfies MediaRefusal, 413);
    if (Number(c.req.header('Content-Length') ?? 0) > MEDIA_MAX_BYTES) return tooBig();
    const sent = await c.req.arrayBuffer();
    if (sent.byteLength > MEDIA_MAX_BYTES) return tooBig();
    // By its content only: a PNG named .jpg is a PNG; an HTML or SVG file named .png is refused.
    // Kept without what the camera wrote beside the pixels (where it was taken, the camera: media/without-metadata.ts).
    const bytes = withoutMetadata(new Uint8Array(sent));
    const header = imageHeader(bytes);
    if (!header) return c.json({ error: 'type', field: 'image' } satisfies MediaRefusal, 400);
    const least = MEDIA_USES[use as keyof typeof MEDIA_USES];
    const problem = sizeProblem(header, least, MEDIA_MAX_SIDE);
    if (problem)
      return c.json({ error: problem, field: 'image', width: header.width, height: header.height, ...least, max: MEDIA_MAX_SIDE } satisfies MediaRefusal, 400);
    if (!c.env.MEDIA) return c.json({ error: 'The picture store is not available' }, 503, { 'Retry-After': '30' });
    const file = mediaFile(await sha256Hex(bytes), header.type);
    const siteId = c.var.site.id;
    await c.env.MEDIA.put(mediaKey(siteId, file), bytes, {
      httpMetadata: { contentType: header.type },
      customMetadata: ownedBy(siteId, { width: String(header.width), height: String(header.height) }),
    });
    const stored: ConsoleMedia = { url: mediaUrl(siteId, file), type: header.type, bytes: bytes.byteLength, width: header.width, height: header.height };
    // Its sizes are made now, in the background: ready by the time a save and a publish show it.
    await queuePictures(c.env, siteId, [stored.url], { asked: true });
    return c.json(stored, 201);
  });

  // A listing's document (a plan, a brochure, a certificate): a PDF or a picture by its bytes, at most 10 MiB (console-documents.ts).
  on(api, 'POST /sites/:siteId/documents', { body: BYTES }, async (c) => {
    const tooBig = () => c.json({ error: 'tooBig', max: DOCUMENT_MAX_BYTES } satisfies DocumentRefusal, 413);
    if (Number(c.req.header('Content-Length') ?? 0) > DOCUMENT_MAX_BYTES) return tooBig();
    const sent = await c.req.arrayBuffer();
    if (sent.byteLength > DOCUMENT_MAX_BYTES) return tooBig();
    const bytes = withoutMetadata(new Uint8Array(sent));
    const picture = imageHeader(bytes);
    if (picture && sizeProblem(picture, { minWidth: 1, minHeight: 1 }, MEDIA_MAX_SIDE))
      return c.json({ error: 'large', max: MEDIA_MAX_SIDE } satisfies DocumentRefusal, 400);
    const type = picture ? picture.type : isPdf(bytes) ? 'application/pdf' : null;
    if (!type) return c.json({ error: 'type' } satisfies DocumentRefusal, 400);
    if (!c.env.MEDIA) return c.json({ error: 'The document store is not available' }, 503, { 'Retry-After': '30' });
    const file = documentFile(await sha256Hex(bytes), picture ? LOGO_TYPES[picture.type] : 'pdf');
    const siteId = c.var.site.id;
    await c.env.MEDIA.put(`site/${siteId}/${file}`, bytes, { httpMetadata: { contentType: type }, customMetadata: ownedBy(siteId) });
    return c.json({ url: documentUrl(siteId, file), bytes: bytes.byteLength } satisfies ConsoleDocument, 201);
  });

  // A stored document, for the console's link to it: only this site's.
  on(api, 'GET /sites/:siteId/documents/:document', async (c, { params }) => {
    const object = c.env.MEDIA ? await c.env.MEDIA.get(`site/${c.var.site.id}/${params.document}`) : null;
    if (!object) return jsonError(c, 404, 'No such document');
    return storedFile(object, 'private, max-age=31536000, immutable');
  });

  // The stored file, for the console's preview (its CSP allows only its own images): only this site's.
  on(api, 'GET /sites/:siteId/media/:file', async (c, { params }) => {
    const object = c.env.MEDIA ? await c.env.MEDIA.get(mediaKey(c.var.site.id, params.file)) : null;
    if (!object) return jsonError(c, 404, 'No such picture');
    return storedFile(object, 'private, max-age=31536000, immutable');
  });
}
