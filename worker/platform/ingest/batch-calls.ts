import type { D1Database, KVNamespace } from '@cloudflare/workers-types';
import type { Context, Hono } from 'hono';
import type * as z from 'zod';
import { idParam, jsonError } from '../kit/http';
import { siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { validate } from '../kit/validate';
import { recordsOf } from './batch-body';
import { type BatchOutcome, markStale, startOutcome } from '../listings/record-batch';
import { deleteQuery, type listingParams } from './schemas';
import { versionOf } from '../listings/source-version';
import { recordSync } from '../connections/sync-log';
import type { VersionedDelete } from '../listings/source-version';
import { queuePictures } from '../media/sizes';
import { queueTranslations } from '../translations/queue';

/*
 * The two calls every kind of ingest record has (routes.ts: listings, rental-routes.ts:
 * holiday rental units): PUT a batch by the source's ids, DELETE one. Both retire the site's
 * answers that showed what changed, record the request in the sync log and answer its outcome.
 */

/** What one kind of record brings to its calls. */
export interface BatchCalls<K extends string, O extends BatchOutcome> {
  /** The path under /sites/:siteId/ ("listings"). */
  path: string;
  /** The record in a 404's message ("listing"). */
  noun: string;
  /** The batch body `{ [key]: [...] }`, at most `max` records. */
  envelope: z.ZodType<Record<K, unknown[]>>;
  key: K;
  max: number;
  /** The DELETE path's parts. */
  params: typeof listingParams;
  /** `connectionId`: the ingest key's connection, whose the records written are. */
  upsert: (db: D1Database, siteId: number, records: unknown[], now: string, connectionId?: number) => Promise<O>;
  /** The ids whose answers the batch changed. */
  changed: (outcome: O) => readonly number[];
  /**
   * Deletes one record (refused as stale when `given` is older than the version the site has); answers the ids it
   * removed, none when the site has no such record.
   */
  remove: VersionedDelete;
  retire: (kv: KVNamespace | undefined, siteId: number, ids: readonly number[]) => Promise<boolean>;
}

/** Retires the site's answers that showed what changed, logs the request, answers its outcome. */
async function finish(
  c: Context<PlatformEnv>,
  retire: BatchCalls<string, never>['retire'],
  siteId: number,
  startedAt: string,
  outcome: BatchOutcome,
  changed: readonly number[],
): Promise<Response> {
  const cacheRetired = await retire(c.env.CACHE, siteId, changed);
  await queuePictures(c.env, siteId, outcome.pictures);
  await queueTranslations(c.env, siteId, outcome.translate);
  const { created, updated, unchanged, deleted, refused, refusals, warnings, findings, staleRecords, stale } = outcome;
  await recordSync(c.env.DB, {
    siteId,
    connectionId: c.get('ingestConnection')?.id ?? null,
    kind: 'ingest',
    startedAt,
    counts: { created, updated, unchanged, deleted, refused, stale },
    refusals: [...refusals, ...warnings],
    error: null,
  });
  return c.json(
    {
      created,
      updated,
      unchanged,
      deleted,
      refused,
      // The stale records' lines are the sync log's; the answer gives them as staleRecords. A held
      // value's keys and a reason's are the console's, to word them: the answer says it in its reason.
      refusals: refusals.filter((refusal) => !refusal.stale).map(({ value: _, words: _words, ...rest }) => rest),
      warnings: warnings.map(({ warning: _, words: _words, ...rest }) => rest),
      findings,
      stale: stale > 0,
      staleRecords,
      cacheRetired,
    },
    200,
  );
}

/** Mounts a kind's PUT and DELETE on the ingest app (after its token middleware). */
export function registerBatchCalls<K extends string, O extends BatchOutcome>(ingest: Hono<PlatformEnv>, calls: BatchCalls<K, O>): void {
  // Validated record by record: one bad record must not refuse the batch.
  ingest.put(`/sites/:siteId/${calls.path}`, async (c) => {
    const siteId = idParam(c.req.param('siteId'), 'siteId');
    const startedAt = new Date().toISOString();
    const records = await recordsOf(c, calls.envelope, calls.key, calls.max);
    const outcome = await calls.upsert(await siteDb(c.env, siteId), siteId, records, startedAt, c.get('ingestConnection')?.id);
    return finish(c, calls.retire, siteId, startedAt, outcome, calls.changed(outcome));
  });

  ingest.delete(`/sites/:siteId/${calls.path}/:source/:externalId`, async (c) => {
    // A path the schema refuses is a 400 naming each wrong part (validate.ts).
    const { siteId: site, source, externalId } = validate(calls.params, c.req.param());
    const siteId = Number(site);
    const startedAt = new Date().toISOString();
    const query = validate(deleteQuery, c.req.query(), 'query');
    const given = versionOf({ updatedAt: query.updatedAt, version: query.version === undefined ? undefined : Number(query.version) });
    const { removed, stale } = await calls.remove(await siteDb(c.env, siteId), siteId, source, externalId, given);
    const { outcome } = startOutcome({});
    // Older than the version the site has: 200 with stale, the record stays.
    if (stale) markStale(outcome, stale);
    else if (removed.length === 0) return jsonError(c, 404, `Site ${siteId} has no ${calls.noun} ${source}/${externalId}`);
    outcome.deleted = removed.length;
    return finish(c, calls.retire, siteId, startedAt, outcome, removed);
  });
}
