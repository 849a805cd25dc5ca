import { describe, expect, it } from 'vitest';
import { createWhiseClient } from '../../../../worker/platform/crm/whise/client';
import { sendWhiseLead, WHISE_COMMENTS_MAX, type WhiseLeadSettings } from '../../../../worker/platform/crm/whise/leads';
import {
  contactLead,
  fakeFetch,
  LOCALE_CASES,
  memoryContext,
  reservationLead,
  subscriptionLead,
  viewingLead,
  whiseAccount,
} from '../../../support/lead-fixtures';

// A lead into Whise (worker/platform/crm/whise/leads.ts), through the real client
// against the fake Whise (test/support/fake-crm/), in-process.

const SETTINGS: WhiseLeadSettings = { source: 'whise', officeId: 30001, originId: 12, calendarActionId: 3, calendarUserIds: [501] };
/** A listing of this connection's Whise: estate 4100200. */
const WHISE_LISTING = {
  estateId: 77,
  source: 'whise',
  externalId: '4100200',
  reference: 'W-4100200',
  url: 'https://www.immo-noord.be/fr/offre/77',
  title: 'Appartement',
};

async function setUp() {
  const fake = await whiseAccount();
  const client = createWhiseClient(fake.connection, { fetch: fakeFetch });
  const leadCalls = async () => (await fake.calls()).filter((call) => !call.path.includes('token'));
  return { fake, client, leadCalls };
}

type Body = Record<string, unknown>;

