import type { Localized } from '../i18n/locales';

/**
 * Where a listing's picture shows, the box it gets there (its width and height attributes, so
 * nothing shifts while it loads) and the widths a resized copy is offered in. The
 * detail's main image is 725 wide; the gallery spans the page's 70rem column.
 */
export const IMAGE_PLACES = {
  main: { width: 725, height: 483, widths: [480, 725, 1120, 1450], sizes: '(min-width: 72rem) 70rem, 100vw' },
  card: { width: 600, height: 400, widths: [400, 600, 900, 1200], sizes: '(min-width: 37.5rem) 27rem, 100vw' },
  thumbnail: { width: 72, height: 48, widths: [72, 144], sizes: '72px' },
} as const;

export type ImagePlace = keyof typeof IMAGE_PLACES;

/** Cloudflare Image Resizing's quality setting for every resized copy. */
const IMAGE_QUALITY = 80;

/** What the deploy allows (IMAGE_ORIGINS, IMAGE_RESIZING), for one request. */
export interface ImagePolicy {
  /** Origins a picture may come from besides the site itself: exactly the CSP's img-src. */
  origins: readonly string[];
  /** Cloudflare Image Resizing answers /cdn-cgi/image/… on the site's zone. */
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
 * With resizing, Cloudflare Image Resizing URLs in the place's widths; SVG is vector and
 * never resized.
 * @example imageSource('https://images.crm.example/1.jpg', 'main', { origins: ['https://images.crm.example'], resizing: true })
 * // { src: '/cdn-cgi/image/width=725,quality=80,format=auto/https://images.crm.example/1.jpg',
 * //   srcSet: '… 480w, …', sizes: '…', width: 725, height: 483 }
 */
export function imageSource(url: string | null | undefined, place: ImagePlace, policy: ImagePolicy): ImageSource | null {
  if (!url) return null;
  const local = isSitePath(url);
  if (!local && !policy.origins.includes(originOf(url) ?? '')) {
    policy.refused?.(url);
    return null;
  }
  const { width, height, widths, sizes } = IMAGE_PLACES[place];
  if (!policy.resizing || /\.svg(?:[?#]|$)/i.test(url)) return { src: url, width, height };
  const source = local ? url.slice(1) : url;
  const resized = (w: number) => `/cdn-cgi/image/width=${w},quality=${IMAGE_QUALITY},format=auto/${source}`;
  return { src: resized(width), srcSet: widths.map((w) => `${resized(w)} ${w}w`).join(', '), sizes, width, height };
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
