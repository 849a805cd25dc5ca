import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import type { Queue } from '@cloudflare/workers-types';
import PostalMime from 'postal-mime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker, { type LocalEnv } from '../../../../worker/local';
import { platform } from '../../../../worker/platform/demo/embedded';
import type { OutboxQueueMessage } from '../../../../shared/contract/queue-message';
import { crmCalls, crmHook, failCrm, mailsContaining } from '../../crm';
import { CLIENT, get, runCron, VALID_CONTACT_FORM } from '../../helpers';
import { UNTIL } from '../../until';

// The hand-off (docs/leads.md): what a visitor sends through the site's
// forms (the contact form and the other form calls) is an outbox row and a queue message; the queue's
// consumer delivers it to the site's destinations (a signed webhook, e-mail), retries with
// backoff, dead-letters after the last retry and records the outcome on the row. Everything
// runs for real in miniflare: the queue, its dead-letter queue, the Cron Trigger handler,
// the send_email binding; the CRM and the mailbox reader are the outside services of
// test/support/outbound-service.ts.

const SITE_ID = 1;
const SECRET = 'crm-shared-secret-0123456789';
const AGENCY = 'leads@agency.test';
const SENDER = 'outbox@agency.test';
/** Deliveries take milliseconds; the limit only keeps a broken test from hanging. */

const ENV = env as unknown as LocalEnv;

afterEach(() => {
  vi.restoreAllMocks();
});

