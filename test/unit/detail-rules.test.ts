import { describe, expect, it } from 'vitest';
import { addressLine } from '../../shared/domain/address';
import { detailTabs, formatFieldValue } from '../../shared/domain/detail-tabs';
import { energyLabelText, epcPercentage, floodingWarning } from '../../shared/domain/energy';
import { estateFields, fieldContext, type FieldContext, isFieldShown, shownFields } from '../../shared/domain/estate-fields';
import { roomCounts, roomsByFloor } from '../../shared/domain/layout';
import { priceText } from '../../shared/domain/price';
import { floorsOf } from '../../shared/domain/project';
import { formatPriceFrom } from '../../shared/format';
import type { Estate, Room } from '../../shared/types/estate';
import { reshapePictures, reshapeSticker } from '../../worker/upstream/reshape/estate';
import { bareEstate } from './fixtures/estate';

/** A plain Flemish house for sale from the main source; tests change what they look at. */
function estate(overrides: Partial<Estate> = {}): Estate {
  const bare = bareEstate();
  return bareEstate({
    title: { nl: 'Gezinswoning' },
    price: { ...bare.price, value: 300000 },
    bedrooms: 3,
    bathrooms: 1,
    publicationDate: '2026-10-01T10:00:00Z',
    address: {
      ...bare.address,
      street: { nl: 'Kerkstraat', fr: 'Rue de l’Église' },
      city: { id: 7, name: { nl: 'Gent', fr: 'Gand' }, zip: '9000', alias: null },
    },
    technical: { certificateElectricity: 'OBTAINED', certificateConformity: 'VALID', constructionYear: 1975 },
    dimensions: { ...bare.dimensions, areaGround: 400, areaBuild: 150 },
    energy: { ...bare.energy, epcValue: 250, epcValueTotal: 37500, epcReference: '20240101-0001-RES-1', energyLabel: 'C' },
    ki: { ...bare.ki, indexed: 1200 },
    flooding: { buildingScore: 'A', parcelScore: 'D' },
    planning: {
      townPlanningValue: 'WG',
      townPlanningViolation: null,
      buildingLicense: 'YES',
      allocationLicense: 'NO',
      presaleRight: 'NO',
      certificateAsBuilt: 'NO',
      heritageProtected: 'NO',
      heritageInventoried: 'NO',
      renovationObligation: 'NO',
    },
    ...overrides,
  });
}

/** The same facts from the alternate source, as dotted keys. */
function alternate(overrides: Partial<Estate> = {}, fields: Estate['fields'] = {}): Estate {
  return estate({
    source: 'alternate',
    guid: 'abc',
    transaction: { id: 3, name: { nl: 'Te koop' } },
    fields: {
      'certification.electrical_certificate': 'OBTAINED',
      'certification.electrical_certificate_conformity': 'VALID',
      'planning.permission': 'YES',
      'planning.most_recent_destination': 'WG',
      'planning.proceeding': null,
      'planning.subdivision_permit': 'NO',
      'planning.as_built_certificate': 'NO',
      'planning.heritage_inventoried': 'NO',
      'financial.price': 300000,
      'financial.land_price': 90000,
      'financial.infrastructure_price': 10000,
      'notary_cost.total': 20000,
      'flood_information.parcel_score': 'B',
      ...fields,
    },
    ...overrides,
  });
}

const shownKeys = (e: Estate) => shownFields(estateFields(e), fieldContext(e), Object.keys(estateFields(e))).map((field) => field.key);

const ELECTRICAL = 'certification.electrical_certificate';
const RENTAL_HIDDEN = [ELECTRICAL, 'planning.permission', 'planning.most_recent_destination', 'planning.proceeding', 'planning.subdivision_permit', 'planning.as_built_certificate'];
const VAT_HIDDEN = ['financial.price', 'financial.land_price', 'financial.infrastructure_price', 'notary_cost.total'];
const WALLOON_HIDDEN = ['planning.as_built_certificate', 'planning.heritage_inventoried', 'flood_information.parcel_score', 'flood_information.building_score'];

