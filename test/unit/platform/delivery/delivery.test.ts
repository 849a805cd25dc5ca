import { createHmac } from 'node:crypto';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../shared/i18n/locales';
import { retryBaseSeconds, retryDelaySeconds } from '../../../../worker/platform/delivery/backoff';
import { composeMail, type MailAudience, mailAudience } from '../../../../worker/platform/delivery/mail-message';
import type { OutboxMessage } from '../../../../worker/platform/delivery/outbox-message';
import { webhookSignature } from '../../../../worker/platform/delivery/webhook';
import type { RawSite } from '../../../../shared/contract/raw/site';

// The pure parts of outbox delivery (docs/leads.md); the worker tests
// (test/worker/platform/delivery/delivery.test.ts) run the queue, the webhook and send_email for real.

describe('webhookSignature: what a CRM recomputes with any HMAC library', () => {
  it.each([
    ['crm-shared-secret-0123456789', 1767225600, '{"id":"a","kind":"contact-request"}'],
    ['another-secret-with-ümlauts!', 1, '{"document":{"firstName":"Zoë","message":"€ 350.000?"}}'],
    ['s'.repeat(64), 2_000_000_000, ''],
  ])('signs "<timestamp>.<body>" with HMAC-SHA256 in hex (%#)', async (secret, timestamp, body) => {
    const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
    expect(await webhookSignature(secret, timestamp, body)).toBe(`sha256=${expected}`);
  });

  it('differs for another secret, timestamp or body', async () => {
    const signature = await webhookSignature('crm-shared-secret-0123456789', 100, '{}');
    expect(await webhookSignature('crm-shared-secret-012345678X', 100, '{}')).not.toBe(signature);
    expect(await webhookSignature('crm-shared-secret-0123456789', 101, '{}')).not.toBe(signature);
    expect(await webhookSignature('crm-shared-secret-0123456789', 100, '{ }')).not.toBe(signature);
  });
});

describe('retryDelaySeconds: backoff between tries', () => {
  it.each([
    [1, 60, 60],
    [2, 60, 120],
    [3, 60, 240],
    [5, 60, 960],
    [7, 60, 3600],
    [30, 60, 3600],
    [3, 0, 0],
    [2, 5, 10],
  ])('retry after try %i with base %i s waits %i s', (attempts, base, seconds) => {
    expect(retryDelaySeconds(attempts, base)).toBe(seconds);
  });

  it.each([
    ['60', 60],
    ['0', 0],
    ['2.5', 2.5],
    [undefined, 60],
    ['', 60],
    ['soon', 60],
    ['-5', 60],
  ])('reads OUTBOX_RETRY_BASE_SECONDS %j as %i s', (setting, seconds) => {
    expect(retryBaseSeconds(setting)).toBe(seconds);
  });
});

const VISITOR = { firstName: 'Zoë', lastName: 'Dubois', email: 'zoe.dubois@example.be', phone: '+32 470 11 22 33' };

