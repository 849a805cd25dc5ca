import { describe, expect, it } from 'vitest';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { validateEstate } from '../../../../worker/platform/listings/estate-schema';
import { createCityLookup } from '../../../../worker/platform/postal-codes';
import { normalizedListingSchema } from '../../../../worker/platform/listings/normalized';
import { toRawEstate } from '../../../../worker/platform/listings/to-raw-estate';
import { whiseListing, type WhiseMapping } from '../../../../worker/platform/crm/whise/mapping';
import { type WhiseEstate, whiseEstateSchema } from '../../../../worker/platform/crm/whise/schema';
import { WHISE_FIXTURES } from '../../../support/fake-crm/fixtures';

// A Whise estate (our own fixtures in the documented shape, test/support/fake-crm/
// fixtures/whise/) as the normalized listing, and through toRawEstate as the platform's estate.

const read = (raw: unknown): WhiseEstate => whiseEstateSchema.parse(raw);
const { houseForSale, apartmentForRent, projectWithUnits, unknownEnums, minimal } = WHISE_FIXTURES;
const [project, ...units] = projectWithUnits.map(read);

function listingOf(mapping: WhiseMapping) {
  if (mapping.kind !== 'listing') throw new Error(`expected a listing, got ${JSON.stringify(mapping)}`);
  return normalizedListingSchema.parse(mapping.listing);
}

/** The platform's estates of a mapping, each passing the platform's own estate check. */
function estatesOf(mapping: WhiseMapping): RawEstate[] {
  let next = 900;
  const result = toRawEstate(listingOf(mapping), createCityLookup(), () => next++, { now: '2026-03-02T10:00:00.000Z' });
  if (!result.ok) throw new Error(JSON.stringify(result.refusals));
  for (const estate of result.estates) expect(validateEstate(estate).ok, JSON.stringify(validateEstate(estate))).toBe(true);
  return result.estates;
}

describe('the urban destination (detail 1736) by every documented identifier', () => {
  const withDestination = (detail: Record<string, unknown>) => {
    const raw = structuredClone(houseForSale) as { details: ({ id: number } & Record<string, unknown>)[] };
    raw.details = [
      ...raw.details.filter((entry) => entry.id !== 1736),
      { id: 1736, type: 'ground_destination', label: 'Stedenbouwkundige bestemming', ...detail },
    ];
    return listingOf(whiseListing(read(raw))).legal.urbanDestination;
  };
  it.each([
    ['its enum id', { value: 'woongebied', enum: { id: 12 } }, 'WG'],
    ['its id as the value, without enum', { value: '12' }, 'WG'],
    ['its Dutch label, without enum', { value: 'Woongebied' }, 'WG'],
    ['its French label, any case and accents', { value: 'ZONE D’HABITAT' }, 'WG'],
    ['its code', { value: 'wg' }, 'WG'],
    ['a label no enumeration names: kept as written', { value: 'Zone mixte spéciale' }, 'Zone mixte spéciale'],
    ['nothing', { value: '' }, null],
  ] as const)('by %s', (_name, detail, code) => {
    expect(withDestination(detail)).toEqual(code);
  });
});

describe('bedrooms and the EPC value by every field name Whise estates are read by (docs/crm-apis.md [W3])', () => {
  const withFields = (fields: Record<string, unknown>, details2089 = false) => {
    const raw = structuredClone(houseForSale) as Record<string, unknown> & { details: { id: number }[] };
    for (const name of ['rooms', 'bedrooms', 'bedRooms', 'energyValue', 'epcValue']) delete raw[name];
    if (!details2089) raw.details = raw.details.filter((entry) => entry.id !== 2089);
    const listing = listingOf(whiseListing(read({ ...raw, ...fields })));
    return { bedrooms: listing.rooms.bedrooms, epc: listing.energy.value };
  };
  it.each([
    ['`rooms` (the real estates/list answer)', { rooms: 4, energyValue: '123' }, { bedrooms: 4, epc: 123 }],
    ['`bedrooms`, before `rooms`', { bedrooms: 3, rooms: 6 }, { bedrooms: 3, epc: null }],
    ['`bedRooms`', { bedRooms: '2' }, { bedrooms: 2, epc: null }],
    ['`epcValue`', { epcValue: 245 }, { bedrooms: null, epc: 245 }],
    ['an EPC value written as a range ("179-179")', { energyValue: '179-179' }, { bedrooms: null, epc: 179 }],
    ['`energyValue` before `epcValue`', { energyValue: '101', epcValue: '300' }, { bedrooms: null, epc: 101 }],
  ] as const)('reads %s', (_name, fields, expected) => {
    expect(withFields(fields)).toEqual(expected);
  });
  it('takes detail 2089 before either field', () => {
    expect(withFields({ energyValue: '999', epcValue: '998' }, true).epc).toBe(168);
  });
});

