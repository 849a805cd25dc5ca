import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import { type ConsoleAccessLog, type ConsolePerson, PERSON_RECORD_KINDS, type PersonRecordKind } from '../../../../shared/contract/console-privacy';
import { platform } from '../../../../worker/platform/demo/embedded';
import { consoleFetch, member, signIn, type Who } from '../../console-helpers';
import { bindings, dataDb, mailCopies, PERSON, PHONE_FORMS, plantPerson, scanTables } from '../../privacy-helpers';

// A person's data in one console screen (docs/privacy.md "A person's data"): the same person is
// planted in every kind of record on two agencies' sites; agency A's owner finds, downloads and
// erases theirs, and what is left is looked for in every column of every table and in every
// kept mail copy. Agency B's records stay as they were.

const A = { siteId: 1, owner: 'owner@immo-scheldeland.localhost', editor: 'editor-privacy@immo-scheldeland.localhost' };
const B = { siteId: 2, owner: 'owner@ardennes-habitat.localhost' };
let owner: Who;
let editor: Who;
let other: Who;

/** A call of the console API as the console makes it for `who`. */
async function api(path: string, who: Who, body?: unknown): Promise<Response> {
  const headers = new Headers({ [SESSION_HEADER]: who.cookie.split('=')[1]!, [CSRF_HEADER]: who.csrf });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const init = body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) };
  return platform.fetch(new Request(`https://platform.test/console-api${path}`, init), bindings());
}
async function person(siteId: number, query: string, who: Who, action = 'search'): Promise<ConsolePerson> {
  const response = await api(`/sites/${siteId}/privacy/${action}`, who, { query });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
/** The console's own form post of the privacy screen, with the session's CSRF token. */
const form = (path: string, fields: Record<string, string>) =>
  consoleFetch(`/en/sites/1/privacy${path}`, { cookie: owner.cookie, form: { _csrf: owner.csrf, ...fields } });

/** Where the person's leads went besides the platform: the CRM took the contact request; the office's mailbox was mailed it, the viewing and the booking. */
const MAILBOX = 'info@immo-scheldeland.be';
const RECIPIENTS = [
  { to: 'crm', name: 'SweepBright', leads: 1 },
  { to: 'mailbox', name: MAILBOX, leads: 3 },
];

/** Someone else, whose address holds the person's: never found, never erased with them. */
const NAMESAKE = `j${PERSON.email}`;
const theNamesake = (text: string) => text.includes(NAMESAKE);

beforeAll(async () => {
  await env.DB.prepare("INSERT INTO outbox (id, site_id, kind, document, created_at, status) VALUES ('namesake', 1, 'contact-request', ?1, ?2, 'stored')")
    .bind(JSON.stringify({ firstName: 'Jan', email: NAMESAKE, message: `Niet ${PERSON.email}.org` }), new Date().toISOString())
    .run();
  await plantPerson(A.siteId);
  await plantPerson(B.siteId);
  await member(A.editor, A.siteId, 'editor');
  owner = await signIn(A.owner);
  editor = await signIn(A.editor);
  other = await signIn(B.owner);
});

describe("a person's data in the agency's site", () => {
  it('finds the person in every kind of record of the agency, and nothing of another agency’s', async () => {
    const found = await person(A.siteId, PERSON.email.toUpperCase(), owner);
    expect(found.by).toBe('email');
    // Every kind of record there is: the person was planted in each.
    expect([...new Set(found.records.map((record) => record.kind))].sort()).toEqual([...PERSON_RECORD_KINDS].sort());
    expect(found.records.filter((record) => record.kind === 'lead').map((record) => record.type)).toEqual(
      expect.arrayContaining(['contact-request', 'appointment', 'appointment-confirmation', 'rental-reservation', 'subscription', 'send-to-a-friend']),
    );
    // The agency's own rows only: every lead, viewing and reservation found is site 1's.
    const db = await dataDb(A.siteId);
    for (const { kind, id } of found.records.filter((record) => ['lead', 'appointment', 'reservation'].includes(record.kind))) {
      const table = kind === 'lead' ? 'outbox' : kind === 'appointment' ? 'appointments' : 'rental_reservations';
      expect(await db.prepare(`SELECT site_id FROM ${table} WHERE id = ?1`).bind(id).first<number>('site_id'), `${kind} ${id}`).toBe(A.siteId);
    }
    expect(found.records.map((record) => record.id)).not.toContain('namesake');
    const theirs = await person(B.siteId, PERSON.email, other);
    const ours = new Set(found.records.map((record) => `${record.kind}:${record.id}`));
    expect(theirs.records.filter((record) => ours.has(`${record.kind}:${record.id}`))).toEqual([]);
    // The CRM that took the person's lead is named, so the agency erases it there too, and so is
    // the office's mailbox their contact request, viewing and booking request were mailed to.
    expect(found.recipients).toEqual(RECIPIENTS);

    const byPhone = await person(A.siteId, '0470/98.76.54', owner);
    expect(byPhone.by).toBe('phone');
    // What holds the phone, and the copies of the mails of the leads that hold it.
    expect(new Set(byPhone.records.map((record) => record.kind))).toEqual(
      new Set(['lead', 'appointment', 'reservation', 'assistantRequest', 'formAnswer', 'mailCopy']),
    );
  });

  it('answers another agency 404 and an editor 403, with nothing of the person', async () => {
    for (const action of ['search', 'export', 'erase']) {
      const refused = await api(`/sites/${A.siteId}/privacy/${action}`, other, { query: PERSON.email });
      expect(refused.status, action).toBe(404);
      expect(await refused.text()).not.toContain('wisselinck');
      const editors = await api(`/sites/${A.siteId}/privacy/${action}`, editor, { query: PERSON.email });
      expect(editors.status, action).toBe(403);
    }
    for (const path of ['/en/sites/1/privacy', '/en/sites/1/privacy/log', '/en/sites/1/privacy/register']) {
      expect((await consoleFetch(path, { cookie: other.cookie })).status, path).toBe(404);
      expect((await consoleFetch(path, { cookie: editor.cookie })).status, path).toBe(403);
    }
    expect((await api(`/sites/${A.siteId}/privacy/search`, owner, { query: 'nobody' })).status).toBe(400);
  });

  it('hands over every record: the JSON holds each row that holds the person, the summary is in the agency’s language', async () => {
    const response = await form('/export', { query: PERSON.email, format: 'json' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="privacy-immo-scheldeland-\d{4}-\d{2}-\d{2}\.json"$/);
    const exported = (await response.json()) as { about: string; records: ConsolePerson['records']; receivedAlsoBy: unknown[] };
    expect(exported.about).toBe(PERSON.email);
    // Every row of the agency's tables that holds the address is in it, and every kept mail copy.
    const held = (await scanTables([PERSON.email])).filter((hit) => hit.siteId === A.siteId && !theNamesake(hit.value));
    const KINDS: Record<string, PersonRecordKind> = {
      outbox: 'lead',
      appointments: 'appointment',
      rental_reservations: 'reservation',
      subscriptions: 'subscription',
      assistant_requests: 'assistantRequest',
      write_keys: 'formAnswer',
      portal_enquiries: 'portalEnquiry',
      portal_answers: 'portalAnswer',
    };
    expect(new Set(held.map((hit) => hit.table))).toEqual(new Set(Object.keys(KINDS)));
    for (const [table, kind] of Object.entries(KINDS)) {
      const rows = new Set(held.filter((hit) => hit.table === table).map((hit) => hit.row)).size;
      expect(exported.records.filter((record) => record.kind === kind).length, table).toBe(rows);
    }
    const copies = (await mailCopies(A.siteId)).filter((copy) => copy.text.toLowerCase().includes(PERSON.email));
    expect(copies.length).toBeGreaterThan(0);
    expect(exported.records.filter((record) => record.kind === 'mailCopy').length).toBe(copies.length);
    expect(exported.receivedAlsoBy).toEqual(RECIPIENTS);

    const summary = await (await form('/export', { query: PERSON.email, format: 'text' })).text();
    expect(summary).toContain(`Gegevens die Immo Scheldeland bewaart over ${PERSON.email}`);
    expect(summary).toContain('Contactaanvraag');
    expect(summary).toContain(PERSON.phone);
    expect(summary).toContain(`Ook doorgegeven aan: SweepBright (1 lead), de mailbox ${MAILBOX} van het kantoor (3 leads).`);
  });

  it('records each look at the leads and each export in the access log, shown to the owners: who, when, what, never whose', async () => {
    expect((await api(`/sites/${A.siteId}/leads?kind=contact-request`, owner)).status).toBe(200);
    expect((await consoleFetch('/en/sites/1/leads.csv', { cookie: owner.cookie })).status).toBe(200);
    const log = (await (await api(`/sites/${A.siteId}/privacy/log`, owner)).json()) as ConsoleAccessLog;
    const actions = log.entries.map((entry) => entry.action);
    for (const action of ['leads', 'leadsCsv', 'personSearch', 'personExport']) expect(actions, action).toContain(action);
    const listing = log.entries.find((entry) => entry.action === 'leads' && entry.detail === 'kind=contact-request')!;
    expect(listing).toMatchObject({ who: A.owner, count: expect.any(Number) });
    expect(Date.now() - Date.parse(listing.at)).toBeLessThan(10 * 60_000);
    expect(JSON.stringify(log)).not.toContain('wisselinck');
    expect((await api(`/sites/${A.siteId}/privacy/log`, editor)).status).toBe(403);
    expect((await api(`/sites/${A.siteId}/privacy/log`, other)).status).toBe(404);
    const page = await (await consoleFetch('/en/sites/1/privacy/log', { cookie: owner.cookie })).text();
    expect(page).toContain('Downloaded the leads as CSV');
    expect(page).toContain(A.owner);
  });

  it('erases every record after a confirmation: no personal field is left in any table or mail copy of the agency, the other agency’s stay', async () => {
    const db = await dataDb(A.siteId);
    const stats = async () => (await db.prepare('SELECT sum(count) AS n FROM site_stats WHERE site_id = ?1').bind(A.siteId).first<number>('n')) ?? 0;
    const leads = async () => (await db.prepare('SELECT count(*) AS n FROM outbox WHERE site_id = ?1').bind(A.siteId).first<number>('n')) ?? 0;
    const before = { stats: await stats(), leads: await leads(), theirs: (await person(B.siteId, PERSON.email, other)).records.length };
    const found = (await person(A.siteId, PERSON.email, owner)).records.length;
    // The agency booked their stay: only that keeps an accounting record (leads/booked.ts).
    const request = (await db
      .prepare("SELECT id FROM outbox WHERE site_id = ?1 AND kind = 'rental-reservation' AND json_extract(document, '$.email') = ?2")
      .bind(A.siteId, PERSON.email)
      .first<string>('id'))!;
    expect((await consoleFetch(`/en/sites/1/leads/${request}/booked`, { cookie: owner.cookie, form: { _csrf: owner.csrf, booked: '1' } })).status).toBe(303);

    // The question first: nothing erased yet, the form sends the person again with `confirmed`.
    const asked = await form('/erase', { query: PERSON.email });
    expect(asked.status).toBe(200);
    const question = await asked.text();
    expect(question).toContain('name="confirmed" value="1"');
    expect((await person(A.siteId, PERSON.email, owner)).records.length).toBe(found);

    const done = await form('/erase', { query: PERSON.email, confirmed: '1' });
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe(`/en/sites/1/privacy?erased=${found}&kept=1`);

    // Nothing of them in the agency's rows, the reservation's accounting record (name, stay, price) aside, until its day.
    const hits = await scanTables([PERSON.email, ...PHONE_FORMS, PERSON.lastName]);
    const left = hits.filter((hit) => hit.siteId !== B.siteId && !theNamesake(hit.value));
    expect(left.map(({ table, column }) => `${table}.${column}`)).toEqual(['rental_reservations.document']);
    for (const hit of left) {
      const record = JSON.parse(hit.value) as Record<string, unknown>;
      expect(Object.keys(record).sort()).toEqual(expect.arrayContaining(['firstName', 'lastName', 'keptUntil', 'period', 'guests', 'erasedAt']));
      for (const gone of ['@', ...PHONE_FORMS]) expect(JSON.stringify(record)).not.toContain(gone);
    }
    for (const copy of await mailCopies(A.siteId))
      for (const needle of [PERSON.email, 'wisselinck', ...PHONE_FORMS]) expect(copy.text.toLowerCase()).not.toContain(needle);

    // The agency's counts stay; the other agency keeps every record of the person, and someone whose address holds theirs keeps theirs.
    expect(await db.prepare("SELECT json_extract(document, '$.email') AS email FROM outbox WHERE id = 'namesake'").first<string>('email')).toBe(NAMESAKE);
    expect(await stats()).toBe(before.stats);
    expect(await leads()).toBe(before.leads);
    expect((await person(B.siteId, PERSON.email, other)).records.length).toBe(before.theirs);
    expect((await mailCopies(B.siteId)).some((copy) => copy.text.toLowerCase().includes(PERSON.email))).toBe(true);

    // What is left is that an erasure happened: when, by whom, how many.
    const log = (await (await api(`/sites/${A.siteId}/privacy/log`, owner)).json()) as ConsoleAccessLog;
    expect(log.entries.find((entry) => entry.action === 'personErase')).toMatchObject({ who: A.owner, count: found, detail: 'email' });
    const page = await (await consoleFetch(done.headers.get('Location')!, { cookie: owner.cookie })).text();
    expect(page).toContain(`${found} records erased.`);
  });
});
