/*
 * The agency's own tags: a Google Analytics 4 measurement id, a Google Tag Manager
 * container id and a Meta pixel id, each optional. They are written into a script and decide
 * the site's CSP, so each is held to its exact pattern on the way in (the site schema) and
 * again on the way out (`siteTagsOf`, what the site worker reads): anything else is no tag.
 */

export const TAG_PATTERNS = {
  /** G- and 4 to 16 capitals or digits, e.g. G-ABC123XYZ9. */
  ga4: /^G-[A-Z0-9]{4,16}$/,
  /** GTM- and 4 to 12 capitals or digits, e.g. GTM-5XK7QW2. */
  gtm: /^GTM-[A-Z0-9]{4,12}$/,
  /** 6 to 20 digits, e.g. 1234567890123456. */
  meta: /^[0-9]{6,20}$/,
} as const;

export type TagName = keyof typeof TAG_PATTERNS;
export const TAG_NAMES = Object.keys(TAG_PATTERNS) as TagName[];

/** The tags a site has; a missing key is no tag. */
export type SiteTags = Partial<Record<TagName, string>>;

/** The stored tags with every malformed or missing id left out; null when none is left. */
export function siteTagsOf(stored: unknown): SiteTags | null {
  if (!stored || typeof stored !== 'object') return null;
  const tags: SiteTags = {};
  for (const name of TAG_NAMES) {
    const value = (stored as Record<string, unknown>)[name];
    if (typeof value === 'string' && TAG_PATTERNS[name].test(value)) tags[name] = value;
  }
  return Object.keys(tags).length > 0 ? tags : null;
}
