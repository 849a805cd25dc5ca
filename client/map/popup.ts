import type { MapMarker } from '../../shared/domain/map-markers';
import type { StatusCode } from '../../shared/contract/enums';

/**
 * The popup of one marker, built as DOM nodes with textContent (never innerHTML), so titles and
 * prices from the platform cannot inject markup. Only called by Leaflet when a popup opens,
 * i.e. in the browser.
 */

export interface PopupLabels {
  details: string;
  statuses: Record<StatusCode, string>;
}

/** Relative links and http(s) only: never `javascript:` or other schemes. */
export function safeHref(href: string | null): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  if (!trimmed) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^https?:/i.test(trimmed)) return null;
  return trimmed;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The image has fixed width/height attributes (CSS keeps a 3:2 box), so its space is reserved
 * before it loads and the popup never needs re-measuring (Leaflet's popup.update() would rebuild
 * the content and drop focus). A broken image is simply removed: Leaflet anchors popups by
 * their bottom edge, so the popup shrinks in place.
 */
export function popupContent(marker: MapMarker, labels: PopupLabels): HTMLElement {
  const root = element('div', 'estate-map__popup');
  if (marker.image) {
    const image = element('img', 'estate-map__popup-image');
    image.alt = '';
    image.decoding = 'async';
    image.width = 240;
    image.height = 160;
    image.addEventListener('error', () => image.remove(), { once: true });
    image.src = marker.image;
    root.appendChild(image);
  }
  root.appendChild(element('p', 'estate-map__popup-title', marker.title));
  const status = labels.statuses[marker.status];
  // A sold/rented estate's price already is the status word: show it once.
  if (status && status !== marker.price) root.appendChild(element('p', 'estate-map__popup-status', status));
  if (marker.price) root.appendChild(element('p', 'estate-map__popup-price', marker.price));
  const href = safeHref(marker.href);
  if (href) {
    const link = element('a', 'estate-map__popup-link', labels.details);
    link.href = href;
    // Several popups share the same link text: the title makes each link's name unique.
    link.appendChild(element('span', 'estate-map__sr-only', `: ${marker.title}`));
    root.appendChild(link);
  }
  return root;
}
