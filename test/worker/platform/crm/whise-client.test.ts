import { describe, expect, it } from 'vitest';
import { WHISE_DETAIL } from '../../../../worker/platform/crm/whise/schema';
import { createWhiseClient } from '../../../../worker/platform/crm/whise/client';
import { crmError } from '../../../support/crm-error';
import { WHISE_FIXTURES, whiseEstates } from '../../../support/fake-crm/fixtures';
import { fakeWhise } from '../../fake-crm';

// The Whise client against the fake Whise (test/support/fake-crm/whise.ts), reached through the
// worker pool's outbound service like any outside address.

const { houseForSale, apartmentForRent } = WHISE_FIXTURES;
const every = { StatusIds: [1], DisplayStatusIds: [1, 2, 3, 4, 5] };

describe('Whise client', () => {
  it('gets a marketplace token, then the client token for ClientId/OfficeId, and reuses both', async () => {
    const fake = await fakeWhise([houseForSale]);
    const client = createWhiseClient(fake.connection);
    await client.listEstates(every, { offset: 0, limit: 10 });
    await client.listEstates(every, { offset: 0, limit: 10 });

    const calls = await fake.calls();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /token',
      'POST /v1/admin/clients/token',
      'POST /v1/estates/list',
      'POST /v1/estates/list',
    ]);
    expect(calls[0].body).toEqual({ Username: fake.connection.username, Password: fake.connection.password });
    expect(calls[1].body).toEqual({ ClientId: 20001, OfficeId: 30001 });
    expect(calls[1].headers.authorization).toMatch(/^Bearer whise-marketplace-\d+$/);
    expect(calls[2].headers.authorization).toMatch(/^Bearer whise-client-\d+$/);
    expect(calls[3].headers.authorization).toBe(calls[2].headers.authorization);
  });

  it('reads an estate with its details, pictures and texts per language', async () => {
    const fake = await fakeWhise([houseForSale]);
    const { estates, totalCount } = await createWhiseClient(fake.connection).listEstates(every, { offset: 0, limit: 10 });
    expect(totalCount).toBe(1);
    const [estate] = estates;
    const detail = (id: number) => estate.details?.find((entry) => entry.id === id);
    expect(detail(WHISE_DETAIL.latitude)?.value).toBe('51.0663');
    expect(detail(WHISE_DETAIL.epcLabel)?.value).toBe('B');
    expect(detail(WHISE_DETAIL.floodRisk)?.enum?.id).toBe(1233);
    expect(estate.pictures?.[0]).toMatchObject({ urlSmall: expect.stringMatching(/\/200\//), urlXXL: expect.stringMatching(/\/1600\//) });
    expect(estate.shortDescription?.map((text) => text.languageId)).toEqual(['nl-BE', 'fr-BE', 'en-GB', 'de-DE']);
  });

  it('pages through 5 pages of what changed since the last run, with UpdateDateTimeRange and Page.Limit/Offset', async () => {
    const changed = whiseEstates(500, { firstId: 6_000_000, updateDateTime: '2026-03-02T10:00:00' });
    const older = whiseEstates(20, { firstId: 7_000_000, updateDateTime: '2026-02-01T10:00:00' });
    const fake = await fakeWhise([...older, ...changed]);
    const pages = [];
    for await (const page of createWhiseClient(fake.connection).changedEstates(new Date('2026-03-01T00:00:00Z'), { pageSize: 100 })) pages.push(page);

    expect(pages.map((page) => [page.offset, page.estates.length, page.totalCount])).toEqual([0, 100, 200, 300, 400].map((offset) => [offset, 100, 500]));
    const ids = pages.flatMap((page) => page.estates.map((estate) => estate.id));
    expect(ids).toEqual(changed.map((estate) => estate.id));
    const lists = (await fake.calls()).filter((call) => call.path === '/v1/estates/list');
    expect(lists).toHaveLength(5);
    expect(lists.map((call) => (call.body as { Page: unknown }).Page)).toEqual([0, 100, 200, 300, 400].map((Offset) => ({ Limit: 100, Offset })));
    // 1 March, midnight UTC is 01:00 in Brussels (winter time), the clock Whise writes its times in.
    // Midnight UTC is 01:00 in Brussels; sent two hours early (changedSinceMin: Whise's zone is undocumented).
    expect(lists[0].body).toMatchObject({ Filter: { UpdateDateTimeRange: { Min: '2026-02-28T23:00:00' }, IncludeGroupEstates: true } });
  });

  it('lists the ids of every estate online for the daily delete diff, ids only', async () => {
    const online = whiseEstates(1200, { firstId: 8_000_000 });
    const offline = { ...whiseEstates(1, { firstId: 9_000_000 })[0], displayStatusId: 1 };
    const fake = await fakeWhise([...online, offline]);
    const ids = await createWhiseClient(fake.connection).estateIds();
    expect(ids).toHaveLength(1200);
    expect(ids).not.toContain(offline.id);
    const lists = (await fake.calls()).filter((call) => call.path === '/v1/estates/list');
    expect(lists.map((call) => (call.body as { Page: { Offset: number } }).Page.Offset)).toEqual([0, 500, 1000]);
    expect(lists[0].body).toMatchObject({ Field: { Included: ['id'] } });
  });

  it('upserts a contact and creates and deletes a calendar event', async () => {
    const fake = await fakeWhise([houseForSale]);
    const client = createWhiseClient(fake.connection);
    const { contactId } = await client.upsertContact({
      FirstName: 'Zoë',
      Name: "D'Hondt",
      PrivateEmail: 'zoe@example.org',
      EstateIds: [houseForSale.id],
      LanguageId: 'nl-BE',
    });
    expect(contactId).toBeGreaterThan(0);
    const { calendarId } = await client.createCalendarEvent({ EstateIds: [houseForSale.id], ContactIds: [contactId] });
    await client.deleteCalendarEvents([calendarId!]);
    const calls = (await fake.calls()).slice(2);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/contacts/upsert',
      'POST /v1/calendars/create',
      'DELETE /v1/calendars/delete',
    ]);
    expect(calls[2].body).toEqual({ CalendarIds: [calendarId] });
  });

  it("turns Whise's isValidRequest: false into refused, not retryable", async () => {
    const fake = await fakeWhise([]);
    const error = await crmError(createWhiseClient(fake.connection).upsertContact({ LanguageId: 'fr-BE' }));
    expect([error.kind, error.retryable]).toEqual(['refused', false]);
    expect(error.detail).toContain('A name or an e-mail address is required.');
  });

  it('turns a refused password (401) and a client not linked to the integrator (403) into credentials-rejected', async () => {
    const fake = await fakeWhise([houseForSale]);
    const wrongPassword = await crmError(createWhiseClient({ ...fake.connection, password: 'wrong' }).listEstates(every, { offset: 0, limit: 10 }));
    expect([wrongPassword.kind, wrongPassword.status, wrongPassword.retryable]).toEqual(['credentials-rejected', 401, false]);

    const unlinked = await fakeWhise([houseForSale], { clientIds: [99999] });
    const wrongClient = await crmError(createWhiseClient(unlinked.connection).listEstates(every, { offset: 0, limit: 10 }));
    expect([wrongClient.kind, wrongClient.status]).toEqual(['credentials-rejected', 403]);
  });

  it('asks for a new client token once when the kept one is refused, and goes on', async () => {
    const fake = await fakeWhise([apartmentForRent]);
    const client = createWhiseClient(fake.connection);
    await client.listEstates(every, { offset: 0, limit: 10 });
    await fake.revokeTokens();
    await expect(client.listEstates(every, { offset: 0, limit: 10 })).resolves.toMatchObject({ totalCount: 1 });
    expect((await fake.calls()).map((call) => `${call.path} ${call.status}`)).toEqual([
      '/token 200',
      '/v1/admin/clients/token 200',
      '/v1/estates/list 200',
      '/v1/estates/list 401',
      '/v1/admin/clients/token 401',
      '/token 200',
      '/v1/admin/clients/token 200',
      '/v1/estates/list 200',
    ]);
  });

  it('surfaces a 429 as rate-limited with its Retry-After', async () => {
    const fake = await fakeWhise([houseForSale]);
    await fake.fail({ status: 429, retryAfter: '30', path: '/v1/estates/list' });
    const error = await crmError(createWhiseClient(fake.connection).listEstates(every, { offset: 0, limit: 10 }));
    expect([error.kind, error.retryAfterSeconds, error.retryable]).toEqual(['rate-limited', 30, true]);
  });

  it('surfaces a 500 as unavailable, retryable', async () => {
    const fake = await fakeWhise([houseForSale]);
    await fake.fail({ status: 500, path: '/v1/estates/list' });
    const error = await crmError(createWhiseClient(fake.connection).estateIds());
    expect([error.kind, error.status, error.retryable]).toEqual(['unavailable', 500, true]);
  });

  it('gives up on a slow answer at its time limit, as a retryable timeout', async () => {
    const fake = await fakeWhise([houseForSale]);
    await fake.fail({ delayMs: 2000, path: '/token' });
    const error = await crmError(createWhiseClient(fake.connection, { timeoutMs: 300 }).estateIds());
    expect([error.kind, error.retryable]).toEqual(['timeout', true]);
  });

  it('serves pictures until the account is set to have them gone', async () => {
    const fake = await fakeWhise([houseForSale]);
    const [estate] = (await createWhiseClient(fake.connection).listEstates(every, { offset: 0, limit: 1 })).estates;
    expect((await fetch(estate.pictures![0].urlLarge!)).status).toBe(200);
    const gone = await fakeWhise([houseForSale], { picturesExpired: true });
    const [same] = (await createWhiseClient(gone.connection).listEstates(every, { offset: 0, limit: 1 })).estates;
    expect((await fetch(same.pictures![0].urlLarge!)).status).toBe(404);
  });
});
