import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { erasePastRetention } from '../../../../worker/platform/privacy/retention';
import { consoleFetch, consolePage, signIn, type Who } from '../../console-helpers';
import { postForm } from '../../draft-helpers';
import { bindings } from '../../privacy-helpers';

// Only a holiday reservation request the agency marked booked keeps its accounting record (the
// booker's name, the stay, the price) ten years: the accounting duty covers transactions, not
// refused or unanswered requests, and the platform learns which request became a booking from the
// agency alone (worker/platform/leads/booked.ts, docs/privacy.md "How long").

let owner: Who;
beforeAll(async () => {
  owner = await signIn('owner@immo-scheldeland.localhost');
});

/** A reservation request of site 1 whose stay ended on `end` (asked a month before), and the lead that carried it to the agency. */
async function request(tag: string, end: string): Promise<{ reservation: string; lead: string }> {
  const period = (await env.DB.prepare(
    'SELECT r.id, r.unit_id FROM rental_periods r JOIN rental_units u ON u.id = r.unit_id WHERE u.site_id = 1 LIMIT 1',
  ).first<{
    id: number;
    unit_id: number;
  }>())!;
  const reservation = `reservation-${tag}`;
  const lead = `lead-${tag}`;
  const asked = new Date(Date.parse(end) - 30 * 86_400_000).toISOString();
  const document = {
    id: reservation,
    unitId: period.unit_id,
    periodId: period.id,
    guests: 2,
    period: { id: period.id, start: end, end, price: 780 },
    firstName: 'Griet',
    lastName: `Boeker-${tag}`,
    email: `${tag}@example.be`,
    phone: '+32 470 11 22 33',
  };
  await env.DB.batch([
    env.DB.prepare('INSERT INTO rental_reservations (id, site_id, unit_id, period_id, document, created_at) VALUES (?1, 1, ?2, ?3, ?4, ?5)').bind(
      reservation,
      period.unit_id,
      period.id,
      JSON.stringify(document),
      asked,
    ),
    env.DB.prepare(
      `INSERT INTO outbox (id, site_id, kind, document, created_at, status, delivered_to)
       VALUES (?1, 1, 'rental-reservation', ?2, ?3, 'delivered', '["email"]')`,
    ).bind(lead, JSON.stringify(document), asked),
  ]);
  return { reservation, lead };
}

const stored = async (id: string) =>
  JSON.parse((await env.DB.prepare('SELECT document FROM rental_reservations WHERE id = ?1').bind(id).first<string>('document'))!) as Record<string, unknown>;
const mark = (lead: string, booked: '1' | '0') => postForm(owner, `/en/sites/1/leads/${lead}/booked`, { booked });

describe('a holiday reservation request marked booked', () => {
  it('keeps its accounting record ten years; one never marked is erased whole at the retention', async () => {
    const booked = await request('booked', '2026-07-31');
    const refused = await request('refused', '2026-07-31');
    const unmarked = await request('unmarked', '2026-07-31');
    const done = await mark(booked.lead, '1');
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe('/en/sites/1/leads?booked=1');
    expect(await consolePage(owner, '/en/sites/1/leads?booked=1&kind=rental-reservation')).toMatch(
      /Marked booked\.[\s\S]*Booked \(marked on \d{4}-\d{2}-\d{2} \d{2}:\d{2}\): its accounting record \(name, stay, price\) is kept ten years\./,
    );
    // Marked, then not: the agency's word is the last one.
    expect((await mark(refused.lead, '1')).status).toBe(303);
    expect((await mark(refused.lead, '0')).status).toBe(303);
    expect(await stored(refused.reservation)).not.toHaveProperty('bookedAt');

    await erasePastRetention(bindings(), 1, 3, new Date('2026-12-01T03:00:00Z'));
    expect(await stored(booked.reservation)).toMatchObject({
      firstName: 'Griet',
      lastName: 'Boeker-booked',
      keptUntil: '2037-01-01',
      bookedAt: expect.any(String),
    });
    expect(await stored(booked.reservation)).not.toHaveProperty('email');
    for (const { reservation } of [refused, unmarked]) {
      const erased = await stored(reservation);
      for (const field of ['firstName', 'lastName', 'email', 'phone', 'keptUntil']) expect(erased, `${reservation} ${field}`).not.toHaveProperty(field);
      expect(erased).toMatchObject({ guests: 2, period: { end: '2026-07-31', price: 780 } });
    }
    // Erased, nothing is left to mark.
    expect((await mark(unmarked.lead, '1')).status).toBe(409);
  });

  it('erases whole an accounting record kept before the agency could mark a booking', async () => {
    const { reservation } = await request('kept-before', '2026-06-30');
    // As the retention step kept every request's record before: the name, the stay, no address.
    const { email: _address, phone: _phone, ...named } = await stored(reservation);
    const kept = { ...named, keptUntil: '2038-01-01', erasedAt: '2026-10-01T03:00:00.000Z' };
    await env.DB.prepare("UPDATE rental_reservations SET document = ?2, erased_at = '2026-10-01T03:00:00.000Z' WHERE id = ?1")
      .bind(reservation, JSON.stringify(kept))
      .run();
    await erasePastRetention(bindings(), 1, 3, new Date('2026-12-02T03:00:00Z'));
    expect(await stored(reservation)).not.toHaveProperty('lastName');
    expect(await stored(reservation)).not.toHaveProperty('keptUntil');
  });

  it('is marked only on the agency’s own reservation requests', async () => {
    const contact = (await env.DB.prepare("SELECT id FROM outbox WHERE site_id = 1 AND kind = 'contact-request' LIMIT 1").first<string>('id'))!;
    expect((await mark(contact, '1')).status).toBe(404);
    const other = await signIn('owner@ardennes-habitat.localhost');
    const { lead } = await request('theirs', '2027-07-31');
    const refused = await consoleFetch(`/en/sites/2/leads/${lead}/booked`, { cookie: other.cookie, form: { _csrf: other.csrf, booked: '1' } });
    expect(refused.status).toBe(404);
    expect(await stored('reservation-theirs')).not.toHaveProperty('bookedAt');
  });
});
