import type { D1Database } from '@cloudflare/workers-types';
import type { Refusal, SyncCounts } from '../../connections/sync-log';
import { deleteListing, type LeftOutUnit, upsertListings } from '../../listings/upsert';
import { keyOf } from '../../listings/record-batch';
import { newestTime, sourceTime, staleLine, versionOf } from '../../listings/source-version';
import type { WhiseClient, WhiseEstatePage } from './client';
import { whiseListing, type WhiseMapping } from './mapping';
import { changedSinceMin, type WhiseEstateFilter } from './requests';
import { type UnreadableEstate, WHISE_DISPLAY_STATUS, WHISE_STATUS, type WhiseEstate } from './schema';

/** A page's estates as read: those that read, and those that do not (schema.ts readEstate). */
export type EstatesRead = Pick<WhiseEstatePage, 'estates' | 'unreadable'>;

// What one Whise pull writes: a page of estates mapped and upserted (a project with every unit
// it has), estates that must stay off the site removed, refusals kept for the sync log.

/** Estates per page of a pull. */
export const PULL_PAGE_SIZE = 100;
/** A pull restarts this much before the last one started: Whise's clock and ours may differ. */
export const PULL_OVERLAP_MS = 5 * 60 * 1000;
/** Items a continued pull reads again: an estate removed meanwhile shifts the list by one. */
const RESUME_OVERLAP = 5;

/** What a pull, a diff or a project refresh did, added up over pages. */
export interface RunTally extends Required<SyncCounts> {
  refusals: Refusal[];
  changedEstateIds: number[];
  /** The pictures written, to be made in sizes (media/sizes.ts). */
  pictures: string[];
  /** Read and kept off the site, not on it before (a status the site does not show). */
  keptOff: number;
}

export const emptyTally = (): RunTally => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  deleted: 0,
  refused: 0,
  stale: 0,
  refusals: [],
  changedEstateIds: [],
  pictures: [],
  keptOff: 0,
});

/** An estate's version: the newest `updateDateTime` of the estate and its units (Whise's times carry no zone: read as UTC, compared only with Whise's own). */
const updatedAtOf = (estates: readonly WhiseEstate[]) => newestTime(estates.map((estate) => sourceTime(estate.updateDateTime)));

/** The job of one connection's run: where it writes and how it reaches Whise. */
export interface WhiseJob {
  db: D1Database;
  siteId: number;
  source: string;
  client: WhiseClient;
  languageId?: string;
  now: string;
  tally: RunTally;
  /** Projects already refreshed in this run. */
  projectsDone: Set<number>;
  /** The connection that pulls: the listings it writes are its (listings/upsert.ts). */
  connectionId: number;
}

const EVERY_STATUS = Object.values(WHISE_STATUS);
const EVERY_DISPLAY_STATUS = Object.values(WHISE_DISPLAY_STATUS);

/**
 * The list filter of a pull: everything changed since `since` in any state (so what went offline,
 * was archived or withdrawn comes too and is taken off), or, for the first pull, what is online.
 */
export function pullFilter(since: string | undefined, languageId?: string): WhiseEstateFilter {
  const language = languageId ? { LanguageId: languageId } : {};
  if (!since)
    return {
      StatusIds: [WHISE_STATUS.active],
      DisplayStatusIds: EVERY_DISPLAY_STATUS.filter((id) => id !== WHISE_DISPLAY_STATUS.offline),
      IncludeGroupEstates: true,
      ...language,
    };
  return {
    UpdateDateTimeRange: { Min: changedSinceMin(new Date(since)) },
    StatusIds: EVERY_STATUS,
    DisplayStatusIds: EVERY_DISPLAY_STATUS,
    IncludeGroupEstates: true,
    ...language,
  };
}

/** The offset a continued pull starts from. */
export const resumeOffset = (offset: number) => Math.max(0, offset - RESUME_OVERLAP);

/** Takes a listing off the site; with the estate's time, not when the site has a newer version of it (stale). */
async function removeListing(job: WhiseJob, externalId: string, updatedAt: string | null = null): Promise<void> {
  const { removed, stale } = await deleteListing(job.db, job.siteId, job.source, externalId, versionOf({ updatedAt }), job.now);
  if (stale) {
    job.tally.stale += 1;
    job.tally.refusals.push(staleLine(stale, 'removal'));
  }
  if (removed.length === 0) return;
  job.tally.deleted += 1;
  job.tally.changedEstateIds.push(...removed);
}

/** Writes the listings and removals of mapped estates, and counts them. */
async function apply(job: WhiseJob, mapped: { id: number; mapping: WhiseMapping; updatedAt: string | null }[]): Promise<void> {
  const listings = [];
  const leftOut = new Map<string, LeftOutUnit[]>();
  for (const { id, mapping, updatedAt } of mapped) {
    // The estate's time orders the writes: an older one written late is stale (listings/source-version.ts).
    if (mapping.kind === 'listing') {
      listings.push({ ...mapping.listing, ...(updatedAt ? { updatedAt } : {}) });
      if (mapping.leftOut) leftOut.set(keyOf(job.source, String(id)), mapping.leftOut);
      job.tally.refusals.push(
        ...(mapping.warnings ?? []).map((warning) => ({ source: job.source, externalId: String(id), ...warning, warning: true as const })),
      );
    } else if (mapping.kind === 'off') {
      const [deleted, stale] = [job.tally.deleted, job.tally.stale];
      await removeListing(job, String(id), updatedAt);
      if (job.tally.deleted === deleted && job.tally.stale === stale) job.tally.keptOff += 1;
    } else {
      job.tally.refused += 1;
      job.tally.refusals.push(...mapping.refusals.map((refusal) => ({ source: job.source, externalId: String(id), ...refusal })));
    }
  }
  if (listings.length === 0) return;
  const outcome = await upsertListings(job.db, job.siteId, listings, job.now, { leftOut, connectionId: job.connectionId });
  for (const key of ['created', 'updated', 'unchanged', 'deleted', 'refused', 'stale'] as const) job.tally[key] += outcome[key];
  job.tally.refusals.push(...outcome.refusals, ...outcome.warnings);
  job.tally.changedEstateIds.push(...outcome.changedEstateIds);
  job.tally.pictures.push(...outcome.pictures);
}

