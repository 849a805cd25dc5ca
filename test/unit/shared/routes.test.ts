import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import { alternatePaths, buildPath, PARAM_PATTERNS, ROUTES, type RouteName } from '../../../shared/routes';
import { matchPath } from '../../support/match-path';

const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** Random values of the accepted form of each parameter. */
const PARAM_VALUES: Record<string, fc.Arbitrary<string>> = {
  estateId: fc.integer({ min: 1, max: 2 ** 40 }).map(String),
  entityId: fc.integer({ min: 1, max: 2 ** 40 }).map(String),
  rentalUnitId: fc.integer({ min: 1, max: 2 ** 40 }).map(String),
  slug: fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 6 }).map((words) => words.join('-')),
  token: fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/),
  appointmentId: fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/),
  openHouse: fc.stringMatching(/^\d{8}T\d{4}Z$/),
  agentId: fc.integer({ min: 1, max: 2 ** 40 }).map(String),
};

function paramNames(name: RouteName): string[] {
  return (ROUTES[name].nl as string)
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

describe('route table', () => {
  it('uses each language’s words for the listed routes', () => {
    expect(buildPath('estate', { estateId: 7 }, 'nl')).toBe('/nl/aanbod/7');
    expect(buildPath('estate', { estateId: 7 }, 'en')).toBe('/en/offer/7');
    expect(buildPath('estate', { estateId: 7 }, 'fr')).toBe('/fr/offre/7');
    expect(buildPath('estate', { estateId: 7 }, 'de')).toBe('/de/angebot/7');
    expect(buildPath('cancelAppointment', { appointmentId: 'abcdefgh12' }, 'nl')).toBe('/nl/afspraak-annuleren/abcdefgh12');
    expect(buildPath('cancelAppointment', { appointmentId: 'abcdefgh12' }, 'en')).toBe('/en/cancel-appointment/abcdefgh12');
    expect(buildPath('cancelAppointment', { appointmentId: 'abcdefgh12' }, 'fr')).toBe('/fr/annuler-rendez-vous/abcdefgh12');
    expect(buildPath('cancelAppointment', { appointmentId: 'abcdefgh12' }, 'de')).toBe('/de/termin-absagen/abcdefgh12');
    expect(buildPath('holidayRental', { rentalUnitId: 3 }, 'nl')).toBe('/nl/vakantie/3');
    expect(buildPath('holidayRental', { rentalUnitId: 3 }, 'en')).toBe('/en/holiday/3');
    expect(buildPath('holidayRental', { rentalUnitId: 3 }, 'fr')).toBe('/fr/vacances/3');
    expect(buildPath('holidayRental', { rentalUnitId: 3 }, 'de')).toBe('/de/feiertage/3');
    expect(buildPath('privacy', {}, 'nl')).toBe('/nl/privacy-verklaring');
    expect(buildPath('terms', {}, 'nl')).toBe('/nl/gebruiksvoorwaarden');
    expect(buildPath('favorites', {}, 'nl')).toBe('/nl/favorieten');
    expect(buildPath('subscribe', {}, 'nl')).toBe('/nl/hou-me-op-de-hoogte');
    expect(buildPath('subscribeSuccess', {}, 'nl')).toBe('/nl/hou-me-op-de-hoogte/succes');
    expect(buildPath('unsubscribe', { token: 'a'.repeat(20) }, 'nl')).toBe(`/nl/hou-me-op-de-hoogte/uitschrijven/${'a'.repeat(20)}`);
    expect(buildPath('detail', {}, 'nl')).toBe('/nl/detail');
    expect(buildPath('home', {}, 'de')).toBe('/de/');
  });

  it('resolves an unknown route name to /', () => {
    expect(buildPath('no-such-route', {}, 'nl')).toBe('/');
  });

  it('gives every route a distinct path in each language', () => {
    for (const locale of LOCALES) {
      const patterns = ROUTE_NAMES.map((name) => ROUTES[name][locale]);
      expect(new Set(patterns).size).toBe(patterns.length);
    }
  });

  it('matches what it builds, for every route in every language (property)', () => {
    for (const name of ROUTE_NAMES) {
      const names = paramNames(name);
      const params = fc.record(Object.fromEntries(names.map((param) => [param, PARAM_VALUES[param]!])));
      fc.assert(
        fc.property(params, fc.constantFrom(...LOCALES), (values: Record<string, string>, locale: Locale) => {
          const path = buildPath(name, values, locale);
          expect(matchPath(path)).toEqual({ name, locale, params: values });
        }),
        { numRuns: 60 },
      );
    }
  });

  it('prefers a static segment over a parameter', () => {
    expect(matchPath('/nl/hou-me-op-de-hoogte/succes')?.name).toBe('subscribeSuccess');
    expect(matchPath(`/nl/hou-me-op-de-hoogte/${'x'.repeat(24)}`)).toMatchObject({
      name: 'editSubscription',
      params: { token: 'x'.repeat(24) },
    });
  });

  it('does not match malformed parameters, foreign words or unknown languages', () => {
    expect(matchPath('/nl/aanbod/abc')).toBeNull();
    expect(matchPath('/nl/aanbod/0')).toBeNull();
    expect(matchPath('/nl/aanbod/12/Not_A_Slug')).toBeNull();
    expect(matchPath('/nl/offer/12')).toBeNull();
    expect(matchPath('/es/aanbod/12')).toBeNull();
    expect(matchPath('/nl/%E0%A4%A')).toBeNull();
    expect(matchPath('/nl/te-koop')).toBeNull();
  });

  it('tolerates a trailing slash and a query string', () => {
    expect(matchPath('/fr/offre/12/')).toMatchObject({ name: 'estate', params: { estateId: '12' } });
    expect(matchPath('/de/angebot/12?x=1')).toMatchObject({ name: 'estate', locale: 'de' });
  });

  it('has a pattern for every parameter it uses', () => {
    for (const name of ROUTE_NAMES) for (const param of paramNames(name)) expect(PARAM_PATTERNS[param]).toBeDefined();
  });

  it('lists the same route in the four languages', () => {
    expect(alternatePaths('favorites', {})).toEqual({
      nl: '/nl/favorieten',
      fr: '/fr/favoris',
      en: '/en/favorites',
      de: '/de/favoriten',
    });
  });
});
