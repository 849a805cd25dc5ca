import type { Localized } from '../i18n/locales';
import type { RawRentalPhoto, RawRentalUnit } from '../contract/raw/rental';

export type RentalPhoto = RawRentalPhoto;

type UnitFacts = RawRentalUnit['general'];
type UnitRooms = RawRentalUnit['rooms'];

/**
 * A holiday rental unit as the site uses it (Rental unit): the platform's unit with its
 * `general` facts and its room counts at the top (reshape/rental.ts), and its main photo.
 */
export interface RentalUnit extends Pick<RawRentalUnit, 'id' | 'photos' | 'address' | 'geo' | 'hiddenTabs' | 'priceFrom'>, UnitFacts, UnitRooms {
  mainPhoto: RentalPhoto | null;
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
