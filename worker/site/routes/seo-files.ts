import type { Context } from 'hono';
import type { Locale } from '../../../shared/i18n/locales';
import { alternatePaths } from '../../../shared/routes';
import type { AppEnv } from '../env';
import { buildSearchBody } from '../../../shared/domain/listing-search';
import { type SiteApi, siteApi } from '../upstream';
import { type LightRequest, searchEstateLinks } from '../upstream/estates';
import { siteListing } from '../upstream/visible';
import { getEntityItems, listPages } from '../upstream/content';
import { isAgent } from '../../../shared/domain/agents';
import { searchRentalUnits } from '../upstream/rentals';
import { rentalAlternates } from '../../../shared/domain/rental-page';
import { buildRentalSearchBody } from '../../../shared/domain/rental-filter';
import { siteOrigin } from '../../../shared/domain/site-origin';
import { type HadWords, languagesHad } from '../../../shared/domain/listing-text';

function originOf(c: Context<AppEnv>): string {
  return siteOrigin(c.get('site').origin, c.req.url);
}

/**
 * Addresses per sitemap file: the protocol allows 50,000 (sitemaps.org); we stay below it.
 * SITEMAP_URLS_PER_FILE sets another number (tests split a small site with it).
 */
export const SITEMAP_URLS_PER_FILE = 45_000;
/** At most this many estates per light call (the platform answers up to 20,000). */
const MAX_ESTATES_PER_FILE = 10_000;

/** Estates per estate sitemap: each gives one address per language of the site. */
function estatesPerFile(c: Context<AppEnv>): number {
  const configured = Number(c.env.SITEMAP_URLS_PER_FILE);
  const urls = Number.isInteger(configured) && configured > 0 && configured <= 50_000 ? configured : SITEMAP_URLS_PER_FILE;
  return Math.max(1, Math.min(MAX_ESTATES_PER_FILE, Math.floor(urls / c.get('site').locales.length)));
}

/** The light search of the sitemap: every estate with a detail page, project units included, newest first. */
function linksBody(api: SiteApi, limit: number, offset: number): LightRequest {
  const { query, sort } = buildSearchBody({}, siteListing(api));
  return { query, ...(sort ? { sort } : {}), includeChildren: true, limit, offset };
}

/** One address of the sitemap: its path in each language, when it last changed, and a listing's words (its languages). */
interface UrlGroup {
  paths: Partial<Record<Locale, string>>;
  lastmod?: string;
  words?: HadWords;
}

/** At most this many holiday units in the sitemap. */
const MAX_SITEMAP_RENTALS = 2_000;

/** Every published holiday unit of the site: ids are all the sitemap needs. */
async function listedRentalUnits(api: SiteApi): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; offset < MAX_SITEMAP_RENTALS; offset += 100) {
    const page = await searchRentalUnits(api, buildRentalSearchBody({}, { limit: 100, offset }));
    ids.push(...page.hits.map((hit) => hit.unit.id));
    if (offset + 100 >= page.total) break;
  }
  return ids;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
}

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=UTF-8', 'Cache-Control': 'public, max-age=3600' };
/** A coming-soon site's files: never kept, so its publish shows at once. */
const SOON_HEADERS = { ...XML_HEADERS, 'Cache-Control': 'no-store' };

/** What every sitemap file starts with, and the namespace of its elements. */
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** GET /robots.txt: everything but the ajax and admin routes, and where the sitemap index is. */
export function robots(c: Context<AppEnv>): Response {
  // Coming soon: nothing to crawl yet.
  if (c.get('site').comingSoon) return c.text('User-agent: *\nDisallow: /\n', 200, { 'Cache-Control': 'no-store' });
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin/',
    ...c.get('site').locales.map((l) => `Disallow: /${l}/ajax/`),
    '',
    `Sitemap: ${originOf(c)}/sitemap.xml`,
    '',
  ].join('\n');
  return c.text(body, 200, { 'Cache-Control': 'public, max-age=3600' });
}

