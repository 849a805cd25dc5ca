import { createMessageBatch, env, getQueueResult, createExecutionContext } from 'cloudflare:test';
import type { Queue } from '@cloudflare/workers-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../../../worker/local';
import type { LocalEnv } from '../../../../worker/local';
import type { Env } from '../../../../worker/site/env';
import type { LeadQueueMessage } from '../../../../shared/contract/queue-message';
import { platform } from '../../../../worker/platform/demo/embedded';
import type { PlatformBindings } from '../../../../worker/platform/types';
import en from '../../../../locales/en.json';
import fr from '../../../../locales/fr.json';
import nl from '../../../../locales/nl.json';
import de from '../../../../locales/de.json';
import { bodyOf, forgetCaches } from '../../helpers';
import { escapeHtml, post, request, unitWithPeriod, visitWhileUp } from '../../failing-forms';
import { quietConsole } from '../../../support/quiet-console';

// A visitor's write the site stopped waiting for (the form budget) may still be made by the
// platform: the visitor is told it is being confirmed and gets a mail, never "failed"; the same
// form sent again (its key) answers what was made, never "slot taken"; and the write is made
// once, whichever of its copies (the slow one, the retry, the lead queue's) arrives first.

const HOST = 'http://localhost';
const FORM_BUDGET_MS = 600;
const GENEROUS = { PAGE_BUDGET_MS: '20000', FORM_BUDGET_MS: '20000' };
const VISITOR = { firstName: 'Lotte', lastName: 'Claes', phone: '+32 470 11 22 33', message: 'Graag.', privacy: 'yes' };
let visitor = 0;
const nextEmail = () => `laat.${Date.now()}.${++visitor}@example.be`;

