import { Hono } from 'hono';
import * as z from 'zod';
import { databaseFills, fullBytes } from '../databases/fill';
import { idParam } from '../kit/http';
import { moveSite } from '../databases/site-move';
import type { PlatformEnv } from '../types';
import { jsonBody } from '../kit/validate';
import { serve } from './serve';

/*
 * The platform's D1 databases (docs/scaling-and-costs.md):
 *   GET  /databases                  each one's size, sites and fill of D1's 10 GB, and the fill placement stops at
 *   POST /sites/:siteId/database     { "binding": "DB_2" }: moves the site's rows there (site-move.ts); 202 until
 *                                    its old rows may be deleted (run it again after Retry-After), then 200
 */
export const databases = new Hono<PlatformEnv>();

serve(databases, 'GET /databases', async (c) => c.json({ fullAt: fullBytes(c.env), databases: await databaseFills(c.env) }, 200));

const moveRequest = z.strictObject({ binding: z.string().regex(/^DB(?:_[1-9]\d{0,3})?$/, 'a D1 binding of the platform: DB, DB_2, DB_3 …') });

serve(databases, 'POST /sites/:siteId/database', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const { binding } = await jsonBody(c, moveRequest, 'move');
  const move = await moveSite(c.env, siteId, binding);
  if (move.retryAfter !== undefined) c.header('Retry-After', String(move.retryAfter));
  return c.json(move, move.finished ? 200 : 202);
});
