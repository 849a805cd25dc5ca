import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { brusselsClock } from '../../../../shared/format/brussels-time';
import { groupSlotsByDay } from '../../../../shared/domain/viewings';
import { LOCALES, type Locale } from '../../../../shared/i18n/locales';
import { buildPath } from '../../../../shared/routes';
import { VIEWING_RATE_LIMIT } from '../../../../worker/site/forms/rate-limit';
import nl from '../../../../locales/nl.json';
import { parseCalendar } from '../../../support/ical';
import { bodyOf, CLIENT, get, html, tags } from '../../helpers';
import { formIn, formOnPage, redirectedTo, send } from '../../page-forms';
import { call } from '../../platform-helpers';
import { TEXT, OFFER } from '../../locale-words';

// Viewing appointments on the live agenda, end to end through the worker and the embedded
// platform (book or cancel a viewing, the cancel-appointment route, the live
// agenda calls, dates as dd/mm/yyyy).

const ROUTE_WORD = { nl: 'afspraak-annuleren', fr: 'annuler-rendez-vous', en: 'cancel-appointment', de: 'termin-absagen' } as const;
const HOST = 'http://localhost';

interface Slot {
  id: number;
  estateId: number;
  capacity: number;
  start: string;
  end: string;
  free: number;
}

interface Appointment {
  id: string;
  slot_id: number;
  cancelled_at: string | null;
  created_at: string;
  document: string;
}

/** The future slots of site 1's estates on offer, by estate (whole estates and project units apart). */
async function slotsByEstate(units: boolean): Promise<Map<number, Slot[]>> {
  const rows = await env.DB.prepare(
    `SELECT s.id, s.estate_id AS estateId, s.capacity, s.starts_at AS start, s.ends_at AS end,
            s.capacity - (SELECT count(*) FROM appointments a WHERE a.slot_id = s.id AND a.cancelled_at IS NULL) AS free
     FROM agenda_slots s JOIN estates e ON e.id = s.estate_id
     WHERE s.site_id = 1 AND e.status IN ('FOR_SALE', 'TO_RENT') AND (e.parent_id IS NOT NULL) = ?1
       AND json_extract(e.document, '$.general.address.visible') = 1 AND s.starts_at > ?2
     ORDER BY s.estate_id, s.starts_at`,
  )
    .bind(units ? 1 : 0, new Date(Date.now() + 3_600_000).toISOString())
    .all<Slot>();
  const byEstate = new Map<number, Slot[]>();
  for (const slot of rows.results) byEstate.set(slot.estateId, [...(byEstate.get(slot.estateId) ?? []), slot]);
  return byEstate;
}

const estates = await slotsByEstate(false);
const taken = new Set<number>();

/** An estate with slots no other test books, its first slot with `capacity` places, and its page. */
async function freshEstate(options: { capacity?: number; locale?: Locale; from?: Map<number, Slot[]> } = {}) {
  const { capacity = 1, locale = 'nl', from = estates } = options;
  for (const [estateId, slots] of from) {
    const slot = slots.find((candidate) => candidate.capacity === capacity);
    if (taken.has(estateId) || !slot || slots.length < 2) continue;
    taken.add(estateId);
    const redirect = await get(`${HOST}/${locale}/${OFFER[locale]}/${estateId}`);
    expect(redirect.status).toBe(301);
    return { estateId, slot, others: slots.filter((other) => other.id !== slot.id), path: redirect.headers.get('Location')! };
  }
  throw new Error(`no estate left with a slot of capacity ${capacity}`);
}

const visitor = (slotId: number | string, email = 'lotte.claes@example.be'): Record<string, string> => ({
  form: 'viewing',
  slotId: String(slotId),
  firstName: 'Lotte',
  lastName: 'Claes',
  email,
  phone: '+32 470 11 22 33',
  message: 'Graag een bezoek.',
  privacy: 'yes',
});

