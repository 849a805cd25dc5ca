import { describe, expect, it } from 'vitest';
import { parseSearch, placeMatcher } from '../../../../shared/domain/plain-search/parse';
import { BELGIAN_PLACES } from '../../../../shared/domain/plain-search/belgian-places';
import { BRUSSELS_REGION, COAST, provincePlaces } from '../../../../shared/domain/plain-search/places';
import { filterOfParsed, placeAt, placeCentre, sitePlaces, understandingOf } from '../../../../shared/domain/plain-search/to-filter';
import type { ParsedSearch } from '../../../../shared/domain/plain-search/types';
import { parseSearchParams, toSearchParams } from '../../../../shared/domain/search-params';
import { POSTAL_CODES } from '../../../../worker/platform/postal-codes/table';
import { chipLabels, chipsOf } from '../../../../worker/site/plain-search/chips';

// Search in plain words, places as people say them: a radius around any Belgian place, the
// Brussels-Capital Region's 19 municipalities under "Brussel", "Bruxelles", "Brussels",
// "Brüssel", one misspelt letter in a place's name, and a chip for what cannot be applied.

const places = placeMatcher(BELGIAN_PLACES);
const NOTHING: ParsedSearch = {
  transaction: null,
  types: [],
  subTypes: [],
  places: [],
  radiusKm: null,
  priceMin: null,
  priceMax: null,
  bedroomsMin: null,
  features: [],
  energyLabels: [],
  withCharges: false,
  text: '',
};
/** A site whose only city is Gent (9000), with its position. */
const GENT = [{ id: 11, zip: '9000', name: { nl: 'Gent', fr: 'Gand' }, lat: 51.05, lon: 3.72 }];
const kmBetween = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

describe('a radius around any Belgian place', () => {
  it('has a centre in Belgium for every place of the places table, with a fraction geo_range can carry', () => {
    // The coast has no postal code of its own, nor a centre (places.ts COAST).
    for (const place of BELGIAN_PLACES.filter((candidate) => candidate !== COAST)) {
      const centre = placeCentre(place.zip);
      expect(centre, place.display.nl).toBeDefined();
      expect(centre!.lat).toBeGreaterThan(49.45);
      expect(centre!.lat).toBeLessThan(51.55);
      expect(centre!.lon).toBeGreaterThan(2.5);
      expect(centre!.lon).toBeLessThan(6.45);
      expect(Number.isInteger(centre!.lat) || Number.isInteger(centre!.lon)).toBe(false);
    }
    expect(placeCentre('0000')).toBeUndefined();
  });

  it('puts each centre within 2 km of the platform’s own position for the municipalities it knows', () => {
    for (const row of POSTAL_CODES.filter((entry) => entry.municipality === entry.id)) {
      expect(kmBetween(placeCentre(row.code)!, row), row.nl).toBeLessThan(2);
    }
  });

  it('centres a radius on a place that is none of the site’s cities, its name no longer a word searched', () => {
    const parsed = parseSearch('terrain à bâtir à 10 km de Liège', places, 'fr');
    const { filter, notApplied } = understandingOf(parsed, GENT);
    expect(filter.q).toBeUndefined();
    expect(filter.city).toBeUndefined();
    expect(filter.geo?.km).toBe(10);
    expect(kmBetween(filter.geo!, { lat: 50.633, lon: 5.567 })).toBeLessThan(1.5);
    expect(notApplied).toEqual([]);
    expect(parseSearchParams(toSearchParams(filter))).toEqual(filter);
    expect(placeAt(filter.geo!.lat, filter.geo!.lon)).toBe('4000');
  });

  it('takes the site’s own position for its own city, and the place’s where the site’s city has none', () => {
    expect(filterOfParsed({ ...NOTHING, places: [{ zip: '9000', name: 'Gent' }], radiusKm: 5 }, GENT).geo).toEqual({ km: 5, lat: 51.05, lon: 3.72 });
    const unplaced = [{ id: 11, zip: '9000', name: { nl: 'Gent' }, lat: null, lon: null }];
    expect(filterOfParsed({ ...NOTHING, places: [{ zip: '9000', name: 'Gent' }], radiusKm: 5 }, unplaced).geo).toEqual({ km: 5, ...placeCentre('9000') });
  });

  it('says what it cannot apply: a radius without a place, one around a place without a centre, a second place beside the radius', () => {
    expect(understandingOf({ ...NOTHING, radiusKm: 10 }, GENT).notApplied).toEqual([{ radiusKm: 10 }]);
    // A city of the site's data whose postal code the places table does not have, without a position.
    const nowhere = [{ id: 12, zip: '9999', name: { nl: 'Nergenshuizen' } }];
    const { filter, notApplied } = understandingOf({ ...NOTHING, places: [{ zip: '9999', name: 'Nergenshuizen' }], radiusKm: 10 }, nowhere);
    expect(filter).toEqual({ city: [12] });
    expect(notApplied).toEqual([{ radiusKm: 10, place: 'Nergenshuizen' }]);
    const two = understandingOf(parseSearch('huis binnen 10 km van Gent of Aalst', places, 'nl'), GENT);
    expect(two.filter.geo).toBeDefined();
    expect(two.notApplied).toEqual([{ place: 'Aalst' }]);
  });
});

