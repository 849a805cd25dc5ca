import { describe, expect, it } from 'vitest';
import { subTypeById } from '../../../../shared/domain/property-types';
import { omnicasaFailureKind } from '../../../../worker/platform/crm/omnicasa/client';
import { omnicasaListing, readProperty } from '../../../../worker/platform/crm/omnicasa/mapping';
import { omnicasaTypeByName } from '../../../../worker/platform/crm/omnicasa/tables';
import { OMNICASA_FIXTURES } from '../../../support/fake-crm/fixtures';

// An Omnicasa item without MainTypeID typed by its public names (crm/omnicasa/tables.ts
// `omnicasaTypeByName`), and a `Success: false` classified by its words (client.ts).

const codeOf = (name: string) => subTypeById(omnicasaTypeByName(name) ?? 0)?.code;

describe('a type read from its public name', () => {
  it.each([
    ['Villa', 'VILLA'],
    ['Halfopen woning', 'SEMI_DETACHED_HOUSE'],
    ['Maison 4 façades', 'DETACHED_HOUSE'],
    ['Herenhuis', 'MANSION'],
    ['Hôtel de maître', 'MANSION'],
    ['Landhuis', 'COUNTRY_HOUSE'],
    ['Woning', 'HOUSE'],
    ['Appartement', 'APARTMENT'],
    ['Gelijkvloers appartement', 'GROUND_FLOOR'],
    ['Penthouse', 'PENTHOUSE'],
    ['Studio', 'STUDIO'],
    ['Kot', 'STUDENT_ROOM'],
    ['Appartementsgebouw', 'COMMERCIAL_BUILDING'],
    ['Kantoorgebouw', 'OFFICE'],
    ['Handelspand', 'RETAIL'],
    ['Showroom', 'RETAIL'],
    ['Bouwgrond', 'BUILDING_PLOT'],
    ['Terrain à bâtir', 'BUILDING_PLOT'],
    ['Bosgrond', 'FOREST'],
    ['Landbouwgrond', 'AGRICULTURAL_LAND'],
    ['Garage', 'GARAGE_BOX'],
    ['Staanplaats', 'PARKING'],
  ])('%s is %s', (name, code) => expect(codeOf(name)).toBe(code));

  it('a name it does not know is no type', () => {
    expect(omnicasaTypeByName('Zeilboot')).toBeUndefined();
    expect(omnicasaTypeByName('  ')).toBeUndefined();
  });

  it('maps an item without MainTypeID by TypeDescription, else WebIDName, else MainTypeName; one with an unknown MainTypeID is refused', () => {
    const { MainTypeID: _type, ...house } = OMNICASA_FIXTURES.houseForSale;
    const typed = (changes: Record<string, unknown>) => {
      const read = readProperty({ ...house, ...changes });
      if (!read.ok) throw new Error(read.reason);
      const mapped = omnicasaListing(read.property);
      return mapped.kind === 'listing' ? mapped.listing.subtype : mapped;
    };
    expect(typed({ TypeDescription: 'Bungalow' })).toBe('BUNGALOW');
    expect(typed({ TypeDescription: 'Iets', WebIDName: 'Appartement' })).toBe('APARTMENT');
    expect(typed({ TypeDescription: null, MainTypeName: 'Chalet' })).toBe('CHALET');
    expect(typed({ TypeDescription: 'Villa', MainTypeID: 999 })).toEqual({
      kind: 'refused',
      refusals: [{ path: 'MainTypeID', reason: 'unknown MainTypeID 999', words: { reason: { key: 'unknownCode', field: 'type', code: '999' } } }],
    });
  });
});

describe('a Success: false of Omnicasa', () => {
  it.each([
    ['ValidateCustomer', 'Invalid customer name or password', 'credentials-rejected'],
    ['ValidateCustomer', 'Wachtwoord ongeldig', 'credentials-rejected'],
    ['ValidateCustomer', 'Error', 'unavailable'],
    ['ValidateCustomer', '', 'unavailable'],
    ['ValidateCustomer', 'Customer database unavailable', 'unavailable'],
    ['ValidateCustomer', 'Access denied for IP 203.0.113.9', 'refused'],
    ['GetPropertyList', 'Invalid customer name or password', 'credentials-rejected'],
    ['GetPropertyList', 'Error', 'refused'],
  ])('%s answering "%s" is %s', (endpoint, message, kind) => expect(omnicasaFailureKind(endpoint, message)).toBe(kind));
});
