import { Hono } from 'hono';
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { PlatformEnv } from '../types';
import { jsonBody, requireExistingSite, requireSite } from '../validate';
import { contactRequestSchema, sendToFriendSchema } from './forms-schemas';
import { fail } from '../http';

/** An outbox row: the hand-off point for every mail (see migrations/0002_platform.sql). */
export function outboxInsert(db: D1Database, siteId: number, kind: string, document: unknown, id = crypto.randomUUID()): D1PreparedStatement {
  return db
    .prepare('INSERT INTO outbox (id, site_id, kind, document, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(id, siteId, kind, JSON.stringify(document), new Date().toISOString());
}

/** Contact requests and send-to-a-friend messages, stored in the outbox. */
export const outbox = new Hono<PlatformEnv>();

outbox.post('/contact-requests', async (c) => {
  const siteId = requireSite(c);
  const request = await jsonBody(c, contactRequestSchema, 'contact request');
  await requireExistingSite(c, siteId);
  const id = crypto.randomUUID();
  await outboxInsert(c.env.DB, siteId, 'contact-request', request, id).run();
  return c.json({ id }, 201);
});

outbox.post('/send-to-a-friend', async (c) => {
  const siteId = requireSite(c);
  const request = await jsonBody(c, sendToFriendSchema, 'send-to-a-friend request');
  const listing = request.estateId
    ? await c.env.DB.prepare('SELECT 1 AS ok FROM estates WHERE id = ?1 AND site_id = ?2').bind(request.estateId, siteId).first()
    : await c.env.DB.prepare('SELECT 1 AS ok FROM rental_units WHERE id = ?1 AND site_id = ?2 AND published = 1').bind(request.rentalUnitId, siteId).first();
  if (!listing) fail(404, `Listing ${request.estateId ?? request.rentalUnitId} does not exist on this site`);
  const id = crypto.randomUUID();
  await outboxInsert(c.env.DB, siteId, 'send-to-a-friend', request, id).run();
  return c.json({ id }, 201);
});