function admin(path: string, { method = 'GET', body, token = env.ADMIN_TOKEN }: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return get(`http://localhost/admin${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** A change of the site's destinations, as an agency's admin sends it (given keys replace stored ones). */
async function changeDelivery(delivery: unknown): Promise<void> {
  const response = await admin(`/sites/${SITE_ID}`, { method: 'PUT', body: { delivery } });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The site's destinations, exactly these. */
async function setDelivery(delivery: unknown): Promise<void> {
  await changeDelivery(null);
  if (delivery !== null) await changeDelivery(delivery);
}

/** A contact request sent on the site's form; answers the outbox row's id. */
async function sendContactRequest(fields: Record<string, string> = {}, environment: LocalEnv = ENV): Promise<string> {
  const message = fields.message ?? `Graag een bezoek. ${crypto.randomUUID()}`;
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request('http://localhost/nl/ajax/contact-form-handler', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': CLIENT },
      body: JSON.stringify({ ...VALID_CONTACT_FORM, ...fields, message }),
    }),
    environment,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(response.status, await response.clone().text()).toBe(200);
  const row = await env.DB.prepare("SELECT id FROM outbox WHERE kind = 'contact-request' AND json_extract(document, '$.message') = ?1")
    .bind(message)
    .first<{ id: string }>();
  expect(row, 'the outbox row of the request').toBeTruthy();
  return row!.id;
}

interface OutboxState {
  status: string;
  attempts: number;
  last_error: string | null;
  delivered_to: string;
  sent_at: string | null;
}

async function outboxRow(id: string): Promise<OutboxState> {
  const row = await env.DB.prepare('SELECT status, attempts, last_error, delivered_to, sent_at FROM outbox WHERE id = ?1').bind(id).first<OutboxState>();
  expect(row, `outbox row ${id}`).toBeTruthy();
  return row!;
}

/** Waits until the row has the status, and answers it as it then is. */
function rowWhen(id: string, status: string): Promise<OutboxState> {
  return vi.waitFor(async () => {
    const row = await outboxRow(id);
    expect(row.status).toBe(status);
    return row;
  }, UNTIL);
}

/** The real producer, with every message it is given written down (the queue still runs). */
function recordingQueue(): { queue: Queue<OutboxQueueMessage>; sent: OutboxQueueMessage[] } {
  const real = env.OUTBOX_QUEUE!;
  const sent: OutboxQueueMessage[] = [];
  const queue = {
    send: (body: OutboxQueueMessage) => {
      sent.push(body);
      return real.send(body);
    },
    sendBatch: (messages: Iterable<{ body: OutboxQueueMessage }>) => {
      const list = [...messages];
      sent.push(...list.map((message) => message.body));
      return real.sendBatch(list);
    },
    metrics: () => real.metrics(),
  };
  return { queue: queue as unknown as Queue<OutboxQueueMessage>, sent };
}

/** HMAC-SHA256 in hex, computed here as a CRM would, to check the platform's signature. */
async function hmacHex(secret: string, data: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(data));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Runs the Cron Trigger handler as Cloudflare would at `scheduledTime`. */
describe('webhook delivery', () => {
  it('turns a contact request into one queue message and exactly one signed webhook call that verifies', async () => {
    const hook = crmHook();
    await setDelivery({ webhook: { url: hook.url, secret: SECRET } });
    const { queue, sent } = recordingQueue();
    const id = await sendContactRequest({ firstName: 'Zoë' }, { ...ENV, OUTBOX_QUEUE: queue });
    expect(sent).toEqual([{ outboxId: id, siteId: SITE_ID }]);

    const row = await rowWhen(id, 'delivered');
    expect(row).toMatchObject({ attempts: 1, last_error: null, delivered_to: '["webhook"]' });
    expect(row.sent_at).toBeTruthy();
    const calls = await crmCalls(hook.name);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    const timestamp = Number(call!.headers['x-agency-timestamp']);
    expect(Math.abs(Date.now() / 1000 - timestamp)).toBeLessThan(300);
    expect(call!.headers['x-agency-signature']).toBe(`sha256=${await hmacHex(SECRET, `${timestamp}.${call!.body}`)}`);
    expect(call!.headers['x-agency-signature']).not.toBe(`sha256=${await hmacHex('another-secret-0123456789', `${timestamp}.${call!.body}`)}`);
    expect(call!.headers['idempotency-key']).toBe(id);
    expect(call!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call!.body)).toMatchObject({
      id,
      siteId: SITE_ID,
      kind: 'contact-request',
      document: { firstName: 'Zoë', lastName: VALID_CONTACT_FORM.lastName, email: VALID_CONTACT_FORM.email, locale: 'nl' },
    });
  });

  it('delivers once when the CRM fails twice and then takes it: three calls with one idempotency key', async () => {
    const hook = crmHook();
    await setDelivery({ webhook: { url: hook.url, secret: SECRET } });
    await failCrm(hook.name, 2, 503);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const id = await sendContactRequest();

    const row = await rowWhen(id, 'delivered');
    expect(row).toMatchObject({ attempts: 3, last_error: null, delivered_to: '["webhook"]' });
    const calls = await crmCalls(hook.name);
    expect(calls.map((call) => call.answered)).toEqual([503, 503, 200]);
    expect(new Set(calls.map((call) => call.headers['idempotency-key']))).toEqual(new Set([id]));
  });

  it('dead-letters a message the CRM always refuses: the row is failed with the CRM’s answer', async () => {
    const hook = crmHook();
    await setDelivery({ webhook: { url: hook.url, secret: SECRET } });
    await failCrm(hook.name, 'always', 500);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const id = await sendContactRequest();

    const row = await rowWhen(id, 'failed');
    expect(row.last_error).toMatch(/^webhook: answered 500\b/);
    expect(row.sent_at).toBeNull();
    const calls = await crmCalls(hook.name);
    // One call per try: the first and every retry up to max_retries (wrangler.toml), then none.
    expect(calls.length).toBeGreaterThan(2);
    expect(row.attempts).toBe(calls.length);
    expect(calls.every((call) => call.answered === 500)).toBe(true);
  });

  it('keeps the row pending when the queue refuses it; the Cron Trigger sends it again once it is 5 minutes old', async () => {
    const hook = crmHook();
    await setDelivery({ webhook: { url: hook.url, secret: SECRET } });
    const refusing = {
      send: () => Promise.reject(new Error('Queues unavailable')),
      sendBatch: () => Promise.reject(new Error('Queues unavailable')),
    } as unknown as Queue<OutboxQueueMessage>;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await sendContactRequest({}, { ...ENV, OUTBOX_QUEUE: refusing });
    expect(logged.mock.calls.some(([text]) => String(text).includes('the queue refused'))).toBe(true);
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 0, delivered_to: '[]' });

    // A run now leaves the fresh row alone (the queue may still bring it).
    await runCron(Date.now());
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await crmCalls(hook.name)).toEqual([]);

    await runCron(Date.now() + 6 * 60_000);
    expect(await rowWhen(id, 'delivered')).toMatchObject({ attempts: 1, delivered_to: '["webhook"]' });
    expect(await crmCalls(hook.name)).toHaveLength(1);
  });
});

describe('e-mail delivery through send_email', () => {
  it('mails the agency a valid MIME message, text and escaped HTML, that replies to the visitor', async () => {
    await setDelivery({ email: { to: AGENCY, from: SENDER } });
    const token = crypto.randomUUID();
    const id = await sendContactRequest({
      firstName: 'Zoë',
      lastName: 'Dubois',
      email: 'zoe.dubois@example.be',
      message: `Is <b>dit</b> pand & tuin nog vrij? ${token}`,
    });

    expect(await rowWhen(id, 'delivered')).toMatchObject({ attempts: 1, delivered_to: '["email"]' });
    const mails = await mailsContaining(id);
    expect(mails).toHaveLength(1);
    const mail = await PostalMime.parse(mails[0]!);
    expect(mail.from).toMatchObject({ address: SENDER });
    expect(mail.from?.name).toBeTruthy();
    expect(mail.to?.map((to) => to.address)).toEqual([AGENCY]);
    expect(mail.replyTo?.map((to) => to.address)).toEqual(['zoe.dubois@example.be']);
    // The mail service writes a Message-ID of its own (Cloudflare's Email Service and miniflare
    // alike); the outbox id travels as written in X-Outbox-ID, the same on every try.
    expect(mail.headers.find((header) => header.key === 'x-outbox-id')?.value).toBe(`<${id}.agency@agency.test>`);
    expect(mail.subject).toBe('Contactaanvraag van Zoë Dubois');
    expect(mail.text).toContain(`Bericht: Is <b>dit</b> pand & tuin nog vrij? ${token}`);
    expect(mail.html).toContain(`Is &lt;b&gt;dit&lt;/b&gt; pand &amp; tuin nog vrij? ${token}`);
    expect(mail.html).not.toContain('<b>dit</b>');
  });

  it('mails a visitor’s confirmation to the visitor, in the visitor’s language, replying to the agency', async () => {
    await setDelivery({ email: { to: AGENCY, from: SENDER } });
    const address = `abonne.${crypto.randomUUID().slice(0, 8)}@example.be`;
    const response = await platform.request(
      '/subscriptions',
      {
        method: 'POST',
        headers: { 'X-SITE': String(SITE_ID), 'Content-Type': 'application/json' },
        body: JSON.stringify({ locale: 'fr', email: address, criteria: { statuses: ['FOR_SALE'] }, consent: true }),
      },
      { DB: env.DB, OUTBOX_QUEUE: env.OUTBOX_QUEUE },
    );
    expect(response.status).toBe(201);
    const { token } = (await response.json()) as { token: string };
    const row = await env.DB.prepare("SELECT id FROM outbox WHERE kind = 'subscription-confirmation' AND json_extract(document, '$.token') = ?1")
      .bind(token)
      .first<{ id: string }>();

    await rowWhen(row!.id, 'delivered');
    const [raw] = await mailsContaining(row!.id);
    const mail = await PostalMime.parse(raw!);
    expect(mail.to?.map((to) => to.address)).toEqual([address]);
    expect(mail.replyTo?.map((to) => to.address)).toEqual([AGENCY]);
    expect(mail.subject).toMatch(/^Confirmez votre inscription chez /);
    expect(mail.text).toContain(`/fr/tenez-moi-informe/${token}`);
    // Double opt-in: the link that confirms, which only this mail holds.
    const confirmToken = await env.DB.prepare("SELECT json_extract(document, '$.confirmToken') AS t FROM outbox WHERE id = ?1")
      .bind(row!.id)
      .first<string>('t');
    expect(mail.text).toContain(`/fr/tenez-moi-informe/confirmer/${confirmToken}`);
  });

  it('sends a retry only to the destinations that have not taken the message yet', async () => {
    const hook = crmHook();
    await setDelivery({ webhook: { url: hook.url, secret: SECRET }, email: { to: AGENCY, from: SENDER } });
    await failCrm(hook.name, 2, 502);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const id = await sendContactRequest();

    expect(await rowWhen(id, 'delivered')).toMatchObject({ attempts: 3, delivered_to: '["email","webhook"]' });
    expect(await crmCalls(hook.name)).toHaveLength(3);
    expect(await mailsContaining(id)).toHaveLength(1);
  });

  it('mails send-to-a-friend to the friend, the site’s own text, replying to the visitor who sent it', async () => {
    await setDelivery({ email: { to: AGENCY, from: SENDER } });
    const friend = `vriend.${crypto.randomUUID().slice(0, 8)}@example.be`;
    const estate = await env.DB.prepare('SELECT id FROM estates WHERE site_id = ?1 LIMIT 1').bind(SITE_ID).first<{ id: number }>();
    const response = await platform.request(
      '/send-to-a-friend',
      {
        method: 'POST',
        headers: { 'X-SITE': String(SITE_ID), 'Content-Type': 'application/json' },
        body: JSON.stringify({
          locale: 'nl',
          estateId: estate!.id,
          senderName: 'Lotte',
          senderEmail: 'lotte@example.be',
          friendEmail: friend,
          link: `/nl/aanbod/${estate!.id}`,
          mail: { subject: 'Lotte tipt u een pand', text: 'Hallo,\n\nLotte <lotte@example.be> denkt dat dit pand u interesseert.' },
        }),
      },
      { DB: env.DB, OUTBOX_QUEUE: env.OUTBOX_QUEUE },
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await rowWhen(id, 'delivered')).toMatchObject({ attempts: 1, delivered_to: '["email"]' });
    const mails = await mailsContaining(id);
    expect(mails).toHaveLength(1);
    const mail = await PostalMime.parse(mails[0]!);
    expect(mail.to?.map((to) => to.address)).toEqual([friend]);
    expect(mail.replyTo?.map((to) => to.address)).toEqual(['lotte@example.be']);
    expect(mail.subject).toBe('Lotte tipt u een pand');
    expect(mail.text).toContain('Lotte <lotte@example.be> denkt dat dit pand u interesseert.');
    expect(mail.html).toContain('Lotte &lt;lotte@example.be&gt;');
  });
});

describe('a site without destinations: the outbox is its mailbox', () => {
  it('stores the message, and GET /admin/outbox lists it newest first with its state', async () => {
    await setDelivery(null);
    const first = await sendContactRequest();
    const second = await sendContactRequest();
    await rowWhen(first, 'stored');
    await rowWhen(second, 'stored');

    const response = await admin(`/outbox?siteId=${SITE_ID}`);
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as {
      messages: { id: string; kind: string; status: string; attempts: number; document: { message: string } }[];
    };
    expect(messages.slice(0, 2).map((message) => message.id)).toEqual([second, first]);
    expect(messages[0]).toMatchObject({ kind: 'contact-request', status: 'stored', attempts: 1, lastError: null, deliveredTo: [] });
    expect(messages[0]!.document.message).toContain('Graag een bezoek.');

    const stored = (await (await admin(`/outbox?siteId=${SITE_ID}&status=stored&limit=1`)).json()) as { messages: unknown[] };
    expect(stored.messages).toHaveLength(1);
  });

  it.each([
    ['no token', `/outbox?siteId=${SITE_ID}`, 'wrong-token', 401],
    ['no site id', '/outbox', undefined, 400],
    ['a site id that is not a number', '/outbox?siteId=one', undefined, 400],
    ['an unknown site', '/outbox?siteId=999', undefined, 404],
    ['an unknown status', `/outbox?siteId=${SITE_ID}&status=lost`, undefined, 400],
    ['a limit out of range', `/outbox?siteId=${SITE_ID}&limit=1000`, undefined, 400],
  ])('answers GET /admin/outbox with %s: %s', async (_what, path, token, status) => {
    expect((await admin(path, { token })).status).toBe(status);
  });
});

describe('a site’s destinations (shared/contract/site-input.ts)', () => {
  it('never shows the webhook secret: the admin API and the platform say secretSet', async () => {
    await setDelivery({ webhook: { url: 'https://crm.example.be/leads', secret: SECRET }, email: { to: AGENCY } });
    const answer = await (await admin(`/sites/${SITE_ID}`)).text();
    expect(JSON.parse(answer).delivery).toEqual({ webhook: { url: 'https://crm.example.be/leads', secretSet: true }, email: { to: AGENCY } });
    expect(answer).not.toContain(SECRET);
    const platformAnswer = await (await platform.request(`/sites/${SITE_ID}`, {}, { DB: env.DB })).text();
    expect(platformAnswer).not.toContain(SECRET);

    // A new address keeps the stored secret.
    await changeDelivery({ webhook: { url: 'https://crm.example.be/v2/leads' } });
    const stored = await env.DB.prepare('SELECT document FROM sites WHERE id = ?1').bind(SITE_ID).first<{ document: string }>();
    expect(JSON.parse(stored!.document).delivery).toEqual({ webhook: { url: 'https://crm.example.be/v2/leads', secret: SECRET }, email: { to: AGENCY } });
  });

  it.each([
    ['a plain http webhook', { webhook: { url: 'http://crm.example.be/leads', secret: SECRET } }, 'delivery.webhook.url'],
    ['a webhook without a secret', { webhook: { url: 'https://crm.example.be/leads' } }, 'delivery.webhook.secret'],
    ['a short secret', { webhook: { url: 'https://crm.example.be/leads', secret: 'short' } }, 'delivery.webhook.secret'],
    ['a mailbox that is no address', { email: { to: 'leads at agency' } }, 'delivery.email.to'],
  ])('refuses %s with a 400 naming the field', async (_what, delivery, field) => {
    await setDelivery(null);
    const response = await admin(`/sites/${SITE_ID}`, { method: 'PUT', body: { delivery } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(field);
  });

  it('takes plain http on this machine, for a local CRM', async () => {
    await setDelivery({ webhook: { url: 'http://127.0.0.1:9000/leads', secret: SECRET } });
    await changeDelivery({ webhook: { url: 'http://localhost:9000/leads' } });
  });
});
