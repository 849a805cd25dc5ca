import { Hono } from 'hono';
import { jsonError } from '../kit/http';
import type { PlatformEnv } from '../types';
import { registerBatchCalls } from './batch-calls';
import { staticFile } from '../static-files';
import { registerRentalRoutes } from './rental-routes';
import { retireEstates } from '../cache/retire';
import { listingParams, listingsEnvelope, MAX_LISTINGS_PER_REQUEST } from './schemas';
import { sha256 } from '../kit/tokens';
import { deleteListing, upsertListings } from '../listings/upsert';
import { bearerCheck } from '../../../shared/bearer-check';

/*
 * The ingest API (docs/crm-connectors.md "The ingest API"): an integrator or a CRM writes a site's
 * listings (and holiday rental units: rental-routes.ts) by the source's own ids, with the
 * bearer token of the site's ingest connection (POST /admin/sites/{id}/connections). Mounted on the platform before its PLATFORM_TOKEN
 * check: these calls carry their own token. Requests are checked with the schemas of
 * schemas.ts; GET /ingest/openapi.json answers the OpenAPI document made from those schemas at
 * build time (openapi.ts, scripts/openapi-document.mjs), so no generator runs here; it is a
 * static file the platform reads through ASSETS (static-files.ts), not part of its bundle.
 */

export const ingest = new Hono<PlatformEnv>();

/** An ingest token without one or with a header that is no bearer token. */
const INGEST_TOKEN_REQUIRED = [401, 'Authorization: Bearer <ingest token> is required'] as const;

/**
 * Bearer token of the site's ingest connection: none or unknown is a 401, a token of another
 * site a 403. The token is looked up by its SHA-256, which is all the platform keeps of it.
 */
const ingestToken = bearerCheck<PlatformEnv>({
  async verify(token, c) {
    const connection = await c.env.DB.prepare("SELECT id, site_id FROM connections WHERE token_hash = ?1 AND kind = 'ingest'")
      .bind(await sha256(token))
      .first<{ id: number; site_id: number }>();
    if (!connection) return false;
    if (String(connection.site_id) !== c.req.param('siteId')) return jsonError(c, 403, 'This ingest token is for another site');
    c.set('ingestConnection', { id: connection.id, siteId: connection.site_id });
    return true;
  },
  refusals: { missing: INGEST_TOKEN_REQUIRED, malformed: INGEST_TOKEN_REQUIRED, invalid: [401, 'Unknown ingest token'] },
});

ingest.use('/sites/:siteId/*', ingestToken);

registerBatchCalls(ingest, {
  path: 'listings',
  noun: 'listing',
  envelope: listingsEnvelope,
  key: 'listings',
  max: MAX_LISTINGS_PER_REQUEST,
  params: listingParams,
  upsert: (db, siteId, records, now, connectionId) => upsertListings(db, siteId, records, now, { connectionId }),
  changed: (outcome) => outcome.changedEstateIds,
  remove: deleteListing,
  retire: retireEstates,
});

registerRentalRoutes(ingest);

ingest.get('/openapi.json', (c) => staticFile(c, 'ingestOpenApi', 'application/json; charset=utf-8'));

ingest.all('*', (c) => jsonError(c, 404, `No ingest call ${c.req.method} ${c.req.path}`));
