import { describe, expect, it } from 'vitest';
import { createCityLookup, regionOfPostalCode, townCentre, UNLISTED_CITY_ID_BASE } from '../../../../worker/platform/postal-codes';
import { starterOffice } from '../../../../worker/platform/starter/office';
import { type PostalCodeEntry, POSTAL_CODES } from '../../../../worker/platform/postal-codes/table';
import { normalizedListingSchema } from '../../../../worker/platform/listings/normalized';
import { toRawEstate } from '../../../../worker/platform/listings/to-raw-estate';
import { itMaps } from '../../../support/maps';

// A CRM's postal code and place name resolved to our city and region: through the
// postal-code table, and by bpost's ranges for a place the table does not list.

const lookup = createCityLookup();

describe('regionOfPostalCode: bpost’s ranges', () => {
  itMaps('%s is in %s', regionOfPostalCode, [
    ['1000', 'BRUSSELS'],
    ['1299', 'BRUSSELS'],
    ['1300', 'WALLONIA'],
    ['1499', 'WALLONIA'],
    ['1500', 'FLANDERS'],
    ['3999', 'FLANDERS'],
    ['4000', 'WALLONIA'],
    ['7999', 'WALLONIA'],
    ['8000', 'FLANDERS'],
    ['9999', 'FLANDERS'],
  ]);

  it.each(['0999', '999', '10000', 'B-1000', ''])('%j is no Belgian postal code', (code) => {
    expect(regionOfPostalCode(code)).toBeNull();
  });

  it('agrees with the region of every place in the table', () => {
    const disagreeing = POSTAL_CODES.filter((entry) => regionOfPostalCode(entry.code) !== entry.region).map((entry) => `${entry.code} ${entry.nl}`);
    expect(disagreeing).toEqual([]);
  });
});

describe('createCityLookup: a postal code and a place name to our city', () => {
  it.each([
    ['8500', 'Kortrijk'],
    ['8500', 'Courtrai'],
    ['8500', 'KORTRIJK'],
    ['4780', 'Saint-Vith'],
    ['4780', 'saint vith'],
    ['4780', 'Sankt-Vith'],
    ['1000', 'Brüssel'],
    ['1000', 'brussel'],
    ['1000', 'BRUXELLES'],
    ['4000', 'Liege'],
    ['4000', 'Lüttich'],
  ])('%s %s resolves to the table’s place', (code, name) => {
    const entry = POSTAL_CODES.find((row) => row.code === code)!;
    expect(lookup(code, name)).toEqual({ ok: true, city: expect.objectContaining({ id: entry.id, zip: code, region: entry.region, lat: entry.lat }) });
  });

  it('picks the place of a postal code shared by several by its name in any language, and asks for the name otherwise', () => {
    const table: PostalCodeEntry[] = [
      { id: 101, code: '1390', nl: 'Graven', fr: 'Grez-Doiceau', municipality: 101, region: 'WALLONIA', lat: 50.74, lon: 4.7 },
      { id: 102, code: '1390', nl: 'Bossut-Gottechain', fr: 'Bossut-Gottechain', municipality: 101, region: 'WALLONIA', lat: 50.76, lon: 4.71 },
      { id: 103, code: '1390', nl: 'Nethen', fr: 'Nethen', de: 'Nethen', municipality: 101, region: 'WALLONIA', lat: 50.78, lon: 4.68 },
    ];
    const shared = createCityLookup(table);
    expect(shared('1390', 'grez doiceau')).toMatchObject({ ok: true, city: { id: 101 } });
    expect(shared('1390', 'GRAVEN')).toMatchObject({ ok: true, city: { id: 101 } });
    expect(shared('1390', 'Bossut Gottechain')).toMatchObject({ ok: true, city: { id: 102 } });
    expect(shared('1390', 'Néthen')).toMatchObject({ ok: true, city: { id: 103 } });
    expect(shared('1390')).toEqual({
      ok: false,
      reason: "postal code 1390 covers several places (Graven, Bossut-Gottechain, Nethen): give the city's name",
      places: ['Graven', 'Bossut-Gottechain', 'Nethen'],
    });
    expect(shared('1390', 'Wavre')).toMatchObject({ ok: false });
  });

  it('refuses an unknown postal code given without a place name, and one outside Belgium’s ranges', () => {
    expect(lookup('8510')).toEqual({ ok: false, reason: 'unknown Belgian postal code 8510' });
    expect(lookup('0999', 'Nergens')).toEqual({ ok: false, reason: 'unknown Belgian postal code 0999' });
    expect(lookup('8510', '  ')).toMatchObject({ ok: false });
  });

  it('resolves a place the table does not list by the region rule: the same city however its name is written', () => {
    const marke = lookup('8510', 'Marke');
    expect(marke).toEqual({
      ok: true,
      city: { id: expect.any(Number), zip: '8510', name: { nl: 'Marke', fr: 'Marke', en: 'Marke', de: 'Marke' }, region: 'FLANDERS', lat: null, lon: null },
    });
    const id = marke.ok ? marke.city.id : 0;
    expect(id).toBeGreaterThanOrEqual(UNLISTED_CITY_ID_BASE);
    expect(Math.max(...POSTAL_CODES.map((entry) => entry.id))).toBeLessThan(UNLISTED_CITY_ID_BASE);
    expect(lookup('8510', ' MARKE ')).toMatchObject({ city: { id } });
    expect(lookup('8510', 'Bellegem')).not.toMatchObject({ city: { id } });
    expect(lookup('1390', 'Grez-Doiceau')).toMatchObject({ ok: true, city: { region: 'WALLONIA' } });
    expect(lookup('1190', 'Vorst')).toMatchObject({ ok: true, city: { region: 'BRUSSELS' } });
    expect(lookup('6700', 'Arlon')).toMatchObject({ ok: true, city: { id: POSTAL_CODES.find((entry) => entry.code === '6700')!.id } });
  });
});

