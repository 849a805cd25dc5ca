import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ESTIMATE_PREFIX } from '../../../../shared/domain/contact-form';
import { BREAKER_OPEN_MS, BREAKER_THRESHOLD } from '../../../../worker/site/upstream/client';
import { clearMemory } from '../../../../worker/site/upstream/cache/memory';
import nl from '../../../../locales/nl.json';
import fr from '../../../../locales/fr.json';
import en from '../../../../locales/en.json';
import de from '../../../../locales/de.json';
import { forgetCaches, VALID_CONTACT_FORM } from '../../helpers';
import {
  DOWN,
  escapeHtml,
  estateWithSlot,
  FAILURES,
  failWith,
  type PlatformFailure,
  platformLog,
  post,
  request,
  unitWithPeriod,
  visitWhileUp,
} from '../../failing-forms';
import { quietConsole } from '../../../support/quiet-console';
import { UNTIL } from '../../until';

// Every visitor form answers one way when the platform fails (500, 503) or hangs.
// A lead (contact, valuation, send-to-a-friend) is taken all the same: queued on the site's
// side and written by the platform's consumer, the visitor told it was received. What needs
// the platform's answer at once (a viewing, a reservation, a subscription) is 503 with
// Retry-After when the platform failed: JSON with the message for an island, the page again with
// the input kept without JavaScript; when it hangs, the write may still be made: within the form
// budget the visitor is told it is being confirmed (202), never that it failed.

const HOST = 'http://localhost';
let logged: ReturnType<typeof quietConsole>;
let visitor = 0;
/** A visitor nobody else is, so that their lead is found by their address. */
const nextEmail = () => `bezoeker.${Date.now()}.${++visitor}@example.be`;

beforeEach(async () => {
  await forgetCaches();
  await failWith('500');
  logged = quietConsole();
});

