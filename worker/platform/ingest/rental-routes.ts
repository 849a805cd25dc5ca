import type { Context, Hono } from 'hono';
import { idParam, jsonError } from '../http';
import type { PlatformEnv } from '../types';
import { validate } from '../validate';
import { recordsOf } from './batch-body';
import { deleteRentalUnit, type RentalOutcome, upsertRentalUnits } from './rental-upsert';
import { retireRentalUnits } from './retire';
import { MAX_RENTAL_UNITS_PER_REQUEST, rentalUnitParams, rentalUnitsEnvelope } from './schemas';
import { recordSync } from './sync-log';

/*
 * Holiday rental units through the ingest API (issue 29): an integrator creates or replaces a
 * site's units with all their periods, and deletes them, by the source's own ids, with the
 * site's ingest token (checked by the ingest app's middleware for every /sites/{siteId}/…).
 * Requests are checked with the schemas of schemas.ts; openapi.ts describes the same calls in
 * the document the build writes.
 */

/** Retires the site's answers that showed the changed units, logs the request, answers its outcome. */
async function finish(c: Context<PlatformEnv>, siteId: number, startedAt: string, outcome: RentalOutcome): Promise<Response> {
  const cacheRetired = await retireRentalUnits(c.env.CACHE, siteId, outcome.changedUnitIds);
  const { created, updated, unchanged, deleted, refused, refusals } = outcome;
  await recordSync(c.env.DB, { siteId, connectionId: c.get('ingestConnection')?.id ?? null, kind: 'ingest', startedAt, counts: { created, updated, unchanged, deleted, refused }, refusals, error: null });
  return c.json({ created, updated, unchanged, deleted, refused, refusals, cacheRetired }, 200);
}

/** Mounts the rental unit calls on the ingest app (after its token middleware). */
export function registerRentalRoutes(ingest: Hono<PlatformEnv>): void {
  // Validated unit by unit: one bad unit must not refuse the batch.
  ingest.put('/sites/:siteId/rental-units', async (c) => {
    const siteId = idParam(c.req.param('siteId'), 'siteId');
    const startedAt = new Date().toISOString();
    const outcome = await upsertRentalUnits(c.env.DB, siteId, await recordsOf(c, rentalUnitsEnvelope, 'units', MAX_RENTAL_UNITS_PER_REQUEST), startedAt);
    return finish(c, siteId, startedAt, outcome);
  });

  ingest.delete('/sites/:siteId/rental-units/:source/:externalId', async (c) => {
    // A path the schema refuses is a 400 naming each wrong part (validate.ts).
    const { siteId: site, source, externalId } = validate(rentalUnitParams, c.req.param());
    const siteId = Number(site);
    const startedAt = new Date().toISOString();
    const removed = await deleteRentalUnit(c.env.DB, siteId, source, externalId);
    if (removed === null) return jsonError(c, 404, `Site ${siteId} has no rental unit ${source}/${externalId}`);
    return finish(c, siteId, startedAt, { created: 0, updated: 0, unchanged: 0, deleted: 1, refused: 0, refusals: [], changedUnitIds: [removed] });
  });
}