beforeEach(async () => {
  await forgetCaches();
  quietConsole();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The embedded platform's bindings, as worker/local.ts gives them. */
const PLATFORM_ENV = {
  DB: env.DB,
  DB_2: env.DB_2,
  DB_3: env.DB_3,
  DB_4: env.DB_4,
  OUTBOX_QUEUE: env.OUTBOX_QUEUE,
  CACHE: env.CACHE,
} as unknown as PlatformBindings;

/**
 * The platform behind a PLATFORM binding whose writes wait at a gate (reads go through): a
 * platform slower than the form budget. Opened, the writes held go on, as a slow platform's
 * would after the site stopped waiting; `dropped` ends them unanswered and unwritten instead.
 */
function slowPlatform() {
  const held: ((go: boolean) => void)[] = [];
  const writes: Promise<Response>[] = [];
  let open = false;
  const binding = {
    async fetch(request: Request): Promise<Response> {
      if (request.method === 'GET') return platform.fetch(request, PLATFORM_ENV);
      // The body is read now: the site aborts its request when it stops waiting.
      const copy = new Request(request.url, { method: request.method, headers: request.headers, body: await request.text() });
      const go = open || (await new Promise<boolean>((resolve) => held.push(resolve)));
      const answer = go ? Promise.resolve(platform.fetch(copy, PLATFORM_ENV)) : Promise.resolve(Response.json({ error: 'dropped' }, { status: 503 }));
      writes.push(answer);
      return answer;
    },
  };
  return {
    binding,
    held: () => held.length,
    /** Lets every held write and every later one through, and waits until the held ones are written. */
    async open(): Promise<void> {
      open = true;
      for (const release of held.splice(0)) release(true);
      await vi.waitFor(() => expect(writes.length).toBeGreaterThan(0));
      await Promise.all(writes);
    },
    /** Ends every held write unwritten (lost on the way). */
    async drop(): Promise<void> {
      for (const release of held.splice(0)) release(false);
      await Promise.all(writes);
    },
  };
}

/** The lead queue as held by the site, before its consumer runs. */
function holdingQueue(): { queue: Queue<LeadQueueMessage>; held: LeadQueueMessage[] } {
  const held: LeadQueueMessage[] = [];
  return { queue: { send: async (body: LeadQueueMessage) => void held.push(structuredClone(body)) } as unknown as Queue<LeadQueueMessage>, held };
}

/** One delivery of the held copies to the lead queue's consumer (the local default's platform). */
async function deliver(leads: LeadQueueMessage[]) {
  const batch = createMessageBatch<LeadQueueMessage>(
    'agency-leads',
    leads.map((body, index) => ({ id: `copy-${index}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env as LocalEnv);
  return getQueueResult(batch, ctx);
}

/**
 * The site with the slow platform: a write waits the form budget at most. Once the gate is open
 * the budgets are generous (`open`), so that a loaded machine never turns the platform's prompt
 * answer into a timeout.
 */
function slowSite(slow: ReturnType<typeof slowPlatform>, queue: Queue<LeadQueueMessage>, budgets: 'short' | 'open' = 'short'): Partial<Env> {
  const ms = budgets === 'short' ? { PAGE_BUDGET_MS: '300', FORM_BUDGET_MS: String(FORM_BUDGET_MS) } : GENEROUS;
  return { PLATFORM: slow.binding as unknown as Env['PLATFORM'], UPSTREAM_TIMEOUT_MS: '120000', LEAD_QUEUE: queue, ...ms };
}

const count = async (sql: string, ...bind: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...bind)
    .first<{ n: number }>())!.n;
const appointmentsOf = (email: string) =>
  count("SELECT count(*) AS n FROM appointments WHERE json_extract(document, '$.email') = ?1 AND cancelled_at IS NULL", email);
const mailsOf = (kind: string, email: string, field = 'email') =>
  count(`SELECT count(*) AS n FROM outbox WHERE kind = ?1 AND json_extract(document, '$.${field}') = ?2`, kind, email);

/** A future viewing slot of site 1 nobody booked, of an estate on offer, and the estate's page in `locale`. */
async function freeSlot(locale: 'en' | 'fr' | 'nl'): Promise<{ slotId: number; estateId: number; path: string }> {
  const row = (await env.DB.prepare(
    `SELECT s.id AS slotId, s.estate_id AS estateId FROM agenda_slots s JOIN estates e ON e.id = s.estate_id
     WHERE s.site_id = 1 AND e.status IN ('FOR_SALE', 'TO_RENT') AND e.parent_id IS NULL AND s.starts_at > ?1
       AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.slot_id = s.id)
     ORDER BY s.starts_at LIMIT 1`,
  )
    .bind(new Date(Date.now() + 86_400_000).toISOString())
    .first<{ slotId: number; estateId: number }>())!;
  const offer = { nl: 'aanbod', fr: 'offre', en: 'offer' }[locale];
  const redirect = await request(`${HOST}/${locale}/${offer}/${row.estateId}`, {}, {}, true);
  return { ...row, path: redirect.headers.get('Location')! };
}

/** A free viewing slot with room for one visitor only, as the audit's was, and its page, visited. */
async function singlePlaceSlot(locale: 'en' | 'fr' | 'nl') {
  const slot = await freeSlot(locale);
  await env.DB.prepare('UPDATE agenda_slots SET capacity = 1 WHERE id = ?1').bind(slot.slotId).run();
  await visitWhileUp(HOST + slot.path);
  return slot;
}

/** Books a slot's place for another visitor, straight at the platform. */
async function bookForSomeoneElse(slotId: number, estateId: number): Promise<void> {
  const other = await platform.request(
    '/live-agenda/reservation',
    {
      method: 'POST',
      headers: { 'X-SITE': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ locale: 'nl', slotId, estateId, firstName: 'Jan', lastName: 'Peeters', email: nextEmail(), phone: '+32 470 99 88 77' }),
    },
    PLATFORM_ENV,
  );
  expect(other.status).toBe(201);
}

/**
 * A form posted without JavaScript and left unanswered within the budget: the page again, 202,
 * "being confirmed" in its language, never "failed", what was typed kept.
 */
async function expectBeingConfirmed(answer: Response, locale: 'fr' | 'de', email: string): Promise<void> {
  const page = await bodyOf(answer, 202);
  const words = { fr, de }[locale];
  expect(page).toContain(`<html lang="${locale}"`);
  expect(page).toContain(escapeHtml(words.form.confirming));
  expect(page).not.toContain(escapeHtml(words.form.errors.unavailable));
  expect(page).toContain(`value="${escapeHtml(email)}"`);
}

describe('a viewing booked while the platform is slower than the form budget (live agenda)', () => {
  it('is “being confirmed”, then booked by the platform; the retry under the same key gets that booking, not “slot taken”; one confirmation mail', async () => {
    const { slotId, path } = await singlePlaceSlot('en');
    const slow = slowPlatform();
    const { queue, held } = holdingQueue();
    const email = nextEmail();
    const form = { form: 'viewing', slotId: String(slotId), ...VISITOR, email, formKey: crypto.randomUUID() };

    // Answered while the platform still holds the write (it holds it until opened): the form budget answered, not the platform.
    const first = await post(HOST + path, form, 'json', slowSite(slow, queue));
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ ok: true, pending: true, message: en.form.confirming });
    // The write went out and is held; a copy waits on the lead queue under the same key.
    expect(slow.held()).toBe(1);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ siteId: 1, path: '/live-agenda/reservation', body: { slotId, email } });
    expect(await appointmentsOf(email)).toBe(0);

    // The platform takes the write after the site gave up: the booking and its confirmation mail.
    await slow.open();
    expect(await appointmentsOf(email)).toBe(1);
    expect(await mailsOf('appointment-confirmation', email)).toBe(1);
    const { id } = (await env.DB.prepare("SELECT id FROM appointments WHERE json_extract(document, '$.email') = ?1").bind(email).first<{ id: string }>())!;

    // The visitor sends the same form again: the booking made, not 409 for their own place.
    const retry = await post(HOST + path, form, 'json', slowSite(slow, queue, 'open'));
    expect(retry.status).toBe(201);
    const answer = (await retry.json()) as { ok: boolean; confirmation: { cancelHref: string } };
    expect(answer.ok).toBe(true);
    expect(answer.confirmation.cancelHref).toContain(id);

    // The queue's copy arrives too: acknowledged, nothing more written or mailed.
    expect((await deliver(held)).explicitAcks).toEqual(['copy-0']);
    expect(await appointmentsOf(email)).toBe(1);
    expect(await mailsOf('appointment-confirmation', email)).toBe(1);
  });

  it('without JavaScript: the page again with 202 and “being confirmed”, the input kept; posting it again shows the booking', async () => {
    const { slotId, path } = await singlePlaceSlot('fr');
    const slow = slowPlatform();
    const { queue } = holdingQueue();
    const email = nextEmail();
    const form = { form: 'viewing', slotId: String(slotId), ...VISITOR, email };

    await expectBeingConfirmed(await post(HOST + path, form, 'form', slowSite(slow, queue)), 'fr', email);

    await slow.open();
    expect(await appointmentsOf(email)).toBe(1);
    const again = await post(HOST + path, form, 'form', slowSite(slow, queue, 'open'));
    expect(again.status).toBe(303);
    const { id } = (await env.DB.prepare("SELECT id FROM appointments WHERE json_extract(document, '$.email') = ?1").bind(email).first<{ id: string }>())!;
    expect(again.headers.get('Location')).toBe(`${path}?appointment=${id}#viewing`);
    expect(await appointmentsOf(email)).toBe(1);
  });

  it('without JavaScript: booked, cancelled, then booked again with the same details: a new booking, not the cancelled one given again', async () => {
    const { slotId, path } = await freeSlot('nl');
    const email = nextEmail();
    const form = { form: 'viewing', slotId: String(slotId), ...VISITOR, email };
    const first = await post(HOST + path, form, 'form', GENEROUS);
    expect(first.status).toBe(303);
    const booked = new URL(first.headers.get('Location')!, HOST).searchParams.get('appointment')!;
    const cancel = await platform.request(`/live-agenda/reservation/${booked}`, { method: 'DELETE', headers: { 'X-SITE': '1' } }, PLATFORM_ENV);
    expect(cancel.status).toBe(204);
    expect(await appointmentsOf(email)).toBe(0);

    const again = await post(HOST + path, form, 'form', GENEROUS);
    expect(again.status).toBe(303);
    expect(new URL(again.headers.get('Location')!, HOST).searchParams.get('appointment')).not.toBe(booked);
    expect(await appointmentsOf(email)).toBe(1);
  });

  it('a double submit makes one booking, both answered with it', async () => {
    const { slotId, path } = await singlePlaceSlot('nl');
    const email = nextEmail();
    const form = { form: 'viewing', slotId: String(slotId), ...VISITOR, email, formKey: crypto.randomUUID() };
    const answers = await Promise.all([post(HOST + path, form, 'json', GENEROUS), post(HOST + path, form, 'json', GENEROUS)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const [a, b] = (await Promise.all(answers.map((answer) => answer.json()))) as { confirmation: { cancelHref: string } }[];
    expect(a!.confirmation.cancelHref).toBe(b!.confirmation.cancelHref);
    expect(await appointmentsOf(email)).toBe(1);
    expect(await mailsOf('appointment-confirmation', email)).toBe(1);
  });

  it('one that never arrives and whose slot is taken meanwhile: the queued copy is refused, and the visitor mailed so', async () => {
    const { slotId, estateId, path } = await singlePlaceSlot('nl');
    const slow = slowPlatform();
    const { queue, held } = holdingQueue();
    const email = nextEmail();
    expect(
      (await post(HOST + path, { form: 'viewing', slotId: String(slotId), ...VISITOR, email, formKey: crypto.randomUUID() }, 'json', slowSite(slow, queue)))
        .status,
    ).toBe(202);
    await slow.drop();
    // Another visitor takes the only place.
    await bookForSomeoneElse(slotId, estateId);

    expect((await deliver(held)).explicitAcks).toEqual(['copy-0']);
    expect(await appointmentsOf(email)).toBe(0);
    expect(await mailsOf('request-not-taken', email, 'to')).toBe(1);
    const mail = (await env.DB.prepare("SELECT document FROM outbox WHERE kind = 'request-not-taken' AND json_extract(document, '$.to') = ?1")
      .bind(email)
      .first<{ document: string }>())!;
    expect(JSON.parse(mail.document)).toMatchObject({ to: email, locale: 'nl', firstName: 'Lotte', request: 'viewing' });
    // Delivered again: no second mail.
    await deliver(held);
    expect(await mailsOf('request-not-taken', email, 'to')).toBe(1);
  });
});

describe('a write refused after the site stopped waiting for it', () => {
  /** A lead queue that refuses every message, as one failing would: only the site's own write is left. */
  const refusingQueue = { send: async () => Promise.reject(new Error('queue unavailable')) } as unknown as Queue<LeadQueueMessage>;

  it('is mailed to its visitor, who was told it is being confirmed, once; a refusal the visitor saw is not', async () => {
    const { slotId, estateId, path } = await singlePlaceSlot('fr');
    const slow = slowPlatform();
    const email = nextEmail();
    const form = { form: 'viewing', slotId: String(slotId), ...VISITOR, email, formKey: crypto.randomUUID() };
    const first = await post(HOST + path, form, 'json', slowSite(slow, refusingQueue));
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ ok: true, pending: true, message: fr.form.confirming });

    // Another visitor takes the only place; then the held write arrives, refused, with no queued copy behind it.
    await bookForSomeoneElse(slotId, estateId);
    await slow.open();
    expect(await appointmentsOf(email)).toBe(0);
    expect(await mailsOf('request-not-taken', email, 'to')).toBe(1);
    const mail = (await env.DB.prepare("SELECT document FROM outbox WHERE kind = 'request-not-taken' AND json_extract(document, '$.to') = ?1")
      .bind(email)
      .first<{ document: string }>())!;
    expect(JSON.parse(mail.document)).toMatchObject({ to: email, locale: 'fr', firstName: 'Lotte', request: 'viewing' });

    // The visitor's retry is answered in time: the form's own refusal, and no second mail.
    const retry = await post(HOST + path, form, 'json', slowSite(slow, refusingQueue, 'open'));
    expect(retry.status).toBe(409);
    expect(await mailsOf('request-not-taken', email, 'to')).toBe(1);

    // Someone refused while the site still waits reads the refusal on the form: no mail.
    const other = nextEmail();
    const seen = await post(HOST + path, { ...form, email: other, formKey: crypto.randomUUID() }, 'json', slowSite(slow, refusingQueue, 'open'));
    expect(seen.status).toBe(409);
    expect(await mailsOf('request-not-taken', other, 'to')).toBe(0);
  });
});

/** A free holiday period's unit page in `locale`, visited, a slow platform, a holding queue and a visitor's reservation form (an island's carries its key). */
async function slowReservation(locale: 'nl' | 'de', as: 'json' | 'form') {
  const { periodId, path } = await unitWithPeriod(locale);
  await visitWhileUp(HOST + path);
  const email = nextEmail();
  const form = { periodId: String(periodId), guests: '2', ...VISITOR, email, ...(as === 'json' ? { formKey: crypto.randomUUID() } : {}) };
  const reservations = () => count("SELECT count(*) AS n FROM rental_reservations WHERE json_extract(document, '$.email') = ?1", email);
  return { path, email, form, reservations, slow: slowPlatform(), ...holdingQueue() };
}

describe('a holiday reservation request while the platform is slower than the form budget', () => {
  it('is “being confirmed”, then written; the retry under the same key gets that request; one confirmation mail', async () => {
    const { path, email, form, reservations, slow, queue, held } = await slowReservation('nl', 'json');

    const first = await post(HOST + path, form, 'json', slowSite(slow, queue));
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ ok: true, pending: true, message: nl.form.confirming });
    expect(held).toHaveLength(1);

    await slow.open();
    expect(await reservations()).toBe(1);
    expect(await mailsOf('rental-reservation-confirmation', email, 'to')).toBe(1);

    const retry = await post(HOST + path, form, 'json', slowSite(slow, queue, 'open'));
    expect(retry.status).toBe(201);
    expect(await deliver(held)).toMatchObject({ explicitAcks: ['copy-0'] });
    expect(await reservations()).toBe(1);
    expect(await mailsOf('rental-reservation-confirmation', email, 'to')).toBe(1);
  });
});