describe('field visibility (SPEC §4), as a table of status × type × region × VAT', () => {
  const base: FieldContext = { status: 'FOR_SALE', headTypeCode: 'HOUSE', region: 'FLANDERS', vatRegime: false };
  const cases: [string, Partial<FieldContext>, string, unknown, boolean][] = [
    ...RENTAL_HIDDEN.flatMap((key) => [
      [`TO_RENT hides ${key}`, { status: 'TO_RENT' }, key, 'YES', false] as [string, Partial<FieldContext>, string, unknown, boolean],
      [`RENTED hides ${key}`, { status: 'RENTED' }, key, 'YES', false] as [string, Partial<FieldContext>, string, unknown, boolean],
      [`FOR_SALE shows ${key}`, {}, key, 'YES', true] as [string, Partial<FieldContext>, string, unknown, boolean],
    ]),
    ['TO_RENT keeps the pre-emption right', { status: 'TO_RENT' }, 'planning.pre_emption_right', 'NO', true],
    ['PLOT hides the electrical certificate', { headTypeCode: 'PLOT' }, ELECTRICAL, 'OBTAINED', false],
    ['PLOT hides its conformity too', { headTypeCode: 'PLOT' }, 'certification.electrical_certificate_conformity', 'VALID', false],
    ['PLOT keeps planning', { headTypeCode: 'PLOT' }, 'planning.permission', 'YES', true],
    ...VAT_HIDDEN.map((key) => [`VAT regime hides ${key}`, { vatRegime: true }, key, 1000, false] as [string, Partial<FieldContext>, string, unknown, boolean]),
    ...VAT_HIDDEN.map((key) => [`without VAT regime ${key} shows`, {}, key, 1000, true] as [string, Partial<FieldContext>, string, unknown, boolean]),
    ['VAT regime keeps the price per m²', { vatRegime: true }, 'financial.price_per_m2', 2000, true],
    ...WALLOON_HIDDEN.map((key) => [`Wallonia hides ${key}`, { region: 'WALLONIA' }, key, 'B', false] as [string, Partial<FieldContext>, string, unknown, boolean]),
    ['Wallonia hides an empty planning field', { region: 'WALLONIA' }, 'planning.permission', null, false],
    ['Wallonia shows a filled planning field', { region: 'WALLONIA' }, 'planning.permission', 'YES', true],
    ['Flanders shows flood scores', {}, 'flood_information.parcel_score', 'D', true],
    ['Brussels shows as-built', { region: 'BRUSSELS' }, 'planning.as_built_certificate', 'NO', true],
  ];
  it.each(cases)('%s', (_name, context, key, value, shown) => {
    expect(isFieldShown(key, value as never, { ...base, ...context })).toBe(shown);
  });
});

