// Search on the map: "search this area" takes the visible box; "draw an area" lets
// the visitor put the corners of a shape by clicking or tapping the map, or, from the keyboard,
// by moving the map with the arrow keys and adding its centre (marked by a crosshair). A small
// drawing mode of our own: leaflet-draw is unmaintained and far larger than these few clicks.
import * as L from 'leaflet';
import { useEffect, useState } from 'react';
import {
  type BoundingBox,
  checkPolygon,
  decodePolyline,
  encodePolygon,
  formatBoundingBox,
  type LatLng,
  MAX_POLYGON_VERTICES,
  parseBoundingBox,
} from '../../shared/domain/map-area';
import { type CountText, countText } from '../../shared/i18n/plural';

export interface AreaSearchLabels {
  searchArea: string;
  drawArea: string;
  addCorner: string;
  finishArea: string;
  cancelDrawing: string;
  clearArea: string;
  drawHint: string;
  /** '{{count}} corners drawn' */
  drawCount: CountText;
  areaActive: string;
}

export interface AreaSearch {
  /** The area the search has now (from the address). */
  bbox?: BoundingBox;
  polygon?: readonly LatLng[];
  onSearchArea(box: BoundingBox): void;
  onDrawnArea(polygon: LatLng[]): void;
  onClearArea(): void;
  labels: AreaSearchLabels;
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/** The map's visible box, inside the world's coordinates, as the address will give it back (5 decimals). */
export function visibleBox(map: L.Map): BoundingBox | null {
  const bounds = map.getBounds();
  const box = {
    south: clamp(bounds.getSouth(), 90),
    west: clamp(bounds.getWest(), 180),
    north: clamp(bounds.getNorth(), 90),
    east: clamp(bounds.getEast(), 180),
  };
  const parsed = parseBoundingBox(formatBoundingBox(box));
  return parsed.ok ? parsed.value : null;
}

/** The area's outline on the map: the drawn shape, or the box that was searched. */
export function areaLayer(area: Pick<AreaSearch, 'bbox' | 'polygon'>): L.Layer | null {
  const style: L.PathOptions = { color: '#1d4e89', weight: 2, fillOpacity: 0.06, interactive: false };
  if (area.polygon)
    return L.polygon(
      area.polygon.map((point): L.LatLngTuple => [point.lat, point.lng]),
      style,
    );
  if (area.bbox) {
    return L.rectangle(
      [
        [area.bbox.south, area.bbox.west],
        [area.bbox.north, area.bbox.east],
      ],
      { ...style, dashArray: '6 6', fillOpacity: 0 },
    );
  }
  return null;
}

/** The area's bounds, to show it when the map opens on an address that has one. */
export function areaBounds(area: Pick<AreaSearch, 'bbox' | 'polygon'>): L.LatLngBounds | null {
  if (area.polygon) return L.latLngBounds(area.polygon.map((point): L.LatLngTuple => [point.lat, point.lng]));
  if (area.bbox) return L.latLngBounds([area.bbox.south, area.bbox.west], [area.bbox.north, area.bbox.east]);
  return null;
}

/** The buttons above the map and the drawing mode they start. */
export function AreaTools({ map, area }: { map: L.Map | null; area: AreaSearch }) {
  const { labels } = area;
  const [drawing, setDrawing] = useState(false);
  const [corners, setCorners] = useState<LatLng[]>([]);
  const addCorner = (point: L.LatLng) =>
    setCorners((current) => (current.length >= MAX_POLYGON_VERTICES ? current : [...current, { lat: point.lat, lng: point.lng }]));

  // While drawing: a click or tap on the map adds a corner, and double clicks do not zoom.
  useEffect(() => {
    if (!map || !drawing) return;
    const onClick = (event: L.LeafletMouseEvent) => addCorner(event.latlng);
    map.closePopup();
    map.on('click', onClick);
    map.doubleClickZoom.disable();
    map.getContainer().classList.add('estate-map__canvas--drawing');
    return () => {
      map.off('click', onClick);
      map.doubleClickZoom.enable();
      map.getContainer().classList.remove('estate-map__canvas--drawing');
    };
  }, [map, drawing]);

  // The shape so far: its corners and outline.
  useEffect(() => {
    if (!map || !drawing) return;
    const group = L.layerGroup().addTo(map);
    const latLngs = corners.map((point): L.LatLngTuple => [point.lat, point.lng]);
    if (latLngs.length >= 2) L.polygon(latLngs, { color: '#b45309', weight: 2, dashArray: '4 4', fillOpacity: 0.08, interactive: false }).addTo(group);
    for (const corner of latLngs)
      L.circleMarker(corner, { radius: 5, color: '#b45309', fillColor: '#fff', fillOpacity: 1, weight: 2, interactive: false }).addTo(group);
    return () => {
      group.remove();
    };
  }, [map, drawing, corners]);

  const stop = () => {
    setDrawing(false);
    setCorners([]);
  };
  // Checked as the address will give it back (5 decimals), so what is searched is what was drawn.
  const polygon = checkPolygon(decodePolyline(encodePolygon(corners)) ?? []);
  const hasArea = Boolean(area.bbox || area.polygon);

  if (drawing) {
    return (
      <div className="estate-map__tools" role="group" aria-label={labels.drawArea}>
        <p className="estate-map__hint">{labels.drawHint}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => map && addCorner(map.getCenter())}
          disabled={corners.length >= MAX_POLYGON_VERTICES}
        >
          {labels.addCorner}
        </button>
        <button
          type="button"
          className="button"
          disabled={!polygon.ok}
          onClick={() => {
            if (!polygon.ok) return;
            area.onDrawnArea(polygon.value);
            stop();
          }}
        >
          {labels.finishArea}
        </button>
        <button type="button" className="button button--ghost" onClick={stop}>
          {labels.cancelDrawing}
        </button>
        <p className="estate-map__count" role="status">
          {countText(labels.drawCount, corners.length)}
        </p>
      </div>
    );
  }
  return (
    <div className="estate-map__tools">
      <button
        type="button"
        className="button"
        disabled={!map}
        onClick={() => {
          const box = map && visibleBox(map);
          if (box) area.onSearchArea(box);
        }}
      >
        {labels.searchArea}
      </button>
      <button type="button" className="button button--ghost" disabled={!map} onClick={() => setDrawing(true)}>
        {labels.drawArea}
      </button>
      {hasArea ? (
        <button type="button" className="button button--ghost" onClick={area.onClearArea}>
          {labels.clearArea}
        </button>
      ) : null}
      {hasArea ? <p className="estate-map__count">{labels.areaActive}</p> : null}
    </div>
  );
}
