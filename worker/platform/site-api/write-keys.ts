import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { Context, MiddlewareHandler } from 'hono';
import { IDEMPOTENCY_HEADER, LEAD_ID_PATTERN, type LeadPath, WRITE_DEADLINE_HEADER } from '../../../shared/contract/queue-message';
import { jsonError } from '../kit/http';
import { mailNotTaken } from '../leads/queued';
import { allDatabases, siteDb } from '../databases/site-db';
import type { PlatformBindings, PlatformEnv } from '../types';

/*
 * A visitor's write taken once per key (migration 0030). The site sends every visitor write
 * with an Idempotency-Key (worker/site/forms/write-key.ts); the first answer to it is kept, and
 * the same write again (the visitor's retry after the site stopped waiting, the lead queue's
 * copy, a double submit) gets that answer, marked Idempotent-Replayed, and writes nothing. So a
 * slot booked by a write the site gave up on is the visitor's booking when they ask again, never
 * "slot taken".
 *
 * A write that happened keeps its answer in the batch that wrote it (`keepAnswer`), its rows
 * written only while no answer is kept under its key (`notYetWritten`): two copies racing make
 * one write whichever batch D1 runs first. A write whose rows are idempotent by themselves (a
 * lead: the key is its outbox row's id) is kept by `keyedWrites` once answered. A refusal (4xx)
 * or a failure (5xx) is not kept: nothing was written, so the next copy may try again (a slot
 * freed meanwhile is then booked, rather than "fully booked" repeated for days).
 *
 * A booking or subscription undone since (cancelled, ended) frees its key for the visitor's
 * next request under it while the site waits for that one: without JavaScript the same details
 * make the same key (worker/site/forms/write-key.ts), and booking again after cancelling must
 * book, not answer the cancelled booking. Its copies (queued, late) are still answered as before.
 *
 * A write the site stopped waiting for is recognised by the deadline it carries
 * (WRITE_DEADLINE_HEADER): its visitor was told it is being confirmed and will get a mail. Made,
 * its usual confirmation is that mail; refused past the deadline, the refusal reached nobody, so
 * the visitor is mailed that it was not taken (the same mail, under the same id, as a refused
 * queued copy's: one mail whichever copies are refused).
 */

/**
 * A refusal finished this close to the site's deadline may reach the site after it stopped
 * waiting: mailed as well (a visitor who saw it gets a mail saying the same).
 */
const LATE_MARGIN_MS = 500;

/** Whether the site had stopped waiting (or was about to) when this write's answer was made. */
function siteGaveUp(c: Context<PlatformEnv>): boolean {
  const deadline = Number(c.req.header(WRITE_DEADLINE_HEADER));
  return Number.isFinite(deadline) && deadline > 0 && Date.now() > deadline - LATE_MARGIN_MS;
}

/** How long a key is kept: longer than the lead queue may hold a write (its retries, then its dead letters). */
export const WRITE_KEY_DAYS = 14;
/** Marks an answer given again for a key already answered. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

interface KeptAnswer {
  path: string;
  status: number;
  answer: string;
}

/** This request's key, as `keyedWrites` checked it; null without one. */
export function writeKeyOf(c: Context<PlatformEnv>): string | null {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  return key !== undefined && LEAD_ID_PATTERN.test(key) ? key : null;
}

/**
 * SQL true while no answer is kept for the site `?{site}` under the key `?{key}` (a write
 * without a key binds null: always true). Part of a write's condition, so the check and the
 * write are one statement.
 * @example `INSERT INTO appointments … WHERE … AND ${notYetWritten(2, 7)}`
 */
export const notYetWritten = (site: number, key: number): string => `NOT EXISTS (SELECT 1 FROM write_keys WHERE site_id = ?${site} AND key = ?${key})`;

/**
 * The statement keeping a write's answer under its key, for the batch that writes it: kept only
 * when `written` (SQL, its parameters bound from ?7 on) says the write happened. None without a key.
 */
export function keepAnswer(
  c: Context<PlatformEnv>,
  db: D1Database,
  siteId: number,
  status: number,
  answer: unknown,
  written: { sql: string; bind: unknown[] },
): D1PreparedStatement[] {
  const key = writeKeyOf(c);
  if (!key) return [];
  return [
    db
      .prepare(
        `INSERT INTO write_keys (site_id, key, path, status, answer, created_at) SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE ${written.sql}
         ON CONFLICT(site_id, key) DO NOTHING`,
      )
      .bind(siteId, key, c.req.path, status, JSON.stringify(answer), new Date().toISOString(), ...written.bind),
  ];
}

