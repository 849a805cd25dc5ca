import { listingText } from '../../../../shared/domain/listing-text';
import { estateCard, type EstateSummary } from '../../../../shared/domain/estate-card';
import { cityName, estatePath } from '../../../../shared/domain/estate-links';
import { enumLabel, translate } from '../../../../shared/i18n';
import type { Locale } from '../../../../shared/i18n/locales';
import type { ImagePolicy } from '../../../../shared/domain/images';
import { floodingWarning } from '../../../../shared/domain/energy';
import { adMentionText } from '../../render/ad-line';

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
  /** A flood score worse than C: the flood symbol the card shows and its words, each score as the ad line reads it ("D ⚠"). */
  flood: { symbol: string; text: string; scores: { label: string; value: string }[] } | null;
}

/** The flood symbol as an answer's text shows it, beside the score (its words follow in brackets). */
export const FLOOD_SYMBOL = '⚠';

/** The listing's flood scores as the card warns of them (its symbol when one is worse than C), with the ad line's labels. */
function floodOf(estate: EstateSummary, locale: Locale, warned: boolean): ListingBrief['flood'] {
  if (!warned) return null;
  const scores = (
    [
      ['floodParcel', estate.flooding?.parcelScore],
      ['floodBuilding', estate.flooding?.buildingScore],
    ] as const
  )
    .filter((entry): entry is readonly ['floodParcel' | 'floodBuilding', string] => Boolean(entry[1]))
    .map(([fact, score]) => {
      const text = adMentionText({ fact, value: score }, locale);
      return { label: text.label, value: floodingWarning(score) ? `${text.value} ${FLOOD_SYMBOL}` : text.value };
    });
  return { symbol: FLOOD_SYMBOL, text: translate(locale, 'detail.floodWarning'), scores };
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
    title: listingText(estate, 'title', locale)?.text || card.title,
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
    flood: floodOf(estate, locale, card.flood !== null),
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
    brief.flood ? `${brief.flood.scores.map((score) => `${score.label}: ${score.value}`).join(', ')} (${brief.flood.text})` : '',
    brief.status,
  ].filter(Boolean);
  return `[${brief.id}] ${brief.title}: ${facts.join(' · ')} — ${brief.url}`;
}
