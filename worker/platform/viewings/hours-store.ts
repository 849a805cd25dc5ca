import type { D1Database } from '@cloudflare/workers-types';
import { takeIds } from '../databases/id-ranges';
import { hoursForListing, isViewingScope, type ViewingHours, type ViewingPerson, viewingSlots, type ViewingScope } from '../../../shared/domain/viewing-hours';

/*
 * Viewing hours kept per site and scope (migrations/0039_viewing_hours.sql, docs/viewings.md),
 * and the live agenda's slots made from them. A listing's slots are rows of agenda_slots
 * (origin 'hours'), made when its agenda is first read and shown while its hours still offer
 * them: booking, counting places and cancelling are the agenda's own, whatever the listing's
 * source (console, CRM, ingest).
 */

/** The site's hours by scope. */
export async function siteViewingHours(db: D1Database, siteId: number): Promise<Map<ViewingScope, ViewingHours>> {
  const rows = await db.prepare('SELECT scope, document FROM viewing_hours WHERE site_id = ?1').bind(siteId).all<{ scope: string; document: string }>();
  return new Map(rows.results.flatMap((row) => (isViewingScope(row.scope) ? [[row.scope, JSON.parse(row.document) as ViewingHours] as const] : [])));
}

export async function saveViewingHours(db: D1Database, siteId: number, scope: ViewingScope, hours: ViewingHours, by: string): Promise<void> {
  await db
    .prepare(
      `INSERT INTO viewing_hours (site_id, scope, document, updated_by, updated_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (site_id, scope) DO UPDATE SET document = excluded.document, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    )
    .bind(siteId, scope, JSON.stringify(hours), by, new Date().toISOString())
    .run();
}

export async function removeViewingHours(db: D1Database, siteId: number, scope: ViewingScope): Promise<void> {
  await db.prepare('DELETE FROM viewing_hours WHERE site_id = ?1 AND scope = ?2').bind(siteId, scope).run();
}

/** The site's live offices and employees, as the hours name them. */
export async function viewingPeople(db: D1Database, siteId: number): Promise<{ offices: { id: number; name: string }[]; agents: ViewingPerson[] }> {
  const rows = await db
    .prepare("SELECT entity, id, document FROM entity_items WHERE site_id = ?1 AND entity IN ('offices', 'employees') ORDER BY sort, id")
    .bind(siteId)
    .all<{ entity: string; id: number; document: string }>();
  const offices: { id: number; name: string }[] = [];
  const agents: ViewingPerson[] = [];
  for (const row of rows.results) {
    const item = JSON.parse(row.document) as { name?: string; firstname?: string; lastname?: string; email?: string; officeId?: number | null };
    if (row.entity === 'offices') offices.push({ id: row.id, name: item.name ?? `#${row.id}` });
    else
      agents.push({
        id: row.id,
        name: `${item.firstname ?? ''} ${item.lastname ?? ''}`.trim() || `#${row.id}`,
        email: item.email ?? '',
        officeId: item.officeId ?? null,
      });
  }
  return { offices, agents };
}

/** A listing's viewing hours and agent, or null when it has none (no hours set that offer it, or no such listing of this site). */
export async function listingViewing(db: D1Database, siteId: number, estateId: number) {
  const schedules = await siteViewingHours(db, siteId);
  if (schedules.size === 0) return null;
  const estate = await db
    .prepare(
      `SELECT status, json_extract(document, '$.general.reference') AS reference, json_extract(document, '$.salesRep.email') AS email, is_project
       FROM estates WHERE id = ?1 AND site_id = ?2`,
    )
    .bind(estateId, siteId)
    .first<{ status: string; reference: string | null; email: string | null; is_project: number }>();
  if (!estate || estate.is_project) return null;
  const { agents } = await viewingPeople(db, siteId);
  return hoursForListing({ status: estate.status, reference: estate.reference, agentEmail: estate.email }, schedules, agents);
}

/** The hours' slots of a listing already in the agenda among these starts, with their ends. */
async function slotEnds(db: D1Database, siteId: number, estateId: number, starts: string[]): Promise<{ starts_at: string; ends_at: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT starts_at, ends_at FROM agenda_slots WHERE site_id = ?1 AND estate_id = ?2 AND origin = 'hours' AND starts_at IN (SELECT value
       FROM json_each(?3))`,
    )
    .bind(siteId, estateId, JSON.stringify(starts))
    .all<{ starts_at: string; ends_at: string }>();
  return results;
}

/**
 * The starts of the slots a listing's hours offer now, each made a row of the agenda (once:
 * a unique index keeps one per listing and start; a new slot length moves its end). Empty: the listing has no viewing hours.
 * `viewing`: the listing's hours when the caller has read them (listingViewing).
 */
export async function offeredStarts(
  db: D1Database,
  siteId: number,
  estateId: number,
  viewing?: Awaited<ReturnType<typeof listingViewing>>,
  now = new Date(),
): Promise<Set<string>> {
  if (viewing === undefined) viewing = await listingViewing(db, siteId, estateId);
  if (!viewing) return new Set();
  const slots = viewingSlots(viewing.hours, now);
  // Only slots not yet rows, or whose end moved, are written: each with a new id of the database's range (id-ranges.ts).
  const known =
    slots.length === 0
      ? []
      : await slotEnds(
          db,
          siteId,
          estateId,
          slots.map((slot) => slot.start),
        );
  const ends = new Map(known.map((row) => [row.starts_at, row.ends_at]));
  const written = slots.filter((slot) => ends.get(slot.start) !== slot.end);
  if (written.length > 0) {
    const first = await takeIds(db, 'agenda_slots', written.length);
    await db
      .prepare(
        `INSERT INTO agenda_slots (id, site_id, estate_id, starts_at, ends_at, capacity, origin)
         SELECT ?4 + key, ?1, ?2, json_extract(value, '$[0]'), json_extract(value, '$[1]'), 1, 'hours' FROM json_each(?3) WHERE true
         ON CONFLICT (site_id, estate_id, starts_at) WHERE origin = 'hours' DO UPDATE SET ends_at = excluded.ends_at WHERE ends_at <> excluded.ends_at`,
      )
      .bind(siteId, estateId, JSON.stringify(written.map((slot) => [slot.start, slot.end])), first)
      .run();
  }
  return new Set(slots.map((slot) => slot.start));
}
