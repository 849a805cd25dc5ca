import { retireEstates } from '../../cache/retire';
import { queuePictures } from '../../media/sizes';
import { queueTranslations } from '../../translations/queue';
import { recordSync } from '../../connections/sync-log';
import type { PlatformBindings } from '../../types';
import { siteDb } from '../../databases/site-db';
import { CrmError, describeFailure } from '../crm-error';
import { createWhiseClient, whiseApiUrl } from './client';
import { connectionOf, credentialsFingerprint, readState, saveState, type WhiseConnectionRow, type WhiseState, whiseConnections } from './connection';
import { deleteDiff } from './deletions';
import { WHISE_SOURCE } from './mapping';
import { applyPage, emptyTally, PULL_OVERLAP_MS, PULL_PAGE_SIZE, pullFilter, resumeOffset, type RunTally, type WhiseJob } from './sync';
import { logFailure } from '../../log';

// The Whise step of the Cron Trigger (every 5 minutes, worker/platform/scheduled.ts): for each
// Whise connection, the delta pull since its last complete pull, and once a day the delete diff.
//
// A run stays within a Worker's limits for a large agency: a connection reads at most
// PAGES_PER_RUN pages of 100 estates a run and carries on from there at the next cron (the
// pull's start and offset are kept; the `since` cursor moves only when a pull has read every
// page); the step starts no new connection after STEP_BUDGET_MS (the others go first next run).

/** Pages of a pull one connection reads per cron run (1,000 estates). */
export const PAGES_PER_RUN = 10;
/** No new connection is started after this much of a run. */
const STEP_BUDGET_MS = 60_000;
/** How often the delete diff runs per connection. */
export const DIFF_EVERY_MS = 24 * 60 * 60 * 1000;
/** When Whise says 429 without Retry-After. */
const DEFAULT_RETRY_AFTER_S = 300;

