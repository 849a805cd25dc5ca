import { retireEstates } from '../../cache/retire';
import { queuePictures } from '../../media/sizes';
import { queueTranslations } from '../../translations/queue';
import { siteDb } from '../../databases/site-db';
import type { CrmConnection, ImportPageOutcome, ImportPageRequest } from '../crm';
import type { ConnectionRow } from '../../connections/row';
import type { PlatformBindings } from '../../types';
import { createWhiseClient, whiseApiUrl } from './client';
import { CrmError } from '../crm-error';
import { connectionOf, readState, saveState, type WhiseConnectionRow } from './connection';
import { sourceKey } from './cron';
import { applyPage, emptyTally, PULL_OVERLAP_MS, PULL_PAGE_SIZE, pullFilter } from './sync';

// Whise's initial import (the Crm interface's `initialImport`, run by sync/imports.ts): the
// documented `v1/estates/list` of everything online, read a page of PULL_PAGE_SIZE at a time, each
// page one event of the sync queue. The Cron Trigger's pull goes on beside it with what changes
// from the import's start, so nothing changed meanwhile is missed and nothing is read twice.

/**
 * The import starts: the connection's pull state says a complete pull started now (less the
 * overlap), so the cron reads from here on only what changes; the import reads the rest.
 */
export async function beginWhiseImport(env: PlatformBindings, row: CrmConnection & Pick<ConnectionRow, 'cursor'>, at: Date): Promise<void> {
  const { pull: _pull, since: _since, sourceRefusedFor: _refused, ...kept } = readState(row.cursor);
  await saveState(env.DB, row.id, { ...kept, settings: row.settings, since: new Date(at.getTime() - PULL_OVERLAP_MS).toISOString() });
}

/** An older Whise connection of the site that writes under the same source, whose listings this one's would mix with (the cron refuses it likewise). */
async function sourceOwner(env: PlatformBindings, row: CrmConnection): Promise<number | undefined> {
  const older = await env.DB.prepare(
    "SELECT id, site_id, settings, secret, cursor FROM connections WHERE site_id = ?1 AND kind = 'whise' AND id < ?2 ORDER BY id",
  )
    .bind(row.site_id, row.id)
    .all<WhiseConnectionRow>();
  const key = sourceKey({ ...row, cursor: null });
  return older.results.find((other) => sourceKey(other) === key)?.id;
}

/** One page of the import: read, mapped and written (a project with all its units), the site's answers of what changed retired. */
export async function importWhisePage(env: PlatformBindings, row: CrmConnection, { offset }: ImportPageRequest): Promise<ImportPageOutcome> {
  const owner = await sourceOwner(env, row);
  if (owner !== undefined) {
    throw new CrmError(
      'whise',
      'refused',
      `settings refused: the source is already connection ${owner}'s on this site: give this connection a source of its own (settings.source)`,
    );
  }
  const { connection, settings } = await connectionOf(row, env.CONNECTION_SECRET_KEY, whiseApiUrl(env));
  const timeoutMs = Number(env.CRM_TIMEOUT_MS);
  const client = createWhiseClient(connection, timeoutMs > 0 ? { timeoutMs } : {});
  const tally = emptyTally();
  const job = {
    db: await siteDb(env, row.site_id),
    siteId: row.site_id,
    source: settings.source,
    client,
    languageId: settings.languageId,
    now: new Date().toISOString(),
    tally,
    projectsDone: new Set<number>(),
    connectionId: row.id,
  };
  const answer = await client.listEstates(pullFilter(undefined, settings.languageId), { offset, limit: PULL_PAGE_SIZE });
  await applyPage(job, answer);
  await retireEstates(env.CACHE, row.site_id, tally.changedEstateIds);
  await queuePictures(env, row.site_id, tally.pictures);
  await queueTranslations(env, row.site_id, tally.changedEstateIds);
  const read = answer.estates.length + answer.unreadable.length;
  const { created, updated, unchanged, deleted, refused, stale, refusals } = tally;
  const last = read < PULL_PAGE_SIZE || offset + read >= answer.totalCount;
  return {
    counts: { created, updated, unchanged, deleted, refused, stale },
    refusals,
    read,
    keptOff: tally.keptOff,
    total: Math.max(answer.totalCount, offset + read),
    next: last ? null : offset + read,
  };
}
