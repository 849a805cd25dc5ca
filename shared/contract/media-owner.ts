/*
 * Whose a file in the MEDIA bucket is. Every file the platform puts there for a site to serve
 * (a CRM's file it copied, a picture, logo or document uploaded in the console) carries the site
 * it belongs to in its custom metadata, written with the file; the site worker serves it only on
 * that site's hostnames (worker/site/routes/crm-media.ts). A key's layout names no owner anyone
 * reads: a file without one is no site's.
 */

/** The custom metadata field holding a file's site id. */
export const MEDIA_OWNER = 'site';

/** The custom metadata that makes a file site `siteId`'s, with any other fields it keeps. */
export const ownedBy = (siteId: number, other?: Record<string, string>): Record<string, string> => ({ ...other, [MEDIA_OWNER]: String(siteId) });

/** Whether a stored file is site `siteId`'s. */
export const isOwnedBy = (customMetadata: Record<string, string> | undefined, siteId: number): boolean => customMetadata?.[MEDIA_OWNER] === String(siteId);
