import { type Locale, localizedValue } from '../i18n/locales';
import type { LocaleTranslate } from '../i18n/lookup';
import { formatArea, formatNumber } from '../format';
import type { Estate, EstateBrief } from '../types/estate';
import { type ImagePolicy, type ImageSource, imageSource } from './images';
import { headTypeCode } from './property-types';
import { epcBadge, type EpcTone, floodingWarning } from './energy';
import { cityName, estatePath } from './estate-links';
import { type EstateNews, estateNews } from './estate-news';
import { openHouseBadge } from './open-houses';
import { priceText, soldOrRented } from './price';
import type { StatusCode } from '../contract/enums';

export type CardLabelKind = 'sold' | 'rented' | 'option' | 'sticker';

export interface CardFact {
  kind: 'ground' | 'build' | 'bedrooms';
  /** e.g. '450 m²' or '3' */
  value: string;
  /** Accessible name, e.g. 'Perceeloppervlakte' */
  label: string;
}

/** What a property card shows, ready to render in one language. */
export interface EstateCard {
  id: number;
  /** The detail address, or null when the site does not link cards to details. */
  href: string | null;
  /** The main picture at card size; null shows the placeholder (none, or not on an allowed origin). */
  image: ImageSource | null;
  title: string;
  label: { kind: CardLabelKind; text: string; color: string | null; textColor: string | null } | null;
  /** The price, 'Vanaf € …' for projects, '-' without one, or the sold/rented word. */
  price: string;
  facts: CardFact[];
  /** The EPC label badge: 'B' in its colour band after the certificate's short name ('EPC', 'PEB'), and its accessible name ('EPC label B'). */
  epc?: { text: string; tone: EpcTone | null; name: string; label: string } | null;
  /** A Flemish flood score (P or G) worse than C: the card shows the flood symbol, named by `label`. */
  flood?: { label: string } | null;
  status: StatusCode;
  isProject: boolean;
  /** The "new" and "price lowered" badges, or null. */
  news?: EstateNews | null;
  /** The next open house, 'Opendeur zaterdag 10:00–12:00', or null. */
  openHouse?: string | null;
  /** The agent who handles it, with their photo, on a site that shows them on cards (settings.cardAgent). */
  agent?: { name: string; photo: ImageSource | null } | null;
}

export { soldOrRented };

/**
 * What a card (and its detail address) reads of an estate: a list search keeps only this in the
 * cache (searchEstateSummaries, worker/site/upstream/estates.ts), about an eighth of the full
 * documents, so a listing reads and parses that instead of every estate in full.
 */
export type EstateSummary = Pick<
  Estate,
  | 'id'
  | 'isProject'
  | 'source'
  | 'headTypeId'
  | 'subType'
  | 'transaction'
  | 'status'
  | 'underOption'
  | 'title'
  | 'price'
  | 'bedrooms'
  | 'sticker'
  | 'address'
  | 'mainImage'
  | 'publicationDate'
  | 'openHomes'
  | 'translated'
> & {
  dimensions: Pick<Estate['dimensions'], 'areaGround' | 'areaBuild'>;
  energy: Pick<Estate['energy'], 'energyLabel' | 'customEpcLabel'>;
  /** The flood scores: a score worse than C puts the flood symbol on the card as in every ad. */
  flooding?: Pick<Estate['flooding'], 'buildingScore' | 'parcelScore'>;
  /** The agent's name and photo, for a card that shows them. */
  salesRep?: Pick<NonNullable<Estate['salesRep']>, 'firstname' | 'lastname' | 'picture'> | null;
};

/** The part of an estate a card needs (a copy: nothing else of the estate stays in it). */
export function estateSummary(estate: EstateSummary): EstateSummary {
  return {
    id: estate.id,
    isProject: estate.isProject,
    source: estate.source,
    headTypeId: estate.headTypeId,
    subType: estate.subType,
    transaction: estate.transaction,
    status: estate.status,
    ...(estate.underOption ? { underOption: true } : {}),
    title: estate.title,
    price: estate.price,
    bedrooms: estate.bedrooms,
    sticker: estate.sticker,
    address: estate.address,
    mainImage: estate.mainImage,
    publicationDate: estate.publicationDate,
    ...(estate.openHomes?.length ? { openHomes: estate.openHomes } : {}),
    // Its title in the languages its agency did not write (the assistants' briefs name it so).
    ...(estate.translated?.some(({ field }) => field === 'title') ? { translated: estate.translated.filter(({ field }) => field === 'title') } : {}),
    ...(estate.salesRep ? { salesRep: { firstname: estate.salesRep.firstname, lastname: estate.salesRep.lastname, picture: estate.salesRep.picture } } : {}),
    dimensions: { areaGround: estate.dimensions.areaGround, areaBuild: estate.dimensions.areaBuild },
    energy: { energyLabel: estate.energy.energyLabel, customEpcLabel: estate.energy.customEpcLabel },
    ...(floodWarned(estate) ? { flooding: { buildingScore: estate.flooding!.buildingScore, parcelScore: estate.flooding!.parcelScore } } : {}),
  };
}

