import { LOGO_TYPES, type LogoType, SITE_MEDIA_PREFIX } from './console-brand';

/*
 * Pictures uploaded in the console's editors: an image-and-text section's picture,
 * a page's hero picture, an employee's or an office's photo.
 *   POST /console-api/sites/{id}/media?use=section|hero|photo|office   the file's bytes → 201 ConsoleMedia
 *        400 { error: 'type' | 'small' | 'large', field: 'image', … }, 413 { error: 'tooBig' }
 *   GET  /console-api/sites/{id}/media/{file}   the stored file (the console's own preview)
 * The type is read from the file's first bytes (worker/platform/media/picture-header.ts), never from its name or the
 * declared Content-Type. The file is kept in R2 (MEDIA) under a key made of its content's
 * SHA-256, so its address never changes meaning and the site caches it for a year
 * (worker/site/routes/crm-media.ts). A save that names a picture (pages, entities) is checked
 * against what R2 holds for that site (worker/platform/console-api/media.ts `checkedImage`).
 */

/**
 * At most 5 MiB a file: a phone's full-size JPEG is 2–5 MB, so an agency's own photos fit
 * without resizing; more is an unexported camera file or a screenshot saved as PNG. Visitors
 * get the copies made of it in sizes (shared/contract/sized-pictures.ts), never the file itself
 * on a page; the platform holds the whole file in memory once to hash it.
 */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/** At most 8,000 pixels on a side (about 64 megapixels): past that a browser decodes hundreds of MB, and Image Resizing refuses it. */
export const MEDIA_MAX_SIDE = 8000;

/**
 * The smallest picture each place takes, so it stays sharp on a high-density screen:
 * a section's picture fills half the 70rem column (about 560 CSS pixels, twice that on a
 * phone's full width: 800 is the floor); a hero spans the page (1280 wide); an employee's photo
 * is a 9rem circle (144 CSS pixels, 288 device pixels; the carousel's box is 300 × 300); an
 * office's photo tops its card (17rem and more wide, cut to 3:2: 600 × 400).
 */
export const MEDIA_USES = {
  section: { minWidth: 800, minHeight: 400 },
  hero: { minWidth: 1280, minHeight: 400 },
  photo: { minWidth: 300, minHeight: 300 },
  office: { minWidth: 600, minHeight: 400 },
} as const;
export type MediaUse = keyof typeof MEDIA_USES;

/** Alt texts are at most this long: a sentence, not a caption. */
export const ALT_MAX = 250;

/** An uploaded picture as the platform stored it. */
export interface ConsoleMedia {
  url: string;
  type: LogoType;
  bytes: number;
  width: number;
  height: number;
}

/** A refused upload: why, and the sizes the message names. */
export interface MediaRefusal {
  error: 'type' | 'tooBig' | 'small' | 'large';
  field: 'image';
  width?: number;
  height?: number;
  minWidth?: number;
  minHeight?: number;
  max?: number;
}

/** The file name of an uploaded picture: its content's SHA-256 prefix and its type's extension. */
export const mediaFile = (sha256Hex: string, type: LogoType): string => `image-${sha256Hex.slice(0, 16)}.${LOGO_TYPES[type]}`;

/** A file name `mediaFile` makes (and nothing else: no path, no other extension). */
export const MEDIA_FILE = /^image-[0-9a-f]{16}\.(?:png|jpg|webp)$/;

/** The R2 key of a site's uploaded picture. */
export const mediaKey = (siteId: number, file: string): string => `site/${siteId}/${file}`;

/** The address the site serves a site's uploaded picture at. */
export const mediaUrl = (siteId: number, file: string): string => `${SITE_MEDIA_PREFIX}${mediaKey(siteId, file)}`;

/**
 * The file name of a picture uploaded for this site, from its address; null for any other address.
 * @example uploadedFile(1, '/assets/media/site/1/image-0123456789abcdef.png') // 'image-0123456789abcdef.png'
 */
export function uploadedFile(siteId: number, url: string | null | undefined): string | null {
  const prefix = mediaUrl(siteId, '');
  const file = url?.startsWith(prefix) ? url.slice(prefix.length) : '';
  return MEDIA_FILE.test(file) ? file : null;
}
