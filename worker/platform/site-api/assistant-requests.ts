import { Hono } from 'hono';
import type { D1Database } from '@cloudflare/workers-types';
import * as z from 'zod';
import { ATTRIBUTION_UNPRINTABLE } from '../../../shared/contract/attribution';
import { TOKEN_PATTERN } from '../../../shared/contract/limits';
import { IDEMPOTENCY_HEADER, keyFromText, LEAD_ID_PATTERN } from '../../../shared/contract/queue-message';
import { randomToken, sha256 } from '../kit/tokens';
import { ASSISTANT_CONFIRMATION } from '../delivery/mail-texts';
import { enqueueOutbox } from '../delivery/queue-message';
import { fail } from '../kit/http';
import { type PlatformApp, writeQueued } from '../leads/queued';
import { siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { jsonBody } from '../kit/validate';
import { serve, site } from './serve';
import type { AssistantRequest, AssistantWrite } from '../../../shared/contract/assistant-requests';
import { offeredStarts } from '../viewings/hours-store';
import { appointmentSchema, contactRequestSchema } from './forms-schemas';
import { outboxInsert } from '../delivery/outbox-insert';

/*
 * Requests an AI assistant makes for a person through the agency's MCP server (docs/assistants.md
 * "Requests"): never written on the assistant's word. POST /assistant-requests keeps the write
 * (migration 0051) and mails the person a link to the site's confirm page; only
 * POST /assistant-requests/{token}/confirm writes it, through the platform's own route as the
 * site's form would (the lead queue's path, leads/queued.ts), once, with the assistant as the
 * lead's origin: utm_source `assistant`, utm_medium the client's name.
 */

/** How long the mailed link may be followed. */
const PENDING_MS = 48 * 3_600_000;
/** Requests kept for one address a day on one site: enough for a person, too few to flood someone's inbox. */
export const REQUESTS_PER_ADDRESS = 5;
const DAY_MS = 86_400_000;

const client = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((value) => !ATTRIBUTION_UNPRINTABLE.test(value), 'printable text only');
const requestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('viewing'), client, write: appointmentSchema.omit({ attribution: true }) }).strict(),
  z
    .object({
      kind: z.literal('contact'),
      client,
      write: contactRequestSchema.pick({ locale: true, firstName: true, lastName: true, email: true, phone: true, message: true, estateId: true }),
    })
    .strict(),
]);
type Write = Record<string, unknown> & { estateId?: number; slotId?: number; email: string; locale: string; firstName: string };

interface RequestRow {
  id: string;
  kind: 'viewing' | 'contact';
  payload: string;
  client: string;
  expires_at: string;
  confirmed_at: string | null;
  lead_id: string | null;
}

async function byToken(db: D1Database, siteId: number, token: string): Promise<RequestRow> {
  const row = TOKEN_PATTERN.test(token)
    ? await db
        .prepare('SELECT id, kind, payload, client, expires_at, confirmed_at, lead_id FROM assistant_requests WHERE token_hash = ?1 AND site_id = ?2')
        .bind(await sha256(token), siteId)
        .first<RequestRow>()
    : null;
  if (!row) fail(404, 'No such request');
  return row;
}

/** A request as the confirm page shows it: what will be sent, the slot's time, and whether it is open, confirmed or expired. */
async function view(db: D1Database, siteId: number, row: RequestRow): Promise<AssistantRequest> {
  const write = JSON.parse(row.payload) as AssistantWrite;
  const slot = write.slotId
    ? await db.prepare('SELECT starts_at AS start, ends_at AS end FROM agenda_slots WHERE id = ?1 AND site_id = ?2').bind(write.slotId, siteId).first()
    : null;
  const state = row.confirmed_at ? 'confirmed' : Date.parse(row.expires_at) < Date.now() ? 'expired' : 'open';
  return { kind: row.kind, state, client: row.client, write, ...slot, expiresAt: row.expires_at, leadId: row.lead_id };
}

/** The refusal's code when the agency sends no mail yet (the site's tool names the agency's own ways instead). */
const NO_MAIL = 'noMail';
/** The refusal's code when the address had its requests of the day. */
const RATE_LIMITED = 'rateLimited';

