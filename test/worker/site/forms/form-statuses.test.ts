import { env } from 'cloudflare:test';
import type { Queue } from '@cloudflare/workers-types';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../../../worker/site/env';
import { resetBreakers } from '../../../../worker/site/upstream/client';
import nl from '../../../../locales/nl.json';
import fr from '../../../../locales/fr.json';
import en from '../../../../locales/en.json';
import de from '../../../../locales/de.json';
import { FAILING_PLATFORM_HOST } from '../../../support/failing-platform';
import { LEAD_PATHS, type LeadQueueMessage } from '../../../../shared/contract/queue-message';
import { forgetCaches, VALID_CONTACT_FORM } from '../../helpers';
import { DOWN, escapeHtml, estateWithSlot, post, request, unitWithPeriod, visitWhileUp } from '../../failing-forms';
import { quietConsole } from '../../../support/quiet-console';
import { UNTIL } from '../../until';

// Every status class the platform (or a hop in front of it) can answer, on a
// page, an island's ajax call and each visitor form. The platform's own answers (400, 404,
// 409, 410) are answers: the form again with the message under that status, no Retry-After,
// a lead never queued. Everything else (401/403: the token refused; 405, 413, 414, 429, 431:
// a hop; 5xx; a reset connection; a hang) is an outage: a lead is queued (and written once),
// what needs the platform at once is 503 with Retry-After, JSON for JSON posts, the page again
// with the input kept without JavaScript, unless the write went out and no whole answer came
// (502, 504, a reset, a hang): the platform may still make it, so the visitor is told it is being
// confirmed (202) and the write is queued under its key. Never a 500.

const HOST = 'http://localhost';
const STATUSES = [400, 401, 403, 404, 405, 409, 410, 413, 414, 429, 431, 500, 502, 503, 504, 'reset', 'hang'] as const;
type Failure = (typeof STATUSES)[number];
const ANSWERS: readonly Failure[] = [400, 404, 409, 410];
const outage = (failure: Failure) => !ANSWERS.includes(failure);
/** Sent and never answered whole: the write may have been made. */
const UNKNOWN: readonly Failure[] = [502, 504, 'reset', 'hang'];

async function platformFails(failure: Failure): Promise<void> {
  const mode = failure === 'hang' || failure === 'reset' ? { mode: failure } : { mode: 'status', status: failure };
  await fetch(`http://${FAILING_PLATFORM_HOST}/__mode`, { method: 'POST', body: JSON.stringify(mode) });
}

/**
 * The lead queue as the site sees it, counting what it sends, and sending the leads on to the
 * real one (whose consumer writes the lead); a booking's copy is only counted (late-writes.test.ts
 * follows one through).
 */
let queued: unknown[] = [];
const countingQueue = {
  send: async (body: LeadQueueMessage) => {
    queued.push(body);
    if ((LEAD_PATHS as readonly string[]).includes(body.path)) await env.LEAD_QUEUE!.send(body);
  },
} as unknown as Queue;
const VARS: Partial<Env> = { ...DOWN, LEAD_QUEUE: countingQueue as Env['LEAD_QUEUE'] };

/**
 * The budgets of a case: DOWN's short ones (300 ms a page) where the platform hangs, which they
 * are there for; generous ones where it answers at once, so a machine under load never turns a
 * prompt answer into an outage (the cases failed now and then at a load of 20).
 */
const budgetsFor = (failure: Failure): Partial<Env> =>
  failure === 'hang' ? { PAGE_BUDGET_MS: DOWN.PAGE_BUDGET_MS, FORM_BUDGET_MS: DOWN.FORM_BUDGET_MS } : { PAGE_BUDGET_MS: '20000', FORM_BUDGET_MS: '20000' };

