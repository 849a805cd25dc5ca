import type { ConsoleSite } from './console';
import type { SiteTags } from '../domain/site-tags';

/*
 * The console's "Tags and consent" screen, owners only: GET and PUT
 * /console-api/sites/{id}/tags. The agency's own GA4, Tag Manager and Meta pixel ids, each
 * optional, written into the site document through the admin API's own site update (its schema
 * holds each id to its pattern, shared/domain/site-tags.ts) and live at once. With one set, the
 * site asks its visitors' consent before loading any of them.
 */

export interface ConsoleTags {
  site: ConsoleSite;
  tags: SiteTags;
}

/** PUT …/tags: the ids the site has from now on; a missing key removes that tag. */
export type TagsUpdate = SiteTags;
