import { estatePath, projectEntityPath } from '../../../shared/domain/estate-links';
import { OPEN_GRAPH_WIDTH } from '../../../shared/contract/sized-pictures';
import { sizedAddress } from '../../../shared/domain/images';
import { headTypeCode } from '../../../shared/domain/property-types';
import { estateHeadDescription, estateHeadTitle } from '../../../shared/domain/listing-head';
import { localizedValue, translate } from '../../../shared/i18n';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { Estate } from '../../../shared/types/estate';
import type { PageMeta } from '../../../shared/types/page-meta';
import type { DetailData } from './estate-detail-types';
import type { RequestContext } from '../request-context';
import { headAgency } from './page-head';
import { agencyJsonLd, agencyRef, breadcrumbJsonLd } from './structured-data';
import { adFactsOf, adLine } from '../../../shared/domain/ad-rules';
import { adMentionText } from '../render/ad-line';
import { languagesHad } from '../../../shared/domain/listing-text';

function alternatesOf(data: DetailData): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, data.project ? projectEntityPath(data.project.estate, data.estate.id, locale) : estatePath(data.estate, locale)]),
  ) as Record<Locale, string>;
}

/** The schema.org type of what is for sale or to rent: a house, an apartment, or another place. */
function placeType(estate: Estate): 'House' | 'Apartment' | 'Place' {
  const code = headTypeCode(estate.headTypeId);
  return code === 'HOUSE' ? 'House' : code === 'APARTMENT' ? 'Apartment' : 'Place';
}

/**
 * The listing's offer: its price, or "price on request" (an offer without a
 * price whose price specification says so: schema.org asks no price of an Offer, and Google's
 * price requirements are those of product results, which a listing is not); none when neither
 * is known. The seller is the page's agency node.
 */
function offerOf(estate: Estate, availability: string, origin: string, onRequest: string): { offers?: object } {
  if (!estate.price.value && !estate.price.hidden) return {};
  const businessFunction =
    estate.status === 'TO_RENT' || estate.status === 'RENTED' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell';
  const price =
    estate.price.value && !estate.price.hidden
      ? { price: estate.price.value, priceCurrency: 'EUR' }
      : { priceSpecification: { '@type': 'PriceSpecification', priceCurrency: 'EUR', description: onRequest } };
  return { offers: { '@type': 'Offer', ...price, availability, businessFunction, seller: agencyRef(origin) } };
}

export function detailMeta(data: DetailData, { site, locale, origin, t, images }: RequestContext): PageMeta {
  const { estate, heading } = data;
  const alternates = alternatesOf(data);
  const agency = headAgency(site, locale);
  // Its own words as the page shows them: the translation, or the original asked for (data.words.original).
  const description = estateHeadDescription(estate, locale, translate, agency, data.words.original);
  // Under option: still offered, but someone holds an option on it.
  const availability = heading.closed
    ? 'https://schema.org/SoldOut'
    : estate.underOption
      ? 'https://schema.org/LimitedAvailability'
      : 'https://schema.org/InStock';
  const url = origin + alternates[locale];
  // schema.org puts the place on what the listing is about (a Place has address and geo, a
  // RealEstateListing does not); its offer is offerOf's (a price or "price on request", else none).
  const place: Record<string, unknown> = { '@type': placeType(estate), name: heading.title };
  if (estate.address.visible) {
    place.address = {
      '@type': 'PostalAddress',
      // The street only as the site shows it (settings.addressDisplay: none, so left out, in "municipality only").
      streetAddress: [localizedValue(estate.address.street, locale), estate.address.number].filter(Boolean).join(' ') || undefined,
      postalCode: estate.address.city.zip,
      addressLocality: localizedValue(estate.address.city.name, locale),
      addressCountry: estate.address.countryId,
    };
    if (estate.address.geo) place.geo = { '@type': 'GeoCoordinates', latitude: estate.address.geo.lat, longitude: estate.address.geo.lon };
  }
  if (estate.bedrooms && place['@type'] !== 'Place') place.numberOfBedrooms = estate.bedrooms;
  if (estate.dimensions.areaBuild && place['@type'] !== 'Place')
    place.floorSize = { '@type': 'QuantitativeValue', value: estate.dimensions.areaBuild, unitCode: 'MTK' };
  // The legal line of the page (EPC, flood scores, planning…), as the page shows it.
  const mentions = adLine(adFactsOf(estate), new Date().toISOString()).map((mention) => ({
    '@type': 'PropertyValue',
    propertyID: mention.fact,
    name: adMentionText(mention, locale).label,
    value: adMentionText(mention, locale).value,
  }));
  if (mentions.length > 0) place.additionalProperty = mentions;
  const listing: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: heading.title,
    description,
    url,
    datePosted: estate.publicationDate,
    // The copies 1200 wide: what a search engine and a network show, never a camera's original.
    ...(estate.mainImage ? { image: estate.pictures.map((picture) => new URL(sizedAddress(picture.file, OPEN_GRAPH_WIDTH, images), origin).href) } : {}),
    about: place,
    ...offerOf(estate, availability, origin, t('card.priceOnRequest')),
  };
  const crumbs = [{ name: t('nav.home'), url: `${origin}/${locale}/` }];
  if (data.listing) crumbs.push({ name: data.listing.name, url: origin + data.listing.href });
  if (data.project) crumbs.push({ name: data.project.title, url: origin + data.project.href });
  crumbs.push({ name: heading.title, url });
  return {
    title: estateHeadTitle(estate, locale, translate, site.name, data.words.original),
    description,
    alternates,
    // Search engines are promised the languages the listing really has: never one only a machine wrote (decision 072).
    hreflang: languagesHad(estate, site.locales),
    // The original asked for instead of the translation: a variant, its canonical the page itself.
    ...(data.words.original ? { variant: true } : {}),
    image: estate.mainImage ? sizedAddress(estate.mainImage, OPEN_GRAPH_WIDTH, images) : null,
    ogType: 'article',
    // The agency node the offer's seller points at.
    jsonLd: [listing, agencyJsonLd(site, locale, [], origin), breadcrumbJsonLd(crumbs)],
  };
}
