import { localizedValue, type Translate } from '../i18n';
import { LOCALES, type Locale } from '../i18n/locales';
import { buildPath } from '../routes';
import type { RentalUnit } from '../types/rental';
import type { DetailTab } from './detail-tabs';
import type { FieldRow } from './field-rows';
import { rentalAddressLine, rentalCityName, rentalFacts, type RentalFact, visibleRentalTabs } from './rentals';

/** The page title of a unit: '{type} in {place}', then its residence: 'Appartement in Knokke – Residentie Albatros'. */
export function rentalTitle(unit: RentalUnit, locale: Locale): string {
  const type = localizedValue(unit.subKind?.name, locale);
  const place = rentalCityName(unit, locale);
  const base = type ? `${type} ${locale === 'fr' ? 'à' : 'in'} ${place}` : place;
  const residence = unit.building?.name?.trim();
  return residence ? `${base} – ${residence}` : base;
}

/** The unit's address in each language (hreflang, sitemap). */
export function rentalAlternates(id: number): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, buildPath('holidayRental', { rentalUnitId: id }, locale)])) as Record<Locale, string>;
}

function factRow(fact: RentalFact, t: Translate): FieldRow {
  const value = typeof fact.value === 'boolean' ? t(fact.value ? 'common.yes' : 'common.no') : String(fact.value);
  return { key: `rental.${fact.key}`, label: t(`rental.field_${fact.key}`), value, note: null, href: null, warning: false };
}

/**
 * The unit's fact tabs as the detail tabs island shows them: 'general' and 'rooms' (the
 * unit's labels), each only when the unit shows it (hiddenTabs) and it has a value to show.
 */
export function detailTabsOfRental(unit: RentalUnit, locale: Locale, t: Translate): DetailTab[] {
  const facts = rentalFacts(unit, locale);
  const visible = new Set(visibleRentalTabs(unit));
  const tabs: DetailTab[] = [];
  if (visible.has('general') && facts.general.length > 0)
    tabs.push({ id: 'general', label: t('rental.tabGeneral'), groups: [{ id: 'general', title: null, rows: facts.general.map((fact) => factRow(fact, t)) }] });
  if (visible.has('rooms') && facts.rooms.length > 0)
    tabs.push({ id: 'rooms', label: t('rental.tabRooms'), groups: [{ id: 'rooms', title: null, rows: facts.rooms.map((fact) => factRow(fact, t)) }] });
  return tabs;
}

/**
 * schema.org VacationRental: the unit (the accommodation it contains, with its bedrooms and
 * guests), its address and place, and one AggregateOffer over the prices of its free periods.
 */
export function rentalJsonLd(
  unit: RentalUnit,
  page: { name: string; description: string; url: string; origin: string; locale: Locale; prices: readonly number[] },
): object {
  const accommodation: Record<string, unknown> = { '@type': 'Accommodation', name: page.name };
  if (unit.bedrooms) accommodation.numberOfBedrooms = unit.bedrooms;
  if (unit.maxOccupation) accommodation.occupancy = { '@type': 'QuantitativeValue', maxValue: unit.maxOccupation };
  const { prices } = page;
  return {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    name: page.name,
    ...(page.description ? { description: page.description } : {}),
    url: page.url,
    ...(unit.building?.rentalName ? { identifier: unit.building.rentalName } : {}),
    ...(unit.photos.length > 0 ? { image: unit.photos.map((photo) => new URL(photo.original, page.origin).href) } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: rentalAddressLine(unit.address, page.locale, { withCity: false }),
      postalCode: unit.address.city.zip,
      addressLocality: rentalCityName(unit, page.locale),
      addressCountry: 'BE',
    },
    ...(unit.geo ? { geo: { '@type': 'GeoCoordinates', latitude: unit.geo.lat, longitude: unit.geo.lon } } : {}),
    containsPlace: accommodation,
    ...(prices.length > 0
      ? {
          makesOffer: {
            '@type': 'AggregateOffer',
            priceCurrency: 'EUR',
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: prices.length,
          },
        }
      : {}),
  };
}
