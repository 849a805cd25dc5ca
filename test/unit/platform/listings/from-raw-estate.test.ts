import { describe, expect, it } from 'vitest';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { listingOfEstate } from '../../../../worker/platform/listings/from-raw-estate';
import { type NormalizedListing, type NormalizedListingInput, normalizedListingSchema } from '../../../../worker/platform/listings/normalized';
import { toRawEstate } from '../../../../worker/platform/listings/to-raw-estate';
import { createCityLookup } from '../../../../worker/platform/postal-codes';

// The reverse of the ingest mapping: an estate toRawEstate wrote, read back by listingOfEstate,
// is the normalized listing that wrote it (under the new source and ids), every fact kept that
// the estate holds; what it does not hold stays unsaid.

const NOW = '2026-11-20T10:00:00.000Z';
const lookupCity = createCityLookup();

const FULL: NormalizedListingInput = {
  source: 'whise',
  externalId: '4242',
  reference: 'W-4242',
  transaction: 'let',
  status: 'option',
  type: 'APARTMENT',
  subtype: 'PENTHOUSE',
  publishedAt: '2026-02-01T09:00:00.000Z',
  title: { nl: 'Penthouse', fr: 'Penthouse', en: 'Penthouse', de: 'Penthouse' },
  description: { nl: '<p>Ruim.</p>' },
  shortDescription: { nl: 'Kort.' },
  price: { amount: 1450, period: 'MONTH', charges: 120 },
  address: { street: 'Kouter', number: '7', box: '5.1', postalCode: '9000', city: 'Gent' },
  location: { lat: 51.0512, lon: 3.7226 },
  rooms: { bedrooms: 2, bathrooms: 1, toilets: 2, garages: 1, parkingSpaces: 1 },
  areas: { living: 120, plot: null, buildable: null, terrace: 18 },
  features: { garden: false, terrace: true, lift: true, furnished: true, swimmingPool: false },
  floor: 6,
  constructionYear: 2012,
  energy: { label: 'B', value: 120, reference: 'EPC-1', eLevel: 40, co2: 18, total: 14400, date: '2024-05-01', scheme: 'epbd2024' },
  legal: {
    buildingPermit: true,
    subdivisionPermit: false,
    preemptionRight: false,
    heritageProtected: false,
    heritageInventoried: true,
    asBuiltCertificate: true,
    planningMeasure: true,
    planningViolation: 'Stakingsbevel 2021',
    asbestosCertificate: true,
    asbestosCertificateCommonParts: true,
    urbanDestination: 'WG',
    floodScoreBuilding: 'A',
    floodScoreParcel: 'B',
    floodRisk: 'none',
  },
  cadastralIncome: 1200,
  legalMentions: { nl: 'Vrijblijvend.' },
  pictures: [
    { url: 'https://cdn.example.test/1.jpg', order: 0, thumbnailUrl: 'https://cdn.example.test/1-small.jpg', description: { nl: 'Living' } },
    { url: '/assets/media/crm/whise/2.jpg', order: 1 },
  ],
  documents: [{ url: 'https://cdn.example.test/plan.pdf', type: 'FLOOR_PLAN', description: { fr: 'Plan' } }],
  virtualTourUrl: 'https://tour.example.test/1',
  videoUrl: 'https://video.example.test/1',
  salesRep: { name: 'An De Smet', email: 'an@example.test', phone: '+32 9 000 00 00', photoUrl: 'https://cdn.example.test/an.jpg' },
  openHomes: [{ start: '2027-03-06T13:00:00.000Z', end: '2027-03-06T15:00:00.000Z' }],
  availableFrom: '2026-12-01',
};

/** The estates toRawEstate writes of a listing (ids 900, 901 …). */
function written(input: NormalizedListingInput): RawEstate[] {
  const ids = new Map<string, number>();
  const mapped = toRawEstate(normalizedListingSchema.parse(input), lookupCity, (_, id) => ids.get(id) ?? ids.set(id, 900 + ids.size).get(id)!, { now: NOW });
  if (!mapped.ok) throw new Error(JSON.stringify(mapped.refusals));
  return mapped.estates;
}