/** The Region's 19 municipalities and their postal codes, as the Region lists its communes. */
const NINETEEN: readonly (readonly [string, ...string[]])[] = [
  ['Anderlecht', '1070'],
  ['Oudergem', '1160'],
  ['Sint-Agatha-Berchem', '1082'],
  ['Brussel-Stad', '1000', '1020', '1120', '1130'],
  ['Etterbeek', '1040'],
  ['Evere', '1140'],
  ['Vorst', '1190'],
  ['Ganshoren', '1083'],
  ['Elsene', '1050'],
  ['Jette', '1090'],
  ['Koekelberg', '1081'],
  ['Sint-Jans-Molenbeek', '1080'],
  ['Sint-Gillis', '1060'],
  ['Sint-Joost-ten-Node', '1210'],
  ['Schaarbeek', '1030'],
  ['Ukkel', '1180'],
  ['Watermaal-Bosvoorde', '1170'],
  ['Sint-Lambrechts-Woluwe', '1200'],
  ['Sint-Pieters-Woluwe', '1150'],
];
/** A site with one city in each postal code of the Region, and one outside it (Halle). */
const BRUSSELS_CITIES = [...NINETEEN.flatMap(([, ...codes]) => codes), '1500'].map((zip, index) => ({ id: 100 + index, zip, name: { nl: `Plaats ${zip}` } }));
const idsOf = (codes: readonly string[]) => BRUSSELS_CITIES.filter((city) => codes.includes(city.zip)).map((city) => city.id);

describe('Brussels as the Region’s 19 municipalities', () => {
  it.each([
    ['nl', 'appartement in Brussel', 'Brussel'],
    ['fr', 'appartement à Bruxelles', 'Bruxelles'],
    ['en', 'flat in Brussels', 'Brussels'],
    ['de', 'Wohnung in Brüssel', 'Brüssel'],
    ['de', 'Wohnung in Brussel', 'Brüssel'],
    ['fr', 'appartement à Bruxelle', 'Bruxelles'],
  ] as const)('reads "%s" (%s) as every one of the 19', (language, sentence, name) => {
    const parsed = parseSearch(sentence, places, language);
    expect(parsed.places).toHaveLength(1);
    expect(parsed.places[0]!.name).toBe(name);
    const filter = filterOfParsed(parsed, BRUSSELS_CITIES);
    for (const [municipality, ...codes] of NINETEEN) for (const id of idsOf(codes)) expect(filter.city, municipality).toContain(id);
    expect(filter.city).not.toContain(idsOf(['1500'])[0]);
    expect(filter.city).toHaveLength(BRUSSELS_CITIES.length - 1);
  });

  it('names exactly the 19 municipalities’ postal codes', () => {
    expect([...BRUSSELS_REGION.postalCodes!].sort()).toEqual(NINETEEN.flatMap(([, ...codes]) => codes).sort());
  });

  it('keeps 1000, "Brussel-Stad" and "1000 Bruxelles" the City of Brussels only', () => {
    for (const [sentence, language] of [
      ['appartement 1000', 'nl'],
      ['appartement Brussel-Stad', 'nl'],
      ['appartement 1000 Bruxelles', 'fr'],
      ['appartement à Bruxelles-Ville', 'fr'],
    ] as const) {
      const parsed = parseSearch(sentence, places, language);
      expect(parsed.places, sentence).toEqual([{ zip: '1000', name: language === 'fr' ? 'Bruxelles' : 'Brussel' }]);
      expect(filterOfParsed(parsed, BRUSSELS_CITIES).city).toEqual(idsOf(['1000']));
    }
  });

  it('means the Region on a site with a city named Brussel, as the site reads it (the Region first)', () => {
    const site = [{ id: 7, zip: '1000', name: { nl: 'Brussel', fr: 'Bruxelles' } }, ...BRUSSELS_CITIES];
    const matcher = placeMatcher([BRUSSELS_REGION, ...sitePlaces(site), ...BELGIAN_PLACES]);
    expect(filterOfParsed(parseSearch('huis in Brussel', matcher, 'nl'), site).city).toHaveLength(site.length - 1);
  });

  it('centres a radius around Brussels on the City', () => {
    const filter = filterOfParsed(parseSearch('huis binnen 5 km van Brussel', places, 'nl'), []);
    expect(filter.geo).toEqual({ km: 5, ...placeCentre('1000') });
  });
});

