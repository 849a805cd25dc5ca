import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LARGEST_MAIL } from '../../../../worker/platform/portal/inbound';
import { immowebMail } from '../../../support/portal-mails/immoweb';
import { realoMail } from '../../../support/portal-mails/realo';
import { zimmoMail } from '../../../support/portal-mails/zimmo';
import { rfc822 } from '../../../support/portal-mails';
import { quietConsole } from '../../../support/quiet-console';
import { deliverMail, enquiryMail, enquiryRecord, inboxAddress, leadsOf, mailsTo, saleListings, unique } from '../../portal-mail-helpers';

// Portal mail (docs/portal-enquiries.md): what is not an enquiry is forwarded whole to
// the agency's mailbox (the demo agency's is its contact address, as going live makes it),
// never dropped and never a failure; and whom the answer never goes to, or not again.

const AGENCY_MAILBOX = 'info@immo-scheldeland.be';

// A forward is logged (one line each); a passing test prints nothing.
beforeEach(() => {
  quietConsole();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function enquiry(options: { email?: string; reference?: string; messageId?: string; headers?: string[] } = {}) {
  const [listing] = await saleListings();
  return enquiryMail(immowebMail('nl'), { ...options, reference: options.reference ?? listing!.reference });
}

describe('a mail that is not a portal enquiry', () => {
  it.each([
    [
      'an unknown sender',
      () =>
        rfc822(
          ['From: Jan <jan@example.be>', 'Subject: Vraag', `Message-ID: <${unique('m')}@example.be>`],
          'Naam: Jan\nE-mail: jan@example.be\nReferentie: SCH-2026-0001',
        ),
      'unknown-sender',
    ],
    [
      'no reference',
      () =>
        zimmoMail('nl')({
          to: '',
          messageId: `${unique('m')}@zimmo.test`,
          name: 'Piet Janssens',
          email: 'piet@example.be',
          phone: '',
          reference: '',
          portalId: 'LPC9N',
          message: 'Prijs?',
        }),
      'no-reference',
    ],
    ['a reference of no listing of the site', async () => (await enquiry({ reference: 'NOPE-0000' })).raw, 'unknown-reference'],
    [
      'no enquirer’s address',
      async () =>
        realoMail('nl')({
          to: '',
          messageId: `${unique('m')}@realo.test`,
          name: 'X',
          email: 'not an address',
          phone: '',
          reference: 'SCH-2026-0001',
          portalId: '1',
          message: 'Hallo',
        }),
      'no-address',
    ],
  ])('is forwarded whole to the agency: %s', async (_name, make, reason) => {
    const raw = await make();
    const received = await deliverMail(raw, { from: 'sender@example.be', to: await inboxAddress() });
    expect(received.forwarded.map((entry) => entry.to)).toEqual([AGENCY_MAILBOX]);
    expect(received.forwarded[0]!.headers?.get('X-Portal-Enquiry')).toBe(`not read: ${reason}`);
    const messageId = /Message-ID: <([^>]+)>/.exec(raw)![1]!;
    expect(await enquiryRecord(messageId)).toMatchObject({ state: 'forwarded', reason });
  });

  it('forwards a mail over the size limit unread, and a malformed one (MIME nested past any parser’s depth), without failing', async () => {
    const huge = await deliverMail((await enquiry()).raw, { from: 'noreply@immoweb.be', to: await inboxAddress(), rawSize: LARGEST_MAIL + 1 });
    expect(huge.forwarded.map((entry) => entry.to)).toEqual([AGENCY_MAILBOX]);
    expect(huge.forwarded[0]!.headers?.get('X-Portal-Enquiry')).toBe('not read: too-large');

    const depth = 300;
    const open = Array.from({ length: depth }, (_, level) => `Content-Type: multipart/mixed; boundary="b${level}"\r\n\r\n--b${level}\r\n`).join('');
    const raw =
      `From: noreply@immoweb.be\r\nMessage-ID: <${unique('deep')}@immoweb.test>\r\nMIME-Version: 1.0\r\n${open}Content-Type: ` +
      `text/plain\r\n\r\nNaam: X\r\n`;
    const deep = await deliverMail(raw, { from: 'noreply@immoweb.be', to: await inboxAddress() });
    expect(deep.forwarded.map((entry) => entry.to)).toEqual([AGENCY_MAILBOX]);
    expect(deep.forwarded[0]!.headers?.get('X-Portal-Enquiry')).toBe('not read: malformed');
  });

  it('forwards the same unreadable mail once', async () => {
    const raw = rfc822(['From: jan@example.be', `Message-ID: <${unique('m')}@example.be>`], 'Hallo');
    const first = await deliverMail(raw, { from: 'jan@example.be', to: await inboxAddress() });
    const again = await deliverMail(raw, { from: 'jan@example.be', to: await inboxAddress() });
    expect([first.forwarded.length, again.forwarded.length]).toEqual([1, 0]);
  });

  it('is refused at an address no agency has (an old token after rotation too)', async () => {
    const { rotateToken } = await import('../../../../worker/platform/portal/inbox-store');
    const old = await inboxAddress();
    await rotateToken(env.DB, 1);
    const received = await deliverMail((await enquiry()).raw, { from: 'noreply@immoweb.be', to: old });
    expect(received.rejected).toEqual(['No such address']);
    expect(received.forwarded).toEqual([]);
    expect(await inboxAddress()).not.toBe(old);
  });
});

describe('an agency whose mailbox is an inbound address', () => {
  it('has an unreadable mail refused, not forwarded back to the platform (a loop)', async () => {
    const address = await inboxAddress();
    const mailbox = (value: string) =>
      env.DB.prepare("UPDATE sites SET document = json_set(document, '$.contact.email', ?2, '$.delivery.email.to', ?2) WHERE id = ?1").bind(1, value).run();
    await mailbox(address);
    try {
      const received = await deliverMail(rfc822(['From: jan@example.be', `Message-ID: <${unique('m')}@example.be>`], 'Hallo'), {
        from: 'jan@example.be',
        to: address,
      });
      expect(received.forwarded).toEqual([]);
      expect(received.rejected).toEqual(['This agency has no mailbox to forward to']);
    } finally {
      await mailbox(AGENCY_MAILBOX);
    }
  });
});

describe('whom the answer never goes to', () => {
  it.each([
    ['a no-reply address', { email: 'no-reply@example.be' }, 'no-reply'],
    ['a portal’s own address', { email: 'info@immoweb.be' }, 'no-reply'],
    ['an automatic mail (Auto-Submitted)', { headers: ['Auto-Submitted: auto-generated'] }, 'automatic'],
    ['a bulk mail (Precedence)', { headers: ['Precedence: bulk'] }, 'automatic'],
    ['the platform itself (a loop)', { email: `${unique('x')}@agency-sites.localhost` }, 'ourselves'],
    ['the agency itself', { email: AGENCY_MAILBOX }, 'ourselves'],
  ])('%s: the lead is kept, no answer is sent', async (_name, options, why) => {
    const { raw, messageId, email } = await enquiry(options);
    await deliverMail(raw, { from: 'noreply@immoweb.be', to: await inboxAddress() });
    expect(await enquiryRecord(messageId)).toMatchObject({ state: 'lead', answer: why });
    expect((await leadsOf(email)).length).toBeGreaterThan(0);
    // Answers to this mail (the agency's own address has other mail in the shared mailbox).
    expect((await mailsTo(email)).filter((mail) => mail.inReplyTo === `<${messageId}>`)).toEqual([]);
  });

  it('answers one address once a day about one listing and five times a day in all', async () => {
    const email = `${unique('busy')}@example.be`;
    const listings = await saleListings(7);
    const answers: (string | null | undefined)[] = [];
    for (const listing of [listings[0]!, listings[0]!, ...listings.slice(1)]) {
      const { raw, messageId } = await enquiry({ email, reference: listing.reference });
      await deliverMail(raw, { from: 'noreply@immoweb.be', to: await inboxAddress() });
      answers.push((await enquiryRecord(messageId))?.answer);
    }
    expect(answers).toEqual(['sent', 'limited', 'sent', 'sent', 'sent', 'sent', 'limited', 'limited']);
    expect(await mailsTo(email)).toHaveLength(5);
    expect(await leadsOf(email)).toHaveLength(8);
  });
});