let logged: ReturnType<typeof quietConsole>;
let visitor = 0;
const nextEmail = () => `status.${Date.now()}.${++visitor}@example.be`;
const visitorFields = { firstName: 'Lotte', lastName: 'Claes', email: 'lotte.claes@example.be', phone: '+32 470 11 22 33', message: 'Graag.', privacy: 'yes' };
const KEPT = ['Lotte', 'Claes', 'lotte.claes@example.be'];

let estate: Awaited<ReturnType<typeof estateWithSlot>>;
let unit: Awaited<ReturnType<typeof unitWithPeriod>>;
let frEstatePath: string;
let deUnitPath: string;
let deEstatePath: string;

/** What the visitor should get: the status, the message, whether Retry-After is sent, whether the lead waits on the queue. */
interface Expected {
  status: number;
  message: string;
  retryAfter: boolean;
  /** A lead taken on the queue: the outbox row to find once its consumer wrote it. */
  lead?: { kind: string; field: string; email: string };
  /** Sent and unanswered: being confirmed, its copy queued. */
  pending?: boolean;
}

interface Form {
  name: string;
  as: 'json' | 'form';
  lang: 'nl' | 'fr' | 'en' | 'de';
  /** The page visited while the platform answered (so the site and it are cached). */
  page: () => string;
  post: (email: string) => Promise<Response>;
  expected: (failure: Failure, email: string) => Expected;
  /** Input the page again shows (no-JS). */
  kept?: string[];
  /**
   * The estate's slots read afresh before each case (a refused booking forgets them, and the page
   * again shows the viewing form only beside slots it could read).
   */
  fresh?: boolean;
  /**
   * Whether the page again can show the form: after the platform's own refusal of a booking the
   * page reads the slots again, which this platform answers with the same status (a real one
   * answers them), so the block falls back to its contact form (estate-detail-forms.ts).
   */
  shown?: (failure: Failure) => boolean;
}

/** A lead form: queued and received in an outage, the platform's refusal is the form again with `error`. */
const lead =
  (received: { status: number; message: string }, error: string, kind: string, field = 'email') =>
  (failure: Failure, email: string): Expected =>
    outage(failure) ? { ...received, retryAfter: false, lead: { kind, field, email } } : { status: failure as number, message: error, retryAfter: false };

/** What needs the platform at once: being confirmed when sent and unanswered, 503 in another outage, else what the form says of the platform's answer. */
const atOnce =
  (unavailable: string, answers: (status: number) => { status: number; message: string }, confirming: string) =>
  (failure: Failure): Expected =>
    UNKNOWN.includes(failure)
      ? { status: 202, message: confirming, retryAfter: false, pending: true }
      : outage(failure)
        ? { status: 503, message: unavailable, retryAfter: true }
        : { ...answers(failure as number), retryAfter: false };

const viewingAnswer = (t: typeof en) => (status: number) =>
  status === 409 ? { status: 409, message: t.viewing.errorTaken } : { status: 400, message: t.viewing.error };
const reservationAnswer = (t: typeof en) => (status: number) =>
  status === 400 ? { status: 400, message: t.rental.error } : { status: 409, message: t.rental.error };
const subscriptionAnswer = (t: typeof en) => (status: number) => ({ status, message: t.subscribe.errors.form });