describe('the coast, as people name it', () => {
  // The ten municipalities on the North Sea by their places on it (places.ts COAST): Knokke-Heist,
  // Oostende, Westende (Middelkerke, 8434), Koksijde on a site that also has Bruges and Gent.
  const SITE = [
    { id: 1, zip: '8300', name: { nl: 'Knokke-Heist' } },
    { id: 2, zip: '8400', name: { nl: 'Oostende' } },
    { id: 3, zip: '8434', name: { nl: 'Westende' } },
    { id: 4, zip: '8670', name: { nl: 'Koksijde' } },
    { id: 5, zip: '8000', name: { nl: 'Brugge' } },
    { id: 6, zip: '9000', name: { nl: 'Gent' } },
  ];

  it.each([
    ['nl', 'nieuwbouwappartement aan de kust'],
    ['nl', 'appartement aan zee met zeezicht'],
    ['fr', 'appartement à la côte belge'],
    ['fr', 'studio à la mer'],
    ['en', 'flat at the Belgian coast'],
    ['de', 'Wohnung an der Küste'],
  ] as const)('(%s) "%s": the site\'s cities on the sea, not Bruges', (language, sentence) => {
    expect(filterOfParsed(parseSearch(sentence, places, language), SITE).city).toEqual([1, 2, 3, 4]);
  });

  it('is beside a town on it ("Oostende of elders aan de kust"), and has no centre for a radius', () => {
    expect(parseSearch('appartement in Oostende of elders aan de kust', places, 'nl').places.map((place) => place.name)).toEqual(['Oostende', 'de kust']);
    expect(understandingOf(parseSearch('huis binnen 5 km van de kust', places, 'nl'), SITE).notApplied).toEqual([{ radiusKm: 5, place: 'de kust' }]);
  });

  it('is no misspelling of an everyday word ("rust", "kost", "kast" stay text)', () => {
    for (const sentence of ['huis met rust', 'huis kost max 300000', 'appartement met kast'])
      expect(parseSearch(sentence, places, 'nl').places, sentence).toEqual([]);
  });
});

describe('a province, as people name it', () => {
  // bpost's numbering (tables-source.ts PROVINCE_ZIPS): East Flanders 9000-9999, Walloon Brabant
  // 1300-1499, Antwerp 2000-2999, Liège 4000-4999, Hainaut 6000-6599 and 7000-7999.
  const withProvinces = placeMatcher([...BELGIAN_PLACES, ...provincePlaces()]);
  const SITE = [
    { id: 1, zip: '9000', name: { nl: 'Gent' } },
    { id: 2, zip: '9300', name: { nl: 'Aalst' } },
    { id: 3, zip: '2000', name: { nl: 'Antwerpen' } },
    { id: 4, zip: '2800', name: { nl: 'Mechelen' } },
    { id: 5, zip: '1300', name: { fr: 'Wavre' } },
    { id: 6, zip: '4000', name: { fr: 'Liège' } },
    { id: 7, zip: '7000', name: { fr: 'Mons' } },
    { id: 8, zip: '6000', name: { fr: 'Charleroi' } },
  ];
  const citiesOf = (sentence: string, language: 'nl' | 'fr' | 'en' | 'de') => filterOfParsed(parseSearch(sentence, withProvinces, language), SITE).city;

  it.each([
    ['nl', 'woning max 350.000 euro in Oost-Vlaanderen', [1, 2]],
    ['fr', 'maison à vendre en Flandre-Orientale', [1, 2]],
    ['en', 'house in East Flanders', [1, 2]],
    ['de', 'Haus in Ostflandern', [1, 2]],
    ['fr', 'maison à vendre en Brabant wallon', [5]],
    ['nl', 'villa in Waals-Brabant', [5]],
    ['fr', 'maison dans le Hainaut', [7, 8]],
    ['nl', 'huis in Henegouwen', [7, 8]],
    ['nl', 'appartement in de provincie Antwerpen', [3, 4]],
    ['fr', 'maison dans la province de Liège', [6]],
    ['fr', 'maison dans la province du Hainaut', [7, 8]],
    ['en', 'house in Antwerp province', [3, 4]],
  ] as const)('(%s) "%s": the site\'s cities in that province', (language, sentence, ids) => {
    expect(citiesOf(sentence, language)).toEqual(ids);
  });

  it('leaves a name a municipality shares to the municipality: "Antwerpen" is the city, "Limbourg" the town of 4830', () => {
    expect(citiesOf('appartement in Antwerpen', 'nl')).toEqual([3]);
    expect(parseSearch('maison à Limbourg', withProvinces, 'fr').places.map((place) => place.zip)).toEqual(['4830']);
  });

  it('names the province in the language asked, and has no centre for a radius', () => {
    const parsed = parseSearch('huis binnen 10 km van Oost-Vlaanderen', withProvinces, 'fr');
    expect(parsed.places.map((place) => place.name)).toEqual(['province de Flandre-Orientale']);
    const { filter, notApplied } = understandingOf(parsed, SITE);
    expect(filter.geo).toBeUndefined();
    expect(notApplied).toEqual([{ radiusKm: 10, place: 'province de Flandre-Orientale' }]);
  });
});