afterEach(async () => {
  // Ends the calls a hanging platform still holds.
  await failWith('500');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** An island's lead taken while the platform fails: `status`, JSON saying it is queued and received in the visitor's language. */
async function expectTaken(response: Response, status: number, received: string): Promise<{ id: string }> {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toContain('application/json');
  const answer = (await response.json()) as { id: string };
  expect(answer).toMatchObject({ ok: true, queued: true, message: received });
  return answer;
}

/** With the platform hanging: the write went out once and is still held, so the answer came from the form budget, not from the platform. */
async function expectBudgetAnswered(failure: PlatformFailure, writePath: string): Promise<void> {
  if (failure !== 'hang') return;
  const { calls, pending } = await platformLog();
  expect(calls[writePath]).toBe(1);
  expect(pending).toBeGreaterThan(0);
  // One line (worker/site/log.ts): the failed call, the timeout, the write's method and path.
  const escaped = writePath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  expect(logged).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^platform call failed: .*Upstream timeout.*\\(POST ${escaped}\\)$`)));
}

/** The outbox rows of one lead, once the lead queue's consumer has written it. */
async function writtenOnce(kind: string, email: string, field = 'email'): Promise<{ id: string; document: Record<string, unknown> }> {
  const rows = async () =>
    (
      await env.DB.prepare(`SELECT id, document FROM outbox WHERE kind = ?1 AND json_extract(document, '$.${field}') = ?2`)
        .bind(kind, email)
        .all<{ id: string; document: string }>()
    ).results;
  await vi.waitFor(async () => expect(await rows()).toHaveLength(1), UNTIL);
  const [row] = await rows();
  return { id: row!.id, document: JSON.parse(row!.document) as Record<string, unknown> };
}

async function expectUnavailableJson(response: Response, message: string): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('Content-Type')).toContain('application/json');
  expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
  expect(await response.json()).toMatchObject({ error: message });
}

async function expectFormAgain(response: Response, { lang, message, kept }: { lang: string; message: string; kept: string[] }): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('Content-Type')).toContain('text/html');
  expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
  const body = await response.text();
  expect(body).toContain(`<html lang="${lang}"`);
  expect(body).toContain(escapeHtml(message));
  for (const value of kept) expect(body).toContain(`value="${escapeHtml(value)}"`);
}

/** What needs the platform's answer at once, as JSON: 503 when it failed; 202, being confirmed, when it held the write past the form budget. */
async function expectAtOnceJson(failure: PlatformFailure, response: Response, unavailable: string, confirming: string): Promise<void> {
  if (failure !== 'hang') return expectUnavailableJson(response, unavailable);
  expect(response.status).toBe(202);
  expect(response.headers.get('Retry-After')).toBeNull();
  expect(await response.json()).toEqual({ ok: true, pending: true, message: confirming });
}

/** The same without JavaScript: the page again, with the input kept, and the failure or that it is being confirmed. */
async function expectAtOnceForm(
  failure: PlatformFailure,
  response: Response,
  { lang, message, confirming, kept }: { lang: string; message: string; confirming: string; kept: string[] },
): Promise<void> {
  if (failure !== 'hang') return expectFormAgain(response, { lang, message, kept });
  expect(response.status).toBe(202);
  expect(response.headers.get('Retry-After')).toBeNull();
  const body = await response.text();
  expect(body).toContain(`<html lang="${lang}"`);
  expect(body).toContain(escapeHtml(confirming));
  expect(body).not.toContain(escapeHtml(message));
  for (const value of kept) expect(body).toContain(`value="${escapeHtml(value)}"`);
}

describe.each(FAILURES)('a lead while the platform fails (%s): received, queued, written once', (failure) => {
  it('contact page without JavaScript: the page’s thank-you', async () => {
    await visitWhileUp(`${HOST}/nl/contact`);
    await failWith(failure);
    const email = nextEmail();
    const response = await post(`${HOST}/nl/contact`, { ...VALID_CONTACT_FORM, email, form: 'contact-form-912' }, 'form');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/nl/contact?contact=sent#contact-form-912');
    await expectBudgetAnswered(failure, '/contact-requests');
    const thanks = await request(`${HOST}/nl/contact?contact=sent`, DOWN);
    expect(await thanks.text()).toContain('alert alert--success');
    expect((await writtenOnce('contact-request', email)).document).toMatchObject({
      email,
      message: VALID_CONTACT_FORM.message,
      locale: 'nl',
      page: '/nl/contact',
    });
  });

  it('contact over ajax: JSON ok, said as received in the visitor’s language', async () => {
    await visitWhileUp(`${HOST}/fr/`);
    await failWith(failure);
    const email = nextEmail();
    const response = await post(`${HOST}/fr/ajax/contact-form-handler`, { ...VALID_CONTACT_FORM, email }, 'json');
    const answer = await expectTaken(response, 200, fr.form.received);
    await expectBudgetAnswered(failure, '/contact-requests');
    // The write the platform may still make and the queued copy carry one id: one row whichever lands.
    expect((await platformLog()).keys).toEqual([answer.id]);
    expect((await writtenOnce('contact-request', email)).id).toBe(answer.id);
  });

  it('valuation request (a contact with source estimate): its prefix and source kept', async () => {
    await visitWhileUp(`${HOST}/en/`);
    await failWith(failure);
    const email = nextEmail();
    const response = await post(
      `${HOST}/en/ajax/contact-form-handler`,
      { ...VALID_CONTACT_FORM, email, source: 'estimate', message: 'Our house, please.' },
      'json',
    );
    await expectTaken(response, 200, en.form.received);
    await expectBudgetAnswered(failure, '/contact-requests');
    expect((await writtenOnce('contact-request', email)).document).toMatchObject({ source: 'estimate', message: `${ESTIMATE_PREFIX}Our house, please.` });
  });

  it('send-to-a-friend over ajax: 201, the friend’s mail as the page made it', async () => {
    const { estateId, path } = await estateWithSlot('de');
    await visitWhileUp(HOST + path);
    await failWith(failure);
    const senderEmail = nextEmail();
    const fields = { form: 'send-to-a-friend', estateId, senderName: 'Jan Peeters', senderEmail, friendEmail: `freund.${senderEmail}`, privacy: 'yes' };
    const response = await post(`${HOST}/de/ajax/send-to-a-friend`, fields, 'json');
    const answer = await expectTaken(response, 201, de.form.received);
    await expectBudgetAnswered(failure, '/send-to-a-friend');
    expect((await platformLog()).keys).toEqual([answer.id]);
    const row = await writtenOnce('send-to-a-friend', senderEmail, 'senderEmail');
    expect(row.id).toBe(answer.id);
    expect(row.document).toMatchObject({ locale: 'de', estateId, link: path, mail: { subject: expect.stringContaining('Jan Peeters') } });
  });
});

describe.each(FAILURES)('what needs the platform’s answer at once, while it fails (%s): 503 with Retry-After, or being confirmed while it hangs', (failure) => {
  const visitorFields = {
    firstName: 'Lotte',
    lastName: 'Claes',
    email: 'lotte.claes@example.be',
    phone: '+32 470 11 22 33',
    message: 'Graag.',
    privacy: 'yes',
  };
  // A write left unanswered is queued under its key as well (late-writes.test.ts follows one through): here the queue only takes it.
  // The budgets are DOWN's short ones where the platform hangs, which they are there for; where it
  // fails at once, generous ones: a loaded machine must not turn its prompt 5xx into a timeout,
  // which is a write left unanswered ("being confirmed"), not a failure.
  const budgets = failure === 'hang' ? {} : { PAGE_BUDGET_MS: '20000', FORM_BUDGET_MS: '20000' };
  const HELD = { ...DOWN, ...budgets, LEAD_QUEUE: { send: async () => undefined } } as never;

  it('viewing booking from the island: JSON', async () => {
    const { slotId, path } = await estateWithSlot('en');
    await visitWhileUp(HOST + path);
    await failWith(failure);
    await expectAtOnceJson(
      failure,
      await post(HOST + path, { form: 'viewing', slotId: String(slotId), ...visitorFields }, 'json', HELD),
      en.form.errors.unavailable,
      en.form.confirming,
    );
    await expectBudgetAnswered(failure, '/live-agenda/reservation');
  });

  it('viewing booking without JavaScript: the page again, the input kept', async () => {
    const { slotId, path } = await estateWithSlot('fr');
    await visitWhileUp(HOST + path);
    await failWith(failure);
    const response = await post(HOST + path, { form: 'viewing', slotId: String(slotId), ...visitorFields }, 'form', HELD);
    await expectAtOnceForm(failure, response, {
      lang: 'fr',
      message: fr.form.errors.unavailable,
      confirming: fr.form.confirming,
      kept: ['Lotte', 'Claes', 'lotte.claes@example.be'],
    });
    await expectBudgetAnswered(failure, '/live-agenda/reservation');
  });

  it('reservation request from the island: JSON', async () => {
    const { periodId, path } = await unitWithPeriod('nl');
    await visitWhileUp(HOST + path);
    await failWith(failure);
    await expectAtOnceJson(
      failure,
      await post(HOST + path, { periodId: String(periodId), guests: '2', ...visitorFields }, 'json', HELD),
      nl.form.errors.unavailable,
      nl.form.confirming,
    );
    await expectBudgetAnswered(failure, '/rental-units/reservation');
  });

  it('reservation request without JavaScript: the page again, the input kept', async () => {
    const { periodId, path } = await unitWithPeriod('de');
    await visitWhileUp(HOST + path);
    await failWith(failure);
    const response = await post(HOST + path, { periodId: String(periodId), guests: '2', ...visitorFields }, 'form', HELD);
    await expectAtOnceForm(failure, response, {
      lang: 'de',
      message: de.form.errors.unavailable,
      confirming: de.form.confirming,
      kept: ['Lotte', 'Claes', 'lotte.claes@example.be'],
    });
    await expectBudgetAnswered(failure, '/rental-units/reservation');
  });

  it('subscription from the island: JSON', async () => {
    await visitWhileUp(`${HOST}/fr/`);
    await failWith(failure);
    const response = await post(`${HOST}/fr/ajax/notifications`, { email: 'abonne@example.be', statuses: ['FOR_SALE'], consent: 'yes' }, 'json', HELD);
    await expectAtOnceJson(failure, response, fr.subscribe.errors.unavailable, fr.form.confirming);
    await expectBudgetAnswered(failure, '/subscriptions');
  });

  it('subscription without JavaScript: the page again, the input kept', async () => {
    await visitWhileUp(`${HOST}/nl/hou-me-op-de-hoogte`);
    await failWith(failure);
    const response = await post(
      `${HOST}/nl/hou-me-op-de-hoogte`,
      { email: 'abonnee@example.be', statuses: ['FOR_SALE'], frequency: 'weekly', consent: 'yes' },
      'form',
      HELD,
    );
    await expectAtOnceForm(failure, response, {
      lang: 'nl',
      message: nl.subscribe.errors.unavailable,
      confirming: nl.form.confirming,
      kept: ['abonnee@example.be'],
    });
    await expectBudgetAnswered(failure, '/subscriptions');
  });
});

describe('a booking whose listing the site never read before the platform failed', () => {
  it('is refused in JSON for the island, not the HTML error page', async () => {
    const { slotId, path } = await estateWithSlot('nl');
    // Only the site is known (finding the page's address read the listing: forgotten): the listing lookup itself fails.
    await forgetCaches();
    clearMemory();
    await visitWhileUp(`${HOST}/nl/contact`);
    const response = await post(
      HOST + path,
      { form: 'viewing', slotId: String(slotId), firstName: 'Lotte', lastName: 'Claes', email: 'lotte@example.be', phone: '+32 470 11 22 33', privacy: 'yes' },
      'json',
    );
    await expectUnavailableJson(response, nl.form.errors.unavailable);
  });

  it('a reservation the same', async () => {
    const { periodId, path } = await unitWithPeriod('en');
    await forgetCaches();
    clearMemory();
    await visitWhileUp(`${HOST}/en/`);
    const response = await post(
      HOST + path,
      { periodId: String(periodId), guests: '2', firstName: 'Lotte', lastName: 'Claes', email: 'lotte@example.be', phone: '+32 470 11 22 33', privacy: 'yes' },
      'json',
    );
    await expectUnavailableJson(response, en.form.errors.unavailable);
  });
});

describe('just after an outage, while the breaker’s probe is in flight', () => {
  it('refuses bookings with 503, Retry-After and the message, without calling the platform', async () => {
    const { slotId, path } = await estateWithSlot('nl');
    await visitWhileUp(HOST + path);
    for (let n = 0; n < BREAKER_THRESHOLD; n += 1) expect((await request(`${HOST}/nl/nergens-${n}`, DOWN)).status).toBe(503);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + BREAKER_OPEN_MS + 1);
    await failWith('hang');
    // The first call after the open spell is the probe; the platform holds it.
    const probe = await request(`${HOST}/nl/nergens-meer`, DOWN);
    expect(probe.status).toBe(503);
    expect((await platformLog()).pending).toBe(1);
    const fields = {
      form: 'viewing',
      slotId: String(slotId),
      firstName: 'Lotte',
      lastName: 'Claes',
      email: 'lotte@example.be',
      phone: '+32 470 11 22 33',
      privacy: 'yes',
    };
    const answers = await Promise.all([1, 2, 3].map(() => post(HOST + path, fields, 'json')));
    for (const answer of answers) await expectUnavailableJson(answer, nl.form.errors.unavailable);
    expect((await platformLog()).calls['/live-agenda/reservation']).toBeUndefined();
  });
});
