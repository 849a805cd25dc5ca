import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { DraftSubmission, WaitingDraft } from '../../../shared/contract/console-drafts';

/*
 * The draft submitted for an owner's approval (migration 0031, `draft_submissions`, beside the
 * site's drafts): one row at most per site. An editor submits the pending changes; an owner
 * publishes them (the normal publish, which removes the row with the rest of its batch) or
 * sends them back with a note. Whether a site asks for it is its owners' choice (approval.ts).
 */

interface SubmissionRow {
  state: 'waiting' | 'returned';
  submitted_by: string;
  submitted_at: string;
  returned_by: string | null;
  returned_at: string | null;
  note: string | null;
}

const submissionFrom = (row: SubmissionRow): DraftSubmission => ({
  state: row.state,
  submittedBy: row.submitted_by,
  submittedAt: row.submitted_at,
  returnedBy: row.returned_by,
  returnedAt: row.returned_at,
  note: row.note,
});

/** The site's submission, waiting or sent back; null when there is none. */
export async function submissionOf(db: D1Database, siteId: number): Promise<DraftSubmission | null> {
  const row = await db.prepare('SELECT * FROM draft_submissions WHERE site_id = ?1').bind(siteId).first<SubmissionRow>();
  return row ? submissionFrom(row) : null;
}

/** How many items of the draft are changed and not yet published, and the submission: what the console's first page says. */
export async function waitingDraft(db: D1Database, siteId: number, approval: boolean): Promise<WaitingDraft> {
  const [count, submission] = await Promise.all([
    db.prepare('SELECT count(*) AS pending FROM site_drafts WHERE site_id = ?1 AND pending = 1').bind(siteId).first<number>('pending'),
    submissionOf(db, siteId),
  ]);
  return { approval, pending: count ?? 0, submission };
}

/**
 * Submits the pending changes for an owner's approval, by `email` now (a submission sent back
 * waits again, its note gone). One statement: nothing pending (a publish came first) is a
 * refusal, nothing written.
 */
export async function submitDraft(db: D1Database, siteId: number, email: string, now: Date): Promise<DraftSubmission | { refused: 'nothing' }> {
  const row = await db
    .prepare(
      `INSERT INTO draft_submissions (site_id, state, submitted_by, submitted_at)
       SELECT ?1, 'waiting', ?2, ?3 WHERE EXISTS (SELECT 1 FROM site_drafts WHERE site_id = ?1 AND pending = 1)
       ON CONFLICT (site_id) DO UPDATE
       SET state = 'waiting', submitted_by = excluded.submitted_by, submitted_at = excluded.submitted_at,
       returned_by = NULL, returned_at = NULL, note = NULL
       RETURNING *`,
    )
    .bind(siteId, email, now.toISOString())
    .first<SubmissionRow>();
  return row ? submissionFrom(row) : { refused: 'nothing' };
}

/** Sends a waiting submission back to the editors, by `email` now, with the owner's note (none: null). Refused when nothing waits. */
export async function returnDraft(
  db: D1Database,
  siteId: number,
  email: string,
  note: string | null,
  now: Date,
): Promise<DraftSubmission | { refused: 'notWaiting' }> {
  const row = await db
    .prepare(
      `UPDATE draft_submissions SET state = 'returned', returned_by = ?2, returned_at = ?3, note = ?4 WHERE site_id = ?1 AND state = 'waiting' RETURNING *`,
    )
    .bind(siteId, email, now.toISOString(), note)
    .first<SubmissionRow>();
  return row ? submissionFrom(row) : { refused: 'notWaiting' };
}

/** The statement that ends a submission: part of a publish's or a discard's batch (publish.ts). */
export function endSubmission(db: D1Database, siteId: number): D1PreparedStatement {
  return db.prepare('DELETE FROM draft_submissions WHERE site_id = ?1').bind(siteId);
}
