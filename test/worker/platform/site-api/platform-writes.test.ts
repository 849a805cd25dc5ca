import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call } from '../../platform-helpers';

async function outboxCount(kind: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE kind = ?1').bind(kind).first<{ n: number }>();
  return row?.n ?? 0;
}

const person = { firstName: 'Sofie', lastName: 'Peeters', email: 'sofie.peeters@example.be', phone: '+32 478 12 34 56' };

describe('live agenda', () => {
  async function freeSlot(capacity: number) {
    const row = await env.DB.prepare(
      `SELECT s.id, s.estate_id, s.capacity FROM agenda_slots s
       WHERE s.site_id = 1 AND s.capacity = ?1 AND s.starts_at > ?2
         AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.slot_id = s.id)
       ORDER BY s.id LIMIT 1`,
    )
      .bind(capacity, new Date().toISOString())
      .first<{ id: number; estate_id: number; capacity: number }>();
    expect(row, `a free slot with capacity ${capacity}`).toBeTruthy();
    return row!;
  }

  it('lists future slots with the places left', async () => {
    const slot = await freeSlot(1);
    const response = await call('GET', `/live-agenda/${slot.estate_id}`, { siteId: 1 });
    expect(response.status).toBe(200);
    const listed = response.body.slots.find((s: { id: number }) => s.id === slot.id);
    expect(listed).toMatchObject({ capacity: 1, available: 1 });
    expect(response.body.slots.every((s: { start: string }) => s.start > new Date().toISOString())).toBe(true);
  });

  it('gives the last place to one of two racing requests; the other gets 409', async () => {
    const slot = await freeSlot(1);
    const book = () => call('POST', '/live-agenda/reservation', { siteId: 1, body: { locale: 'nl', slotId: slot.id, estateId: slot.estate_id, ...person } });
    const results = await Promise.all([book(), book(), book()]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const active = await env.DB.prepare('SELECT count(*) AS n FROM appointments WHERE slot_id = ?1 AND cancelled_at IS NULL')
      .bind(slot.id)
      .first<{ n: number }>();
    expect(active?.n).toBe(1);
  });

  it('fills a slot up to its capacity', async () => {
    const slot = await freeSlot(3);
    const book = () => call('POST', '/live-agenda/reservation', { siteId: 1, body: { locale: 'fr', slotId: slot.id, estateId: slot.estate_id, ...person } });
    const statuses = (await Promise.all([book(), book(), book(), book()])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409]);
  });

  it('frees the place on cancelling; a second cancel is a 410, an unknown id a 404', async () => {
    const slot = await freeSlot(1);
    const booked = await call('POST', '/live-agenda/reservation', { siteId: 1, body: { locale: 'nl', slotId: slot.id, estateId: slot.estate_id, ...person } });
    expect(booked.status).toBe(201);
    const id = booked.body.id as string;
    expect(id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect((await call('GET', `/live-agenda/reservation/${id}`, { siteId: 1 })).body).toMatchObject({ id, slotId: slot.id, email: person.email });
    const before = await outboxCount('appointment-cancellation');
    expect((await call('DELETE', `/live-agenda/reservation/${id}`, { siteId: 1 })).status).toBe(204);
    expect(await outboxCount('appointment-cancellation')).toBe(before + 1);
    expect((await call('DELETE', `/live-agenda/reservation/${id}`, { siteId: 1 })).status).toBe(410);
    expect(await outboxCount('appointment-cancellation')).toBe(before + 1);
    // Still there, marked cancelled: the cancel page says "already cancelled".
    const cancelled = await call('GET', `/live-agenda/reservation/${id}`, { siteId: 1 });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.cancelledAt).toEqual(expect.any(String));
    expect((await call('DELETE', '/live-agenda/reservation/doesnotexist123', { siteId: 1 })).status).toBe(404);
    const again = await call('POST', '/live-agenda/reservation', { siteId: 1, body: { locale: 'nl', slotId: slot.id, estateId: slot.estate_id, ...person } });
    expect(again.status).toBe(201);
  });

  it('refuses a slot of another estate or site with 404 and bad fields with 400, writing nothing', async () => {
    const slot = await freeSlot(1);
    const before = await env.DB.prepare('SELECT count(*) AS n FROM appointments').first<{ n: number }>();
    expect((await call('POST', '/live-agenda/reservation', { siteId: 1, body: { locale: 'nl', slotId: slot.id, estateId: 1, ...person } })).status).toBe(404);
    expect(
      (await call('POST', '/live-agenda/reservation', { siteId: 2, body: { locale: 'nl', slotId: slot.id, estateId: slot.estate_id, ...person } })).status,
    ).toBe(404);
    const bad = await call('POST', '/live-agenda/reservation', {
      siteId: 1,
      body: { locale: 'nl', slotId: slot.id, estateId: slot.estate_id, ...person, email: 'not-an-email', phone: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['email', 'phone']);
    const after = await env.DB.prepare('SELECT count(*) AS n FROM appointments').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});

describe('keep-me-informed subscriptions', () => {
  const subscription = {
    locale: 'nl',
    email: 'Jan.Janssens@example.be',
    firstName: 'Jan',
    criteria: { statuses: ['FOR_SALE'], cityIds: [1, 2], headTypeIds: [1], priceMin: 200000, priceMax: 400000, bedroomsMin: 3 },
    consent: true,
  };

  it('lives through create, read, update and delete by its token only', async () => {
    const created = await call('POST', '/subscriptions', { siteId: 1, body: subscription });
    expect(created.status).toBe(201);
    const token = created.body.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await call('GET', `/subscriptions/${token}`, { siteId: 1 })).body.criteria.cityIds).toEqual([1, 2]);
    expect((await call('GET', `/subscriptions/${token}`, { siteId: 2 })).status).toBe(404);
    const updated = await call('PUT', `/subscriptions/${token}`, {
      siteId: 1,
      body: { ...subscription, criteria: { ...subscription.criteria, cityIds: [3] } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.createdAt).toBe(created.body.createdAt);
    expect((await call('GET', `/subscriptions/${token}`, { siteId: 1 })).body.criteria.cityIds).toEqual([3]);
    expect((await call('DELETE', `/subscriptions/${token}`, { siteId: 1 })).status).toBe(204);
    expect((await call('GET', `/subscriptions/${token}`, { siteId: 1 })).status).toBe(404);
    expect((await call('DELETE', `/subscriptions/${token}`, { siteId: 1 })).status).toBe(404);
  });

  it.each([
    ['without consent', { ...subscription, consent: false }, 'consent'],
    ['with a bad e-mail', { ...subscription, email: 'jan@' }, 'email'],
    ['with min above max', { ...subscription, criteria: { ...subscription.criteria, priceMin: 500000 } }, 'criteria.priceMax'],
    ['with an unknown field', { ...subscription, admin: true }, '(body)'],
  ])('refuses a subscription %s', async (_what, body, path) => {
    const response = await call('POST', '/subscriptions', { siteId: 1, body });
    expect(response.status).toBe(400);
    expect(response.body.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('needs a site', async () => {
    expect((await call('POST', '/subscriptions', { body: subscription })).status).toBe(400);
  });
});

describe('outbox: contact requests and send-to-a-friend', () => {
  it('stores a valid contact request once', async () => {
    const before = await outboxCount('contact-request');
    const response = await call('POST', '/contact-requests', {
      siteId: 1,
      body: { locale: 'fr', ...person, message: 'Bonjour, je souhaite visiter.', fields: { newsletter: true } },
    });
    expect(response.status).toBe(201);
    expect(await outboxCount('contact-request')).toBe(before + 1);
  });

  it('refuses an over-long message and a missing name, storing nothing', async () => {
    const before = await outboxCount('contact-request');
    const response = await call('POST', '/contact-requests', {
      siteId: 1,
      body: { locale: 'nl', ...person, firstName: '', message: 'x'.repeat(5001) },
    });
    expect(response.status).toBe(400);
    expect(response.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['firstName', 'message']);
    expect(await outboxCount('contact-request')).toBe(before);
  });

  it('sends a listing to a friend only for an estate of the site', async () => {
    const estate = await env.DB.prepare('SELECT id FROM estates WHERE site_id = 1 LIMIT 1').first<{ id: number }>();
    const body = {
      locale: 'en',
      estateId: estate!.id,
      senderName: 'Ann',
      senderEmail: 'ann@example.be',
      friendEmail: 'bob@example.be',
      link: `/en/offer/${estate!.id}`,
    };
    expect((await call('POST', '/send-to-a-friend', { siteId: 1, body })).status).toBe(201);
    expect((await call('POST', '/send-to-a-friend', { siteId: 2, body })).status).toBe(404);
    expect((await call('POST', '/send-to-a-friend', { siteId: 1, body: { ...body, link: 'https://evil.example' } })).status).toBe(400);
  });
});

describe('holiday rentals', () => {
  it('lists a unit’s periods in date order, none in the past', async () => {
    const unit = await env.DB.prepare('SELECT id, site_id FROM rental_units ORDER BY id LIMIT 1').first<{ id: number; site_id: number }>();
    const response = await call('GET', `/rental-units/${unit!.id}/periods`, { siteId: unit!.site_id });
    expect(response.status).toBe(200);
    const periods = response.body as { start: string; end: string; available: boolean }[];
    expect(periods.length).toBeGreaterThan(20);
    expect(periods.map((p) => p.start)).toEqual([...periods.map((p) => p.start)].sort());
    expect(periods.every((p) => p.end >= new Date().toISOString().slice(0, 10))).toBe(true);
    expect(periods.some((p) => !p.available)).toBe(true);
    expect((await call('GET', `/rental-units/${unit!.id}/periods`, { siteId: unit!.site_id === 1 ? 2 : 1 })).status).toBe(404);
  });

  it('takes a reservation request for an available period, atomically with its mail', async () => {
    const period = await env.DB.prepare(
      `SELECT r.id, r.unit_id, u.site_id, u.max_occupation FROM rental_periods r JOIN rental_units u ON u.id = r.unit_id
       WHERE r.available = 1 AND r.start_date > date('now') AND u.max_occupation >= 2 ORDER BY r.id LIMIT 1`,
    ).first<{ id: number; unit_id: number; site_id: number; max_occupation: number }>();
    const before = await outboxCount('rental-reservation');
    const body = { locale: 'de', unitId: period!.unit_id, periodId: period!.id, ...person, guests: 2 };
    const response = await call('POST', '/rental-units/reservation', { siteId: period!.site_id, body });
    expect(response.status).toBe(201);
    expect(await outboxCount('rental-reservation')).toBe(before + 1);
    const tooMany = await call('POST', '/rental-units/reservation', { siteId: period!.site_id, body: { ...body, guests: period!.max_occupation + 1 } });
    expect(tooMany.status).toBe(400);
    const booked = await env.DB.prepare(
      'SELECT r.id, r.unit_id, u.site_id FROM rental_periods r JOIN rental_units u ON u.id = r.unit_id WHERE r.available = 0 LIMIT 1',
    ).first<{
      id: number;
      unit_id: number;
      site_id: number;
    }>();
    expect(
      (await call('POST', '/rental-units/reservation', { siteId: booked!.site_id, body: { ...body, unitId: booked!.unit_id, periodId: booked!.id } })).status,
    ).toBe(409);
    expect((await call('POST', '/rental-units/reservation', { siteId: period!.site_id, body: { ...body, periodId: 99999999 } })).status).toBe(404);
    expect(await outboxCount('rental-reservation')).toBe(before + 1);
  });
});
