import type { D1Database } from '@cloudflare/workers-types';
import { retireEstates } from '../../cache/retire';
import { deleteListing, upsertListings } from '../../listings/upsert';
import { sourceTime, staleLine, versionOf } from '../../listings/source-version';
import { recordSync, type Refusal } from '../../connections/sync-log';
import { logFailure } from '../../log';
import { siteDb } from '../../databases/site-db';
import type { PlatformBindings } from '../../types';
import type { CrmConnection, ImportPageOutcome, ImportPageRequest } from '../crm';
import { copyFile, keyPart } from '../copy-files';
import { queuePictures } from '../../media/sizes';
import { queueTranslations } from '../../translations/queue';
import { CrmError, describeFailure } from '../crm-error';
import { createOmnicasaClient, OMNICASA_PAGE_SIZE, type OmnicasaClient, omnicasaApiUrl } from './client';
import { fingerprintOf, type OmnicasaConnectionRow, omnicasaConnectionOf, type OmnicasaSettings, type OmnicasaState, omnicasaState } from './connection';
import { OMNICASA_SOURCE, omnicasaListing, readProperty } from './mapping';
import { OMNICASA_LANGUAGE, OMNICASA_STATUS } from './schema';
import { EVERY_STATUS, otherTexts, publicFacts } from './lookups';

// The Omnicasa step of the Cron Trigger (every 5 minutes): per connection, the properties that
// changed since its last complete pull (the first pull: every property on the site), page by
// page, at most PAGES_PER_RUN pages a run (the next run goes on from there); their pictures
// copied to R2; once a pull is complete, the properties Omnicasa lists as deleted removed.

/** Pages of a pull one connection reads per cron run (250 properties). */
export const PAGES_PER_RUN = 5;
/**
 * A pull asks for changes since the last one started less this. `ChangeSince` is sent as the
 * public client sends it (UTC, `Y-m-d H:i:s`); its zone is not documented, so the window also
 * covers Brussels time (UTC+1/+2): a change is never missed, one read twice writes nothing.
 */
export const SINCE_OVERLAP_MS = 3 * 60 * 60 * 1000;
/** When Omnicasa says 429 without Retry-After. */
const DEFAULT_RETRY_AFTER_S = 300;
/** What a first pull reads: the properties the site shows (active, sold, rented). */
const ON_SITE = [OMNICASA_STATUS.active, OMNICASA_STATUS.sold, OMNICASA_STATUS.rented];

interface Tally {
  counts: { created: number; updated: number; unchanged: number; deleted: number; refused: number; stale: number };
  refusals: Refusal[];
  changed: number[];
  /** Read and kept off the site, not on it before (a status the site does not show). */
  keptOff: number;
}

interface Job {
  env: PlatformBindings;
  db: D1Database;
  siteId: number;
  client: OmnicasaClient;
  settings: OmnicasaSettings;
  now: string;
  tally: Tally;
  /** The connection that pulls: the listings it writes are its (listings/upsert.ts). */
  connectionId: number;
}

/** `Y-m-d H:i:s` in UTC, as the public client formats a DateTime ([O1] `RequestObject::jsonSerialize`). */
export const omnicasaTime = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/** Takes a property off the site; with its time of change, not when the site has a newer version of it (stale). */
async function remove(job: Job, externalId: string, updatedAt: string | null = null): Promise<void> {
  const { removed, stale } = await deleteListing(job.db, job.siteId, OMNICASA_SOURCE, externalId, versionOf({ updatedAt }), job.now);
  if (stale) {
    job.tally.counts.stale += 1;
    job.tally.refusals.push(staleLine(stale, 'removal'));
  }
  if (removed.length === 0) return;
  job.tally.counts.deleted += 1;
  job.tally.changed.push(...removed);
}

