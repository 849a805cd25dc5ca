/**
 * Search on the map: the part of the map a visitor searches, as it travels in the
 * address. `bbox` is the visible rectangle ("search this area"), `polygon` a shape the visitor
 * drew. Pure: the server parses and applies them, the map island writes them.
 *
 * - bbox=west,south,east,north: degrees with at most 5 decimals (GeoJSON's order).
 * - polygon=…: the vertices in Google's encoded polyline format at 5 decimals (about 1 m), the
 *   compact form maps use in addresses; 3 to 50 vertices, the closing one left out.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Decimals kept in the address: 1e-5 degree is about a metre. */
export const AREA_DECIMALS = 5;
export const MIN_POLYGON_VERTICES = 3;
export const MAX_POLYGON_VERTICES = 50;
/** An encoded polygon of 50 vertices takes at most about 600 characters; longer is garbage. */
const MAX_ENCODED_LENGTH = 1_000;

const SCALE = 10 ** AREA_DECIMALS;
const round = (value: number) => Math.round(value * SCALE) / SCALE;

/** What is wrong with a bbox or polygon parameter, for a 400's message. */
export type AreaResult<T> = { ok: true; value: T } | { ok: false; error: string };

function inRange(point: LatLng): boolean {
  return Number.isFinite(point.lat) && Number.isFinite(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180;
}

/** 'west,south,east,north' with at most 5 decimals, e.g. '3.61234,50.98765,3.81234,51.12345'. */
export function formatBoundingBox(box: BoundingBox): string {
  return [box.west, box.south, box.east, box.north].map((value) => String(round(value))).join(',');
}

const DEGREES = /^-?\d{1,3}(\.\d{1,5})?$/;

/**
 * The bbox parameter: four numbers, west < east and south < north (a map of Belgium never
 * crosses the antimeridian, so a west past east is a mistake, not a wrap).
 * @example parseBoundingBox('3.6,50.9,3.8,51.1') // { ok: true, value: { west: 3.6, south: 50.9, east: 3.8, north: 51.1 } }
 */
export function parseBoundingBox(text: string): AreaResult<BoundingBox> {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => DEGREES.test(part))) {
    return { ok: false, error: 'bbox must be four numbers west,south,east,north with at most 5 decimals' };
  }
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if (!inRange({ lat: south, lng: west }) || !inRange({ lat: north, lng: east })) {
    return { ok: false, error: 'bbox must lie within latitude -90 to 90 and longitude -180 to 180' };
  }
  if (!(west < east && south < north)) return { ok: false, error: 'bbox must have west < east and south < north' };
  return { ok: true, value: { south, west, north, east } };
}

function encodeNumber(value: number): string {
  let rest = value < 0 ? ~(value << 1) : value << 1;
  let out = '';
  while (rest >= 0x20) {
    out += String.fromCharCode((0x20 | (rest & 0x1f)) + 63);
    rest >>>= 5;
  }
  return out + String.fromCharCode(rest + 63);
}

/**
 * The vertices in the encoded polyline format (precision 5), rounded to 5 decimals.
 * @example encodePolygon([{ lat: 38.5, lng: -120.2 }, { lat: 40.7, lng: -120.95 }]) // '_p~iF~ps|U_ulLnnqC'
 */
export function encodePolygon(points: readonly LatLng[]): string {
  let lastLat = 0;
  let lastLng = 0;
  let out = '';
  for (const point of points) {
    const lat = Math.round(point.lat * SCALE);
    const lng = Math.round(point.lng * SCALE);
    out += encodeNumber(lat - lastLat) + encodeNumber(lng - lastLng);
    lastLat = lat;
    lastLng = lng;
  }
  return out;
}

/** The points of an encoded polyline, or null when the text is not one. */
export function decodePolyline(text: string): LatLng[] | null {
  const values: number[] = [];
  let index = 0;
  while (index < text.length) {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (index >= text.length || shift > 30) return null;
      byte = text.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 63) return null;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    values.push(result & 1 ? ~(result >> 1) : result >> 1);
  }
  if (values.length % 2 !== 0) return null;
  const points: LatLng[] = [];
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < values.length; i += 2) {
    lat += values[i]!;
    lng += values[i + 1]!;
    points.push({ lat: lat / SCALE, lng: lng / SCALE });
  }
  return points;
}

/** Twice the signed area (shoelace, relative to the first vertex to keep rounding small). */
function doubleArea(points: readonly LatLng[]): number {
  const origin = points[0]!;
  let sum = 0;
  points.forEach((point, i) => {
    const next = points[(i + 1) % points.length]!;
    sum += (point.lng - origin.lng) * (next.lat - origin.lat) - (next.lng - origin.lng) * (point.lat - origin.lat);
  });
  return sum;
}

/** Below this (degrees squared, doubled) a shape has no inside: a 1e-5 degree triangle is 1e-10. */
const NO_AREA = 1e-11;