describe('an estate in a place the table does not list', () => {
  it('gets its city and region by the rule, and with its address hidden no map pin (no centre is known)', () => {
    const listing = normalizedListingSchema.parse({
      source: 'whise',
      externalId: '77',
      transaction: 'sale',
      status: 'available',
      type: 'HOUSE',
      address: { street: 'Kerkstraat', number: '1', postalCode: '8510', city: 'Marke', hidden: true },
      location: { lat: 50.8, lon: 3.23 },
    });
    const mapped = toRawEstate(listing, lookup, () => 5001, { now: '2026-11-23T18:00:00Z' });
    if (!mapped.ok) throw new Error(JSON.stringify(mapped.refusals));
    expect(mapped.estates[0]!.general.address).toMatchObject({
      city: { zip: '8510', name: { nl: 'Marke' } },
      region: 'FLANDERS',
      street: {},
      geoLocation: null,
    });
  });
});

describe('an office’s place from its address', () => {
  it('is its postal code’s town centre, by name where the code covers several places; none for a code without a centre', () => {
    expect(townCentre('9000', 'Gent')).toEqual({ lat: 51.0543, lon: 3.7174 });
    expect(townCentre('9000', 'Gand')).toEqual({ lat: 51.0543, lon: 3.7174 });
    expect(townCentre('9000')).toEqual({ lat: 51.0543, lon: 3.7174 });
    expect(townCentre('9999', 'Nergensdorp')).toBeNull();
    expect(townCentre('12')).toBeNull();
  });

  it('makes a new agency’s first office from its legal address, its street and number apart, only when the address is whole', () => {
    const contact = { street: 'Rue Haute 12 bte 3', zip: '9000', city: { nl: 'Gent' }, phone: '+32 9 1', email: 'a@b.be' };
    expect(starterOffice({ name: 'Immo', contact }, ['nl', 'fr'])).toMatchObject({
      street: 'Rue Haute',
      number: '12 bte 3',
      city: { nl: 'Gent', fr: 'Gent' },
      geo: { lat: 51.0543, lon: 3.7174 },
    });
    expect(starterOffice({ name: 'Immo', contact: { ...contact, street: 'Kouter 18' } }, ['nl'])).toMatchObject({ street: 'Kouter', number: '18' });
    expect(starterOffice({ name: 'Immo', contact: { ...contact, zip: '' } }, ['nl'])).toBeNull();
    expect(starterOffice({ name: 'Immo', contact: { ...contact, zip: '9999', city: { nl: 'Nergensdorp' } } }, ['nl'])).not.toHaveProperty('geo');
  });
});
