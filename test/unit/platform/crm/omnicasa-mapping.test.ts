import { describe, expect, it } from 'vitest';
import { validateEstate } from '../../../../worker/platform/listings/estate-schema';
import { createCityLookup } from '../../../../worker/platform/postal-codes';
import { normalizedListingSchema } from '../../../../worker/platform/listings/normalized';
import { toRawEstate } from '../../../../worker/platform/listings/to-raw-estate';
import { omnicasaListing, type OmnicasaMapping, type OmnicasaTexts, readProperty } from '../../../../worker/platform/crm/omnicasa/mapping';
import { OMNICASA_MAIN_TYPE, omnicasaEnergyLabel } from '../../../../worker/platform/crm/omnicasa/tables';
import { omnicasaContact, omnicasaSourceId } from '../../../../worker/platform/crm/omnicasa/leads';
import type { OmnicasaProperty } from '../../../../worker/platform/crm/omnicasa/schema';
import type { Lead } from '../../../../worker/platform/leads/lead';
import { SUB_TYPES } from '../../../../shared/domain/property-types';
import { OMNICASA_FIXTURES } from '../../../support/fake-crm/fixtures';

// An Omnicasa property (our own fixtures in the documented shape, test/support/fake-crm/
// fixtures/omnicasa/) as the normalized listing, field by field from the documented list
// (docs/crm-apis.md, "Omnicasa"), and through toRawEstate as the platform's estate.

function read(raw: unknown): OmnicasaProperty {
  const result = readProperty(raw);
  if (!result.ok) throw new Error(`${result.path}: ${result.reason}`);
  return result.property;
}
const { houseForSale, apartmentForRent, underOption, sold, prospective, unknownEnums, minimal } = OMNICASA_FIXTURES;
const with_ = (changes: Record<string, unknown>) => read({ ...houseForSale, ...changes });

function listingOf(mapping: OmnicasaMapping) {
  if (mapping.kind !== 'listing') throw new Error(`expected a listing, got ${JSON.stringify(mapping)}`);
  return normalizedListingSchema.parse(mapping.listing);
}

