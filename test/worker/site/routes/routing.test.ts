import { Hono } from 'hono';
import { inspectRoutes } from 'hono/dev';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../shared/i18n/locales';
import { buildPath, ROUTES, type RouteName } from '../../../../shared/routes';
import type { AppEnv } from '../../../../worker/site/env';
import { app } from '../../../../worker/local';
import { ROUTED_SCREENS } from '../../../../worker/site/routes';
import { registerScreens, routePath } from '../../../../worker/site/routes/register-screens';
import type { RoutedHandler } from '../../../../worker/site/routes/screen';
import { matchPath } from '../../../support/match-path';

// Every address of the route table in every language is a Hono route of the app,
// and resolves to the screen of its name, as the hand-made matcher resolved it.

const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** A value of the accepted form of each parameter. */
const SAMPLE: Record<string, string> = {
  estateId: '1234',
  entityId: '98',
  rentalUnitId: '7',
  slug: 'huis-met-tuin-9000-gent',
  token: 'AbC_dEf-0123456789xyz',
  appointmentId: 'apt_0123456789',
  openHouse: '20261205T1400Z',
  agentId: '2',
};

const paramsOf = (name: RouteName) =>
  Object.fromEntries(((ROUTES[name].nl as string).match(/:\w+/g) ?? []).map((param) => [param.slice(1), SAMPLE[param.slice(1)]!]));

/** The same path with every character of each parameter as an escape. */
function escaped(name: RouteName, locale: (typeof LOCALES)[number]): string {
  const params = Object.fromEntries(Object.entries(paramsOf(name)).map(([key, value]) => [key, `\u0000${value}`]));
  return buildPath(name, params, locale).replace(/%00([^/]+)/g, (_, value: string) => [...value].map((char) => `%${char.charCodeAt(0).toString(16)}`).join(''));
}

/** The router with each screen standing in as a handler that says which route it is and what it got. */
const probe = new Hono<AppEnv>();
const standIn = (route: RouteName | null): RoutedHandler => ({ route: route ?? 'home', get: async (c, params) => c.json({ route, params }) });
registerScreens(
  probe,
  ROUTED_SCREENS.map((screen) => standIn(screen.route)),
  standIn(null),
);
const resolve = async (path: string) =>
  (await probe.request(`http://localhost${path}`)).json() as Promise<{ route: RouteName | null; params: Record<string, string> }>;

describe('the router', () => {
  it('has one screen for each route of the table', () => {
    expect(ROUTED_SCREENS.map((screen) => screen.route).sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it('mounts every route in every language as a GET and a POST of the app', () => {
    // A route that falls through to the catch-all when a decoded parameter does not fit is a
    // middleware to Hono (it may call next), so every GET and POST entry counts.
    const mounted = new Set(inspectRoutes(app).map((route) => `${route.method} ${route.path}`));
    for (const name of ROUTE_NAMES) {
      for (const locale of LOCALES) {
        expect(mounted).toContain(`GET ${routePath(name, locale)}`);
        expect(mounted).toContain(`POST ${routePath(name, locale)}`);
      }
    }
    expect(mounted).toContain('GET /:lang/*');
  });

  it('resolves each built path to its screen, with its parameters, also with every parameter escaped', async () => {
    for (const name of ROUTE_NAMES) {
      for (const locale of LOCALES) {
        const expected = { route: name, params: paramsOf(name) };
        expect(await resolve(buildPath(name, paramsOf(name), locale))).toEqual(expected);
        expect(await resolve(escaped(name, locale))).toEqual(expected);
      }
    }
  });

  it('resolves odd addresses as the hand-made matcher did', async () => {
    const odd = [
      '/nl/aanbod/0',
      '/nl/aanbod/1%2F2',
      '/nl/aanbod/12/Not_A_Slug',
      '/nl/aanbod/12/huis%2Dmet%2Dtuin',
      '/nl/offer/12',
      '/nl/%E0%A4%A',
      '/nl/te-koop',
      '/nl/hou-me-op-de-hoogte/succes',
      '/nl/hou-me-op-de-hoogte/%73ucces',
      `/nl/hou-me-op-de-hoogte/${'x'.repeat(24)}`,
      `/nl/hou-me-op-de-hoogte/${'x'.repeat(129)}`,
      '/nl/hou-me-op-de-hoogte/kort',
      '/nl/afspraak-annuleren/a%2Fb',
      '/nl/afspraak-annuleren/%C3%A9t%C3%A9',
      `/nl/afspraak-annuleren/${'%3F'.repeat(70)}`,
      `/nl/afspraak-annuleren/${'x'.repeat(201)}`,
      '/nl/afspraak-annuleren/%E0%A4%A',
      '/fr/offre/12/maison%20a',
      '/de/termin/%20/kalender.ics',
    ];
    for (const path of odd) {
      const oracle = matchPath(path);
      expect([path, await resolve(path)]).toEqual([path, oracle ? { route: oracle.name, params: oracle.params } : { route: null, params: {} }]);
    }
  });
});
