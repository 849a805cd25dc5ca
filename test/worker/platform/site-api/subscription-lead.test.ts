import { env } from 'cloudflare:test';
import type { Queue } from '@cloudflare/workers-types';
import { describe, expect, it, vi } from 'vitest';
import { platform } from '../../../../worker/platform/demo/embedded';
import type { OutboxQueueMessage } from '../../../../shared/contract/queue-message';
import { crmCalls, crmHook, mailsContaining } from '../../crm';
import { get } from '../../helpers';
import { UNTIL } from '../../until';

// A confirmed keep-me-informed subscription is a lead, the outbox kind
// `subscription` (docs/leads.md): written with the confirmation (double opt-in) and
// only once, its document the subscription without its token; without a CRM it goes to the
// site's webhook like every kind and is not mailed to the agency (mailAudience).

const SITE_ID = 1;
const SECRET = 'crm-shared-secret-0123456789';

async function setDelivery(delivery: unknown): Promise<void> {
  for (const value of [null, delivery]) {
    const response = await get(`http://localhost/admin/sites/${SITE_ID}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ delivery: value }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }
}

/** The real queue, with the ids it was given written down. */
function recordingQueue(): { queue: Queue<OutboxQueueMessage>; sent: string[] } {
  const real = env.OUTBOX_QUEUE!;
  const sent: string[] = [];
  const queue = {
    send: (body: OutboxQueueMessage) => (sent.push(body.outboxId), real.send(body)),
    sendBatch: (messages: Iterable<{ body: OutboxQueueMessage }>) => {
      const list = [...messages];
      sent.push(...list.map((message) => message.body.outboxId));
      return real.sendBatch(list);
    },
  };
  return { queue: queue as unknown as Queue<OutboxQueueMessage>, sent };
}

function platformCall(method: string, path: string, body?: unknown, queue: Queue<OutboxQueueMessage> = env.OUTBOX_QUEUE!) {
  return platform.request(
    path,
    { method, headers: { 'X-SITE': String(SITE_ID), 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) },
    { DB: env.DB, OUTBOX_QUEUE: queue },
  );
}

/** Two cities of the site's listings, as the cities table names them. */
async function twoCities(): Promise<{ id: number; zip: string; name: Record<string, string> }[]> {
  const rows = await env.DB.prepare('SELECT id, zip, name FROM cities WHERE id IN (SELECT city_id FROM estates WHERE site_id = ?1) ORDER BY id DESC LIMIT 2')
    .bind(SITE_ID)
    .all<{ id: number; zip: string; name: string }>();
  expect(rows.results).toHaveLength(2);
  return rows.results.map((row) => ({ ...row, name: JSON.parse(row.name) }));
}

/** Subscribes on the platform; answers the token and the confirmation token (only the confirmation mail holds that). */
async function subscribe(subscription: Record<string, unknown>): Promise<{ token: string; confirmToken: string }> {
  const response = await platformCall('POST', '/subscriptions', subscription);
  expect(response.status, await response.clone().text()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { token, confirmToken: await latestConfirmToken(token) };
}

async function latestConfirmToken(token: string): Promise<string> {
  return (await env.DB.prepare(
    "SELECT json_extract(document, '$.confirmToken') AS t FROM outbox WHERE kind = 'subscription-confirmation' AND json_extract(document, '$.token') = ?1 " +
      'ORDER BY created_at DESC, rowid DESC',
  )
    .bind(token)
    .first<string>('t'))!;
}

async function leadsOf(email: string): Promise<{ id: string; document: Record<string, unknown>; status: string; delivered_to: string }[]> {
  const rows = await env.DB.prepare(
    "SELECT id, document, status, delivered_to FROM outbox WHERE kind = 'subscription' AND json_extract(document, '$.email') = ?1 ORDER BY created_at, rowid",
  )
    .bind(email)
    .all<{ id: string; document: string; status: string; delivered_to: string }>();
  return rows.results.map((row) => ({ ...row, document: JSON.parse(row.document) }));
}

const rowOf = (id: string) =>
  env.DB.prepare('SELECT status, delivered_to FROM outbox WHERE id = ?1').bind(id).first<{ status: string; delivered_to: string }>();

describe('the subscription lead (outbox kind subscription)', () => {
  it('is written and queued once at confirmation: the subscriber and their criteria, no token; to the webhook, not mailed', async () => {
    const hook = crmHook();
    await setDelivery({ webhook: { url: hook.url, secret: SECRET }, email: { to: 'leads@agency.test', from: 'outbox@agency.test' } });
    const [first, second] = await twoCities();
    const email = `lead.${crypto.randomUUID().slice(0, 8)}@example.be`;
    const criteria = {
      statuses: ['FOR_SALE', 'TO_RENT'],
      cityIds: [first!.id, second!.id],
      headTypeIds: [1, 2],
      priceMin: 150_000,
      priceMax: 400_000,
      bedroomsMin: 2,
    };
    const { token, confirmToken } = await subscribe({
      locale: 'fr',
      email,
      firstName: 'Zoë',
      lastName: "D'Hondt",
      criteria,
      frequency: 'weekly',
      consent: true,
    });
    expect(await leadsOf(email), 'nothing before the confirmation').toEqual([]);

    const { queue, sent } = recordingQueue();
    const confirmed = await platformCall('POST', `/subscriptions/confirm/${confirmToken}`, undefined, queue);
    expect(confirmed.status).toBe(200);
    const [lead, ...others] = await leadsOf(email);
    expect(others).toEqual([]);
    expect(sent).toEqual([lead!.id]);
    const confirmedAt = await env.DB.prepare('SELECT confirmed_at FROM subscriptions WHERE token = ?1').bind(token).first<string>('confirmed_at');
    expect(lead!.document).toEqual({
      locale: 'fr',
      email,
      firstName: 'Zoë',
      lastName: "D'Hondt",
      criteria: { ...criteria, cities: [first, second] },
      frequency: 'weekly',
      consent: true,
      confirmedAt,
    });
    expect(JSON.stringify(lead!.document)).not.toContain(token);
    expect(JSON.stringify(lead!.document)).not.toContain(confirmToken);

    const delivered = await vi.waitFor(async () => {
      const row = await rowOf(lead!.id);
      expect(row?.status).toBe('delivered');
      return row!;
    }, UNTIL);
    expect(delivered.delivered_to).toBe('["webhook"]');
    // The webhook also had the confirmation mail (every kind goes there): one call of this kind.
    const calls = (await crmCalls(hook.name)).filter((call) => call.headers['x-agency-event'] === 'subscription');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!.body)).toMatchObject({ id: lead!.id, kind: 'subscription', document: { email, criteria: { cityIds: criteria.cityIds } } });
    expect(await mailsContaining(lead!.id)).toEqual([]);

    // Pressed again: the same answer, nothing written or queued again.
    const again = recordingQueue();
    const repeated = await platformCall('POST', `/subscriptions/confirm/${confirmToken}`, undefined, again.queue);
    expect(repeated.status).toBe(200);
    expect(await repeated.json()).toMatchObject({ token, confirmed: true });
    expect((await leadsOf(email)).map((row) => row.id)).toEqual([lead!.id]);
    expect(again.sent).toEqual([]);
  });

  it('is stored, not mailed, on a site that only mails the agency; an unknown token writes nothing', async () => {
    await setDelivery({ email: { to: 'leads@agency.test', from: 'outbox@agency.test' } });
    const email = `mail.${crypto.randomUUID().slice(0, 8)}@example.be`;
    const { confirmToken } = await subscribe({ locale: 'nl', email, criteria: { statuses: ['FOR_SALE'] }, consent: true });
    const before = await env.DB.prepare('SELECT count(*) AS n FROM outbox').first<number>('n');
    expect((await platformCall('POST', `/subscriptions/confirm/${'x'.repeat(43)}`)).status).toBe(404);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM outbox').first<number>('n')).toBe(before);

    expect((await platformCall('POST', `/subscriptions/confirm/${confirmToken}`)).status).toBe(200);
    const [lead] = await leadsOf(email);
    expect(lead!.document).toMatchObject({ email, criteria: { statuses: ['FOR_SALE'], cityIds: [], cities: [] } });
    await vi.waitFor(async () => expect((await rowOf(lead!.id))?.status).toBe('stored'), UNTIL);
    expect(await mailsContaining(lead!.id)).toEqual([]);
  });

  it('is written again for a changed address once that address is confirmed', async () => {
    await setDelivery(null);
    const email = `old.${crypto.randomUUID().slice(0, 8)}@example.be`;
    const { token, confirmToken } = await subscribe({ locale: 'en', email, criteria: { statuses: ['TO_RENT'] }, consent: true });
    await platformCall('POST', `/subscriptions/confirm/${confirmToken}`);
    const changed = `new.${crypto.randomUUID().slice(0, 8)}@example.be`;
    const response = await platformCall('PUT', `/subscriptions/${token}`, { locale: 'en', email: changed, criteria: { statuses: ['TO_RENT'] }, consent: true });
    expect(response.status).toBe(200);
    expect(await leadsOf(changed)).toEqual([]);
    await platformCall('POST', `/subscriptions/confirm/${await latestConfirmToken(token)}`);
    expect(await leadsOf(email)).toHaveLength(1);
    expect((await leadsOf(changed)).map((lead) => lead.document.email)).toEqual([changed]);
  });
});