/** The listing as read back under the console's source, without the ids. */
function readBack(input: NormalizedListingInput, unitIds: string[] = []): NormalizedListing {
  const [main, ...units] = written(input);
  const listing = listingOfEstate(main!, units, 'console', 'c-1', unitIds);
  expect(listing).not.toBeNull();
  return listing!;
}

const withoutIds = ({ source: _s, externalId: _e, ...listing }: NormalizedListing) => listing;

describe('an estate read back as the normalized listing', () => {
  it('is the listing that wrote it, every fact kept', () => {
    const listing = readBack(FULL);
    expect(listing).toMatchObject({ source: 'console', externalId: 'c-1' });
    expect(withoutIds(listing)).toEqual(withoutIds(normalizedListingSchema.parse(FULL)));
  });

  it('writes the same estate again', () => {
    const again = toRawEstate(readBack(FULL), lookupCity, () => 900, { now: NOW });
    expect(again.ok && again.estates[0]).toEqual(written(FULL)[0]);
  });

  it('reads a project with its units, each under the id given', () => {
    const project: NormalizedListingInput = {
      ...FULL,
      transaction: 'sale',
      status: 'available',
      type: 'PROJECT',
      subtype: 'NEW_BUILD_PROJECT',
      price: { amount: 290_000, from: true, vatRegime: true },
      units: ['A1', 'B2'].map((flat, at) => ({
        source: 'whise',
        externalId: `4242-${flat}`,
        reference: flat,
        transaction: 'sale',
        status: at === 0 ? 'available' : 'closed',
        type: 'APARTMENT',
        price: { amount: 290_000 + at * 10_000, vatRegime: true, landValue: 30_000 },
        address: { postalCode: '9000', city: 'Gent' },
        floor: at,
        rooms: { bedrooms: 2 },
        energy: { label: 'A', value: 40 },
      })),
    };
    const listing = readBack(project, ['c-1.u-a', 'c-1.u-b']);
    const expected = normalizedListingSchema.parse(project);
    expect(withoutIds(listing)).toEqual({
      ...withoutIds(expected),
      // A unit without a publication date of its own has the write's.
      units: expected.units.map((unit, at) => ({ ...unit, source: 'console', externalId: ['c-1.u-a', 'c-1.u-b'][at], subtype: 'APARTMENT', publishedAt: NOW })),
    });
  });

  it('leaves unsaid what the estate does not hold: a price on request’s amount, a hidden address’s street, the kind of flood-prone area', () => {
    const listing = readBack({
      ...FULL,
      price: { amount: 1450, hidden: true, period: 'MONTH' },
      address: { ...FULL.address, hidden: true },
      legal: { ...FULL.legal, floodRisk: 'effective' },
    });
    expect(listing.price).toMatchObject({ amount: null, hidden: true });
    expect(listing.address).toMatchObject({ street: null, number: null, box: null, hidden: true, postalCode: '9000' });
    expect(listing.location).toBeNull();
    expect(listing.legal.floodRisk).toBe('potential');
  });

  it('reads "street only" back as such', () => {
    const listing = readBack({ ...FULL, address: { ...FULL.address, numberHidden: true } });
    expect(listing.address).toMatchObject({ street: 'Kouter', number: null, box: null, hidden: false, numberHidden: true });
  });

  it('leaves out a value the listing refuses, the rest kept', () => {
    const [main] = written(FULL);
    main!.energy.energyLabel = 'Z';
    main!.pictures[0]!.thumbnail = '/assets/media/crm/whise/1-small.jpg';
    main!.files.push({ type: 'OTHER', link: 'ftp://nowhere', comment: null });
    const listing = listingOfEstate(main!, [], 'console', 'c-1', [])!;
    expect(listing.energy).toMatchObject({ label: null, value: 120 });
    expect(listing.pictures[0]).toMatchObject({ url: 'https://cdn.example.test/1.jpg', thumbnailUrl: null });
    expect(listing.documents).toHaveLength(1);
  });
});
