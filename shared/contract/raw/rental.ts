import type { RawLocalized } from './common';

export interface RawRentalPhoto {
  original: string;
  medium: string;
  thumbnail: string;
}

/** A holiday rental unit (GET /rental-units/{id}, POST /rental-units results). */
export interface RawRentalUnit {
  id: number;
  /** The first photo is the main one. */
  photos: RawRentalPhoto[];
  address: {
    street: RawLocalized;
    number: string | null;
    box: string | null;
    city: { name: RawLocalized; alias: RawLocalized | null; zip: string };
  };
  general: {
    description: RawLocalized;
    descriptionShort: RawLocalized;
    location: { id: number; name: RawLocalized };
    city: { id: number; name: RawLocalized };
    maxOccupation: number | null;
    /** Shown as Type. */
    subKind: { id: number; name: RawLocalized } | null;
    /** Shown as yes/no. */
    garage: boolean | null;
    floor: number | null;
    /** building.name shown as Residence, building.rentalName as Reference. */
    building: { name: string | null; rentalName: string | null } | null;
  };
  rooms: { bedrooms: number | null; bathrooms: number | null };
  geo: { lat: number; lon: number } | null;
  /** Detail tabs this unit hides. */
  hiddenTabs: string[];
  /** The lowest week price, as a teaser; the periods carry the real prices. */
  priceFrom: number | null;
  /** In search answers only: the cheapest free period that matches the search, if any. */
  cheapestPeriod?: RawRentalPeriod | null;
}

/** A bookable period (GET /rental-units/{id}/periods). */
export interface RawRentalPeriod {
  id: number;
  unitId: number;
  type: { id: number; code: 'WEEK' | 'WEEKEND' | 'MIDWEEK' | 'LONG_WEEKEND'; name: RawLocalized };
  /** ISO dates, arrival and departure. */
  start: string;
  end: string;
  price: number;
  available: boolean;
}
