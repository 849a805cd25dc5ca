import { siteDb } from '../databases/site-db';
import type { PlatformBindings } from '../types';

/*
 * Whether a holiday reservation request became a booking: the platform learns it from the agency
 * alone (the request says it is no booking; the agency confirms it outside, and the CRM's
 * availability cannot say whose request took a period). The agency marks it in the leads list;
 * the mark is kept on the reservation (`bookedAt`), and only a marked one keeps its accounting
 * record after an erasure (privacy/erased.ts keptReservation). Decision 069 says why.
 */

/** The refusals of a mark: no such request of the site, or one erased already. */
export const NOT_A_RESERVATION = 'No holiday reservation request of this agency by that lead';
export const ERASED_ALREADY = 'Its person is erased already: nothing is kept to mark';

/**
 * Marks the reservation request a lead carries as booked (`booked`; the first mark's time stays)
 * or takes the mark off. Answers when it was marked (null: not booked), `missing` for no
 * reservation request of this site by that lead, `erased` for one whose person is erased already.
 */
export async function markBooked(
  env: PlatformBindings,
  siteId: number,
  leadId: string,
  booked: boolean,
  now = new Date(),
): Promise<{ bookedAt: string | null } | 'missing' | 'erased'> {
  const db = await siteDb(env, siteId);
  const reservation = await db
    .prepare(`SELECT json_extract(document, '$.id') AS id FROM outbox WHERE id = ?1 AND site_id = ?2 AND kind = 'rental-reservation'`)
    .bind(leadId, siteId)
    .first<string | null>('id');
  if (!reservation) return 'missing';
  const row = await db
    .prepare(
      `UPDATE rental_reservations SET document = CASE WHEN ?3 THEN json_set(document, '$.bookedAt', coalesce(json_extract(document, '$.bookedAt'), ?4))
         ELSE json_remove(document, '$.bookedAt') END
       WHERE id = ?1 AND site_id = ?2 AND erased_at IS NULL RETURNING json_extract(document, '$.bookedAt') AS bookedAt`,
    )
    .bind(reservation, siteId, booked ? 1 : 0, now.toISOString())
    .first<{ bookedAt: string | null }>();
  if (row) return { bookedAt: row.bookedAt ?? null };
  const exists = await db.prepare('SELECT 1 AS found FROM rental_reservations WHERE id = ?1 AND site_id = ?2').bind(reservation, siteId).first('found');
  return exists ? 'erased' : 'missing';
}
