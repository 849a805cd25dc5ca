// The map view of the property listing (map markers). The listing island loads this
// module with import() only when the visitor switches to the map, so Leaflet is never part of
// the initial JS. Note: Leaflet touches `window`/`document` when it is imported; that is fine
// because this module only ever loads in the browser. Everything else here touches the DOM only
// inside effects or Leaflet callbacks.
// Leaflet's CSS is not imported from JS: the app stylesheet includes leaflet/dist/leaflet.css
// and client/styles/map.css.
import * as L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { MapMarker } from '../../shared/domain/map-markers';
import { type AreaSearch, areaBounds, areaLayer, AreaTools } from './area-tools';
import { pinShape } from './pins';
import { popupContent, type PopupLabels } from './popup';
import type { StatusCode } from '../../shared/contract/enums';

export interface EstateMapProps {
  markers: MapMarker[];
  /** Tile URL template like https://tile.example/{z}/{x}/{y}.png; null = no tile layer at all (no requests). */
  tileUrl: string | null;
  tileAttribution: string | null;
  labels: { map: string; details: string; noMarkers: string; statuses: Record<StatusCode, string> };
  /** height of the map in px */
  height?: number;
  /** Search on the map (the listing's map): its buttons, and the area searched now. */
  area?: AreaSearch;
}

/** Belgium, when there is nothing to show. */
export const BELGIUM_CENTER: L.LatLngTuple = [50.6, 4.5];
export const BELGIUM_ZOOM = 8;
/** fitBounds never zooms in closer than this (one marker would otherwise fill the screen). */
export const FIT_MAX_ZOOM = 15;
const FIT_PADDING: L.PointTuple = [32, 32];
const DEFAULT_HEIGHT = 420;

/** Placeholders Leaflet's TileLayer fills in; any other `{name}` would throw when a tile loads. */
const TILE_PLACEHOLDERS = new Set(['s', 'z', 'x', 'y', 'r', '-y']);

/** The template when Leaflet can use it safely, else null (then the map shows no tiles). */
export function usableTileUrl(tileUrl: string | null): string | null {
  const url = tileUrl?.trim();
  if (!url) return null;
  if (!/^(https?:)?\/\//i.test(url) && !url.startsWith('/')) return null;
  for (const [, name] of url.matchAll(/\{([^}]*)\}/g)) if (!TILE_PLACEHOLDERS.has(name ?? '')) return null;
  return url;
}

