import { type Context, Hono } from 'hono';
import { IDEMPOTENCY_HEADER, LEAD_ID_PATTERN } from '../../../shared/contract/queue-message';
import type { D1Database } from '@cloudflare/workers-types';
import { duplicateSince, outboxInsert } from '../delivery/outbox-insert';
import type { OutboxRow } from '../delivery/outbox-message';
import { enqueueOutbox } from '../delivery/queue-message';
import { siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { jsonBody, requireExistingSite } from '../kit/validate';
import { contactRequestSchema, sendToFriendSchema } from './forms-schemas';
import { fail, idParam } from '../kit/http';
import { countLead } from '../stats/store';
import { serve, site } from './serve';
import { ADMIN_API, logAccess } from '../privacy/access-log';

/** One of the site's agents as a lead names them: an employee shown as sales representative, live (not a draft). */
async function siteAgent(db: D1Database, siteId: number, employeeId: number): Promise<{ id: number; name: string; email: string } | null> {
  const row = await db
    .prepare("SELECT document FROM entity_items WHERE site_id = ?1 AND entity = 'employees' AND id = ?2")
    .bind(siteId, employeeId)
    .first<{ document: string }>();
  const employee = row ? (JSON.parse(row.document) as { firstname?: string; lastname?: string; email?: string; salesRep?: boolean; hidden?: boolean }) : null;
  if (employee?.salesRep !== true || employee.hidden === true) return null;
  return { id: employeeId, name: `${employee.firstname ?? ''} ${employee.lastname ?? ''}`.trim(), email: employee.email ?? '' };
}

/**
 * The id a lead's write is kept under: its Idempotency-Key (the site's lead id), so
 * the site's own write and its queued copy (worker/platform/leads/queued.ts) make one row;
 * without one, a new id.
 */
function leadIdOf(c: Context<PlatformEnv>): string {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return crypto.randomUUID();
  if (!LEAD_ID_PATTERN.test(key)) fail(400, `${IDEMPOTENCY_HEADER} must be a lowercase UUID`);
  return key;
}

/** Contact requests and send-to-a-friend messages, stored in the outbox; the outbox as the admin sees it. */
export const outbox = new Hono<PlatformEnv>();

/** A contact request: one row in the outbox; the same Idempotency-Key again writes nothing and answers 200 with it. */
serve(outbox, 'POST /contact-requests', site, async (c) => {
  const siteId = c.var.site;
  const db = await siteDb(c.env, siteId);
  const { agentId, ...request } = await jsonBody(c, contactRequestSchema, 'contact request');
  await requireExistingSite(c, siteId);
  const agent = agentId === undefined ? null : await siteAgent(db, siteId, agentId);
  if (agentId !== undefined && !agent) fail(404, `Agent ${agentId} does not exist on this site`);
  const id = leadIdOf(c);
  const written = await outboxInsert(db, siteId, 'contact-request', agent ? { ...request, agent } : request, id).run();
  if (!written.meta.changes) return c.json({ id }, 200);
  await enqueueOutbox(c.env.OUTBOX_QUEUE, [id], siteId);
  await countLead(db, siteId, 'contact', request);
  return c.json({ id }, 201);
});

/**
 * A listing sent to a friend: one mail in the outbox. The same send again (sender, friend and
 * listing) within DUPLICATE_WINDOW_MS, or the same Idempotency-Key, writes nothing and answers
 * 200 with the first one's id; the check and the write are one statement, so parallel repeats
 * make one mail.
 */
serve(outbox, 'POST /send-to-a-friend', site, async (c) => {
  const siteId = c.var.site;
  const db = await siteDb(c.env, siteId);
  const request = await jsonBody(c, sendToFriendSchema, 'send-to-a-friend request');
  const listing = request.estateId
    ? await db.prepare('SELECT 1 AS ok FROM estates WHERE id = ?1 AND site_id = ?2').bind(request.estateId, siteId).first()
    : await db.prepare('SELECT 1 AS ok FROM rental_units WHERE id = ?1 AND site_id = ?2 AND published = 1').bind(request.rentalUnitId, siteId).first();
  if (!listing) fail(404, `Listing ${request.estateId ?? request.rentalUnitId} does not exist on this site`);
  const id = leadIdOf(c);
  const same = `site_id = ?2 AND kind = ?3 AND created_at > ?6 AND lower(json_extract(document, '$.senderEmail')) = lower(?7)
    AND lower(json_extract(document, '$.friendEmail')) = lower(?8) AND json_extract(document, '$.estateId') IS ?9
    AND json_extract(document, '$.rentalUnitId') IS ?10`;
  const bind = [duplicateSince(), request.senderEmail, request.friendEmail, request.estateId ?? null, request.rentalUnitId ?? null];
  const [written, first] = await db.batch<{ id: string }>([
    outboxInsert(db, siteId, 'send-to-a-friend', request, id, { sql: `NOT EXISTS (SELECT 1 FROM outbox WHERE ${same})`, bind }),
    // The send this one is (itself when it was just written), as in the insert's condition.
    db.prepare(`SELECT id FROM outbox WHERE ${same} ORDER BY created_at, rowid LIMIT 1`).bind(null, siteId, 'send-to-a-friend', null, null, ...bind),
  ]);
  if (!written!.meta.changes) return c.json({ id: first!.results[0]?.id ?? id }, 200);
  await enqueueOutbox(c.env.OUTBOX_QUEUE, [id], siteId);
  await countLead(db, siteId, 'share', request);
  return c.json({ id }, 201);
});

const OUTBOX_STATUSES = new Set(['pending', 'delivered', 'failed', 'stored']);
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

type OutboxListRow = Pick<OutboxRow, 'id' | 'kind' | 'document' | 'created_at' | 'status' | 'attempts' | 'last_error' | 'delivered_to' | 'sent_at'>;

/**
 * GET /sites/{siteId}/outbox?status=&limit=: the site's latest outbox messages, newest first,
 * with their delivery state (the admin's GET /admin/outbox); each call in the site's access log.
 */
serve(outbox, 'GET /sites/:siteId/outbox', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const db = await siteDb(c.env, siteId);
  const status = c.req.query('status');
  if (status !== undefined && !OUTBOX_STATUSES.has(status)) fail(400, `status must be one of ${[...OUTBOX_STATUSES].join(', ')}`);
  const limitText = c.req.query('limit') ?? String(DEFAULT_LIMIT);
  const limit = Number(limitText);
  if (!/^\d{1,3}$/.test(limitText) || limit < 1 || limit > MAX_LIMIT) fail(400, `limit must be a whole number from 1 to ${MAX_LIMIT}`);
  await requireExistingSite(c, siteId);
  const rows = await db
    .prepare(
      `SELECT id, kind, document, created_at, status, attempts, last_error, delivered_to, sent_at FROM outbox
     WHERE site_id = ?1 AND (?2 IS NULL OR status = ?2) ORDER BY created_at DESC, rowid DESC LIMIT ?3`,
    )
    .bind(siteId, status ?? null, limit)
    .all<OutboxListRow>();
  await logAccess(c.env, siteId, ADMIN_API, 'adminOutbox', rows.results.length, status ? `status=${status}` : null);
  return c.json(
    {
      siteId,
      messages: rows.results.map((row) => ({
        id: row.id,
        kind: row.kind,
        createdAt: row.created_at,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error,
        deliveredTo: JSON.parse(row.delivered_to) as string[],
        deliveredAt: row.sent_at,
        document: JSON.parse(row.document) as unknown,
      })),
    },
    200,
  );
});
