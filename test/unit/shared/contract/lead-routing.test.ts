import { describe, expect, it } from 'vitest';
import { legalMailbox, leadRoute } from '../../../../shared/contract/lead-routing';
import type { RawDelivery } from '../../../../shared/contract/raw/site';

// Where a site's leads go: one rule for the delivery (worker/platform/delivery/destinations.ts)
// and the console's go-live screen (docs/leads.md).

const MAILBOX: RawDelivery = { email: { to: 'info@immo.be' } };
const WEBHOOK = { url: 'https://crm.example/leads', secret: 'a-long-enough-secret' };

describe('leadRoute', () => {
  it.each([
    [
      'a contact request, no CRM: mailed always',
      'contact-request',
      'contact',
      MAILBOX,
      false,
      { webhook: false, crm: false, mail: { to: 'info@immo.be', when: 'always' } },
    ],
    [
      'a contact request with a CRM: mailed only when the CRM does not take it',
      'contact-request',
      'contact',
      MAILBOX,
      true,
      { webhook: false, crm: true, mail: { to: 'info@immo.be', when: 'fallback' } },
    ],
    [
      'a viewing with a CRM: a copy by default',
      'appointment',
      'viewing',
      MAILBOX,
      true,
      { webhook: false, crm: true, mail: { to: 'info@immo.be', when: 'copy' } },
    ],
    [
      'a reservation with a CRM: a copy by default',
      'rental-reservation',
      'reservation',
      MAILBOX,
      true,
      { webhook: false, crm: true, mail: { to: 'info@immo.be', when: 'copy' } },
    ],
    ['a search alert without a CRM: not mailed', 'subscription', 'subscription', MAILBOX, false, { webhook: false, crm: false, mail: null }],
    [
      'a search alert with a CRM: mailed when the CRM does not take it',
      'subscription',
      'subscription',
      MAILBOX,
      true,
      { webhook: false, crm: true, mail: { to: 'info@immo.be', when: 'fallback' } },
    ],
    ['no mailbox: no mail', 'contact-request', 'contact', {}, false, { webhook: false, crm: false, mail: null }],
    [
      'the copies the site chose replace the default',
      'contact-request',
      'contact',
      { email: { to: 'info@immo.be', crmCopies: ['contact-request'] } },
      true,
      { webhook: false, crm: true, mail: { to: 'info@immo.be', when: 'copy' } },
    ],
    [
      'no copies at all: a viewing is a fallback too',
      'appointment',
      'viewing',
      { email: { to: 'info@immo.be', crmCopies: [] } },
      true,
      { webhook: false, crm: true, mail: { to: 'info@immo.be', when: 'fallback' } },
    ],
    [
      'the address given for the kind',
      'appointment',
      'viewing',
      { email: { to: 'info@immo.be', recipients: { viewing: 'bezoek@immo.be' } } },
      false,
      { webhook: false, crm: false, mail: { to: 'bezoek@immo.be', when: 'always' } },
    ],
    [
      'a valuation to its own address, a contact to the mailbox',
      'contact-request',
      'valuation',
      { email: { to: 'info@immo.be', recipients: { valuation: 'schatting@immo.be' } } },
      false,
      { webhook: false, crm: false, mail: { to: 'schatting@immo.be', when: 'always' } },
    ],
    ['the webhook takes every kind', 'subscription', 'subscription', { webhook: WEBHOOK }, false, { webhook: true, crm: false, mail: null }],
    [
      'a webhook without its secret sends nothing',
      'contact-request',
      'contact',
      { webhook: { url: WEBHOOK.url } },
      false,
      { webhook: false, crm: false, mail: null },
    ],
  ] as const)('%s', (_name, kind, recipient, delivery, crm, route) => {
    expect(leadRoute(kind, recipient, delivery as RawDelivery, crm)).toEqual(route);
  });
});

describe('legalMailbox', () => {
  it.each([
    ['the office’s contact address', { contact: { email: 'info@immo.be' }, legal: { privacy: { controller: 'X', email: 'privacy@immo.be' } } }, 'info@immo.be'],
    ['else the privacy contact’s', { contact: {}, legal: { privacy: { controller: 'X', email: 'privacy@immo.be' } } }, 'privacy@immo.be'],
    ['trimmed', { contact: { email: '  info@immo.be ' } }, 'info@immo.be'],
    ['not an address: the next one', { contact: { email: 'info' }, legal: { privacy: { controller: 'X', email: 'privacy@immo.be' } } }, 'privacy@immo.be'],
    ['none', {}, null],
  ] as const)('%s', (_name, site, mailbox) => {
    expect(legalMailbox(site)).toBe(mailbox);
  });
});
