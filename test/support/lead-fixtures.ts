import type { Lead, LeadCrmState, LeadSendContext } from '../../worker/platform/leads/lead';
import type { FailureRule, FakeCall } from './fake-crm/common.ts';
import { fakeCrmAnswer } from './fake-crm/index.ts';

// What the unit tests of the lead mappings share: leads of every kind as the delivery reads
// them (worker/platform/leads/lead.ts), and accounts on the fake CRMs reached in-process
// through a fetch the clients are given (no network, the same fakes as the worker tests).

/** A fetch that reaches the fake CRMs of test/support/fake-crm/ in this process. */
export const fakeFetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  const answer = fakeCrmAnswer(new Request(input, init));
  if (!answer) throw new Error(`no fake for ${String(input)}`);
  return answer;
}) as typeof fetch;

async function control(url: string, method: string, body?: unknown): Promise<Response> {
  const response = await fakeFetch(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
  return response;
}

/** An account of its own on a fake CRM: its calls and failure rules. */
function account(base: string) {
  return {
    calls: async (): Promise<FakeCall[]> => (await control(`${base}/calls`, 'GET')).json(),
    fail: async (rule: FailureRule) => void (await control(`${base}/failures`, 'POST', rule)),
  };
}

/** A SweepBright account that knows the estates with these ids (a contact about another answers 404). */
export async function sweepBrightAccount(estateIds: string[] = [SB_ESTATE, SB_UNIT]) {
  const clientId = `sb-${crypto.randomUUID()}`;
  const clientSecret = `secret-${crypto.randomUUID()}`;
  const base = `https://sweepbright.test/__fake/${clientId}`;
  await control(base, 'PUT', { secret: clientSecret });
  await control(
    `${base}/estates`,
    'PUT',
    estateIds.map((id) => ({ id })),
  );
  return { connection: { clientId, clientSecret, baseUrl: 'https://sweepbright.test/api/' }, ...account(base) };
}

export async function whiseAccount() {
  const username = `integrator-${crypto.randomUUID()}`;
  const password = `password-${crypto.randomUUID()}`;
  const base = `https://whise.test/__fake/${username}`;
  await control(base, 'PUT', { password });
  return { connection: { username, password, clientId: 20001, officeId: 30001, baseUrl: 'https://whise.test/' }, ...account(base) };
}

/** A send context that keeps the state in memory, as the outbox row would. */
export function memoryContext(state: LeadCrmState = {}): LeadSendContext & { saved: LeadCrmState[] } {
  const saved: LeadCrmState[] = [];
  const context = {
    state,
    saved,
    async save(next: LeadCrmState) {
      context.state = next;
      saved.push(next);
    },
  };
  return context;
}

export const SB_ESTATE = 'b1e4c2a0-5d6f-4a1b-9c3d-2e7f8a9b0c1d';
export const SB_PROJECT = 'c2f5d3b1-6e7a-4b2c-8d4e-3f8a9b0c1d2e';
export const SB_UNIT = 'd3a6e4c2-7f8b-4c3d-9e5f-4a9b0c1d2e3f';

/** A contact request about an estate, with the visitor's attribution. */
export function contactLead(changes: Partial<Lead> = {}): Lead {
  return {
    id: crypto.randomUUID(),
    siteId: 1,
    kind: 'contact',
    outboxKind: 'contact-request',
    createdAt: '2026-11-23T19:00:00.000Z',
    locale: 'nl',
    // The notes' labels in English, so the assertions read the same as the mapping tables of docs/crm-apis.md.
    agencyLocale: 'en',
    person: { firstName: 'Zoë', lastName: "D'Hondt", email: 'zoe.dhondt@example.be', phone: '+32 470 11 22 33' },
    subject: 'Vraag over het pand',
    message: 'Is de tuin zuidgericht? Graag een bezoek.',
    listing: {
      estateId: 412,
      source: 'sweepbright',
      externalId: SB_ESTATE,
      reference: 'GENT-12',
      url: 'https://www.immo-noord.be/nl/aanbod/412',
      title: 'Rijwoning met tuin',
    },
    attribution: {
      landingPage: '/nl/aanbod/412?utm_source=immoweb&utm_campaign=spring&gclid=x',
      referrer: 'https://www.immoweb.be',
      utm: { source: 'immoweb', campaign: 'spring' },
      clickIds: { gclid: 'x' },
    },
    pageUrl: 'https://www.immo-noord.be/nl/aanbod/412/rijwoning-met-tuin',
    consent: true,
    ...changes,
  };
}

export function subscriptionLead(changes: Partial<Lead> = {}): Lead {
  return contactLead({
    kind: 'subscription',
    outboxKind: 'subscription',
    subject: undefined,
    message: undefined,
    listing: undefined,
    person: { firstName: 'Renée', lastName: 'Van den Broeck', email: 'renee@example.be' },
    criteria: {
      negotiation: ['sale'],
      types: ['HOUSE', 'APARTMENT'],
      priceMin: 200_000,
      priceMax: 400_000,
      bedroomsMin: 2,
      postalCodes: ['9000', '9050'],
      cities: ['Gent', 'Gentbrugge'],
    },
    ...changes,
  });
}

export function viewingLead(changes: Partial<Lead> = {}): Lead {
  return contactLead({
    kind: 'viewing',
    outboxKind: 'appointment',
    subject: undefined,
    viewing: { appointmentId: 'appt-123456789012345678', start: '2026-12-02T09:00:00.000Z', end: '2026-12-02T09:30:00.000Z' },
    ...changes,
  });
}

export function reservationLead(changes: Partial<Lead> = {}): Lead {
  return contactLead({
    kind: 'reservation',
    outboxKind: 'rental-reservation',
    subject: undefined,
    listing: { rentalUnitId: 7, reference: 'ZZ-0501', url: 'https://www.immo-noord.be/nl/vakantieverhuur/7', title: 'ZZ-0501, Oostende' },
    reservation: { start: '2027-07-03', end: '2027-07-10', guests: 4, unitLabel: 'ZZ-0501, Oostende' },
    ...changes,
  });
}

export const LOCALE_CASES = [
  ['nl', 'nl-BE'],
  ['fr', 'fr-BE'],
  ['en', 'en-GB'],
  ['de', 'de-DE'],
] as const;
