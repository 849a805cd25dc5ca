import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VIEWING_HOURS, type ViewingHours, viewingSlots } from '../../../../shared/domain/viewing-hours';
import { consoleFetch, consolePage, member, signIn, type Who } from '../../console-helpers';
import { bodyOf, CLIENT, get, html } from '../../helpers';
import PostalMime from 'postal-mime';
import { mailsContaining } from '../../crm';
import { UNTIL } from '../../crm-lead-helpers';
import { later, postForm } from '../../draft-helpers';
import { call, ingestCall, ingestTokens, whiseHouse } from '../../platform-helpers';
import { expectText } from '../../../support/text';

// Viewing hours (docs/viewings.md): an owner sets when viewings can be booked, for the agency,
// an office or an agent; the live agenda serves the slots of those hours for any listing (here
// one that came through the ingest API as a CRM's), minus the notice and the exceptions, on the
// Brussels clock across a change of time; a booked slot leaves the agenda for others at once,
// a cancelled one comes back; one agency's hours never serve another's listings.

const OWNER = 'owner@immo-scheldeland.localhost';
const HOST = 'http://localhost';

afterEach(() => vi.useRealTimers());

let estateId = 0;
let pagePath = '';
let agent: { id: number; email: string; officeId: number | null } = { id: 0, email: '', officeId: null };

beforeAll(async () => {
  const tokens = await ingestTokens();
  const ingested = await ingestCall('PUT', '/sites/1/listings', { token: tokens[1], body: { listings: [whiseHouse('W-VH-1', { reference: 'VH-1' })] } });
  expect(ingested.status).toBe(200);
  estateId = (await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = 1 AND source = 'whise' AND external_id = 'W-VH-1'").first<number>(
    'estate_id',
  ))!;
  const row = await env.DB.prepare(
    "SELECT id, document FROM entity_items WHERE site_id = 1 AND entity = 'employees' AND json_extract(document, '$.officeId') IS NOT NULL ORDER BY id LIMIT 1",
  ).first<{ id: number; document: string }>();
  const employee = JSON.parse(row!.document) as { email: string; officeId: number };
  agent = { id: row!.id, email: employee.email, officeId: employee.officeId };
  const redirect = await get(`${HOST}/nl/aanbod/${estateId}`);
  expect(redirect.status).toBe(301);
  pagePath = redirect.headers.get('Location')!;
});

