import type { Estate, StatusCode } from '../types/estate';
import type { EstateCard } from './estate-card';
import { headTypeCode, subTypeById } from './property-types';
import { TRANSACTION_IDS } from './transactions';
import { isHiddenStatus } from './visibility';

/** One pin of the listing's map view (SPEC §2 "map marker", §4 "Visibility"). */
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
  /** What the popup shows, already localized (from the estate's card). */
  title: string;
  price: string;
  href: string | null;
  image: string | null;
}

/** What of an estate a marker reads: a card's summary of it (estate-card.ts) is enough. */
export type MarkerSource = Pick<Estate, 'id' | 'address' | 'subType' | 'headTypeId' | 'status' | 'isProject'>;

function isStatusCode(value: unknown): value is StatusCode {
  return typeof value === 'string' && Object.hasOwn(TRANSACTION_IDS, value);
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
 * The marker of one estate, or null when it cannot or may not be shown (SPEC §2): it needs a
 * geoLocation, a known type (subtype; the head type falls back to the subtype's) and a status.
 * No marker either when the agency hides the address (a pin would reveal it).
 * The hiddenStatus setting is applied by {@link mapMarkers}.
 */
export function mapMarker(estate: MarkerSource, card: EstateCard): MapMarker | null {
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
    title: card.title,
    price: card.price,
    href: card.href,
    image: card.image?.src ?? null,
  };
}

/**
 * The markers of a list of estates: `cards[i]` is the card of `estates[i]`. Estates whose status
 * id is in hiddenStatus get no marker (SPEC §4; an empty or missing list hides nothing), nor do
 * estates without a matching card (a mismatched list is skipped rather than mislabelled).
 */
export function mapMarkers(estates: readonly MarkerSource[], cards: readonly EstateCard[], hiddenStatus: readonly number[] | null | undefined): MapMarker[] {
  const markers: MapMarker[] = [];
  estates.forEach((estate, index) => {
    const card = cards[index];
    if (!card || card.id !== estate.id) return;
    if (isStatusCode(estate.status) && isHiddenStatus(estate.status, hiddenStatus)) return;
    const marker = mapMarker(estate, card);
    if (marker) markers.push(marker);
  });
  return markers;
}
