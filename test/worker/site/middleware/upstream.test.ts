import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv, Env } from '../../../../worker/site/env';
import { upstream } from '../../../../worker/site/middleware/upstream';
import type { EmbeddedPlatform } from '../../../../worker/site/upstream/client';
import { getSiteByHostname } from '../../../../worker/site/upstream/sites';

/** A platform that answers after 300 ms: slower than a page budget of 50 ms. */
const slow: EmbeddedPlatform = async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return Response.json({ error: 'no such site' }, { status: 404 });
};

function appWith(options: Parameters<typeof upstream>[0]) {
  const app = new Hono<AppEnv>();
  app.use(upstream(options));
  app.all('*', async (c) => {
    const status = await getSiteByHostname(c.get('upstream'), `slow-${crypto.randomUUID()}.example`).then(
      () => 200,
      (error: { status: number }) => error.status,
    );
    return c.text(String(status));
  });
  return app;
}

const budgeted = { ...env, PAGE_BUDGET_MS: '50' } as unknown as Env;

describe('upstream', () => {
  it('with the page budget, a GET stops waiting for the platform when the budget is spent (503)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await (await appWith({ embedded: slow, pageBudget: true }).request('http://localhost/', {}, budgeted)).text()).toBe('503');
    logged.mockRestore();
  });

  it('without it, a call waits for the platform’s answer, a GET or a POST', async () => {
    expect(await (await appWith({ embedded: slow }).request('http://localhost/', {}, budgeted)).text()).toBe('404');
    expect(await (await appWith({ embedded: slow }).request('http://localhost/', { method: 'POST' }, budgeted)).text()).toBe('404');
  });

  it('with it, a form post’s reads keep to the page budget too (the form shown again uses what is cached)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await (await appWith({ embedded: slow, pageBudget: true }).request('http://localhost/', { method: 'POST' }, budgeted)).text()).toBe('503');
    logged.mockRestore();
  });

  it('answers 503 when the deployment has no way to reach the platform: JSON where the group answers JSON', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unconfigured = { ...env, PLATFORM: undefined, UPSTREAM_URL: undefined } as unknown as Env;
    const page = await appWith({}).request('http://localhost/', {}, unconfigured);
    expect([page.status, page.headers.get('Content-Type')]).toEqual([503, expect.stringContaining('text/html')]);
    const json = await appWith({ json: true }).request('http://localhost/admin/x', {}, unconfigured);
    expect([json.status, json.headers.get('Content-Type'), json.headers.get('Retry-After')]).toEqual([503, expect.stringContaining('json'), '300']);
    logged.mockRestore();
  });
});