const FORMS: Form[] = [
  {
    name: 'contact without JavaScript',
    as: 'form',
    lang: 'nl',
    page: () => `${HOST}/nl/contact`,
    post: (email) => post(`${HOST}/nl/contact`, { ...VALID_CONTACT_FORM, email, form: 'contact-form-902' }, 'form', VARS),
    expected: lead({ status: 303, message: '' }, nl.contact.error, 'contact-request'),
    kept: ['Lotte', 'Claes', VALID_CONTACT_FORM.phone],
  },
  {
    name: 'contact over ajax',
    as: 'json',
    lang: 'fr',
    page: () => `${HOST}/fr/`,
    post: (email) => post(`${HOST}/fr/ajax/contact-form-handler`, { ...VALID_CONTACT_FORM, email }, 'json', VARS),
    expected: lead({ status: 200, message: fr.form.received }, fr.contact.error, 'contact-request'),
  },
  {
    name: 'valuation request',
    as: 'json',
    lang: 'en',
    page: () => `${HOST}/en/`,
    post: (email) =>
      post(`${HOST}/en/ajax/contact-form-handler`, { ...VALID_CONTACT_FORM, email, source: 'estimate', message: 'Our house, please.' }, 'json', VARS),
    expected: lead({ status: 200, message: en.form.received }, en.contact.error, 'contact-request'),
  },
  {
    name: 'send-to-a-friend',
    as: 'json',
    lang: 'de',
    page: () => HOST + deEstatePath,
    post: (email) =>
      post(
        `${HOST}/de/ajax/send-to-a-friend`,
        { form: 'send-to-a-friend', estateId: estate.estateId, senderName: 'Jan Peeters', senderEmail: email, friendEmail: `freund.${email}`, privacy: 'yes' },
        'json',
        VARS,
      ),
    expected: lead({ status: 201, message: de.form.received }, de.share.error, 'send-to-a-friend', 'senderEmail'),
  },
  {
    name: 'viewing booking from the island',
    as: 'json',
    lang: 'en',
    page: () => HOST + estate.path,
    post: () => post(HOST + estate.path, { form: 'viewing', slotId: String(estate.slotId), ...visitorFields }, 'json', VARS),
    expected: atOnce(en.form.errors.unavailable, viewingAnswer(en), en.form.confirming),
    fresh: true,
  },
  {
    name: 'viewing booking without JavaScript',
    as: 'form',
    lang: 'fr',
    page: () => HOST + frEstatePath,
    post: () => post(HOST + frEstatePath, { form: 'viewing', slotId: String(estate.slotId), ...visitorFields }, 'form', VARS),
    expected: atOnce(fr.form.errors.unavailable, viewingAnswer(fr), fr.form.confirming),
    kept: KEPT,
    fresh: true,
    shown: outage,
  },
  {
    name: 'reservation from the island',
    as: 'json',
    lang: 'nl',
    page: () => HOST + unit.path,
    post: () => post(HOST + unit.path, { periodId: String(unit.periodId), guests: '2', ...visitorFields }, 'json', VARS),
    expected: atOnce(nl.form.errors.unavailable, reservationAnswer(nl), nl.form.confirming),
  },
  {
    name: 'reservation without JavaScript',
    as: 'form',
    lang: 'de',
    page: () => HOST + deUnitPath,
    post: () => post(HOST + deUnitPath, { periodId: String(unit.periodId), guests: '2', ...visitorFields }, 'form', VARS),
    expected: atOnce(de.form.errors.unavailable, reservationAnswer(de), de.form.confirming),
    kept: KEPT,
  },
  {
    name: 'subscription from the island',
    as: 'json',
    lang: 'fr',
    page: () => `${HOST}/fr/`,
    post: () => post(`${HOST}/fr/ajax/notifications`, { email: 'abonne@example.be', statuses: ['FOR_SALE'], consent: 'yes' }, 'json', VARS),
    expected: atOnce(fr.subscribe.errors.unavailable, subscriptionAnswer(fr), fr.form.confirming),
  },
  {
    name: 'subscription without JavaScript',
    as: 'form',
    lang: 'nl',
    page: () => `${HOST}/nl/hou-me-op-de-hoogte`,
    post: () =>
      post(`${HOST}/nl/hou-me-op-de-hoogte`, { email: 'abonnee@example.be', statuses: ['FOR_SALE'], frequency: 'weekly', consent: 'yes' }, 'form', VARS),
    expected: atOnce(nl.subscribe.errors.unavailable, subscriptionAnswer(nl), nl.form.confirming),
    kept: ['abonnee@example.be'],
  },
];