/** The Whise ids of the units a project has on the site. */
async function knownUnits(job: WhiseJob, projectId: number): Promise<number[]> {
  const rows = await job.db
    .prepare('SELECT external_id FROM external_ids WHERE site_id = ?1 AND source = ?2 AND parent_external_id = ?3')
    .bind(job.siteId, job.source, String(projectId))
    .all<{ external_id: string }>();
  return rows.results.map((row) => Number(row.external_id)).filter(Number.isInteger);
}

/**
 * A project written whole: the project and all its units (those on the site and those `given`),
 * asked of Whise by id in any state, unless `given` already holds the project and every unit the
 * site has. A project Whise no longer answers is removed with its units.
 */
export async function refreshProject(job: WhiseJob, projectId: number, given: EstatesRead = { estates: [], unreadable: [] }): Promise<void> {
  if (job.projectsDone.has(projectId)) return;
  job.projectsDone.add(projectId);
  const known = await knownUnits(job, projectId);
  const givenIds = new Set([...given.estates, ...given.unreadable].map((estate) => estate.id));
  let estates = given.estates.filter((estate) => estate.id === projectId || estate.parentId === projectId);
  let unreadable = given.unreadable;
  if (!givenIds.has(projectId) || known.some((id) => !givenIds.has(id))) {
    const ids = [...new Set([projectId, ...known, ...estates.map((estate) => estate.id)])];
    const filter: WhiseEstateFilter = {
      EstateIds: ids,
      StatusIds: EVERY_STATUS,
      DisplayStatusIds: EVERY_DISPLAY_STATUS,
      IncludeGroupEstates: true,
      ...(job.languageId ? { LanguageId: job.languageId } : {}),
    };
    ({ estates, unreadable } = await job.client.listEstates(filter, { offset: 0, limit: ids.length }));
  }
  // A project that does not read is refused (its version online stays), not taken for gone.
  const unread = unreadable.find((estate) => estate.id === projectId);
  if (unread) return refuseUnreadable(job, [unread]);
  const project = estates.find((estate) => estate.id === projectId);
  if (!project) return removeListing(job, String(projectId));
  const units = estates.filter((estate) => estate.parentId === projectId);
  const mapping = whiseListing(project, units, job.source);
  // A unit that does not read is left out alone, as a unit the mapping cannot read: its version online stays.
  const unitsUnread = unreadable.filter((estate) => estate.parentId === projectId && estate.id !== null);
  if (mapping.kind === 'listing' && unitsUnread.length > 0) mapping.leftOut = [...(mapping.leftOut ?? []), ...unitsUnread.map(leftOutUnit)];
  await apply(job, [{ id: projectId, mapping, updatedAt: updatedAtOf([project, ...units]) }]);
}

/** A project's unit that does not read, as the mapping leaves out a unit it cannot read (mapping.ts whiseListing). */
const leftOutUnit = (unit: UnreadableEstate): LeftOutUnit => ({
  externalId: String(unit.id),
  path: `units (${unit.id}).${unit.path}`,
  reason: `${unit.reason}: this unit is left out, its version online stays; the rest of the project is written`,
  words: { reason: { key: 'unreadable', sent: unit.sent }, then: 'unitLeftOut' },
});

/** Estates that do not read, each refused alone with its Whise id and field; their versions online stay. */
function refuseUnreadable(job: WhiseJob, unreadable: readonly UnreadableEstate[]): void {
  for (const estate of unreadable) {
    // Refused once a run: a project that does not read is not refreshed again for its units.
    if (estate.id !== null) job.projectsDone.add(estate.id);
    job.tally.refused += 1;
    job.tally.refusals.push({
      source: job.source,
      externalId: estate.id === null ? null : String(estate.id),
      path: estate.path,
      reason: `${estate.reason}: this estate is refused, its version online stays; the others are written`,
      words: { reason: { key: 'unreadable', sent: estate.sent }, then: 'estateRefused' },
    });
  }
}

/**
 * One page of a pull: listings of their own mapped and written together; each project touched
 * (the project itself, or one of its units) refreshed whole, so a project's units never go
 * missing because they came on another page or in another run.
 */
export async function applyPage(job: WhiseJob, page: EstatesRead): Promise<void> {
  const projects = new Set<number>();
  const own: { id: number; mapping: WhiseMapping; updatedAt: string | null }[] = [];
  for (const estate of page.estates) {
    if (estate.parentId) projects.add(estate.parentId);
    else if (estate.canHaveChildren) projects.add(estate.id);
    else own.push({ id: estate.id, mapping: whiseListing(estate, [], job.source), updatedAt: updatedAtOf([estate]) });
  }
  // A unit that does not read is its project's to leave out; any other estate is refused alone.
  refuseUnreadable(
    job,
    page.unreadable.filter((estate) => estate.parentId === null || estate.id === null),
  );
  for (const estate of page.unreadable) if (estate.parentId !== null && estate.id !== null) projects.add(estate.parentId);
  await apply(job, own);
  for (const projectId of projects) await refreshProject(job, projectId, page);
}
