import { describe, expect, it } from 'vitest';
import words from '../../../../locales/console.json';
import {
  CHOICES,
  FACT_FIELDS,
  formFieldOf,
  formOf,
  NUMBERS,
  numberOf,
  openHouseRows,
  problemOf,
  recordOf,
  TEXTS,
  valueAt,
  YES_NO,
} from '../../../../worker/console/listings/estate-form';

// The console listing's form read into the ingest API's normalized listing (worker/console/listings/estate-form.ts).

describe('a number typed in the listing form', () => {
  it.each([
    ['385000', 385000],
    ['385.000', 385000],
    ['385 000', 385000],
    ['1.250.000', 1250000],
    ['385,000', 385000],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['', null],
    ['twee ton', 'twee ton'],
    ['€ 389.000,-', 389000],
    ['389.000,50', 389000.5],
    ['-5', -5],
    ['20x5', '20x5'],
    ['1.23.456', '1.23.456'],
  ] as const)(
    '%s reads as %s (the text itself when it is no number, for the platform to refuse beside its field; a negative one it refuses as below zero)',
    (typed, read) => {
      expect(numberOf(typed)).toBe(read);
    },
  );
});

describe('the listing form', () => {
  it('makes a sold house of the status "sold", a let of "rented", and comes back as it was typed', () => {
    const form = {
      transaction: 'let',
      status: 'rented',
      type: 'APARTMENT',
      'address.postalCode': '1000',
      'address.display': 'municipality',
      'price.amount': '950',
      'legal.buildingPermit': 'no',
      'title.fr': 'Appartement',
      'pictures.0.url': '/assets/media/site/1/image-0123456789abcdef.png',
      'pictures.0.alt.fr': 'La façade',
    };
    const record = recordOf(form, ['nl', 'fr']);
    expect(record).toMatchObject({
      transaction: 'let',
      status: 'closed',
      type: 'APARTMENT',
      address: { postalCode: '1000', hidden: true },
      price: { amount: 950, period: 'MONTH', hidden: false },
      legal: { buildingPermit: false, asbestosCertificate: null },
      title: { fr: 'Appartement' },
      pictures: [{ url: '/assets/media/site/1/image-0123456789abcdef.png', order: 0, description: { fr: 'La façade' } }],
    });
    expect(formOf(record)).toMatchObject({ ...form, 'price.amount': '950' });
  });
});

