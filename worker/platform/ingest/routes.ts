import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { idParam, jsonError } from '../http';
import { normalizedListingSchema } from '../providers/normalized';
import type { PlatformEnv } from '../types';
import { issuesOf } from '../validate';
import { authErrors, errorSchema, MAX_INGEST_BODY_CHARS, outcomeSchema, recordsOf, siteParams, sourceIdParams } from './openapi-parts';
import { registerRentalRoutes } from './rental-routes';
import { retireEstates } from './retire';
import { tokenHash } from './secrets';
import { recordSync } from './sync-log';
import { deleteListing, upsertListings } from './upsert';

/*
 * The ingest API (issue 29, README "Ingest API"): an integrator or a CRM writes a site's
 * listings by the source's own ids, with the bearer token of the site's ingest connection
 * (POST /admin/sites/{id}/connections). Mounted on the platform before its PLATFORM_TOKEN
 * check: these calls carry their own token. Described by the OpenAPI document at
 * GET /ingest/openapi.json.
 */

/** Listings per request. */
export const MAX_LISTINGS_PER_REQUEST = 500;

export const ingest = new OpenAPIHono<PlatformEnv>({
  defaultHook: (result, c) => (result.success ? undefined : jsonError(c, 400, 'Invalid request', issuesOf(result.error))),
});

/**
 * Bearer token of the site's ingest connection: none or unknown is a 401, a token of another
 * site a 403. The token is compared by its SHA-256, which is all the platform keeps of it.
 */
export const ingestToken: MiddlewareHandler<PlatformEnv> = async function ingestToken(c, next) {
  const given = /^Bearer (\S+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
  if (!given) return jsonError(c, 401, 'Authorization: Bearer <ingest token> is required');
  const connection = await c.env.DB.prepare("SELECT id, site_id FROM connections WHERE token_hash = ?1 AND kind = 'ingest'")
    .bind(await tokenHash(given))
    .first<{ id: number; site_id: number }>();
  if (!connection) return jsonError(c, 401, 'Unknown ingest token');
  if (String(connection.site_id) !== c.req.param('siteId')) return jsonError(c, 403, 'This ingest token is for another site');
  c.set('ingestConnection', { id: connection.id, siteId: connection.site_id });
  return next();
};

ingest.openAPIRegistry.registerComponent('securitySchemes', 'ingestToken', {
  type: 'http',
  scheme: 'bearer',
  description: "The site's ingest token, shown once when its ingest connection is made (POST /admin/sites/{id}/connections { \"kind\": \"ingest\" }).",
});
const listingSchema = ingest.openAPIRegistry.register('NormalizedListing', normalizedListingSchema);

const putListings = createRoute({
  method: 'put',
  path: '/sites/{siteId}/listings',
  summary: 'Create or replace listings by the source’s ids',
  description: `Up to ${MAX_LISTINGS_PER_REQUEST} listings (a project with its units is one). Each is checked alone: valid ones are written (a listing and its units together, never half), invalid ones are answered in \`refusals\` with their id, field path and reason and keep their previous version. A listing identical to the one last written changes nothing (\`unchanged\`). Units missing from a project are deleted.`,
  security: [{ ingestToken: [] }],
  request: {
    params: siteParams,
    body: { required: true, content: { 'application/json': { schema: z.object({ listings: z.array(listingSchema).min(1).max(MAX_LISTINGS_PER_REQUEST) }) } } },
  },
  responses: {
    200: { description: 'What was written and what was refused', content: { 'application/json': { schema: outcomeSchema } } },
    400: { description: 'Not JSON, or not { listings: [...] }', content: { 'application/json': { schema: errorSchema } } },
    ...authErrors,
    413: { description: `Over ${MAX_INGEST_BODY_CHARS} characters`, content: { 'application/json': { schema: errorSchema } } },
  },
});

const deleteListingRoute = createRoute({
  method: 'delete',
  path: '/sites/{siteId}/listings/{source}/{externalId}',
  summary: 'Delete a listing (a project with its units) by the source’s id',
  security: [{ ingestToken: [] }],
  request: {
    params: sourceIdParams,
  },
  responses: {
    200: { description: 'Deleted: the site answers its page as a removed listing', content: { 'application/json': { schema: outcomeSchema } } },
    ...authErrors,
    404: { description: 'The site has no such listing', content: { 'application/json': { schema: errorSchema } } },
  },
});

ingest.use('/sites/:siteId/*', ingestToken);

/** Retires the site's answers that showed what changed, logs the request, answers its outcome. */
async function finish(c: Context<PlatformEnv>, siteId: number, startedAt: string, outcome: Awaited<ReturnType<typeof upsertListings>>): Promise<Response> {
  const cacheRetired = await retireEstates(c.env.CACHE, siteId, outcome.changedEstateIds);
  const { created, updated, unchanged, deleted, refused, refusals } = outcome;
  await recordSync(c.env.DB, { siteId, connectionId: c.get('ingestConnection')?.id ?? null, kind: 'ingest', startedAt, counts: { created, updated, unchanged, deleted, refused }, refusals, error: null });
  return c.json({ created, updated, unchanged, deleted, refused, refusals, cacheRetired }, 200);
}

// Documented above, validated here record by record: one bad listing must not refuse the batch.
ingest.openAPIRegistry.registerPath(putListings);
ingest.put('/sites/:siteId/listings', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const startedAt = new Date().toISOString();
  const outcome = await upsertListings(c.env.DB, siteId, await recordsOf(c, 'listings', MAX_LISTINGS_PER_REQUEST), startedAt);
  return finish(c, siteId, startedAt, outcome);
});

ingest.openapi(deleteListingRoute, async (c) => {
  const { siteId: site, source, externalId } = c.req.valid('param');
  const siteId = Number(site);
  const startedAt = new Date().toISOString();
  const removed = await deleteListing(c.env.DB, siteId, source, externalId);
  if (removed.length === 0) return jsonError(c, 404, `Site ${siteId} has no listing ${source}/${externalId}`) as never;
  return finish(c, siteId, startedAt, { created: 0, updated: 0, unchanged: 0, deleted: removed.length, refused: 0, refusals: [], changedEstateIds: removed }) as never;
});

registerRentalRoutes(ingest);

ingest.doc('/openapi.json', {
  openapi: '3.0.3',
  info: {
    title: 'Agency sites: ingest API',
    version: '1',
    description: "Listings in from an agency's CRM (issue 29): create, replace and delete a site's listings and holiday rental units by the source's own ids.",
  },
});

ingest.all('*', (c) => jsonError(c, 404, `No ingest call ${c.req.method} ${c.req.path}`));