export interface WhiseRunOptions {
  pagesPerRun?: number;
  /** The time limit of each Whise call (default CRM_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** Why a connection is skipped this run, or undefined when it runs. */
async function skipReason(row: WhiseConnectionRow, at: Date): Promise<string | undefined> {
  const state = readState(row.cursor);
  if (state.retryAt && Date.parse(state.retryAt) > at.getTime()) return 'rate limited';
  if (state.rejectedFor && state.rejectedFor === (await credentialsFingerprint(row))) return 'credentials rejected';
  return undefined;
}

/** What a failure means for the next runs: credentials to wait for, or a time to wait until. */
async function noteFailure(state: WhiseState, row: WhiseConnectionRow, failure: unknown, at: Date): Promise<string> {
  if (failure instanceof CrmError && failure.kind === 'credentials-rejected') state.rejectedFor = await credentialsFingerprint(row);
  if (failure instanceof CrmError && failure.kind === 'rate-limited') {
    state.retryAt = new Date(at.getTime() + (failure.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S) * 1000).toISOString();
  }
  const error = describeFailure(failure, 'CRM answer refused: ');
  logFailure('whise sync failed', error, `connection ${row.id}, site ${row.site_id}`);
  return error;
}

/** Retires the site's answers that showed what changed, and logs the run. */
async function finish(env: PlatformBindings, row: WhiseConnectionRow, kind: string, startedAt: string, tally: RunTally, error: string | null): Promise<void> {
  await retireEstates(env.CACHE, row.site_id, tally.changedEstateIds);
  await queuePictures(env, row.site_id, tally.pictures);
  await queueTranslations(env, row.site_id, tally.changedEstateIds);
  const { created, updated, unchanged, deleted, refused, stale, refusals } = tally;
  await recordSync(env.DB, {
    siteId: row.site_id,
    connectionId: row.id,
    kind,
    startedAt,
    counts: { created, updated, unchanged, deleted, refused, stale },
    refusals,
    error,
  });
}

/**
 * One connection's run: its pull (up to `pagesPerRun` pages, logged as `whise`), then, when the
 * pull is complete and a day has passed, the delete diff (logged as `whise-deletions`).
 */
export async function runWhiseConnection(env: PlatformBindings, row: WhiseConnectionRow, at: Date, options: WhiseRunOptions = {}): Promise<void> {
  const kept = readState(row.cursor);
  // A cursor is worth as much as the settings it was made with (another client, office or language: a full pull).
  const state: WhiseState =
    kept.settings === undefined || kept.settings === row.settings
      ? { ...kept, settings: row.settings }
      : { settings: row.settings, rejectedFor: kept.rejectedFor };
  const startedAt = new Date().toISOString();
  const tally = emptyTally();
  let error: string | null = null;
  let job: WhiseJob | undefined;
  let complete = false;
  try {
    const { connection, settings } = await connectionOf(row, env.CONNECTION_SECRET_KEY, whiseApiUrl(env));
    const client = createWhiseClient(connection, options.timeoutMs ? { timeoutMs: options.timeoutMs } : {});
    job = {
      db: await siteDb(env, row.site_id),
      siteId: row.site_id,
      source: settings.source,
      client,
      languageId: settings.languageId,
      now: at.toISOString(),
      tally,
      projectsDone: new Set(),
      connectionId: row.id,
    };
    const pull = state.pull ?? { startedAt: at.toISOString(), offset: 0 };
    const filter = pullFilter(state.since, settings.languageId);
    try {
      for (let page = 0; page < (options.pagesPerRun ?? PAGES_PER_RUN) && !complete; page += 1) {
        const answer = await client.listEstates(filter, { offset: pull.offset, limit: PULL_PAGE_SIZE });
        await applyPage(job, answer);
        // The estates that do not read count as read: refused alone, the pull goes on past them.
        const read = answer.estates.length + answer.unreadable.length;
        pull.offset += read;
        complete = read < PULL_PAGE_SIZE || pull.offset >= answer.totalCount;
      }
    } finally {
      // The `since` cursor moves only when every page was read; otherwise the next run goes on
      // from the page that was not (a failed page is asked again, with the same cursor).
      if (complete) {
        state.since = new Date(Date.parse(pull.startedAt) - PULL_OVERLAP_MS).toISOString();
        delete state.pull;
      } else state.pull = { startedAt: pull.startedAt, offset: resumeOffset(pull.offset) };
    }
    delete state.retryAt;
    delete state.rejectedFor;
  } catch (failure) {
    error = await noteFailure(state, row, failure, at);
  }
  await saveState(env.DB, row.id, state);
  await finish(env, row, 'whise', startedAt, tally, error);
  if (!job || !complete || error || (state.diffAt && at.getTime() - Date.parse(state.diffAt) < DIFF_EVERY_MS)) return;

  const diffStartedAt = new Date().toISOString();
  const diff: WhiseJob = { ...job, tally: emptyTally() };
  let diffError: string | null = null;
  try {
    await deleteDiff(diff);
    state.diffAt = at.toISOString();
  } catch (failure) {
    diffError = await noteFailure(state, row, failure, at);
  }
  await saveState(env.DB, row.id, state);
  await finish(env, row, 'whise-deletions', diffStartedAt, diff.tally, diffError);
}

/**
 * The cron's Whise step: every Whise connection in turn, the one run longest ago first. A
 * connection whose credentials Whise rejected waits until they change; one that was told to
 * slow down (429) waits for its Retry-After; one whose Whise is down is tried again next run
 * from the same cursor. One connection's failure never stops another's.
 * @example await syncWhise(env, new Date(controller.scheduledTime))
 */
export async function syncWhise(env: PlatformBindings, at: Date, options: WhiseRunOptions = {}): Promise<void> {
  const began = Date.now();
  const rows = await whiseConnections(env.DB);
  // Two connections of a site writing under one source would delete each other's listings in
  // their delete diffs: the oldest keeps the source, a later one is refused until it has its own.
  const owners = new Map<string, number>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) if (!owners.has(sourceKey(row))) owners.set(sourceKey(row), row.id);
  for (const row of rows) {
    if (Date.now() - began > STEP_BUDGET_MS) break;
    if (await skipReason(row, at)) continue;
    const owner = owners.get(sourceKey(row))!;
    if (owner !== row.id) {
      // Said once per settings (the sync log and the connection's last error keep it), not every run.
      const state = readState(row.cursor);
      if (state.sourceRefusedFor === row.settings) continue;
      const error =
        `settings refused: the source ${sourceKey(row).split(':')[1]} is already connection ${owner}'s on this site: ` +
        'give this connection a source of its own (settings.source)';
      await finish(env, row, 'whise', new Date().toISOString(), emptyTally(), error);
      await saveState(env.DB, row.id, { ...state, sourceRefusedFor: row.settings });
      continue;
    }
    await runWhiseConnection(env, row, at, options);
  }
}

/** The site and the source a connection writes under (`1:whise`). */
export function sourceKey(row: WhiseConnectionRow): string {
  try {
    const source = (JSON.parse(row.settings) as { source?: unknown }).source;
    return `${row.site_id}:${typeof source === 'string' ? source : WHISE_SOURCE}`;
  } catch {
    return `${row.site_id}:${WHISE_SOURCE}`;
  }
}
