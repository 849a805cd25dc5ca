import type { R2Bucket } from '@cloudflare/workers-types';
import { mediaFile, mediaKey, mediaUrl } from '../../../../shared/contract/console-media';
import { ownedBy } from '../../../../shared/contract/media-owner';
import { imageHeader, sha256Hex } from '../../media/picture-header';
import { withoutMetadata } from '../../media/without-metadata';
import type { SeededEstate } from './estates';

/*
 * Real content in the demo: one listing per site shows camera-size photos (4000 × 3000 JPEGs of
 * about 5 MB, drawn when the demo is seeded by scripts/camera-photo.mjs, never committed), so
 * whoever runs `npm start` sees what an agency's own photos go through: stored as the console's
 * upload stores them (worker/platform/console-api/media.ts), made in sizes when a page first asks
 * (worker/site/routes/sized-media.ts), shown as the copies.
 */

/** Stores one photo for a site as an upload is stored: without its metadata, under its content's hash. Answers its address. */
export async function storeCameraPhoto(bucket: R2Bucket, siteId: number, sent: Uint8Array): Promise<string> {
  const bytes = withoutMetadata(sent);
  const header = imageHeader(bytes);
  if (header?.type !== 'image/jpeg') throw new Error('a camera photo is a JPEG');
  const file = mediaFile(await sha256Hex(bytes), header.type);
  await bucket.put(mediaKey(siteId, file), bytes, {
    httpMetadata: { contentType: header.type },
    customMetadata: ownedBy(siteId, { width: String(header.width), height: String(header.height) }),
  });
  return mediaUrl(siteId, file);
}

/**
 * Gives each site's newest listing for sale (a listing of its own, the first card of "for sale,
 * newest first") the camera photos stored for that site, in their order.
 */
export function useCameraPhotos(estates: readonly SeededEstate[], photos: Readonly<Record<number, readonly string[]>>): void {
  for (const [site, urls] of Object.entries(photos)) {
    const houses = estates.filter(
      ({ siteId, estate }) =>
        siteId === Number(site) && estate.general.status === 'FOR_SALE' && !estate.general.project && !estate.general.parentId && estate.pictures.length > 0,
    );
    const newest = houses.reduce<SeededEstate | null>(
      (best, candidate) => (!best || candidate.estate.general.publicationDate > best.estate.general.publicationDate ? candidate : best),
      null,
    );
    if (newest) newest.estate.pictures = urls.map((file, index) => ({ file, thumbnail: null, index }));
  }
}
