import { describe, expect, it } from 'vitest';
import { addressLine } from '../../../../shared/domain/address';
import { energyLabelText, epcBadge, epcPercentage, floodingWarning } from '../../../../shared/domain/energy';
import { roomCounts, roomsByFloor } from '../../../../shared/domain/layout';
import { priceText, underVatRegime } from '../../../../shared/domain/price';
import { floorsOf } from '../../../../shared/domain/project';
import { formatPriceFrom } from '../../../../shared/format';
import type { Estate, Room } from '../../../../shared/types/estate';
import { reshapePictures, reshapeSticker } from '../../../../shared/contract/reshape/estate';
import { bareEstate } from '../../fixtures/estate';
import { translate } from '../../../../shared/i18n';
import { itMaps } from '../../../support/maps';

/**
 * The detail page's parts besides its facts: address line, project floors, rooms, the energy
 * bar, stickers, images and prices. The facts and their visibility are in detail-rules.test.ts.
 */

/** A house for sale in Gent at € 300.000, its street and city named in Dutch and French. */
function estate(overrides: Partial<Estate> = {}): Estate {
  const bare = bareEstate();
  return bareEstate({
    price: { ...bare.price, value: 300000 },
    address: {
      ...bare.address,
      street: { nl: 'Kerkstraat', fr: 'Rue de l’Église' },
      city: { id: 7, name: { nl: 'Gent', fr: 'Gand' }, zip: '9000', alias: null },
    },
    ...overrides,
  });
}

describe('address line', () => {
  const address = estate().address;
  it.each([
    [address, 'nl', 'Kerkstraat 12, 9000 Gent'],
    [address, 'fr', 'Rue de l’Église 12, 9000 Gand'],
    [{ ...address, box: '0101' }, 'nl', 'Kerkstraat 12 / 0101, 9000 Gent'],
    [{ ...address, city: { ...address.city, alias: { fr: 'Gand-Centre' } } }, 'fr', 'Rue de l’Église 12, 9000 Gand-Centre'],
    [{ ...address, city: { ...address.city, alias: { fr: 'Gand-Centre' } } }, 'nl', 'Kerkstraat 12, 9000 Gent'],
    [{ ...address, visible: false }, 'nl', ''],
    [{ ...address, street: {}, number: null }, 'nl', '9000 Gent'],
  ] as const)('%o in %s → %s', (value, locale, expected) => {
    expect(addressLine(value, locale)).toBe(expected);
  });
});

describe('project floors', () => {
  it('groups units by floor ascending, by floorId within a floor, units without a floor last', () => {
    const units = [
      { id: 5, floor: 2, floorId: 202, entityNumber: 'A.2.02' },
      { id: 1, floor: 0, floorId: 2, entityNumber: 'A.0.02' },
      { id: 9, floor: null, floorId: null, entityNumber: 'P.01' },
      { id: 2, floor: 0, floorId: 1, entityNumber: 'A.0.01' },
      { id: 4, floor: 2, floorId: 201, entityNumber: 'A.2.01' },
      { id: 3, floor: 1, floorId: 101, entityNumber: 'A.1.01' },
    ];
    expect(floorsOf(units).map((floor) => [floor.floor, floor.units.map((unit) => unit.id)])).toEqual([
      [0, [2, 1]],
      [1, [3]],
      [2, [4, 5]],
      [null, [9]],
    ]);
  });
});

describe('rooms', () => {
  const room = (typeId: number, count: number, surface: number | null, floor = 0): Room => ({
    floor,
    typeId,
    name: {},
    count,
    surface,
    comment: null,
    common: false,
    sort: typeId,
  });
  it('counts bedrooms, bathrooms, toilets, garages and parking, and sums terrace surfaces', () => {
    expect(
      roomCounts([
        room(1, 2, 14),
        room(1, 1, 10, 1),
        room(5, 1, 8),
        room(16, 2, null),
        room(6, 1, 20),
        room(14, 2, null),
        room(10, 1, 12.5),
        room(10, 1, 8),
        room(2, 1, 40),
      ]),
    ).toEqual({
      bedrooms: 3,
      bathrooms: 1,
      toilets: 2,
      garages: 1,
      parkingSpaces: 2,
      terraces: 2,
      terraceSurface: 20.5,
    });
    expect(roomCounts([]).terraceSurface).toBeNull();
  });

  it('lists rooms by floor ascending', () => {
    expect(roomsByFloor([room(1, 1, 10, 1), room(2, 1, 30, 0), room(1, 1, 12, -1)]).map((floor) => floor.floor)).toEqual([-1, 0, 1]);
  });
});

