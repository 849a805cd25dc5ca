import { describe, expect, it } from 'vitest';
import { capText, leadFacts, leadNotes } from '../../../../worker/platform/leads/notes';
import { CrmError } from '../../../../worker/platform/crm/crm-error';
import { createSweepBrightClient } from '../../../../worker/platform/crm/sweepbright/client';
import { sendSweepBrightLead, SWEEPBRIGHT_MESSAGE_MAX } from '../../../../worker/platform/crm/sweepbright/leads';
import {
  contactLead,
  fakeFetch,
  memoryContext,
  reservationLead,
  SB_ESTATE,
  SB_PROJECT,
  SB_UNIT,
  subscriptionLead,
  sweepBrightAccount,
  viewingLead,
} from '../../../support/lead-fixtures';

// A lead into SweepBright (worker/platform/crm/sweepbright/leads.ts), through the
// real client against the fake SweepBright (test/support/fake-crm/), in-process.

async function setUp() {
  const fake = await sweepBrightAccount();
  const client = createSweepBrightClient(fake.connection, { fetch: fakeFetch });
  const leadCalls = async () => (await fake.calls()).filter((call) => call.path !== '/oauth/token');
  return { fake, client, leadCalls };
}

describe('SweepBright lead mapping', () => {
  it('posts a contact about a SweepBright estate to that estate, with the message, the listing and the attribution in the message', async () => {
    const { client, leadCalls } = await setUp();
    const lead = contactLead();
    const ctx = memoryContext();
    expect(await sendSweepBrightLead(client, lead, ctx)).toBe('sent');
    const [call, ...more] = await leadCalls();
    expect(more).toEqual([]);
    expect(call).toMatchObject({ method: 'POST', path: `/estates/${SB_ESTATE}/contacts`, status: 200 });
    expect(call!.headers['idempotency-key']).toBe(`${lead.id}:contact`);
    const body = call!.body as Record<string, string>;
    expect(body).toMatchObject({ first_name: 'Zoë', last_name: "D'Hondt", email: 'zoe.dhondt@example.be', phone: '+32 470 11 22 33', locale: 'nl' });
    expect(body.message.startsWith('Is de tuin zuidgericht? Graag een bezoek.\n\n')).toBe(true);
    for (const fact of [
      'Property reference: GENT-12',
      `CRM id: sweepbright ${SB_ESTATE}`,
      'Listing page: https://www.immo-noord.be/nl/aanbod/412',
      'utm_source: immoweb',
      'utm_campaign: spring',
      'gclid: x',
      'Referring site: https://www.immoweb.be',
      'Landing page: /nl/aanbod/412?utm_source=immoweb',
    ]) {
      expect(body.message).toContain(fact);
    }
    expect(ctx.state.done).toEqual(['contact']);
  });

  it("posts a contact about a project's unit to the unit's own estate id", async () => {
    const { client, leadCalls } = await setUp();
    await sendSweepBrightLead(
      client,
      contactLead({ listing: { estateId: 500, source: 'sweepbright', externalId: SB_UNIT, parentExternalId: SB_PROJECT, reference: 'PRJ-1-A2' } }),
      memoryContext(),
    );
    const [call] = await leadCalls();
    expect(call!.path).toBe(`/estates/${SB_UNIT}/contacts`);
    expect((call!.body as { message: string }).message).toContain(`(project ${SB_PROJECT})`);
  });

  it.each([
    ['a general contact (no listing)', contactLead({ listing: undefined }), undefined],
    [
      'a listing from another source',
      contactLead({ listing: { estateId: 9, source: 'whise', externalId: '4100200', reference: 'W-9' } }),
      'CRM id: whise 4100200',
    ],
    [
      'a valuation request',
      contactLead({ kind: 'valuation', listing: undefined, fields: { address: 'Kerkstraat 1, 9000 Gent' } }),
      'address: Kerkstraat 1, 9000 Gent',
    ],
  ])('posts %s as a contact of its own', async (_what, lead, named) => {
    const { client, leadCalls } = await setUp();
    expect(await sendSweepBrightLead(client, lead, memoryContext())).toBe('sent');
    const [call, ...more] = await leadCalls();
    expect(more).toEqual([]);
    expect(call).toMatchObject({ method: 'POST', path: '/contacts' });
    expect((call!.body as { preferences?: unknown }).preferences).toBeUndefined();
    if (named) expect((call!.body as { message: string }).message).toContain(named);
  });

  it('posts a subscription as a contact with its preferences and postal codes', async () => {
    const { client, leadCalls } = await setUp();
    await sendSweepBrightLead(client, subscriptionLead(), memoryContext());
    const [call] = await leadCalls();
    expect(call!.path).toBe('/contacts');
    expect(call!.body).toMatchObject({
      first_name: 'Renée',
      last_name: 'Van den Broeck',
      email: 'renee@example.be',
      preferences: { negotiation: 'sale', types: ['house', 'apartment'], min_price: 200_000, max_price: 400_000, min_rooms: 2 },
      location_preference: { country: 'BE', postal_codes: ['9000', '9050'] },
    });
    expect((call!.body as { message: string }).message).toContain('Where: Gent, Gentbrugge (9000, 9050)');
  });

  it('leaves the negotiation out of a search for sale and for rent (one per contact), and says both in the message', async () => {
    const { client, leadCalls } = await setUp();
    const lead = subscriptionLead();
    await sendSweepBrightLead(client, { ...lead, criteria: { ...lead.criteria!, negotiation: ['sale', 'let'] } }, memoryContext());
    const [call] = await leadCalls();
    expect((call!.body as { preferences: Record<string, unknown> }).preferences.negotiation).toBeUndefined();
    expect((call!.body as { message: string }).message).toContain('Looking for: sale / let');
  });

  it('posts a viewing as the contact call SweepBright documents, on the estate, the time on the Brussels clock in its message; once, tried twice', async () => {
    const { client, leadCalls } = await setUp();
    const [lead, ctx] = [viewingLead(), memoryContext()];
    for (const attempt of [1, 2]) expect(await sendSweepBrightLead(client, lead, ctx), `attempt ${attempt}`).toBe('sent');
    const calls = await leadCalls();
    expect(calls.map((call) => [call.method, call.path, call.headers['idempotency-key']])).toEqual([
      ['POST', `/estates/${SB_ESTATE}/contacts`, `${lead.id}:contact`],
    ]);
    expect((calls[0]!.body as { message: string }).message).toContain('Viewing: Wednesday 02/12/2026 10:00–10:30 (2026-12-02T09:00:00.000Z)');
  });

  it.each([
    ['a cancelled viewing', viewingLead({ kind: 'viewing-cancelled', outboxKind: 'appointment-cancellation' })],
    ['a holiday reservation', reservationLead()],
  ])('answers not-supported for %s (it goes by e-mail) and calls nothing', async (_what, lead) => {
    const { client, leadCalls } = await setUp();
    expect(await sendSweepBrightLead(client, lead, memoryContext())).toBe('not-supported');
    expect(await leadCalls()).toEqual([]);
  });

  it.each(['nl', 'fr', 'en', 'de'] as const)('sends the visitor’s language %s as locale', async (locale) => {
    const { client, leadCalls } = await setUp();
    await sendSweepBrightLead(client, contactLead({ locale }), memoryContext());
    const [call] = await leadCalls();
    expect((call!.body as { locale: string }).locale).toBe(locale);
    expect((call!.body as { message: string }).message).toContain(`Lead: Contact request (${locale})`);
  });

  it('caps a long message so that the facts still fit', async () => {
    const { client, leadCalls } = await setUp();
    const lead = contactLead({ message: 'Wij zoeken een huis met een grote tuin. '.repeat(400) });
    await sendSweepBrightLead(client, lead, memoryContext());
    const message = (await leadCalls())[0]!.body as { message: string };
    expect(Array.from(message.message).length).toBeLessThanOrEqual(SWEEPBRIGHT_MESSAGE_MAX);
    expect(message.message).toContain('…\n\nLead: Contact request');
    expect(message.message.endsWith(`Lead id: ${lead.id}`)).toBe(true);
  });

  it.each([
    [
      'nl',
      [
        'Aanvraag: Contactaanvraag (nl)',
        'Referentie van het pand: GENT-12',
        'Pagina van het pand: https://www.immo-noord.be/nl/aanbod/412',
        'Landingspagina: /nl/aanbod/412',
        'ID van de aanvraag: ',
      ],
    ],
    [
      'fr',
      [
        'Demande: Demande de contact (nl)',
        'Référence du bien: GENT-12',
        'Page du bien: https://www.immo-noord.be/nl/aanbod/412',
        'Page d’arrivée: /nl/aanbod/412',
        'ID de la demande: ',
      ],
    ],
  ] as const)('labels the notes in the agency’s language (%s), whatever the visitor’s', (agencyLocale, facts) => {
    const notes = leadNotes(contactLead({ agencyLocale }), 5000);
    for (const fact of facts) expect(notes).toContain(fact);
    expect(notes).not.toMatch(/Listing page|Lead id|crmNotes\.|labels\./);
  });

  it('does not post again on a retry once SweepBright took the contact', async () => {
    const { client, leadCalls } = await setUp();
    expect(await sendSweepBrightLead(client, contactLead(), memoryContext({ done: ['contact'] }))).toBe('sent');
    expect(await leadCalls()).toEqual([]);
  });

  it('throws what SweepBright refused (422) as a refusal no retry fixes, and records no step', async () => {
    const { client } = await setUp();
    const ctx = memoryContext();
    const error = await sendSweepBrightLead(client, contactLead({ person: { firstName: 'Anoniem' } }), ctx).catch((caught) => caught);
    expect(error).toBeInstanceOf(CrmError);
    expect(error).toMatchObject({ kind: 'refused', status: 422, retryable: false });
    expect(ctx.saved).toEqual([]);
  });

  it('throws a 503 as retryable', async () => {
    const { client, fake } = await setUp();
    await fake.fail({ status: 503, path: '/contacts', times: 1 });
    const error = await sendSweepBrightLead(client, contactLead(), memoryContext()).catch((caught) => caught);
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true });
  });
});

describe('lead notes (worker/platform/leads/notes.ts)', () => {
  it('cuts by characters, never inside an accent or emoji', () => {
    expect(capText('Zoë woont in Gent', 8)).toBe('Zoë woo…');
    expect(capText('🏠🏠🏠🏠', 3)).toBe('🏠🏠…');
    expect(capText('kort', 10)).toBe('kort');
  });

  it('names the attribution and leaves out what the lead does not have', () => {
    const facts = leadFacts(contactLead({ attribution: { utm: { medium: 'cpc' }, clickIds: { fbclid: 'fb.1' } }, subject: undefined, pageUrl: undefined }));
    expect(facts).toContain('utm_medium: cpc');
    expect(facts).toContain('fbclid: fb.1');
    expect(facts.some((line) => line.startsWith('Subject') || line.startsWith('Sent from') || line.startsWith('Referring site'))).toBe(false);
  });

  it('keeps the facts whole and cuts the message when the room is short', () => {
    const lead = contactLead({ message: 'x'.repeat(10_000) });
    const notes = leadNotes(lead, 1200);
    expect(Array.from(notes).length).toBeLessThanOrEqual(1200);
    expect(notes).toContain(leadFacts(lead).join('\n'));
  });
});
