import type { Context } from 'hono';
import { estateCard } from '../../shared/domain/estate-card';
import { buildSearchBody, parseSearchParams } from '../../shared/domain/search-params';
import type { Section } from '../../shared/types/content';
import type { AppEnv } from '../env';
import { siteApi } from '../upstream';
import { UpstreamError } from '../upstream/client';
import { getPage } from '../upstream/content';
import { searchEstates } from '../upstream/estates';

const MAX_OFFSET = 10_000;

function positiveInt(value: string | undefined, fallback: number, max: number): number | null {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

/**
 * GET /{lang}/ajax/estates?page={pageId}&section={sectionId}&offset={n}&…filter: one page of
 * property cards of a listing section, with the listing's fixed query and the site's hidden
 * statuses applied on the server (the browser only chooses the filter and the offset).
 */
export async function estatesAjax(c: Context<AppEnv>): Promise<Response> {
  const params = new URL(c.req.url).searchParams;
  const pageId = positiveInt(params.get('page') ?? undefined, 0, 1e9);
  const sectionId = positiveInt(params.get('section') ?? undefined, 0, 1e12);
  const offset = positiveInt(params.get('offset') ?? undefined, 0, MAX_OFFSET);
  if (!pageId || !sectionId || offset === null) {
    return c.json({ error: 'page and section must be ids, offset a number from 0 to 10000' }, 400);
  }
  const site = c.get('site');
  const locale = c.get('locale');
  const api = siteApi(c.get('upstream'), site.id, locale);
  let section: Section | undefined;
  try {
    section = (await getPage(api, pageId)).sections.find((s) => s.id === sectionId);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return c.json({ error: 'No such page' }, 404);
    throw error;
  }
  if (!section || (section.type !== 'estateList' && section.type !== 'estateCollection')) {
    return c.json({ error: 'No such listing section on this page' }, 404);
  }
  const node =
    section.type === 'estateList'
      ? { query: section.query, grouping: section.grouping, collections: section.collections, hiddenStatus: site.settings.hiddenStatus }
      : { collections: [section.collectionId], hiddenStatus: site.settings.hiddenStatus };
  const limit = section.type === 'estateList' ? section.pageSize : 15;
  const result = await searchEstates(api, buildSearchBody(parseSearchParams(params), node, { limit, offset }));
  c.header('Cache-Control', 'private, max-age=30');
  return c.json({
    total: result.total,
    offset,
    limit,
    cards: result.estates.map((estate) => estateCard(estate, locale, { linkToDetail: site.settings.linkToDetail })),
  });
}