describe('mailAudience: who gets a mail of each outbox kind', () => {
  it.each<[string, Record<string, unknown>, MailAudience]>([
    ['contact-request', VISITOR, { to: 'agency' }],
    ['rental-reservation', VISITOR, { to: 'agency' }],
    ['appointment', VISITOR, { to: 'agency' }],
    ['appointment-cancellation', VISITOR, { to: 'agency' }],
    ['a-kind-added-later', VISITOR, { to: 'agency' }],
    // A confirmed subscription goes to the webhook and the CRM; the agency's mail only when the CRM could not take it.
    ['subscription', VISITOR, null],
    ['subscription-confirmation', { email: 'zoe@example.be' }, { to: 'visitor', address: 'zoe@example.be' }],
    ['rental-reservation-confirmation', { to: 'zoe@example.be' }, { to: 'visitor', address: 'zoe@example.be' }],
    ['appointment-confirmation', { email: 'zoe@example.be' }, { to: 'visitor', address: 'zoe@example.be' }],
    ['appointment-confirmation', { email: 'zoe@example.be\r\nBcc: all@example.be' }, null],
    [
      'send-to-a-friend',
      { senderEmail: 'zoe@example.be', friendEmail: 'friend@example.be', mail: { subject: 'Zoë tipt u', text: 'Hallo' } },
      { to: 'friend', address: 'friend@example.be' },
    ],
    // Only the mail the site wrote from its template is sent, and only to one clean address.
    ['send-to-a-friend', { senderEmail: 'zoe@example.be', friendEmail: 'friend@example.be' }, null],
    ['send-to-a-friend', { friendEmail: 'friend@example.be\r\nBcc: all@example.be', mail: { subject: 's', text: 't' } }, null],
  ])('%s → %j', (kind, document, audience) => {
    expect(mailAudience({ kind, document })).toEqual(audience);
  });

  it.each(['refused', 'not-supported'] as const)('mails a subscription to the agency when the CRM %s it, and only that kind changes', (crm) => {
    expect(mailAudience({ kind: 'subscription', document: VISITOR }, { crm })).toEqual({ to: 'agency' });
    expect(mailAudience({ kind: 'subscription', document: VISITOR }, {})).toBeNull();
    expect(mailAudience({ kind: 'contact-request', document: VISITOR }, { crm })).toEqual({ to: 'agency' });
    expect(mailAudience({ kind: 'appointment-confirmation', document: { email: 'zoe@example.be' } }, { crm })).toEqual({
      to: 'visitor',
      address: 'zoe@example.be',
    });
  });
});

const SITE: RawSite = { id: 1, name: 'Immo Liège', primaryHostname: 'www.immo-liege.be', hostnames: ['www.immo-liege.be'], defaultLanguage: 'fr' };
const CONTEXT = { site: SITE, from: 'leads@immo-liege.be', agency: 'info@immo-liege.be', slotStart: '2026-12-02T09:30:00.000Z' };

function message(kind: string, document: Record<string, unknown>): OutboxMessage {
  return { id: '3f1c1b9e-0000-4000-8000-000000000001', siteId: 1, kind, createdAt: '2026-11-22T10:00:00.000Z', document };
}

const MESSAGES: OutboxMessage[] = [
  message('contact-request', {
    ...VISITOR,
    locale: 'nl',
    subject: 'Vraag',
    message: 'Is <script>alert(1)</script> & de tuin\nnog vrij?',
    estateId: 42,
    page: '/nl/aanbod/42',
  }),
  message('rental-reservation', {
    ...VISITOR,
    locale: 'de',
    guests: 4,
    unit: { id: 7, reference: 'ZEE-7', city: { name: { nl: 'Oostende', fr: 'Ostende' } } },
    period: { start: '2027-07-03', end: '2027-07-10' },
  }),
  message('appointment', { ...VISITOR, id: 'appointment-id-123', locale: 'en', slotId: 5, estateId: 42 }),
  message('appointment-cancellation', { ...VISITOR, id: 'appointment-id-123', locale: 'fr', slotId: 5, estateId: 42 }),
  // Mailed to the agency only when the CRM could not take it (composeMail composes it whenever asked).
  message('subscription', {
    ...VISITOR,
    locale: 'nl',
    criteria: { statuses: ['FOR_SALE'], cityIds: [], headTypeIds: [1] },
    frequency: 'daily',
    consent: true,
    confirmedAt: '2026-11-22T10:00:00.000Z',
  }),
];

const CONFIRMATIONS = LOCALES.flatMap((locale) => [
  message('subscription-confirmation', { email: 'zoe@example.be', locale, token: 'tok_0123456789abcdef' }),
  message('rental-reservation-confirmation', {
    to: 'zoe@example.be',
    locale,
    firstName: 'Zoë',
    guests: 4,
    unit: { id: 7, reference: 'ZEE-7', city: { name: { nl: 'Oostende' } } },
    period: { start: '2027-07-03', end: '2027-07-10' },
  }),
  message('appointment-confirmation', { ...VISITOR, email: 'zoe@example.be', id: 'appointment-id-123', locale, slotId: 5 }),
]);