function keptAnswer(db: D1Database, siteId: number, key: string): Promise<KeptAnswer | null> {
  return db.prepare('SELECT path, status, answer FROM write_keys WHERE site_id = ?1 AND key = ?2').bind(siteId, key).first<KeptAnswer>();
}

/**
 * What a kept write of a path made (the field of its answer naming it), and SQL finding it while
 * it stands (?1 the site, ?2 that name): a booking not cancelled, a subscription not ended.
 */
const STANDS: Readonly<Record<string, { field: string; sql: string }>> = {
  '/live-agenda/reservation': { field: 'id', sql: 'SELECT 1 AS ok FROM appointments WHERE id = ?2 AND site_id = ?1 AND cancelled_at IS NULL' },
  '/subscriptions': { field: 'token', sql: 'SELECT 1 AS ok FROM subscriptions WHERE token = ?2 AND site_id = ?1' },
};

/** Whether what a kept write made was undone since (its booking cancelled, its subscription ended). */
async function undone(db: D1Database, siteId: number, kept: KeptAnswer): Promise<boolean> {
  const stands = STANDS[kept.path];
  if (!stands) return false;
  const made = (JSON.parse(kept.answer) as Record<string, unknown>)[stands.field];
  return typeof made === 'string' && !(await db.prepare(stands.sql).bind(siteId, made).first());
}

/** Whether the site still waits for this write's answer: a visitor's request now, not a copy of an earlier one (queued, or late). */
function siteWaits(c: Context<PlatformEnv>): boolean {
  return Number(c.req.header(WRITE_DEADLINE_HEADER)) > Date.now();
}

/** The kept answer, given again as 200: nothing new was made. */
function replay(c: Context<PlatformEnv>, kept: KeptAnswer): Response {
  if (kept.path !== c.req.path) return jsonError(c, 422, `${IDEMPOTENCY_HEADER} was used for another write`);
  return new Response(kept.answer, { status: 200, headers: { 'Content-Type': 'application/json', [REPLAYED_HEADER]: 'true' } });
}

/**
 * The visitor writes' middleware (mounted on their POST routes): a malformed key is a 400; a
 * key written before gets that write's answer again; otherwise the route writes, and a success
 * is kept, unless another copy's, kept first, is given instead.
 */
export const keyedWrites: MiddlewareHandler<PlatformEnv> = async function keyedWrites(c, next) {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  const siteId = c.get('siteId');
  if (key === undefined || c.req.method !== 'POST' || siteId === undefined) return next();
  if (!LEAD_ID_PATTERN.test(key)) return jsonError(c, 400, `${IDEMPOTENCY_HEADER} must be a lowercase UUID`);
  const db = await siteDb(c.env, siteId);
  const earlier = await keptAnswer(db, siteId, key);
  if (earlier) {
    // The same details sent again make the same key without JavaScript: a visitor booking again
    // after cancelling (subscribing after ending it) asks anew, never given what was undone.
    // A copy of the first write (queued, or arriving late) is still answered as it was.
    if (!(earlier.path === c.req.path && siteWaits(c) && (await undone(db, siteId, earlier)))) return replay(c, earlier);
    await db.prepare('DELETE FROM write_keys WHERE site_id = ?1 AND key = ?2').bind(siteId, key).run();
  }
  await next();
  const { status } = c.res;
  if (status >= 200 && status < 300) {
    const answer = await c.res.clone().text();
    await db
      .prepare('INSERT INTO write_keys (site_id, key, path, status, answer, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT(site_id, key) DO NOTHING')
      .bind(siteId, key, c.req.path, status, answer, new Date().toISOString())
      .run();
  }
  // A copy that raced this one and was kept first (this one then wrote nothing, and may have
  // said "fully booked"), or this write's own answer after a failure once it was written.
  const kept = await keptAnswer(db, siteId, key);
  if (kept && kept.status !== status) c.res = replay(c, kept);
  else if (!kept && status >= 400 && status < 500 && siteGaveUp(c)) {
    const body = await c.req.json<Record<string, unknown>>().catch(() => null);
    if (body) await mailNotTaken(c.env, { leadId: key, siteId, path: c.req.path as LeadPath, body });
  }
};

/**
 * Drops the keys past WRITE_KEY_DAYS from every database (a step of the Cron Trigger), and the
 * requests assistants made (assistant-requests.ts, keyed the same way): a person's
 * details are kept there no longer.
 */
export async function dropOldWriteKeys(env: PlatformBindings, at: Date): Promise<void> {
  const before = new Date(at.getTime() - WRITE_KEY_DAYS * 86_400_000).toISOString();
  for (const { db } of allDatabases(env))
    await db.batch(['write_keys', 'assistant_requests'].map((table) => db.prepare(`DELETE FROM ${table} WHERE created_at < ?1`).bind(before)));
}