describe('Omnicasa properties as normalized listings, field by field', () => {
  const texts: Record<'nl' | 'fr', OmnicasaTexts> = {
    nl: { description: houseForSale.DescriptionA, typeName: 'Villa' },
    fr: { description: 'Villa spacieuse', typeName: 'Villa' },
  };
  const house = listingOf(omnicasaListing(read(houseForSale), texts));

  it.each([
    ['ID', 'externalId', '7100100'],
    ['Ident', 'reference', 'GNT-0412'],
    ['Goal 0', 'transaction', 'sale'],
    ['Status 1', 'status', 'available'],
    ['MainTypeID 156', 'type', 'HOUSE'],
    ['MainTypeID 156', 'subtype', 'VILLA'],
    ['TypeDescription and City per language', 'title', { nl: 'Villa – Gent', fr: 'Villa – Gent' }],
    ['DescriptionA per language', 'description', { nl: houseForSale.DescriptionA, fr: 'Villa spacieuse' }],
    ['Price, PublishPrice "1"', 'price', { amount: 695000, hidden: false, from: false, period: null, charges: null }],
    [
      'Street, HouseNumber, Zip, City, PublishAddress 1',
      'address',
      { street: 'Kortrijksesteenweg', number: '812', box: null, postalCode: '9000', city: 'Gent', country: 'BE', hidden: false },
    ],
    ['GoogleX / GoogleY', 'location', { lat: 51.0259, lon: 3.6908 }],
    ['NumberOfBedRooms, NumberOfBathRooms', 'rooms', { bedrooms: 4, bathrooms: 2 }],
    ['SurfaceLiving, SurfaceGround', 'areas', { living: 240, plot: 1120, buildable: null }],
    ['ConstructionYear', 'constructionYear', 1998],
    [
      'EnergyLabel, EnergyValue, EnergyCertificateNumber, CO2Emission',
      'energy',
      { label: 'C', value: 248, reference: '20240312-0003102938-RES-1', eLevel: null, co2: 49, total: null },
    ],
  ] as const)('%s → %s', (_from, field, expected) => {
    // What Omnicasa gives, as it is mapped; the normalized listing's other parts keep their defaults.
    const mapped = house[field as keyof typeof house];
    if (typeof expected === 'object') expect(mapped).toMatchObject(expected);
    else expect(mapped).toEqual(expected);
  });

  it('HasBuildingPermit, HasAllotmentPermit, HasPreemptionRight → the legal facts (1/0 as yes/no)', () => {
    expect(house.legal).toMatchObject({ buildingPermit: true, subdivisionPermit: false, preemptionRight: false });
  });

  it('the pictures in their order, XLargePictureItems first (the sync copies them to R2)', () => {
    const mapping = omnicasaListing(read(houseForSale));
    expect(mapping.kind === 'listing' && mapping.pictures).toEqual([
      { id: '501', url: 'https://pictures.omnicasa.test/7100100/1.jpg' },
      { id: '502', url: 'https://pictures.omnicasa.test/7100100/2.jpg' },
      { id: '503', url: 'https://pictures.omnicasa.test/7100100/3.jpg' },
    ]);
    const onlyLarge = omnicasaListing(with_({ XLargePictureItems: [] }));
    expect(onlyLarge.kind === 'listing' && onlyLarge.pictures).toEqual([{ id: 'main', url: houseForSale.LargePicture }]);
  });

  it('a let: monthly, the price and the address not published are hidden, GoogleX/GoogleY read in either order, the floor and box', () => {
    const flat = listingOf(omnicasaListing(read(apartmentForRent)));
    expect(flat).toMatchObject({ transaction: 'let', type: 'APARTMENT', subtype: 'PENTHOUSE', floor: 8 });
    expect(flat.price).toMatchObject({ amount: 1850, hidden: true, period: 'MONTH' });
    expect(flat.address).toMatchObject({ box: '8.1', hidden: true });
    expect(flat.location).toEqual({ lat: 51.2181, lon: 4.4057 });
  });

  it.each([
    ['Status 1, substatus "Onder optie"', underOption, 'option'],
    ['Status 2 (sold)', sold, 'closed'],
    ['Status 4 (rented)', { ...houseForSale, Status: 4, Goal: 1 }, 'closed'],
    ['Status 1', houseForSale, 'available'],
  ] as const)('%s → %s', (_name, raw, status) => {
    expect(listingOf(omnicasaListing(read(raw))).status).toBe(status);
  });

  it.each([0, 3, 5, 6])('Status %i (prospective, cancelled, inactive, reference) stays off the site', (status) => {
    expect(omnicasaListing(with_({ Status: status })).kind).toBe('off');
    expect(omnicasaListing(read(prospective)).kind).toBe('off');
  });

  it('Goal 2 is a takeover', () => {
    expect(listingOf(omnicasaListing(with_({ Goal: 2 }))).transaction).toBe('takeover');
  });

  it('refuses an unknown status, goal and main type with each field named', () => {
    const mapping = omnicasaListing(read(unknownEnums));
    expect(mapping.kind === 'refused' && mapping.refusals).toEqual([
      { path: 'Status', reason: 'unknown Status 42', words: { reason: { key: 'unknownCode', field: 'status', code: '42' } } },
      { path: 'Goal', reason: 'unknown Goal 9', words: { reason: { key: 'unknownCode', field: 'transaction', code: '9' } } },
      { path: 'MainTypeID', reason: 'unknown MainTypeID 999', words: { reason: { key: 'unknownCode', field: 'type', code: '999' } } },
    ]);
  });

  it.each([
    [
      { GoogleX: 'abc', GoogleY: 3.7 },
      [
        {
          path: 'GoogleX',
          reason: expect.stringMatching(/^not a coordinate in degrees \(sent "abc"\): a position needs both GoogleX and GoogleY/),
          words: { reason: { key: 'coordinateUnreadable', sent: '"abc"' } },
        },
      ],
    ],
    [
      { GoogleX: 51.02, GoogleY: 'noord' },
      [
        {
          path: 'GoogleY',
          reason: expect.stringMatching(/^not a coordinate in degrees \(sent "noord"\)/),
          words: { reason: { key: 'coordinateUnreadable', sent: '"noord"' } },
        },
      ],
    ],
    [
      { GoogleX: 51.02, GoogleY: null },
      [
        {
          path: 'GoogleY',
          reason: expect.stringMatching(/^missing: a position needs both GoogleX and GoogleY/),
          words: { reason: { key: 'coordinateMissing' } },
        },
      ],
    ],
  ])('refuses a coordinate it cannot read by its own name, never as a latitude or longitude: %o', (coordinates, refusals) => {
    const mapping = omnicasaListing(with_(coordinates));
    expect(mapping.kind === 'refused' && mapping.refusals).toEqual(refusals);
  });

  it('maps a minimal property: every optional field absent', () => {
    const listing = listingOf(omnicasaListing(read(minimal)));
    expect(listing).toMatchObject({
      externalId: '7100500',
      type: 'HOUSE',
      subtype: 'HOUSE',
      address: { postalCode: '3500' },
      location: null,
      title: {},
      pictures: [],
    });
  });

  it('every main type of the documented list (49) is one of our subtypes', () => {
    expect(Object.keys(OMNICASA_MAIN_TYPE)).toHaveLength(49);
    for (const [id, subType] of Object.entries(OMNICASA_MAIN_TYPE))
      expect(
        SUB_TYPES.some((known) => known.id === subType),
        `main type ${id}`,
      ).toBe(true);
  });

  it.each([
    ['A+', 'A_PLUS'],
    ['a++', 'A_PLUS_PLUS'],
    ['C-D', 'C_D'],
    ['b/c', 'B_C'],
    ['C-E', null],
    ['', null],
  ] as const)('EPC label %s → %s', (label, code) => {
    expect(omnicasaEnergyLabel(label)).toBe(code);
  });

  it('makes estates the platform accepts', () => {
    let next = 900;
    for (const raw of [houseForSale, apartmentForRent, underOption, sold, minimal]) {
      const result = toRawEstate(listingOf(omnicasaListing(read(raw))), createCityLookup(), () => next++, { now: '2026-03-02T10:00:00.000Z' });
      if (!result.ok) throw new Error(JSON.stringify(result.refusals));
      for (const estate of result.estates) expect(validateEstate(estate).ok, JSON.stringify(validateEstate(estate))).toBe(true);
    }
  });
});

