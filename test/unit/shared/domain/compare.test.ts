import { describe, expect, it } from 'vitest';
import { type ComparedListing, compareRows, COMPARED_FIELDS } from '../../../../shared/domain/compare';
import type { EstateCard } from '../../../../shared/domain/estate-card';

// The compare page's rows, a row per fact any listing has, and which rows differ.

const card = (id: number): EstateCard => ({
  id,
  href: null,
  image: null,
  title: `Huis ${id}`,
  label: null,
  price: '€ 1',
  facts: [],
  status: 'FOR_SALE' as EstateCard['status'],
  isProject: false,
});

function listing(id: number, facts: Record<string, string>): ComparedListing {
  return { card: card(id), facts: Object.entries(facts).map(([key, value]) => ({ key, label: `label ${key}`, value })) };
}

describe('the compare table’s rows', () => {
  it('marks a row whose values differ, and leaves a row where all agree unmarked', () => {
    const rows = compareRows([
      listing(1, { 'financial.price': '€ 300.000', 'layout.bedrooms': '3' }),
      listing(2, { 'financial.price': '€ 325.000', 'layout.bedrooms': '3' }),
    ]);
    expect(rows).toEqual([
      { key: 'financial.price', label: 'label financial.price', values: ['€ 300.000', '€ 325.000'], differs: true },
      { key: 'layout.bedrooms', label: 'label layout.bedrooms', values: ['3', '3'], differs: false },
    ]);
  });

  it('counts a fact one listing lacks as a difference, its value null', () => {
    const [garden] = compareRows([listing(1, { 'comfort.garden': 'Ja' }), listing(2, {}), listing(3, { 'comfort.garden': 'Ja' })]);
    expect(garden).toMatchObject({ key: 'comfort.garden', values: ['Ja', null, 'Ja'], differs: true });
  });

  it('marks nothing with one listing: there is nothing to differ from', () => {
    expect(compareRows([listing(1, { 'layout.bedrooms': '3', 'comfort.garden': 'Ja' })]).map((row) => row.differs)).toEqual([false, false]);
  });

  it('orders the rows as COMPARED_FIELDS, whichever listing brought a fact, and up to four columns', () => {
    const rows = compareRows([
      listing(1, { 'certification.epc_label': 'B', 'layout.bedrooms': '2' }),
      listing(2, { 'financial.price': '€ 1', 'layout.living_area': '120 m²' }),
      listing(3, { 'layout.bedrooms': '2' }),
      listing(4, { 'certification.epc_label': 'B' }),
    ]);
    expect(rows.map((row) => row.key)).toEqual(['financial.price', 'layout.living_area', 'layout.bedrooms', 'certification.epc_label']);
    expect(rows.map((row) => row.key)).toEqual(
      [...rows.map((row) => row.key)].sort((a, b) => COMPARED_FIELDS.indexOf(a as never) - COMPARED_FIELDS.indexOf(b as never)),
    );
    expect(rows.every((row) => row.values.length === 4)).toBe(true);
  });

  it('is empty without listings', () => {
    expect(compareRows([])).toEqual([]);
  });
});
