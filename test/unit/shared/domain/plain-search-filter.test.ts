import { describe, expect, it } from 'vitest';
import { filterOfParsed, listingUrl, placeCentre, sitePlaces, withParsed } from '../../../../shared/domain/plain-search/to-filter';
import type { ParsedSearch } from '../../../../shared/domain/plain-search/types';
import { parseSearchParams, toSearchParams } from '../../../../shared/domain/search-params';

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
const CITIES = [
  { id: 11, zip: '9000', name: { nl: 'Gent', fr: 'Gand' }, lat: 51.05, lon: 3.72 },
  { id: 12, zip: '9000', name: { nl: 'Gent' }, lat: 51.06, lon: 3.71 },
  { id: 20, zip: '9300', name: { nl: 'Aalst', fr: 'Alost' }, lat: 50.94, lon: 4.04 },
];
const gent = { zip: '9000', name: 'Gent' };

describe('a parsed sentence as the listing filter', () => {
  it('maps types, prices, bedrooms, features and labels to their parameters, the words left to q', () => {
    const filter = filterOfParsed(
      {
        ...NOTHING,
        types: ['HOUSE', 'APARTMENT'],
        subTypes: [22],
        priceMin: 200_000,
        priceMax: 450_000,
        bedroomsMin: 3,
        features: ['garden', 'elevator'],
        energyLabels: ['A+', 'B'],
        text: 'rustig gelegen',
      },
      CITIES,
    );
    expect(filter).toEqual({
      type: [1, 2],
      subType: [22],
      priceMin: 200_000,
      priceMax: 450_000,
      bedMin: 3,
      feature: ['garden', 'elevator'],
      epc: ['A+', 'B'],
      q: 'rustig gelegen',
    });
    expect(parseSearchParams(toSearchParams(filter))).toEqual(filter);
  });

  it('makes a place every city id of the site with its postal code; with a radius, a geo_range around the first', () => {
    expect(filterOfParsed({ ...NOTHING, places: [gent, { zip: '9300', name: 'Aalst' }] }, CITIES)).toEqual({ city: [11, 12, 20] });
    expect(filterOfParsed({ ...NOTHING, places: [gent], radiusKm: 10 }, CITIES)).toEqual({ geo: { km: 10, lat: 51.05, lon: 3.72 } });
  });

  it('requires a place the site has no listing in of the texts, the words left only ranking; with a radius, it is its centre', () => {
    expect(filterOfParsed({ ...NOTHING, places: [{ zip: '4780', name: 'Sankt Vith' }], text: 'ruhig' }, CITIES)).toEqual({ words: 'Sankt Vith', q: 'ruhig' });
    expect(filterOfParsed({ ...NOTHING, places: [{ zip: '4780', name: 'Sankt Vith' }], radiusKm: 10, text: 'ruhig' }, CITIES)).toEqual({
      geo: { km: 10, ...placeCentre('4780') },
      q: 'ruhig',
    });
  });

  it('lays the understanding over the address: the sentence replaced by its words left, a place replacing a radius', () => {
    expect(withParsed({ q: 'huis in Gent', priceMax: 300_000, geo: { km: 5, lat: 50.5, lon: 4.5 } }, { type: [1], city: [11] })).toEqual({
      priceMax: 300_000,
      type: [1],
      city: [11],
    });
    expect(withParsed({ q: 'zwaluwnesten', city: [20] }, { q: 'zwaluwnesten' })).toEqual({ city: [20], q: 'zwaluwnesten' });
    // The words the address requires stay required, beside those the sentence requires.
    expect(withParsed({ q: 'huis in Knokke', words: 'warm' }, { type: [1], words: 'Knokke' })).toEqual({ type: [1], words: 'warm Knokke' });
  });

  it('counts the price bounds with the charges when the sentence says so, and writes it to the address and back', () => {
    const filter = filterOfParsed({ ...NOTHING, transaction: 'rent', priceMax: 1200, withCharges: true }, CITIES);
    expect(filter).toEqual({ priceMax: 1200, withCharges: true });
    expect(toSearchParams(filter).toString()).toBe('price-max=1200&charges=included');
    expect(parseSearchParams(toSearchParams(filter))).toEqual(filter);
    // Without a bound, the charges change nothing: not in the filter.
    expect(filterOfParsed({ ...NOTHING, transaction: 'rent', withCharges: true }, CITIES)).toEqual({});
  });

  it('goes to the listing for rent when the sentence says so, else the one for sale', () => {
    const pages = { sale: { nl: 'te-koop', fr: 'a-vendre' }, rent: { nl: 'te-huur', fr: 'a-louer' } };
    expect(listingUrl(pages, 'rent', { city: [11] }, 'fr')).toBe('/fr/a-louer?city=11');
    expect(listingUrl(pages, null, {}, 'nl')).toBe('/nl/te-koop');
    expect(listingUrl(pages, 'sale', { q: 'tuin' }, 'en')).toBe('/en/te-koop?q=tuin');
  });

  it('names the site’s cities under each of their names, the Dutch one shown by default', () => {
    expect(sitePlaces(CITIES.slice(0, 1))).toEqual([{ zip: '9000', names: ['Gent', 'Gand'], display: { nl: 'Gent', fr: 'Gand' } }]);
  });
});
