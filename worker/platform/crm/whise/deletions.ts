import type { Refusal } from '../../connections/sync-log';
import { deleteStatements } from '../../listings/external-ids';
import { CrmError } from '../crm-error';
import type { UnreadableEntry } from './id-list';
import { refreshProject, type WhiseJob } from './sync';
import { purposeMeaning } from './tables';

// The daily delete diff (docs/crm-apis.md, "Whise": nothing reports a deletion): the ids of
// every estate that should be online, page by page, against the site's external-id map for
// the connection's source. Memory stays small for a large agency: the ids are kept in one
// sorted Float64Array (8 bytes each: 80 KB for 10,000), the map is read 1,000 rows at a time.

/** Map rows read per query, and listings deleted per D1 batch. */
const MAP_CHUNK = 1000;
const DELETE_CHUNK = 50;

/** Sorted ids, searched by halves. */
function contains(sorted: Float64Array, id: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = sorted[middle]!;
    if (value === id) return true;
    if (value < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/**
 * The ids Whise lists as online, without those whose purpose status keeps them off the site; and
 * how many it listed. Should Whise refuse the purpose status as a field (unverified, docs/crm-apis.md
 * open question 9), the ids alone are asked: prospects then stay until the pull sees them change.
 */
async function onlineIds(job: WhiseJob, idsOnly = false): Promise<{ online: Float64Array; listed: number }> {
  try {
    return await collectIds(job, idsOnly);
  } catch (error) {
    if (idsOnly || !(error instanceof CrmError) || error.kind !== 'refused') throw error;
    return collectIds(job, true);
  }
}

/**
 * The ids, page by page. An entry that does not read is a warning of the sync log, with its
 * place in the list and the value sent; the others are used. `listed` counts the ids that read:
 * a list of which none reads removes nothing (deleteDiff).
 */
async function collectIds(job: WhiseJob, idsOnly: boolean): Promise<{ online: Float64Array; listed: number }> {
  let ids = new Float64Array(1024);
  let length = 0;
  let listed = 0;
  const warnings: Refusal[] = [];
  for await (const page of job.client.estateIdPages({ ...(job.languageId ? { languageId: job.languageId } : {}), idsOnly })) {
    listed += page.ids.length;
    for (const entry of page.unreadable) warnings.push(unreadableLine(job, entry));
    for (const estate of page.ids) {
      if (purposeMeaning(estate.purposeStatusId) === 'off') continue;
      if (length === ids.length) {
        const grown = new Float64Array(ids.length * 2);
        grown.set(ids);
        ids = grown;
      }
      ids[length++] = estate.id;
    }
  }
  // Only the list read to its end is logged (a list Whise refuses with purpose statuses is asked again).
  job.tally.refusals.push(...warnings);
  return { online: ids.subarray(0, length).sort(), listed };
}

/** The sync log's warning of an entry of the id list that does not read: no listing named, the entry by its place and value. */
const unreadableLine = (job: WhiseJob, entry: UnreadableEntry): Refusal => ({
  source: job.source,
  externalId: null,
  path: entry.path,
  reason: entry.reason,
  warning: true,
  words: { reason: { key: 'listEntry', position: entry.position, sent: entry.sent } },
});

interface MapRow {
  source: string;
  external_id: string;
  estate_id: number;
  parent_external_id: string | null;
}

/**
 * Removes the site's listings of this source that Whise no longer lists as online: listings of
 * their own and whole projects are deleted; a unit gone from a project that stays has its
 * project refreshed (written again without it). An empty list with listings on the site is
 * taken as a Whise fault: nothing is removed, and the error says so.
 * @example await deleteDiff(job) // job.tally.deleted: how many listings went
 */
export async function deleteDiff(job: WhiseJob): Promise<void> {
  const { online, listed } = await onlineIds(job);
  const { db, siteId, source } = job;
  if (listed === 0) {
    const any = await db.prepare('SELECT 1 FROM external_ids WHERE site_id = ?1 AND source = ?2 LIMIT 1').bind(siteId, source).first();
    if (any) throw new Error('Whise listed no estate online while the site has some: nothing was removed');
    return;
  }
  const gone: MapRow[] = [];
  const projectsToRefresh = new Set<number>();
  let after = '';
  for (;;) {
    const rows = await db
      .prepare(
        `SELECT source, external_id, estate_id, parent_external_id FROM external_ids WHERE site_id = ?1 AND source = ?2 AND external_id > ?3
         ORDER BY external_id LIMIT ?4`,
      )
      .bind(siteId, source, after, MAP_CHUNK)
      .all<MapRow>();
    for (const row of rows.results) {
      if (contains(online, Number(row.external_id))) continue;
      if (row.parent_external_id === null) gone.push(row);
      else if (contains(online, Number(row.parent_external_id))) projectsToRefresh.add(Number(row.parent_external_id));
    }
    if (rows.results.length < MAP_CHUNK) break;
    after = rows.results[rows.results.length - 1]!.external_id;
  }
  for (let start = 0; start < gone.length; start += DELETE_CHUNK) {
    const chunk = gone.slice(start, start + DELETE_CHUNK);
    // A project goes with its units (their map rows name it as their parent).
    const units = await db
      .prepare(
        `SELECT source, external_id, estate_id, parent_external_id FROM external_ids
         WHERE site_id = ?1 AND source = ?2 AND parent_external_id IN (SELECT value FROM json_each(?3))`,
      )
      .bind(siteId, source, JSON.stringify(chunk.map((row) => row.external_id)))
      .all<MapRow>();
    await db.batch(deleteStatements(db, siteId, [...chunk, ...units.results]));
    job.tally.deleted += chunk.length;
    job.tally.changedEstateIds.push(...chunk.map((row) => row.estate_id), ...units.results.map((row) => row.estate_id));
  }
  for (const projectId of projectsToRefresh) await refreshProject(job, projectId);
}