/**
 * The vertices of a drawn shape, cleaned and checked: repeated vertices in a row and a closing
 * vertex equal to the first are dropped; then 3 to 50 vertices in range with an inside (not
 * all on one line) are a polygon.
 */
export function checkPolygon(points: readonly LatLng[]): AreaResult<LatLng[]> {
  if (!points.every(inRange)) return { ok: false, error: 'polygon vertices must lie within latitude -90 to 90 and longitude -180 to 180' };
  const vertices = points.filter((point, i) => i === 0 || point.lat !== points[i - 1]!.lat || point.lng !== points[i - 1]!.lng);
  while (vertices.length > 1 && vertices[0]!.lat === vertices.at(-1)!.lat && vertices[0]!.lng === vertices.at(-1)!.lng) vertices.pop();
  if (vertices.length < MIN_POLYGON_VERTICES) return { ok: false, error: `polygon needs at least ${MIN_POLYGON_VERTICES} different vertices` };
  if (vertices.length > MAX_POLYGON_VERTICES) return { ok: false, error: `polygon may have at most ${MAX_POLYGON_VERTICES} vertices` };
  if (Math.abs(doubleArea(vertices)) < NO_AREA) return { ok: false, error: 'polygon has no inside (its vertices lie on one line)' };
  return { ok: true, value: vertices };
}

/** The polygon parameter: an encoded polyline of 3 to 50 vertices enclosing an area. */
export function parsePolygon(text: string): AreaResult<LatLng[]> {
  if (text.length === 0 || text.length > MAX_ENCODED_LENGTH) return { ok: false, error: 'polygon must be an encoded polyline of at most 50 vertices' };
  const points = decodePolyline(text);
  if (!points) return { ok: false, error: 'polygon is not an encoded polyline (precision 5)' };
  return checkPolygon(points);
}

/** The smallest box around the vertices (the SQL prefilter of a polygon search). */
export function polygonBounds(points: readonly LatLng[]): BoundingBox {
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) };
}

/** Whether a point lies in a box, its edges included. */
export function inBoundingBox(point: LatLng, box: BoundingBox): boolean {
  return point.lat >= box.south && point.lat <= box.north && point.lng >= box.west && point.lng <= box.east;
}

/**
 * Rounding error allowed when a point is tested against an edge. Between points of the
 * address's 1e-5 degree grid a cross product is 0 or at least 1e-10; float error is ~1e-14.
 */
const ON_EDGE = 1e-12;

function onSegment(point: LatLng, a: LatLng, b: LatLng): boolean {
  const cross = (b.lng - a.lng) * (point.lat - a.lat) - (b.lat - a.lat) * (point.lng - a.lng);
  if (Math.abs(cross) > ON_EDGE) return false;
  return (
    point.lng >= Math.min(a.lng, b.lng) - ON_EDGE &&
    point.lng <= Math.max(a.lng, b.lng) + ON_EDGE &&
    point.lat >= Math.min(a.lat, b.lat) - ON_EDGE &&
    point.lat <= Math.max(a.lat, b.lat) + ON_EDGE
  );
}

/**
 * Whether a point lies in a polygon (even-odd rule, so a shape that crosses itself keeps the
 * parts a pencil would shade); a point on an edge or a vertex is inside. Plane geometry on
 * degrees: at the size of a drawn neighbourhood the difference with the sphere is centimetres.
 * @example pointInPolygon({ lat: 1, lng: 1 }, [{ lat: 0, lng: 0 }, { lat: 0, lng: 2 }, { lat: 2, lng: 2 }]) // true (on the diagonal)
 */
export function pointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (onSegment(point, a, b)) return true;
    if (a.lat > point.lat !== b.lat > point.lat) {
      const crossingLng = a.lng + ((point.lat - a.lat) * (b.lng - a.lng)) / (b.lat - a.lat);
      if (point.lng < crossingLng) inside = !inside;
    }
  }
  return inside;
}

/** The map area of a search: a box, a drawn polygon, or both (then both apply). */
export interface MapArea {
  bbox?: BoundingBox;
  polygon?: LatLng[];
}

/**
 * The bbox and polygon parameters of an address. Absent ones are no filter; a malformed one
 * is left out and named in `errors` (an ajax call answers 400 with it, a page says it ignored it).
 */
export function readMapArea(params: URLSearchParams): { area: MapArea; errors: string[] } {
  const area: MapArea = {};
  const errors: string[] = [];
  const bbox = params.get('bbox')?.trim();
  if (bbox) {
    const parsed = parseBoundingBox(bbox);
    if (parsed.ok) area.bbox = parsed.value;
    else errors.push(parsed.error);
  }
  const polygon = params.get('polygon')?.trim();
  if (polygon) {
    const parsed = parsePolygon(polygon);
    if (parsed.ok) area.polygon = parsed.value;
    else errors.push(parsed.error);
  }
  return { area, errors };
}
