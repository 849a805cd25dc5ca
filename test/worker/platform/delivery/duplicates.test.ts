import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { DUPLICATE_WINDOW_MS } from '../../../../worker/platform/delivery/outbox-insert';
import { CLIENT, get } from '../../helpers';
import { call } from '../../platform-helpers';

// A reservation request or a send-to-a-friend repeated within DUPLICATE_WINDOW_MS
// (twenty identical posts made twenty mails) is the first one: the same answer, nothing
// written or mailed again, also when the repeats arrive in parallel. A repeat whose first copy
// failed is a new request.
let person = 0;
/** A visitor who wrote nothing yet, so that no other test's request is a duplicate. */
const nextEmail = () => `dubbel.${++person}@example.be`;

const count = async (sql: string, ...bind: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...bind)
    .first<{ n: number }>())!.n;
const reservationsOf = (email: string) => count("SELECT count(*) AS n FROM rental_reservations WHERE json_extract(document, '$.email') = ?1", email);
const reservationMails = (email: string) =>
  count(
    "SELECT count(*) AS n FROM outbox WHERE kind LIKE 'rental-reservation%' AND (json_extract(document, '$.email') = ?1 OR json_extract(document, '$.to') " +
      '= ?1)',
    email,
  );
const sharesFrom = (email: string) =>
  count("SELECT count(*) AS n FROM outbox WHERE kind = 'send-to-a-friend' AND lower(json_extract(document, '$.senderEmail')) = lower(?1)", email);

const period = (await env.DB.prepare(
  `SELECT r.id, r.unit_id FROM rental_periods r JOIN rental_units u ON u.id = r.unit_id
   WHERE u.site_id = 1 AND u.published = 1 AND r.available = 1 AND r.start_date > date('now') AND u.max_occupation >= 2 ORDER BY r.start_date, r.id LIMIT 1`,
).first<{ id: number; unit_id: number }>())!;
const estate = (await env.DB.prepare("SELECT id FROM estates WHERE site_id = 1 AND status = 'FOR_SALE' AND parent_id IS NULL ORDER BY id LIMIT 1").first<{
  id: number;
}>())!;

const reservation = (email: string) => ({
  locale: 'nl',
  unitId: period.unit_id,
  periodId: period.id,
  firstName: 'Lotte',
  lastName: 'Claes',
  email,
  phone: '+32 470 11 22 33',
  guests: 2,
});
const share = (senderEmail: string, friendEmail = 'vriend@example.org') => ({
  locale: 'nl',
  estateId: estate.id,
  senderName: 'Jan Peeters',
  senderEmail,
  friendEmail,
  link: `/nl/aanbod/${estate.id}`,
  mail: { subject: 'Jan stuurt u een pand', text: 'Dit pand is misschien iets voor u.' },
});

describe('the platform, 20 identical calls in parallel', () => {
  it('a reservation request: one reservation with its two mails; every call answers the same reservation', async () => {
    const email = nextEmail();
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/rental-units/reservation', { siteId: 1, body: reservation(email) })));
    expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([...Array<number>(19).fill(200), 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await reservationsOf(email)).toBe(1);
    expect(await reservationMails(email)).toBe(2);
    // Another visitor, or this one for another period, is another request.
    expect((await call('POST', '/rental-units/reservation', { siteId: 1, body: reservation(nextEmail()) })).status).toBe(201);
  });

  it('a send-to-a-friend: one mail; the same sender in capitals is the same send; another friend is another', async () => {
    const email = nextEmail();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('POST', '/send-to-a-friend', { siteId: 1, body: share(i % 2 ? email.toUpperCase() : email) })),
    );
    expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([...Array<number>(19).fill(200), 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await sharesFrom(email)).toBe(1);
    expect((await call('POST', '/send-to-a-friend', { siteId: 1, body: share(email, 'iemand.anders@example.org') })).status).toBe(201);
    expect(await sharesFrom(email)).toBe(2);
  });
});

describe('the window', () => {
  it('a repeat after the window is a new request', async () => {
    const email = nextEmail();
    expect((await call('POST', '/rental-units/reservation', { siteId: 1, body: reservation(email) })).status).toBe(201);
    expect((await call('POST', '/send-to-a-friend', { siteId: 1, body: share(email) })).status).toBe(201);
    const old = new Date(Date.now() - DUPLICATE_WINDOW_MS - 1000).toISOString();
    await env.DB.prepare("UPDATE rental_reservations SET created_at = ?1 WHERE json_extract(document, '$.email') = ?2").bind(old, email).run();
    await env.DB.prepare("UPDATE outbox SET created_at = ?1 WHERE json_extract(document, '$.senderEmail') = ?2").bind(old, email).run();
    expect((await call('POST', '/rental-units/reservation', { siteId: 1, body: reservation(email) })).status).toBe(201);
    expect((await call('POST', '/send-to-a-friend', { siteId: 1, body: share(email) })).status).toBe(201);
    expect(await reservationsOf(email)).toBe(2);
    expect(await sharesFrom(email)).toBe(2);
  });

  it('a repeat whose first copy failed is taken: nothing of the failed one was kept', async () => {
    const email = nextEmail();
    // The database refuses the mail of the first copy (as a full disk or an outage would).
    await env.DB.prepare(
      `CREATE TRIGGER refuse_mail BEFORE INSERT ON outbox WHEN json_extract(NEW.document, '$.email') = '${email}' OR json_extract(NEW.document, ` +
        `'$.senderEmail') = '${email}' BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    ).run();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await call('POST', '/rental-units/reservation', { siteId: 1, body: reservation(email) })).status).toBe(500);
    expect((await call('POST', '/send-to-a-friend', { siteId: 1, body: share(email) })).status).toBe(500);
    logged.mockRestore();
    await env.DB.prepare('DROP TRIGGER refuse_mail').run();
    expect(await reservationsOf(email)).toBe(0);
    expect((await call('POST', '/rental-units/reservation', { siteId: 1, body: reservation(email) })).status).toBe(201);
    expect((await call('POST', '/send-to-a-friend', { siteId: 1, body: share(email) })).status).toBe(201);
    expect(await reservationsOf(email)).toBe(1);
    expect(await reservationMails(email)).toBe(2);
    expect(await sharesFrom(email)).toBe(1);
  });
});

describe('the site, identical posts in parallel from one visitor (within the rate limits)', () => {
  const postJson = (url: string, body: unknown, ip = CLIENT) =>
    get(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': ip },
      body: JSON.stringify(body),
    });

  it('5 reservation requests: all answered as taken, with one reservation and one pair of mails', async () => {
    const email = nextEmail();
    const form = { periodId: String(period.id), guests: '2', firstName: 'Lotte', lastName: 'Claes', email, phone: '+32 470 11 22 33', privacy: 'yes' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => postJson(`http://localhost/nl/vakantie/${period.unit_id}`, form)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(1);
    expect(await reservationsOf(email)).toBe(1);
    expect(await reservationMails(email)).toBe(2);
  });

  it('3 sends to a friend (the limit per recipient): all answered as sent, with one mail', async () => {
    const email = nextEmail();
    const form = {
      estateId: String(estate.id),
      senderName: 'Jan Peeters',
      senderEmail: email,
      friendEmail: `vriend.van.${email}`,
      message: 'Kijk eens!',
      privacy: 'yes',
    };
    const answers = await Promise.all(Array.from({ length: 3 }, () => postJson('http://localhost/nl/ajax/send-to-a-friend', form)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(1);
    expect(await sharesFrom(email)).toBe(1);
  });
});
