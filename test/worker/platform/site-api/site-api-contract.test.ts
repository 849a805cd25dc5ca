import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { SiteRoute } from '../../../../shared/contract/site-api/route';
import * as routes from '../../../../shared/contract/site-api/routes';
import { platform } from '../../../../worker/platform/demo/embedded';
import { siteScope } from '../../../../worker/platform/site-api/serve';

// The site API is described once (shared/contract/site-api/routes.ts): the platform serves
// exactly the routes described (worker/platform/site-api/serve.ts), mounting the site scope on the
// routes the description says are a site's and on no other.

const described = Object.entries(routes) as [string, SiteRoute][];
const key = (method: string, path: string) => `${method} ${path}`;
/** The platform's other APIs, each with its own contract or credentials: the console's, the ingest API, the CRMs' webhooks. */
const OTHER_APIS = /^\/(?:console-api|ingest|hooks)(?:\/|$)/;

/** The routes the platform serves outside its other APIs (middleware, registered as ALL, left out), with the handlers each runs. */
function registered(): Map<string, unknown[]> {
  const found = new Map<string, unknown[]>();
  for (const { method, path, handler } of platform.routes) {
    if (method === 'ALL' || OTHER_APIS.test(path)) continue;
    found.set(key(method, path), [...(found.get(key(method, path)) ?? []), handler]);
  }
  return found;
}

const send = (path: string, init: RequestInit = {}) => platform.fetch(new Request(`https://platform.test${path}`, init), { DB: env.DB, CACHE: env.CACHE });

describe('the site API contract', () => {
  it('is what the platform serves: every described route, no other', () => {
    const served = [...registered().keys()].filter((route) => !route.includes('/__')).sort();
    const inContract = described.map(([, route]) => key(route.method, route.path)).sort();
    expect(served).toEqual(inContract);
    expect(inContract.length).toBe(new Set(inContract).size);
  });

  it("mounts the site scope on each route described as a site's, and on no other", () => {
    const chains = registered();
    for (const [name, route] of described) {
      const chain = chains.get(key(route.method, route.path)) ?? [];
      expect(chain.includes(siteScope), name).toBe(route.site === true);
    }
  });

  it("refuses a site's call that names no site, and one whose X-SITE contradicts its path", async () => {
    const unnamed = await send('/live-agenda/1');
    expect(unnamed.status).toBe(400);
    expect(await unnamed.json()).toEqual({ error: 'X-SITE header is required for this call' });
    const contradicted = await send('/sites/1/previews/check', { method: 'POST', headers: { 'X-SITE': '2', 'Content-Type': 'application/json' }, body: '{}' });
    expect(contradicted.status).toBe(400);
    expect(await contradicted.json()).toEqual({ error: 'X-SITE must name the site of the path' });
  });
});
