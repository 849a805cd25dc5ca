import { Hono } from 'hono';
import * as z from 'zod';
import { TOKEN_PATTERN } from '../../../shared/contract/limits';
import { FOLLOW_LIMIT } from '../../../shared/contract/follows';
import { UNDER_OPTION_SQL } from '../alerts/follows';
import { enqueueOutbox } from '../delivery/queue-message';
import { fail, idParam } from '../kit/http';
import { siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { jsonBody, patternParam } from '../kit/validate';
import { email, id, locale } from './forms-schemas';
import { outboxInsert } from '../delivery/outbox-insert';
import { writeKeyOf } from './write-keys';
import { serve, site } from './serve';

/**
 * Followed listings: a subscriber of an alert follows listings of the same site, and
 * is mailed when one is lowered in price, put under option, sold or rented (alerts/follows.ts).
 * A follow names its subscription by the subscription's token (the visitor just confirmed it)
 * or by its address (the favorites page): then the address's confirmed subscription on this
 * site, else its unconfirmed one, whose confirmation mail is sent again (the existing double
 * opt-in: nothing is mailed about followed listings before it is confirmed). Only estates of
 * this site can be followed.
 */
export const follows = new Hono<PlatformEnv>();

const followSchema = z
  .object({
    locale,
    estateIds: z.array(id).min(1, 'name at least one listing').max(FOLLOW_LIMIT),
    email: email.optional(),
    token: z.string().regex(TOKEN_PATTERN).optional(),
  })
  .strict()
  .refine((body) => (body.email === undefined) !== (body.token === undefined), 'give either the address or the token');

interface SubscriptionRow {
  token: string;
  email: string;
  confirmed_at: string | null;
  confirm_token: string | null;
  document: string;
}

// Not behind keyedWrites: following is idempotent by its rows (a listing followed stays as it
// is), and a kept answer would be given again to a visitor who stopped following one and
// follows the same favourites again. The Idempotency-Key names the confirmation mail sent
// again, so the same write posted twice mails it once.
serve(follows, 'POST /follows', site, async (c) => {
  const siteId = c.var.site;
  const db = await siteDb(c.env, siteId);
  const body = await jsonBody(c, followSchema, 'follow');
  const estateIds = [...new Set(body.estateIds)];
  const found = await db
    .prepare('SELECT count(*) AS n FROM estates WHERE site_id = ?1 AND is_project = 0 AND id IN (SELECT value FROM json_each(?2))')
    .bind(siteId, JSON.stringify(estateIds))
    .first<{ n: number }>();
  // Another site's estate, a project or one gone: nothing is followed.
  if (found?.n !== estateIds.length) fail(400, 'Not every listing can be followed on this site', { code: 'estate' });
  const columns = 'SELECT token, email, confirmed_at, confirm_token, document FROM subscriptions';
  const subscription = body.token
    ? await db.prepare(`${columns} WHERE token = ?1 AND site_id = ?2`).bind(body.token, siteId).first<SubscriptionRow>()
    : await db
        .prepare(`${columns} WHERE site_id = ?1 AND email = ?2 ORDER BY confirmed_at IS NULL, created_at DESC LIMIT 1`)
        .bind(siteId, body.email!.toLowerCase())
        .first<SubscriptionRow>();
  if (!subscription) fail(404, 'No alert for this address on this site', { code: 'subscription' });
  const now = new Date().toISOString();
  // Each listing's state as it is now: what a later change is compared with. Followed already, it keeps its own.
  const insert = db
    .prepare(
      `INSERT INTO subscription_follows (token, site_id, estate_id, price, status, under_option, created_at, updated_at)
       SELECT ?1, e.site_id, e.id, e.price, e.status, ${UNDER_OPTION_SQL}, ?3, ?3 FROM estates e
       WHERE e.site_id = ?2 AND e.is_project = 0 AND e.id IN (SELECT value FROM json_each(?4))
       ON CONFLICT (token, estate_id) DO NOTHING`,
    )
    .bind(subscription.token, siteId, now, JSON.stringify(estateIds));
  const confirmed = subscription.confirmed_at !== null;
  if (confirmed || !subscription.confirm_token) {
    await insert.run();
    return c.json({ followed: estateIds, confirmed }, 200);
  }
  // Not confirmed yet: its confirmation mail again (once per key), in the language of this page.
  const document = JSON.parse(subscription.document) as { firstName?: string };
  const mailId = writeKeyOf(c) ?? crypto.randomUUID();
  const mail = {
    token: subscription.token,
    confirmToken: subscription.confirm_token,
    email: subscription.email,
    locale: body.locale,
    ...(document.firstName ? { firstName: document.firstName } : {}),
  };
  await db.batch([insert, outboxInsert(db, siteId, 'subscription-confirmation', mail, mailId)]);
  await enqueueOutbox(c.env.OUTBOX_QUEUE, [mailId], siteId);
  return c.json({ followed: estateIds, confirmed }, 200);
});

/** Stops following one listing (the mail's link for it); one not followed is a 404. */
serve(follows, 'DELETE /follows/:token/:estateId', site, async (c) => {
  const siteId = c.var.site;
  const db = await siteDb(c.env, siteId);
  const token = patternParam(c, 'token', TOKEN_PATTERN, 'No such follow');
  const result = await db
    .prepare('DELETE FROM subscription_follows WHERE token = ?1 AND estate_id = ?2 AND site_id = ?3')
    .bind(token, idParam(c.req.param('estateId'), 'estateId'), siteId)
    .run();
  if (!result.meta.changes) fail(404, 'No such follow');
  return c.body(null, 204);
});
