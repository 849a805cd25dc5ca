import { Hono } from 'hono';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import type { RawSite } from '../../../../shared/contract/raw/site';
import { serve, site } from '../../../../worker/platform/site-api/serve';
import type { PlatformEnv } from '../../../../worker/platform/types';
import { type Answering, siteRequest } from '../../../../worker/site/upstream/site-api';

// The site API's description (shared/contract/site-api/routes.ts) holds both ends at compile
// time: each `@ts-expect-error` below is a mistake the type-check refuses (an unused one fails
// the type-check too, so each line proves its refusal).

const stored = {} as RawSite;

describe("the site API's types", () => {
  it("hold the platform's handlers to the answers, statuses, routes and scopes described", () => {
    const app = new Hono<PlatformEnv>();
    serve(app, 'GET /sites/:siteId', (c) => c.json(stored, 200));
    // @ts-expect-error: an answer of another shape than the route's (a RawSite)
    serve(app, 'GET /sites/:siteId', (c) => c.json({ id: 'one' }, 200));
    // @ts-expect-error: a status the route does not describe
    serve(app, 'GET /sites/:siteId', (c) => c.json(stored, 201));
    // @ts-expect-error: a route the contract does not describe
    serve(app, 'GET /nowhere', (c) => c.body(null, 204));
    // @ts-expect-error: a site's route registered without its scope
    serve(app, 'GET /live-agenda/:estateId', (c) => c.json({ estateId: 1, slots: [] }, 200));
    serve(app, 'GET /live-agenda/:estateId', site, (c) => c.json({ estateId: c.var.site, slots: [] }, 200));
    serve(app, 'GET /estates/v2/:id', (c) => {
      const id: string = c.req.param('id');
      // @ts-expect-error: a parameter the path does not have is no string
      const other: string = c.req.param('estateId');
      return c.json({ ...({} as RawEstate), id, other }, 200);
    });
    expect(app.routes.map((route) => route.path)).toContain('/live-agenda/:estateId');
  });

  it("hold the site's calls to the parameters, bodies and answers described", () => {
    const call = siteRequest('GET /estates/v2/:id', { id: 7 }, { siteId: 1 });
    expect(call).toMatchObject({ method: 'GET', path: '/estates/v2/7', siteId: 1 });
    expectTypeOf(call).toExtend<Answering<RawEstate>>();
    // @ts-expect-error: a parameter the path does not have
    siteRequest('GET /estates/v2/:id', { estateId: 7 }, { siteId: 1 });
    // @ts-expect-error: a body of another shape than the route's
    siteRequest('POST /follows', {}, { siteId: 1, body: { estateIds: 'all', locale: 'nl' } });
    // @ts-expect-error: a body to a route that takes none
    siteRequest('DELETE /subscriptions/:token', { token: 't' }, { siteId: 1, body: {} });
    // @ts-expect-error: a route the contract does not describe
    siteRequest('GET /nowhere', {}, {});
    expect(siteRequest('GET /pages/by-url/*', { rest: 'nl/te koop' }, { siteId: 1 }).path).toBe('/pages/by-url/nl%2Fte%20koop');
  });
});
