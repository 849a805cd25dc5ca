import type { RawRentalPeriod, RawRentalPhoto, RawRentalUnit } from '../../../../shared/contract/raw/rental';
import { addDays, type SeedContext } from './context';
import { MUNICIPALITIES, type Municipality } from './municipalities';
import type { Random } from './random';
import { same, type Text } from './estates-model';
import { ARDENNES, COAST, KINDS, type PeriodCode, PERIOD_TYPES, type Place, PLACES, UNIT_PLANS } from './rentals-catalog';
import { ARDENNES_EXTRAS, COAST_EXTRAS, describe } from './rentals-text';

export { PERIOD_TYPES, RENTAL_LOCATIONS, RENTAL_SUB_KINDS } from './rentals-catalog';

/**
 * Holiday rental units at the Belgian coast and in the Ardennes, with a year of bookable
 * periods from `ctx.today`. Deterministic: the only sources are
 * `ctx.random.fork('rentals')` and `ctx.today`. What they are made of: rentals-catalog.ts;
 * their descriptions: rentals-text.ts.
 */

export interface SeededRentalUnit {
  siteId: number;
  unit: RawRentalUnit;
  periods: RawRentalPeriod[];
  /** False for a unit the agency took off its site. */
  published: boolean;
}

// ── Dates, seasons and prices ──

const DAY_MS = 86_400_000;
const SATURDAY = 6;
const FRIDAY = 5;
const MONDAY = 1;
/** Periods are offered for this many days after today. */
const HORIZON_DAYS = 365;

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function firstWeekdayFrom(today: string, day: number): string {
  return addDays(today, (day - weekday(today) + 7) % 7);
}

/** Easter Sunday (anonymous Gregorian algorithm), as YYYY-MM-DD. */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type Season = 'LOW' | 'MID' | 'HIGH' | 'PEAK';

/** Belgian school holidays drive the season: summer, Christmas, Easter and Carnival are high. */
function seasonOf(date: string): Season {
  const monthDay = Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
  const easter = easterSunday(Number(date.slice(0, 4)));
  const around = (from: number, to: number) => date >= addDays(easter, from) && date <= addDays(easter, to);
  if ((monthDay >= 714 && monthDay <= 820) || monthDay >= 1224 || monthDay <= 101) return 'PEAK';
  if ((monthDay >= 701 && monthDay <= 831) || monthDay >= 1220 || monthDay <= 105) return 'HIGH';
  // Easter holidays and the Carnival (Krokus) week around Carnival Monday (Easter − 48).
  if (around(-8, 8) || around(-50, -43)) return 'HIGH';
  if ((monthDay >= 501 && monthDay <= 630) || (monthDay >= 901 && monthDay <= 915) || (monthDay >= 1025 && monthDay <= 1105)) return 'MID';
  return 'LOW';
}

const SEASON_SHARE: Record<Season, number> = { LOW: 0, MID: 0.4, HIGH: 0.8, PEAK: 1 };
/** Chance a week is already booked, by season. */
const BOOKED_WEEK: Record<Season, number> = { LOW: 0.08, MID: 0.14, HIGH: 0.25, PEAK: 0.4 };
/** Price of a short stay as a share of the week price. */
const SHORT_STAY_SHARE: Record<Exclude<PeriodCode, 'WEEK'>, number> = { WEEKEND: 0.55, MIDWEEK: 0.6, LONG_WEEKEND: 0.7 };

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

interface Offer {
  code: PeriodCode;
  start: string;
  end: string;
}

/** Days from Easter Sunday: Friday–Tuesday around Easter Monday, Thursday–Monday from Ascension Day, Friday–Tuesday around Whit Monday. */
const LONG_WEEKEND_OFFSETS: readonly [number, number][] = [
  [-2, 2],
  [39, 43],
  [47, 51],
];

/** Arrival → departure of the long weekends around Easter Monday, Ascension Day and Whit Monday. */
function longWeekends(year: number): Offer[] {
  const easter = easterSunday(year);
  return LONG_WEEKEND_OFFSETS.map(([from, to]) => ({ code: 'LONG_WEEKEND', start: addDays(easter, from), end: addDays(easter, to) }));
}