/** Attribution as plain text: Leaflet inserts it as HTML, so it is escaped here. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function fitTo(map: L.Map, markers: readonly MapMarker[], area: L.LatLngBounds | null = null): void {
  if (area) {
    map.fitBounds(area, { animate: false });
    return;
  }
  if (!markers.length) {
    map.setView(BELGIUM_CENTER, BELGIUM_ZOOM, { animate: false });
    return;
  }
  const bounds = L.latLngBounds(markers.map((marker): L.LatLngTuple => [marker.lat, marker.lng]));
  map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
}

function hasSize(map: L.Map): boolean {
  const size = map.getSize();
  return size.x > 0 && size.y > 0;
}

function leafletMarker(marker: MapMarker, labels: () => PopupLabels): L.Marker {
  const shape = pinShape(marker.status, marker.isProject);
  const icon = L.divIcon({
    className: shape.className,
    html: shape.html,
    iconSize: shape.size,
    iconAnchor: shape.anchor,
    popupAnchor: shape.popupAnchor,
  });
  const status = labels().statuses[marker.status];
  // e.g. 'Huis in Gent, Te koop, € 450.000'; a sold estate's price is the status word: once.
  const name = [...new Set([marker.title, status, marker.price].filter(Boolean))].join(', ');
  const pin = L.marker([marker.lat, marker.lng], {
    icon,
    keyboard: true,
    title: marker.title,
    alt: marker.title,
    riseOnHover: true,
    zIndexOffset: marker.isProject ? 100 : 0,
  });
  pin.on('add', () => {
    // `alt` only applies to <img> icons: give the focusable div its accessible name.
    const element = pin.getElement();
    element?.setAttribute('data-estate-id', String(marker.id));
    element?.setAttribute('aria-label', name);
    element?.setAttribute('aria-expanded', 'false');
  });
  pin.bindPopup(() => popupContent(marker, labels()), {
    maxWidth: 260,
    minWidth: 200,
    autoPanPadding: [16, 16],
    className: 'estate-map__popup-wrapper',
  });
  // Leaflet opens popups on click and Enter; a role="button" also answers to Space.
  pin.on('keydown', (event: L.LeafletKeyboardEvent) => {
    const key = event.originalEvent.key;
    if (key === ' ' || key === 'Spacebar') {
      event.originalEvent.preventDefault();
      pin.openPopup();
    }
  });
  pin.on('popupopen', (event: L.PopupEvent) => {
    const element = pin.getElement();
    element?.setAttribute('aria-expanded', 'true');
    // Opened from the keyboard: move focus into the popup so its link is reachable.
    if (element && element.ownerDocument.activeElement === element) {
      const target = event.popup.getElement()?.querySelector<HTMLElement>('.estate-map__popup-link, .leaflet-popup-close-button');
      target?.focus({ preventScroll: true });
    }
  });
  pin.on('popupclose', (event: L.PopupEvent) => {
    const element = pin.getElement();
    element?.setAttribute('aria-expanded', 'false');
    if (!element) return;
    // Focus was inside the closing popup (or fell to <body> when it was removed): give it back
    // to the pin instead of losing it.
    const active = element.ownerDocument.activeElement;
    const popup = event.popup.getElement();
    if (!active || active === element.ownerDocument.body || popup?.contains(active)) element.focus({ preventScroll: true });
  });
  return pin;
}

/** The listing's map: one pin per marker, a popup each, fitted to the markers. */
export default function EstateMap({ markers, tileUrl, tileAttribution, labels, height = DEFAULT_HEIGHT, area }: EstateMapProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const [mapInstance, setMapInstance] = useState<L.Map | null>(null);
  /** The area the visitor set on this map: the view stays where it is for its results. */
  const ownAreaRef = useRef('');
  const areaKey = area ? JSON.stringify([area.bbox ?? null, area.polygon ?? null]) : '';
  const areaRef = useRef(area);
  areaRef.current = area;
  /** Where the view goes when the results change: the area from the address, else the markers. */
  const fitView = (map: L.Map) => {
    const current = areaRef.current;
    fitTo(map, markersRef.current, current ? areaBounds(current) : null);
  };
  const layerRef = useRef<L.LayerGroup | null>(null);
  const markersRef = useRef(markers);
  markersRef.current = markers;
  const labelsRef = useRef<PopupLabels>(labels);
  labelsRef.current = labels;
  /** A fit that could not happen yet because the container had no size. */
  const pendingFitRef = useRef(false);

  // Create the map once; destroy it on unmount. React never renders inside the canvas div.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const map = L.map(canvas, {
      center: BELGIUM_CENTER,
      zoom: BELGIUM_ZOOM,
      keyboard: true,
      zoomAnimation: !reducedMotion,
      fadeAnimation: !reducedMotion,
      markerZoomAnimation: !reducedMotion,
    });
    const layer = L.layerGroup().addTo(map);
    mapRef.current = map;
    setMapInstance(map);
    // Leaflet closes popups on Escape only while the map container itself has focus: also do it
    // while focus is inside a popup (its link or close button).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Element) || !event.target.closest('.leaflet-popup')) return;
      event.preventDefault();
      map.closePopup();
    };
    canvas.addEventListener('keydown', onKeyDown);
    layerRef.current = layer;

    let observer: ResizeObserver | null = null;
    if (typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(() => {
        map.invalidateSize({ pan: false });
        if (pendingFitRef.current && hasSize(map)) {
          pendingFitRef.current = false;
          fitView(map);
        }
      });
      observer.observe(canvas);
    }
    return () => {
      observer?.disconnect();
      canvas.removeEventListener('keydown', onKeyDown);
      mapRef.current = null;
      layerRef.current = null;
      setMapInstance(null);
      map.remove();
    };
  }, []);

  // The tile layer, only when there is a usable URL template: otherwise no tile requests at all.
  const tiles = usableTileUrl(tileUrl);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tiles) return;
    const layer = L.tileLayer(tiles, {
      attribution: tileAttribution ? escapeHtml(tileAttribution) : undefined,
      maxZoom: 19,
    });
    // A tile that fails to load stays blank (the container's light background shows through).
    layer.on('tileerror', () => undefined);
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [tiles, tileAttribution]);

  // Re-add the pins and refit when the markers (or the words they carry) really change:
  // a new array with the same content must not reset the visitor's pan and zoom.
  const markersKey = JSON.stringify([markers, labels.statuses]);
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    map.closePopup();
    layer.clearLayers();
    const current = markersRef.current;
    for (const marker of current) layer.addLayer(leafletMarker(marker, () => labelsRef.current));
    if (areaKey && areaKey === ownAreaRef.current) return;
    if (hasSize(map)) {
      pendingFitRef.current = false;
      fitView(map);
    } else {
      pendingFitRef.current = true;
    }
  }, [markersKey, areaKey]);

  // The searched area's outline.
  useEffect(() => {
    const map = mapRef.current;
    const outline = areaRef.current ? areaLayer(areaRef.current) : null;
    if (!map || !outline) return;
    outline.addTo(map);
    return () => {
      outline.remove();
    };
  }, [areaKey, mapInstance]);

  // What the visitor does on this map is remembered, so its results do not move the view.
  const tools: AreaSearch | null = area
    ? {
        ...area,
        onSearchArea: (box) => {
          ownAreaRef.current = JSON.stringify([box, null]);
          area.onSearchArea(box);
        },
        onDrawnArea: (polygon) => {
          ownAreaRef.current = JSON.stringify([null, polygon]);
          area.onDrawnArea(polygon);
        },
      }
    : null;

  return (
    <div className={`estate-map${tiles ? '' : ' estate-map--plain'}`} role="region" aria-label={labels.map}>
      {tools ? <AreaTools map={mapInstance} area={tools} /> : null}
      <div ref={canvasRef} className="estate-map__canvas" style={{ height: `${height}px` }} />
      {tiles ? null : <p className="estate-map__note">{labels.map}</p>}
      <p className="estate-map__empty" aria-live="polite">
        {markers.length === 0 ? labels.noMarkers : ''}
      </p>
    </div>
  );
}