/** One page: properties mapped (texts of every language), pictures copied, written or taken off. */
async function applyPage(job: Job, items: readonly unknown[]): Promise<void> {
  const [main] = job.settings.languages;
  const readable = items.flatMap((raw) => {
    const read = readProperty(raw);
    if (read.ok) return [read.property];
    const id = (raw as { ID?: unknown } | null)?.ID;
    job.tally.counts.refused += 1;
    const externalId = id === undefined ? null : String(id);
    job.tally.refusals.push({ source: OMNICASA_SOURCE, externalId, path: read.path, reason: read.reason, words: read.words });
    return [];
  });
  const properties = await publicFacts(job, readable);
  const texts = await otherTexts(
    job,
    properties.map((property) => property.ID),
  );
  const listings = [];
  for (const property of properties) {
    const externalId = String(property.ID);
    const mapped = omnicasaListing(property, {
      ...texts.get(property.ID),
      [main!]: { description: property.DescriptionA, typeName: property.TypeDescription },
    });
    // `LastChangedDate` orders the writes: an older one written late is stale (listings/source-version.ts).
    const updatedAt = sourceTime(property.LastChangedDate);
    if (mapped.kind === 'off') {
      const [deleted, stale] = [job.tally.counts.deleted, job.tally.counts.stale];
      await remove(job, externalId, updatedAt);
      if (job.tally.counts.deleted === deleted && job.tally.counts.stale === stale) job.tally.keptOff += 1;
    } else if (mapped.kind === 'refused') {
      job.tally.counts.refused += 1;
      job.tally.refusals.push(...mapped.refusals.map((refusal) => ({ source: OMNICASA_SOURCE, externalId, ...refusal })));
    } else {
      const pictures = [];
      for (const picture of mapped.pictures) {
        const name = keyPart(new URL(picture.url).pathname.split('/').pop() ?? 'picture');
        const copy = await copyFile(job.env.MEDIA, {
          key: `crm/${job.siteId}/${OMNICASA_SOURCE}/${keyPart(externalId)}/${keyPart(picture.id)}-${name}`,
          siteId: job.siteId,
          url: picture.url,
        });
        if (copy.ok) pictures.push({ url: copy.path, order: pictures.length });
        else
          job.tally.refusals.push({
            source: OMNICASA_SOURCE,
            externalId,
            path: 'XLargePictureItems',
            reason: `picture ${picture.id} ${copy.reason}`,
            warning: true,
            words: { reason: { key: 'fileNotCopied', file: picture.id, picture: true, copy: copy.copy } },
          });
      }
      listings.push({ ...mapped.listing, pictures, ...(updatedAt ? { updatedAt } : {}) });
    }
  }
  if (listings.length === 0) return;
  const outcome = await upsertListings(job.db, job.siteId, listings, job.now, { connectionId: job.connectionId });
  for (const key of ['created', 'updated', 'unchanged', 'deleted', 'refused', 'stale'] as const) job.tally.counts[key] += outcome[key];
  job.tally.refusals.push(...outcome.refusals, ...outcome.warnings);
  job.tally.changed.push(...outcome.changedEstateIds);
  await queuePictures(job.env, job.siteId, outcome.pictures);
  await queueTranslations(job.env, job.siteId, outcome.translate);
}

/** The properties Omnicasa lists as deleted that the site still has: removed. */
async function removeDeleted(job: Job): Promise<void> {
  const deleted = new Set((await job.client.deletedPropertyIds()).map(String));
  if (deleted.size === 0) return;
  const rows = await job.db
    .prepare('SELECT external_id FROM external_ids WHERE site_id = ?1 AND source = ?2 AND parent_external_id IS NULL')
    .bind(job.siteId, OMNICASA_SOURCE)
    .all<{ external_id: string }>();
  for (const row of rows.results) if (deleted.has(row.external_id)) await remove(job, row.external_id);
}

export interface OmnicasaRunOptions {
  pagesPerRun?: number;
}

/**
 * One connection's run: the customer validated, then its pull (at most `pagesPerRun` pages;
 * the cursor moves only once every page was read), then the deletions. Logged as `omnicasa`.
 * Failures are the log's error and the connection's: credentials rejected (nothing is asked
 * again until they change), rate limited (nothing before Retry-After), CRM down (the next run
 * asks the same page again).
 */
