import * as z from 'zod';
import { SITE_DOCUMENT_PATH } from '../../../shared/contract/console-documents';
import type { CrmReasonWords } from '../../../shared/contract/console-crm-reasons';

/*
 * The normalized listing's texts per language, pictures and documents (normalized.ts): where a
 * file may come from (a CRM's address, a copy the platform made, an upload of the site's own).
 */

/** Text per language; a CRM's `fr-BE` or `nl_BE` is the provider's to map onto these. */
export const localizedText = z
  .object({
    nl: z.string().max(20_000).optional(),
    fr: z.string().max(20_000).optional(),
    en: z.string().max(20_000).optional(),
    de: z.string().max(20_000).optional(),
  })
  .strict();

export const url = z.url({ protocol: /^https?$/ }).max(2000);

/** A file the platform copied from the CRM (its address there expires), served by the site: `/assets/media/crm/…`. */
export const COPIED_FILE_PATH = /^\/assets\/media\/crm\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/** A picture uploaded in the console for a site, served by the site: `/assets/media/site/{siteId}/image-….png` (upsert.ts takes only the site's own). */
export const SITE_PICTURE_PATH = /^\/assets\/media\/site\/([1-9][0-9]{0,14})\/image-[0-9a-f]{16}\.(?:png|jpg|webp)$/;

export const fileUrl = z.union([url, z.string().max(500).regex(COPIED_FILE_PATH)]);

/** The pictures and documents of a record uploaded for another site than `siteId` (`where`: a unit's path prefix), each refused by its path. */
export function foreignFiles(
  record: { pictures: readonly { url: string }[]; documents: readonly { url: string }[] },
  siteId: number,
  where = '',
): { path: string; reason: string; words: CrmReasonWords }[] {
  const foreign = (kind: 'pictures' | 'documents', pattern: RegExp) =>
    record[kind].flatMap(({ url }, at) => {
      const site = pattern.exec(url)?.[1];
      const words: CrmReasonWords = { reason: { key: 'otherSiteFile', picture: kind === 'pictures' } };
      return site !== undefined && Number(site) !== siteId
        ? [{ path: `${where}${kind}.${at}.url`, reason: `a ${kind.slice(0, -1)} of another site`, words }]
        : [];
    });
  return [...foreign('pictures', SITE_PICTURE_PATH), ...foreign('documents', SITE_DOCUMENT_PATH)];
}

const pictureUrl = z.union([fileUrl, z.string().max(200).regex(SITE_PICTURE_PATH)]);

export const normalizedPicture = z.object({
  url: pictureUrl,
  /** Position in the gallery, 0 first. */
  order: z.number().int().min(0).max(10_000),
  /** A smaller copy for cards and thumbnails (e.g. Whise's 640 px `urlLarge`); the picture itself when absent. */
  thumbnailUrl: url.nullable().default(null),
  description: localizedText.nullable().default(null),
});

/** A document: a file's address, or a PDF uploaded in the console for the site (upsert.ts takes only the site's own). */
const documentUrl = z.union([fileUrl, z.string().max(200).regex(SITE_DOCUMENT_PATH)]);

export const normalizedDocument = z.object({
  url: documentUrl,
  /** The platform's file type code: EPC, FLOOR_PLAN, SOIL_CERTIFICATE, BROCHURE, … */
  type: z.string().min(1).max(60).default('OTHER'),
  description: localizedText.nullable().default(null),
});
