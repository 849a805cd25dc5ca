import { describe, expect, it } from 'vitest';
import { isSharedEnergyField } from '../../../../shared/domain/alternate-fields';
import { detailTabs } from '../../../../shared/domain/detail-tabs';
import { formatFieldValue } from '../../../../shared/domain/field-rows';
import { estateFields, fieldContext, type FieldContext, isFieldShown, shownFields } from '../../../../shared/domain/estate-fields';
import { LOCALES, type Locale } from '../../../../shared/i18n/locales';
import type { EnergyFacts, Estate, Room } from '../../../../shared/types/estate';
import { bareEstate } from '../../fixtures/estate';

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
const RENTAL_HIDDEN = [
  ELECTRICAL,
  'planning.permission',
  'planning.most_recent_destination',
  'planning.proceeding',
  'planning.subdivision_permit',
  'planning.as_built_certificate',
];
const VAT_HIDDEN = ['financial.price', 'financial.land_price', 'financial.infrastructure_price', 'notary_cost.total'];
const WALLOON_HIDDEN = ['planning.as_built_certificate', 'planning.heritage_inventoried', 'flood_information.parcel_score', 'flood_information.building_score'];

describe('field visibility, as a table of status × type × region × VAT', () => {
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
    ...WALLOON_HIDDEN.map(
      (key) => [`Wallonia hides ${key}`, { region: 'WALLONIA' }, key, 'B', false] as [string, Partial<FieldContext>, string, unknown, boolean],
    ),
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
    expect(sale).toEqual(
      expect.arrayContaining([ELECTRICAL, 'planning.permission', 'planning.most_recent_destination', 'planning.proceeding', 'flood_information.parcel_score']),
    );
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
    const walloon = estate({
      address: { ...estate().address, region: 'WALLONIA' },
      planning: { ...estate().planning, buildingLicense: null, certificateAsBuilt: 'YES' },
    });
    const keys = shownKeys(walloon);
    for (const key of ['planning.permission', ...WALLOON_HIDDEN, 'planning.proceeding']) expect(keys).not.toContain(key);
    expect(keys).toContain('planning.most_recent_destination');
  });

  it('folds attached information into its main field (combined fields)', () => {
    const fields = estateFields(
      alternate(
        {},
        {
          'certification.electrical_certificate_description': { nl: 'Keuring 2023' },
          'comfort.garden': true,
          'comfort.garden_information': 'FULLY_LANDSCAPED',
          'financial.provision': 150,
          'financial.provision_information': { nl: 'Jaarlijks' },
        },
      ),
    );
    const shown = shownFields(fields, fieldContext(alternate()), Object.keys(fields));
    const electrical = shown.find((field) => field.key === ELECTRICAL)!;
    expect(electrical.attached.map((item) => item.key)).toEqual([
      'certification.electrical_certificate_conformity',
      'certification.electrical_certificate_description',
    ]);
    expect(shown.find((field) => field.key === 'comfort.garden')!.attached.map((item) => item.key)).toEqual(['comfort.garden_information']);
    expect(shown.find((field) => field.key === 'financial.provision')!.attached.map((item) => item.key)).toEqual(['financial.provision_information']);
    expect(shown.map((field) => field.key)).not.toContain('comfort.garden_information');
    expect(shown.map((field) => field.key)).not.toContain('certification.electrical_certificate_conformity');
  });

  it('shows an unset enforcement field as its "no violation" text in four languages, and unset legal fields as not entered', () => {
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

  it('labels and formats fields (Belgian number formats, units)', () => {
    const rows = detailTabs(estate(), 'nl').flatMap((tab) => tab.groups.flatMap((group) => group.rows));
    const value = (key: string) => rows.find((row) => row.key === key)?.value;
    expect(value('financial.price')).toBe('€\u00a0300.000');
    expect(value('financial.price_per_m2')).toBe('€\u00a02.000 /m²');
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
    expect(
      detailTabs(
        estate({ layout: [{ floor: 0, typeId: 1, name: { nl: 'Slaapkamer' }, count: 1, surface: 12, comment: null, common: false, sort: 1 }] }),
        'nl',
      ).map((t) => t.id),
    ).toContain('layout');
  });
});

