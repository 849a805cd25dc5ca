import { describe, expect, it } from 'vitest';
import { fieldId } from '../../../../worker/console/listings/estate-form';
import {
  factField,
  listingFieldOf,
  listingFormOf,
  listingProblemOf,
  listingRecordOf,
  missingUnits,
  unitRows,
  unitRowsShown,
} from '../../../../worker/console/listings/estate-units';
import { checkRecord } from '../../../../worker/platform/listings/check';
import { GHENT_PROJECT } from '../../../worker/listing-fixtures';

// A new-build project's units in the console's listing form (worker/console/listings/estate-units.ts),
// read into the normalized listing's units and back, and checked as the platform checks a
// console listing (worker/platform/listings/estate-store.ts checkRecord).

const NOW = '2026-11-20T10:00:00.000Z';

/** A project in Ghent with two units typed in its first two rows and a third row left empty. */
const PROJECT = {
  ...GHENT_PROJECT,
  'units.0.reference': 'A-0.1',
  'units.0.subtype': 'GROUND_FLOOR',
  'units.0.floor': '0',
  'units.0.rooms.bedrooms': '2',
  'units.0.areas.living': '92',
  'units.0.price.amount': '295.000',
  'units.0.status': 'available',
  'units.0.energy.label': 'A',
  'units.0.energy.value': '45',
  'units.0.energy.reference': '20261101-0000000001-RES-1',
  'units.1.reference': 'A-3.1',
  'units.1.subtype': 'PENTHOUSE',
  'units.1.floor': '3',
  'units.1.rooms.bedrooms': '3',
  'units.1.areas.living': '140',
  'units.1.price.hidden': '1',
  'units.1.status': 'option',
  'units.1.energy.label': 'A',
  'units.1.energy.value': '30',
  'units.1.energy.reference': '20261101-0000000002-RES-1',
  'units.2.reference': '',
  'units.2.floor': '',
  'units.2.status': 'available',
};

