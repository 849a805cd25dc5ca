import type { StatusCode } from '../../shared/contract/enums';

/**
 * Map pins: Leaflet divIcon markup drawn with inline SVG, coloured by status through the
 * `estate-map__pin--*` classes in client/styles/map.css. No image files, so Leaflet's default
 * PNG icons are never requested. Pure string building: safe to import anywhere.
 */

/** The colour group of a pin: for sale, to rent, sold or rented (closed), anything else. */
export type PinTone = 'sale' | 'rent' | 'closed' | 'other';

export function pinTone(status: StatusCode): PinTone {
  switch (status) {
    case 'FOR_SALE':
      return 'sale';
    case 'TO_RENT':
      return 'rent';
    case 'SOLD':
    case 'RENTED':
    case 'TAKEN_OVER':
      return 'closed';
    default:
      return 'other';
  }
}

export interface PinShape {
  className: string;
  html: string;
  size: [number, number];
  /** The tip of the pin, relative to the icon's top-left corner. */
  anchor: [number, number];
  /** Where popups open, relative to the anchor. */
  popupAnchor: [number, number];
}

const OUTLINE = 'M14 1.5C7.1 1.5 1.5 7 1.5 13.9c0 9.3 11.1 22.6 12.1 23.8a.5.5 0 0 0 .8 0c1-1.2 12.1-14.5 12.1-23.8C26.5 7 20.9 1.5 14 1.5z';
/** A single estate: a dot. */
const DOT = '<circle cx="14" cy="14" r="5" fill="#fff"/>';
/** A project: a small building with windows, so projects read differently without colour. */
const BUILDING =
  '<path d="M8 21V8.5a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1V21z" fill="#fff"/>' +
  '<path d="M10.5 10h2v2h-2zm5 0h2v2h-2zm-5 4h2v2h-2zm5 0h2v2h-2zM12.5 18h3v3h-3z" fill="currentColor"/>';

export function pinShape(status: StatusCode, isProject: boolean): PinShape {
  const tone = pinTone(status);
  const [width, height] = isProject ? [34, 48] : [28, 40];
  const html =
    `<svg class="estate-map__pin-svg" viewBox="0 0 28 40" width="${width}" height="${height}" aria-hidden="true" focusable="false">` +
    `<path d="${OUTLINE}" fill="currentColor" stroke="#fff" stroke-width="1.5"/>` +
    (isProject ? BUILDING : DOT) +
    '</svg>';
  return {
    className: `estate-map__pin estate-map__pin--${tone}${isProject ? ' estate-map__pin--project' : ''}`,
    html,
    size: [width, height],
    anchor: [width / 2, height - 1],
    popupAnchor: [0, -(height - 6)],
  };
}
