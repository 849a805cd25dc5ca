import type { Context } from 'hono';
import { estateCard } from '../../../shared/domain/estate-card';
import { parseSearchParams } from '../../../shared/domain/search-params';
import { buildSearchBody } from '../../../shared/domain/listing-search';
import { readSentence } from '../plain-search/understand';
import { translate } from '../../../shared/i18n';
import type { AppEnv } from '../env';
import { siteImagePolicy } from '../config/image-policy';
import { siteApi } from '../upstream';
import { searchEstateSummaries } from '../upstream/estates';
import { listingNodeOf } from './estate-routes';
import { countEmptySearch } from '../relays/stats-beacon';

const MAX_OFFSET = 10_000;

/**
 * GET /{lang}/ajax/estates?page={pageId}&section={sectionId}&offset={n}&…filter: one page of
 * property cards of a listing section, with the listing's fixed query and the site's hidden
 * statuses applied on the server (the browser only chooses the filter and the offset).
 */
export async function estatesAjax(c: Context<AppEnv>): Promise<Response> {
  const params = new URL(c.req.url).searchParams;
  const rawOffset = params.get('offset') ?? '0';
  if (!/^\d{1,5}$/.test(rawOffset) || Number(rawOffset) > MAX_OFFSET) {
    return c.json({ error: 'offset must be a number from 0 to 10000' }, 400);
  }
  const offset = Number(rawOffset);
  const listing = await listingNodeOf(c);
  if (listing instanceof Response) return listing;
  const site = c.get('site');
  const locale = c.get('locale');
  const api = siteApi(c.get('upstream'), site, locale);
  const images = siteImagePolicy(c.env, c.get('site').id);
  const result = await searchEstateSummaries(
    api,
    buildSearchBody(
      await readSentence(api, parseSearchParams(params), locale, listing.node),
      listing.node,
      { limit: listing.pageSize, offset },
      undefined,
      locale,
    ),
  );
  if (offset === 0 && result.total === 0) countEmptySearch(c, params);
  c.header('Cache-Control', 'private, max-age=30');
  return c.json({
    total: result.total,
    offset,
    limit: listing.pageSize,
    cards: result.estates.map((estate) =>
      estateCard(estate, locale, { linkToDetail: site.settings.linkToDetail, images, cardAgent: site.settings.cardAgent }, translate),
    ),
  });
}
