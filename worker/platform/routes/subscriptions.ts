import { Hono } from 'hono';
import { fail } from '../http';
import type { PlatformEnv } from '../types';
import { jsonBody, newToken, requireExistingSite, requireSite } from '../validate';
import { subscriptionSchema } from './forms-schemas';
import { enqueueOutbox } from '../delivery/queue-message';
import { outboxInsert } from './outbox';

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** Keep-me-informed subscriptions: created, then read, changed or removed by their token only. */
export const subscriptions = new Hono<PlatformEnv>();

function tokenParam(value: string): string {
  if (!TOKEN.test(value)) fail(404, 'No such subscription');
  return value;
}

subscriptions.post('/subscriptions', async (c) => {
  const siteId = requireSite(c);
  const subscription = await jsonBody(c, subscriptionSchema, 'subscription');
  await requireExistingSite(c, siteId);
  const token = newToken();
  const now = new Date().toISOString();
  const document = { ...subscription, token, createdAt: now, updatedAt: now };
  // The subscription and the mail confirming it (with the link to change or stop it) go together.
  const mailId = crypto.randomUUID();
  await c.env.DB.batch([
    c.env.DB.prepare('INSERT INTO subscriptions (token, site_id, email, document, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5)').bind(
      token,
      siteId,
      subscription.email.toLowerCase(),
      JSON.stringify(document),
      now,
    ),
    outboxInsert(c.env.DB, siteId, 'subscription-confirmation', { token, email: subscription.email, locale: subscription.locale }, mailId),
  ]);
  await enqueueOutbox(c.env.OUTBOX_QUEUE, [mailId]);
  return c.json(document, 201);
});

subscriptions.get('/subscriptions/:token', async (c) => {
  const siteId = requireSite(c);
  const row = await c.env.DB.prepare('SELECT document FROM subscriptions WHERE token = ?1 AND site_id = ?2')
    .bind(tokenParam(c.req.param('token')), siteId)
    .first<{ document: string }>();
  if (!row) fail(404, 'No such subscription');
  return c.body(row.document, 200, { 'Content-Type': 'application/json' });
});

subscriptions.put('/subscriptions/:token', async (c) => {
  const siteId = requireSite(c);
  const token = tokenParam(c.req.param('token'));
  const subscription = await jsonBody(c, subscriptionSchema, 'subscription');
  const existing = await c.env.DB.prepare('SELECT document FROM subscriptions WHERE token = ?1 AND site_id = ?2')
    .bind(token, siteId)
    .first<{ document: string }>();
  if (!existing) fail(404, 'No such subscription');
  const now = new Date().toISOString();
  const document = { ...subscription, token, createdAt: (JSON.parse(existing.document) as { createdAt: string }).createdAt, updatedAt: now };
  await c.env.DB.prepare('UPDATE subscriptions SET email = ?1, document = ?2, updated_at = ?3 WHERE token = ?4 AND site_id = ?5')
    .bind(subscription.email.toLowerCase(), JSON.stringify(document), now, token, siteId)
    .run();
  return c.json(document);
});

subscriptions.delete('/subscriptions/:token', async (c) => {
  const siteId = requireSite(c);
  const result = await c.env.DB.prepare('DELETE FROM subscriptions WHERE token = ?1 AND site_id = ?2')
    .bind(tokenParam(c.req.param('token')), siteId)
    .run();
  if (!result.meta.changes) fail(404, 'No such subscription');
  return c.body(null, 204);
});
