import type { LocalEnv } from '../../../../worker/local';
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Env } from '../../../../worker/site/env';
import { resolveSite } from '../../../../worker/site/middleware/site';
import { upstream } from '../../../../worker/site/middleware/upstream';
import { platform } from '../../../../worker/platform/demo/embedded';

const app = new Hono<AppEnv>();
app.use(
  upstream({ embedded: (request, bindings) => platform.fetch(request, { DB: (bindings as LocalEnv).DB!, OUTBOX_QUEUE: (bindings as LocalEnv).OUTBOX_QUEUE }) }),
  resolveSite(),
);
app.get('*', (c) => c.text(`${c.get('site').id} ${c.get('site').defaultLocale}`));

describe('resolveSite', () => {
  it('finds the agency by the request’s hostname', async () => {
    const response = await app.request('http://localhost/nl/', {}, env as unknown as Env);
    expect([response.status, await response.text()]).toEqual([200, '1 nl']);
    expect(await (await app.request('http://immo-tweede.localhost/nl/', {}, env as unknown as Env)).text()).toMatch(/^2 /);
  });

  it('answers the “no site on this domain” page with 404 for an unknown hostname', async () => {
    const response = await app.request('http://nobody.example/nl/', { headers: { 'Accept-Language': 'fr' } }, env as unknown as Env);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('nobody.example');
  });
});