/** The hours form as the screen posts it (the statuses repeated). */
function hoursForm(who: Who, path: string, fields: Record<string, string>, statuses: string[] = ['FOR_SALE', 'TO_RENT']) {
  const body = new URLSearchParams({ _csrf: who.csrf, ...fields });
  for (const status of statuses) body.append('status', status);
  return get(`http://console.localhost${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Cookie: who.cookie,
      Origin: 'http://console.localhost',
      'Content-Type': 'application/x-www-form-urlencoded',
      'CF-Connecting-IP': '203.0.113.10',
    },
    body: body.toString(),
  });
}

const weekFields = (day: string, weekend = '') => Object.fromEntries(Array.from({ length: 7 }, (_, index) => [`day.${index}`, index < 5 ? day : weekend]));

/** Hours written as the console's API writes them (the platform's own store), for the tests that move the clock. */
async function setHours(siteId: number, scope: string, hours: ViewingHours) {
  await env.DB.prepare('INSERT OR REPLACE INTO viewing_hours (site_id, scope, document, updated_by, updated_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(siteId, scope, JSON.stringify(hours), 'test', new Date().toISOString())
    .run();
}
const clearHours = () => env.DB.prepare('DELETE FROM viewing_hours').run();

/** The agenda the platform answers the site for an estate: its slots with places left. */
async function agenda(id = estateId, siteId = 1): Promise<{ id: number; start: string; end: string; available: number }[]> {
  const { status, body } = await call('GET', `/live-agenda/${id}`, { siteId });
  expect(status).toBe(200);
  return body.slots;
}

const offered = (body: string) => [...body.matchAll(/id="viewing-slot-(\d+)"/g)].map((m) => Number(m[1]));

/** Books a slot from the estate's page as the island does. */
function book(slotId: number, email: string) {
  return get(HOST + pagePath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': CLIENT },
    body: JSON.stringify({
      form: 'viewing',
      slotId: String(slotId),
      firstName: 'Lotte',
      lastName: 'Claes',
      email,
      phone: '+32 470 11 22 33',
      privacy: 'yes',
      formKey: crypto.randomUUID(),
    }),
  });
}

describe('the viewing hours screen (owners)', () => {
  it('saves the agency’s hours from the owner’s words, and a CRM listing without slots then offers them, notice and exceptions applied', async () => {
    await clearHours();
    const owner = await signIn(OWNER);
    const screen = await consolePage(owner, '/fr/sites/1/viewing-hours');
    expect(screen).toContain('<h1>Heures de visite de ');
    expect(screen).toContain('<label for="vh-day-0">lundi</label>');
    expect(screen).toContain(`name="_csrf" value="${owner.csrf}"`);
    expect(await agenda()).toEqual([]);
    // The page, kept with its empty agenda before the hours are set.
    expect((await html(HOST + pagePath)).body).not.toContain('name="slotId"');
    // Tomorrow, in Brussels, is closed; the day after has other hours (days counted from one moment: a run across midnight keeps them).
    const startedAt = Date.now();
    const day = (offset: number) => new Date(startedAt + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Brussels' });
    const belgian = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    const fields = {
      scope: 'site',
      ...weekFields('9:00 - 12:00, 14:00-16:00', '10h00-12h00'),
      slotMinutes: '60',
      noticeHours: '2',
      daysAhead: '10',
      exceptions: `${belgian(day(1))}\n${day(2)} 15:00-16:30`,
      references: '',
    };
    const saved = await hoursForm(owner, '/nl/sites/1/viewing-hours', fields);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe('/nl/sites/1/viewing-hours?scope=site&saved=1');
    // Past the few seconds the site's isolate trusts its cache generations, the site's kept answers are retired.
    later();
    const stored = JSON.parse(
      (await env.DB.prepare("SELECT document FROM viewing_hours WHERE site_id = 1 AND scope = 'site'").first<string>('document'))!,
    ) as ViewingHours;
    expect(stored).toEqual({
      week: [
        ...Array.from({ length: 5 }, () => [
          ['09:00', '12:00'],
          ['14:00', '16:00'],
        ]),
        [['10:00', '12:00']],
        [['10:00', '12:00']],
      ],
      slotMinutes: 60,
      noticeHours: 2,
      daysAhead: 10,
      closed: [{ from: day(1), to: day(1) }],
      special: [{ day: day(2), ranges: [['15:00', '16:30']] }],
      statuses: ['FOR_SALE', 'TO_RENT'],
      references: [],
    });
    const before = viewingSlots(stored, new Date());
    const slots = await agenda();
    const after = viewingSlots(stored, new Date());
    // The slots of the hours (one may have passed its notice between the two readings).
    expect(slots.length).toBeGreaterThan(10);
    expect(after.length).toBeLessThanOrEqual(slots.length);
    expect(slots.map(({ start, end }) => ({ start, end }))).toEqual(before.slice(before.length - slots.length));
    expect(slots.every((slot) => slot.available === 1)).toBe(true);
    expect(slots.every((slot) => Date.parse(slot.start) >= Date.now() + 2 * 3_600_000 - 60_000)).toBe(true);
    const brusselsDay = (start: string) => new Date(start).toLocaleDateString('en-CA', { timeZone: 'Europe/Brussels' });
    expect(slots.filter((slot) => brusselsDay(slot.start) === day(1))).toEqual([]);
    expect(
      slots
        .filter((slot) => brusselsDay(slot.start) === day(2))
        .map((slot) => new Date(slot.start).toLocaleTimeString('nl-BE', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' })),
    ).toEqual(['15:00']);
    // The listing's page, kept before, shows "Plan een bezoek" with them at once.
    const page = await html(HOST + pagePath);
    expect(page.body).toContain('Plan een bezoek');
    expect(offered(page.body)).toContain(slots[0]!.id);
    // The screen shows what was saved, in the owner's words.
    const shown = await consolePage(owner, '/en/sites/1/viewing-hours?scope=site&saved=1');
    expect(shown).toContain('role="status">Saved: the site offers these times at once.');
    expect(shown).toContain('name="day.0" value="09:00-12:00, 14:00-16:00"');
  });

  it('marks each field the owner got wrong, in the console’s language, keeping what was typed and saving nothing', async () => {
    await clearHours();
    const owner = await signIn(OWNER);
    const refused = await hoursForm(
      owner,
      '/nl/sites/1/viewing-hours',
      { scope: 'site', ...weekFields('12:00-09:00'), slotMinutes: '5', noticeHours: '24', daysAhead: '14', exceptions: '24/12/2026\nmorgen', references: '' },
      [],
    );
    const page = await bodyOf(refused, 400);
    expectText(
      page,
      [
        'role="alert"',
        'aria-invalid="true" aria-describedby="vh-day-0-error" name="day.0" value="12:00-09:00"',
        'id="vh-day-0-error">Geef uren zoals 09:00-12:00, 13:30-17:00, in volgorde.',
        'id="vh-slotMinutes-error">Geef een getal van 10 tot 240.',
        'id="vh-exceptions-error">Regel 2 is niet leesbaar',
        'id="vh-statuses-error">Vink minstens één status aan.',
        '24/12/2026\nmorgen</textarea>',
      ],
      ['id="vh-noticeHours-error"'],
    );
    expect(await env.DB.prepare('SELECT count(*) AS n FROM viewing_hours').first<number>('n')).toBe(0);
  });

  it('an agent’s hours come before the agency’s for the listings they represent, and removing them gives the agency’s back', async () => {
    await clearHours();
    await env.DB.prepare(
      "UPDATE estates SET document = json_set(document, '$.salesRep', json_object('firstname', 'A', 'lastname', 'B', 'email', upper(?1))) WHERE id = ?2",
    )
      .bind(agent.email, estateId)
      .run();
    const owner = await signIn(OWNER);
    expect(await consolePage(owner, '/en/sites/1/viewing-hours')).toContain(`href="/en/sites/1/viewing-hours?scope=agent%3A${agent.id}"`);
    const common = { noticeHours: '0', daysAhead: '14', exceptions: '', references: '' };
    expect(
      (await hoursForm(owner, '/en/sites/1/viewing-hours', { scope: 'site', ...weekFields('09:00-10:00', '09:00-10:00'), slotMinutes: '60', ...common }))
        .status,
    ).toBe(303);
    expect(
      (
        await hoursForm(owner, '/en/sites/1/viewing-hours', {
          scope: `agent:${agent.id}`,
          ...weekFields('14:00-15:00', '14:00-15:00'),
          slotMinutes: '30',
          ...common,
        })
      ).status,
    ).toBe(303);
    const time = (start: string) => new Date(start).toLocaleTimeString('nl-BE', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' });
    expect(new Set((await agenda()).map((slot) => time(slot.start)))).toEqual(new Set(['14:00', '14:30']));
    // The booking names the agent, whose mailbox gets the agency's mail too.
    expect((await postForm(owner, '/en/sites/1/settings', { cards: '1', to: 'leads@immo-scheldeland.test', from: 'outbox@agency.test' })).status).toBe(303);
    const slot = (await agenda())[0]!;
    expect((await book(slot.id, 'agent-copy@example.be')).status).toBe(201);
    const row = (await env.DB.prepare(
      "SELECT id, document FROM outbox WHERE kind = 'appointment' AND json_extract(document, '$.email') = 'agent-copy@example.be'",
    ).first<{ id: string; document: string }>())!;
    expect(JSON.parse(row.document).agent).toMatchObject({ id: agent.id, email: agent.email });
    const recipients = await vi.waitFor(async () => {
      const to = (await Promise.all((await mailsContaining(row.id)).map((raw) => PostalMime.parse(raw)))).flatMap(
        (mail) => mail.to?.map((address) => address.address) ?? [],
      );
      expect(to).toHaveLength(2);
      return to.sort();
    }, UNTIL);
    expect(recipients).toEqual(['leads@immo-scheldeland.test', agent.email].sort());
    // No mailbox again: the other tests' bookings mail no one.
    expect((await postForm(owner, '/en/sites/1/settings', { cards: '1' })).status).toBe(303);
    const removed = await hoursForm(owner, '/en/sites/1/viewing-hours/remove', { scope: `agent:${agent.id}` });
    expect(removed.headers.get('Location')).toBe(`/en/sites/1/viewing-hours?scope=agent%3A${agent.id}&removed=1`);
    expect(new Set((await agenda()).map((slot) => time(slot.start)))).toEqual(new Set(['09:00']));
  });

  it('is the owners’: an editor gets 403, a form without the CSRF token 403, and another agency’s screen 404', async () => {
    await clearHours();
    await member('editor-hours@example.be', 1, 'editor');
    const editor = await signIn('editor-hours@example.be');
    expect((await consoleFetch('/en/sites/1/viewing-hours', { cookie: editor.cookie })).status).toBe(403);
    expect(
      (
        await hoursForm(editor, '/en/sites/1/viewing-hours', {
          scope: 'site',
          ...weekFields('09:00-12:00'),
          slotMinutes: '30',
          noticeHours: '0',
          daysAhead: '7',
        })
      ).status,
    ).toBe(403);
    const owner = await signIn(OWNER);
    expect(
      (
        await hoursForm({ ...owner, csrf: 'wrong' }, '/en/sites/1/viewing-hours', {
          scope: 'site',
          ...weekFields('09:00-12:00'),
          slotMinutes: '30',
          noticeHours: '0',
          daysAhead: '7',
        })
      ).status,
    ).toBe(403);
    expect((await consoleFetch('/en/sites/2/viewing-hours', { cookie: owner.cookie })).status).toBe(404);
    expect(
      (
        await hoursForm(owner, '/en/sites/2/viewing-hours', {
          scope: 'site',
          ...weekFields('09:00-12:00'),
          slotMinutes: '30',
          noticeHours: '0',
          daysAhead: '7',
        })
      ).status,
    ).toBe(404);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM viewing_hours').first<number>('n')).toBe(0);
  });
});

describe('the live agenda from viewing hours', () => {
  it('keeps 10:00 at 10:00 in Brussels through the week the clocks go forward', async () => {
    await clearHours();
    vi.useFakeTimers({ toFake: ['Date'] });
    // Friday 26 March 2027, 06:00Z; the clocks go forward on Sunday the 28th.
    vi.setSystemTime(new Date('2027-03-26T06:00:00Z'));
    await setHours(1, 'site', { ...DEFAULT_VIEWING_HOURS, week: Array.from({ length: 7 }, () => [['10:00', '10:30']]), noticeHours: 0, daysAhead: 5 });
    expect((await agenda()).map((slot) => slot.start)).toEqual([
      '2027-03-26T09:00:00.000Z',
      '2027-03-27T09:00:00.000Z',
      '2027-03-28T08:00:00.000Z',
      '2027-03-29T08:00:00.000Z',
      '2027-03-30T08:00:00.000Z',
    ]);
  });

  it('a booked slot leaves the page for the next visitor at once; a second booking of it is refused; cancelling brings it back', async () => {
    await clearHours();
    await setHours(1, 'site', { ...DEFAULT_VIEWING_HOURS, week: Array.from({ length: 7 }, () => [['09:00', '17:00']]), noticeHours: 0, daysAhead: 3 });
    const page = await html(HOST + pagePath);
    const [slotId] = offered(page.body);
    expect(slotId).toBeDefined();
    const booked = await book(slotId!, 'eerste@example.be');
    expect(booked.status).toBe(201);
    const { confirmation } = (await booked.json()) as { confirmation: { cancelHref: string } };
    expect(offered((await html(HOST + pagePath)).body)).not.toContain(slotId);
    expect((await book(slotId!, 'tweede@example.be')).status).toBe(409);
    expect((await get(HOST + confirmation.cancelHref, { method: 'POST' })).status).toBe(303);
    expect(offered((await html(HOST + pagePath)).body)).toContain(slotId);
    expect((await agenda()).find((slot) => slot.id === slotId)?.available).toBe(1);
  });

  it('refuses a slot the hours no longer offer (too soon, or the hours changed), writing nothing', async () => {
    await clearHours();
    await setHours(1, 'site', { ...DEFAULT_VIEWING_HOURS, week: Array.from({ length: 7 }, () => [['09:00', '17:00']]), noticeHours: 0, daysAhead: 3 });
    const [slot] = await agenda();
    await setHours(1, 'site', { ...DEFAULT_VIEWING_HOURS, week: Array.from({ length: 7 }, () => [['09:00', '17:00']]), noticeHours: 24 * 4, daysAhead: 3 });
    expect(await agenda()).toEqual([]);
    const { status } = await call('POST', '/live-agenda/reservation', {
      siteId: 1,
      body: { locale: 'nl', slotId: slot!.id, estateId, firstName: 'Lotte', lastName: 'Claes', email: 'te-laat@example.be', phone: '+32 470 11 22 33' },
    });
    expect(status).toBe(404);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM appointments WHERE json_extract(document, '$.email') = 'te-laat@example.be'").first<number>('n'),
    ).toBe(0);
  });

  it('never serves one agency’s hours on another agency’s listing', async () => {
    await clearHours();
    await setHours(2, 'site', { ...DEFAULT_VIEWING_HOURS, week: Array.from({ length: 7 }, () => [['09:00', '17:00']]), noticeHours: 0, daysAhead: 3 });
    expect(await agenda()).toEqual([]);
    // Nor site 1's listing through site 2's agenda.
    expect(await agenda(estateId, 2)).toEqual([]);
    await setHours(1, 'site', { ...DEFAULT_VIEWING_HOURS, week: Array.from({ length: 7 }, () => [['09:00', '17:00']]), noticeHours: 0, daysAhead: 3 });
    expect((await agenda()).length).toBeGreaterThan(0);
    expect(await agenda(estateId, 2)).toEqual([]);
  });
});
