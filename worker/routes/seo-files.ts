import type { Context } from 'hono';
import type { Locale } from '../../shared/i18n/locales';
import { alternatePaths } from '../../shared/routes';
import type { AppEnv } from '../env';
import { estatePath, projectEntityPath } from '../../shared/domain/estate-links';
import { buildSearchBody } from '../../shared/domain/search-params';
import type { Estate } from '../../shared/types/estate';
import { type SiteApi, siteApi } from '../upstream';
import { searchEstates } from '../upstream/estates';
import { listPages } from '../upstream/content';
import { searchRentalUnits } from '../upstream/rentals';
import { rentalAlternates } from '../../shared/domain/rental-page';
import { buildRentalSearchBody } from '../../shared/domain/rental-filter';
import { siteOrigin } from '../../shared/domain/site-origin';

function originOf(c: Context<AppEnv>): string {
  return siteOrigin(c.get('site').origin, c.req.url);
}

/** At most this many estates in the sitemap (a sitemap file holds up to 50 000 addresses). */
const MAX_SITEMAP_ESTATES = 2_000;

/** Every estate of the site that has a detail page, project units included. */
async function listedEstates(api: SiteApi, hiddenStatus: number[]): Promise<Estate[]> {
  const estates: Estate[] = [];
  for (let offset = 0; offset < MAX_SITEMAP_ESTATES; offset += 100) {
    const page = await searchEstates(api, { ...buildSearchBody({}, { hiddenStatus }, { limit: 100, offset }), includeChildren: true });
    estates.push(...page.estates);
    if (offset + 100 >= page.total) break;
  }
  return estates;
}

/** The detail address of each estate in the site's languages; a unit's is under its project's. */
function detailPaths(estates: Estate[], locales: readonly Locale[]): Record<string, string>[] {
  const byId = new Map(estates.map((estate) => [estate.id, estate]));
  return estates.flatMap((estate) => {
    if (estate.parentId === null) return [Object.fromEntries(locales.map((l) => [l, estatePath(estate, l)]))];
    // A unit whose project is not shown has no page of its own.
    const project = byId.get(estate.parentId);
    return project ? [Object.fromEntries(locales.map((l) => [l, projectEntityPath(project, estate.id, l)]))] : [];
  });
}

/** Every published holiday unit of the site (issue 11): ids are all the sitemap needs. */
async function listedRentalUnits(api: SiteApi): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; offset < MAX_SITEMAP_ESTATES; offset += 100) {
    const page = await searchRentalUnits(api, buildRentalSearchBody({}, { limit: 100, offset }));
    ids.push(...page.hits.map((hit) => hit.unit.id));
    if (offset + 100 >= page.total) break;
  }
  return ids;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
}

/** GET /robots.txt: everything but the ajax and admin routes, and where the sitemap is. */
export function robots(c: Context<AppEnv>): Response {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin/', ...c.get('site').locales.map((l) => `Disallow: /${l}/ajax/`), '', `Sitemap: ${originOf(c)}/sitemap.xml`, ''].join('\n');
  return c.text(body, 200, { 'Cache-Control': 'public, max-age=3600' });
}

/**
 * GET /sitemap.xml: every page of the site in the site's languages (Site.locales), each with
 * its alternates (xhtml:link hreflang), so search engines pair the translations.
 */
export async function sitemap(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site');
  const origin = originOf(c);
  const api = siteApi(c.get('upstream'), site.id, site.defaultLocale);
  const [pages, estates, rentals] = await Promise.all([listPages(api), listedEstates(api, site.settings.hiddenStatus), listedRentalUnits(api)]);
  const locales = site.locales;
  const groups: Record<string, string>[] = [
    ...pages.map((page) => Object.fromEntries(locales.map((l) => [l, page.url[l] ? `/${l}/${page.url[l]}` : `/${l}/`]))),
    alternatePaths('privacy', {}),
    alternatePaths('terms', {}),
    alternatePaths('subscribe', {}),
    ...(site.settings.linkToDetail ? detailPaths(estates, locales) : []),
    ...rentals.map((id) => rentalAlternates(id)),
  ];
  const urls = groups.flatMap((paths) =>
    locales.map((locale) => {
      const links = locales.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + paths[l])}"/>`).join('\n');
      return `  <url>\n    <loc>${escapeXml(origin + paths[locale])}</loc>\n${links}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + paths[site.defaultLocale])}"/>\n  </url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=UTF-8', 'Cache-Control': 'public, max-age=3600' });
}