function offersFor(today: string, shortStays: { weekends: boolean; midweeks: boolean; longWeekends: boolean }): Offer[] {
  const last = addDays(today, HORIZON_DAYS);
  const series = (code: PeriodCode, first: string, nights: number): Offer[] => {
    const offers: Offer[] = [];
    for (let start = first; addDays(start, nights) <= last; start = addDays(start, 7)) {
      // In the summer peak only whole weeks are rented out.
      if (code !== 'WEEK' && seasonOf(start) === 'PEAK') continue;
      offers.push({ code, start, end: addDays(start, nights) });
    }
    return offers;
  };
  const year = Number(today.slice(0, 4));
  return [
    ...series('WEEK', firstWeekdayFrom(today, SATURDAY), 7),
    ...(shortStays.weekends ? series('WEEKEND', firstWeekdayFrom(today, FRIDAY), 3) : []),
    ...(shortStays.midweeks ? series('MIDWEEK', firstWeekdayFrom(today, MONDAY), 4) : []),
    ...(shortStays.longWeekends ? [...longWeekends(year), ...longWeekends(year + 1)].filter((offer) => offer.start >= today && offer.end <= last) : []),
  ];
}

function nightsOf(offer: Offer): string[] {
  return Array.from({ length: daysBetween(offer.start, offer.end) }, (_, index) => addDays(offer.start, index));
}

/** Books whole weeks first, then a few short stays in what is left; a period is available when none of its nights is booked. */
function bookedNights(offers: Offer[], random: Random): Set<string> {
  const booked = new Set<string>();
  const isFree = (offer: Offer) => nightsOf(offer).every((night) => !booked.has(night));
  for (const offer of offers.filter((candidate) => candidate.code === 'WEEK')) {
    if (random.chance(BOOKED_WEEK[seasonOf(offer.start)])) nightsOf(offer).forEach((night) => booked.add(night));
  }
  for (const offer of offers.filter((candidate) => candidate.code !== 'WEEK')) {
    if (isFree(offer) && random.chance(0.08)) nightsOf(offer).forEach((night) => booked.add(night));
  }
  return booked;
}

interface WeekPrices {
  low: number;
  peak: number;
}

function weekPrice(prices: WeekPrices, start: string): number {
  return roundTo(prices.low + (prices.peak - prices.low) * SEASON_SHARE[seasonOf(start)], 10);
}

function periodPrice(prices: WeekPrices, offer: Offer): number {
  const week = weekPrice(prices, offer.start);
  return offer.code === 'WEEK' ? week : roundTo(week * SHORT_STAY_SHARE[offer.code], 5);
}

// ── Assembly ──

function municipality(id: number): Municipality {
  const found = MUNICIPALITIES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`unknown municipality ${id}`);
  return found;
}

function place(id: number): Place {
  const found = PLACES[id];
  if (!found) throw new Error(`no holiday place for municipality ${id}`);
  return found;
}

function municipalityName(m: Municipality): Text {
  const local = m.region === 'WALLONIA' ? m.fr : m.nl;
  return { nl: m.nl, fr: m.fr, en: m.en ?? local, de: m.de ?? local };
}

/** The unit's photos; the seed names the region (`coast-…`, `ardennes-…`), which the drawing shows (media/land.ts). */
function photos(ctx: SeedContext, unitId: number, region: 'coast' | 'ardennes', count: number): RawRentalPhoto[] {
  return Array.from({ length: count }, (_, index) => {
    const asset = ctx.assets.add('holiday', `${region}-rental-${unitId}-${index + 1}`, 1200, 800);
    return { original: asset.url, medium: asset.medium, thumbnail: asset.thumbnail };
  });
}

function jitter(random: Random, value: number, spread: number): number {
  return Math.round((value + (random.next() - 0.5) * spread) * 1e6) / 1e6;
}

/**
 * The holiday rental units of both demo sites, each with a year of periods from `ctx.today`.
 *
 * @example
 * const units = generateRentals({ random: createRandom(1), assets: new AssetRegistry(), today: '2026-11-21' });
 * units[0].periods[0].type.code; // 'WEEK' or a short stay, never before today
 */