describe('Whise estates as normalized listings', () => {
  it('maps a house for sale with every details[] entry we read: coordinates, EPC label, E-spec, CO₂, E total, permits, pre-emption, destination, flood', () => {
    const listing = listingOf(whiseListing(read(houseForSale)));
    expect(listing).toMatchObject({
      source: 'whise',
      externalId: '4100101',
      reference: 'GNT-4101',
      transaction: 'sale',
      status: 'available',
      type: 'HOUSE',
      price: { amount: 349_000, hidden: false, period: null },
      address: { street: 'Antwerpsesteenweg', number: '88', box: null, postalCode: '9040', city: 'Sint-Amandsberg', hidden: false },
      location: { lat: 51.0663, lon: 3.748 },
      rooms: { bedrooms: 3, bathrooms: 1 },
      areas: { living: 172, plot: 310 },
      constructionYear: 1958,
      energy: { label: 'B', value: 168, co2: 31, total: 27_100, reference: '20190522-0002233445-RES-1', eLevel: null },
      legal: { buildingPermit: true, subdivisionPermit: false, preemptionRight: false, urbanDestination: 'WG', floodRisk: 'none' },
      virtualTourUrl: 'https://tour.example/gnt-4101',
    });
    expect(
      listing.pictures.map((picture) => [picture.order, picture.url.split('/').slice(-2).join('/'), picture.thumbnailUrl?.split('/').slice(-2).join('/')]),
    ).toEqual([
      [0, '1600/4100101p1.jpg', '640/4100101p1.jpg'],
      [1, '1600/4100101p2.jpg', '640/4100101p2.jpg'],
      [2, '1600/4100101p3.jpg', '640/4100101p3.jpg'],
    ]);
    // 9040 Sint-Amandsberg is not among the table's places: resolved by its name and bpost's region ranges.
    const [estate] = estatesOf(whiseListing(read(houseForSale)));
    expect(estate!.general.address.city).toMatchObject({ zip: '9040', name: { nl: 'Sint-Amandsberg' } });
    expect(estate!.energy).toMatchObject({ energyLabel: 'B', epcValue: 168, co2: 31, epcValueTotal: 27_100 });
    expect(estate!.planning).toMatchObject({ buildingLicense: 'YES', allocationLicense: 'NO', presaleRight: 'NO', townPlanningValue: 'WG' });
    expect(estate!.flooding).toMatchObject({ floodProneArea: 'NO' });
    expect(estate!.pictures[0]).toEqual({ file: expect.stringContaining('/1600/'), thumbnail: expect.stringContaining('/640/'), index: 0 });
  });

  it('reads every language Whise sends (nl-BE, fr-BE, en-GB, de-DE): titles from the SMS text or the short description without its HTML', () => {
    const listing = listingOf(whiseListing(read(houseForSale)));
    expect(listing.title).toEqual({
      nl: 'Bel-etage met tuin',
      fr: 'Bel-étage avec jardin',
      en: 'Raised house with garden',
      de: 'Hochparterre-Haus mit Garten und Garage.',
    });
    expect(listing.description).toEqual({
      nl: 'Volledig gerenoveerd in 2019.',
      fr: 'Entièrement rénovée en 2019.',
      en: 'Fully renovated in 2019.',
      de: '2019 vollständig renoviert.',
    });
    expect(listing.shortDescription.de).toBe('<p>Hochparterre-Haus mit Garten und Garage.</p>');
  });

  it('maps an apartment to let with the price and the address hidden: no amount and no street reach the estate', () => {
    const listing = listingOf(whiseListing(read(apartmentForRent)));
    expect(listing).toMatchObject({ transaction: 'let', status: 'available', type: 'APARTMENT', subtype: 'APARTMENT', floor: 3, availableFrom: '2026-05-01' });
    expect(listing.price).toMatchObject({ amount: 950, hidden: true, period: 'MONTH' });
    expect(listing.address).toMatchObject({ hidden: true, postalCode: '5000' });
    expect(listing.title).toEqual({ fr: 'Appartement meublé, deux chambres.' });
    const [estate] = estatesOf(whiseListing(read(apartmentForRent)));
    expect(estate!.general.status).toBe('TO_RENT');
    expect(estate!.general.price).toMatchObject({ value: null, hidden: true, period: 'MONTH' });
    expect(estate!.general.address).toMatchObject({ street: {}, number: null, box: null, visible: false });
    expect(JSON.stringify(estate)).not.toContain('Rue de Fer');
  });

  it('maps a project with its units; a sold unit shows as sold, a withdrawn one is left out', () => {
    const withdrawn = { ...units[0]!, id: 4100203, purposeStatus: { id: 8 } };
    const listing = listingOf(whiseListing(project!, [units[1]!, withdrawn, units[0]!]));
    expect(listing.units.map((unit) => [unit.externalId, unit.status, unit.subtype, unit.energy.label])).toEqual([
      ['4100201', 'available', 'APARTMENT', 'A'],
      ['4100202', 'closed', 'PENTHOUSE', 'A_PLUS'],
    ]);
    const estates = estatesOf(whiseListing(project!, units));
    expect(estates.map((estate) => [estate.general.project, estate.general.parentId, estate.general.status])).toEqual([
      [true, null, 'FOR_SALE'],
      [false, 900, 'FOR_SALE'],
      [false, 900, 'SOLD'],
    ]);
  });

  it('maps an estate with every optional field absent', () => {
    const listing = listingOf(whiseListing(read(minimal)));
    expect(listing).toMatchObject({
      externalId: '4100400',
      type: 'PLOT',
      title: {},
      price: { amount: null, hidden: false },
      location: null,
      pictures: [],
      virtualTourUrl: null,
    });
    expect(listing.energy).toEqual({ label: null, value: null, reference: null, eLevel: null, co2: null, total: null, date: null, scheme: null });
    expect(estatesOf(whiseListing(read(minimal)))[0]!.general.address.city.zip).toBe('3500');
  });

  it('refuses unknown purpose, purpose status and category ids, reads an unknown subcategory as its category (a warning), skips unknown details', () => {
    expect(whiseListing(read(unknownEnums))).toEqual({
      kind: 'refused',
      refusals: [
        { path: 'purpose.id', reason: 'unknown purpose 7', words: { reason: { key: 'unknownCode', field: 'transaction', code: '7' } } },
        { path: 'purposeStatus.id', reason: 'unknown purpose status 99', words: { reason: { key: 'unknownCode', field: 'marketStatus', code: '99' } } },
        { path: 'category.id', reason: 'unknown category 42', words: { reason: { key: 'unknownCode', field: 'category', code: '42' } } },
      ],
    });
    const known = { purpose: { id: 1 }, purposeStatus: { id: 1 }, category: { id: 1 } };
    const fallback = whiseListing(read({ ...unknownEnums, ...known }));
    expect(fallback).toMatchObject({
      kind: 'listing',
      listing: { type: 'HOUSE' },
      warnings: [
        {
          path: 'subCategory.id',
          reason: expect.stringContaining('unknown subcategory 4242'),
          words: { reason: { key: 'unknownSubcategory', code: '4242', type: 'HOUSE', subtype: null } },
        },
      ],
    });
    const readable = listingOf(whiseListing(read({ ...unknownEnums, ...known, subCategory: null })));
    expect(readable).toMatchObject({ type: 'HOUSE', legal: { floodRisk: 'effective' } });
    expect(readable.subtype).toBeUndefined();
    expect(whiseListing(read({ ...houseForSale, country: { id: 2 } }))).toMatchObject({
      kind: 'refused',
      refusals: [{ path: 'country.id', words: { reason: { key: 'notBelgium', country: '2' } } }],
    });
    // A unit it cannot read is left out of its project alone (its version online stays), named with its id.
    expect(whiseListing(project!, [{ ...units[0]!, category: { id: 42 } }])).toMatchObject({
      kind: 'listing',
      listing: { units: [] },
      leftOut: [
        {
          externalId: '4100201',
          path: 'units.0 (4100201).category.id',
          reason: expect.stringContaining('unknown category 42'),
          words: { reason: { key: 'unknownCode', field: 'category', code: '42' }, then: 'unitLeftOut' },
        },
      ],
    });
  });

  it.each([
    ['a prospect', { purposeStatus: { id: 19 } }],
    ['an estimate', { purposeStatus: { id: 24 } }],
    ['a withdrawn listing', { purposeStatus: { id: 8 } }],
    ['an offline estate', { displayStatusId: 1 }],
    ['an archived estate', { status: { id: 5 } }],
  ])('keeps %s off the site', (_name, change) => {
    expect(whiseListing(read({ ...houseForSale, ...change }))).toMatchObject({ kind: 'off', reason: expect.any(String) });
  });

  it('reads EPC labels as Whise writes them', () => {
    const label = (value: string) => listingOf(whiseListing(read({ ...minimal, energyClass: value }))).energy.label;
    expect(['A++', 'a+', 'C-D', 'G', ''].map(label)).toEqual(['A_PLUS_PLUS', 'A_PLUS', 'C_D', 'G', null]);
    // A label it cannot read goes on as sent, for the shared check to refuse (not shown as none).
    const unreadable = whiseListing(read({ ...minimal, energyClass: 'Z' }));
    expect(unreadable.kind === 'listing' && normalizedListingSchema.safeParse(unreadable.listing).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'energy.label',
    ]);
  });
});
