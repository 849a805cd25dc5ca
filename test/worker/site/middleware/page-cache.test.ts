import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Env } from '../../../../worker/site/env';
import { PAGE_CACHE_HEADER, pageCache } from '../../../../worker/site/middleware/page-cache';
import { upstream } from '../../../../worker/site/middleware/upstream';
import type { Site } from '../../../../shared/types/site';

let renders = 0;
const app = new Hono<AppEnv>();
app.use(upstream({ embedded: () => new Response(null, { status: 500 }) }), async (c, next) => {
  c.set('site', { id: 900 } as Site);
  await next();
});
app.get('/kept', pageCache(), (c) => c.html(`<p>render ${(renders += 1)}</p>`));
app.get('/missing', pageCache(), (c) => c.html('<p>not here</p>', 404));
app.get('/private', (c) => c.html(`<p>render ${(renders += 1)}</p>`));

const request = (path: string) => app.request(`http://kept.example${path}`, {}, env as unknown as Env);

describe('pageCache', () => {
  it('renders a page once, then sends the kept copy', async () => {
    const first = await request('/kept');
    expect([first.headers.get(PAGE_CACHE_HEADER), await first.text()]).toEqual(['miss', '<p>render 1</p>']);
    await expect.poll(async () => (await request('/kept')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    const rendered = renders;
    const kept = await request('/kept');
    expect([kept.headers.get(PAGE_CACHE_HEADER), await kept.text()]).toEqual(['hit', `<p>render ${rendered}</p>`]);
    expect(renders).toBe(rendered);
  });

  it('sends but never keeps a page that is not a 200', async () => {
    for (let i = 0; i < 2; i += 1) expect((await request('/missing')).headers.get(PAGE_CACHE_HEADER)).toBe('pass');
  });

  it('is not on a route that does not mount it', async () => {
    const response = await request('/private');
    expect(response.headers.get(PAGE_CACHE_HEADER)).toBeNull();
  });
});
