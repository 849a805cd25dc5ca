import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import type { D1Database } from '@cloudflare/workers-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../../../worker/local';
import type { LocalEnv } from '../../../../worker/local';
import type { LeadQueueMessage } from '../../../../shared/contract/queue-message';
import { forgetCaches, VALID_CONTACT_FORM } from '../../helpers';
import { platform } from '../../../../worker/platform/demo/embedded';
import { DOWN, failWith, holdingQueue, post, visitWhileUp } from '../../failing-forms';
import { quietConsole } from '../../../support/quiet-console';
import { UNTIL } from '../../until';

// A lead is never lost: a lead the platform could not take waits on the lead queue
// (agency-leads) under the site's lead id; the platform's consumer writes it through its own
// route once it can, and whichever copies arrive (a redelivery, the site's own write that got
// through after its timeout) make one outbox row.

const HOST = 'http://localhost';
const LEAD_QUEUE = 'agency-leads';

let logged: ReturnType<typeof quietConsole>;

beforeEach(async () => {
  await forgetCaches();
  await failWith('500');
  logged = quietConsole();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A database that is down: every statement fails, as D1 does when it cannot be reached. */
const DATABASE_DOWN = {
  prepare() {
    throw new Error('D1_ERROR: the database is unavailable');
  },
  batch() {
    return Promise.reject(new Error('D1_ERROR: the database is unavailable'));
  },
} as unknown as D1Database;

/** One delivery of `leads` to the worker's queue consumer (the local default's platform), as the queue makes it. */
async function deliver(leads: LeadQueueMessage[], attempts: number, vars: Partial<LocalEnv> = {}) {
  const batch = createMessageBatch<LeadQueueMessage>(
    LEAD_QUEUE,
    leads.map((body, index) => ({ id: `lead-${attempts}-${index}`, timestamp: new Date(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...vars } as LocalEnv);
  return getQueueResult(batch, ctx);
}

/** A lead write as the site sends it to the platform, with the lead id as its Idempotency-Key. */
async function writeWithKey(path: string, body: unknown, key: string): Promise<{ status: number; body: unknown }> {
  const headers = { 'X-SITE': '1', 'Content-Type': 'application/json', 'Idempotency-Key': key };
  const response = await platform.request(path, { method: 'POST', headers, body: JSON.stringify(body) }, { DB: env.DB });
  return { status: response.status, body: await response.json() };
}

const rowsOf = async (id: string) =>
  (
    await env.DB.prepare('SELECT id, kind, site_id, document FROM outbox WHERE id = ?1')
      .bind(id)
      .all<{ id: string; kind: string; site_id: number; document: string }>()
  ).results;

describe('a contact request while the platform is down', () => {
  it('is queued with its exact write and written once: the consumer fails once, then writes; a redelivery or late direct write adds nothing', async () => {
    await visitWhileUp(`${HOST}/nl/`);
    const { queue, held } = holdingQueue();
    const fields = { ...VALID_CONTACT_FORM, email: 'wacht.even@example.be', subject: 'Vraag', extraVeld: 'bewaard' };
    const response = await post(`${HOST}/nl/ajax/contact-form-handler`, fields, 'json', { ...DOWN, LEAD_QUEUE: queue } as never);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(held).toHaveLength(1);
    const [lead] = held as [LeadQueueMessage];
    expect(lead).toMatchObject({ leadId: id, siteId: 1, path: '/contact-requests' });
    expect(lead.body).toMatchObject({ email: 'wacht.even@example.be', locale: 'nl', page: '/nl/contact', fields: { extraVeld: 'bewaard' } });

    // The platform's database is down at the first delivery: retried, nothing written.
    const first = await deliver(held, 1, { DB: DATABASE_DOWN });
    expect(first.retryMessages.map((message: { msgId: string }) => message.msgId)).toEqual(['lead-1-0']);
    expect(first.explicitAcks).toEqual([]);
    expect(await rowsOf(id)).toHaveLength(0);

    // The retry writes it, under the site's lead id, with the body as the site made it.
    const second = await deliver(held, 2);
    expect(second.explicitAcks).toEqual(['lead-2-0']);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'contact-request', site_id: 1 });
    expect(JSON.parse(rows[0]!.document)).toEqual(lead.body);

    // The queue delivers it again; the site's own write arrives after all: still one row.
    expect((await deliver(held, 3)).explicitAcks).toEqual(['lead-3-0']);
    const late = await writeWithKey('/contact-requests', lead.body, id);
    expect(late).toMatchObject({ status: 200, body: { id } });
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it('is written by the real lead queue’s consumer once, and the visitor told it was received', async () => {
    await visitWhileUp(`${HOST}/nl/`);
    const response = await post(`${HOST}/nl/ajax/contact-form-handler`, { ...VALID_CONTACT_FORM, email: 'via.de.wachtrij@example.be' }, 'json');
    const { id, queued } = (await response.json()) as { id: string; queued: boolean };
    expect(queued).toBe(true);
    await vi.waitFor(async () => expect(await rowsOf(id)).toHaveLength(1), UNTIL);
  });
});

describe('a send-to-a-friend queued twice', () => {
  it('makes one mail: the second copy answers the first one’s id', async () => {
    const estate = (await env.DB.prepare("SELECT id FROM estates WHERE site_id = 1 AND status = 'FOR_SALE' AND parent_id IS NULL LIMIT 1").first<{
      id: number;
    }>())!;
    const leadId = crypto.randomUUID();
    const body = {
      locale: 'nl',
      estateId: estate.id,
      senderName: 'Jan',
      senderEmail: 'jan@example.be',
      friendEmail: 'els@example.be',
      link: '/nl/aanbod/x',
      mail: { subject: 'Kijk eens', text: 'Dit huis.' },
    };
    const lead: LeadQueueMessage = { leadId, siteId: 1, path: '/send-to-a-friend', body };
    const result = await deliver([lead, lead], 1);
    expect(result.explicitAcks.sort()).toEqual(['lead-1-0', 'lead-1-1']);
    expect(await rowsOf(leadId)).toHaveLength(1);
  });
});

describe('the platform’s lead writes and their Idempotency-Key', () => {
  it('refuses a key that is no lead id with 400, writing nothing', async () => {
    const before = (await env.DB.prepare('SELECT count(*) AS n FROM outbox').first<{ n: number }>())!.n;
    const answer = await writeWithKey(
      '/contact-requests',
      { locale: 'nl', firstName: 'A', lastName: 'B', email: 'a@example.be', message: 'Hallo' },
      'not-a-uuid',
    );
    expect(answer).toEqual({ status: 400, body: { error: 'Idempotency-Key must be a lowercase UUID' } });
    expect((await env.DB.prepare('SELECT count(*) AS n FROM outbox').first<{ n: number }>())!.n).toBe(before);
  });

  it('acknowledges a queued lead the platform refuses for good (its site is gone), without retrying it', async () => {
    const lead: LeadQueueMessage = {
      leadId: crypto.randomUUID(),
      siteId: 999,
      path: '/contact-requests',
      body: { locale: 'nl', firstName: 'A', lastName: 'B', email: 'a@example.be', message: 'Hallo' },
    };
    const result = await deliver([lead], 1);
    expect(result.explicitAcks).toEqual(['lead-1-0']);
    expect(result.retryMessages).toEqual([]);
    expect(await rowsOf(lead.leadId)).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^leads: the platform refused a queued lead for good: platform answered 404.* \\(${lead.leadId} /contact-requests\\)$`)),
    );
  });
});