describe('both data sources follow the same rules', () => {
  it.each([
    ['main', estate],
    ['alternate', alternate],
  ] as const)('%s source: a Flemish sale shows the legal set, a rental hides what it must', (_source, make) => {
    const sale = shownKeys(make());
    expect(sale).toEqual(expect.arrayContaining([ELECTRICAL, 'planning.permission', 'planning.most_recent_destination', 'planning.proceeding', 'flood_information.parcel_score']));
    const rental = shownKeys(make({ status: 'TO_RENT', transaction: { id: 2, name: {} } }));
    for (const key of RENTAL_HIDDEN) expect(rental).not.toContain(key);
    const plot = shownKeys(make({ headTypeId: 3 }));
    expect(plot).not.toContain(ELECTRICAL);
  });

  it('hides the prices of a VAT-regime new build (alternate source)', () => {
    const keys = shownKeys(alternate({}, { 'financial.vat_regime': true }));
    for (const key of VAT_HIDDEN) expect(keys).not.toContain(key);
  });

  it('hides empty planning, as-built, heritage inventory and flood scores in Wallonia', () => {
    const walloon = estate({ address: { ...estate().address, region: 'WALLONIA' }, planning: { ...estate().planning, buildingLicense: null, certificateAsBuilt: 'YES' } });
    const keys = shownKeys(walloon);
    for (const key of ['planning.permission', ...WALLOON_HIDDEN, 'planning.proceeding']) expect(keys).not.toContain(key);
    expect(keys).toContain('planning.most_recent_destination');
  });

  it('folds attached information into its main field (combined fields)', () => {
    const fields = estateFields(alternate({}, { 'certification.electrical_certificate_description': { nl: 'Keuring 2023' }, 'comfort.garden': true, 'comfort.garden_information': 'FULLY_LANDSCAPED', 'financial.provision': 150, 'financial.provision_information': { nl: 'Jaarlijks' } }));
    const shown = shownFields(fields, fieldContext(alternate()), Object.keys(fields));
    const electrical = shown.find((field) => field.key === ELECTRICAL)!;
    expect(electrical.attached.map((item) => item.key)).toEqual(['certification.electrical_certificate_conformity', 'certification.electrical_certificate_description']);
    expect(shown.find((field) => field.key === 'comfort.garden')!.attached.map((item) => item.key)).toEqual(['comfort.garden_information']);
    expect(shown.find((field) => field.key === 'financial.provision')!.attached.map((item) => item.key)).toEqual(['financial.provision_information']);
    expect(shown.map((field) => field.key)).not.toContain('comfort.garden_information');
    expect(shown.map((field) => field.key)).not.toContain('certification.electrical_certificate_conformity');
  });

  it('shows an unset enforcement field as the SPEC §8 text in four languages, and unset legal fields as not entered', () => {
    const e = estate({ energy: { ...estate().energy, epcReference: null } });
    const texts = (['nl', 'fr', 'en', 'de'] as const).map((locale) => {
      const rows = detailTabs(e, locale).flatMap((tab) => tab.groups.flatMap((group) => group.rows));
      return [rows.find((row) => row.key === 'planning.proceeding')!.value, rows.find((row) => row.key === 'certification.epc_unique_code')!.value];
    });
    expect(texts).toEqual([
      ['Geen rechterlijke herstelmaatregel of bestuurlijke maatregel opgelegd', 'Niet ingegeven'],
      ['Aucune mesure de réparation judiciaire ou administrative imposée', 'Non renseigné'],
      ['No judicial remedial measure or administrative measure imposed', 'Not entered'],
      ['Keine gerichtliche Wiederherstellungsmaßnahme oder Verwaltungsmaßnahme auferlegt', 'Nicht eingegeben'],
    ]);
  });

  it('names each term once per list: rows that share a label are numbered (two bedrooms, two extra fields)', () => {
    const room = (typeId: number, surface: number): Room => ({ floor: 1, typeId, name: {}, count: 1, surface, comment: {}, common: false, sort: 0 });
    const e = estate({ layout: [room(1, 14), room(1, 11), room(5, 6)] as Room[] });
    const groups = detailTabs(e, 'nl').flatMap((tab) => tab.groups);
    for (const group of groups) {
      const labels = group.rows.map((row) => row.label);
      expect(new Set(labels).size, group.id).toBe(labels.length);
    }
    const floor = groups.find((group) => group.id === 'floor-1')!;
    expect(floor.rows.map((row) => row.label)).toEqual(['Slaapkamer 1', 'Slaapkamer 2', 'Badkamer']);
  });

  it('labels and formats fields per SPEC §5', () => {
    const rows = detailTabs(estate(), 'nl').flatMap((tab) => tab.groups.flatMap((group) => group.rows));
    const value = (key: string) => rows.find((row) => row.key === key)?.value;
    expect(value('financial.price')).toBe('€ 300.000');
    expect(value('financial.price_per_m2')).toBe('€ 2.000 /m²');
    expect(value('certification.epc_value')).toBe('250 kWh/m²');
    expect(value('certification.epc_total')).toBe('37.500 kWh/jaar');
    expect(value('layout.ground_area')).toBe('400 m²');
    expect(value('planning.permission')).toBe('Ja');
    expect(rows.find((row) => row.key === 'flood_information.parcel_score')?.warning).toBe(true);
    expect(formatFieldValue('enum:Condition', 'TO_RENOVATE', 'fr')).toBe('À rénover');
    expect(formatFieldValue('boolean', false, 'de')).toBe('Nein');
  });

  it('writes a construction or renovation year as a year, not as a number with a thousands dot', () => {
    expect(formatFieldValue('year', 1963, 'nl')).toBe('1963');
    expect(formatFieldValue('year', '2021', 'fr')).toBe('2021');
    expect(formatFieldValue('year', -1, 'en')).toBe('Not entered');
    const rows = detailTabs(estate(), 'nl').flatMap((tab) => tab.groups.flatMap((group) => group.rows));
    const built = rows.find((row) => row.key === 'construction.year');
    expect(built?.value).toBe('1975');
  });

  it('keeps only the tabs that have content', () => {
    const tabs = detailTabs(estate({ layout: [] }), 'nl').map((tab) => tab.id);
    expect(tabs).toContain('planning');
    expect(tabs).not.toContain('notary');
    expect(detailTabs(estate({ layout: [{ floor: 0, typeId: 1, name: { nl: 'Slaapkamer' }, count: 1, surface: 12, comment: null, common: false, sort: 1 }] }), 'nl').map((t) => t.id)).toContain('layout');
  });
});

