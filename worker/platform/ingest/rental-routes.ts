import type { Hono } from 'hono';
import type { PlatformEnv } from '../types';
import { registerBatchCalls } from './batch-calls';
import { deleteRentalUnit, upsertRentalUnits } from '../listings/rental-upsert';
import { retireRentalUnits } from '../cache/retire';
import { MAX_RENTAL_UNITS_PER_REQUEST, rentalUnitParams, rentalUnitsEnvelope } from './schemas';

/*
 * Holiday rental units through the ingest API: an integrator creates or replaces a
 * site's units with all their periods, and deletes them, by the source's own ids, with the
 * site's ingest token (checked by the ingest app's middleware for every /sites/{siteId}/…).
 * The calls are the listings' (batch-calls.ts); requests are checked with the schemas of
 * schemas.ts; openapi.ts describes the same calls in the document the build writes.
 */

/** Mounts the rental unit calls on the ingest app (after its token middleware). */
export function registerRentalRoutes(ingest: Hono<PlatformEnv>): void {
  registerBatchCalls(ingest, {
    path: 'rental-units',
    noun: 'rental unit',
    envelope: rentalUnitsEnvelope,
    key: 'units',
    max: MAX_RENTAL_UNITS_PER_REQUEST,
    params: rentalUnitParams,
    upsert: upsertRentalUnits,
    changed: (outcome) => outcome.changedUnitIds,
    remove: deleteRentalUnit,
    retire: retireRentalUnits,
  });
}
