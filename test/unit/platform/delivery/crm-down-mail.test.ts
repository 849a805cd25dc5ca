import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../shared/i18n/locales';
import type { RawSite } from '../../../../shared/contract/raw/site';
import { agencyContent } from '../../../../worker/platform/delivery/agency-mail';
import type { OutboxMessage } from '../../../../worker/platform/delivery/outbox-message';

// Leads: a lead whose CRM failed on this try reaches the agency's mailbox at once,
// its mail opening with why in plain words, in the agency's language (its site's default), and
// that the CRM still gets it.

const site = (defaultLanguage: Locale): RawSite => ({
  id: 1,
  name: 'Immo Noord',
  primaryHostname: 'www.immo-noord.be',
  hostnames: ['www.immo-noord.be'],
  defaultLanguage,
});
const message: OutboxMessage = {
  id: 'lead-1',
  siteId: 1,
  kind: 'contact-request',
  createdAt: '2026-11-26T01:00:00.000Z',
  document: { firstName: 'Zoë', lastName: 'Claes', email: 'zoe@example.be', message: 'Graag info.' },
};
const opening = (locale: Locale, kind: string) =>
  agencyContent(message, {
    site: site(locale),
    from: 'website@immo-noord.be',
    agency: 'leads@immo-noord.be',
    crmNotice: 'whise: POST /v1/contacts/upsert answered 500',
    crmRetrying: true,
    crmDown: { crm: 'Whise', kind },
  }).text.split('\n')[0];

/** Each language's opening line, by the way the CRM failed. */
const OPENINGS: Record<Locale, { kind: string; text: string }> = {
  nl: {
    kind: 'unavailable',
    text:
      'Whise was niet bereikbaar toen deze aanvraag binnenkwam. Hier is ze alvast; we bezorgen ze aan Whise zodra het antwoordt, u hoeft ze niet zelf ' +
      'in te voeren.',
  },
  fr: {
    kind: 'timeout',
    text:
      'Whise n’a pas répondu à temps à l’arrivée de cette demande. La voici déjà ; nous la transmettrons à Whise dès qu’il répondra, inutile de ' +
      'l’encoder vous-même.',
  },
  en: {
    kind: 'rate-limited',
    text:
      'Whise asked us to wait when this lead came in. Here it is already; we will deliver it to Whise as soon as it answers, so you need not enter it ' +
      'yourself.',
  },
  de: {
    kind: 'unavailable',
    text:
      'Whise war nicht erreichbar, als diese Anfrage einging. Hier ist sie schon; wir übermitteln sie an Whise, sobald es antwortet, Sie müssen sie ' +
      'nicht selbst erfassen.',
  },
};

describe('the mail of a lead whose CRM is down', () => {
  for (const [locale, { kind, text }] of Object.entries(OPENINGS) as [Locale, { kind: string; text: string }][]) {
    it(`opens in ${locale} (${kind}) with the plain reason, never the technical one`, () => {
      expect(opening(locale, kind)).toBe(text);
    });
  }
});
