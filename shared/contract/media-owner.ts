/*
 * Whose a file in the MEDIA bucket is. Every file the platform puts there for a site to serve
 * (a CRM's file it copied, a picture, logo or document uploaded in the console) carries the site
 * it belongs to in its custom metadata, written with the file; the site worker serves it only on
 * that site's hostnames (worker/site/routes/crm-media.ts). A file put there before files carried
 * their site has none until the platform's scheduled backfill gives it one
 * (worker/platform/media/owners.ts); meanwhile it is the site's its key was written under
 * (`crm/{siteId}/…`, `site/{siteId}/…`), as it was served before, so no picture goes missing.
 */

/** The custom metadata field holding a file's site id. */
export const MEDIA_OWNER = 'site';

/** The custom metadata that makes a file site `siteId`'s, with any other fields it keeps. */
export const ownedBy = (siteId: number, other?: Record<string, string>): Record<string, string> => ({ ...other, [MEDIA_OWNER]: String(siteId) });

/** Whether a stored file is site `siteId`'s. */
export const isOwnedBy = (customMetadata: Record<string, string> | undefined, siteId: number): boolean => customMetadata?.[MEDIA_OWNER] === String(siteId);

/** The site a key was written under (`crm/{siteId}/…`, `site/{siteId}/…`): the owner of a file stored before files carried theirs. */
export function ownerWrittenUnder(key: string): number | null {
  const site = /^(?:crm|site)\/([1-9]\d{0,14})\//.exec(key)?.[1];
  return site ? Number(site) : null;
}

/** Whether the stored file at `key` is site `siteId`'s: by its stored owner, or, without one yet, by the site its key was written under. */
export const isServedTo = (key: string, customMetadata: Record<string, string> | undefined, siteId: number): boolean =>
  customMetadata?.[MEDIA_OWNER] === undefined ? ownerWrittenUnder(key) === siteId : isOwnedBy(customMetadata, siteId);
