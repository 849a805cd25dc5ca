import { ATTRIBUTION_LIMITS, ATTRIBUTION_UNPRINTABLE, type Attribution, type ViewedPage } from '../contract/attribution';

// Where a lead came from: read from a landing URL and a referrer (the Referer of a
// form posted without JavaScript), or from what the browser kept for the visit (an untrusted
// `attribution` field). One set of rules for both: campaign parameters and click ids from the
// landing page's query, the referrer as another site's origin only, malformed values dropped,
// lengths capped (ATTRIBUTION_LIMITS).

const UTM = ['source', 'medium', 'campaign', 'term', 'content'] as const;
const CLICK_IDS = ['gclid', 'fbclid', 'msclkid'] as const;
/** Longest `attribution` form field read as JSON: the texts and the pages viewed at their limits, escaped, and then some. */
const MAX_JSON = 12288;

/** Trimmed printable text cut to `max` (never through a surrogate pair); undefined when empty, unprintable or not text. */
function clean(value: unknown, max: number): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || ATTRIBUTION_UNPRINTABLE.test(text)) return undefined;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function urlOf(value: unknown, base?: string): URL | undefined {
  try {
    return typeof value === 'string' && value ? new URL(value, base) : undefined;
  } catch {
    return undefined;
  }
}

/** The given values of one group (utm, click ids), cleaned, or undefined when none is left. */
function group<K extends string>(keys: readonly K[], value: (key: K) => unknown, max: number): Partial<Record<K, string>> | undefined {
  const entries = keys.map((key) => [key, clean(value(key), max)] as const).filter(([, text]) => text !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<Record<K, string>>) : undefined;
}

/**
 * What a browser sent, as an object whose fields are read one by one: anything but text is
 * left out. (Plain code, not a zod/mini schema: zod's `catch`, which would drop a field rather
 * than fail the whole, is nowhere else in the site worker, whose bundle is nearly full.)
 */
type Given = Partial<Record<'landingPage' | 'referrer' | 'landedAt' | 'utm' | 'clickIds' | 'pages', unknown>>;
const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The pages viewed of a `pages` list: each a path of this site (a site path, or a URL on
 * `siteHostname`; any other host is left out), its title cleaned; the newest
 * ATTRIBUTION_LIMITS.pages kept, oldest first; undefined when none is left.
 */
function pagesOf(value: unknown, siteHostname: string): ViewedPage[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const pages = value.flatMap((entry): ViewedPage[] => {
    const fields = fieldsOf(entry);
    const raw = clean(fields.path, MAX_JSON);
    const url = raw && /^\/(?!\/)|^https?:\/\//.test(raw) ? urlOf(raw, `https://${siteHostname}`) : undefined;
    const path = url?.hostname === siteHostname ? clean(url.pathname + url.search, ATTRIBUTION_LIMITS.pagePath) : undefined;
    const title = clean(fields.title, ATTRIBUTION_LIMITS.pageTitle);
    return path ? [title ? { path, title } : { path }] : [];
  });
  return pages.length > 0 ? pages.slice(-ATTRIBUTION_LIMITS.pages) : undefined;
}

/** The attribution `given` holds by the rules above, on the site `siteHostname` (e.g. 'www.immo-noord.be'). */
function attributionOf(given: Given, siteHostname: string): Attribution | undefined {
  // A site path, or a URL of the site itself (a Referer); anything on another host is no landing page.
  // Raw text is checked before a URL parser quietly drops or escapes what it holds.
  const landing = urlOf(clean(given.landingPage, MAX_JSON), `https://${siteHostname}`);
  const own = landing?.hostname === siteHostname ? landing : undefined;
  const from = urlOf(clean(given.referrer, MAX_JSON));
  const external = from && /^https?:$/.test(from.protocol) && from.hostname !== siteHostname ? from.origin : undefined;
  const landedAt = clean(given.landedAt, 40);
  const utm = fieldsOf(given.utm);
  const clickIds = fieldsOf(given.clickIds);
  const attribution: Attribution = {
    landingPage: own && clean(own.pathname + own.search, ATTRIBUTION_LIMITS.landingPage),
    referrer: clean(external, ATTRIBUTION_LIMITS.referrer),
    utm: group(UTM, (key) => utm[key] ?? own?.searchParams.get(`utm_${key}`), ATTRIBUTION_LIMITS.utm),
    clickIds: group(CLICK_IDS, (key) => clickIds[key] ?? own?.searchParams.get(key), ATTRIBUTION_LIMITS.clickId),
    landedAt: landedAt && !Number.isNaN(Date.parse(landedAt)) ? new Date(landedAt).toISOString() : undefined,
    pages: pagesOf(given.pages, siteHostname),
  };
  const kept = Object.entries(attribution).filter(([, value]) => value !== undefined);
  return kept.length > 0 ? (Object.fromEntries(kept) as Attribution) : undefined;
}

/**
 * The attribution of a visit from its landing page (a site path with its query, or a full URL
 * of the site) and the page that linked to it (`referrer`, a full URL: only another http(s)
 * site's origin is kept).
 * @example parseAttribution('/nl/aanbod/12?utm_source=immoweb&gclid=x', 'https://www.immoweb.be/nl/zoeken', 'www.immo-noord.be')
 * // { landingPage: '/nl/aanbod/12?utm_source=immoweb&gclid=x', referrer: 'https://www.immoweb.be', utm: { source: 'immoweb' }, clickIds: { gclid: 'x' } }
 */
export function parseAttribution(landing: string | undefined, referrer: string | undefined, siteHostname: string): Attribution | undefined {
  return attributionOf({ landingPage: landing, referrer }, siteHostname);
}

/**
 * An `attribution` sent with a form (an object, or its JSON as a form field's text), read by
 * the same rules: what cannot be read is left out, never refused; campaign parameters and click
 * ids missing from it are taken from its landing page's query.
 */
export function readAttribution(value: unknown, siteHostname: string): Attribution | undefined {
  let json = value;
  if (typeof value === 'string') {
    try {
      json = value.length <= MAX_JSON ? JSON.parse(value) : undefined;
    } catch {
      json = undefined;
    }
  }
  return attributionOf(fieldsOf(json), siteHostname);
}