/** A score of the listing worse than C (the flood symbol's rule, energy.ts floodingWarning). */
const floodWarned = (estate: Pick<EstateSummary, 'flooding'>) =>
  floodingWarning(estate.flooding?.buildingScore) || floodingWarning(estate.flooding?.parcelScore);

/**
 * The label of a listing's built area that fits its type: a home's living
 * area, a garage's or a shop's floor area, a plot's built-on area, never 'Bewoonbare
 * oppervlakte' for a garage.
 * @example builtAreaLabelKey(6) // 'card.areaGarage' (a garage)
 */
export function builtAreaLabelKey(headTypeId: number): string {
  switch (headTypeCode(headTypeId)) {
    case 'GARAGE':
      return 'card.areaGarage';
    case 'COMMERCIAL':
      return 'card.areaCommercial';
    case 'PLOT':
      return 'card.areaPlot';
    default:
      return 'card.areaBuild';
  }
}

/** '{head type} in {city name}', e.g. 'Huis in Gent' / 'Maison à Gand', in the words of `t` (card.title, enum.Type.*). */
export function cardTitle(estate: Pick<EstateBrief, 'headTypeId' | 'address'>, locale: Locale, t: LocaleTranslate): string {
  const type = t(locale, ['enum', 'Type', headTypeCode(estate.headTypeId) ?? 'HOUSE']);
  return t(locale, 'card.title', { type, city: cityName(estate, locale) });
}

/**
 * The card of an estate: pure, so the list and the infinite scroll show the same.
 * `now` decides what is still "new" (the request's moment by default); `t` gives the words
 * (the site's translate).
 */
export function estateCard(
  estate: EstateSummary,
  locale: Locale,
  options: { linkToDetail: boolean; images: ImagePolicy; now?: number; cardAgent?: boolean },
  t: LocaleTranslate,
): EstateCard {
  const closed = soldOrRented(estate);
  const sticker = estate.sticker;
  // Sold or rented, else under option (the agency's sticker gives way to it), else the sticker.
  const label = closed
    ? { kind: closed, text: t(locale, `card.${closed}`), color: null, textColor: null }
    : estate.underOption
      ? { kind: 'option' as const, text: t(locale, 'card.underOption'), color: null, textColor: null }
      : sticker && localizedValue(sticker.name, locale)
        ? { kind: 'sticker' as const, text: localizedValue(sticker.name, locale), color: sticker.color, textColor: sticker.textColor }
        : null;
  const price = priceText(estate, locale, t);
  const facts: CardFact[] = [];
  if (estate.dimensions.areaGround) facts.push({ kind: 'ground', value: formatArea(estate.dimensions.areaGround), label: t(locale, 'card.areaGround') });
  if (estate.dimensions.areaBuild)
    facts.push({ kind: 'build', value: formatArea(estate.dimensions.areaBuild), label: t(locale, builtAreaLabelKey(estate.headTypeId)) });
  if (estate.bedrooms) facts.push({ kind: 'bedrooms', value: formatNumber(estate.bedrooms), label: t(locale, 'card.bedrooms') });
  const epc = epcBadge(estate.energy);
  return {
    id: estate.id,
    href: options.linkToDetail ? estatePath(estate, locale) : null,
    image: imageSource(estate.mainImage, 'card', options.images),
    title: cardTitle(estate, locale, t),
    label,
    price,
    facts,
    epc: epc ? { ...epc, name: t(locale, 'card.epcShort'), label: t(locale, 'card.epc', { label: epc.text }) } : null,
    flood: floodWarned(estate) ? { label: t(locale, 'detail.floodWarning') } : null,
    status: estate.status,
    isProject: estate.isProject,
    news: estateNews(estate, locale, options.now ?? Date.now(), t),
    openHouse: closed ? null : openHouseBadge(estate.openHomes, locale, new Date(options.now ?? Date.now()), t),
    ...(options.cardAgent && estate.salesRep
      ? {
          agent: {
            name: `${estate.salesRep.firstname} ${estate.salesRep.lastname}`.trim(),
            photo: imageSource(estate.salesRep.picture, 'thumbnail', options.images),
          },
        }
      : {}),
  };
}
