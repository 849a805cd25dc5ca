import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { Attribution } from '../../../shared/contract/attribution';
import type { LeadEventKind } from '../../../shared/contract/stats';
import { brusselsDay, rowsOfLead, type StatsRow, sumRows } from '../../../shared/domain/stats-aggregate';
import { logFailure } from '../log';

// The daily counts of the statistics (migration 0023): adding to them. Counts only.

/** Rows per statement: D1 binds at most 100 parameters, two are the site and the day, four each row. */
const ROWS_PER_STATEMENT = 24;

/** The statements that add `rows` to the site's counts of `day` (one upsert per 24 rows). */
export function addCounts(db: D1Database, siteId: number, day: string, rows: readonly StatsRow[]): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const values = chunk.map((_, index) => `(?1, ?2, ?${index * 4 + 3}, ?${index * 4 + 4}, ?${index * 4 + 5}, ?${index * 4 + 6})`).join(', ');
    statements.push(
      db
        .prepare(
          `INSERT INTO site_stats (site_id, day, kind, dim, value, count) VALUES ${values}
           ON CONFLICT (site_id, dim, value, kind, day) DO UPDATE SET count = count + excluded.count`,
        )
        .bind(siteId, day, ...chunk.flatMap((row) => [row.kind, row.dim, row.value, row.count])),
    );
  }
  return statements;
}

/** What a lead's write tells the statistics: its language, where the visitor came from, its listing. */
export interface LeadFacts {
  locale: string;
  attribution?: Attribution | undefined;
  estateId?: number | undefined;
  rentalUnitId?: number | undefined;
}

/**
 * Counts a lead the platform has just written (contact request, viewing, reservation,
 * subscription; a listing sent to a friend as a share), with the attribution its form carried.
 * Statistics never cost a lead: a failure here is logged, never thrown.
 */
export async function countLead(db: D1Database, siteId: number, kind: LeadEventKind | 'share', lead: LeadFacts, at = new Date()): Promise<void> {
  const listing = lead.estateId ? `e${lead.estateId}` : lead.rentalUnitId ? `r${lead.rentalUnitId}` : undefined;
  try {
    await db.batch(addCounts(db, siteId, brusselsDay(at), sumRows(rowsOfLead(kind, { locale: lead.locale, attribution: lead.attribution, listing }))));
  } catch (error) {
    logFailure('stats: a lead not counted', String(error), `${kind}, site ${siteId}`);
  }
}