describe('address line (SPEC §2)', () => {
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

describe('project floors (SPEC §2)', () => {
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

describe('rooms (SPEC §3)', () => {
  const room = (typeId: number, count: number, surface: number | null, floor = 0): Room => ({ floor, typeId, name: {}, count, surface, comment: null, common: false, sort: typeId });
  it('counts bedrooms, bathrooms, toilets, garages and parking, and sums terrace surfaces', () => {
    expect(roomCounts([room(1, 2, 14), room(1, 1, 10, 1), room(5, 1, 8), room(16, 2, null), room(6, 1, 20), room(14, 2, null), room(10, 1, 12.5), room(10, 1, 8), room(2, 1, 40)])).toEqual({
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

describe('energy (SPEC §4, §9)', () => {
  it.each([
    [0, 0],
    [350, 50],
    [700, 100],
    [900, 100],
    [-20, 0],
    [-1, null],
    [null, null],
  ])('EPC %s → bar %s %%', (value, percentage) => {
    expect(epcPercentage(value)).toBe(percentage);
  });

  it.each([
    ['A', false],
    ['B', false],
    ['C', false],
    ['D', true],
    ['d', true],
    [null, false],
    ['', false],
  ])('flood score %s shows the icon: %s', (score, shown) => {
    expect(floodingWarning(score)).toBe(shown);
  });

  it('writes energy labels as they read', () => {
    expect(energyLabelText('A_PLUS_PLUS')).toBe('A++');
    expect(energyLabelText('A_PLUS')).toBe('A+');
    expect(energyLabelText('C_D')).toBe('C-D');
  });
});

describe('stickers, images and prices (SPEC §2, §9)', () => {
  it('treats a white sticker and black text as unset', () => {
    expect(reshapeSticker({ id: 1, name: { nl: 'Nieuw' }, color: 'ffffff', colorText: '000000' })).toMatchObject({ color: null, textColor: null });
    expect(reshapeSticker({ id: 1, name: { nl: 'Nieuw' }, color: 'E07A1F', colorText: 'FFFFFF' })).toMatchObject({ color: '#e07a1f', textColor: '#ffffff' });
    expect(reshapeSticker(null)).toBeNull();
  });

  it('sorts pictures by index, the first picture’s file is the main image, thumbnails fall back to the file', () => {
    expect(reshapePictures([{ file: 'b', thumbnail: null, index: 2 }, { file: 'a', thumbnail: 'a-t', index: 1 }])).toEqual([
      { file: 'a', thumbnail: 'a-t', index: 1 },
      { file: 'b', thumbnail: 'b', index: 2 },
    ]);
  });

  it.each([
    ['nl', 'Vanaf € 245.000'],
    ['fr', 'À partir de € 245.000'],
    ['en', 'From € 245.000'],
    ['de', 'Von € 245.000'],
  ] as const)('prefixes a project’s price in %s', (locale, expected) => {
    expect(priceText(estate({ isProject: true, price: { ...estate().price, value: 245000, from: true } }), locale)).toBe(expected);
    expect(formatPriceFrom(245000, locale)).toBe(expected);
  });

  it('replaces the price of a sold or rented estate, per source', () => {
    expect(priceText(estate({ transaction: { id: 5, name: {} } }), 'nl')).toBe('Verkocht');
    expect(priceText(estate({ transaction: { id: 6, name: {} } }), 'fr')).toBe('Loué');
    expect(priceText(estate({ source: 'alternate', transaction: { id: 1, name: {} } }), 'en')).toBe('Sold');
    expect(priceText(estate({ price: { ...estate().price, value: null } }), 'nl')).toBe('-');
    expect(priceText(estate({ price: { ...estate().price, value: 950, period: 'MONTH' } }), 'nl')).toBe('€ 950 /maand');
  });
});
