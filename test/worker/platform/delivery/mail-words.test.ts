import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import PostalMime from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker, { type LocalEnv } from '../../../../worker/local';
import { platform } from '../../../../worker/platform/demo/embedded';
import { mailText } from '../../../../worker/platform/delivery/mail-texts';
import { forgetMailWords, loadMailWords, mailWordsInstalled } from '../../../../worker/platform/delivery/mail-words';
import { defaultOpening } from '../../../../worker/platform/portal/answer-words';
import { runScheduled } from '../../../../worker/platform/scheduled';
import files from '../../../../worker/platform/static-files.generated.json';
import type { PlatformBindings } from '../../../../worker/platform/types';
import { PORTAL_FIXTURES } from '../../../support/portal-mails';
import { quietConsole } from '../../../support/quiet-console';
import { assetsReading } from '../../assets-reading';
import { AGENCY, leadRow, SENDER, setDelivery, VISITOR, writeLead } from '../../crm-lead-helpers';
import { mailsContaining } from '../../crm';
import { deliverMail, enquiryMail, enquiryRecord, inboxAddress, saleListings } from '../../portal-mail-helpers';

// The words of the platform's mails are a static file of the build (worker/platform/delivery/mail-words.ts),
// not part of its bundle: every entry that words a mail (the API, the queues, the Cron Trigger,
// the portal's mails) reads it through ASSETS once per isolate first; unreadable, nothing is
// worded with `_key_` marks: a request is a 503 with Retry-After, a batch is retried later, a Cron
// run or a portal mail fails before it does anything, and the next one reads the file again.

/** The ASSETS binding, but the mail words' file answers 404. */
const unreadable = () => assetsReading(files.mailWords, { fail: true });

let logged: ReturnType<typeof quietConsole>;

beforeEach(() => {
  logged = quietConsole();
  forgetMailWords();
});

afterEach(async () => {
  vi.restoreAllMocks();
  // Every other test finds them read, as setup.ts left them.
  await loadMailWords(env.ASSETS);
});

/** One delivery of an outbox row to the local default's queue consumer, as the queue makes it. */
async function deliverOutboxRow(id: string, vars: Partial<LocalEnv>) {
  const batch = createMessageBatch('agency-outbox', [{ id: `outbox-${id}`, timestamp: new Date(), attempts: 1, body: { outboxId: id } }]);
  await worker.queue(batch, { ...env, ...vars } as LocalEnv);
  return getQueueResult(batch, createExecutionContext());
}

describe("the words of the platform's mails (a static file read through ASSETS)", () => {
  it('are read by the first request of the isolate and kept for the next ones', async () => {
    const { assets, reads } = assetsReading(files.mailWords);
    for (let request = 0; request < 2; request++) expect((await platform.request('/sites/1', {}, { DB: env.DB, ASSETS: assets })).status).toBe(200);
    expect(reads).toEqual([files.mailWords]);
    expect(mailText('nl', 'agencySubject.contact-request', { name: 'Lotte Claes' })).toBe('Contactaanvraag van Lotte Claes');
    expect(defaultOpening('fr')).not.toMatch(/^_/);
  });

  it('unread, a mail worded anyway throws rather than say `_key_`', () => {
    expect(mailWordsInstalled()).toBe(false);
    expect(() => mailText('nl', 'agencySubject.contact-request')).toThrow(/mail words are not installed/);
  });

  it('unreadable, a request is answered 503 with Retry-After before anything is written, logged, and the next one reads them', async () => {
    const { assets, reads } = unreadable();
    const newSite = (ASSETS: unknown) =>
      platform.request(
        '/sites',
        {
          method: 'POST',
          headers: { 'X-CLIENT': 'test', 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'Immo Woordloos', hostnames: ['immo-woordloos.test'], locales: ['nl'], comingSoon: false }),
        },
        { DB: env.DB, ASSETS },
      );
    const refused = await newSite(assets);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('cannot word its mails') });
    expect(await env.DB.prepare(`SELECT count(*) AS n FROM sites WHERE name = 'Immo Woordloos'`).first('n')).toBe(0);
    expect(reads).toEqual([files.mailWords]);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^mail words unavailable: .*answered 404/));

    expect((await newSite(env.ASSETS)).status).toBe(201);
    expect(mailWordsInstalled()).toBe(true);
  });

  it('unreadable, an outbox batch is retried later, nothing acknowledged or sent; then the lead is mailed in its words', async () => {
    await setDelivery({ email: { to: AGENCY, from: SENDER } });
    const message = `Graag een bezoek. ${crypto.randomUUID()}`;
    const id = await writeLead('contact-request', { ...VISITOR, message }, false);
    // The admin's call above went through the platform API, which read them.
    forgetMailWords();

    const held = await deliverOutboxRow(id, { ASSETS: unreadable().assets as never });
    expect(held.retryBatch.retry).toBe(true);
    expect(held.explicitAcks).toEqual([]);
    expect((await leadRow(id)).status).toBe('pending');
    expect(await mailsContaining(id)).toEqual([]);

    const delivered = await deliverOutboxRow(id, {});
    expect(delivered.explicitAcks).toEqual([`outbox-${id}`]);
    expect((await leadRow(id)).status).toBe('delivered');
    const [raw, ...more] = await mailsContaining(id);
    expect(more).toEqual([]);
    expect((await PostalMime.parse(raw!)).subject).toBe("Contactaanvraag van Zoë D'Hondt");
  });

  it("the statistics' batches need none: counted, not retried, with the file unreadable", async () => {
    const batch = createMessageBatch('agency-stats', [
      { id: 'stats-1', timestamp: new Date(), attempts: 1, body: { host: 'nowhere.test', at: new Date().toISOString(), events: [] } },
    ]);
    await worker.queue(batch, { ...env, ASSETS: unreadable().assets } as unknown as LocalEnv);
    const result = await getQueueResult(batch, createExecutionContext());
    expect(result.retryBatch.retry).toBe(false);
    expect(result.retryMessages).toEqual([]);
    expect(result.explicitAcks).toEqual(['stats-1']);
    expect(mailWordsInstalled()).toBe(false);
  });

  it('unreadable, a Cron run fails before it does anything, logged; the next run reads them', async () => {
    const { assets } = unreadable();
    await expect(runScheduled({ ...env, ASSETS: assets } as unknown as PlatformBindings, new Date())).rejects.toThrow(/answered 404/);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^mail words unavailable: /));
    await runScheduled(env as unknown as PlatformBindings, new Date());
    expect(mailWordsInstalled()).toBe(true);
  });

  it('unreadable, a portal enquiry is not taken (nothing recorded, nothing answered); mailed again, it is a lead', async () => {
    const [listing] = await saleListings();
    const [, , fixture] = PORTAL_FIXTURES[0]!;
    const { raw, email, messageId } = await enquiryMail(fixture, { reference: listing!.reference });
    const envelope = { from: 'bounce@immoweb.be', to: await inboxAddress() };
    await expect(deliverMail(raw, envelope, { ASSETS: unreadable().assets as never })).rejects.toThrow(/answered 404/);
    expect(await enquiryRecord(messageId)).toBeNull();
    expect(await mailsContaining(email)).toEqual([]);

    const received = await deliverMail(raw, envelope);
    expect(received.rejected).toEqual([]);
    expect(await enquiryRecord(messageId)).toMatchObject({ state: 'lead', answer: 'sent' });
  });
});