describe('Whise lead mapping', () => {
  it.each(LOCALE_CASES)(
    'upserts a contact about its own estate in %s with EstateIds, LanguageId %s, the office, origin, phone and the notes',
    async (locale, languageId) => {
      const { client, leadCalls } = await setUp();
      const lead = contactLead({ locale, listing: WHISE_LISTING });
      const ctx = memoryContext();
      expect(await sendWhiseLead(client, lead, ctx, SETTINGS)).toBe('sent');
      const [call, ...more] = await leadCalls();
      expect(more).toEqual([]);
      expect(call).toMatchObject({ method: 'POST', path: '/v1/contacts/upsert', status: 200 });
      expect(call!.headers['idempotency-key']).toBe(`${lead.id}:contact`);
      expect(call!.body).toMatchObject({
        FirstName: 'Zoë',
        Name: "D'Hondt",
        PrivateEmail: 'zoe.dhondt@example.be',
        PrivateTel: '+32 470 11 22 33',
        LanguageId: languageId,
        CountryId: 1,
        StatusId: 1,
        OfficeIds: [30001],
        EstateIds: [4100200],
        ContactOriginId: 12,
      });
      const comments = (call!.body as Body).Comments as string;
      expect(comments.startsWith('Is de tuin zuidgericht?')).toBe(true);
      expect(comments).toContain('Property reference: W-4100200');
      expect(comments).toContain('utm_campaign: spring');
      expect(ctx.state).toMatchObject({ contactId: '1', done: ['contact'] });
    },
  );

  it.each([
    ['a SweepBright listing', { ...WHISE_LISTING, source: 'sweepbright', externalId: 'b1e4c2a0-5d6f-4a1b-9c3d-2e7f8a9b0c1d' }],
    ['another Whise office’s listing', { ...WHISE_LISTING, source: 'whise-office2' }],
    ['no listing (a general contact)', undefined],
  ])('names no EstateIds for %s', async (_what, listing) => {
    const { client, leadCalls } = await setUp();
    await sendWhiseLead(client, contactLead({ listing }), memoryContext(), SETTINGS);
    const [call] = await leadCalls();
    expect((call!.body as Body).EstateIds).toBeUndefined();
  });

  it("links a project's unit by the unit's own Whise id", async () => {
    const { client, leadCalls } = await setUp();
    await sendWhiseLead(client, contactLead({ listing: { ...WHISE_LISTING, externalId: '4100202', parentExternalId: '4100201' } }), memoryContext(), SETTINGS);
    expect((await leadCalls())[0]!.body).toMatchObject({ EstateIds: [4100202] });
  });

  it('books a viewing: the contact, then a calendar event linked to the estate and the contact, in Brussels time', async () => {
    const { client, leadCalls } = await setUp();
    const lead = viewingLead({ listing: WHISE_LISTING });
    const ctx = memoryContext();
    expect(await sendWhiseLead(client, lead, ctx, SETTINGS)).toBe('sent');
    const [contact, event, ...more] = await leadCalls();
    expect(more).toEqual([]);
    expect(contact!.path).toBe('/v1/contacts/upsert');
    expect(event).toMatchObject({ method: 'POST', path: '/v1/calendars/create' });
    expect(event!.headers['idempotency-key']).toBe(`${lead.id}:event`);
    expect(event!.body).toMatchObject({
      CalendarActionId: 3,
      UserIds: [501],
      EstateIds: [4100200],
      ContactIds: [1],
      StartDateTime: '2026-12-02T10:00:00',
      EndDateTime: '2026-12-02T10:30:00',
    });
    expect((event!.body as Body).Subject).toBe("Viewing W-4100200: Zoë D'Hondt");
    expect(ctx.state).toEqual({ contactId: '1', eventId: '2', done: ['contact', 'event'] });
  });

  it('goes on where the last try stopped: a failed event is asked again without a second contact', async () => {
    const { client, fake, leadCalls } = await setUp();
    await fake.fail({ status: 503, path: 'calendars', times: 1 });
    const ctx = memoryContext();
    const lead = viewingLead({ listing: WHISE_LISTING });
    await expect(sendWhiseLead(client, lead, ctx, SETTINGS)).rejects.toMatchObject({ kind: 'unavailable', retryable: true });
    expect(ctx.state).toMatchObject({ contactId: '1', done: ['contact'] });
    expect(await sendWhiseLead(client, lead, memoryContext(ctx.state), SETTINGS)).toBe('sent');
    expect((await leadCalls()).map((call) => [call.path, call.status])).toEqual([
      ['/v1/contacts/upsert', 200],
      ['/v1/calendars/create', 503],
      ['/v1/calendars/create', 200],
    ]);
  });

  it('makes the contact but answers not-supported (e-mail) for a viewing when the connection names no calendar action', async () => {
    const { client, leadCalls } = await setUp();
    expect(await sendWhiseLead(client, viewingLead(), memoryContext(), { source: 'whise' })).toBe('not-supported');
    expect((await leadCalls()).map((call) => call.path)).toEqual(['/v1/contacts/upsert']);
  });

  it('deletes the event of a cancelled viewing, once', async () => {
    const { client, leadCalls } = await setUp();
    const lead = viewingLead({
      kind: 'viewing-cancelled',
      outboxKind: 'appointment-cancellation',
      viewing: { appointmentId: 'a', start: '2026-12-02T09:00:00.000Z', crmEventId: '88' },
    });
    const ctx = memoryContext();
    expect(await sendWhiseLead(client, lead, ctx, SETTINGS)).toBe('sent');
    expect(await sendWhiseLead(client, lead, ctx, SETTINGS)).toBe('sent');
    const calls = await leadCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/v1/calendars/delete', body: { CalendarIds: [88] } });
  });

  it('answers not-supported for a cancellation whose booking has no Whise event, and calls nothing', async () => {
    const { client, leadCalls } = await setUp();
    expect(await sendWhiseLead(client, viewingLead({ kind: 'viewing-cancelled', outboxKind: 'appointment-cancellation' }), memoryContext(), SETTINGS)).toBe(
      'not-supported',
    );
    expect(await leadCalls()).toEqual([]);
  });

  it('upserts the guest of a holiday reservation, the stay in the comments', async () => {
    const { client, leadCalls } = await setUp();
    expect(await sendWhiseLead(client, reservationLead(), memoryContext(), SETTINGS)).toBe('sent');
    const [call] = await leadCalls();
    expect((call!.body as Body).Comments).toContain('Stay: 2027-07-03 – 2027-07-10, 4 guests');
    expect((call!.body as Body).EstateIds).toBeUndefined();
  });

  it('upserts a subscription with its search criteria, one per purpose and category, and the e-mail agreement', async () => {
    const { client, leadCalls } = await setUp();
    const lead = subscriptionLead();
    await sendWhiseLead(client, { ...lead, criteria: { ...lead.criteria!, negotiation: ['sale', 'let'] } }, memoryContext(), SETTINGS);
    const body = (await leadCalls())[0]!.body as Body;
    expect(body).toMatchObject({ FirstName: 'Renée', Name: 'Van den Broeck', AgreementEmail: true });
    const common = { PriceMin: 200_000, PriceMax: 400_000, MinRooms: 2, CountryId: 1, ZipCodes: ['9000', '9050'] };
    expect(body.SearchCriteria).toEqual([
      { PurposeId: 1, CategoryId: 1, ...common },
      { PurposeId: 1, CategoryId: 2, ...common },
      { PurposeId: 2, CategoryId: 1, ...common },
      { PurposeId: 2, CategoryId: 2, ...common },
    ]);
  });

  it('caps long comments and names longer than Whise takes', async () => {
    const { client, leadCalls } = await setUp();
    const lead = contactLead({
      message: 'Lange tekst. '.repeat(1000),
      person: { firstName: 'É'.repeat(150), lastName: "O'Brien-Lefèvre", email: 'x@example.be' },
    });
    await sendWhiseLead(client, lead, memoryContext(), SETTINGS);
    const body = (await leadCalls())[0]!.body as Body;
    expect(Array.from(body.Comments as string).length).toBeLessThanOrEqual(WHISE_COMMENTS_MAX);
    expect(body.Comments as string).toContain(`Lead id: ${lead.id}`);
    expect(Array.from(body.FirstName as string)).toHaveLength(100);
    expect(body.Name).toBe("O'Brien-Lefèvre");
  });

  it('throws Whise’s isValidRequest: false as a refusal no retry fixes', async () => {
    const { client } = await setUp();
    const error = await sendWhiseLead(client, contactLead({ person: { phone: '+32 470 00 00 00' } }), memoryContext(), SETTINGS).catch((caught) => caught);
    expect(error).toMatchObject({ kind: 'refused', retryable: false, detail: 'Required: A name or an e-mail address is required.' });
  });
});
