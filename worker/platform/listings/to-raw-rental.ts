import type { RawRentalPeriod, RawRentalUnit } from '../../../shared/contract/raw/rental';
import type { CityLookup, ResolvedCity } from '../postal-codes';
import { type NormalizedRentalUnit, RENTAL_PERIOD_TYPES } from './normalized-rental';
import { type MappingRefusal, postalCodeRefusal } from './estate-parts';

/** A period as stored before it has an id (the platform gives it one when it is written). */
export type UnnumberedPeriod = Omit<RawRentalPeriod, 'id'>;

export type RentalMapping = { ok: true; unit: RawRentalUnit; periods: UnnumberedPeriod[]; city: ResolvedCity } | { ok: false; refusals: MappingRefusal[] };

/** The teaser price: the lowest week, else the lowest period of any type; null without periods. */
function priceFrom(periods: readonly UnnumberedPeriod[]): number | null {
  const weeks = periods.filter((period) => period.type.code === 'WEEK');
  const prices = (weeks.length > 0 ? weeks : periods).map((period) => period.price);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/**
 * A normalized holiday unit as the platform's unit and periods. Pure: the city comes from
 * `lookupCity`, the unit id from the caller. A refusal names the field path and the reason.
 * @example toRawRentalUnit(unit, 70001, createCityLookup())
 */
export function toRawRentalUnit(unit: NormalizedRentalUnit, id: number, lookupCity: CityLookup): RentalMapping {
  const resolved = lookupCity(unit.address.postalCode, unit.address.city);
  if (!resolved.ok) return { ok: false, refusals: [postalCodeRefusal(unit.address.postalCode, resolved)] };
  const city = resolved.city;
  const street = unit.address.street;
  const periods = unit.periods.map(
    (period): UnnumberedPeriod => ({
      unitId: id,
      type: { id: RENTAL_PERIOD_TYPES[period.type].id, code: period.type, name: RENTAL_PERIOD_TYPES[period.type].name },
      start: period.start,
      end: period.end,
      price: period.price,
      available: period.available,
    }),
  );
  const photos = [...unit.photos].sort((a, b) => a.order - b.order).map((photo) => ({ original: photo.url, medium: photo.url, thumbnail: photo.url }));
  return {
    ok: true,
    city,
    periods,
    unit: {
      id,
      photos,
      address: {
        street: street ? { nl: street, fr: street, en: street, de: street } : {},
        number: unit.address.number,
        box: unit.address.box,
        city: { name: city.name, alias: null, zip: city.zip },
      },
      general: {
        description: unit.description,
        descriptionShort: unit.shortDescription,
        location: unit.area,
        city: { id: city.id, name: city.name },
        maxOccupation: unit.maxOccupation,
        subKind: unit.kind,
        garage: unit.garage,
        floor: unit.floor,
        building: { name: unit.residence, rentalName: unit.reference ?? unit.externalId },
      },
      rooms: unit.rooms,
      geo: unit.location,
      hiddenTabs: unit.hiddenTabs,
      priceFrom: priceFrom(periods),
    },
  };
}