describe('a lead as ContactOnMe', () => {
  const lead: Lead = {
    id: 'lead-1',
    siteId: 1,
    kind: 'contact',
    outboxKind: 'contact',
    createdAt: '2026-03-02T10:00:00.000Z',
    locale: 'fr',
    person: { firstName: 'Zoë', lastName: 'Peeters', email: 'zoe@example.be', phone: '+32470000000' },
    subject: 'Visite',
    message: 'Je voudrais visiter.',
    listing: { source: 'omnicasa', externalId: '7100100', estateId: 901, reference: 'GNT-0412' },
    attribution: { utm: { source: 'immoweb', medium: 'cpc' } },
  };

  it('names the person, the property (ObjectID), the language and the source', () => {
    expect(omnicasaContact(lead)).toMatchObject({
      FirstName: 'Zoë',
      Name: 'Peeters',
      Email: 'zoe@example.be',
      PhoneNumber: '+32470000000',
      Subject: 'Visite',
      ObjectID: 7100100,
      LanguageId: 2,
      SourceId: 6,
    });
    expect(omnicasaContact(lead).Content).toContain('Je voudrais visiter.');
  });

  it('sends no ObjectID for a listing of another source', () => {
    expect(omnicasaContact({ ...lead, listing: { ...lead.listing, source: 'whise' } }).ObjectID).toBeUndefined();
  });

  it.each([
    [{ utm: { source: 'Zimmo' } }, 34],
    [{ utm: { source: 'newsletter', medium: 'email' } }, 5],
    [{ referrer: 'https://www.google.com' }, 5],
    [undefined, 5],
  ] as const)('attribution %j → SourceId %i', (attribution, id) => {
    expect(omnicasaSourceId({ ...lead, attribution })).toBe(id);
  });
});
