import { estateCard, type EstateSummary } from '../../../../shared/domain/estate-card';
import { cityName, estatePath } from '../../../../shared/domain/estate-links';
import { enumLabel, translate } from '../../../../shared/i18n';
import { type Locale, localizedValue } from '../../../../shared/i18n/locales';
import type { ImagePolicy } from '../../../../shared/domain/images';

/** One listing as a tool answers it: what its card shows, with absolute addresses on the agency's site. */
export interface ListingBrief {
  id: number;
  title: string;
  url: string;
  /** The price in words of the language ("€ 395.000", "Prijs op aanvraag"), and the figure when shown. */
  price: string;
  priceEuros: number | null;
  place: string;
  bedrooms: number | null;
  livingAreaM2: number | null;
  epcLabel: string | null;
  status: string;
  picture: string | null;
}

/** A path the URL parser gives back as it is: one slash, then only characters it never encodes (RFC 3986's, less the quote). */
const PLAIN_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&()*+,;=:@/%?#]*$/;
/** A dot segment (also percent-encoded), which the parser resolves. */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?:[/?#]|$)/i;

/** An address of the site as an absolute URL on its origin (a plain path joined as it is: ten listings a call, two each). */
export const absolute = (origin: string, path: string) => (PLAIN_PATH.test(path) && !DOT_SEGMENT.test(path) ? origin + path : new URL(path, `${origin}/`).href);

/** A listing's brief in `locale`, from the same card the listing pages show. */
export function listingBrief(estate: EstateSummary, locale: Locale, origin: string, images: ImagePolicy): ListingBrief {
  const card = estateCard(estate, locale, { linkToDetail: true, images }, translate);
  const shown = !card.label && !estate.price.hidden && card.price !== '-';
  return {
    id: estate.id,
    title: localizedValue(estate.title, locale) || card.title,
    // The card links to its detail page (linkToDetail above): its address, built once.
    url: absolute(origin, card.href ?? estatePath(estate, locale)),
    price: card.price === '-' ? translate(locale, 'card.priceOnRequest') : card.price,
    priceEuros: shown ? (estate.price.value ?? null) : null,
    place: [estate.address.city.zip, cityName(estate, locale)].filter(Boolean).join(' '),
    bedrooms: estate.bedrooms || null,
    livingAreaM2: estate.dimensions.areaBuild || null,
    epcLabel: card.epc?.text ?? null,
    status: card.label?.text ?? enumLabel(locale, 'Status', estate.status),
    picture: card.image ? absolute(origin, card.image.src) : null,
  };
}

/** One line of text per listing for the assistant to read. */
export function briefLine(brief: ListingBrief, locale: Locale): string {
  const facts = [
    brief.price,
    brief.place,
    brief.bedrooms ? `${brief.bedrooms} ${translate(locale, 'card.bedrooms').toLowerCase()}` : '',
    brief.livingAreaM2 ? `${brief.livingAreaM2} m²` : '',
    brief.epcLabel ? `EPC ${brief.epcLabel}` : '',
    brief.status,
  ].filter(Boolean);
  return `[${brief.id}] ${brief.title}: ${facts.join(' · ')} — ${brief.url}`;
}
