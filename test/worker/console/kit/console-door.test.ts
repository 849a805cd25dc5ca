import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { consoleApp } from '../../../../worker/local';
import { createConsoleApp } from '../../../../worker/console/app';
import { SITE_DOORS } from '../../../../worker/console/kit/groups';
import { platform } from '../../../../worker/platform/demo/embedded';
import words from '../../../../locales/console.json';
import { CONSOLE, consoleFetch, member, signIn } from '../../console-helpers';

// The console's guards are mounted once per route group (worker/console/kit/groups.ts): every route
// with a site id passes a site's door (the session, the form's CSRF token, the site and the
// role); and what the platform answers is checked against the contract where it crosses the
// binding (worker/console/kit/api.ts).

/** Each route of the console app (method and path) with the names of the handlers it runs. */
function chains(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { method, path, handler } of consoleApp.routes) {
    if (method === 'ALL') continue;
    const key = `${method} ${path}`;
    found.set(key, [...(found.get(key) ?? []), handler.name]);
  }
  return found;
}

describe("the console's doors", () => {
  it('put every route with a site id behind a site door, and none of the site routes without one', () => {
    const siteRoutes = [...chains()].filter(([key]) => key.includes(':siteId'));
    expect(siteRoutes.length).toBeGreaterThan(50);
    const open = siteRoutes.filter(([, names]) => !names.some((name) => (SITE_DOORS as readonly string[]).includes(name))).map(([key]) => key);
    expect(open).toEqual([]);
  });

  it('put the owners’ screens behind the owners’ door: an editor gets the forbidden page, a wrong token the CSRF page first', async () => {
    const owners = [...chains()].filter(([, names]) => names.some((name) => name.startsWith('owner'))).map(([key]) => key);
    expect(owners).toEqual(
      expect.arrayContaining([
        'GET /:lang{nl|fr|en|de}/sites/:siteId{[1-9][0-9]{0,14}}/team',
        'POST /:lang{nl|fr|en|de}/sites/:siteId{[1-9][0-9]{0,14}}/settings',
      ]),
    );
    const email = 'door-editor@example.be';
    await member(email, 1, 'editor');
    const editor = await signIn(email);
    const team = await consoleFetch('/en/sites/1/team', { cookie: editor.cookie });
    expect(team.status).toBe(403);
    expect(await team.text()).toContain(words.errors.forbidden.en);
    // A posted form is checked for its token before the role: a wrong one is the CSRF page, as before.
    const forged = await consoleFetch('/en/sites/1/settings', { cookie: editor.cookie, form: { _csrf: 'not-the-token', cards: '1' } });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain(words.errors.csrf.en);
    const brand = await consoleFetch('/en/sites/1/brand', { cookie: editor.cookie });
    expect(brand.status).toBe(200);
  });

  it('answer a file of a site (the logo, a picture) as plain text, never a page, without a session or another agency’s', async () => {
    const none = await consoleFetch('/en/sites/1/brand/preview.css');
    expect(none.status).toBe(404);
    expect(await none.text()).toBe('Not found');
    const other = await signIn('owner@ardennes-habitat.localhost');
    const refused = await consoleFetch('/en/sites/1/brand/logo', { cookie: other.cookie });
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe('Not found');
  });
});

describe('answers of the platform that break the contract', () => {
  /** A console whose platform answers GET /session with `session`, and passes anything else to the embedded platform. */
  const consoleWith = (session: (request: Request) => Response | null) =>
    createConsoleApp({
      alwaysSecure: false,
      platform: async (request, bindings) => session(request) ?? platform.fetch(request, bindings as never),
    });
  const home = async (app: ReturnType<typeof createConsoleApp>, cookie: string) => app.request(`${CONSOLE}/en/`, { headers: { Cookie: cookie } }, env);

  it('are the "unavailable" page (503), as a platform that broke is, and one line of the log each', async () => {
    const { cookie } = await signIn('owner@immo-scheldeland.localhost');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const isSession = (request: Request) => new URL(request.url).pathname === '/console-api/session';
    const missing = consoleWith((request) =>
      isSession(request) ? Response.json({ user: { id: 1, email: 'x@example.be', operator: false }, expiresAt: '2030-01-01T00:00:00Z', sites: [] }) : null,
    );
    const answer = await home(missing, cookie);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('30');
    const undescribed = consoleWith((request) => (isSession(request) ? new Response(null, { status: 204 }) : null));
    expect((await home(undescribed, cookie)).status).toBe(503);
    const notJson = consoleWith((request) => (isSession(request) ? new Response('<html>', { status: 200 }) : null));
    expect((await home(notJson, cookie)).status).toBe(503);
    // The same console with the platform's own answers shows the home page.
    expect(
      (
        await home(
          consoleWith(() => null),
          cookie,
        )
      ).status,
    ).toBe(200);
    const lines = log.mock.calls.map((args) => args.join(' '));
    log.mockRestore();
    expect(lines).toEqual([
      'platform answer outside its contract: 200 session at csrf: Invalid input: expected string, received undefined (GET /session)',
      'platform answer outside its contract: an undescribed status 204 (GET /session)',
      'platform answer outside its contract: 200 session: Invalid input: expected object, received undefined (GET /session)',
    ]);
  });

  it('leave a refusal the console reads by its status alone as it is (a 403 is the forbidden page)', async () => {
    const { cookie } = await signIn('owner@immo-scheldeland.localhost');
    const forbidding = consoleWith((request) =>
      new URL(request.url).pathname === '/console-api/sites/1/brand' ? Response.json({ error: 'no' }, { status: 403 }) : null,
    );
    const answer = await forbidding.request(`${CONSOLE}/en/sites/1/brand`, { headers: { Cookie: cookie } }, env);
    expect(answer.status).toBe(403);
  });
});