describe('composeMail: the MIME message of an outbox message (mimetext)', () => {
  it.each(MESSAGES.map((outbox) => [outbox.kind, outbox] as const))(
    '%s: to the agency, replying to the visitor, in the site’s language',
    async (_kind, outbox) => {
      const envelope = composeMail(outbox, { to: 'agency' }, CONTEXT);
      expect(envelope).toMatchObject({ from: CONTEXT.from, to: CONTEXT.agency });
      const mail = await PostalMime.parse(envelope.raw);
      expect(mail.from).toEqual({ address: CONTEXT.from, name: 'Immo Liège' });
      expect(mail.to).toEqual([{ address: CONTEXT.agency, name: '' }]);
      expect(mail.replyTo).toEqual([{ address: VISITOR.email, name: '' }]);
      expect(mail.messageId).toBe(`<${outbox.id}.agency@immo-liege.be>`);
      expect(mail.subject).toContain('Zoë Dubois');
      expect(mail.text).toContain(`Référence: ${outbox.id}`);
      expect(mail.html).toContain('Zoë Dubois');
    },
  );

  it('escapes what the visitor wrote in the HTML part and keeps it as written in the text part', async () => {
    const mail = await PostalMime.parse(composeMail(MESSAGES[0]!, { to: 'agency' }, CONTEXT).raw);
    expect(mail.text).toContain('Message:\nIs <script>alert(1)</script> & de tuin\nnog vrij?');
    expect(mail.html).toContain('Is &lt;script&gt;alert(1)&lt;/script&gt; &amp; de tuin<br>nog vrij?');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('<a href="https://www.immo-liege.be/nl/aanbod/42">#42</a>');
  });

  it('names the period, the unit and the viewing time (Brussels) in the agency’s mail', async () => {
    const reservation = await PostalMime.parse(composeMail(MESSAGES[1]!, { to: 'agency' }, CONTEXT).raw);
    expect(reservation.text).toContain('Période: 03/07/2027 – 10/07/2027');
    expect(reservation.text).toContain('Location de vacances: ZEE-7, Ostende');
    const appointment = await PostalMime.parse(composeMail(MESSAGES[2]!, { to: 'agency' }, CONTEXT).raw);
    expect(appointment.text).toContain('Moment: mercredi 02/12/2026 10:30');
  });

  it.each(CONFIRMATIONS.map((outbox) => [outbox.kind, outbox.document.locale, outbox] as const))(
    '%s in %s: to the visitor, replying to the agency, in the visitor’s language',
    async (_kind, locale, outbox) => {
      const audience = mailAudience(outbox);
      expect(audience).toEqual({ to: 'visitor', address: 'zoe@example.be' });
      const mail = await PostalMime.parse(composeMail(outbox, audience!, CONTEXT).raw);
      expect(mail.to).toEqual([{ address: 'zoe@example.be', name: '' }]);
      expect(mail.replyTo).toEqual([{ address: CONTEXT.agency, name: '' }]);
      expect(mail.messageId).toBe(`<${outbox.id}.visitor@immo-liege.be>`);
      expect(mail.subject).toContain('Immo Liège');
      expect(mail.headers.find((header) => header.key === 'content-language')?.value).toBe(locale);
      expect(mail.text).not.toMatch(/\{\w+\}/);
      // A link to change the subscription or cancel the viewing, on the site, in the visitor's language.
      if (outbox.kind !== 'rental-reservation-confirmation') expect(mail.html).toContain(`<a href="https://www.immo-liege.be/${locale}/`);
    },
  );

  it('keeps every line of the message within 78 characters, with CRLF line ends (RFC 5322)', () => {
    const long = message('contact-request', { ...VISITOR, message: 'Lange vraag '.repeat(500) });
    const raw = composeMail(long, { to: 'agency' }, CONTEXT).raw;
    const lines = raw.split('\r\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(78);
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
  });
});
