/**
 * The owner's preview of a site in coming-soon mode, as both the site worker and the
 * platform see it: the console makes a one-time link to `{site}/_preview/{token}`; the site
 * worker exchanges it with the platform (POST /sites/{id}/previews/consume, site API) for a
 * grant it sets as a cookie, and checks that grant on each request (POST /sites/{id}/previews/check).
 * No zod here: the site worker imports this file.
 */

/** A preview link is valid this long (ms), and once. */
export const PREVIEW_LINK_MS = 15 * 60 * 1000;
/** The preview grant (what the link is exchanged for, the cookie) is valid this long (ms). */
export const PREVIEW_GRANT_MS = 8 * 60 * 60 * 1000;
/** The site's path that takes a preview link: `/_preview/{token}`. */
export const PREVIEW_PATH = '/_preview/';
/** The preview grant's cookie on the site's host. */
export const PREVIEW_COOKIE = 'site-preview';
/**
 * The header the site worker sends a previewing request's grant in: the platform
 * then answers the site's draft (pages, menus, entities, agreements: worker/platform/drafts/).
 */
export const PREVIEW_GRANT_HEADER = 'X-Preview-Grant';
/** Where a preview link may lead on the site (`?to=`): a page's path with its language, e.g. `/nl/over-ons`. */
export const PREVIEW_TO = /^\/(?:nl|fr|en|de)\/[a-z0-9/-]{0,200}$/;
/** Where a preview link may also lead: a console listing's draft as its detail page (`/nl/_listing/12`, worker/site/routes/listing-preview.tsx). */
export const PREVIEW_LISTING_TO = /^\/(?:nl|fr|en|de)\/_listing\/[1-9][0-9]{0,14}$/;
/** A console listing draft's preview address in a language. */
export const listingPreviewPath = (lang: string, draftId: number) => `/${lang}/_listing/${draftId}`;
/** A preview link's token or a grant: 32 random bytes, URL-safe base64. */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The answer of consume (with the grant) and of check (without): until when the grant holds. */
export interface PreviewGrant {
  grant?: string;
  expiresAt: string;
}
