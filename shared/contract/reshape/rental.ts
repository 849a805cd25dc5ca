import type { RentalPeriod, RentalUnit } from '../../types/rental';
import type { RawRentalPeriod, RawRentalUnit } from '../raw/rental';

export function reshapeRentalUnit(raw: RawRentalUnit): RentalUnit {
  const photos = raw.photos ?? [];
  return {
    id: raw.id,
    photos,
    mainPhoto: photos[0] ?? null,
    address: raw.address,
    description: raw.general.description ?? {},
    descriptionShort: raw.general.descriptionShort ?? {},
    location: raw.general.location,
    city: raw.general.city,
    maxOccupation: raw.general.maxOccupation ?? null,
    subKind: raw.general.subKind ?? null,
    garage: raw.general.garage ?? null,
    floor: raw.general.floor ?? null,
    building: raw.general.building ?? null,
    bedrooms: raw.rooms?.bedrooms ?? null,
    bathrooms: raw.rooms?.bathrooms ?? null,
    geo: raw.geo ?? null,
    hiddenTabs: raw.hiddenTabs ?? [],
    priceFrom: raw.priceFrom ?? null,
  };
}

export function reshapeRentalPeriod(raw: RawRentalPeriod): RentalPeriod {
  return { id: raw.id, unitId: raw.unitId, type: raw.type, start: raw.start, end: raw.end, price: raw.price, available: raw.available };
}
