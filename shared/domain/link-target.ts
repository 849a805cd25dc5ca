/*
 * Where a link an agency types may go: the one rule of every link field the console edits (a
 * section's button and picture link, a menu item, the rich-text editor's link box), checked by
 * the console's forms and again by the platform's schemas before anything is stored.
 */

/** What kind of link an address is, or null when it may not be stored (`javascript:`, `data:`, `http:`, `//host`…). */
export type LinkTarget = 'https' | 'mailto' | 'tel' | 'page';

const MAILTO = /^mailto:[^\s<>"]+$/i;
const TEL = /^tel:\+?[\d\s()./-]+$/i;
/** A page of the site: a path (not `//host`, not `/\host`, which browsers read as another host) or a fragment. */
const PAGE = /^(?:\/(?![/\\])|#)[^\s<>"\\]*$/;

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
  if (PAGE.test(url)) return 'page';
  if (MAILTO.test(url)) return 'mailto';
  if (TEL.test(url)) return 'tel';
  if (!/^https:\/\/[^\s/\\]/i.test(url) || /\s/.test(url)) return null;
  try {
    return new URL(url).hostname.includes('.') ? 'https' : null;
  } catch {
    return null;
  }
}