describe('every fact the listing form carries', () => {
  const people = [{ name: 'Sofie Claes', email: 'sofie@immo.example', phone: '+32 470 12 34 56', photoUrl: null }];
  // Each row: the fields as typed, what the record holds, the fields the form shows again (the typed ones when left out).
  it.each([
    ['price on request', { 'price.amount': '385000', 'price.hidden': '1' }, { price: { amount: 385000, hidden: true } }],
    [
      'a new build under VAT with its land share',
      { 'price.amount': '450.000', 'price.vatRegime': 'vat', 'price.landValue': '120.000' },
      { price: { amount: 450000, vatRegime: true, landValue: 120000 } },
      { 'price.amount': '450000', 'price.vatRegime': 'vat', 'price.landValue': '120000' },
    ],
    ['registration duties', { 'price.vatRegime': 'duties' }, { price: { vatRegime: false, landValue: null } }],
    ['monthly charges of a let', { transaction: 'let', 'price.amount': '950', 'price.charges': '75' }, { price: { period: 'MONTH', charges: 75 } }],
    ['the street only', { 'address.display': 'street' }, { address: { hidden: false, numberHidden: true } }],
    ['the municipality only', { 'address.display': 'municipality' }, { address: { hidden: true, numberHidden: false } }],
    [
      'a position',
      { 'location.lat': '51,0571', 'location.lon': '3.7214' },
      { location: { lat: 51.0571, lon: 3.7214 } },
      { 'location.lat': '51.0571', 'location.lon': '3.7214' },
    ],
    [
      'the floor, toilets, garages, parking, buildable and terrace areas',
      { floor: '-1', 'rooms.toilets': '2', 'rooms.garages': '1', 'rooms.parkingSpaces': '2', 'areas.buildable': '300', 'areas.terrace': '18,5' },
      { floor: -1, rooms: { toilets: 2, garages: 1, parkingSpaces: 2 }, areas: { buildable: 300, terrace: 18.5 } },
      { floor: '-1', 'rooms.toilets': '2', 'areas.terrace': '18.5' },
    ],
    ['availability as Belgians write it', { availableFrom: '1/3/2027' }, { availableFrom: '2027-03-01' }, { availableFrom: '2027-03-01' }],
    [
      'features',
      { 'features.garden': 'yes', 'features.terrace': 'no', 'features.lift': 'yes', 'features.furnished': 'no', 'features.swimmingPool': 'yes' },
      { features: { garden: true, terrace: false, lift: true, furnished: false, swimmingPool: true } },
    ],
    [
      'video and virtual-tour links',
      { videoUrl: 'www.youtube.com/watch?v=abc', virtualTourUrl: 'https://my.matterport.com/show/?m=xyz' },
      { videoUrl: 'https://www.youtube.com/watch?v=abc', virtualTourUrl: 'https://my.matterport.com/show/?m=xyz' },
      { videoUrl: 'https://www.youtube.com/watch?v=abc' },
    ],
    [
      'the agent',
      { salesRep: 'sofie@immo.example' },
      { salesRep: { name: 'Sofie Claes', email: 'sofie@immo.example', phone: '+32 470 12 34 56', photoUrl: null } },
      { salesRep: 'sofie@immo.example', 'salesRep.name': 'Sofie Claes' },
    ],
    [
      'open houses in Brussels time, winter and summer',
      {
        'openHomes.0.date': '2026-12-05',
        'openHomes.0.from': '14:00',
        'openHomes.0.to': '16:30',
        'openHomes.1.date': '2027-06-12',
        'openHomes.1.from': '10:00',
        'openHomes.1.to': '12:00',
      },
      {
        openHomes: [
          { start: '2026-12-05T14:00:00+01:00', end: '2026-12-05T16:30:00+01:00' },
          { start: '2027-06-12T10:00:00+02:00', end: '2027-06-12T12:00:00+02:00' },
        ],
      },
    ],
    [
      'heritage, as-built, planning enforcement, flood-prone area',
      {
        'legal.heritageProtected': 'no',
        'legal.heritageInventoried': 'yes',
        'legal.asBuiltCertificate': 'yes',
        'legal.planningViolation': 'Herstelvordering ingesteld',
        'legal.floodRisk': 'potential',
      },
      {
        legal: {
          heritageProtected: false,
          heritageInventoried: true,
          asBuiltCertificate: true,
          planningViolation: 'Herstelvordering ingesteld',
          floodRisk: 'potential',
        },
      },
    ],
    ['cadastral income', { cadastralIncome: '1.250' }, { cadastralIncome: 1250 }, { cadastralIncome: '1250' }],
    [
      'the EPC date and scheme',
      { 'energy.date': '15/01/2026', 'energy.scheme': 'epbd2024' },
      { energy: { date: '2026-01-15', scheme: 'epbd2024' } },
      { 'energy.date': '2026-01-15', 'energy.scheme': 'epbd2024' },
    ],
  ] as const)('%s: form → record → form', (_, typed, held, shown?: Record<string, string>) => {
    const form = { 'address.postalCode': '9000', ...typed } as Record<string, string>;
    const record = recordOf(form, ['nl', 'fr'], people);
    expect(record).toMatchObject(held);
    expect(formOf(record)).toMatchObject(shown ?? typed);
  });

  it('leaves the position out while it is still the town centre it was prefilled with, so it follows the postal code', () => {
    expect(recordOf({ 'location.lat': '51.0543', 'location.lon': '3.7174', 'location.centre': '51.0543,3.7174' }, ['nl']).location).toBeNull();
    expect(recordOf({ 'location.lat': '51.06', 'location.lon': '3.7174', 'location.centre': '51.0543,3.7174' }, ['nl']).location).toEqual({
      lat: 51.06,
      lon: 3.7174,
    });
  });

  it('keeps an agent no longer among the site’s people, and names none when none is chosen', () => {
    const kept = { salesRep: 'gone@immo.example', 'salesRep.email': 'gone@immo.example', 'salesRep.name': 'Jan Peeters', 'salesRep.phone': '' };
    expect(recordOf(kept, ['nl'], people).salesRep).toEqual({ name: 'Jan Peeters', email: 'gone@immo.example', phone: null, photoUrl: null });
    expect(recordOf({ salesRep: '' }, ['nl'], people).salesRep).toBeNull();
  });

  it('skips an empty open-house row and offers two empty ones after those it has', () => {
    const form = {
      'openHomes.0.date': '',
      'openHomes.0.from': '',
      'openHomes.0.to': '',
      'openHomes.3.date': '2026-12-05',
      'openHomes.3.from': '9.30',
      'openHomes.3.to': '11h00',
    };
    expect(recordOf(form, ['nl']).openHomes).toEqual([{ start: '2026-12-05T09:30:00+01:00', end: '2026-12-05T11:00:00+01:00' }]);
    expect(openHouseRows(form)).toEqual([0, 3, 4, 5]);
  });

  it.each([
    ['floor', { floor: 'derde' }, 'floor', 'derde'],
    ['a date', { availableFrom: 'volgende maand' }, 'availableFrom', 'volgende maand'],
    ['a link', { videoUrl: 'mijn video' }, 'videoUrl', 'mijn video'],
    ['a position', { 'location.lat': 'noord', 'location.lon': '3.7' }, 'location', { lat: 'noord', lon: 3.7 }],
    [
      'an open house time',
      { 'openHomes.0.date': '2026-12-05', 'openHomes.0.from': 'namiddag', 'openHomes.0.to': '16:00' },
      'openHomes',
      [{ start: '2026-12-05 namiddag', end: '2026-12-05T16:00:00+01:00' }],
    ],
  ] as const)('sends %s that is none as typed, for the platform to refuse beside its field', (_, typed, path, held) => {
    expect(valueAt(recordOf(typed as Record<string, string>, ['nl']), path)).toEqual(held);
  });

  it.each([
    ['openHomes.2.start', 'openHomes.2.date', 'estateFields.bad.openHouse'],
    ['openHomes.2.end', 'openHomes.2.to', 'estateFields.bad.openHouse'],
    ['location.lat', 'location.lat', 'estateFields.bad.position'],
    ['location', 'location.lat', 'estateFields.bad.position'],
    ['salesRep.email', 'salesRep', 'estates.invalid'],
    ['price.landValue', 'price.landValue', 'estateFields.bad.landValue'],
    ['energy.date', 'energy.date', 'estateFields.bad.date'],
    ['virtualTourUrl', 'virtualTourUrl', 'estateFields.bad.link'],
    ['rooms.toilets', 'rooms.toilets', 'estateFields.bad.count'],
    ['cadastralIncome', 'cadastralIncome', 'estateFields.bad.number'],
    ['floor', 'floor', 'estateFields.bad.floor'],
    ['legal.planningViolation', 'legal.planningViolation', 'estateFields.bad.tooLong'],
  ] as const)('a refusal of %s marks %s with %s', (path, field, message) => {
    expect(formFieldOf(path)).toBe(field);
    expect(problemOf(field)).toBe(message);
  });

  it('links every fact the legal guard names to a field the form has', () => {
    const labelled = new Set<string>([...TEXTS, ...NUMBERS, ...YES_NO, ...Object.keys(CHOICES)]);
    for (const field of Object.values(FACT_FIELDS)) expect(labelled.has(field), field).toBe(true);
    expect(FACT_FIELDS.planningEnforcement).toBe('legal.planningMeasure');
  });
});

describe('the listing form’s words', () => {
  it('has every new message in the four languages', () => {
    const bad = (words as { estateFields: { bad: Record<string, Record<string, string>> } }).estateFields.bad;
    for (const [key, texts] of Object.entries(bad)) expect(Object.keys(texts).sort(), key).toEqual(['de', 'en', 'fr', 'nl']);
  });
});
