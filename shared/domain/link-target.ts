/*
 * Where a link an agency types may go: the one rule of every link field the console edits (a
 * section's button and picture link, a menu item, the rich-text editor's link box), checked by
 * the console's forms and again by the platform's schemas before anything is stored.
 */

/** What kind of link an address is, or null when it may not be stored (`javascript:`, `data:`, `http:`, `//host`…). */
export type LinkTarget = 'https' | 'mailto' | 'tel' | 'page';

/**
 * The addresses a link may take, one alternative each: an https address with a host that has a
 * dot (no user, no `//host` path), mailto:, tel:, a path of the site (not `//host` or `/\host`,
 * which browsers read as another host) or a fragment. A plain pattern, no URL parsing: the
 * console's editor bundles it (its budget: scripts/bundle-check.mjs).
 */
export const LINK_PATTERN = /^(https:\/\/[\w.-]+\.[\w-]+(:\d+)?([/?#]\S*)?|mailto:\S+|tel:\+?[\d\s()./-]+|(\/(?![/\\])|#)\S*)$/i;

/**
 * The kind of `url` (trimmed by the caller), or null when it is not a link an agency may
 * store: only an https address of another site, an e-mail address (mailto:), a phone number
 * (tel:) or a page of the site.
 *
 * @example linkTarget('https://example.be/a') // 'https'
 * @example linkTarget('/nl/contact') // 'page'
 * @example linkTarget('javascript:alert(1)') // null
 */
export function linkTarget(url: string): LinkTarget | null {
  if (!LINK_PATTERN.test(url)) return null;
  return /^[/#]/.test(url) ? 'page' : (url.slice(0, url.indexOf(':')).toLowerCase() as LinkTarget);
}
