import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumeOutbox } from '../../../../worker/platform/delivery/consumer';
import { LEAD_REDRIVE_AFTER_MS } from '../../../../worker/platform/delivery/redrive';
import type { PlatformBindings } from '../../../../worker/platform/types';
import {
  AGENCY,
  connectSweepBright,
  contactRequest,
  leadRow,
  leadWhen,
  queueMessage,
  SENDER,
  setDelivery,
  SITE_ID,
  VISITOR,
  writeLead,
} from '../../crm-lead-helpers';
import { mailsContaining } from '../../crm';
import { get, runCron } from '../../helpers';

// A lead is never lost and never sent twice while its CRM is rate limited or down:
// the retry waits at least the CRM's Retry-After, the dead-letter queue marks the row failed
// and mails the lead to the agency, and the Cron Trigger re-drives it later; the CRM gets one
// contact in the end.

afterEach(() => vi.restoreAllMocks());

const MAIL = { email: { to: AGENCY, from: SENDER } };

type Crm = Awaited<ReturnType<typeof connectSweepBright>>;

/** SweepBright connected to the site whose leads are mailed too, its contacts failing as `failure` says (the warnings silenced). */
async function failingCrm(failure: Parameters<Crm['fail']>[0]): Promise<Crm> {
  await setDelivery(MAIL);
  const crm = await connectSweepBright([]);
  await crm.fail(failure);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return crm;
}

describe('a CRM that is rate limited or down', () => {
  it('retries a 429 no sooner than its Retry-After, the agency mailed at once, then makes one contact', async () => {
    const crm = await failingCrm({ status: 429, retryAfter: '7', path: '/contacts', times: 1 });
    const id = await writeLead('contact-request', { ...VISITOR, message: 'Graag meer info.' }, false);

    const first = queueMessage(id);
    await consumeOutbox(first.batch, env as unknown as PlatformBindings);
    // OUTBOX_RETRY_BASE_SECONDS is 0 in the tests: the 7 s are SweepBright's.
    expect(first.outcome).toEqual({ acked: false, retried: { delaySeconds: 7 } });
    expect(await leadRow(id)).toMatchObject({ status: 'pending', delivered_to: '["email"]', needs_attention: null });
    expect((await leadRow(id)).last_error).toMatch(/^crm: sweepbright: POST \/api\/contacts answered 429/);

    const second = queueMessage(id, 2);
    await consumeOutbox(second.batch, env as unknown as PlatformBindings);
    expect(second.outcome).toEqual({ acked: true });
    expect(await leadRow(id)).toMatchObject({ status: 'delivered', delivered_to: '["email","crm"]', attempts: 2 });
    expect(await mailsContaining(id)).toHaveLength(1);
    expect((await crm.leadCalls()).map((call) => call.status)).toEqual([429, 200]);
  });

  it('takes the backoff when it is longer than the Retry-After', async () => {
    await failingCrm({ status: 429, retryAfter: '1', path: '/contacts', times: 1 });
    const id = await writeLead('contact-request', { ...VISITOR, message: 'Graag meer info.' }, false);
    const first = queueMessage(id, 3);
    await consumeOutbox(first.batch, { ...env, OUTBOX_RETRY_BASE_SECONDS: '60' } as unknown as PlatformBindings);
    expect(first.outcome.retried).toEqual({ delaySeconds: 240 });
  });

  it('mails a lead at first failure, dead-letters it while the CRM is down; the cron re-drives it 15 min later: one contact, one mail', async () => {
    const crm = await failingCrm({ status: 503, path: '/contacts', times: 'always' });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const id = await contactRequest();

    // Never lost: the agency's mailbox got it at the first failure, saying the CRM will still get it; the dead letter mails nothing more.
    const failed = await leadWhen(id, 'failed');
    expect(failed).toMatchObject({ delivered_to: '["email"]', redrives: 0, needs_attention: null });
    expect(failed.last_error).toMatch(/answered 503/);
    const [mail, ...more] = await mailsContaining(id);
    expect(more).toEqual([]);
    const plain = new TextDecoder().decode(
      Uint8Array.from(atob(/text\/plain[^]*?base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail!)![1]!.replace(/\s/g, '')), (c) => c.charCodeAt(0)),
    );
    expect(plain).toMatch(
      /^SweepBright was niet bereikbaar toen deze aanvraag binnenkwam\. Hier is ze alvast; we bezorgen ze aan SweepBright zodra het antwoordt/,
    );
    const tries = (await crm.leadCalls()).length;
    expect(tries).toBeGreaterThan(2);

    // Still down at the next runs: nothing is sent again before the row has rested 15 minutes.
    await runCron(Date.now() + LEAD_REDRIVE_AFTER_MS - 60_000);
    expect(await leadRow(id)).toMatchObject({ status: 'failed', redrives: 0 });

    await crm.recover();
    await runCron(Date.now() + LEAD_REDRIVE_AFTER_MS + 60_000);
    expect(await leadWhen(id, 'delivered')).toMatchObject({ delivered_to: '["email","crm"]', redrives: 1, needs_attention: null });
    expect(await mailsContaining(id), 'not mailed again').toHaveLength(1);
    const calls = await crm.leadCalls();
    expect(calls.filter((call) => call.status === 200)).toHaveLength(1);
    expect(calls).toHaveLength(tries + 1);
    expect(new Set(calls.map((call) => call.headers['idempotency-key']))).toEqual(new Set([`${id}:contact`]));

    // A later run finds nothing to re-drive.
    await runCron(Date.now() + 3 * LEAD_REDRIVE_AFTER_MS);
    expect(await crm.leadCalls()).toHaveLength(tries + 1);
  });

  it('does not re-drive a failed row whose CRM took the lead (only its e-mail failed)', async () => {
    await setDelivery(MAIL);
    const crm = await connectSweepBright([]);
    const id = await writeLead('contact-request', { ...VISITOR, message: 'x' }, false);
    await env.DB.prepare(`UPDATE outbox SET status = 'failed', delivered_to = '["crm"]', updated_at = ?2 WHERE id = ?1`)
      .bind(id, new Date(Date.now() - 3_600_000).toISOString())
      .run();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await runCron(Date.now());
    expect(await leadRow(id)).toMatchObject({ status: 'failed', redrives: 0 });
    expect(await crm.leadCalls()).toEqual([]);
  });
});

describe('the copies setting (delivery.email.crmCopies)', () => {
  it.each([
    ['a kind that is no lead', ['estate-alert']],
    ['not a list', 'appointment'],
  ])('refuses %s with a 400 naming the field', async (_what, crmCopies) => {
    const response = await get(`http://localhost/admin/sites/${SITE_ID}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ delivery: { email: { to: AGENCY, crmCopies } } }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('delivery.email.crmCopies');
  });

  it('keeps the setting and shows it back', async () => {
    await setDelivery({ email: { to: AGENCY, crmCopies: ['contact-request', 'appointment'] } });
    const site = await get(`http://localhost/admin/sites/${SITE_ID}`, { headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}` } });
    expect(((await site.json()) as { delivery: unknown }).delivery).toMatchObject({ email: { to: AGENCY, crmCopies: ['contact-request', 'appointment'] } });
  });
});