describe('a place misspelt by one letter', () => {
  it.each([
    ['nl', 'huis in Gnet', '9000'], // two letters swapped
    ['nl', 'huis in Gant', '9000'], // one changed
    ['nl', 'huis in Gennt', '9000'], // one added
    ['nl', 'appartement in Leuvn', '3000'], // one left out
    ['en', 'house in Antwrp', '2000'],
    ['fr', 'maison à Namr', '5000'],
    ['de', 'Haus in Lütich', '4000'],
    ['nl', 'Gnet huis met tuin', '9000'], // capitalised, without "in"
  ] as const)('reads "%s" (%s) as the place', (language, sentence, zip) => {
    expect(parseSearch(sentence, places, language).places.map((place) => place.zip)).toEqual([zip]);
  });

  it('matches nothing when two places are one letter off ("Gend": Gent and Genk)', () => {
    const parsed = parseSearch('huis in Gend', places, 'nl');
    expect(parsed.places).toEqual([]);
    expect(parsed.text).toBe('Gend');
  });

  it.each([
    ['nl', 'rijwoning dicht bij scholen', 'Schoten'],
    ['nl', 'huis in de buurt van scholen', 'Schoten'],
    ['nl', 'huis in rust gelegen', 'Rumst'],
    ['fr', 'maison à Gant', 'Gent'],
    ['en', 'house in every street', 'Evere'],
    ['de', 'Wohnung im Osten', 'Ostende'],
    ['de', 'Haus nahe Hafen', 'Haren'],
  ] as const)('leaves "%s" (%s) a word of its language, not %s', (language, sentence, place) => {
    const parsed = parseSearch(sentence, places, language);
    expect(parsed.places.map((found) => found.name)).not.toContain(place);
    expect(parsed.places.filter((found) => !sentence.includes(found.name))).toEqual([]);
  });

  it('is the language’s words that stay words: "Gant" is French for glove, a misspelt Gent in Dutch', () => {
    expect(parseSearch('maison à Gant', places, 'fr').places).toEqual([]);
    expect(parseSearch('huis in Gant', places, 'nl').places).toEqual([{ zip: '9000', name: 'Gent' }]);
  });
});

describe('the chip of what cannot be applied', () => {
  it('says it in the visitor’s language, not as a link, and names a radius’s centre', () => {
    const notApplied = [{ radiusKm: 10, place: 'Luik' }];
    const chips = chipsOf({ type: [3] }, '/nl/te-koop', 'nl', [], notApplied);
    expect(chips.find((chip) => chip.note)).toEqual({ label: 'Binnen 10 km van Luik: hier niet beschikbaar', href: '/nl/te-koop?type=3', note: true });
    expect(chipsOf({}, '/en/for-sale', 'en', [], [{ radiusKm: 10, place: 'Liège' }])[0]!.label).toBe('Within 10 km of Liège: not available here');
    expect(chipsOf({}, '/fr/a-vendre', 'fr', [], [{ radiusKm: 10 }])[0]!.label).toBe('Dans un rayon de 10 km : non disponible ici');
    expect(chipsOf({}, '/de/kaufen', 'de', [], [{ place: 'Aalst' }])[0]!.label).toBe('Aalst: hier nicht verfügbar');
    const liege = placeCentre('4000')!;
    expect(chipsOf({ geo: { km: 10, ...liege } }, '/fr/a-vendre', 'fr', [])[0]!.label).toBe('Dans un rayon de 10 km autour de Liège');
    expect(chipsOf({ geo: { km: 10, ...liege } }, '/nl/te-koop', 'nl', [])[0]!.label).toBe('Binnen 10 km van Luik');
  });

  it('reads the same, word for word, where only the words are wanted (an assistant’s “understood”)', () => {
    const filter = { type: [1], priceMax: 450_000, bedMin: 3, feature: ['garden' as const], epc: ['A' as const], q: 'zonnig' };
    const notApplied = [{ radiusKm: 10, place: 'Luik' }];
    for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
      const labels = chipLabels(filter, locale, [], notApplied);
      expect(labels).toHaveLength(7);
      expect(labels).toEqual(chipsOf(filter, '/x', locale, [], notApplied).map((chip) => chip.label));
    }
  });
});
