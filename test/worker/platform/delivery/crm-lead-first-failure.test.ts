import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { consumeOutbox } from '../../../../worker/platform/delivery/consumer';
import type { PlatformBindings } from '../../../../worker/platform/types';
import { AGENCY, connectSweepBright, leadRow, queueMessage, SENDER, setDelivery, VISITOR, writeLead } from '../../crm-lead-helpers';
import { consolePage, signIn, type Who } from '../../console-helpers';
import { mailsContaining } from '../../crm';
import { expectText } from '../../../support/text';

// Leads: a lead whose CRM delivery fails is in the agency's mailbox within that same
// delivery, saying why in the agency's language; the CRM still gets it once it answers, and
// the mailbox never gets it twice. The console's leads inbox says why, how often it was
// tried and when the next try is.

afterEach(() => vi.restoreAllMocks());

const OWNER = 'owner@immo-scheldeland.localhost';
let owner: Who;
beforeAll(async () => {
  // The sign-in link's local notice is not this test's output.
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => {});
  owner = await signIn(OWNER);
  quiet.mockRestore();
});

/** One delivery try of the row as the queue consumer makes it (the production retry base: 60 s), its ack or retry written down. */
async function deliverOnce(outboxId: string, attempts: number) {
  const { batch, outcome } = queueMessage(outboxId, attempts);
  await consumeOutbox(batch, { ...env, OUTBOX_RETRY_BASE_SECONDS: '60' } as unknown as PlatformBindings);
  return outcome;
}

/** The plain-text part of a raw MIME message (base64). */
function plainText(raw: string): string {
  const part = /text\/plain[^]*?base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)![1]!.replace(/\s/g, '');
  return new TextDecoder().decode(Uint8Array.from(atob(part), (c) => c.charCodeAt(0)));
}

describe('a lead whose CRM answers 500', () => {
  it('is mailed to the agency in the same delivery, the reason in Dutch, shown in the inbox with tries and next try, then reaches the CRM once', async () => {
    await setDelivery({ email: { to: AGENCY, from: SENDER } });
    const crm = await connectSweepBright([]);
    await crm.fail({ status: 500, path: '/contacts', times: 1 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const message = `Graag meer info. ${crypto.randomUUID()}`;
    const id = await writeLead('contact-request', { ...VISITOR, message }, false);

    const first = await deliverOnce(id, 1);
    expect(first).toEqual({ acked: false, retried: { delaySeconds: 60 } });
    // The mailbox has it now, one mail, saying in the site's language that SweepBright is down and still gets it.
    const mails = await mailsContaining(id);
    expect(mails).toHaveLength(1);
    const text = plainText(mails[0]!);
    expect(text).toMatch(
      /^SweepBright was niet bereikbaar toen deze aanvraag binnenkwam\. Hier is ze alvast; we bezorgen ze aan SweepBright zodra het antwoordt/,
    );
    expect(text).toContain(message);
    const pending = await leadRow(id);
    expect(pending).toMatchObject({ status: 'pending', delivered_to: '["email"]', needs_attention: null, attempts: 1 });

    // The inbox: why, how often, when next, and that the mailbox has it.
    const page = await consolePage(owner, '/nl/sites/1/leads');
    const failure = JSON.parse((await env.DB.prepare('SELECT failure FROM outbox WHERE id = ?1').bind(id).first<{ failure: string }>())!.failure) as {
      nextTryAt: string;
    };
    expect(Date.parse(failure.nextTryAt) - Date.now()).toBeGreaterThan(50_000);
    expectText(page, [
      'Wordt opnieuw geprobeerd: SweepBright was niet bereikbaar of antwoordde niet op tijd. Pogingen: 1. Volgende poging: ',
      'Intussen naar uw mailbox gestuurd',
    ]);

    // SweepBright answers again: the next try delivers the lead to it, once; no second mail.
    const second = await deliverOnce(id, 2);
    expect(second).toEqual({ acked: true });
    expect(await leadRow(id)).toMatchObject({ status: 'delivered', delivered_to: '["email","crm"]', attempts: 2 });
    const calls = await crm.leadCalls();
    expect(calls.map((call) => call.status)).toEqual([500, 200]);
    expect(await mailsContaining(id)).toHaveLength(1);
  });

  it('reaches a person within 2 minutes of being sent when the CRM hangs: the mail goes after the call times out, in the first delivery', async () => {
    await setDelivery({ email: { to: AGENCY, from: SENDER } });
    const crm = await connectSweepBright([]);
    await crm.fail({ delayMs: 60_000, path: '/contacts', times: 'always' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const id = await writeLead('contact-request', { ...VISITOR, message: 'Bel me.' }, false);
    const sent = Date.now();

    const first = await deliverOnce(id, 1);
    expect(first.acked).toBe(false);
    const [mail, ...more] = await mailsContaining(id);
    expect(more).toEqual([]);
    expect(plainText(mail!)).toMatch(/^SweepBright antwoordde niet op tijd toen deze aanvraag binnenkwam/);
    expect(Date.now() - sent).toBeLessThan(120_000);
  });
});