export function generateRentals(ctx: SeedContext): SeededRentalUnit[] {
  const rentals = ctx.random.fork('rentals');
  let nextPeriodId = 1;

  return UNIT_PLANS.map((plan, index): SeededRentalUnit => {
    const id = index + 1;
    const random = rentals.fork(`unit-${id}`);
    const m = municipality(plan.municipality);
    const where = place(plan.municipality);
    const kind = KINDS[plan.kind];
    const location = m.coast ? COAST : ARDENNES;
    const name = municipalityName(m);
    const alias = plan.alias ? same(plan.alias) : null;
    const shownCity = alias ?? name;

    const extraPool = m.coast ? COAST_EXTRAS : ARDENNES_EXTRAS;
    const { description, descriptionShort } = describe({ plan, kind, place: where, city: shownCity, extras: random.sample(extraPool, random.int(1, 2)) });

    const box = kind.inBuilding ? `${String(plan.floor ?? 0).padStart(2, '0')}${String(random.int(1, 4)).padStart(2, '0')}` : null;
    const building =
      kind.inBuilding && plan.building
        ? { name: plan.building.name, rentalName: plan.building.code && box ? `${where.code}-${plan.building.code}-${box}` : null }
        : null;

    const prices: WeekPrices = { low: random.step(kind.lowWeek[0], kind.lowWeek[1], 10), peak: random.step(kind.peakWeek[0], kind.peakWeek[1], 10) };
    const offers = offersFor(ctx.today, { weekends: random.chance(0.6), midweeks: random.chance(0.5), longWeekends: random.chance(0.4) });
    const booked = bookedNights(offers, random);
    const types = new Map(PERIOD_TYPES.map((type) => [type.code, type]));
    const periods = offers
      .sort((a, b) => (a.start === b.start ? types.get(a.code)!.id - types.get(b.code)!.id : a.start < b.start ? -1 : 1))
      .map((offer): RawRentalPeriod => {
        const type = types.get(offer.code)!;
        return {
          id: nextPeriodId++,
          unitId: id,
          type: { id: type.id, code: type.code, name: { ...type.name } },
          start: offer.start,
          end: offer.end,
          price: periodPrice(prices, offer),
          available: nightsOf(offer).every((night) => !booked.has(night)),
        };
      });
    const weekPrices = periods.filter((period) => period.type.code === 'WEEK').map((period) => period.price);

    const unit: RawRentalUnit = {
      id,
      photos: photos(ctx, id, m.coast ? 'coast' : 'ardennes', random.int(3, 10)),
      address: {
        street: typeof plan.street === 'string' ? same(plan.street) : { ...plan.street },
        number: plan.number,
        box,
        city: { name: { ...name }, alias, zip: m.zip },
      },
      general: {
        description,
        descriptionShort,
        location: { id: location.id, name: { ...location.name } },
        city: { id: m.id, name: { ...name } },
        maxOccupation: plan.maxOccupation,
        subKind: { id: kind.id, name: { ...kind.name } },
        garage: plan.garage !== undefined ? plan.garage : random.chance(kind.inBuilding ? 0.4 : 0.6),
        floor: kind.inBuilding ? (plan.floor ?? 0) : null,
        building,
      },
      rooms: { bedrooms: plan.bedrooms, bathrooms: plan.bathrooms },
      geo: plan.noGeo ? null : { lat: jitter(random, m.lat, 0.012), lon: jitter(random, m.lon, 0.018) },
      hiddenTabs: plan.hiddenTabs ? [...plan.hiddenTabs] : [],
      priceFrom: weekPrices.length > 0 ? Math.min(...weekPrices) : null,
    };
    return { siteId: plan.siteId, unit, periods, published: !plan.unpublished };
  });
}

/** How many holiday units a site shows (its published ones): the agencies' counters and texts say this number. */
export function publishedUnitCount(siteId: number): number {
  return UNIT_PLANS.filter((plan) => plan.siteId === siteId && !plan.unpublished).length;
}
