import { describe, expect, it } from 'vitest';
import { validateEstate } from '../../../../worker/platform/listings/estate-schema';
import { createCityLookup } from '../../../../worker/platform/postal-codes';
import { POSTAL_CODES } from '../../../../worker/platform/postal-codes/table';
import { MUNICIPALITIES } from '../../../../worker/platform/demo/seed/municipalities';
import { type NormalizedListingInput, normalizedListingSchema } from '../../../../worker/platform/listings/normalized';
import { toRawEstate } from '../../../../worker/platform/listings/to-raw-estate';
import type { RawEstate } from '../../../../shared/contract/raw/estate';

// Every provider maps a CRM's listing onto the normalized listing, and toRawEstate
// turns that into the platform's estate (shared/contract/raw/estate.ts).

const NOW = '2026-11-20T10:00:00.000Z';
const lookupCity = createCityLookup();

/** Our ids for the sources' ids: 500 + the order they are first asked for. */
function idMapper() {
  const ids = new Map<string, number>();
  return (source: string, externalId: string) => {
    const key = `${source}:${externalId}`;
    if (!ids.has(key)) ids.set(key, 500 + ids.size);
    return ids.get(key)!;
  };
}

const HOUSE: NormalizedListingInput = {
  source: 'whise',
  externalId: '4242',
  reference: 'W-4242',
  transaction: 'sale',
  status: 'available',
  type: 'HOUSE',
  subtype: 'VILLA',
  title: { nl: 'Villa met tuin', fr: 'Villa avec jardin', en: 'Villa with garden', de: 'Villa mit Garten' },
  description: { nl: 'Ruime villa.', fr: 'Villa spacieuse.', en: 'A spacious villa.', de: 'Geräumige Villa.' },
  price: { amount: 495_000 },
  address: { street: 'Kerkstraat', number: '12', box: '3', postalCode: '9000', city: 'Gent' },
  location: { lat: 51.05, lon: 3.72 },
  rooms: { bedrooms: 4, bathrooms: 2 },
  areas: { living: 210, plot: 820 },
  energy: { label: 'B', value: 180, reference: 'EPC-123' },
  legal: { buildingPermit: true, preemptionRight: false, urbanDestination: 'WG', floodScoreBuilding: 'A', floodScoreParcel: 'B' },
  legalMentions: { nl: 'Vergunning verleend.', fr: 'Permis octroyé.' },
  pictures: [
    { url: 'https://images.crm.example/2.jpg', order: 1 },
    { url: 'https://images.crm.example/1.jpg', order: 0 },
  ],
  documents: [{ url: 'https://images.crm.example/epc.pdf', type: 'EPC' }],
  virtualTourUrl: 'https://my.matterport.com/show/?m=abc',
  videoUrl: 'https://www.youtube-nocookie.com/embed/xyz',
  salesRep: { name: 'Lotte De Smet', email: 'lotte@agency.example', phone: '+32 9 123 45 67', photoUrl: 'https://images.crm.example/lotte.jpg' },
  openHomes: [{ start: '2026-12-05T10:00:00+01:00', end: '2026-12-05T12:00:00+01:00' }],
  availableFrom: '2027-01-01',
};

function mapped(input: NormalizedListingInput, idMap = idMapper()): RawEstate[] {
  const result = toRawEstate(normalizedListingSchema.parse(input), lookupCity, idMap, { now: NOW });
  if (!result.ok) throw new Error(JSON.stringify(result.refusals));
  // Whatever the mapping makes, the platform's own estate check (the import's) takes.
  for (const estate of result.estates) expect(validateEstate(estate).ok, JSON.stringify(validateEstate(estate))).toBe(true);
  return result.estates;
}

