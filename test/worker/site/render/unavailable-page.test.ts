import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../../../worker/local';
import type { Env } from '../../../../worker/site/env';
import { forgetGenerations } from '../../../../worker/site/upstream/cache';
import { FAILING_PLATFORM_HOST } from '../../../support/failing-platform';
import { forgetCaches } from '../../helpers';

// The 503 page is rendered once per site, language and origin and then
// sent as text, the request's CSP nonce and retry link put in: fifty visitors of a hung
// platform cost one render, not fifty in a row.

const DOWN = { UPSTREAM_URL: `http://${FAILING_PLATFORM_HOST}` } as Partial<Env>;

async function request(url: string, vars: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url), { ...env, ...vars } as unknown as Env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, body };
}

beforeEach(async () => {
  await forgetCaches();
  await fetch(`http://${FAILING_PLATFORM_HOST}/__mode`, { method: 'POST', body: JSON.stringify({ mode: 'fail' }) });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The nonce of the answer's CSP, which every nonce attribute of its page must carry. */
const nonceOf = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get('Content-Security-Policy') ?? '')?.[1];

describe('the page while the platform is down', () => {
  it('is rendered once, then sent with each request’s own nonce and retry link', async () => {
    expect((await request('http://localhost/nl/')).status).toBe(200);
    const first = await request('http://localhost/nl/contact?van=1&tot=2', DOWN);
    // The menus drop out of the cache: a page rendered now would have none.
    for (const { name } of (await env.CACHE.list()).keys) {
      if (name.includes(':navigation:')) await env.CACHE.delete(name);
    }
    forgetGenerations();
    const second = await request('http://localhost/nl/over-ons', DOWN);
    for (const [answer, here] of [
      [first, '/nl/contact?van=1&amp;tot=2'],
      [second, '/nl/over-ons'],
    ] as const) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(answer.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
      expect(answer.body).toContain('<html lang="nl"');
      expect(answer.body).toContain('Tijdelijk niet beschikbaar');
      expect(answer.body).toContain(`<a class="button" href="${here}">`);
      const nonce = nonceOf(answer.headers);
      expect(nonce).toBeTruthy();
      const nonces = [...answer.body.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
      expect(nonces.length).toBeGreaterThan(0);
      expect(new Set(nonces)).toEqual(new Set([nonce]));
      expect(answer.body).not.toMatch(/\u{E000}/u);
    }
    expect(nonceOf(first.headers)).not.toBe(nonceOf(second.headers));
    // The agency's main menu, in both: the second was not rendered again (it would have none).
    const header = (answer: { body: string; headers: Headers }) =>
      answer.body.slice(answer.body.indexOf('<header'), answer.body.indexOf('</header>')).replaceAll(nonceOf(answer.headers)!, '');
    expect(header(first)).toContain('href="/nl/te-koop"');
    expect(header(second)).toBe(header(first));
  });
});
