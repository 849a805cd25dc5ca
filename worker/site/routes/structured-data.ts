import { localizedValue } from '../../../shared/i18n';
import type { Locale } from '../../../shared/i18n/locales';
import type { Employee, Office } from '../../../shared/types/content';
import type { EstateCard } from '../../../shared/domain/estate-card';
import type { Site } from '../../../shared/types/site';
import { openingHoursSpecification } from '../../../shared/format/opening-hours';

/** schema.org BreadcrumbList with absolute URLs. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/**
 * The agency's node id: one per site (its origin), so every page's listings name as their
 * seller the same agency node, which the page carries.
 */
export function agencyId(origin: string): string {
  return `${origin}/#agency`;
}

/** An offer's seller: a reference to the page's agency node (agencyJsonLd). */
export function agencyRef(origin: string): object {
  return { '@type': 'RealEstateAgent', '@id': agencyId(origin) };
}

/** schema.org RealEstateAgent with its offices; every address in it absolute (`origin`). */
export function agencyJsonLd(site: Site, locale: Locale, offices: Office[], origin: string): object {
  const address = (street: string, zip: string, city: string) => ({
    '@type': 'PostalAddress',
    streetAddress: street,
    postalCode: zip,
    addressLocality: city,
    addressCountry: 'BE',
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': agencyId(origin),
    name: site.name,
    telephone: site.contact.phone,
    email: site.contact.email,
    url: `${origin}/${locale}/`,
    ...(site.logo ? { logo: new URL(site.logo, origin).href } : {}),
    ...(site.biv ? { vatID: site.biv.vat, identifier: `BIV ${site.biv.number}` } : {}),
    address: address(site.contact.street, site.contact.zip, localizedValue(site.contact.city, locale)),
    ...(offices.length > 0
      ? {
          department: offices.map((office) => ({
            '@type': 'RealEstateAgent',
            name: office.name,
            telephone: office.phone,
            email: office.email,
            address: address(`${office.street} ${office.number}`, office.zip, localizedValue(office.city, locale)),
            ...(office.geo ? { geo: { '@type': 'GeoCoordinates', latitude: office.geo.lat, longitude: office.geo.lon } } : {}),
            ...(office.week ? { openingHoursSpecification: openingHoursSpecification(office.week) } : {}),
          })),
        }
      : {}),
  };
}

/** schema.org Person of an agent's page, working for the page's agency node (agencyJsonLd); undefined values are left out of the JSON. */
export function agentJsonLd(agent: Employee, locale: Locale, url: string, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: agent.name,
    jobTitle: localizedValue(agent.function, locale) || undefined,
    telephone: agent.phone || agent.mobile || undefined,
    email: agent.email,
    image: agent.picture ? new URL(agent.picture, origin).href : undefined,
    url,
    worksFor: agencyRef(origin),
  };
}

/** schema.org ItemList of the properties a listing page shows (the cards linked to a detail). */
export function itemListJsonLd(name: string, cards: EstateCard[], origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: cards.map((card, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: card.title,
      ...(card.href ? { url: origin + card.href } : {}),
      ...(card.image ? { image: new URL(card.image.src, origin).href } : {}),
    })),
  };
}