export async function runOmnicasaConnection(env: PlatformBindings, row: OmnicasaConnectionRow, at: Date, options: OmnicasaRunOptions = {}): Promise<void> {
  const state: OmnicasaState = omnicasaState(row);
  const startedAt = new Date().toISOString();
  const tally: Tally = { counts: { created: 0, updated: 0, unchanged: 0, deleted: 0, refused: 0, stale: 0 }, refusals: [], changed: [], keptOff: 0 };
  let error: string | null = null;
  try {
    const { connection, settings } = await omnicasaConnectionOf(row, env.CONNECTION_SECRET_KEY, omnicasaApiUrl(env));
    const client = createOmnicasaClient(connection, { timeoutMs: Number(env.CRM_TIMEOUT_MS) || undefined });
    await client.validateCustomer();
    const job: Job = { env, db: await siteDb(env, row.site_id), siteId: row.site_id, client, settings, now: at.toISOString(), tally, connectionId: row.id };
    const pull = state.pull ?? { startedAt: at.toISOString(), offset: 0 };
    const filter = {
      Status: state.since ? EVERY_STATUS : ON_SITE,
      ...(state.since ? { ChangeSince: omnicasaTime(new Date(Date.parse(state.since) - SINCE_OVERLAP_MS)) } : {}),
      LanguageId: OMNICASA_LANGUAGE[settings.languages[0]!],
      SortFields: ['ID'],
    };
    let complete = false;
    try {
      for (let page = 0; page < (options.pagesPerRun ?? PAGES_PER_RUN) && !complete; page += 1) {
        const answer = await client.propertyPage(filter, pull.offset);
        await applyPage(job, answer.items);
        pull.offset += answer.items.length;
        complete = answer.items.length < OMNICASA_PAGE_SIZE || pull.offset >= answer.total;
      }
    } finally {
      if (complete) {
        state.since = pull.startedAt;
        delete state.pull;
      } else state.pull = pull;
    }
    if (complete) await removeDeleted(job);
    delete state.retryAt;
    delete state.rejectedFor;
  } catch (failure) {
    if (failure instanceof CrmError && failure.kind === 'credentials-rejected') state.rejectedFor = await fingerprintOf(row);
    if (failure instanceof CrmError && failure.kind === 'rate-limited')
      state.retryAt = new Date(at.getTime() + (failure.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S) * 1000).toISOString();
    error = describeFailure(failure, 'CRM answer refused: ');
    logFailure('omnicasa sync failed', error, `connection ${row.id}, site ${row.site_id}`);
  }
  await env.DB.prepare('UPDATE connections SET cursor = ?2 WHERE id = ?1').bind(row.id, JSON.stringify(state)).run();
  await retireEstates(env.CACHE, row.site_id, tally.changed);
  await recordSync(env.DB, {
    siteId: row.site_id,
    connectionId: row.id,
    kind: OMNICASA_SOURCE,
    startedAt,
    counts: tally.counts,
    refusals: tally.refusals,
    error,
  });
}

/**
 * The cron's Omnicasa step: every Omnicasa connection, the one run longest ago first (each run
 * is at most PAGES_PER_RUN pages); one whose credentials were refused waits for new ones, one
 * told to slow down for its Retry-After.
 * @example await syncOmnicasa(env, new Date(controller.scheduledTime))
 */
export async function syncOmnicasa(env: PlatformBindings, at: Date, options: OmnicasaRunOptions = {}): Promise<void> {
  const rows = await env.DB.prepare(
    "SELECT id, site_id, settings, secret, cursor FROM connections WHERE kind = 'omnicasa' ORDER BY last_run_at IS NOT NULL, last_run_at, id",
  ).all<OmnicasaConnectionRow>();
  for (const row of rows.results) {
    const state = omnicasaState(row);
    if (state.retryAt && Date.parse(state.retryAt) > at.getTime()) continue;
    if (state.rejectedFor && state.rejectedFor === (await fingerprintOf(row))) continue;
    await runOmnicasaConnection(env, row, at, options);
  }
}

/**
 * The initial import starts (the Crm interface's `initialImport`, run by sync/imports.ts): the
 * cron's pull goes on from now (less the overlap) with what changes; the import's pages read
 * what the site shows.
 */
export async function beginOmnicasaImport(env: PlatformBindings, row: OmnicasaConnectionRow, at: Date): Promise<void> {
  const { pull: _pull, ...kept } = omnicasaState(row);
  await env.DB.prepare('UPDATE connections SET cursor = ?2 WHERE id = ?1')
    .bind(row.id, JSON.stringify({ ...kept, since: at.toISOString() }))
    .run();
}

/** One page of the initial import: the properties the site shows, from `offset`, written; the site's answers of what changed retired. */
export async function importOmnicasaPage(env: PlatformBindings, row: CrmConnection, { offset }: ImportPageRequest): Promise<ImportPageOutcome> {
  const { connection, settings } = await omnicasaConnectionOf(row, env.CONNECTION_SECRET_KEY, omnicasaApiUrl(env));
  const client = createOmnicasaClient(connection, { timeoutMs: Number(env.CRM_TIMEOUT_MS) || undefined });
  const tally: Tally = { counts: { created: 0, updated: 0, unchanged: 0, deleted: 0, refused: 0, stale: 0 }, refusals: [], changed: [], keptOff: 0 };
  const job: Job = {
    env,
    db: await siteDb(env, row.site_id),
    siteId: row.site_id,
    client,
    settings,
    now: new Date().toISOString(),
    tally,
    connectionId: row.id,
  };
  const answer = await client.propertyPage({ Status: ON_SITE, LanguageId: OMNICASA_LANGUAGE[settings.languages[0]!], SortFields: ['ID'] }, offset);
  await applyPage(job, answer.items);
  await retireEstates(env.CACHE, row.site_id, tally.changed);
  const read = answer.items.length;
  const last = read < OMNICASA_PAGE_SIZE || offset + read >= answer.total;
  return {
    counts: tally.counts,
    refusals: tally.refusals,
    read,
    keptOff: tally.keptOff,
    total: Math.max(answer.total, offset + read),
    next: last ? null : offset + read,
  };
}
