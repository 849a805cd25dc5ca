import { describe, expect, it } from 'vitest';
import { parseSearch, placeMatcher } from '../../../../shared/domain/plain-search/parse';
import { placeKey } from '../../../../shared/domain/plain-search/place-matcher';
import { BELGIAN_PLACES } from '../../../../shared/domain/plain-search/belgian-places';
import { COAST } from '../../../../shared/domain/plain-search/places';
import { POSTAL_CODES } from '../../../../worker/platform/postal-codes/table';
import { DUTCH, FRENCH } from '../../fixtures/plain-search-phrases-nl-fr';
import { ENGLISH, GERMAN } from '../../fixtures/plain-search-phrases-en-de';
import { wholeAnswer, type PhraseRow } from '../../fixtures/plain-search-rows';

// Search in plain words: one sentence in nl, fr, en or de becomes the listing filters
// (for sale or for rent; types, places, radius, price, bedrooms, features,
// EPC labels); the words it did not understand are left as text. Each row compares the whole
// answer, so a field filled that should not be fails too.

const places = placeMatcher(BELGIAN_PLACES);
const LANGUAGES = [
  ['nl', DUTCH],
  ['fr', FRENCH],
  ['en', ENGLISH],
  ['de', GERMAN],
] as const satisfies readonly (readonly [string, readonly PhraseRow[]])[];

describe('search in plain words', () => {
  for (const [language, rows] of LANGUAGES) {
    describe(`in ${language}`, () => {
      it.each(rows)('reads "%s"', (phrase, expected) => {
        expect(parseSearch(phrase, places, language)).toEqual(wholeAnswer(expected));
      });
    });
  }

  it('has at least 200 sentences, at least 40 in each language', () => {
    const counts = LANGUAGES.map(([, rows]) => rows.length);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(200);
    for (const count of counts) expect(count).toBeGreaterThanOrEqual(40);
  });

  it("reads the issue's four examples", () => {
    const phrases = LANGUAGES.flatMap(([, rows]) => rows.map(([phrase]) => phrase));
    for (const example of [
      'huis met tuin in Gent max 450.000',
      'maison 4 chambres Namur jardin moins de 350000',
      '2 bed apartment with lift Leuven',
      'Haus im Umkreis von 10 km um Sankt Vith',
    ]) {
      expect(phrases).toContain(example);
    }
  });

  it('leaves an empty or meaningless sentence empty, and keeps unknown words as text', () => {
    expect(parseSearch('', places)).toEqual(wholeAnswer({}));
    expect(parseSearch('  !!  ', places)).toEqual(wholeAnswer({}));
    expect(parseSearch('met de en in', places)).toEqual(wholeAnswer({}));
    expect(parseSearch('zonnige veranda', places)).toEqual(wholeAnswer({ text: 'zonnige veranda' }));
  });

  it('shows a place by its name in the language asked, whatever name was typed', () => {
    for (const [language, name] of [
      ['nl', 'Bergen'],
      ['fr', 'Mons'],
      ['en', 'Mons'],
      ['de', 'Mons'],
    ] as const) {
      expect(parseSearch('Bergen', places, language).places).toEqual([{ zip: '7000', name }]);
      expect(parseSearch('Mons', places, language).places).toEqual([{ zip: '7000', name }]);
    }
    expect(parseSearch('huis Sankt Vith', places).places).toEqual([{ zip: '4780', name: 'Sankt Vith' }]);
  });

  it('takes a place named like an everyday word only where a place is announced', () => {
    expect(parseSearch('huis met een boom', places)).toEqual(wholeAnswer({ types: ['HOUSE'], text: 'boom' }));
    expect(parseSearch('huis in boom', places).places).toEqual([{ zip: '2850', name: 'Boom' }]);
    expect(parseSearch('maison 10 ans', places)).toEqual(wholeAnswer({ types: ['HOUSE'], text: '10 ans' }));
  });
});

describe('the places', () => {
  it('have a postal code of four digits and names for every language', () => {
    for (const place of BELGIAN_PLACES) {
      // The coast is named by a word: it has no postal code of its own (places.ts COAST).
      expect(place.zip).toMatch(place === COAST ? /^COAST$/ : /^[1-9][0-9]{3}$/);
      expect(place.names.length).toBeGreaterThan(0);
      for (const language of ['nl', 'fr', 'de', 'en'] as const) expect(place.display[language]).toBeTruthy();
    }
  });

  it("carry every municipality of the demo's postal-code table under all its names", () => {
    // Saint-Nicolas is Sint-Niklaas's French name and a municipality of its own near Liège: the latter's.
    const ownedByAnother: Readonly<Record<string, string>> = { 'Saint-Nicolas': '4420' };
    for (const row of POSTAL_CODES) {
      for (const name of [row.nl, row.fr, row.de].filter((name): name is string => Boolean(name))) {
        expect(
          parseSearch(`in ${name}`, places).places.map(({ zip }) => zip),
          name,
        ).toEqual([ownedByAnother[name] ?? row.code]);
      }
    }
  });

  it("give each name to one place, but Antwerp's districts (the city's name) and Saint-Nicolas (a municipality, and Sint-Niklaas's French name)", () => {
    const owners = new Map<string, Set<string>>();
    for (const place of BELGIAN_PLACES) {
      for (const name of place.names) owners.set(placeKey(name), (owners.get(placeKey(name)) ?? new Set()).add(place.zip));
    }
    const shared = [...owners].filter(([, zips]) => zips.size > 1).map(([key, zips]) => `${key} ${[...zips].join(',')}`);
    expect(shared.sort()).toEqual(['antwerp 2000,2018,2030,2060', 'antwerpen 2000,2018,2030,2060', 'anvers 2000,2018,2030,2060', 'saintnicolas 4420,9100']);
  });

  it('carry the Belgian municipalities (more than 550)', () => {
    expect(new Set(BELGIAN_PLACES.map(({ zip }) => zip)).size).toBeGreaterThan(550);
  });
});
