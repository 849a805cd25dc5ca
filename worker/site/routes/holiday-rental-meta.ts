import { rentalHeadDescription, rentalHeadTitle } from '../../../shared/domain/listing-head';
import { rentalAlternates, rentalJsonLd } from '../../../shared/domain/rental-page';
import { localizedValue, translate } from '../../../shared/i18n';
import type { PageMeta } from '../../../shared/types/page-meta';
import type { RentalPageData } from './holiday-rental-page';
import { headAgency } from './page-head';
import type { RequestContext } from '../request-context';
import { breadcrumbJsonLd } from './structured-data';

/** The head of a holiday unit's page: its title and description from its facts, VacationRental and breadcrumbs. */
export function rentalMeta(data: RentalPageData, { site, locale, origin, t }: RequestContext): PageMeta {
  const alternates = rentalAlternates(data.unit.id);
  const text = (localizedValue(data.unit.descriptionShort, locale) || localizedValue(data.unit.description, locale)).replace(/\s+/g, ' ').slice(0, 200);
  const from = data.from && data.fromPeriod ? { price: data.from, period: data.fromPeriod } : null;
  const crumbs = [{ name: t('nav.home'), url: `${origin}/${locale}/` }];
  if (data.listing) crumbs.push({ name: data.listing.name, url: origin + data.listing.href });
  crumbs.push({ name: data.title, url: origin + alternates[locale] });
  return {
    title: rentalHeadTitle(data.unit, locale, translate, site.name),
    description: rentalHeadDescription(data.unit, from, locale, translate, headAgency(site, locale)),
    alternates,
    image: data.unit.mainPhoto?.original ?? null,
    ogType: 'article',
    // A month or a period chosen without JavaScript: not indexed, the canonical stays the unit.
    variant: data.variant,
    jsonLd: [
      rentalJsonLd(data.unit, { name: data.title, description: text, url: origin + alternates[locale], origin, locale, prices: data.offerPrices }),
      breadcrumbJsonLd(crumbs),
    ],
  };
}
