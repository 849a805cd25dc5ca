import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ConsoleSite } from '../../../../shared/contract/console';
import { ANSWERS } from '../../../../shared/contract/console-api/answers';
import type { ConsoleApiEnv } from '../../../../worker/platform/console-api/access';
import { on } from '../../../../worker/platform/console-api/door';
import { jsonError } from '../../../../worker/platform/kit/http';

// The platform's console handlers answer what the contract declares (docs/console-sign-in.md "The
// handlers' answers"): `on` (worker/platform/console-api/door.ts) refuses at compile time a handler
// whose typed answer for a described status is not that status's schema's body. `npm run
// typecheck` checks this file: each `@ts-expect-error` below fails the type-check when the
// line after it compiles, so these are the type test; the runtime test beside them proves the
// answer that compiles is the one the console's schema reads.

const site: ConsoleSite = { id: 1, name: 'Immo Scheldeland', role: 'owner' };

/** Registrations that must not compile: never run, only type-checked. */
export function refusedAtCompileTime(api: Hono<ConsoleApiEnv>): void {
  on(
    api,
    'GET /sites/:siteId',
    // @ts-expect-error the 200 of this route is `site`: an id that is a string is not its body
    (c) => c.json({ ...site, id: String(site.id) }, 200),
  );
  on(
    api,
    'GET /sites/:siteId',
    // @ts-expect-error without a status, c.json answers 200: a body without the role is not `site`
    (c) => c.json({ id: site.id, name: site.name }),
  );
  on(
    api,
    'GET /sites/:siteId',
    // @ts-expect-error a success the route does not describe (201): the console would take it for a broken platform
    (c) => c.json(site, 201),
  );
  on(
    api,
    'GET /sites/:siteId',
    // @ts-expect-error a route that names its answer's schema answers it typed, never as a plain Response the compiler cannot see into
    () => new Response(JSON.stringify(site)),
  );
  on(
    api,
    'POST /sites/:siteId/drafts/publish',
    { role: 'publisher' },
    // @ts-expect-error the 409 of this route is `refusal`: its message is `error`, not `message`
    (c) => c.json({ message: 'Published meanwhile' }, 409),
  );
}

describe('the console API handlers’ answers', () => {
  it('compiles and serves a handler whose answers are the declared ones, with any undescribed error beside them', async () => {
    const api = new Hono<ConsoleApiEnv>();
    on(api, 'GET /sites/:siteId', (c, { params }) => (params.siteId === '1' ? c.json(site, 200) : jsonError(c, 404, 'No such site')));
    on(api, 'POST /sites/:siteId/drafts/publish', { role: 'publisher' }, (c) => c.json({ error: 'Published meanwhile', code: 'conflict' }, 409));

    const answer = await api.request('/sites/1');
    expect(answer.status).toBe(200);
    expect(ANSWERS.site.safeParse(await answer.json()).success).toBe(true);
    expect((await api.request('/sites/2')).status).toBe(404);
  });
});
