import { fnv1aHex } from '../fnv1a';

/*
 * A listing's or an agency's picture is made once, when it arrives, at the widths pages ask for
 * (worker/platform/media/sizes.ts), and stored in MEDIA beside the original:
 *   sized/{the original's key}/{width}.webp and .jpg   a picture the platform holds (crm/…, site/…)
 *   sized/ext/{siteId}/{hash of its address}/{width}.…   a picture on the agency's or CRM's host
 *   …/done                                              what was made (or why it could not be)
 * The site asks for `/assets/media/sized/…/{width}` (worker/site/routes/sized-media.ts), which
 * answers the WebP copy to a browser that takes WebP and the JPEG one to any other. Both sides
 * derive the key from the picture's address alone, so a page never asks what exists.
 */

/** The widths every picture is made in: a phone's thumbnail (72 CSS pixels at 2×) up to a 1600-wide full-screen view. */
export const SIZED_WIDTHS = [160, 320, 480, 640, 800, 1024, 1200, 1600] as const;
export type SizedWidth = (typeof SIZED_WIDTHS)[number];

/** The formats each width is made in: WebP, which every current browser shows, and JPEG for the rest. */
export const SIZED_FORMATS = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type SizedFormat = keyof typeof SIZED_FORMATS;

/** The width an Open Graph picture is shown at (the networks' own advice: 1200 wide). */
export const OPEN_GRAPH_WIDTH: SizedWidth = 1200;

/** The R2 key of a picture the platform holds, from its site path: `/assets/media/crm/…` or `/assets/media/site/…` (no SVG: it is drawn at every size). */
const HELD = /^\/assets\/media\/((?:crm|site)\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/){1,7}[A-Za-z0-9_~-][A-Za-z0-9._~-]*\.(?:jpe?g|png|webp|avif|gif|heic))$/i;

/** A picture on another host: an http(s) address whose path does not end in .svg. */
const EXTERNAL = /^https?:\/\/[^/?#\s]+(?:[/?#]\S*)?$/i;
const VECTOR = /\.svgz?(?:[?#]|$)/i;

/**
 * Where the copies of a picture shown on site `siteId` are kept (the key's start), or null for
 * a picture that is not made in sizes (a drawing, an address of no picture).
 * @example sizedBase('/assets/media/site/1/image-0123456789abcdef.jpg', 1) // 'sized/site/1/image-0123456789abcdef.jpg'
 * @example sizedBase('https://images.crm.example/1.jpg', 2) // 'sized/ext/2/…' (16 hexadecimal digits)
 */
export function sizedBase(url: string, siteId: number): string | null {
  const held = HELD.exec(url)?.[1];
  if (held) return `sized/${held}`;
  if (!EXTERNAL.test(url) || VECTOR.test(new URL(url).pathname)) return null;
  // Two FNV-1a hashes, of the address and of it with its length: 64 bits, no collision among a site's pictures.
  return `sized/ext/${siteId}/${fnv1aHex(url)}${fnv1aHex(`${url.length}:${url}`)}`;
}

/** The R2 key of one copy. */
export const sizedKey = (base: string, width: SizedWidth, format: SizedFormat): string => `${base}/${width}.${format}`;

/** The R2 key of the note of what was made of a picture (SizedNote). */
export const sizedNoteKey = (base: string): string => `${base}/done`;

/** The address a page asks a copy at. */
export const sizedUrl = (base: string, width: SizedWidth): string => `/assets/media/${base}/${width}`;

/** The copy's width in a `sized/…/{width}` path of the site, or null for any other path. */
export function sizedRequest(key: string): { base: string; width: SizedWidth } | null {
  const match = /^(sized\/(?:crm|site|ext)\/[1-9]\d{0,14}\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/){0,6}[A-Za-z0-9_~-][A-Za-z0-9._~-]*)\/(\d{2,4})$/.exec(key);
  const width = Number(match?.[2]);
  return match && (SIZED_WIDTHS as readonly number[]).includes(width) ? { base: match[1]!, width: width as SizedWidth } : null;
}

/** What the platform noted once a picture was handled: its copies made (the original's size), or why not. */
export type SizedNote = { made: true; width: number; height: number } | { made: false; reason: string };

/** A picture to make in sizes: the queue's message (PICTURE_QUEUE). */
export interface PictureJob {
  siteId: number;
  /** The picture's address as a listing or a page names it. */
  url: string;
}
