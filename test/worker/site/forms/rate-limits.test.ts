import { env, runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '../../../../worker/site/env';
import { CONTACT_RATE_LIMIT, LIMITER_RETRY_AFTER_S, SUBSCRIBE_RATE_LIMIT } from '../../../../worker/site/forms/rate-limit';
import type { RateLimiter } from '../../../../worker/site/rate-limiter';
import en from '../../../../locales/en.json';
import nl from '../../../../locales/nl.json';
import { ANOTHER_CLIENT, CLIENT, get, VALID_CONTACT_FORM } from '../../helpers';

// Limits that hold under races: the forms' limits count in a Durable Object per
// limit and key (worker/site/rate-limiter.ts), so parallel posts from one client cannot all read
// the same count. Every test counts from zero (test/worker/setup.ts), whatever client it posts
// from: the last two blocks show it.

const PARALLEL = 20;

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;
const contactRows = () => count("SELECT count(*) AS n FROM outbox WHERE kind = 'contact-request'");
const subscriptions = () => count('SELECT count(*) AS n FROM subscriptions');
const confirmations = () => count("SELECT count(*) AS n FROM outbox WHERE kind = 'subscription-confirmation'");

function postContact(body: unknown, ip: string, vars: Partial<Env> = {}) {
  return get(
    'http://localhost/nl/ajax/contact-form-handler',
    { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': ip }, body: JSON.stringify(body) },
    vars,
  );
}

function postSubscription(email: string, ip: string, consent = true) {
  return get('http://localhost/en/keep-me-informed', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', 'CF-Connecting-IP': ip },
    body: new URLSearchParams([['email', email], ['statuses', 'FOR_SALE'], ...(consent ? [['consent', 'yes']] : [])]).toString(),
  });
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});

describe(`${PARALLEL} parallel valid posts from one client against a limit of 5`, () => {
  it('the contact form takes exactly 5 (5 leads in the outbox); the rest get 429 with the form’s message and a Retry-After', async () => {
    expect(CONTACT_RATE_LIMIT.limit).toBe(5);
    const before = await contactRows();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => postContact({ ...VALID_CONTACT_FORM, message: `Vraag ${i}` }, CLIENT)));
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 5, 429: PARALLEL - 5 });
    expect((await contactRows()) - before).toBe(5);
    for (const answer of answers.filter((answer) => answer.status === 429)) {
      expect(((await answer.json()) as { error: string }).error).toBe(nl.form.errors.rateLimited);
      const wait = Number(answer.headers.get('Retry-After'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowSeconds);
    }
    // Another client is not held back.
    expect((await postContact(VALID_CONTACT_FORM, ANOTHER_CLIENT)).status).toBe(200);
  });

  it('subscriptions take exactly 5 (5 subscriptions, 5 confirmation mails); the rest get 429 with the subscription message', async () => {
    expect(SUBSCRIBE_RATE_LIMIT.limit).toBe(5);
    const [rows, mails] = [await subscriptions(), await confirmations()];
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => postSubscription(`parallel.${i}@example.be`, CLIENT)));
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 5, 429: PARALLEL - 5 });
    expect((await subscriptions()) - rows).toBe(5);
    expect((await confirmations()) - mails).toBe(5);
    for (const answer of answers.filter((answer) => answer.status === 429)) {
      expect(((await answer.json()) as { error: string }).error).toBe(en.subscribe.errors.rateLimited);
    }
  });
});

describe('only valid posts count', () => {
  it('5 invalid contact posts, then 5 valid ones in parallel: all 5 valid are taken, the 6th is not', async () => {
    for (let i = 0; i < 5; i += 1) expect((await postContact({ ...VALID_CONTACT_FORM, email: 'lotte@@example' }, CLIENT)).status).toBe(400);
    const before = await contactRows();
    // Five requests, each its own form (its own key, as the island sends it): the same form sent five times would be one.
    const answers = await Promise.all(Array.from({ length: 5 }, () => postContact({ ...VALID_CONTACT_FORM, formKey: crypto.randomUUID() }, CLIENT)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await contactRows()) - before).toBe(5);
    expect((await postContact(VALID_CONTACT_FORM, CLIENT)).status).toBe(429);
  });

  it('5 subscriptions without consent, then 5 valid ones in parallel: all 5 valid are taken', async () => {
    for (let i = 0; i < 5; i += 1) expect((await postSubscription(`geen.${i}@example.be`, CLIENT, false)).status).toBe(400);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => postSubscription(`wel.${i}@example.be`, CLIENT)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
  });
});

describe('when the counter cannot be reached', () => {
  it('refuses the form with 503, its message and a Retry-After, stores nothing and says why in the log', async () => {
    const broken = {
      idFromName: (name: string) => ({ name }),
      get: () => ({ take: () => Promise.reject(new Error('Durable Object unreachable')) }),
    } as unknown as Env['RATE_LIMITER'];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = await contactRows();
    const answer = await postContact(VALID_CONTACT_FORM, CLIENT, { RATE_LIMITER: broken });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe(String(LIMITER_RETRY_AFTER_S));
    expect(((await answer.json()) as { error: string }).error).toBe(nl.form.errors.unavailable);
    expect(await contactRows()).toBe(before);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^rate limit not counted, refusing the form: .* \(contact\)$/), expect.any(Error));
    logged.mockRestore();
  });
});

describe('the counter (RateLimiter)', () => {
  it('counts a sliding window and forgets it once its alarm ran', async () => {
    const counters = env.RATE_LIMITER as unknown as DurableObjectNamespace<RateLimiter>;
    const counter = counters.get(counters.idFromName(`test:${CLIENT}`));
    expect([await counter.take(2, 60), await counter.take(2, 60)]).toEqual([0, 0]);
    const wait = await counter.take(2, 60);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // The alarm is set for when the last request leaves the window; run now, it forgets all.
    expect(await runDurableObjectAlarm(counter)).toBe(true);
    expect(await counter.take(2, 60)).toBe(0);
  });
});

// The counters are keyed per test (setup.ts): each of these two blocks takes the same client's
// whole limit, whichever runs first; were the counts shared, the second would get only 429s.
for (const block of ['first', 'second']) {
  describe(`every test counts from zero: the ${block} of two tests posting as one client`, () => {
    it(`has all ${CONTACT_RATE_LIMIT.limit} of its contact posts taken and the next refused`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= CONTACT_RATE_LIMIT.limit; i += 1) statuses.push((await postContact(VALID_CONTACT_FORM, CLIENT)).status);
      expect(statuses).toEqual([...Array<number>(CONTACT_RATE_LIMIT.limit).fill(200), 429]);
    });
  });
}
