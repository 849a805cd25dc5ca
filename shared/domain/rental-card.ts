import { formatPriceFrom } from '../format';
import { localizedValue, translate } from '../i18n';
import type { Locale } from '../i18n/locales';
import { buildPath } from '../routes';
import type { RentalPeriod, RentalUnit } from '../types/rental';
import { type ImagePolicy, type ImageSource, imageSource } from './images';
import { rentalCityName } from './rentals';

/** What a holiday unit's card shows, ready to render in one language (no formatting left to the browser). */
export interface RentalCard {
  id: number;
  href: string;
  /** '{type} in {place}', e.g. 'Appartement in Knokke'. */
  title: string;
  /** The main photo (the first), medium size; null shows the placeholder. */
  image: ImageSource | null;
  type: string;
  /** The building's name, when the unit is in one. */
  residence: string | null;
  place: string;
  guests: number | null;
  bedrooms: number | null;
  /** 'Vanaf € 650' and the period type ('Week') of the cheapest free period that matches the search. */
  from: { price: string; periodType: string } | null;
}

/**
 * A unit's card: photo, type, residence, place (the city's alias in this language),
 * guests, bedrooms and "from € x" for the cheapest matching free period, linked to its page.
 */
export function rentalCard(unit: RentalUnit, cheapest: RentalPeriod | null, locale: Locale, images: ImagePolicy): RentalCard {
  const type = localizedValue(unit.subKind?.name, locale);
  const place = rentalCityName(unit, locale);
  return {
    id: unit.id,
    href: buildPath('holidayRental', { rentalUnitId: unit.id }, locale),
    title: type ? translate(locale, 'card.title', { type, city: place }) : place,
    image: imageSource(unit.mainPhoto?.medium, 'card', images),
    type,
    residence: unit.building?.name?.trim() || null,
    place,
    guests: unit.maxOccupation || null,
    bedrooms: unit.bedrooms || null,
    from: cheapest ? { price: formatPriceFrom(cheapest.price, locale), periodType: localizedValue(cheapest.type.name, locale) } : null,
  };
}