describe('energy', () => {
  itMaps('EPC %s → bar %s %%', epcPercentage, [
    [0, 0],
    [350, 50],
    [700, 100],
    [900, 100],
    [-20, 0],
    [-1, null],
    [null, null],
  ]);

  itMaps('flood score %s shows the icon: %s', floodingWarning, [
    ['A', false],
    ['B', false],
    ['C', false],
    ['D', true],
    ['d', true],
    [null, false],
    ['', false],
  ]);

  it('writes energy labels as they read', () => {
    expect(energyLabelText('A_PLUS_PLUS')).toBe('A++');
    expect(energyLabelText('A_PLUS')).toBe('A+');
    expect(energyLabelText('C_D')).toBe('C-D');
  });

  it.each([
    [
      { energyLabel: 'A_PLUS_PLUS', customEpcLabel: null },
      { text: 'A++', tone: 'a' },
    ],
    [
      { energyLabel: 'A', customEpcLabel: null },
      { text: 'A', tone: 'a' },
    ],
    [
      { energyLabel: 'B', customEpcLabel: null },
      { text: 'B', tone: 'b' },
    ],
    [
      { energyLabel: 'C_D', customEpcLabel: null },
      { text: 'C-D', tone: 'c' },
    ],
    [
      { energyLabel: 'G', customEpcLabel: null },
      { text: 'G', tone: 'g' },
    ],
    [
      { energyLabel: 'F', customEpcLabel: 'E' },
      { text: 'E', tone: 'e' },
    ],
    [
      { energyLabel: 'D', customEpcLabel: '  ' },
      { text: 'D', tone: 'd' },
    ],
    [
      { energyLabel: null, customEpcLabel: 'Passief' },
      { text: 'Passief', tone: null },
    ],
    [{ energyLabel: null, customEpcLabel: null }, null],
    [null, null],
  ])('gives a card the EPC badge of %j: %j', (energy, badge) => {
    expect(epcBadge(energy)).toEqual(badge);
  });
});

describe('stickers, images and prices', () => {
  it('treats a white sticker and black text as unset', () => {
    expect(reshapeSticker({ id: 1, name: { nl: 'Nieuw' }, color: 'ffffff', colorText: '000000' })).toMatchObject({ color: null, textColor: null });
    expect(reshapeSticker({ id: 1, name: { nl: 'Nieuw' }, color: 'E07A1F', colorText: 'FFFFFF' })).toMatchObject({ color: '#e07a1f', textColor: '#ffffff' });
    expect(reshapeSticker(null)).toBeNull();
  });

  it('sorts pictures by index, the first picture’s file is the main image, thumbnails fall back to the file', () => {
    expect(
      reshapePictures([
        { file: 'b', thumbnail: null, index: 2 },
        { file: 'a', thumbnail: 'a-t', index: 1 },
      ]),
    ).toEqual([
      { file: 'a', thumbnail: 'a-t', index: 1 },
      { file: 'b', thumbnail: 'b', index: 2 },
    ]);
  });

  it.each([
    ['nl', 'Vanaf €\u00a0245.000'],
    ['fr', 'À partir de €\u00a0245.000'],
    ['en', 'From €\u00a0245.000'],
    ['de', 'Von €\u00a0245.000'],
  ] as const)('prefixes a project’s price in %s', (locale, expected) => {
    expect(priceText(estate({ isProject: true, price: { ...estate().price, value: 245000, from: true } }), locale, translate)).toBe(expected);
    expect(formatPriceFrom(245000, locale)).toBe(expected);
  });

  it.each([
    ['nl', '€\u00a0950.000 excl. btw', 'Vanaf €\u00a0285.000 excl. btw'],
    ['fr', '€\u00a0950.000 hors TVA', 'À partir de €\u00a0285.000 hors TVA'],
    ['en', '€\u00a0950.000 excl. VAT', 'From €\u00a0285.000 excl. VAT'],
    ['de', '€\u00a0950.000 zzgl. MwSt.', 'Von €\u00a0285.000 zzgl. MwSt.'],
  ] as const)('says a price under the VAT regime is before VAT, in %s (financial.vat_regime)', (locale, single, from) => {
    const vat = { ...estate().price, value: 950_000, ground: 257_000, construction: 693_000, vat: true };
    expect(priceText(estate({ price: vat }), locale, translate)).toBe(single);
    expect(priceText(estate({ isProject: true, price: { ...vat, value: 285_000, from: true } }), locale, translate)).toBe(from);
    // No marker where no price stands: sold, on request.
    expect(priceText(estate({ price: vat, transaction: { id: 5, name: {} } }), locale, translate)).toBe(translate(locale, 'card.sold'));
    expect(priceText(estate({ price: { ...vat, value: null, hidden: true } }), locale, translate)).toBe(translate(locale, 'card.priceOnRequest'));
  });

  it.each([
    ['the alternate source says so', { ground: null, construction: null }, { 'financial.vat_regime': true }, true],
    ['the alternate source says not', { ground: null, construction: null }, { 'financial.vat_regime': false }, false],
    ['the main source gives land and construction apart', { ground: 257_000, construction: 693_000 }, undefined, true],
    ['the main source gives land alone', { ground: 257_000, construction: null }, undefined, false],
    ['nothing says so', { ground: null, construction: null }, {}, false],
  ] as const)('is under the VAT regime when %s', (_what, price, fields, expected) => {
    expect(underVatRegime(price, fields)).toBe(expected);
  });

  it('replaces the price of a sold or rented estate, per source', () => {
    expect(priceText(estate({ transaction: { id: 5, name: {} } }), 'nl', translate)).toBe('Verkocht');
    expect(priceText(estate({ transaction: { id: 6, name: {} } }), 'fr', translate)).toBe('Loué');
    expect(priceText(estate({ source: 'alternate', transaction: { id: 1, name: {} } }), 'en', translate)).toBe('Sold');
    expect(priceText(estate({ price: { ...estate().price, value: null } }), 'nl', translate)).toBe('-');
    expect(priceText(estate({ price: { ...estate().price, value: 950, period: 'MONTH' } }), 'nl', translate)).toBe('€\u00a0950 /maand');
  });
});