describe('a project in the listing form', () => {
  it('makes each filled row a unit with its own facts and its project’s address, legal facts and tax regime; an empty row is none', () => {
    const record = listingRecordOf(PROJECT, ['nl']);
    expect(record).toMatchObject({ type: 'PROJECT', subtype: 'NEW_BUILD_PROJECT', status: 'available', price: { amount: 295000, from: true, hidden: false } });
    const units = record.units as Record<string, unknown>[];
    expect(units).toHaveLength(2);
    expect(units[0]).toMatchObject({
      reference: 'A-0.1',
      type: 'APARTMENT',
      subtype: 'GROUND_FLOOR',
      floor: 0,
      status: 'available',
      transaction: 'sale',
      rooms: { bedrooms: 2 },
      areas: { living: 92 },
      price: { amount: 295000, hidden: false, vatRegime: true },
      energy: { label: 'A', value: 45, reference: '20261101-0000000001-RES-1' },
      address: { postalCode: '9000', street: 'Nieuwewandeling' },
      legal: { floodScoreParcel: 'A', buildingPermit: true },
      constructionYear: 2026,
      title: { nl: 'Residentie Leie' },
    });
    expect(units[1]).toMatchObject({ reference: 'A-3.1', status: 'option', floor: 3, price: { hidden: true } });
  });

  it('comes back from its saved record as it was typed, each unit in its row with its id', () => {
    const checked = checkRecord(listingRecordOf(PROJECT, ['nl']), 'c-project1', NOW, 1);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const ids = checked.listing.units.map((unit) => unit.externalId);
    expect(ids.every((id) => id.startsWith('c-project1.u-'))).toBe(true);
    expect(new Set(ids).size).toBe(2);
    const form = listingFormOf(JSON.parse(JSON.stringify(checked.listing)) as Record<string, unknown>);
    const { 'units.2.reference': _r, 'units.2.floor': _f, 'units.2.status': _s, ...typed } = PROJECT;
    expect(form).toMatchObject({ ...typed, 'units.0.price.amount': '295000', 'units.0.id': ids[0], 'units.1.id': ids[1] });
    expect(unitRowsShown(form)).toEqual([0, 1, 2, 3]);
    // Saved again, a unit keeps its id (the same estate on the site); one given another's id gets its own.
    const again = checkRecord(listingRecordOf(form, ['nl']), 'c-project1', NOW, 1);
    expect(again.ok && again.listing.units.map((unit) => unit.externalId)).toEqual(ids);
    const forged = checkRecord(listingRecordOf({ ...form, 'units.0.id': 'c-other.u-x' }, ['nl']), 'c-project1', NOW, 1);
    expect(forged.ok && forged.listing.units[0]!.externalId).toMatch(/^c-project1\.u-/);
  });

  it('drops a unit ticked "remove" and refuses a project without any unit beside its first row', () => {
    const form = { ...PROJECT, 'units.0.id': 'c-p.u-1', 'units.0.remove': '1' };
    expect(unitRows(form)).toEqual([1]);
    expect((listingRecordOf(form, ['nl']).units as { reference: string }[]).map((unit) => unit.reference)).toEqual(['A-3.1']);
    const empty = { kind: 'project', 'units.0.reference': '', 'units.0.status': 'available' };
    expect(missingUnits(empty)).toBe('units.0.reference');
    expect(missingUnits(PROJECT)).toBeNull();
    expect(missingUnits({ reference: 'HOUSE' })).toBeNull();
  });

  /** A unit's field, what is typed in it, and the message it gets. */
  const REFUSED: Record<string, { typed: string; message: string }> = {
    'units.1.price.amount': { typed: 'twee ton', message: 'estateFields.bad.number' },
    'units.1.rooms.bedrooms': { typed: '-2', message: 'estateFields.bad.count' },
    'units.1.areas.living': { typed: 'groot', message: 'estateFields.bad.number' },
    'units.1.floor': { typed: 'derde', message: 'estateFields.bad.floor' },
    'units.1.energy.value': { typed: 'laag', message: 'estateFields.bad.number' },
  };
  it.each(Object.entries(REFUSED).map(([field, { typed, message }]) => [field, typed, message]))(
    'refuses %s typed as "%s" beside that unit’s own field, with its message',
    (field, typed, message) => {
      // The rows before it: one removed, one empty; the record's second unit is the form's row 3.
      const form = {
        ...PROJECT,
        'units.1.remove': '1',
        'units.1.id': 'c-p.u-1',
        'units.3.reference': 'B-1',
        'units.3.status': 'available',
        [field.replace('units.1', 'units.3')]: typed,
      };
      const checked = checkRecord(listingRecordOf(form, ['nl']), 'c-p', NOW, 1);
      expect(checked.ok).toBe(false);
      if (checked.ok) return;
      const at = listingFieldOf(checked.field, form);
      expect(at).toBe(field.replace('units.1', 'units.3'));
      expect(listingProblemOf(at)).toBe(message);
    },
  );

  it('refuses a project’s postal code in the project’s own field, and links a unit’s missing EPC to the first row without it', () => {
    const checked = checkRecord(listingRecordOf({ ...PROJECT, 'address.postalCode': '0000' }, ['nl']), 'c-p', NOW, 1);
    expect(checked.ok || listingFieldOf(checked.field, PROJECT)).toBe('address.postalCode');
    const without = { ...PROJECT, 'units.1.energy.reference': '' };
    const guarded = checkRecord(listingRecordOf(without, ['nl']), 'c-p', NOW, 1);
    expect(guarded.ok && guarded.missing).toEqual(['epcCode']);
    expect(fieldId(factField('epcCode', without))).toBe('field-units-1-energy-reference');
    expect(factField('floodParcel', without)).toBe('legal.floodScoreParcel');
  });
});
