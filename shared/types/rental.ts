import type { Localized } from '../i18n/locales';

export interface RentalPhoto {
  original: string;
  medium: string;
  thumbnail: string;
}

/** A holiday rental unit as the site uses it (SPEC §3 Rental unit). */
export interface RentalUnit {
  id: number;
  photos: RentalPhoto[];
  mainPhoto: RentalPhoto | null;
  address: { street: Localized; number: string | null; box: string | null; city: { name: Localized; alias: Localized | null; zip: string } };
  description: Localized;
  descriptionShort: Localized;
  location: { id: number; name: Localized };
  city: { id: number; name: Localized };
  maxOccupation: number | null;
  subKind: { id: number; name: Localized } | null;
  garage: boolean | null;
  floor: number | null;
  building: { name: string | null; rentalName: string | null } | null;
  bedrooms: number | null;
  bathrooms: number | null;
  geo: { lat: number; lon: number } | null;
  hiddenTabs: string[];
  priceFrom: number | null;
}

export interface RentalPeriod {
  id: number;
  unitId: number;
  type: { id: number; code: string; name: Localized };
  start: string;
  end: string;
  price: number;
  available: boolean;
}

export interface RentalFilterOptions {
  locations: { id: number; name: Localized }[];
  subKinds: { id: number; name: Localized }[];
  cities: { id: number; name: Localized }[];
  maxOccupations: number[];
  periodTypes: { id: number; code: string; name: Localized }[];
  periodStartDates: string[];
  periodDates: { start: string; end: string }[];
}
