import type { Hono } from 'hono';
import { estateBuyerPool } from '../alerts/buyer-pool';
import { siteDb } from '../databases/site-db';
import type { ConsoleApiEnv } from './access';
import { on } from './door';

/**
 * The buyer pool of one of the site's listings for its listing screen (docs/features.md "Buyer
 * pool"): how many of the agency's confirmed alerts search a home like it, from 5 the number,
 * else only "fewer than 5"; another site's listing is no listing (404).
 */
export function buyerPoolApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /sites/:siteId/estates/:estateId{[1-9][0-9]{0,14}}/buyer-pool', async (c, { params }) => {
    const siteId = c.var.site.id;
    const pool = await estateBuyerPool(await siteDb(c.env, siteId), siteId, Number(params.estateId));
    if (!pool) return c.json({ error: 'No such listing' }, 404);
    return c.json(pool);
  });
}
