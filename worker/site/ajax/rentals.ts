import type { Context } from 'hono';
import { rentalCard } from '../../../shared/domain/rental-card';
import { buildRentalSearchBody, parseRentalParams, RENTAL_PAGE_SIZE } from '../../../shared/domain/rentals';
import type { AppEnv } from '../env';
import { siteImagePolicy } from '../config/image-policy';
import { siteApi } from '../upstream';
import { searchRentalUnits } from '../upstream/rentals';

/**
 * GET /{lang}/ajax/rental-units?{filter}&offset=n: a page of holiday unit cards for the rental
 * search island, the filter read as the page reads it from its address.
 */
export async function rentalUnitsAjax(c: Context<AppEnv>): Promise<Response> {
  const params = new URL(c.req.url).searchParams;
  const offset = params.get('offset') ?? '0';
  if (!/^\d{1,5}$/.test(offset)) return c.json({ error: 'offset must be a whole number from 0' }, 400);
  const locale = c.get('locale');
  const api = siteApi(c.get('upstream'), c.get('site'), locale);
  const filter = parseRentalParams(params);
  const page = { limit: RENTAL_PAGE_SIZE, offset: Number(offset) };
  const { total, hits } = await searchRentalUnits(api, buildRentalSearchBody(filter, page));
  const images = siteImagePolicy(c.env, c.get('site').id);
  return c.json({ total, offset: page.offset, limit: page.limit, cards: hits.map((hit) => rentalCard(hit.unit, hit.cheapest, locale, images)) });
}
