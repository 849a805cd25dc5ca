import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { RouteName } from '../../../../shared/routes';
import type { AppEnv, Env } from '../../../../worker/site/env';
import { upstream } from '../../../../worker/site/middleware/upstream';
import { registerScreens } from '../../../../worker/site/routes/register-screens';
import type { RoutedHandler } from '../../../../worker/site/routes/screen';
import type { EmbeddedPlatform } from '../../../../worker/site/upstream/client';
import { getSiteByHostname } from '../../../../worker/site/upstream/sites';

// A screen's own page budget (RoutePolicy.pageBudgetMs) is the one its GETs wait for the
// platform within, though `upstream` makes the way to the platform before the route answers.

/**
 * How long the platform takes to answer: far beyond a 50 ms budget and the look a page takes
 * before it gives up when its timer came late (LOOK_MAX_MS, 500 ms; cache/page-waits.ts). With
 * 300 ms, a loaded machine's late timer let the page read the answer (404 where 503 was asserted).
 */
const SLOW_MS = 1_500;
/** A budget that waits for it. */
const LONG_MS = 10_000;

/** A platform that answers after SLOW_MS. */
const slow: EmbeddedPlatform = async () => {
  await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
  return Response.json({ error: 'no such site' }, { status: 404 });
};

/** A stand-in screen that asks the slow platform once and says how it went: '404' (waited) or '503' (budget spent). */
const screen = (route: RouteName, pageBudgetMs?: number): RoutedHandler => ({
  route,
  pageBudgetMs,
  get: async (c) => {
    const status = await getSiteByHostname(c.get('upstream'), `slow-${crypto.randomUUID()}.example`).then(
      () => 200,
      (error: { status: number }) => error.status,
    );
    return c.text(String(status));
  },
});

/** The pages group's order: the way to the platform (with the page budget), then the screens. */
function pages(screens: RoutedHandler[]) {
  const app = new Hono<AppEnv>();
  app.use(upstream({ embedded: slow, pageBudget: true }));
  registerScreens(app, screens, screen('home'));
  return app;
}

async function answer(app: Hono<AppEnv>, path: string, budgetMs: number, method = 'GET'): Promise<string> {
  // The platform call's own timeout well past SLOW_MS, however late its timer fires.
  const vars = { ...env, PAGE_BUDGET_MS: String(budgetMs), UPSTREAM_TIMEOUT_MS: '60000' } as unknown as Env;
  return (await app.request(`http://localhost${path}`, { method }, vars)).text();
}

describe('a screen’s page budget', () => {
  it('a screen that declares a longer budget than the group’s waits for the platform; the others do not', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = pages([screen('favorites', LONG_MS), screen('privacy')]);
    expect(await answer(app, '/nl/favorieten', 50)).toBe('404');
    expect(await answer(app, '/fr/favoris', 50)).toBe('404');
    expect(await answer(app, '/nl/privacy-verklaring', 50)).toBe('503');
    expect(await answer(app, '/nl/een-cms-pagina', 50)).toBe('503');
    logged.mockRestore();
  });

  it('a screen that declares a shorter budget stops waiting when it is spent, under a group budget that would wait', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = pages([screen('favorites', 50), screen('privacy')]);
    expect(await answer(app, '/nl/favorieten', LONG_MS)).toBe('503');
    expect(await answer(app, '/nl/privacy-verklaring', LONG_MS)).toBe('404');
    logged.mockRestore();
  });

  it('an address that falls through to the catch-all (a parameter out of its pattern) has the catch-all’s budget', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = pages([screen('estate', LONG_MS)]);
    expect(await answer(app, '/nl/aanbod/12', 50)).toBe('404');
    expect(await answer(app, '/nl/aanbod/12%2F3', 50)).toBe('503');
    logged.mockRestore();
  });
});
