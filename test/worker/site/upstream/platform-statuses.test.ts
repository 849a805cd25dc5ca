import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../../../worker/local';
import type { Env } from '../../../../worker/site/env';
import { FAILING_PLATFORM_HOST } from '../../../support/failing-platform';
import { forgetCaches } from '../../helpers';

// A status the site API never answers (405, 414, 429, 431… from a hop in
// front of the platform, on the UPSTREAM_URL set-up) ended in the generic 500 page. Every
// such answer is "unavailable": a page answers 503 with Retry-After in the agency's look, an
// island JSON 503, as for a platform that is down; the platform's own answers stay answers.

const BEHIND_A_HOP: Partial<Env> = { UPSTREAM_URL: `http://${FAILING_PLATFORM_HOST}` };

async function platformAnswers(status: number): Promise<void> {
  await fetch(`http://${FAILING_PLATFORM_HOST}/__mode`, { method: 'POST', body: JSON.stringify({ mode: 'status', status }) });
}

async function request(url: string): Promise<{ status: number; body: string; headers: Headers }> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url), { ...env, ...BEHIND_A_HOP } as unknown as Env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, body, headers: response.headers };
}

beforeEach(async () => {
  await forgetCaches();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a status the site API never answers, from something in front of the platform', () => {
  for (const status of [405, 408, 413, 414, 429, 431]) {
    it(`${status}: a page is the 503 page with Retry-After, an island gets JSON 503, never a 500`, async () => {
      await platformAnswers(status);
      const page = await request('http://localhost/nl/contact');
      expect(page.status).toBe(503);
      expect(page.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(page.headers.get('Content-Type')).toContain('text/html');
      const island = await request('http://localhost/nl/ajax/estates?page=1&section=1&offset=0');
      expect(island.status).toBe(503);
      expect(island.headers.get('Content-Type')).toContain('application/json');
      expect(island.headers.get('Retry-After')).toMatch(/^\d+$/);
    });
  }

  it('a 12 KB path is answered 414 before any platform call', async () => {
    await platformAnswers(414);
    const answer = await request(`http://localhost/nl/${'x/'.repeat(6 * 1024)}`);
    expect(answer.status).toBe(414);
    const { calls } = (await (await fetch(`http://${FAILING_PLATFORM_HOST}/__calls`)).json()) as { calls: Record<string, number> };
    expect(calls).toEqual({});
  });

  it('the platform’s own answers stay answers: 404 is the site’s 404 page, not an outage', async () => {
    await platformAnswers(404);
    const page = await request('http://localhost/nl/contact');
    expect(page.status).toBe(404);
    expect(page.headers.get('Retry-After')).toBeNull();
  });
});