describe('toRawEstate: a normalized listing as the platform stores it', () => {
  it('maps a house for sale: type, status, city, region, price, rooms, areas, EPC, legal facts, media, agent', () => {
    const [estate] = mapped(HOUSE);
    const g = estate!.general;
    expect(g).toMatchObject({
      id: 500,
      parentId: null,
      project: false,
      guid: null,
      headType: { id: 1 },
      subType: { id: 15 },
      transaction: { id: 1 },
      status: 'FOR_SALE',
      reference: 'W-4242',
    });
    expect(g.price).toMatchObject({ value: 495_000, hidden: false, priceFrom: false, period: null });
    expect(g.address).toMatchObject({
      visible: true,
      number: '12',
      box: '3',
      region: 'FLANDERS',
      city: { id: 7, zip: '9000', name: { nl: 'Gent', fr: 'Gand', de: 'Gent' } },
      geoLocation: { lat: 51.05, lon: 3.72 },
    });
    expect(g.address.street.nl).toBe('Kerkstraat');
    expect([g.bedroomCount, g.bathroomCount, estate!.dimensions.areaBuild, estate!.dimensions.areaGround]).toEqual([4, 2, 210, 820]);
    expect(estate!.energy).toMatchObject({ energyLabel: 'B', epcValue: 180, epcReference: 'EPC-123' });
    expect(estate!.planning).toMatchObject({ buildingLicense: 'YES', presaleRight: 'NO', allocationLicense: null, townPlanningValue: 'WG' });
    expect(estate!.flooding).toEqual({ floodingBuildingScore: 'A', floodingParcelScore: 'B' });
    expect(estate!.pictures.map((picture) => picture.file)).toEqual(['https://images.crm.example/1.jpg', 'https://images.crm.example/2.jpg']);
    expect(estate!.videos).toEqual([
      { type: { id: 2 }, link: HOUSE.virtualTourUrl },
      { type: { id: 1 }, link: HOUSE.videoUrl },
    ]);
    expect(estate!.files).toEqual([{ type: 'EPC', link: 'https://images.crm.example/epc.pdf', comment: null }]);
    expect(estate!.salesRep).toMatchObject({
      firstname: 'Lotte',
      lastname: 'De Smet',
      email: 'lotte@agency.example',
      picture: 'https://images.crm.example/lotte.jpg',
    });
    expect(estate!.technical.availableDate).toBe('2027-01-01');
    expect(estate!.openHomes).toEqual(HOUSE.openHomes);
    expect(estate!.legalMentions).toEqual({ nl: 'Vergunning verleend.', fr: 'Permis octroyé.' });
    expect(g.publicationDate).toBe(NOW);
  });

  it('keeps every language of titles and descriptions', () => {
    const [estate] = mapped(HOUSE);
    expect(estate!.general.title).toEqual(HOUSE.title);
    expect(estate!.general.description).toEqual(HOUSE.description);
  });

  it('maps a let estate: to rent, monthly price, charges', () => {
    const [estate] = mapped({ ...HOUSE, externalId: 'let-1', transaction: 'let', type: 'APARTMENT', subtype: 'DUPLEX', price: { amount: 950, charges: 75 } });
    expect(estate!.general).toMatchObject({ status: 'TO_RENT', transaction: { id: 2 }, headType: { id: 2 }, subType: { id: 2 } });
    expect(estate!.general.price).toMatchObject({ value: 950, period: 'MONTH' });
    expect(estate!.rentalOptions).toEqual({ minimumDuration: null, charges: 75, chargesIncluded: false });
    const [closed] = mapped({ ...HOUSE, externalId: 'let-2', transaction: 'let', status: 'closed' });
    expect(closed!.general.status).toBe('RENTED');
  });

  it('keeps a hidden price out of the estate: no value, the flag says "on request"', () => {
    const [estate] = mapped({ ...HOUSE, price: { amount: 1_250_000, hidden: true } });
    expect(estate!.general.price).toMatchObject({ value: null, hidden: true });
    expect(JSON.stringify(estate)).not.toContain('1250000');
  });

  it('keeps a hidden address out of the estate: no street, number or box, the city centre as its place', () => {
    const [estate] = mapped({ ...HOUSE, address: { ...HOUSE.address, hidden: true } });
    expect(estate!.general.address).toMatchObject({
      visible: false,
      street: {},
      number: null,
      box: null,
      city: { zip: '9000' },
      geoLocation: { lat: 51.0543, lon: 3.7174 },
    });
    expect(JSON.stringify(estate)).not.toContain('Kerkstraat');
  });

  it('maps a lean listing: every optional field missing', () => {
    const [estate] = mapped({ source: 'import', externalId: 'x-1', transaction: 'sale', status: 'available', type: 'PLOT', address: { postalCode: '3000' } });
    expect(estate!.general).toMatchObject({ reference: 'x-1', headType: { id: 3 }, subType: { id: 28 }, title: {}, bedroomCount: null });
    expect(estate!.general.address).toMatchObject({ street: {}, visible: true, geoLocation: null, city: { id: 28 } });
    expect([estate!.pictures, estate!.videos, estate!.files, estate!.openHomes, estate!.salesRep, estate!.legalMentions]).toEqual([[], [], [], [], null, null]);
  });

  it('maps a project with its units: the project lists them, each unit names the project', () => {
    const idMap = idMapper();
    const unit = (externalId: string, floor: number, amount: number) => ({
      ...HOUSE,
      externalId,
      type: 'APARTMENT' as const,
      subtype: 'APARTMENT',
      floor,
      price: { amount },
    });
    const estates = mapped(
      {
        ...HOUSE,
        externalId: 'p-1',
        type: 'PROJECT',
        subtype: 'NEW_BUILD_PROJECT',
        price: { amount: 245_000 },
        units: [unit('p-1-a', 0, 245_000), unit('p-1-b', 1, 265_000)],
      },
      idMap,
    );
    const [project, first, second] = estates;
    expect(estates).toHaveLength(3);
    expect(project!.general).toMatchObject({ id: 500, project: true, headType: { id: 6 }, subType: { id: 40 }, parentId: null });
    expect(project!.general.price.priceFrom).toBe(true);
    expect(project!.children).toEqual([501, 502]);
    expect([first!.general.parentId, second!.general.parentId]).toEqual([500, 500]);
    expect([first!.general.floor, second!.general.floor]).toEqual([0, 1]);
    expect(second!.general).toMatchObject({ id: 502, project: false, headType: { id: 2 }, price: { value: 265_000 } });
  });

  it('refuses an unknown postal code with its field path and reason, never an exception', () => {
    const result = toRawEstate(normalizedListingSchema.parse({ ...HOUSE, address: { postalCode: '9999' } }), lookupCity, idMapper(), { now: NOW });
    // Beside its English, the reason as a key with values, for the console to word in the reader's language.
    const words = (code: string) => ({ reason: { key: 'unknownPostalCode', code } });
    expect(result).toEqual({ ok: false, refusals: [{ path: 'address.postalCode', reason: 'unknown Belgian postal code 9999', words: words('9999') }] });
    const unitResult = toRawEstate(
      normalizedListingSchema.parse({ ...HOUSE, type: 'PROJECT', units: [{ ...HOUSE, externalId: 'u', address: { postalCode: '1234' } }] }),
      lookupCity,
      idMapper(),
      { now: NOW },
    );
    expect(unitResult.ok || unitResult.refusals).toEqual([
      { path: 'units.0.address.postalCode', reason: 'unknown Belgian postal code 1234', words: words('1234') },
    ]);
  });

  it("takes a listing whose subtype is of another type as its type's default subtype, with a warning", () => {
    const result = toRawEstate(normalizedListingSchema.parse({ ...HOUSE, type: 'GARAGE', subtype: 'VILLA' }), lookupCity, idMapper(), { now: NOW });
    if (!result.ok) throw new Error(JSON.stringify(result.refusals));
    expect(result.warnings).toEqual([
      {
        path: 'subtype',
        reason: 'VILLA is not a subtype of GARAGE: shown as GARAGE_BOX',
        words: { reason: { key: 'otherSubtype', subtype: 'VILLA', type: 'GARAGE', shown: 'GARAGE_BOX' } },
      },
    ]);
    expect(result.estates[0]!.general.headType.id).toBe(5);
    expect(result.estates[0]!.general.subType.id).toBe(10);
    const fitting = toRawEstate(normalizedListingSchema.parse({ ...HOUSE, type: 'HOUSE', subtype: 'VILLA' }), lookupCity, idMapper(), { now: NOW });
    expect(fitting.ok && fitting.warnings).toEqual([]);
  });
});

