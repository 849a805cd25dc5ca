import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { idParam, jsonError } from '../http';
import { normalizedRentalUnitSchema } from '../providers/normalized-rental';
import type { PlatformEnv } from '../types';
import { authErrors, errorSchema, MAX_INGEST_BODY_CHARS, outcomeSchema, recordsOf, siteParams, sourceIdParams } from './openapi-parts';
import { deleteRentalUnit, type RentalOutcome, upsertRentalUnits } from './rental-upsert';
import { retireRentalUnits } from './retire';
import { recordSync } from './sync-log';

/*
 * Holiday rental units through the ingest API (issue 29): an integrator creates or replaces a
 * site's units with all their periods, and deletes them, by the source's own ids, with the
 * site's ingest token (checked by the ingest app's middleware for every /sites/{siteId}/…).
 */

/** Units per request (each with up to 1,000 periods). */
export const MAX_RENTAL_UNITS_PER_REQUEST = 100;

/** Named, so the document describes it once as a component. */
const unitSchema = normalizedRentalUnitSchema.openapi('NormalizedRentalUnit');

const putRentalUnits = createRoute({
  method: 'put',
  path: '/sites/{siteId}/rental-units',
  summary: 'Create or replace holiday rental units, with their periods, by the source’s ids',
  description: `Up to ${MAX_RENTAL_UNITS_PER_REQUEST} units, each with all its periods (prices per period type, availability). Each unit is checked alone: valid ones are written with their periods (never half), invalid ones are answered in \`refusals\` with their id, field path and reason and keep their previous version. A unit identical to the one last written changes nothing (\`unchanged\`). A period is known by its type and dates: sent again, it keeps its id and takes the new price and availability; left out, it is withdrawn (closed instead when a reservation request names it).`,
  security: [{ ingestToken: [] }],
  request: {
    params: siteParams,
    body: { required: true, content: { 'application/json': { schema: z.object({ units: z.array(unitSchema).min(1).max(MAX_RENTAL_UNITS_PER_REQUEST) }) } } },
  },
  responses: {
    200: { description: 'What was written and what was refused', content: { 'application/json': { schema: outcomeSchema } } },
    400: { description: 'Not JSON, or not { units: [...] }', content: { 'application/json': { schema: errorSchema } } },
    ...authErrors,
    413: { description: `Over ${MAX_INGEST_BODY_CHARS} characters`, content: { 'application/json': { schema: errorSchema } } },
  },
});

const deleteRentalUnitRoute = createRoute({
  method: 'delete',
  path: '/sites/{siteId}/rental-units/{source}/{externalId}',
  summary: 'Delete a holiday rental unit, with its periods, by the source’s id',
  description: 'The unit leaves the site at once. A unit that reservation requests name is kept off the site with the periods they name, so the requests keep what they refer to.',
  security: [{ ingestToken: [] }],
  request: { params: sourceIdParams },
  responses: {
    200: { description: 'Deleted: the site answers its page as a removed unit', content: { 'application/json': { schema: outcomeSchema } } },
    ...authErrors,
    404: { description: 'The site has no such unit', content: { 'application/json': { schema: errorSchema } } },
  },
});

/** Retires the site's answers that showed the changed units, logs the request, answers its outcome. */
async function finish(c: Context<PlatformEnv>, siteId: number, startedAt: string, outcome: RentalOutcome): Promise<Response> {
  const cacheRetired = await retireRentalUnits(c.env.CACHE, siteId, outcome.changedUnitIds);
  const { created, updated, unchanged, deleted, refused, refusals } = outcome;
  await recordSync(c.env.DB, { siteId, connectionId: c.get('ingestConnection')?.id ?? null, kind: 'ingest', startedAt, counts: { created, updated, unchanged, deleted, refused }, refusals, error: null });
  return c.json({ created, updated, unchanged, deleted, refused, refusals, cacheRetired }, 200);
}

/** Mounts the rental unit calls on the ingest app, in its OpenAPI document. */
export function registerRentalRoutes(ingest: OpenAPIHono<PlatformEnv>): void {
  // Documented above, validated here unit by unit: one bad unit must not refuse the batch.
  ingest.openAPIRegistry.registerPath(putRentalUnits);
  ingest.put('/sites/:siteId/rental-units', async (c) => {
    const siteId = idParam(c.req.param('siteId'), 'siteId');
    const startedAt = new Date().toISOString();
    const outcome = await upsertRentalUnits(c.env.DB, siteId, await recordsOf(c, 'units', MAX_RENTAL_UNITS_PER_REQUEST), startedAt);
    return finish(c, siteId, startedAt, outcome);
  });

  ingest.openapi(deleteRentalUnitRoute, async (c) => {
    const { siteId: site, source, externalId } = c.req.valid('param');
    const siteId = Number(site);
    const startedAt = new Date().toISOString();
    const removed = await deleteRentalUnit(c.env.DB, siteId, source, externalId);
    if (removed === null) return jsonError(c, 404, `Site ${siteId} has no rental unit ${source}/${externalId}`) as never;
    return finish(c, siteId, startedAt, { created: 0, updated: 0, unchanged: 0, deleted: 1, refused: 0, refusals: [], changedUnitIds: [removed] }) as never;
  });
}
