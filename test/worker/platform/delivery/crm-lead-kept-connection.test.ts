import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { consumeOutbox } from '../../../../worker/platform/delivery/consumer';
import type { PlatformBindings } from '../../../../worker/platform/types';
import {
  addOmnicasa,
  addSweepBright,
  AGENCY,
  leadRow,
  noConnections,
  queueMessage,
  SENDER,
  setDelivery,
  SITE_ID,
  VISITOR,
  writeLead,
} from '../../crm-lead-helpers';
import { post } from '../../console-crm-helpers';
import { signIn, type Who } from '../../console-helpers';
import { get } from '../../helpers';

// A lead keeps its CRM (docs/leads.md "Into the agency's CRM"): a lead that failed on the
// connection it was first sent to is retried there, even when the agency chose another
// connection for its general leads since; only when that connection was deleted meanwhile does
// the retry go where a new lead would, and the log says so.

afterEach(() => vi.restoreAllMocks());

const OWNER = 'owner@immo-scheldeland.localhost';
let owner: Who;
beforeAll(async () => {
  // The sign-in link's local notice is not this test's output.
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => {});
  owner = await signIn(OWNER);
  quiet.mockRestore();
});

/** One delivery try of the row as the queue consumer makes it, its ack or retry written down. */
async function deliverOnce(outboxId: string, attempts: number) {
  const { batch, outcome } = queueMessage(outboxId, attempts);
  await consumeOutbox(batch, { ...env, OUTBOX_RETRY_BASE_SECONDS: '60' } as unknown as PlatformBindings);
  return outcome;
}

/** The agency's choice on the console's CRM screen of the connection that takes leads without a listing. */
async function chooseGeneral(connectionId: number) {
  const answer = await post(`/en/sites/${SITE_ID}/crm/general-leads`, owner, { connectionId: String(connectionId) });
  expect(answer.status, await answer.clone().text()).toBe(303);
}

/** SweepBright (A, chosen for general leads, failing once) and Omnicasa (B); a general contact whose first try failed on A. */
async function failedOnA() {
  await setDelivery({ email: { to: AGENCY, from: SENDER } });
  await noConnections();
  const a = await addSweepBright([]);
  const b = await addOmnicasa();
  await chooseGeneral(a.id);
  await a.fail({ status: 500, path: '/contacts', times: 1 });
  const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const id = await writeLead('contact-request', { ...VISITOR, message: `Graag meer info. ${crypto.randomUUID()}` }, false);
  expect(await deliverOnce(id, 1)).toMatchObject({ acked: false });
  expect((await a.leadCalls()).map((call) => call.status)).toEqual([500]);
  return { a, b, id, warnings };
}

describe('a lead retried after its CRM failed', () => {
  it('goes to the CRM it was first sent to, though the agency chose another for general leads since', async () => {
    const { a, b, id } = await failedOnA();
    await chooseGeneral(b.id);

    expect(await deliverOnce(id, 2)).toEqual({ acked: true });
    expect((await a.leadCalls()).map((call) => call.status)).toEqual([500, 200]);
    expect(await b.leadCalls()).toEqual([]);
    expect(await leadRow(id)).toMatchObject({ status: 'delivered', delivered_to: '["email","crm"]' });
    expect(JSON.parse((await leadRow(id)).crm_state!)).toMatchObject({ connectionId: a.id });
    // A new general lead goes to the connection chosen now.
    const next = await writeLead('contact-request', { ...VISITOR, message: `Nog een vraag. ${crypto.randomUUID()}` }, false);
    expect(await deliverOnce(next, 1)).toEqual({ acked: true });
    expect(await b.leadCalls()).toHaveLength(1);
    expect(await a.leadCalls()).toHaveLength(2);
  });

  it('goes where a new lead would when its first connection was deleted meanwhile, and the log says so', async () => {
    const { a, b, id, warnings } = await failedOnA();
    const deleted = await get(`http://localhost/admin/sites/${SITE_ID}/connections/${a.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}` },
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);

    expect(await deliverOnce(id, 2)).toEqual({ acked: true });
    expect(await leadRow(id)).toMatchObject({ status: 'delivered', delivered_to: '["email","crm"]' });
    expect(await a.leadCalls()).toHaveLength(1);
    expect(await b.leadCalls()).toHaveLength(1);
    expect(JSON.parse((await leadRow(id)).crm_state!)).toMatchObject({ connectionId: b.id });
    expect(warnings.mock.calls.map(([line]) => String(line))).toContain(
      `outbox: the CRM connection of a lead is gone: connection ${a.id} takes no leads now: the lead goes where a new one would (${id})`,
    );
  });
});
