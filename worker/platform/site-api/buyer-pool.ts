import { Hono } from 'hono';
import type { BuyerPoolHome } from '../../../shared/contract/buyer-pool';
import { HEAD_TYPES } from '../../../shared/domain/property-types';
import { buyerPoolCount } from '../alerts/buyer-pool';
import { fail } from '../kit/http';
import { siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { serve, site } from './serve';

/*
 * GET /buyer-pool (site API, shared/contract/buyer-pool.ts): the buyer pool of a home the site
 * describes (the valuation wizard's): how many of the site's confirmed alerts search it, or only
 * that they are fewer than 5. Every parameter but the transaction and the head type may be left
 * out (not known); one that is given and does not fit is a 400 naming it.
 */
export const buyerPool = new Hono<PlatformEnv>();

const HEAD_TYPE_IDS = new Set<number>(Object.values(HEAD_TYPES));

/** A number parameter within its bounds, or null when absent. */
function numberOf(value: string | undefined, name: string, min: number, max: number, integer = true): number | null {
  if (value === undefined || value === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number) || number < min || number > max || (integer && !Number.isInteger(number)))
    fail(400, `${name} must be a number from ${min} to ${max}`);
  return number;
}

/** The home of a GET /buyer-pool's query. */
export function homeOfQuery(query: Record<string, string | undefined>): BuyerPoolHome {
  const transaction = query.transaction;
  if (transaction !== 'FOR_SALE' && transaction !== 'TO_RENT') fail(400, 'transaction must be FOR_SALE or TO_RENT');
  const headTypeId = numberOf(query.headType, 'headType', 1, 99);
  if (headTypeId === null || !HEAD_TYPE_IDS.has(headTypeId)) fail(400, `headType must be one of ${[...HEAD_TYPE_IDS].join(', ')}`);
  const zip = query.zip || null;
  if (zip !== null && !/^[1-9]\d{3}$/.test(zip)) fail(400, 'zip must be a Belgian postal code (four digits)');
  return {
    transaction,
    headTypeId,
    cityId: numberOf(query.cityId, 'cityId', 1, 1e15),
    zip,
    lat: numberOf(query.lat, 'lat', -90, 90, false),
    lon: numberOf(query.lon, 'lon', -180, 180, false),
    price: numberOf(query.price, 'price', 0, 1e9, false),
    bedrooms: numberOf(query.bedrooms, 'bedrooms', 0, 100),
  };
}

serve(buyerPool, 'GET /buyer-pool', site, async (c) => {
  const siteId = c.var.site;
  const home = homeOfQuery(c.req.query());
  return c.json(await buyerPoolCount(await siteDb(c.env, siteId), siteId, home), 200);
});