function post(path: string, fields: Record<string, string>, as: 'json' | 'form' = 'json', ip = CLIENT, host = HOST) {
  return get(host + path, {
    method: 'POST',
    headers:
      as === 'json'
        ? { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': ip }
        : { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', 'CF-Connecting-IP': ip },
    body: as === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
}

/** Places left in a slot as the platform answers the site (GET /live-agenda/{estateId}). */
async function placesLeft(estateId: number, slotId: number, siteId = 1): Promise<number> {
  const { status, body } = await call('GET', `/live-agenda/${estateId}`, { siteId });
  expect(status).toBe(200);
  const slot = (body.slots as { id: number; available: number }[]).find((candidate) => candidate.id === slotId);
  if (!slot) throw new Error(`slot ${slotId} not on the agenda of ${estateId}`);
  return slot.available;
}

async function appointment(id: string): Promise<Appointment | null> {
  return env.DB.prepare('SELECT id, slot_id, cancelled_at, created_at, document FROM appointments WHERE id = ?1').bind(id).first<Appointment>();
}

async function counts() {
  const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;
  return { appointments: await count('SELECT count(*) AS n FROM appointments'), outbox: await count('SELECT count(*) AS n FROM outbox') };
}

/** The mails about one appointment, by kind. */
async function mailsAbout(id: string): Promise<{ kind: string; document: Record<string, unknown> }[]> {
  const rows = await env.DB.prepare("SELECT kind, document FROM outbox WHERE kind LIKE 'appointment%' AND json_extract(document, '$.id') = ?1 ORDER BY kind")
    .bind(id)
    .all<{ kind: string; document: string }>();
  return rows.results.map((row) => ({ kind: row.kind, document: JSON.parse(row.document) as Record<string, unknown> }));
}

/** What a visitor types into the booking form of the page (the slot chosen apart). */
const visitorTyped = { firstName: 'Lotte', lastName: 'Claes', email: 'lotte.claes@example.be', phone: '+32 470 11 22 33', privacy: true };

const idFromCancelHref = (href: string) => href.split('/').pop()!;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const decodeHtml = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** 'woensdag 25/11/2026 om 10:30', as the confirmation words it. */
const whenText = (start: string, locale: Locale) => {
  const { weekday, date, time } = brusselsClock(start, locale);
  return TEXT[locale].viewing.slotLabel.replace('{{day}}', `${weekday} ${date}`).replace('{{time}}', time);
};
const offered = (body: string) => [...body.matchAll(/id="viewing-slot-(\d+)"/g)].map((m) => Number(m[1]));
const headingOf = (body: string) => decodeHtml(/<h1>([^<]*)<\/h1>/.exec(body)![1]!);
const addressOf = (body: string) => decodeHtml(/<p class="estate-detail__address">([^<]*)<\/p>/.exec(body)![1]!);

/** Books a slot through the estate page as an island does, and gives the appointment's id. */
/** Books a slot as the island does: each booking is a form sent with its own key (client/stores/form-submit.ts). */
async function bookVia(path: string, slotId: number, host = HOST): Promise<string> {
  const response = await post(path, { ...visitor(slotId), formKey: crypto.randomUUID() }, 'json', CLIENT, host);
  expect(response.status, await response.clone().text()).toBe(201);
  const { confirmation } = (await response.json()) as { confirmation: { cancelHref: string } };
  return idFromCancelHref(confirmation.cancelHref);
}

describe('the viewing block on an estate page (live agenda, dates)', () => {
  it('streams the free slots of the coming weeks, grouped by Brussels day with localized labels', async () => {
    const { estateId, path } = await freshEstate();
    const free = estates.get(estateId)!.filter((slot) => slot.free > 0);
    for (const locale of ['nl', 'de'] as const) {
      const localized = (await get(`${HOST}/${locale}/${OFFER[locale]}/${estateId}`)).headers.get('Location')!;
      const { response, body } = await html(HOST + (locale === 'nl' ? path : localized));
      expect(response.status).toBe(200);
      expect(body).toContain(`<h2 id="viewing-title">${TEXT[locale].viewing.title}</h2>`);
      expect(offered(body)).toEqual(free.map((slot) => slot.id));
      const days = groupSlotsByDay(
        free.map((slot) => ({ ...slot, available: slot.free })),
        locale,
      );
      const legends = [...body.matchAll(/<fieldset class="viewing__day"><legend>([^<]*)<\/legend>/g)].map((m) => m[1]);
      expect(legends).toEqual(days.map((day) => day.label));
      expect(legends[0]).toMatch(/^\p{L}+ \d{2}\/\d{2}\/\d{4}$/u);
      const first = days[0]!.slots[0]!;
      expect(body).toContain(`<span>${first.time}<!-- -->–<!-- -->${first.endTime}</span>`);
    }
  });

  it('offers the contact form with a visit-request subject when the estate has no free slot', async () => {
    const row = await env.DB.prepare(
      "SELECT e.id FROM estates e WHERE e.site_id = 1 AND e.status = 'FOR_SALE' AND e.parent_id IS NULL AND e.is_project = 0 AND NOT EXISTS (SELECT 1 " +
        'FROM agenda_slots s WHERE s.estate_id = e.id) LIMIT 1',
    ).first<{ id: number }>();
    const path = (await get(`${HOST}/nl/aanbod/${row!.id}`)).headers.get('Location')!;
    const { body } = await html(HOST + path);
    expect(body).toContain(nl.viewing.noSlots);
    expect(body).toContain(`href="?subject=visit#contact-form-estate-${row!.id}"`);
    expect(offered(body)).toEqual([]);
    // The link brings the contact form with the visit request as its subject.
    const asked = await html(`${HOST}${path}?subject=visit`);
    expect(asked.body).toContain(`<option value="${nl.viewing.visitSubject}" selected="">`);
  });
});

describe('booking a viewing (POST /live-agenda/reservation)', () => {
  it('books a free slot with JSON: 201 with the confirmation, and the slot has one place less on the platform', async () => {
    const { estateId, slot, path } = await freshEstate();
    // The page offers the slot (and has the agenda in its cache) before.
    expect(offered((await html(HOST + path)).body)).toContain(slot.id);
    const before = await placesLeft(estateId, slot.id);
    expect(before).toBe(1);
    const response = await post(path, visitor(slot.id));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { ok: boolean; confirmation: { when: string; icsHref: string; cancelHref: string } };
    const id = idFromCancelHref(answer.confirmation.cancelHref);
    expect(answer).toEqual({
      ok: true,
      confirmation: { when: whenText(slot.start, 'nl'), icsHref: `/nl/afspraak/${id}/agenda.ics`, cancelHref: `/nl/afspraak-annuleren/${id}` },
    });
    expect(await placesLeft(estateId, slot.id)).toBe(before - 1);
    const stored = await appointment(id);
    expect(stored).toMatchObject({ slot_id: slot.id, cancelled_at: null });
    expect(JSON.parse(stored!.document)).toMatchObject({
      estateId,
      slotId: slot.id,
      email: 'lotte.claes@example.be',
      locale: 'nl',
      message: 'Graag een bezoek.',
    });
    // The page no longer offers the slot it just gave away (its cached agenda was forgotten).
    expect(offered((await html(HOST + path)).body)).not.toContain(slot.id);
  });

  it('writes the agency’s mail and the visitor’s confirmation to the outbox exactly once per booking', async () => {
    const { slot, path } = await freshEstate({ capacity: 2 });
    const before = await counts();
    const first = await bookVia(path, slot.id);
    const second = await bookVia(path, slot.id);
    expect(await counts()).toEqual({ appointments: before.appointments + 2, outbox: before.outbox + 4 });
    for (const id of [first, second]) {
      const mails = await mailsAbout(id);
      expect(mails.map((mail) => mail.kind)).toEqual(['appointment', 'appointment-confirmation']);
      for (const mail of mails) expect(mail.document).toMatchObject({ id, slotId: slot.id, email: 'lotte.claes@example.be', locale: 'nl' });
    }
  });

  it('books a slot of a project unit from the unit’s page in its project', async () => {
    const unit = await freshEstate({ from: await slotsByEstate(true) });
    expect(unit.path).toMatch(new RegExp(`^/nl/aanbod/\\d+/[a-z0-9-]+/${unit.estateId}$`));
    const before = await placesLeft(unit.estateId, unit.slot.id);
    const id = await bookVia(unit.path, unit.slot.id);
    expect(await placesLeft(unit.estateId, unit.slot.id)).toBe(before - 1);
    expect(JSON.parse((await appointment(id))!.document)).toMatchObject({ estateId: unit.estateId, slotId: unit.slot.id });
  });

  it('without JavaScript: the form posts to the page, 303 to ?appointment=…#viewing, and that page shows the confirmation', async () => {
    const { estateId, slot, path } = await freshEstate();
    const response = await post(path, visitor(slot.id), 'form');
    expect(response.status).toBe(303);
    const location = response.headers.get('Location')!;
    const match = new RegExp(`^${path}\\?appointment=([A-Za-z0-9_-]{8,128})#viewing$`).exec(location);
    expect(match, location).not.toBeNull();
    const id = match![1]!;
    expect(await appointment(id)).toMatchObject({ slot_id: slot.id, cancelled_at: null });
    expect(await placesLeft(estateId, slot.id)).toBe(0);
    const { response: page, body } = await html(HOST + location.replace(/#.*$/, ''));
    expect(page.status).toBe(200);
    const block = body.slice(body.indexOf('id="viewing"'));
    expect(block).toContain(`<div class="viewing__confirmation" role="status"><h3>${nl.viewing.confirmed}</h3>`);
    expect(block).toContain(`<dd>${escapeHtml(whenText(slot.start, 'nl'))}</dd>`);
    expect(block).toContain(`<dd>${escapeHtml(addressOf(body))}</dd>`);
    expect(block).toContain(`href="/nl/afspraak/${id}/agenda.ics"`);
    expect(block).toContain(`href="/nl/afspraak-annuleren/${id}"`);
    // The confirmation replaces the booking form.
    expect(block).not.toContain('name="slotId"');
    expect((await mailsAbout(id)).map((mail) => mail.kind)).toEqual(['appointment', 'appointment-confirmation']);
  });

  it('without JavaScript, the page as served: its slots, or its link to the page that loads them before it is sent; its form sent as it is books', async () => {
    const { slot, path } = await freshEstate();
    const viewingBlock = (body: string) => body.slice(body.indexOf('<section class="viewing" id="viewing"')).split('</section>')[0]!;
    // The slots stream in when the agenda answers after the page's first part is sent: shown by a
    // script, so without one the block links to the page with the slots loaded before it is sent.
    const planned = new URL('?plan=visit#viewing', HOST + path).href;
    const first = (await html(HOST + path)).body;
    const offeredFirst = viewingBlock(first).includes('name="slotId"');
    if (!offeredFirst)
      expect(viewingBlock(first)).toContain(`<noscript><a class="button button--ghost" href="?plan=visit#viewing">${nl.viewing.showSlots}</a></noscript>`);
    const linked = (await html(planned.replace(/#.*$/, ''))).body;
    expect(offered(viewingBlock(linked))).toContain(slot.id);
    // There the agenda was awaited before the page was sent: no part of the block streams (no Suspense boundary, <!--$…-->).
    expect(viewingBlock(linked)).not.toContain('<!--$');
    const page = await formIn(offeredFirst ? HOST + path : planned, offeredFirst ? first : linked, 'section#viewing form');
    const slots = page.controls.filter((control) => control.name === 'slotId').map((control) => control.value);
    expect(slots).toContain(String(slot.id));
    const { response } = await send(page, { slotId: slots[0]!, ...visitorTyped }, { headers: { 'CF-Connecting-IP': CLIENT } });
    expect(response.status).toBe(303);
    const confirmed = redirectedTo(response, page.page);
    expect(confirmed).toMatch(new RegExp(`^${HOST}${path}\\?appointment=[A-Za-z0-9_-]{8,128}#viewing$`));
    const block = viewingBlock((await html(confirmed.replace(/#.*$/, ''))).body);
    expect(block).toContain(`<div class="viewing__confirmation" role="status"><h3>${nl.viewing.confirmed}</h3>`);
    expect(block).toMatch(/href="\/nl\/afspraak-annuleren\/[A-Za-z0-9_-]{8,128}"/);
  });

  it('shows no confirmation for an appointment of another estate, or a cancelled one', async () => {
    const one = await freshEstate();
    const other = await freshEstate();
    const id = await bookVia(one.path, one.slot.id);
    const elsewhere = await html(`${HOST}${other.path}?appointment=${id}`);
    expect(elsewhere.body).not.toContain('class="viewing__confirmation"');
    expect(offered(elsewhere.body).length).toBeGreaterThan(0);
    expect((await get(`${HOST}/nl/afspraak-annuleren/${id}`, { method: 'POST' })).status).toBe(303);
    const cancelled = await html(`${HOST}${one.path}?appointment=${id}`);
    expect(cancelled.body).not.toContain('class="viewing__confirmation"');
    expect(offered(cancelled.body)).toContain(one.slot.id);
  });
});

describe('two visitors racing for the last place of a slot (the platform refuses double bookings)', () => {
  it('with JavaScript: exactly one confirmation, and one 409 "taken" with the refreshed days without that slot', async () => {
    const { estateId, slot, others, path } = await freshEstate();
    const before = await counts();
    const answers = await Promise.all([post(path, visitor(slot.id, 'eerste@example.be')), post(path, visitor(slot.id, 'tweede@example.be'))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winner = answers.find((answer) => answer.status === 201)!;
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(((await winner.json()) as { ok: boolean }).ok).toBe(true);
    const refused = (await loser.json()) as { error: string; fields: Record<string, string>; days: { slots: { id: number }[] }[] };
    expect(refused.error).toBe(nl.viewing.errorTaken);
    expect(refused.fields).toEqual({ slotId: nl.viewing.errorTaken });
    const refreshed = refused.days.flatMap((day) => day.slots.map((s) => s.id));
    expect(refreshed).not.toContain(slot.id);
    expect(refreshed).toEqual(others.filter((other) => other.free > 0).map((other) => other.id));
    // One appointment in the slot, one pair of mails.
    const active = await env.DB.prepare('SELECT count(*) AS n FROM appointments WHERE slot_id = ?1 AND cancelled_at IS NULL')
      .bind(slot.id)
      .first<{ n: number }>();
    expect(active!.n).toBe(1);
    expect(await counts()).toEqual({ appointments: before.appointments + 1, outbox: before.outbox + 2 });
    expect(await placesLeft(estateId, slot.id)).toBe(0);
  });

  it('without JavaScript: one redirect to the confirmation, and the page again with a clear "taken" message (409)', async () => {
    const { slot, others, path } = await freshEstate();
    const before = await counts();
    const answers = await Promise.all([post(path, visitor(slot.id, 'eerste@example.be'), 'form'), post(path, visitor(slot.id, 'tweede@example.be'), 'form')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    const winner = answers.find((answer) => answer.status === 303)!;
    const loser = answers.find((answer) => answer.status === 409)!;
    const won = JSON.parse((await appointment(/appointment=([^#]+)/.exec(winner.headers.get('Location')!)![1]!))!.document) as { email: string };
    const lost = won.email === 'eerste@example.be' ? 'tweede@example.be' : 'eerste@example.be';
    expect(loser.headers.get('Content-Type')).toContain('text/html');
    const body = await loser.text();
    expect(body).toContain('<html lang="nl">');
    expect(body).toContain(nl.viewing.errorTaken);
    // The slots as they are now: the taken one is gone, the others are there; the visitor's details are kept.
    expect(offered(body)).not.toContain(slot.id);
    expect(offered(body)).toEqual(others.filter((other) => other.free > 0).map((other) => other.id));
    expect(body).toContain(`value="${lost}"`);
    expect(await counts()).toEqual({ appointments: before.appointments + 1, outbox: before.outbox + 2 });
  });
});

describe('a booking with a problem writes nothing', () => {
  // A slot of an estate no test books: named on another estate's page, the platform refuses it.
  const other = [...estates.values()].at(-1)![0]!;
  taken.add(other.estateId);
  it.each<[string, (fields: Record<string, string>) => Record<string, string>, string]>([
    ['no slot', ({ slotId: _, ...fields }) => fields, 'slotId'],
    ['a malformed slot id', (fields) => ({ ...fields, slotId: '1e3' }), 'slotId'],
    ['a slot of another estate', (fields) => ({ ...fields, slotId: String(other.id) }), 'slotId'],
    ['no first name', (fields) => ({ ...fields, firstName: '  ' }), 'firstName'],
    ['no last name', ({ lastName: _, ...fields }) => fields, 'lastName'],
    ['a bad e-mail', (fields) => ({ ...fields, email: 'lotte@@example' }), 'email'],
    ['a bad phone number', (fields) => ({ ...fields, phone: 'bel me' }), 'phone'],
    ['an over-long message', (fields) => ({ ...fields, message: 'x'.repeat(1001) }), 'message'],
    ['no consent', ({ privacy: _, ...fields }) => fields, 'privacy'],
  ])('refuses %s with 400 and a message beside that field', async (_what, change, field) => {
    const { estateId, slot, path } = await freshEstate({ capacity: 1 }).catch(() => freshEstate({ capacity: 2 }));
    expect(other.estateId).not.toBe(estateId);
    const before = { ...(await counts()), places: await placesLeft(estateId, slot.id) };
    const response = await post(path, change(visitor(slot.id)));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(answer.error).toBe(nl.viewing.error);
    expect(Object.keys(answer.fields)).toEqual([field]);
    expect(answer.fields[field]).toBeTruthy();
    expect({ ...(await counts()), places: await placesLeft(estateId, slot.id) }).toEqual(before);
  });

  it('without JavaScript: the page comes back (400) with the field marked and the values kept, nothing written', async () => {
    const { slot, path } = await freshEstate({ capacity: 2 }).catch(() => freshEstate({ capacity: 3 }));
    const before = await counts();
    const response = await post(path, { ...visitor(slot.id), email: 'fout' }, 'form');
    const body = await bodyOf(response, 400);
    expect(body).toContain(nl.form.errors.email);
    expect(body).toContain('value="Lotte"');
    // The slot chosen is still chosen.
    expect(body).toMatch(new RegExp(`<input id="viewing-slot-${slot.id}"[^>]* checked=""`));
    expect(await counts()).toEqual(before);
  });

  it('without JavaScript, no slot chosen: the page comes back (400) saying so beside the slots, what was typed kept, nothing written', async () => {
    const { path } = await freshEstate({ capacity: 2 }).catch(() => freshEstate({ capacity: 3 }));
    const page = await formOnPage(`${HOST}${path}?plan=visit`, 'section#viewing form');
    const before = await counts();
    // The browser would refuse an unchosen required radio itself: the server is the one to check here.
    const { response } = await send(page, visitorTyped, { headers: { 'CF-Connecting-IP': CLIENT } });
    const body = await bodyOf(response, 400);
    const again = await formIn(page.page, body, 'section#viewing form');
    expect(body).toContain(`<p class="form-field__error" id="viewing-slotId-error">${nl.viewing.errorSlot}</p>`);
    expect(again.controls.find((control) => control.name === 'firstName')?.value).toBe('Lotte');
    expect(await counts()).toEqual(before);
  });

  it('limits bookings per client address: the sixth within ten minutes gets 429 and is not written', async () => {
    const pool = [...estates.entries()].filter(([estateId]) => !taken.has(estateId)).flatMap(([, slots]) => slots.filter((slot) => slot.free > 0));
    let next = 0;
    const statuses: number[] = [];
    for (let i = 0; i < VIEWING_RATE_LIMIT.limit + 1; i += 1) {
      const slot = pool[next++]!;
      taken.add(slot.estateId);
      const path = (await get(`${HOST}/nl/aanbod/${slot.estateId}`)).headers.get('Location')!;
      const before = await counts();
      const status = (await post(path, visitor(slot.id), 'json')).status;
      if (status === 429) expect(await counts()).toEqual(before);
      statuses.push(status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('cancelling a viewing: /{lang}/afspraak-annuleren/:appointmentId (DELETE /live-agenda/reservation)', () => {
  it.each(LOCALES)(
    'in %s: GET shows it with a button that posts and never cancels; POST cancels and frees the place; a second POST says it was already cancelled (410)',
    async (locale) => {
      const t = TEXT[locale];
      const { estateId, slot, path } = await freshEstate({ locale });
      const response = await post(path, visitor(slot.id));
      expect(response.status).toBe(201);
      const { confirmation } = (await response.json()) as { confirmation: { cancelHref: string } };
      const id = idFromCancelHref(confirmation.cancelHref);
      const cancelPath = buildPath('cancelAppointment', { appointmentId: id }, locale);
      expect(confirmation.cancelHref).toBe(cancelPath);
      expect(await placesLeft(estateId, slot.id)).toBe(0);

      // A mail scanner opens the link (GET, HEAD): nothing is cancelled.
      for (let i = 0; i < 2; i += 1) {
        const { response: page, body } = await html(HOST + cancelPath);
        expect(page.status).toBe(200);
        expect(body).toContain(`<html lang="${locale}">`);
        expect(body).toContain(`<h1>${escapeHtml(t.cancel.title)}</h1>`);
        expect(body).toContain(escapeHtml(t.cancel.intro));
        expect(body).toContain(escapeHtml(whenText(slot.start, locale)));
        const form = tags(body, 'form').find((tag) => tag.includes(`action="${cancelPath}"`));
        expect(form).toMatch(/method="post"/);
        expect(body).toContain(escapeHtml(t.cancel.button));
      }
      expect((await get(HOST + cancelPath, { method: 'HEAD' })).status).toBe(200);
      expect(await appointment(id)).toMatchObject({ cancelled_at: null });
      expect(await placesLeft(estateId, slot.id)).toBe(0);
      expect((await mailsAbout(id)).map((mail) => mail.kind)).toEqual(['appointment', 'appointment-confirmation']);

      // The button: cancelled, the place is free again, and the page says so.
      const cancel = await get(HOST + cancelPath, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' });
      expect(cancel.status).toBe(303);
      expect(cancel.headers.get('Location')).toBe(`${cancelPath}?cancelled=1`);
      const cancelledAt = (await appointment(id))!.cancelled_at;
      expect(cancelledAt).not.toBeNull();
      expect(await placesLeft(estateId, slot.id)).toBe(1);
      const done = await html(`${HOST}${cancelPath}?cancelled=1`);
      expect(done.response.status).toBe(200);
      expect(done.body).toContain(escapeHtml(t.cancel.cancelled));
      expect((await mailsAbout(id)).map((mail) => mail.kind)).toEqual(['appointment', 'appointment-cancellation', 'appointment-confirmation']);

      // Again: the page says it was cancelled before (410), and nothing changes.
      const again = await get(HOST + cancelPath, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' });
      const body = await bodyOf(again, 410);
      expect(body).toContain(`<html lang="${locale}">`);
      expect(body).toContain(escapeHtml(t.cancel.alreadyTitle));
      expect(body).toContain(escapeHtml(t.cancel.alreadyText));
      expect(body).not.toContain(escapeHtml(t.cancel.button));
      expect((await appointment(id))!.cancelled_at).toBe(cancelledAt);
      expect(await placesLeft(estateId, slot.id)).toBe(1);
      expect((await mailsAbout(id)).filter((mail) => mail.kind === 'appointment-cancellation')).toHaveLength(1);
      // Opened later, the link says the same.
      const later = await html(HOST + cancelPath);
      expect(later.response.status).toBe(410);
      expect(later.body).toContain(escapeHtml(t.cancel.alreadyTitle));
    },
  );

  it('offers the freed slot on the estate page again', async () => {
    const { slot, path } = await freshEstate();
    const id = await bookVia(path, slot.id);
    expect(offered((await html(HOST + path)).body)).not.toContain(slot.id);
    expect((await get(`${HOST}/nl/afspraak-annuleren/${id}`, { method: 'POST' })).status).toBe(303);
    expect(offered((await html(HOST + path)).body)).toContain(slot.id);
  });

  it.each(LOCALES)('in %s: an unknown or malformed appointment is a 404 page that says so, by GET or POST', async (locale) => {
    const t = TEXT[locale];
    const before = await counts();
    for (const id of ['UnknownAppointment123', 'abc', 'a.b.c.d.e.f.g.h', '%3Cscript%3E']) {
      const cancelPath = `/${locale}/${ROUTE_WORD[locale]}/${id}`;
      for (const method of ['GET', 'POST'] as const) {
        const { response, body } = await html(
          HOST + cancelPath,
          method === 'POST' ? { method, headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': CLIENT }, body: '' } : {},
        );
        expect(response.status, `${method} ${cancelPath}`).toBe(404);
        expect(body).toContain(`<html lang="${locale}">`);
        expect(body, `${method} ${cancelPath}`).toContain(escapeHtml(t.cancel.unknownTitle));
        expect(body).not.toContain(escapeHtml(t.cancel.button));
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('does not show or cancel another agency’s appointment', async () => {
    const row = await env.DB.prepare(
      'SELECT s.id, s.estate_id AS estateId FROM agenda_slots s JOIN estates e ON e.id = s.estate_id WHERE s.site_id = 2 AND e.parent_id IS NULL AND ' +
        "e.status = 'FOR_SALE' AND s.starts_at > ?1 LIMIT 1",
    )
      .bind(new Date(Date.now() + 3_600_000).toISOString())
      .first<{ id: number; estateId: number }>();
    const host = 'http://immo-tweede.localhost';
    const path = (await get(`${host}/nl/aanbod/${row!.estateId}`)).headers.get('Location')!;
    const id = await bookVia(path, row!.id, host);
    expect((await get(`${HOST}/nl/afspraak-annuleren/${id}`)).status).toBe(404);
    expect((await get(`${HOST}/nl/afspraak-annuleren/${id}`, { method: 'POST' })).status).toBe(404);
    expect((await get(`${HOST}/nl/afspraak/${id}/agenda.ics`)).status).toBe(404);
    expect(await appointment(id)).toMatchObject({ cancelled_at: null });
    expect((await get(`${host}/nl/afspraak-annuleren/${id}`)).status).toBe(200);
  });
});

describe('"add to my calendar": the .ics route (live agenda)', () => {
  it.each(LOCALES)('in %s: text/calendar that ical.js reads: one event at the booked Brussels time, with the estate and the cancel link', async (locale) => {
    const { slot, path } = await freshEstate({ locale });
    const response = await post(path, visitor(slot.id));
    const { confirmation } = (await response.json()) as { confirmation: { icsHref: string; cancelHref: string } };
    const id = idFromCancelHref(confirmation.cancelHref);
    expect(confirmation.icsHref).toBe(buildPath('appointmentCalendar', { appointmentId: id }, locale));
    const ics = await get(HOST + confirmation.icsHref);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('Content-Type')).toMatch(/^text\/calendar\b/);
    expect(ics.headers.get('Content-Disposition')).toMatch(/^attachment; filename="[^"]+\.ics"$/);
    const page = (await html(HOST + path)).body;
    const { zones, events } = parseCalendar(await ics.text());
    expect(zones).toEqual(['Europe/Brussels']);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.uid).toBe(`${id}@agency-sites`);
    expect(event!.start.tzid).toBe('Europe/Brussels');
    expect(event!.start.wall.slice(11, 16)).toBe(brusselsClock(slot.start, locale).time);
    expect(event!.start.utc).toBe(slot.start);
    expect(event!.end.utc).toBe(slot.end);
    expect(event!.stamp.raw).toMatch(/^\d{8}T\d{6}Z$/);
    expect(event!.stamp.utc.slice(0, 19)).toBe((await appointment(id))!.created_at.slice(0, 19));
    expect(event!.summary).toBe(TEXT[locale].viewing.calendarSummary.replace('{{title}}', headingOf(page)));
    expect(event!.location).toBe(addressOf(page));
    expect(event!.description).toContain(HOST + confirmation.cancelHref);
  });

  it('answers 404 for an unknown or malformed appointment, and 410 once it is cancelled', async () => {
    expect((await get(`${HOST}/nl/afspraak/UnknownAppointment123/agenda.ics`)).status).toBe(404);
    expect((await get(`${HOST}/nl/afspraak/abc/agenda.ics`)).status).toBe(404);
    expect((await get(`${HOST}/en/appointment/UnknownAppointment123/calendar.ics`)).status).toBe(404);
    const { slot, path } = await freshEstate();
    const id = await bookVia(path, slot.id);
    expect((await get(`${HOST}/nl/afspraak/${id}/agenda.ics`)).status).toBe(200);
    expect((await get(`${HOST}/nl/afspraak-annuleren/${id}`, { method: 'POST' })).status).toBe(303);
    expect((await get(`${HOST}/nl/afspraak/${id}/agenda.ics`)).status).toBe(410);
  });
});
