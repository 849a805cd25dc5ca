import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import type { ConsolePerson } from '../../../../shared/contract/console-privacy';
import { platform } from '../../../../worker/platform/demo/embedded';
import { deliverOutboxRow } from '../../../../worker/platform/delivery/deliver';
import { signIn, type Who } from '../../console-helpers';
import { bindings, dataDb, freePeriod, freeSlot, mailCopies, scanTables, write } from '../../privacy-helpers';

// A person found and erased by phone whatever way each form wrote their number (docs/privacy.md
// "A person's data"): one Belgian visitor writes theirs in eight notations across contact
// requests, a viewing and a holiday reservation; a Dutch visitor in four. The agency's owner
// searches by each notation and finds every record of the one, none of the other; an erasure
// by one notation leaves no trace of that number in any table or mail copy.

const SITE = 1;
const BELGIAN = { firstName: 'Pieter', lastName: 'Vandenbroucke', mailbox: 'pvdb' };
const BELGIAN_PHONES = [
  '+32 (0)476 55 81 29',
  '0032 476 55 81 29',
  '0476/55.81.29',
  '+32-476-55-81-29',
  '0476 55 81 29',
  '+32 476 558 129',
  '0476.55.81.29',
  '+32(0) 476558129',
];
const DUTCH = { firstName: 'Sanne', lastName: 'Hoogeveen', mailbox: 'shgv' };
const DUTCH_PHONES = ['+31 6 2345 6789', '0031 6 23456789', '+31 (0)6-2345-6789', '0031 06 23 45 67 89'];
/** The Belgian number's last six digits as each notation writes them: what a scan looks for. */
const BELGIAN_TRACES = ['55 81 29', '55.81.29', '55-81-29', '558129', '558 129'];
let owner: Who;