describe('facts the detail page must not drop: energy levels, CO₂, dimensions, cadastral income', () => {
  const rowsOf = (e: Estate, locale: Locale = 'nl') =>
    detailTabs(e, locale)
      .flatMap((tab) => tab.groups.map((group) => ({ tab: tab.id, group })))
      .flatMap(({ tab, group }) => group.rows.map((row) => ({ ...row, tab, group: group.id })));
  const base = estate();
  /** Each setter changes one fact of an estate, so the table can also set them all at once. */
  const energy =
    (fact: keyof EnergyFacts) =>
    (e: Estate, value: never): Estate => ({ ...e, energy: { ...e.energy, [fact]: value } });
  const dimension =
    (fact: keyof Estate['dimensions']) =>
    (e: Estate, value: never): Estate => ({ ...e, dimensions: { ...e.dimensions, [fact]: value } });
  const ki =
    (fact: keyof Estate['ki']) =>
    (e: Estate, value: never): Estate => ({ ...e, ki: { ...e.ki, [fact]: value } });
  type Fact = [name: string, set: (e: Estate, value: never) => Estate, value: unknown, key: string, tab: string, label: string, shown: string];
  const FACTS: Fact[] = [
    ['E-level (energy)', energy('eLevel'), 30, 'certification.e_level', 'epc', 'E-peil', '30'],
    ['K-level (energy)', energy('kLevel'), 35, 'certification.k_level', 'epc', 'K-peil', '35'],
    ['CO₂ (energy, kg/m²/year)', energy('co2'), 25, 'certification.co2', 'epc', 'CO₂-uitstoot', '25 kg/m²/jaar'],
    ['EPB reference (energy)', energy('epbReference'), 'EPB-9000-000001', 'certification.epb_reference', 'epc', 'Referentie EPB-aangifte', 'EPB-9000-000001'],
    ['house width (dimensions, a size)', dimension('widthHouse'), 7.5, 'construction.facade_width', 'construction', 'Gevelbreedte', '7,5 m'],
    ['house depth', dimension('depthHouse'), 12, 'construction.depth', 'construction', 'Bouwdiepte', '12 m'],
    ['ground-floor depth', dimension('depthGroundFloor'), 14.5, 'construction.ground_floor_depth', 'construction', 'Bouwdiepte gelijkvloers', '14,5 m'],
    ['upper-floor depth', dimension('depthFloor'), 9, 'construction.upper_floor_depth', 'construction', 'Bouwdiepte verdieping', '9 m'],
    ['plot width', dimension('widthGround'), 10.5, 'layout.ground_width', 'layout', 'Breedte perceel', '10,5 m'],
    ['plot depth', dimension('depthGround'), 40, 'layout.ground_depth', 'layout', 'Diepte perceel', '40 m'],
    ['buildable area (a surface)', dimension('areaBuildable'), 1250, 'layout.buildable_area', 'layout', 'Bebouwbare oppervlakte', '1.250 m²'],
    ['note on the areas', dimension('commentArea'), { nl: 'Volgens plan' }, 'layout.area_comment', 'layout', 'Opmerking bij de oppervlaktes', 'Volgens plan'],
    [
      'non-indexed cadastral income (KI, a currency)',
      ki('nonIndexed'),
      551,
      'financial.cadastral_income_non_indexed',
      'financial',
      'Niet-geïndexeerd kadastraal inkomen',
      '€\u00a0551',
    ],
    ['community tax (KI)', ki('communityTax'), 540, 'financial.property_tax', 'financial', 'Onroerende voorheffing', '€\u00a0540'],
  ];

  it.each(FACTS)('%s: shown with its label and format when set', (_name, set, value, key, tab, label, shown) => {
    const row = rowsOf(set(base, value as never)).find((candidate) => candidate.key === key);
    expect(row).toMatchObject({ tab, label, value: shown });
  });

  it.each(
    FACTS.flatMap(
      ([name, set, , key]) =>
        [
          [name, null, set, key],
          [name, -1, set, key],
        ] as const,
    ),
  )('%s: absent when %s (-1 is unset)', (_name, unset, set, key) => {
    expect(rowsOf(set(base, unset as never)).map((row) => row.key)).not.toContain(key);
  });

  it.each(LOCALES)('labels every one of them in %s (no missing-key marker)', (locale) => {
    const all = FACTS.reduce((e, [, set, value]) => set(e, value as never), base);
    const rows = rowsOf(all, locale).filter((row) => FACTS.some((fact) => fact[3] === row.key));
    expect(rows.map((row) => row.key).sort()).toEqual(FACTS.map((fact) => fact[3]).sort());
    for (const row of rows) expect(row.label, row.key).not.toMatch(/^_.*_$|^$/);
  });

  it.each([
    ['nl', '25 kg/m²/jaar'],
    ['fr', '25 kg/m²/an'],
    ['en', '25 kg/m²/year'],
    ['de', '25 kg/m²/Jahr'],
  ] as const)('writes CO₂ in kg/m²/year in %s: %s', (locale, expected) => {
    expect(formatFieldValue('co2', 25, locale)).toBe(expected);
  });

  it('shows the shared-energy set as a group of its own in the EPC tab, titled in four languages (energyShared)', () => {
    const shared: EnergyFacts = {
      ...base.energy,
      epcValue: 120,
      epcValueTotal: 54000,
      epcReference: '20250101-0000000001-GD-1',
      energyLabel: 'B',
      eLevel: -1,
      kLevel: null,
      co2: 24,
    };
    const e = estate({ headTypeId: 2, energyShared: shared });
    const epc = detailTabs(e, 'nl').find((tab) => tab.id === 'epc')!;
    expect(epc.groups.map((group) => group.id)).toEqual(['epc', 'energyShared']);
    const group = epc.groups[1]!;
    expect(group.title).toBe('EPC gemeenschappelijke delen');
    expect(group.rows.map((row) => [row.key, row.value])).toEqual([
      ['certification.shared_epc_value', '120 kWh/m²'],
      ['certification.shared_epc_total', '54.000 kWh/jaar'],
      ['certification.shared_epc_label', 'B'],
      ['certification.shared_epc_unique_code', '20250101-0000000001-GD-1'],
      ['certification.shared_co2', '24 kg/m²/jaar'],
    ]);
    expect(epc.groups[0]!.rows.map((row) => row.key).filter(isSharedEnergyField)).toEqual([]);
    expect(LOCALES.map((locale) => detailTabs(e, locale).find((tab) => tab.id === 'epc')!.groups[1]!.title)).toEqual([
      'EPC gemeenschappelijke delen',
      'PEB des parties communes',
      'EPC of the common parts',
      'Energieausweis der Gemeinschaftsteile',
    ]);
  });

  it.each([
    ['no shared set', null],
    ['a shared set with nothing in it', { ...base.energy, epcValue: -1, epcValueTotal: null, epcReference: null, energyLabel: null }],
  ] as const)('has no shared-energy group with %s', (_name, energyShared) => {
    const groups = detailTabs(estate({ energyShared }), 'nl').flatMap((tab) => tab.groups.map((group) => group.id));
    expect(groups).not.toContain('energyShared');
  });

  it('reads the same facts from the alternate source’s dotted keys; -1 there is unset too', () => {
    const e = alternate(
      {},
      {
        'certification.e_level': 28,
        'certification.co2': 12,
        'certification.shared_epc_value': 95,
        'financial.cadastral_income_non_indexed': 640,
        'construction.depth': 11,
        'layout.ground_depth': -1,
      },
    );
    const rows = rowsOf(e);
    const value = (key: string) => rows.find((row) => row.key === key)?.value;
    expect([
      value('certification.e_level'),
      value('certification.co2'),
      value('certification.shared_epc_value'),
      value('financial.cadastral_income_non_indexed'),
      value('construction.depth'),
    ]).toEqual(['28', '12 kg/m²/jaar', '95 kWh/m²', '€\u00a0640', '11 m']);
    expect(rows.find((row) => row.key === 'certification.shared_epc_value')?.group).toBe('energyShared');
    expect(rows.map((row) => row.key)).not.toContain('layout.ground_depth');
  });

  it.each([
    ['TO_RENT', { status: 'TO_RENT' }],
    ['a plot', { headTypeCode: 'PLOT' }],
    ['Wallonia', { region: 'WALLONIA' }],
    ['the VAT regime', { vatRegime: true }],
  ] as const)('keeps them visible for %s: no visibility rule hides them', (_name, context) => {
    const full: FieldContext = { status: 'FOR_SALE', headTypeCode: 'HOUSE', region: 'FLANDERS', vatRegime: false, ...context };
    for (const [, , value, key] of FACTS) expect(isFieldShown(key, value as never, full), key).toBe(true);
    expect(isFieldShown('certification.shared_epc_value', 120, full)).toBe(true);
  });
});
