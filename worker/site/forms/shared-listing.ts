import { addressLine } from '../../../shared/domain/address';
import { cardTitle } from '../../../shared/domain/estate-card';
import { estatePath, projectEntityPath } from '../../../shared/domain/estate-links';
import { priceText } from '../../../shared/domain/price';
import { rentalTitle } from '../../../shared/domain/rental-page';
import { cheapestMatchingPeriod, rentalAddressLine } from '../../../shared/domain/rentals';
import { formatPriceFrom } from '../../../shared/format';
import { localizedValue, translate } from '../../../shared/i18n';
import type { ListingRef } from '../../../shared/domain/listing-ref';
import { buildPath } from '../../../shared/routes';
import type { SiteApi } from '../upstream';
import { isNotFound } from '../upstream/upstream-error';
import { getEstateGroup, getVisibleEstate } from '../upstream/estates';
import { getRentalPeriods, getRentalUnit } from '../upstream/rentals';
import type { SharedListing } from './send-to-a-friend';

/**
 * What a friend's mail shows of a listing, as its page shows it: title, price, main photo,
 * the address when the agency shows it, and its page in this language. Null when the site
 * has no such listing to show (unknown, hidden, unpublished).
 */
export async function sharedListing(api: SiteApi, ref: ListingRef, site: { origin: string }): Promise<SharedListing | null> {
  const locale = api.locale;
  try {
    if ('rentalUnitId' in ref) {
      const [unit, periods] = await Promise.all([getRentalUnit(api, ref.rentalUnitId), getRentalPeriods(api, ref.rentalUnitId)]);
      const cheapest = cheapestMatchingPeriod(periods, {}, new Date().toISOString().slice(0, 10));
      return {
        kind: 'rental',
        id: unit.id,
        title: rentalTitle(unit, locale),
        price: cheapest ? formatPriceFrom(cheapest.price, locale) : '',
        image: unit.mainPhoto ? new URL(unit.mainPhoto.medium, site.origin).href : null,
        address: rentalAddressLine(unit.address, locale),
        path: buildPath('holidayRental', { rentalUnitId: unit.id }, locale),
      };
    }
    const estate = await getVisibleEstate(api, ref.estateId);
    const project = estate.parentId ? (await getEstateGroup(api, estate.id)).project : null;
    return {
      kind: 'estate',
      id: estate.id,
      title: localizedValue(estate.title, locale) || cardTitle(estate, locale, translate),
      price: priceText(estate, locale, translate),
      image: estate.mainImage ? new URL(estate.mainImage, site.origin).href : null,
      address: addressLine(estate.address, locale) || null,
      path: project ? projectEntityPath(project, estate.id, locale) : estatePath(estate, locale),
    };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