async function search(query: string): Promise<ConsolePerson> {
  const headers = new Headers({ [SESSION_HEADER]: owner.cookie.split('=')[1]!, [CSRF_HEADER]: owner.csrf, 'Content-Type': 'application/json' });
  const init = { method: 'POST', headers, body: JSON.stringify({ query }) };
  const response = await platform.fetch(new Request(`https://platform.test/console-api/sites/${SITE}/privacy/search`, init), bindings());
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
const kept = (records: ConsolePerson['records']) => records.map((record) => `${record.kind}:${record.id}`).sort();

/** A visitor's contact requests (one per notation), a viewing and a holiday reservation with the first two notations. */
async function plant(who: { firstName: string; lastName: string; mailbox: string }, phones: readonly string[]): Promise<void> {
  const base = { locale: 'nl', firstName: who.firstName, lastName: who.lastName };
  for (const [i, phone] of phones.entries()) {
    const email = `${who.mailbox}.${i}@example.be`;
    const sent = await write(SITE, 'POST', '/contact-requests', { ...base, email, phone, message: `Bel me op ${phone}` });
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
  }
  const slot = await freeSlot(SITE);
  const viewing = { ...base, email: `${who.mailbox}.viewing@example.be`, phone: phones[0], slotId: slot.id, estateId: slot.estate_id };
  expect((await write(SITE, 'POST', '/live-agenda/reservation', viewing)).status).toBeLessThan(300);
  const period = await freePeriod(SITE);
  const stay = { ...base, email: `${who.mailbox}.stay@example.be`, phone: phones[1], unitId: period.unit_id, periodId: period.id, guests: 2 };
  expect((await write(SITE, 'POST', '/rental-units/reservation', stay)).status).toBeLessThan(300);
}

/** Every row of the site's data database that holds the visitor's last name or one of their addresses, by kind of record. */
async function rowsOf(who: { lastName: string; mailbox: string }): Promise<string[]> {
  const db = await dataDb(SITE);
  const tables = { lead: 'outbox', appointment: 'appointments', reservation: 'rental_reservations', formAnswer: 'write_keys' };
  const rows: string[] = [];
  for (const [kind, table] of Object.entries(tables)) {
    const [id, text] = table === 'write_keys' ? ['key', 'answer'] : ['id', 'document'];
    const { results } = await db
      .prepare(`SELECT ${id} AS id FROM ${table} WHERE site_id = ?1 AND (instr(${text}, ?2) > 0 OR instr(${text}, ?3) > 0)`)
      .bind(SITE, who.lastName, `${who.mailbox}.`)
      .all<{ id: string | number }>();
    rows.push(...results.map(({ id }) => `${kind}:${id}`));
  }
  return rows.sort();
}

beforeAll(async () => {
  await plant(BELGIAN, BELGIAN_PHONES);
  await plant(DUTCH, DUTCH_PHONES);
  const db = await dataDb(SITE);
  const { results } = await db.prepare("SELECT id FROM outbox WHERE site_id = ?1 AND status = 'pending'").bind(SITE).all<{ id: string }>();
  for (const { id } of results) await deliverOutboxRow(bindings(), id, new Date(), db);
  owner = await signIn('owner@immo-scheldeland.localhost');
});

describe('a person searched by phone, whatever the notation', () => {
  it('finds every record of the Belgian visitor by each of the eight notations, the same records each time, none of the Dutch visitor', async () => {
    const planted = await rowsOf(BELGIAN);
    // Eight contact requests and the leads and mails of the viewing and the reservation, the viewing, the reservation, the forms' kept answers.
    expect(planted.filter((row) => row.startsWith('lead:')).length).toBeGreaterThanOrEqual(BELGIAN_PHONES.length + 3);
    expect(new Set(planted.map((row) => row.split(':')[0]))).toEqual(new Set(['lead', 'appointment', 'reservation', 'formAnswer']));
    const dutch = new Set(await rowsOf(DUTCH));
    const first = await search(BELGIAN_PHONES[0]!);
    for (const phone of [...BELGIAN_PHONES, '32476558129', '476 55 81 29']) {
      const found = await search(phone);
      expect(found.by, phone).toBe('phone');
      expect(kept(found.records.filter((record) => record.kind !== 'mailCopy')), phone).toEqual(planted);
      expect(kept(found.records), phone).toEqual(kept(first.records));
      expect(
        found.records.filter((record) => dutch.has(`${record.kind}:${record.id}`)),
        phone,
      ).toEqual([]);
    }
    // The copies of the mails that carried the leads are found with them.
    expect(first.records.filter((record) => record.kind === 'mailCopy').length).toBeGreaterThan(0);
  });

  it('finds every record of the Dutch visitor by each of the four notations, none of the Belgian visitor', async () => {
    const planted = await rowsOf(DUTCH);
    for (const phone of DUTCH_PHONES) {
      const found = await search(phone);
      expect(kept(found.records.filter((record) => record.kind !== 'mailCopy')), phone).toEqual(planted);
    }
  });

  it('erases by one notation every record of the number in the others: no trace of it in any table or mail copy, the other visitor kept', async () => {
    const dutchBefore = kept((await search(DUTCH_PHONES[0]!)).records);
    const headers = new Headers({ [SESSION_HEADER]: owner.cookie.split('=')[1]!, [CSRF_HEADER]: owner.csrf, 'Content-Type': 'application/json' });
    const init = { method: 'POST', headers, body: JSON.stringify({ query: '0476/55.81.29' }) };
    const erased = await platform.fetch(new Request(`https://platform.test/console-api/sites/${SITE}/privacy/erase`, init), bindings());
    expect(erased.status).toBe(200);
    expect(((await erased.json()) as { erased: number }).erased).toBeGreaterThanOrEqual(BELGIAN_PHONES.length + 4);

    for (const phone of BELGIAN_PHONES) expect((await search(phone)).records, phone).toEqual([]);
    // Nothing keeps the name: the reservation request was never marked booked, so no accounting record stays.
    const left = (await scanTables([...BELGIAN_TRACES, BELGIAN.lastName.toLowerCase(), `${BELGIAN.mailbox}.`])).filter((hit) => hit.siteId === SITE);
    expect(left.map(({ table, column }) => `${table}.${column}`)).toEqual([]);
    for (const copy of await mailCopies(SITE)) {
      for (const trace of [...BELGIAN_TRACES, 'vandenbroucke', `${BELGIAN.mailbox}.`]) expect(copy.text.toLowerCase(), copy.key).not.toContain(trace);
    }
    expect(kept((await search(DUTCH_PHONES[3]!)).records)).toEqual(dutchBefore);
  });
});
