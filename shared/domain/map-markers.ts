import { translate } from '../i18n';
import type { Locale } from '../i18n/locales';
import type { EstateBrief } from '../types/estate';
import { cardTitle } from './estate-card';
import { estatePath } from './estate-links';
import { type ImagePolicy, imageSource } from './images';
import { priceText } from './price';
import { headTypeCode, subTypeById } from './property-types';
import { isHiddenStatus } from './visibility';
import { MAIN_TRANSACTION_IDS, type StatusCode } from '../contract/enums';

/** One pin of the listing's map view (the visibility rules apply). */
export interface MapMarker {
  id: number;
  /** subtype code, e.g. 'VILLA' */
  type: string;
  /** head type code, e.g. 'HOUSE' */
  headType: string;
  status: StatusCode;
  isProject: boolean;
  lat: number;
  lng: number;
  /** What the popup shows, already localized, as the estate's card shows it. */
  title: string;
  price: string;
  /** The detail address; null when the site does not link to details. */
  href: string | null;
  /** The main picture: its file in a site-independent marker, its card-size address once the site's policy is applied. */
  image: string | null;
}

/** What of an estate a marker reads: its brief (the light call estate-markers answers it). */
export type MarkerSource = Omit<EstateBrief, 'parentId' | 'publicationDate'>;

function isStatusCode(value: unknown): value is StatusCode {
  return typeof value === 'string' && Object.hasOwn(MAIN_TRANSACTION_IDS, value);
}

/**
 * The estate's coordinates, or null when it has none usable: missing, not finite, out of range,
 * or the (0, 0) placeholder some feeds send for "unknown" (never a Belgian address).
 */
function coordinates(estate: MarkerSource): { lat: number; lng: number } | null {
  const geo = estate.address?.geo;
  if (!geo) return null;
  const { lat, lon } = geo;
  if (typeof lat !== 'number' || typeof lon !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  if (lat === 0 && lon === 0) return null;
  return { lat, lng: lon };
}

/**
 * The marker of one estate in one language, or null when it cannot or may not be shown: it
 * needs a geoLocation, a known type (subtype; the head type falls back to the
 * subtype's) and a status. No marker either when the agency hides the address (a pin would
 * reveal it). It holds the detail address and the picture's file whatever the site's
 * settings: {@link siteMarker} applies those. The hiddenStatus setting is applied by
 * {@link mapMarkers}.
 */
export function mapMarker(estate: MarkerSource, locale: Locale): MapMarker | null {
  if (estate.address?.visible === false) return null;
  const position = coordinates(estate);
  if (!position) return null;
  const subType = subTypeById(estate.subType?.id);
  if (!subType) return null;
  const headType = headTypeCode(estate.headTypeId) ?? subType.headType;
  if (!isStatusCode(estate.status)) return null;
  return {
    id: estate.id,
    type: subType.code,
    headType,
    status: estate.status,
    isProject: Boolean(estate.isProject),
    lat: position.lat,
    lng: position.lng,
    title: cardTitle(estate, locale, translate),
    price: priceText(estate, locale, translate),
    href: estatePath(estate, locale),
    image: estate.mainImage,
  };
}

/**
 * The markers of a list of estates in one language. Estates whose status id is in
 * hiddenStatus get no marker (an empty or missing list hides nothing).
 */
export function mapMarkers(estates: readonly MarkerSource[], locale: Locale, hiddenStatus: readonly number[] | null | undefined): MapMarker[] {
  const markers: MapMarker[] = [];
  for (const estate of estates) {
    if (isStatusCode(estate.status) && isHiddenStatus(estate.status, hiddenStatus)) continue;
    const marker = mapMarker(estate, locale);
    if (marker) markers.push(marker);
  }
  return markers;
}

/** A marker as one site shows it: a link only when it links cards to details, the picture at card size from an allowed origin. */
export function siteMarker(marker: MapMarker, options: { linkToDetail: boolean; images: ImagePolicy }): MapMarker {
  return { ...marker, href: options.linkToDetail ? marker.href : null, image: imageSource(marker.image, 'card', options.images)?.src ?? null };
}
