import { Hono } from 'hono';
import { MAX_WEBHOOK_BODY_CHARS } from '../../../shared/contract/limits';
import { crmOf } from '../crm/crms';
import { jsonError } from '../kit/http';
import type { PlatformEnv } from '../types';
import { enqueueSyncEvent } from './events';
import { readWebhookCredential, webhookTokenMatches } from './webhook-token';

/*
 * CRM webhooks (docs/crm-apis.md, "Our webhook address"), mounted on the platform
 * at /hooks before its PLATFORM_TOKEN check (the address carries the credential), and relayed
 * by the site worker from the agency's own hostname:
 *   POST /hooks/{kind}/{connection id}.{token}   the body the CRM sends, read by its webhook
 * (crm/crm.ts). An unknown address (or a CRM that calls none) is 404; a body we cannot read 400;
 * an event we do not handle 202 and ignored; else the event is queued (sync/events.ts) and
 * answered 202 at once, however many come: the queue syncs them at the connection's pace
 * (sync/pace.ts, decision 054), so a bulk publish is taken whole, never refused. The call is a hint, never data: the consumer fetches the listing with
 * the connection's own credentials, so a forged or replayed call costs one fetch at most.
 */
export const hooks = new Hono<PlatformEnv>();

hooks.post('/:kind/:credential', async (c) => {
  const crm = crmOf(c.req.param('kind'));
  const credential = crm?.webhook ? readWebhookCredential(c.req.param('credential')) : null;
  const connection = credential
    ? await c.env.DB.prepare('SELECT id, site_id, created_at FROM connections WHERE id = ?1 AND kind = ?2')
        .bind(credential.connectionId, crm!.kind)
        .first<{ id: number; site_id: number; created_at: string }>()
    : null;
  if (!crm?.webhook || !connection || !(await webhookTokenMatches(connection, credential!.token, c.env.CONNECTION_SECRET_KEY))) {
    return jsonError(c, 404, 'No such webhook address');
  }
  const text = await c.req.text();
  if (text.length > MAX_WEBHOOK_BODY_CHARS) return jsonError(c, 413, `A webhook body is at most ${MAX_WEBHOOK_BODY_CHARS} characters`);
  const hook = crm.webhook.read(text);
  if (!hook.ok && hook.reason === 'unknown-event') return c.json({ ignored: hook.detail }, 202);
  if (!hook.ok) return jsonError(c, 400, `Not a ${crm.name} webhook: ${hook.detail}`);
  const { id, queued, delaySeconds } = await enqueueSyncEvent(c.env, {
    siteId: connection.site_id,
    connectionId: connection.id,
    externalId: hook.estateId,
    event: hook.event,
    paced: true,
  });
  return c.json({ accepted: hook.event, estateId: hook.estateId, syncEvent: id, alreadyQueued: !queued, syncsInSeconds: delaySeconds }, 202);
});

hooks.all('*', (c) => jsonError(c, 404, 'No such webhook address'));