describe('postal codes: the city of a Belgian postal code', () => {
  it('resolves a code to our city with its names and region, whatever the case or accents of the name', () => {
    expect(lookupCity('4000', 'LIEGE')).toMatchObject({ ok: true, city: { id: 63, name: { nl: 'Luik', fr: 'Liège', de: 'Lüttich' }, region: 'WALLONIA' } });
    expect(lookupCity('1050')).toMatchObject({ ok: true, city: { name: { nl: 'Elsene', fr: 'Ixelles' }, region: 'BRUSSELS' } });
  });

  it('needs the name where a code covers several places, and says so', () => {
    const table = [
      { id: 1, code: '9999', nl: 'Oostdorp', fr: 'Oostdorp', municipality: 1, region: 'FLANDERS' as const, lat: 51, lon: 4 },
      { id: 2, code: '9999', nl: 'Westdorp', fr: 'Village-Ouest', municipality: 1, region: 'FLANDERS' as const, lat: 51, lon: 4 },
    ];
    const lookup = createCityLookup(table);
    expect(lookup('9999', 'Village-Ouest')).toMatchObject({ ok: true, city: { id: 2 } });
    expect(lookup('9999')).toEqual({
      ok: false,
      reason: "postal code 9999 covers several places (Oostdorp, Westdorp): give the city's name",
      places: ['Oostdorp', 'Westdorp'],
    });
  });

  it('holds every municipality of the demo data with its id, code, names and region', () => {
    for (const municipality of MUNICIPALITIES) {
      const entry = POSTAL_CODES.find((row) => row.id === municipality.id);
      expect(entry).toMatchObject({ code: municipality.zip, nl: municipality.nl, fr: municipality.fr, region: municipality.region });
    }
  });
});