describe('a holiday reservation request without JavaScript while the platform is slower than the form budget', () => {
  it('is the page again with 202 and “being confirmed”, the input kept; posting it again answers the request made, written once', async () => {
    const { path, email, form, reservations, slow, queue, held } = await slowReservation('de', 'form');

    await expectBeingConfirmed(await post(HOST + path, form, 'form', slowSite(slow, queue)), 'de', email);
    expect(held).toHaveLength(1);

    await slow.open();
    expect(await reservations()).toBe(1);
    // The same form posted again (the browser's resend): the request made, not a second one.
    const again = await post(HOST + path, form, 'form', slowSite(slow, queue, 'open'));
    expect(again.status).toBe(303);
    expect(again.headers.get('Location')).toBe(`${path}?reservation=sent#reservation`);
    expect((await deliver(held)).explicitAcks).toEqual(['copy-0']);
    expect(await reservations()).toBe(1);
    expect(await mailsOf('rental-reservation-confirmation', email, 'to')).toBe(1);
  });
});

describe('the platform’s writes under an Idempotency-Key', () => {
  const write = (path: string, body: unknown, key: string, headers: Record<string, string> = {}) =>
    platform.request(
      path,
      { method: 'POST', headers: { 'X-SITE': '1', 'Content-Type': 'application/json', 'Idempotency-Key': key, ...headers }, body: JSON.stringify(body) },
      PLATFORM_ENV,
    );

  it('answers the same key again with the first answer, marked replayed, writing nothing; another write under it is a 422', async () => {
    const { slotId, estateId } = await freeSlot('nl');
    const key = crypto.randomUUID();
    const email = nextEmail();
    const body = { locale: 'nl', slotId, estateId, firstName: 'Lotte', lastName: 'Claes', email, phone: '+32 470 11 22 33' };
    const first = await write('/live-agenda/reservation', body, key);
    expect(first.status).toBe(201);
    const booked = (await first.json()) as { id: string; start: string };
    const again = await write('/live-agenda/reservation', { ...body, message: 'Anders' }, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(booked);
    expect(await appointmentsOf(email)).toBe(1);
    expect(
      (await write('/subscriptions', { locale: 'nl', email, criteria: { statuses: ['FOR_SALE'], cityIds: [], headTypeIds: [] }, consent: true }, key)).status,
    ).toBe(422);
  });

  it('frees the key of a booking or subscription undone since for the visitor’s new request, never for a copy of the first', async () => {
    const { slotId, estateId } = await freeSlot('nl');
    const key = crypto.randomUUID();
    const email = nextEmail();
    const waiting = { 'X-Write-Deadline': String(Date.now() + 60_000) };
    const late = { 'X-Write-Deadline': String(Date.now() - 60_000) };
    const booking = { locale: 'nl', slotId, estateId, firstName: 'Lotte', lastName: 'Claes', email, phone: '+32 470 11 22 33' };
    const first = (await (await write('/live-agenda/reservation', booking, key)).json()) as { id: string };
    expect((await platform.request(`/live-agenda/reservation/${first.id}`, { method: 'DELETE', headers: { 'X-SITE': '1' } }, PLATFORM_ENV)).status).toBe(204);
    // A queued copy and a late one of the first write: answered as it was, nothing booked again.
    expect((await write('/live-agenda/reservation', booking, key)).status).toBe(200);
    expect((await write('/live-agenda/reservation', booking, key, late)).status).toBe(200);
    expect(await appointmentsOf(email)).toBe(0);
    // The visitor books again (the site waits): a new booking, then answered as that one.
    const again = await write('/live-agenda/reservation', booking, key, waiting);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).not.toBe(first.id);
    expect(await appointmentsOf(email)).toBe(1);
    expect((await write('/live-agenda/reservation', booking, key, waiting)).status).toBe(200);
    expect(await appointmentsOf(email)).toBe(1);

    const subscription = { locale: 'nl', email, criteria: { statuses: ['FOR_SALE'], cityIds: [], headTypeIds: [] }, consent: true };
    const subscriptionKey = crypto.randomUUID();
    const subscribed = (await (await write('/subscriptions', subscription, subscriptionKey)).json()) as { token: string };
    expect((await platform.request(`/subscriptions/${subscribed.token}`, { method: 'DELETE', headers: { 'X-SITE': '1' } }, PLATFORM_ENV)).status).toBeLessThan(
      300,
    );
    const resubscribed = await write('/subscriptions', subscription, subscriptionKey, waiting);
    expect(resubscribed.status).toBe(201);
    expect(((await resubscribed.json()) as { token: string }).token).not.toBe(subscribed.token);
  });

  it('keeps no refusal: a write refused once under a key is tried again under it', async () => {
    const { slotId, estateId } = await freeSlot('nl');
    const key = crypto.randomUUID();
    const email = nextEmail();
    const body = { locale: 'nl', slotId, estateId, firstName: 'Lotte', lastName: 'Claes', email, phone: '+32 470 11 22 33' };
    await env.DB.prepare('UPDATE agenda_slots SET capacity = 1 WHERE id = ?1').bind(slotId).run();
    await bookForSomeoneElse(slotId, estateId);
    expect((await write('/live-agenda/reservation', body, key)).status).toBe(409);
    await env.DB.prepare('UPDATE agenda_slots SET capacity = 2 WHERE id = ?1').bind(slotId).run();
    expect((await write('/live-agenda/reservation', body, key)).status).toBe(201);
  });
});
