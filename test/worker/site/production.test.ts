import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocalEnv } from '../../../worker/local';
import production from '../../../worker/site/production';
import { platform } from '../../../worker/platform/demo/embedded';

// A lean production worker: worker/site/production.ts is the site
// without the embedded platform. It reaches the platform only through PLATFORM or UPSTREAM_URL.

/** A D1 binding that records every use: production must never read the demo database. */
function watchedDatabase(): { database: LocalEnv['DB']; touched: string[] } {
  const touched: string[] = [];
  const database = new Proxy(
    {},
    {
      get(_target, property) {
        touched.push(String(property));
        throw new Error(`production read the D1 binding (${String(property)})`);
      },
    },
  ) as LocalEnv['DB'];
  return { database, touched };
}

async function ask(url: string, bindings: Partial<LocalEnv>): Promise<Response> {
  const ctx = createExecutionContext();
  const base = { ...(env as unknown as LocalEnv), PLATFORM: undefined, UPSTREAM_URL: undefined };
  const response = await production.fetch(new Request(url), { ...base, ...bindings } as LocalEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

afterEach(() => vi.restoreAllMocks());

describe('the production worker without a platform', () => {
  it('answers 503 with Retry-After on every kind of address, says why in the log, and never reads D1', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { database, touched } = watchedDatabase();
    for (const url of ['http://localhost/', 'http://localhost/nl/', 'http://localhost/fr/a-vendre', 'http://localhost/sitemap.xml']) {
      const response = await ask(url, { DB: database });
      expect(response.status, url).toBe(503);
      expect(Number(response.headers.get('Retry-After')), url).toBeGreaterThan(0);
      expect(response.headers.get('Cache-Control'), url).toBe('no-store');
      expect(await response.text(), url).toContain('<html lang="nl">');
    }
    // The admin API answers in JSON, as its callers (scripts, a CRM) read it.
    const admin = await ask('http://localhost/admin/health', { DB: database });
    expect(admin.status).toBe(503);
    expect(Number(admin.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await admin.json()) as { error: string }).error).toMatch(/PLATFORM.*UPSTREAM_URL/);
    expect(touched).toEqual([]);
    // Once per isolate (test/worker/setup.ts forgets it for each file, as a fresh isolate would), so
    // a night of crawler traffic is one clear line, not a flood; it names the fix.
    const lines = errors.mock.calls.map((call) => call.join(' ')).filter((line) => line.includes('no platform configured'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PLATFORM.*UPSTREAM_URL/);
  });
});

describe('the production worker with a PLATFORM service binding', () => {
  it('serves the agency through the binding alone: pages, search and the sitemap, D1 never read directly', async () => {
    const { database, touched } = watchedDatabase();
    const calls: string[] = [];
    // The standalone platform (wrangler.platform.toml) as a service binding: here the same
    // app over the test database, so the call goes through the binding's fetch.
    const PLATFORM = {
      fetch: (request: Request) => {
        calls.push(new URL(request.url).pathname);
        return platform.fetch(request, { DB: env.DB });
      },
    } as unknown as LocalEnv['PLATFORM'];
    const home = await ask('http://localhost/nl/', { DB: database, PLATFORM });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="nl"');
    const sitemap = await ask('http://localhost/sitemap.xml', { DB: database, PLATFORM });
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain('<sitemapindex');
    const estates = await ask('http://localhost/sitemap-estates-1.xml', { DB: database, PLATFORM });
    expect(estates.status).toBe(200);
    expect(await estates.text()).toContain('<urlset');
    expect(calls.some((path) => path.startsWith('/sites/by-hostname/'))).toBe(true);
    expect(touched).toEqual([]);
  });
});
