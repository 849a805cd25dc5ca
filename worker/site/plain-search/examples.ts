import { translate } from '../../../shared/i18n';
import { type Locale, localizedValue } from '../../../shared/i18n/locales';
import { headTypeCode } from '../../../shared/domain/property-types';
import { buildSearchBody } from '../../../shared/domain/listing-search';
import type { SiteApi } from '../upstream';
import { getEstateFilters } from '../upstream/estates';
import { siteListing } from '../upstream/visible';

/**
 * The example sentences of a site's search box, made of its own listings: for sale and for rent,
 * the type and town most of its listings share and a highest price half of them are under, so
 * each finds listings on the site that shows it ("huis in Gent tot € 560.000"). The platform gives
 * those facts with the site's filter options (worker/platform/site-api/search-examples.ts), the
 * call the box's places come from anyway, through the cache; they are worded here per language.
 */
export async function examplesOf(api: SiteApi, locale: Locale): Promise<{ label: string; rent: boolean }[]> {
  const { examples = [], locations } = await getEstateFilters(api, buildSearchBody({}, siteListing(api)).query);
  return examples.flatMap(({ transaction, headType, city, price }) => {
    const type = headTypeCode(headType);
    const place = localizedValue(locations.find((location) => location.id === city)?.name, locale);
    const rent = transaction === 2;
    if (!type || !place) return [];
    const label = translate(locale, rent ? 'plainSearch.exampleRent' : 'plainSearch.exampleSale', {
      type: translate(locale, ['plainSearch', 'exampleType', type]),
      place,
      // "450.000", "450 000", "450,000": as the language writes it, as the parser reads it.
      price: String(price).replace(/\B(?=(\d{3})+$)/g, { nl: '.', fr: ' ', en: ',', de: '.' }[locale]),
    });
    return [{ label, rent }];
  });
}