/**
 * GET /sitemap.xml: the sitemap index (sitemaps.org): the site's pages in one file, its
 * estates in files of at most estatesPerFile each. Counting them is one light call.
 */
export async function sitemap(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site');
  const origin = originOf(c);
  // Coming soon: an empty index.
  const files = site.comingSoon ? [] : ['sitemap-pages.xml'];
  if (site.settings.linkToDetail && !site.comingSoon) {
    const api = siteApi(c.get('upstream'), site, site.defaultLocale);
    const { total } = await searchEstateLinks(api, linksBody(api, 0, 0));
    const count = Math.ceil(total / estatesPerFile(c));
    for (let n = 1; n <= count; n += 1) files.push(`sitemap-estates-${n}.xml`);
  }
  const entries = files.map((file) => `  <sitemap>\n    <loc>${escapeXml(`${origin}/${file}`)}</loc>\n  </sitemap>`);
  const xml = `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
  return c.body(xml, 200, site.comingSoon ? SOON_HEADERS : XML_HEADERS);
}

const urlsetXml = (urls: string[]) =>
  `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;

/**
 * One sitemap file: each address in each of the site's languages (Site.locales), with its
 * alternates (xhtml:link hreflang) so search engines pair the translations: a listing's those its
 * page names, the languages it really has (`languagesHad`, decision 072).
 */
function urlset(c: Context<AppEnv>, groups: UrlGroup[]): Response {
  const site = c.get('site');
  const origin = originOf(c);
  const locales = site.locales;
  const urls = groups.flatMap(({ paths, lastmod, words }) => {
    const promised = words ? languagesHad(words, locales) : locales;
    return locales.map((locale) => {
      const links = promised.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + paths[l])}"/>`).join('\n');
      const modified = lastmod ? `\n    <lastmod>${escapeXml(lastmod)}</lastmod>` : '';
      const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + paths[site.defaultLocale])}"/>`;
      return `  <url>\n    <loc>${escapeXml(origin + paths[locale])}</loc>${modified}\n${links}\n    ${fallback}\n  </url>`;
    });
  });
  return c.body(urlsetXml(urls), 200, XML_HEADERS);
}

/**
 * GET /sitemap-pages.xml and /sitemap-estates-{n}.xml, the files the index lists: the CMS
 * pages, the fixed pages and the holiday units; or the nth file of estates, from one light
 * platform call (estate-links) of the fields their addresses and their hreflang read.
 */
export async function sitemapFile(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site');
  const file = c.req.param('file') ?? '';
  const api = siteApi(c.get('upstream'), site, site.defaultLocale);
  const locales = site.locales;
  if (site.comingSoon) return c.body(urlsetXml([]), 200, SOON_HEADERS);
  if (file === 'sitemap-pages.xml') {
    const [pages, rentals, employees] = await Promise.all([listPages(api), listedRentalUnits(api), getEntityItems(api, 'employees')]);
    return urlset(c, [
      ...pages.map((page) => ({ paths: Object.fromEntries(locales.map((l) => [l, page.url[l] ? `/${l}/${page.url[l]}` : `/${l}/`])) })),
      { paths: alternatePaths('privacy', {}) },
      { paths: alternatePaths('terms', {}) },
      { paths: alternatePaths('subscribe', {}) },
      ...rentals.map((id) => ({ paths: rentalAlternates(id) })),
      // Each agent's page.
      ...employees.filter(isAgent).map((agent) => ({ paths: alternatePaths('agent', { agentId: agent.id }) })),
    ]);
  }
  const n = /^sitemap-estates-([1-9]\d{0,5})\.xml$/.exec(file)?.[1];
  if (!n || !site.settings.linkToDetail) return c.notFound();
  const perFile = estatesPerFile(c);
  const { total, addresses } = await searchEstateLinks(api, linksBody(api, perFile, (Number(n) - 1) * perFile));
  if ((Number(n) - 1) * perFile >= total && n !== '1') return c.notFound();
  return urlset(c, addresses);
}
