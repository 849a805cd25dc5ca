import { Hono } from 'hono';
import type { D1Database } from '@cloudflare/workers-types';
import { TOKEN_PATTERN } from '../../../shared/contract/limits';
import { fail } from '../kit/http';
import { siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { jsonBody, requireExistingSite } from '../kit/validate';
import { randomToken } from '../kit/tokens';
import { subscriptionSchema } from './forms-schemas';
import { enqueueOutbox } from '../delivery/queue-message';
import { outboxInsert } from '../delivery/outbox-insert';
import { countLead } from '../stats/store';
import { keepAnswer, notYetWritten, writeKeyOf } from './write-keys';
import { serve, site } from './serve';
import { deleteSubscriptions } from '../privacy/erase';
import type { Subscription } from '../../../shared/contract/site-api/answers';

/**
 * Keep-me-informed subscriptions: created, then read, changed or removed by their token only.
 * Double opt-in: a new subscription (or a changed address) is mailed a confirmation link with
 * a second secret, the confirmation token, which only that mail holds; no alert goes out
 * before it was followed (POST /subscriptions/confirm/{confirmToken}).
 */
export const subscriptions = new Hono<PlatformEnv>();

function tokenParam(value: string): string {
  if (!TOKEN_PATTERN.test(value)) fail(404, 'No such subscription');
  return value;
}

interface SubscriptionRow {
  document: string;
  email: string;
  confirmed_at: string | null;
}

/** A subscription as the API answers it: the stored document and whether it was confirmed. */
function answer<D extends object>(document: D, confirmedAt: string | null): D & { confirmed: boolean } {
  return { ...document, confirmed: confirmedAt !== null };
}

function loadRow(db: D1Database, token: string, siteId: number) {
  return db.prepare('SELECT document, email, confirmed_at FROM subscriptions WHERE token = ?1 AND site_id = ?2').bind(token, siteId).first<SubscriptionRow>();
}

/** The confirmation mail of a subscription: the link to confirm it and the link to change it. */
function confirmationMail(
  db: D1Database,
  siteId: number,
  mail: { token: string; confirmToken: string; email: string; locale: string; firstName?: string },
  id: Parameters<typeof outboxInsert>[4],
  when?: Parameters<typeof outboxInsert>[5],
) {
  return outboxInsert(db, siteId, 'subscription-confirmation', mail, id, when);
}

serve(subscriptions, 'POST /subscriptions', site, async (c) => {
  const siteId = c.var.site;
  const db = await siteDb(c.env, siteId);
  const subscription = await jsonBody(c, subscriptionSchema, 'subscription');
  await requireExistingSite(c, siteId);
  const token = randomToken();
  const confirmToken = randomToken();
  const now = new Date().toISOString();
  const document = { ...subscription, token, createdAt: now, updatedAt: now };
  // The subscription and the mail confirming it (with the link to confirm it) go together, once
  // per Idempotency-Key: the answer is kept with them (write-keys.ts).
  const mailId = crypto.randomUUID();
  const written = { sql: 'EXISTS (SELECT 1 FROM subscriptions WHERE token = ?6)', bind: [token] };
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO subscriptions (token, site_id, email, document, created_at, updated_at, confirm_token, frequency)
         SELECT ?1, ?2, ?3, ?4, ?5, ?5, ?6, ?7 WHERE ${notYetWritten(2, 8)}`,
      )
      .bind(token, siteId, subscription.email.toLowerCase(), JSON.stringify(document), now, confirmToken, subscription.frequency, writeKeyOf(c)),
    confirmationMail(
      db,
      siteId,
      { token, confirmToken, email: subscription.email, locale: subscription.locale, ...(subscription.firstName ? { firstName: subscription.firstName } : {}) },
      mailId,
      written,
    ),
    ...keepAnswer(c, db, siteId, 201, answer(document, null), { sql: 'EXISTS (SELECT 1 FROM subscriptions WHERE token = ?7)', bind: [token] }),
  ]);
  // Another copy under the same key was written first: keyedWrites answers its answer.
  if (!inserted?.meta.changes) fail(409, 'Already written under this Idempotency-Key');
  await enqueueOutbox(c.env.OUTBOX_QUEUE, [mailId], siteId);
  await countLead(db, siteId, 'subscription', subscription);
  return c.json(answer(document, null), 201);
});

/**
 * The lead of a confirmed subscription (outbox kind `subscription`, docs/leads.md),
 * written with the confirmation and only then: the stored document without its token and
 * dates, with `confirmedAt` and the chosen cities' names and postal codes (`criteria.cities`,
 * in the order chosen), so the webhook, the CRM and the agency's mail need no lookup. Bound:
 * ?1 outbox id, ?2 confirmation token, ?3 site, ?4 now.
 */
const SUBSCRIPTION_LEAD = `INSERT INTO outbox (id, site_id, kind, document, created_at)
  SELECT ?1, s.site_id, 'subscription',
    json_set(json_remove(s.document, '$.token', '$.confirmToken', '$.createdAt', '$.updatedAt'), '$.confirmedAt', ?4, '$.criteria.cities', json((
      SELECT json_group_array(json(city)) FROM (
        SELECT json_object('id', c.id, 'zip', c.zip, 'name', json(c.name)) AS city FROM json_each(s.document, '$.criteria.cityIds') AS chosen
        JOIN cities c ON c.id = chosen.value ORDER BY chosen.key)))),
    ?4
  FROM subscriptions s WHERE s.confirm_token = ?2 AND s.site_id = ?3 AND s.confirmed_at IS NULL`;

/**
 * Confirms a subscription by the token of its confirmation mail: from now on its alerts are
 * due (checked_until starts here), and its lead goes to the outbox in the same batch.
 * Following the link again changes nothing, writes nothing and answers the same. Answers the
 * subscription, with its own token (the mail holds that link too).
 */
serve(subscriptions, 'POST /subscriptions/confirm/:confirmToken', site, async (c) => {
  const siteId = c.var.site;
  const db = await siteDb(c.env, siteId);
  const confirmToken = tokenParam(c.req.param('confirmToken'));
  const now = new Date().toISOString();
  const leadId = crypto.randomUUID();
  const [lead, confirmed] = await db.batch<{ document: string; confirmed_at: string }>([
    db.prepare(SUBSCRIPTION_LEAD).bind(leadId, confirmToken, siteId, now),
    db
      .prepare(
        `UPDATE subscriptions SET confirmed_at = COALESCE(confirmed_at, ?3), checked_until = COALESCE(checked_until, ?3)
         WHERE confirm_token = ?1 AND site_id = ?2 RETURNING document, confirmed_at`,
      )
      .bind(confirmToken, siteId, now),
  ]);
  const row = confirmed!.results[0];
  if (!row) fail(404, 'No such subscription');
  if (lead!.meta.changes) await enqueueOutbox(c.env.OUTBOX_QUEUE, [leadId], siteId);
  return c.json(answer(JSON.parse(row.document) as Subscription, row.confirmed_at), 200);
});

serve(subscriptions, 'GET /subscriptions/:token', site, async (c) => {
  const siteId = c.var.site;
  const db = await siteDb(c.env, siteId);
  const row = await loadRow(db, tokenParam(c.req.param('token')), siteId);
  if (!row) fail(404, 'No such subscription');
  return c.json(answer(JSON.parse(row.document) as Subscription, row.confirmed_at), 200);
});

/**
 * Changes a subscription. A new address must be confirmed again: it gets a confirmation mail
 * of its own, and no alert until that link is followed.
 */
serve(subscriptions, 'PUT /subscriptions/:token', site, async (c) => {
  const siteId = c.var.site;
  const db = await siteDb(c.env, siteId);
  const token = tokenParam(c.req.param('token'));
  const subscription = await jsonBody(c, subscriptionSchema, 'subscription');
  const existing = await loadRow(db, token, siteId);
  if (!existing) fail(404, 'No such subscription');
  const now = new Date().toISOString();
  const before = JSON.parse(existing.document) as Subscription;
  // A change keeps where the subscription first came from (the site sends none with a change).
  const document = { ...subscription, attribution: subscription.attribution ?? before.attribution, token, createdAt: before.createdAt, updatedAt: now };
  const email = subscription.email.toLowerCase();
  const update = db
    .prepare('UPDATE subscriptions SET email = ?1, document = ?2, updated_at = ?3, frequency = ?6 WHERE token = ?4 AND site_id = ?5')
    .bind(email, JSON.stringify(document), now, token, siteId, subscription.frequency);
  if (email === existing.email) {
    await update.run();
    return c.json(answer(document, existing.confirmed_at), 200);
  }
  const confirmToken = randomToken();
  const mailId = crypto.randomUUID();
  await db.batch([
    update,
    db
      .prepare('UPDATE subscriptions SET confirm_token = ?1, confirmed_at = NULL, checked_until = NULL WHERE token = ?2 AND site_id = ?3')
      .bind(confirmToken, token, siteId),
    confirmationMail(
      db,
      siteId,
      { token, confirmToken, email: subscription.email, locale: subscription.locale, ...(subscription.firstName ? { firstName: subscription.firstName } : {}) },
      mailId,
    ),
  ]);
  await enqueueOutbox(c.env.OUTBOX_QUEUE, [mailId], siteId);
  return c.json(answer(document, null), 200);
});

/**
 * Unsubscribing: the subscription goes, and with it, at once, its search criteria wherever the
 * outbox kept them (the privacy statement promises within thirty days): the mails it was sent
 * (its confirmations and alerts) are erased whole, and the lead it made keeps the person but no
 * criteria, unless another subscription of the same address stays. The lead follows the
 * agency's retention like any other (privacy/retention.ts).
 */
serve(subscriptions, 'DELETE /subscriptions/:token', site, async (c) => {
  const siteId = c.var.site;
  const db = await siteDb(c.env, siteId);
  const token = tokenParam(c.req.param('token'));
  const now = new Date().toISOString();
  const results = await db.batch([
    db
      .prepare(
        `UPDATE outbox SET document = json_object('erasedAt', ?3), erased_at = ?3, status = CASE WHEN status = 'delivered' THEN status ELSE 'stored' END
         WHERE site_id = ?2 AND kind IN ('subscription-confirmation', 'estate-alert', 'followed-change') AND json_extract(document, '$.token') = ?1
           AND EXISTS (SELECT 1 FROM subscriptions WHERE token = ?1 AND site_id = ?2)`,
      )
      .bind(token, siteId, now),
    db
      .prepare(
        `UPDATE outbox SET document = json_remove(document, '$.criteria')
         WHERE site_id = ?2 AND kind = 'subscription'
           AND lower(json_extract(document, '$.email')) = (SELECT email FROM subscriptions WHERE token = ?1 AND site_id = ?2)
           AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.site_id = ?2 AND s.token <> ?1
             AND s.email = (SELECT email FROM subscriptions WHERE token = ?1))`,
      )
      .bind(token, siteId),
    ...deleteSubscriptions(db, siteId, [token]),
  ]);
  if (!results.at(-1)?.meta.changes) fail(404, 'No such subscription');
  return c.body(null, 204);
});
