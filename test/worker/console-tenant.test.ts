import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { consoleApp } from '../../worker/index';
import { platform } from '../../worker/platform/demo/embedded';
import { CSRF_HEADER, SESSION_HEADER } from '../../shared/platform-api/console';
import { CONSOLE, consoleFetch, signIn } from './console-helpers';

// Issue 31: the tenant boundary, route by route. The routes are read from the apps themselves
// (the platform's /console-api and the console's pages), so a route added later that takes a
// site id is checked here without anyone listing it: agency B's owner gets 403 or 404 on each
// of agency A's, and A's own owner gets through (the request itself is a good one).

const A = { siteId: 1, owner: 'owner@immo-scheldeland.localhost' };
const B = { siteId: 2, owner: 'owner@ardennes-habitat.localhost' };

interface Route {
  method: string;
  path: string;
}

/** The routes of an app that take a site id, once each (middleware, registered as ALL, left out). */
function siteRoutes(routes: readonly { method: string; path: string }[], prefix: string): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of routes) {
    if (method === 'ALL' || !path.startsWith(prefix) || !path.includes(':siteId')) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** A route's path with its parameters filled in; a parameter this test does not know fails it, so that it learns one. */
function concrete(path: string, siteId: number): string {
  const filled = path.replace(/:lang(\{.*?\})?(?=\/|$)/, 'en').replace(/:siteId(\{.*?\})?(?=\/|$)/, String(siteId));
  if (filled.includes(':')) throw new Error(`the tenant test does not know what to put in ${path}: teach it (console-tenant.test.ts)`);
  return filled;
}

/** A good body for each state-changing route, by the end of its path; a new one must be added here. */
const API_BODIES: Record<string, unknown> = {
  '/invites': { email: 'someone-new@example.be', role: 'editor', locale: 'en', origin: CONSOLE },
  '/preview': {},
  '/publish': {},
  '/unpublish': {},
};
const PAGE_FORMS: Record<string, Record<string, string>> = {
  '/team': { email: 'someone-else@example.be', role: 'editor' },
  '/preview': {},
  '/publish': { action: 'publish' },
};
function exampleFor<T>(bodies: Record<string, T>, path: string): T {
  const key = Object.keys(bodies).find((end) => path.endsWith(end));
  if (!key) throw new Error(`no example body for ${path}: add one to the tenant test`);
  return bodies[key]!;
}

const sessionOf = (cookie: string) => cookie.split('=')[1]!;
const platformBindings = () => ({ DB: env.DB, RATE_LIMITER: env.RATE_LIMITER, OUTBOX_QUEUE: env.OUTBOX_QUEUE, CONSOLE_OPERATORS: env.CONSOLE_OPERATORS });
const counts = async () =>
  env.DB.prepare(
    `SELECT (SELECT count(*) FROM console_memberships) AS members, (SELECT count(*) FROM console_users) AS users, (SELECT count(*) FROM outbox WHERE site_id IS NULL) AS mails`,
  ).first();

async function callApi(route: Route, siteId: number, who: { cookie: string; csrf: string }): Promise<Response> {
  const path = concrete(route.path, siteId);
  const headers = new Headers({ [SESSION_HEADER]: sessionOf(who.cookie), [CSRF_HEADER]: who.csrf, 'Content-Type': 'application/json' });
  const body = route.method === 'GET' ? undefined : JSON.stringify(exampleFor(API_BODIES, path));
  return platform.fetch(new Request(`https://platform.test${path}`, { method: route.method, headers, body }), platformBindings());
}

async function callPage(route: Route, siteId: number, who: { cookie: string; csrf: string }): Promise<Response> {
  const path = concrete(route.path, siteId);
  if (route.method === 'GET') return consoleFetch(path, { cookie: who.cookie });
  return consoleFetch(path, { cookie: who.cookie, form: { ...exampleFor(PAGE_FORMS, path), _csrf: who.csrf } });
}

describe('the tenant boundary', () => {
  const apiRoutes = siteRoutes(platform.routes, '/console-api/');
  const pageRoutes = siteRoutes(consoleApp.routes, '/');

  it('finds the routes that take a site id in both apps (the list this test walks)', () => {
    expect(apiRoutes.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'GET /console-api/sites/:siteId',
        'GET /console-api/sites/:siteId/team',
        'POST /console-api/sites/:siteId/invites',
        'GET /console-api/sites/:siteId/leads',
        'GET /console-api/sites/:siteId/leads.csv',
        'GET /console-api/sites/:siteId/checklist',
        'POST /console-api/sites/:siteId/preview',
        'POST /console-api/sites/:siteId/publish',
        'POST /console-api/sites/:siteId/unpublish',
      ]),
    );
    const pages = pageRoutes.map(({ method, path }) => `${method} ${path.replace(/\{.*?\}+(?=\/|$)/g, '')}`);
    expect(pages).toEqual(expect.arrayContaining(['GET /:lang/sites/:siteId/team', 'GET /:lang/sites/:siteId/leads', 'GET /:lang/sites/:siteId/leads.csv']));
  });

  it("refuses agency B's owner every console API route of agency A (403/404) and changes nothing; A's owner gets through", async () => {
    const a = await signIn(A.owner);
    const b = await signIn(B.owner);
    for (const route of apiRoutes) {
      const before = await counts();
      const refused = await callApi(route, A.siteId, b);
      expect([403, 404], `${route.method} ${route.path} for B on A's site answered ${refused.status}`).toContain(refused.status);
      expect(await counts(), `${route.method} ${route.path}`).toEqual(before);
      expect(await refused.text()).not.toContain('Immo Scheldeland');
      const allowed = await callApi(route, A.siteId, a);
      expect(allowed.status, `${route.method} ${route.path} for A's owner`).toBeLessThan(300);
    }
  });

  it("refuses agency B's owner every console page of agency A (403/404) and changes nothing; A's owner gets through", async () => {
    const a = await signIn(A.owner);
    const b = await signIn(B.owner);
    for (const route of pageRoutes) {
      const before = await counts();
      const refused = await callPage(route, A.siteId, b);
      expect([403, 404], `${route.method} ${route.path} for B on A's site answered ${refused.status}`).toContain(refused.status);
      expect(await counts(), `${route.method} ${route.path}`).toEqual(before);
      expect(await refused.text()).not.toContain('Immo Scheldeland');
      const allowed = await callPage(route, A.siteId, a);
      expect(allowed.status, `${route.method} ${route.path} for A's owner`).toBeLessThan(400);
    }
  });

  it('answers a site that does not exist as one of another agency (404), so ids reveal nothing', async () => {
    const b = await signIn(B.owner);
    for (const route of apiRoutes.filter(({ method }) => method === 'GET')) expect((await callApi(route, 999, b)).status).toBe(404);
    for (const route of pageRoutes.filter(({ method }) => method === 'GET')) expect((await callPage(route, 999, b)).status).toBe(404);
  });
});
