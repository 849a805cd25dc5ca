import { describe, expect, it } from 'vitest';
import { normalizedListingSchema } from '../../../../worker/platform/listings/normalized';
import { energyLabel, mapSweepBrightEstate, offSiteReason } from '../../../../worker/platform/crm/sweepbright/map';
import { sweepBrightEstateSchema } from '../../../../worker/platform/crm/sweepbright/schema';
import { SWEEPBRIGHT_FIXTURES } from '../../../support/fake-crm/fixtures';

// SweepBright's estate onto the normalized listing (worker/platform/crm/sweepbright/map.ts),
// over our own fixtures in the documented shapes; files are "copied" to a path named after them.

const copied = (file: { id?: string | null; url: string }) => `/assets/media/crm/1/sweepbright/e/${file.id ?? 'x'}`;
const map = (fixture: unknown, changes: Record<string, unknown> = {}) =>
  mapSweepBrightEstate(sweepBrightEstateSchema.parse({ ...(fixture as object), ...changes }), copied);
const listing = (fixture: unknown, changes: Record<string, unknown> = {}) => {
  const mapped = map(fixture, changes);
  if (!mapped.ok) throw new Error(`off site: ${mapped.offSite}`);
  return normalizedListingSchema.parse(mapped.listing);
};

describe('SweepBright mapping', () => {
  it('maps a house in four languages with its energy and legal facts, open homes, files, tour and video', () => {
    const house = listing(SWEEPBRIGHT_FIXTURES.everyLanguage);
    expect(house).toMatchObject({
      source: 'sweepbright',
      externalId: SWEEPBRIGHT_FIXTURES.everyLanguage.id,
      reference: 'EUP-041',
      transaction: 'sale',
      status: 'available',
      type: 'HOUSE',
      subtype: 'SEMI_DETACHED_HOUSE',
      price: { amount: 385_000, hidden: false },
      address: { street: 'Bergstraße', number: '41', postalCode: '4700', city: 'Eupen', hidden: false },
      rooms: { bedrooms: 3, bathrooms: 1 },
      areas: { living: 165, plot: 240 },
      constructionYear: 1932,
      virtualTourUrl: 'https://tour.example/eupen-41',
      videoUrl: 'https://video.example/watch/eupen-41',
      salesRep: { name: 'Sofie Claes', photoUrl: '/assets/media/crm/1/sweepbright/e/negotiator' },
    });
    expect(Object.keys(house.title).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    expect(house.pictures.map((picture) => [picture.order, picture.url])).toEqual([
      [0, '/assets/media/crm/1/sweepbright/e/a7b8c9d0-img1'],
      [1, '/assets/media/crm/1/sweepbright/e/a7b8c9d0-img2'],
    ]);
    expect(house.documents.map((document) => document.type)).toEqual(['FLOOR_PLAN', 'EPC']);
    expect(house.openHomes).toHaveLength(2);
    expect(house.energy.label).not.toBeNull();
  });

  it('maps a project with its units, each a listing of its own', () => {
    const project = listing(SWEEPBRIGHT_FIXTURES.projectWithUnits);
    expect(project.type).toBe('PROJECT');
    expect(project.units.length).toBeGreaterThan(0);
    for (const unit of project.units) expect(unit).toMatchObject({ source: 'sweepbright', type: 'APARTMENT' });
  });

  it('maps a let with its period, a hidden price as price on request, a hidden address', () => {
    expect(listing(SWEEPBRIGHT_FIXTURES.letApartment)).toMatchObject({ transaction: 'let', subtype: 'STUDIO', price: { period: 'MONTH' } });
    expect(listing(SWEEPBRIGHT_FIXTURES.hiddenPrice).price).toMatchObject({ amount: null, hidden: true });
    expect(listing(SWEEPBRIGHT_FIXTURES.hiddenAddress).address.hidden).toBe(true);
  });

  it('maps an estate with almost nothing, and closes sold ones', () => {
    expect(listing(SWEEPBRIGHT_FIXTURES.minimal)).toMatchObject({ type: 'PLOT', pictures: [], salesRep: null, price: { amount: null } });
    expect(listing(SWEEPBRIGHT_FIXTURES.minimal, { status: 'sold' }).status).toBe('closed');
  });

  it('keeps prospects, lost and unpublished estates off the site', () => {
    expect(map(SWEEPBRIGHT_FIXTURES.minimal, { status: 'prospect' })).toEqual({ ok: false, offSite: 'status prospect' });
    expect(map(SWEEPBRIGHT_FIXTURES.minimal, { status: 'lost' }).ok).toBe(false);
    expect(map(SWEEPBRIGHT_FIXTURES.minimal, { publish_status: 'private' }).ok).toBe(false);
  });

  it('says before any file is copied whether an estate stays off the site (offSiteReason)', () => {
    expect(offSiteReason({ status: 'prospect' })).toBe('status prospect');
    expect(offSiteReason({ status: 'lost' })).toBe('status lost');
    expect(offSiteReason({ status: 'available', publish_status: 'private' })).toBe('publish_status private');
    expect(offSiteReason({ status: 'available', publish_status: 'public' })).toBeNull();
    expect(offSiteReason({ status: 'sold' })).toBeNull();
  });

  it('passes unknown statuses, types, subtypes, negotiations and size units on as sent, for the shared check to refuse with the field named', () => {
    const mapped = map(SWEEPBRIGHT_FIXTURES.unknownEnums);
    expect(mapped.ok).toBe(true);
    const parsed = normalizedListingSchema.safeParse(mapped.ok ? mapped.listing : null);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['areas.living', 'status', 'subtype', 'transaction', 'type']);
    expect(mapped.ok && mapped.listing).toMatchObject({ status: 'reserved_by_bank', type: 'houseboat', subtype: 'barge', transaction: 'auction' });
  });

  it('gives sizes in square metres as entered, and converts other units rounded once to whole square metres', () => {
    const sized = (size: number | string, unit: string) => listing(SWEEPBRIGHT_FIXTURES.minimal, { sizes: { liveable_area: { size, unit } } }).areas.living;
    expect(sized(870, 'sq_ft')).toBe(81);
    expect(sized(120.5, 'sq_m')).toBe(120.5);
    expect(sized('7,5', 'are')).toBe(750);
    expect(sized(1, 'acre')).toBe(4047);
  });

  it('reads EPC categories as our labels', () => {
    expect(['A++', 'a+', 'B', 'C-D', 'X', null].map(energyLabel)).toEqual(['A_PLUS_PLUS', 'A_PLUS', 'B', 'C_D', null, null]);
  });
});
