import { type SizedWidth, sizedBase, sizedUrl } from '../contract/sized-pictures';
import type { Localized } from '../i18n/locales';

/**
 * Where a listing's picture shows, the box it gets there (its width and height attributes, so
 * nothing shifts while it loads), the widths of its copies offered there (of SIZED_WIDTHS, made
 * when the picture arrived) and the one a browser without srcset gets. The detail's main image
 * is 725 wide; the gallery spans the page's 70rem column; a thumbnail is 72 CSS pixels.
 */
export const IMAGE_PLACES = {
  main: { width: 725, height: 483, widths: [480, 640, 800, 1024, 1200, 1600], base: 800, sizes: '(min-width: 72rem) 70rem, 100vw' },
  card: { width: 600, height: 400, widths: [320, 480, 640, 800, 1200], base: 640, sizes: '(min-width: 37.5rem) 27rem, 100vw' },
  thumbnail: { width: 72, height: 48, widths: [160], base: 160, sizes: '72px' },
  /** A page's hero picture, the page's width; an image-and-text section's, half the 70rem column. */
  hero: { width: 1600, height: 600, widths: [640, 800, 1024, 1200, 1600], base: 1200, sizes: '100vw' },
  section: { width: 1200, height: 800, widths: [480, 640, 800, 1024, 1200], base: 800, sizes: '(min-width: 72rem) 35rem, 100vw' },
  /** A person's photo: the employees' 9rem circle (the contact person's is smaller). */
  photo: { width: 300, height: 300, widths: [160, 320, 480], base: 320, sizes: '9rem' },
} as const satisfies Record<string, { widths: readonly SizedWidth[]; base: SizedWidth; [more: string]: unknown }>;

export type ImagePlace = keyof typeof IMAGE_PLACES;

/** Cloudflare Image Resizing's quality setting for every resized copy. */
const IMAGE_QUALITY = 80;

/** What the deploy allows (IMAGE_ORIGINS, IMAGE_RESIZING), for one request. */
export interface ImagePolicy {
  /** The site shown: its pictures' copies are its own (shared/contract/sized-pictures.ts). Without it, pictures are their originals. */
  siteId?: number;
  /** Origins a picture may come from besides the site itself: exactly the CSP's img-src. */
  origins: readonly string[];
  /** Cloudflare Image Resizing answers /cdn-cgi/image/… on the site's zone (instead of the copies made on arrival). */
  resizing: boolean;
  /** Told about every picture left out because its origin is not allowed. */
  refused?: (url: string) => void;
}

/** The attributes of an <img>; `srcSet` and `sizes` only when resized copies exist. */
export interface ImageSource {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/** A gallery photo: the main-size image and its thumbnail. */
export interface GalleryImage {
  main: ImageSource;
  thumbnail: ImageSource;
  /** What the picture shows, per language, when its listing says (the gallery's alt text). */
  description?: Localized | null;
}

/** The origin of an absolute http(s) address; null for anything else. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins of an IMAGE_ORIGINS value (separated by spaces or commas); entries that are not
 * an http(s) origin are left out, so the CSP and the pictures shown always agree.
 * @example parseImageOrigins('https://images.crm.example https://cdn.agency.be/') // ['https://images.crm.example', 'https://cdn.agency.be']
 */
export function parseImageOrigins(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).flatMap((entry) => {
    const origin = entry ? originOf(entry) : null;
    return origin ? [origin] : [];
  });
}

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * The <img> attributes of a picture in a place: a path on the site or an address on an allowed
 * origin; null (the placeholder) for any other address, which `policy.refused` hears about.
 * A picture is offered in the copies made when it arrived, at the place's widths (a drawing, SVG,
 * is itself at every size); with IMAGE_RESIZING on, in Cloudflare Image Resizing's addresses.
 * @example imageSource('/assets/media/site/1/image-0123456789abcdef.jpg', 'card', { origins: [], resizing: false, siteId: 1 })
 * // { src: '/assets/media/sized/site/1/image-0123456789abcdef.jpg/640',
 * //   srcSet: '…/320 320w, …', sizes: '…', width: 600, height: 400 }
 */
export function imageSource(url: string | null | undefined, place: ImagePlace, policy: ImagePolicy): ImageSource | null {
  if (!url) return null;
  const local = isSitePath(url);
  if (!local && !policy.origins.includes(originOf(url) ?? '')) {
    policy.refused?.(url);
    return null;
  }
  const { width, height, widths, base, sizes } = IMAGE_PLACES[place];
  if (/\.svg(?:[?#]|$)/i.test(url)) return { src: url, width, height };
  if (policy.resizing) {
    const source = local ? url.slice(1) : url;
    const resized = (w: number) => `/cdn-cgi/image/width=${w},quality=${IMAGE_QUALITY},format=auto/${source}`;
    return { src: resized(base), srcSet: widths.map((w) => `${resized(w)} ${w}w`).join(', '), sizes, width, height };
  }
  const sized = policy.siteId === undefined ? null : sizedBase(url, policy.siteId);
  if (!sized) return { src: url, width, height };
  return { src: sizedUrl(sized, base), srcSet: widths.map((w) => `${sizedUrl(sized, w)} ${w}w`).join(', '), sizes, width, height };
}

/**
 * The <img> attributes of a picture the platform holds for the site (an upload, a CRM's copy):
 * its copies in the place's widths; any other picture (a drawing, an address elsewhere) as it is,
 * at the place's box. For a page's own pictures, whose address the agency chose in the console.
 * @example heldImageSource('/assets/media/site/1/image-0123456789abcdef.jpg', 'photo', 1).src // '/assets/media/sized/site/1/image-0123456789abcdef.jpg/320'
 */
export function heldImageSource(url: string, place: ImagePlace, siteId: number): ImageSource {
  const held = sizedBase(url, siteId)?.startsWith('sized/ext/') === false;
  const { width, height } = IMAGE_PLACES[place];
  return (held ? imageSource(url, place, { origins: [], resizing: false, siteId }) : null) ?? { src: url, width, height };
}

/**
 * The address of a picture at one width (an Open Graph or an assistant's card picture, where no
 * srcset is read): its copy of that width, or the picture itself where it has none.
 */
export function sizedAddress(url: string, width: SizedWidth, policy: ImagePolicy): string {
  const sized = policy.resizing || policy.siteId === undefined ? null : sizedBase(url, policy.siteId);
  return sized && !/\.svg(?:[?#]|$)/i.test(url) ? sizedUrl(sized, width) : url;
}

/** The photos a gallery shows (refused ones left out); a missing or refused thumbnail is the photo itself. */
export function galleryImages(
  photos: readonly { file: string; thumbnail?: string | null; description?: Localized | null }[],
  policy: ImagePolicy,
): GalleryImage[] {
  return photos.flatMap((photo) => {
    const main = imageSource(photo.file, 'main', policy);
    if (!main) return [];
    const thumbnail = imageSource(photo.thumbnail, 'thumbnail', policy) ?? imageSource(photo.file, 'thumbnail', policy)!;
    return [{ main, thumbnail, ...(photo.description ? { description: photo.description } : {}) }];
  });
}
