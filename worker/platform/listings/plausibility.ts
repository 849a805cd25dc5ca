import type { HeldReason, HeldUnit } from '../../../shared/contract/console-crm';
import type { StatusCode } from '../../../shared/contract/enums';
import type { NormalizedUnit } from './normalized';

/*
 * Whether a write's magnitudes are believable (docs/crm-connectors.md, "Held for the owner"). A
 * number read at another magnitude than meant (a price "389.000" read as 389, an area in the wrong
 * unit) is a value like any other to the schema; what gives it away is its size: against the
 * version online (more than ten times more or less, or a price taken off a listing still on the
 * market) or against the range documented for its type (a house for sale under € 10,000, a flat
 * of 3 m²). Such a write is held for the owner instead of published.
 */

/** What the platform holds of a record's estate that a write is judged against. */
export interface StoredMagnitudes {
  status: StatusCode;
  /** The price a search counts (estates.price): null when hidden or none. */
  price: number | null;
  price_period: 'MONTH' | 'YEAR' | null;
  living_area: number | null;
  plot_area: number | null;
  bedroom_count: number | null;
  bathroom_count: number | null;
}

/** A value held: the normalized field, the value online and the one sent with their units, and why (keys and values, worded by the reader's console). */
export interface MagnitudeFinding {
  path: string;
  old: number | null;
  new: number | null;
  oldUnit: HeldUnit;
  newUnit: HeldUnit;
  reason: HeldReason;
}

/** More than this many times larger or smaller than the value online is held. */
export const MAGNITUDE_FACTOR = 10;

/** A range a value must be in for its type: [lowest, highest], either end open (null). */
type Range = readonly [number | null, number | null];

/** The documented ranges of a price per type and transaction (a let's a month), and of a living area and bedrooms per type. */
export const PLAUSIBLE = {
  salePrice: { HOUSE: [10_000, 100_000_000], APARTMENT: [10_000, 100_000_000], other: [1_000, 500_000_000] },
  monthlyRent: { HOUSE: [100, 100_000], APARTMENT: [100, 100_000], other: [10, 1_000_000] },
  livingArea: { HOUSE: [15, 10_000], APARTMENT: [8, 5_000] },
  bedrooms: { HOUSE: [null, 50], APARTMENT: [null, 30] },
} as const satisfies Record<string, Partial<Record<NormalizedUnit['type'] | 'other', Range>>>;

const TRANSACTION_OF_STATUS: Record<StatusCode, NormalizedUnit['transaction']> = {
  FOR_SALE: 'sale',
  SOLD: 'sale',
  TO_RENT: 'let',
  RENTED: 'let',
  TAKE_OVER: 'takeover',
  TAKEN_OVER: 'takeover',
};

/** A price's unit by its period: a sale's euros, a let's a month's or a year's. */
const priceUnit = (period: 'MONTH' | 'YEAR' | null): HeldUnit => (period === 'YEAR' ? 'euroYear' : period === 'MONTH' ? 'euroMonth' : 'euro');

function outside(range: Range | undefined, value: number | null): boolean {
  if (!range || value === null) return false;
  const [low, high] = range;
  return (low !== null && value < low) || (high !== null && value > high);
}

/** The price a record publishes, a let's as a month's: null when hidden or none. */
function monthly(amount: number | null, hidden: boolean, period: 'MONTH' | 'YEAR' | null): number | null {
  if (hidden || amount === null) return null;
  return period === 'YEAR' ? amount / 12 : amount;
}

/** Changed by more than MAGNITUDE_FACTOR against the value online (a value online turned 0 too); nothing to judge without one. */
function jumped(old: number | null, sent: number | null): boolean {
  if (old === null || old <= 0 || sent === null) return false;
  return sent === 0 || Math.max(old, sent) / Math.min(old, sent) > MAGNITUDE_FACTOR;
}

/** How far a value jumped from the one online (`jumped` told it did): to 0, or how many times higher or lower. */
const jump = (old: number, sent: number): HeldReason =>
  sent === 0 ? { key: 'zero' } : { key: sent > old ? 'higher' : 'lower', times: Math.round(Math.max(old, sent) / Math.min(old, sent)) };

/** Outside a type's range, in its unit. */
const beyond = (type: string, [low, high]: Range, unit: HeldUnit): HeldReason => ({ key: 'range', type, low, high, unit });

/**
 * What in a record (a listing, or a project's unit) is not believable against its stored version
 * (undefined for a new one) and its type's range. A project's own row is not judged (its units are).
 * @example judgeMagnitudes(listing, stored)
 *   // [{ path: 'price.amount', old: 389000, new: 389, oldUnit: 'euro', newUnit: 'euro', reason: { key: 'lower', times: 1000 } }]
 */
export function judgeMagnitudes(record: NormalizedUnit, stored: StoredMagnitudes | undefined): MagnitudeFinding[] {
  if (record.type === 'PROJECT' || record.status === 'closed') return [];
  const findings: MagnitudeFinding[] = [];
  const type = record.type === 'HOUSE' || record.type === 'APARTMENT' ? record.type : 'other';
  const sameDeal = stored !== undefined && TRANSACTION_OF_STATUS[stored.status] === record.transaction;
  const price = monthly(record.price.amount, record.price.hidden, record.price.period);

  // The price: a jump against the one online (same transaction, as a month's), taken off while on the market, or outside its range.
  const oldPrice = sameDeal ? monthly(stored.price, false, stored.price_period) : null;
  const priceRange = record.transaction === 'sale' ? PLAUSIBLE.salePrice[type] : record.transaction === 'let' ? PLAUSIBLE.monthlyRent[type] : undefined;
  const sentPrice = {
    path: 'price.amount',
    old: stored?.price ?? null,
    new: record.price.amount,
    oldUnit: priceUnit(stored?.price_period ?? null),
    newUnit: priceUnit(record.price.period),
  };
  if (jumped(oldPrice, price)) findings.push({ ...sentPrice, reason: jump(oldPrice!, price!) });
  else if (oldPrice !== null && price === null && !record.price.hidden) findings.push({ ...sentPrice, new: null, reason: { key: 'priceTakenOff' } });
  else if (priceRange && outside(priceRange, price)) {
    findings.push({ ...sentPrice, reason: beyond(record.type, priceRange, record.transaction === 'let' ? 'euroMonth' : 'euro') });
  }

  // Areas and counts: a jump against the value online; a living area and bedrooms also against their type's range.
  const sizes: [string, number | null | undefined, number | null, Range | undefined, HeldUnit][] = [
    ['areas.living', stored?.living_area, record.areas.living, type === 'other' ? undefined : PLAUSIBLE.livingArea[type], 'squareMetre'],
    ['areas.plot', stored?.plot_area, record.areas.plot, undefined, 'squareMetre'],
    ['rooms.bedrooms', stored?.bedroom_count, record.rooms.bedrooms, type === 'other' ? undefined : PLAUSIBLE.bedrooms[type], 'count'],
    ['rooms.bathrooms', stored?.bathroom_count, record.rooms.bathrooms, undefined, 'count'],
  ];
  for (const [path, old, sent, range, unit] of sizes) {
    const value = { path, old: old ?? null, new: sent, oldUnit: unit, newUnit: unit };
    if (jumped(old ?? null, sent)) findings.push({ ...value, reason: jump(old!, sent!) });
    else if (outside(range, sent)) findings.push({ ...value, reason: beyond(record.type, range!, unit) });
  }
  return findings;
}