/** The routes; `platform` is the platform's own API, which a confirmed request is written through. */
export function assistantRequests(platform: PlatformApp) {
  const routes = new Hono<PlatformEnv>();

  serve(routes, 'POST /assistant-requests', site, async (c) => {
    const siteId = c.var.site;
    const key = c.req.header(IDEMPOTENCY_HEADER) ?? '';
    if (!LEAD_ID_PATTERN.test(key)) fail(400, `${IDEMPOTENCY_HEADER} must be a lowercase UUID`);
    const db = await siteDb(c.env, siteId);
    const { kind, client, write } = await jsonBody(c, requestSchema, 'assistant request');
    // The person confirms by mail: an agency that sends no mail yet cannot take a request this way (409 `noMail`), rather than one nobody can confirm.
    const mailed = await c.env.DB.prepare("SELECT json_extract(document, '$.delivery.email.to') AS address FROM sites WHERE id = ?1")
      .bind(siteId)
      .first<{ address: string | null }>();
    if (!mailed) fail(404, `Site ${siteId} does not exist`);
    if (!mailed.address) fail(409, 'This agency sends no mail yet: a request through an assistant cannot be confirmed', { code: NO_MAIL });
    const kept = () =>
      db
        .prepare('SELECT email, expires_at FROM assistant_requests WHERE site_id = ?1 AND id = ?2')
        .bind(siteId, key)
        .first<{ email: string; expires_at: string }>();
    const earlier = await kept();
    if (earlier) return c.json({ id: key, email: earlier.email, expiresAt: earlier.expires_at }, 200);
    const now = new Date();
    // A slot already gone or full, or a listing the site does not have, is said now rather than after the person confirmed.
    if (kind === 'viewing') {
      const slot = await db
        .prepare(
          `SELECT s.starts_at, s.origin, s.capacity - (SELECT count(*) FROM appointments a WHERE a.slot_id = s.id AND a.cancelled_at IS NULL) AS free
           FROM agenda_slots s WHERE s.id = ?1 AND s.site_id = ?2 AND s.estate_id = ?3 AND s.starts_at > ?4`,
        )
        .bind(write.slotId, siteId, write.estateId, now.toISOString())
        .first<{ starts_at: string; origin: string | null; free: number }>();
      if (!slot || (slot.origin === 'hours' && !(await offeredStarts(db, siteId, write.estateId)).has(slot.starts_at)))
        fail(404, 'No such viewing slot for this estate');
      if (slot.free < 1) fail(409, 'This viewing slot is fully booked');
    } else if (write.estateId && !(await db.prepare('SELECT 1 AS ok FROM estates WHERE id = ?1 AND site_id = ?2').bind(write.estateId, siteId).first())) {
      fail(404, `Listing ${write.estateId} does not exist on this site`);
    }
    const token = randomToken();
    const hash = await sha256(token);
    const expiresAt = new Date(now.getTime() + PENDING_MS).toISOString();
    const mailId = crypto.randomUUID();
    const mail = { token, email: write.email, locale: write.locale, firstName: write.firstName, request: kind, client, expiresAt };
    // Kept only while the address has had fewer than REQUESTS_PER_ADDRESS kept in the last day, in
    // the one statement, so two at once cannot both pass; what is not kept is not counted.
    const [inserted] = await db.batch([
      db
        .prepare(
          `INSERT INTO assistant_requests (site_id, id, kind, payload, email, token_hash, client, created_at, expires_at)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
           WHERE (SELECT count(*) FROM assistant_requests WHERE site_id = ?1 AND lower(email) = lower(?5) AND created_at > ?10) < ?11
           ON CONFLICT DO NOTHING`,
        )
        .bind(
          siteId,
          key,
          kind,
          JSON.stringify(write),
          write.email,
          hash,
          client,
          now.toISOString(),
          expiresAt,
          new Date(now.getTime() - DAY_MS).toISOString(),
          REQUESTS_PER_ADDRESS,
        ),
      // The mail only when this call wrote the request (a parallel copy with the same key wrote nothing).
      outboxInsert(db, siteId, ASSISTANT_CONFIRMATION, mail, mailId, { sql: 'EXISTS (SELECT 1 FROM assistant_requests WHERE token_hash = ?6)', bind: [hash] }),
    ]);
    if (!inserted?.meta.changes) {
      // A parallel copy under the same key kept it: its answer. Else the address had its day's requests.
      const first = await kept();
      if (!first) fail(409, `${REQUESTS_PER_ADDRESS} requests a day for one address`, { code: RATE_LIMITED });
      return c.json({ id: key, email: first.email, expiresAt: first.expires_at }, 200);
    }
    await enqueueOutbox(c.env.OUTBOX_QUEUE, [mailId], siteId);
    return c.json({ id: key, email: write.email, expiresAt }, 201);
  });

  serve(routes, 'GET /assistant-requests/:token', site, async (c) => {
    const siteId = c.var.site;
    const db = await siteDb(c.env, siteId);
    return c.json(await view(db, siteId, await byToken(db, siteId, c.req.param('token'))), 200);
  });

  /**
   * Confirms a request: written once through the platform's route (the contact request's or the
   * booking's), under a key made of the request, so a second click, or two at once, is the same
   * lead (`already`). Expired: 410; the slot taken or no longer offered meanwhile: 409.
   */
  serve(routes, 'POST /assistant-requests/:token/confirm', site, async (c) => {
    const siteId = c.var.site;
    const db = await siteDb(c.env, siteId);
    const row = await byToken(db, siteId, c.req.param('token'));
    if (row.confirmed_at) return c.json({ ...(await view(db, siteId, row)), already: true }, 200);
    if (Date.parse(row.expires_at) < Date.now()) fail(410, 'This request expired');
    const body = { ...(JSON.parse(row.payload) as Write), attribution: { utm: { source: 'assistant', medium: row.client } } };
    const path = row.kind === 'viewing' ? '/live-agenda/reservation' : '/contact-requests';
    const written = await writeQueued(platform, c.env, { leadId: await keyFromText(`assistant:${row.id}`), siteId, path, body });
    if (!written.ok) {
      if (row.kind === 'viewing' && (written.status === 404 || written.status === 409)) fail(409, 'This viewing slot is no longer free');
      fail(written.status >= 500 ? 503 : (written.status as 400), `The request could not be written: ${(await written.text()).slice(0, 200)}`);
    }
    const leadId = ((await written.json()) as { id: string }).id;
    const confirmedAt = new Date().toISOString();
    await db
      .prepare('UPDATE assistant_requests SET confirmed_at = ?1, lead_id = ?2 WHERE site_id = ?3 AND id = ?4 AND confirmed_at IS NULL')
      .bind(confirmedAt, leadId, siteId, row.id)
      .run();
    return c.json({ ...(await view(db, siteId, { ...row, confirmed_at: confirmedAt, lead_id: leadId })), already: false }, 200);
  });

  return routes;
}