/** The outbox rows of one lead, once the lead queue's consumer has written it: exactly one. */
async function writtenOnce({ kind, field, email }: NonNullable<Expected['lead']>): Promise<void> {
  const rows = async () =>
    (await env.DB.prepare(`SELECT id FROM outbox WHERE kind = ?1 AND json_extract(document, '$.${field}') = ?2`).bind(kind, email).all()).results;
  await vi.waitFor(async () => expect(await rows()).toHaveLength(1), UNTIL);
}

beforeAll(async () => {
  // Seeded once for the file; each test only sets the platform's answer.
  await forgetCaches();
  estate = await estateWithSlot('en');
  unit = await unitWithPeriod('nl');
  frEstatePath = (await estateWithSlot('fr')).path;
  deEstatePath = (await estateWithSlot('de')).path;
  deUnitPath = (await unitWithPeriod('de')).path;
});

beforeEach(() => {
  // Each case meets the platform afresh: the breaker of the last one's failures closed.
  resetBreakers();
  queued = [];
  logged = quietConsole();
});

afterEach(async () => {
  // Ends the calls a hanging platform still holds.
  await platformFails(500);
  vi.restoreAllMocks();
});

describe.each(FORMS)('$name', (form) => {
  beforeAll(async () => {
    await visitWhileUp(form.page());
  });

  it.each(STATUSES)('platform %s', async (failure) => {
    if (form.fresh) await forgetCaches();
    await visitWhileUp(form.page());
    await platformFails(failure);
    Object.assign(VARS, budgetsFor(failure));
    const email = nextEmail();
    const want = form.expected(failure, email);
    const response = await form.post(email);
    expect(response.status).not.toBe(500);
    expect(response.status).toBe(want.status);
    expect(response.headers.get('Retry-After')).toEqual(want.retryAfter ? expect.stringMatching(/^\d+$/) : null);
    if (want.status === 303) {
      expect(response.headers.get('Location')).toBe('/nl/contact?contact=sent#contact-form-902');
    } else if (form.as === 'json') {
      expect(response.headers.get('Content-Type')).toContain('application/json');
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject(
        want.lead
          ? { ok: true, queued: true, message: want.message }
          : want.pending
            ? { ok: true, pending: true, message: want.message }
            : { error: want.message },
      );
    } else {
      expect(response.headers.get('Content-Type')).toContain('text/html');
      const body = await response.text();
      expect(body).toContain(`<html lang="${form.lang}"`);
      if (form.shown?.(failure) !== false) {
        expect(body).toContain(escapeHtml(want.message));
        for (const value of form.kept ?? []) expect(body).toContain(`value="${escapeHtml(value)}"`);
      }
    }
    if (want.lead) {
      expect(queued).toHaveLength(1);
      await writtenOnce(want.lead);
    } else if (want.pending) {
      expect(queued).toHaveLength(1);
    } else {
      expect(queued).toEqual([]);
    }
  });
});

describe('a page and an island’s ajax call', () => {
  it.each(STATUSES)('platform %s', async (failure) => {
    await forgetCaches();
    await visitWhileUp(`${HOST}/nl/contact`);
    await platformFails(failure);
    const page = await request(`${HOST}/nl/nergens-${failure}`, { ...DOWN, ...budgetsFor(failure) });
    const island = await request(`${HOST}/nl/ajax/estates?page=1&section=1&offset=0`, { ...DOWN, ...budgetsFor(failure) });
    const want = outage(failure) ? 503 : 404;
    expect([page.status, island.status]).toEqual([want, want]);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(await page.text()).toContain('<html lang="nl"');
    expect(island.headers.get('Content-Type')).toContain('application/json');
    for (const answer of [page, island]) expect(answer.headers.get('Retry-After')).toEqual(outage(failure) ? expect.stringMatching(/^\d+$/) : null);
    // A reset is a call that got no answer at all (the client's catch), not a status.
    if (failure === 'reset') expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^platform call failed: (?!Upstream timeout)/));
  });
});
