import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPolygon,
  decodePolyline,
  encodePolygon,
  formatBoundingBox,
  inBoundingBox,
  type LatLng,
  MAX_POLYGON_VERTICES,
  parseBoundingBox,
  parsePolygon,
  pointInPolygon,
  polygonBounds,
  readMapArea,
} from '../../../../shared/domain/map-area';
import { parseSearchParams, toSearchParams } from '../../../../shared/domain/search-params';
import { buildSearchBody } from '../../../../shared/domain/listing-search';
import { searchBodySchema } from '../../../../worker/platform/search/schema';
import { buildSearchSql } from '../../../../worker/platform/search/to-sql';

// Search on the map: the visible box and a drawn shape as address parameters,
// and the containment rule the platform applies after its bounding-box prefilter.

const p = (lat: number, lng: number): LatLng => ({ lat, lng });
const SQUARE = [p(0, 0), p(0, 2), p(2, 2), p(2, 0)];
/** A U shape (concave): the notch between lng 1 and 2 from lat 1 up is outside. */
const U_SHAPE = [p(0, 0), p(0, 3), p(3, 3), p(3, 2), p(1, 2), p(1, 1), p(3, 1), p(3, 0)];

describe('point in polygon', () => {
  it('finds points inside and outside a square', () => {
    expect(pointInPolygon(p(1, 1), SQUARE)).toBe(true);
    expect(pointInPolygon(p(3, 1), SQUARE)).toBe(false);
    expect(pointInPolygon(p(-0.00001, 1), SQUARE)).toBe(false);
  });

  it('counts a point on an edge or on a vertex as inside', () => {
    expect(pointInPolygon(p(0, 1), SQUARE)).toBe(true);
    expect(pointInPolygon(p(1, 2), SQUARE)).toBe(true);
    expect(pointInPolygon(p(2, 2), SQUARE)).toBe(true);
    expect(pointInPolygon(p(0, 0), SQUARE)).toBe(true);
    // On the slanted edge of a triangle, at 5-decimal coordinates.
    const triangle = [p(50.1, 3.1), p(50.1, 3.3), p(50.3, 3.3)];
    expect(pointInPolygon(p(50.2, 3.2), triangle)).toBe(true);
    expect(pointInPolygon(p(50.20001, 3.2), triangle)).toBe(false);
  });

  it('leaves the notch of a concave shape out', () => {
    expect(pointInPolygon(p(2, 1.5), U_SHAPE)).toBe(false);
    expect(pointInPolygon(p(2, 0.5), U_SHAPE)).toBe(true);
    expect(pointInPolygon(p(2, 2.5), U_SHAPE)).toBe(true);
    expect(pointInPolygon(p(0.5, 1.5), U_SHAPE)).toBe(true);
    // A ray through the notch's corners must not flip the answer.
    expect(pointInPolygon(p(1, 0.5), U_SHAPE)).toBe(true);
    expect(pointInPolygon(p(3, 1.5), U_SHAPE)).toBe(false);
  });

  it('agrees with an exact side-of-edge test for any triangle and point on the 5-decimal grid (property)', () => {
    // Integers in units of 1e-5 degree: the reference's cross products are exact.
    const unit = fc.integer({ min: 0, max: 3000 });
    const vertex = fc.tuple(unit, unit);
    const cross = (a: number[], b: number[], c: number[]) => (b[1]! - a[1]!) * (c[0]! - a[0]!) - (b[0]! - a[0]!) * (c[1]! - a[1]!);
    const degrees = ([lat, lng]: number[]) => p(50 + lat! / 1e5, 3 + lng! / 1e5);
    fc.assert(
      fc.property(vertex, vertex, vertex, vertex, (a, b, c, point) => {
        fc.pre(cross(a, b, c) !== 0);
        const sides = [cross(a, b, point), cross(b, c, point), cross(c, a, point)];
        const inside = sides.every((side) => side >= 0) || sides.every((side) => side <= 0);
        expect(pointInPolygon(degrees(point), [a, b, c].map(degrees))).toBe(inside);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same answer whether or not the ring repeats its first vertex', () => {
    const closed = [...U_SHAPE, U_SHAPE[0]!];
    for (const point of [p(2, 1.5), p(2, 0.5), p(1, 1.5), p(0, 0), p(4, 4)]) {
      expect(pointInPolygon(point, closed)).toBe(pointInPolygon(point, U_SHAPE));
    }
  });

  it('agrees with the box for any point when the polygon is that box (property)', () => {
    const box = { south: 50.9, west: 3.6, north: 51.1, east: 3.8 };
    const ring = [p(box.south, box.west), p(box.south, box.east), p(box.north, box.east), p(box.north, box.west)];
    const coordinate = (min: number, max: number) => fc.integer({ min: min * 1e5, max: max * 1e5 }).map((n) => n / 1e5);
    fc.assert(
      fc.property(coordinate(50.8, 51.2), coordinate(3.5, 3.9), (lat, lng) => {
        expect(pointInPolygon(p(lat, lng), ring)).toBe(inBoundingBox(p(lat, lng), box));
      }),
    );
  });
});

describe('polygon checks', () => {
  it('drops a closing vertex and repeated vertices, and keeps the rest', () => {
    const result = checkPolygon([p(0, 0), p(0, 2), p(0, 2), p(2, 2), p(0, 0)]);
    expect(result).toEqual({ ok: true, value: [p(0, 0), p(0, 2), p(2, 2)] });
  });

  it.each([
    ['two vertices', [p(0, 0), p(1, 1)]],
    ['a triangle closed on itself with only two corners', [p(0, 0), p(1, 1), p(0, 0)]],
    ['all vertices on one line', [p(0, 0), p(1, 1), p(2, 2), p(3, 3)]],
    ['one point repeated', [p(1, 1), p(1, 1), p(1, 1)]],
    ['a latitude out of range', [p(0, 0), p(91, 0), p(0, 1)]],
    ['too many vertices', Array.from({ length: MAX_POLYGON_VERTICES + 1 }, (_, i) => p(Math.cos(i / 10), Math.sin(i / 10)))],
  ])('rejects a degenerate polygon: %s', (_name, points) => {
    expect(checkPolygon(points).ok).toBe(false);
  });

  it('takes 50 vertices', () => {
    const circle = Array.from({ length: MAX_POLYGON_VERTICES }, (_, i) => p(51 + Math.cos((i * Math.PI) / 25) / 10, 3.7 + Math.sin((i * Math.PI) / 25) / 10));
    expect(parsePolygon(encodePolygon(circle)).ok).toBe(true);
  });

  it('gives the bounding box of the vertices', () => {
    expect(polygonBounds(U_SHAPE)).toEqual({ south: 0, west: 0, north: 3, east: 3 });
  });
});

describe('bbox and polygon in the address', () => {
  it('writes and reads a bbox as west,south,east,north with 5 decimals', () => {
    const box = { south: 50.987654321, west: 3.61234567, north: 51.1, east: 3.8 };
    expect(formatBoundingBox(box)).toBe('3.61235,50.98765,3.8,51.1');
    expect(parseBoundingBox('3.61235,50.98765,3.8,51.1')).toEqual({ ok: true, value: { south: 50.98765, west: 3.61235, north: 51.1, east: 3.8 } });
    expect(parseBoundingBox('-3,-50.5,-2,-50')).toEqual({ ok: true, value: { south: -50.5, west: -3, north: -50, east: -2 } });
  });

  it.each([
    '3.6,50.9,3.8',
    '3.6,50.9,3.8,51.1,1',
    '3.6,50.9,3.8,x',
    '3.6,50.9,3.8,51.1234567',
    '3.8,50.9,3.6,51.1',
    '3.6,51.1,3.8,50.9',
    '3.6,50.9,3.6,51.1',
    '181,50,182,51',
    '3.6,-91,3.8,51',
    '1e1,50,3,51',
    ' , , , ',
  ])('refuses the bbox %j with a message', (text) => {
    const result = parseBoundingBox(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^bbox /);
  });

  it('encodes vertices as Google’s polyline reference example', () => {
    const points = [p(38.5, -120.2), p(40.7, -120.95), p(43.252, -126.453)];
    expect(encodePolygon(points)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual(points);
  });

  it('reads back any polygon it writes, at 5 decimals (property)', () => {
    const coordinate = (max: number) => fc.integer({ min: -max * 1e5, max: max * 1e5 }).map((n) => n / 1e5);
    fc.assert(
      fc.property(fc.array(fc.record({ lat: coordinate(90), lng: coordinate(180) }), { minLength: 1, maxLength: 50 }), (points) => {
        expect(decodePolyline(encodePolygon(points))).toEqual(points);
      }),
    );
  });

  it.each([
    ['not polyline characters', 'abc def'],
    ['an unfinished number', '_p~iF~ps|U_'],
    ['an odd count of numbers', '_p~iF~ps|U_ulL'],
    ['only two vertices', '_p~iF~ps|U_ulLnnqC'],
    ['too long', '_p~iF'.repeat(300)],
  ])('refuses a polygon that is %s', (_name, text) => {
    const result = parsePolygon(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^polygon /);
  });

  it('puts a valid area in the filter and the search body, and leaves a malformed one out with its error', () => {
    const polygon = encodePolygon([p(51, 3.7), p(51, 3.8), p(51.1, 3.8)]);
    const params = new URLSearchParams({ bbox: '3.6,50.9,3.8,51.1', polygon, city: '5' });
    const filter = parseSearchParams(params);
    expect(filter.bbox).toEqual({ south: 50.9, west: 3.6, north: 51.1, east: 3.8 });
    expect(filter.polygon).toEqual([p(51, 3.7), p(51, 3.8), p(51.1, 3.8)]);
    expect(filter.city).toEqual([5]);
    expect(parseSearchParams(toSearchParams(filter))).toEqual(filter);
    const body = buildSearchBody(filter);
    expect(body.query.geoBoundingBox).toEqual({ geoLocation: { top: 51.1, left: 3.6, bottom: 50.9, right: 3.8 } });
    expect(body.query.geoPolygon?.geoLocation.points).toEqual([
      { lat: 51, lon: 3.7 },
      { lat: 51, lon: 3.8 },
      { lat: 51.1, lon: 3.8 },
    ]);

    const bad = new URLSearchParams({ bbox: '3.8,50.9,3.6,51.1', polygon: '!!', city: '5' });
    expect(parseSearchParams(bad)).toEqual({ city: [5] });
    expect(readMapArea(bad).errors).toHaveLength(2);
    expect(readMapArea(new URLSearchParams('city=5')).errors).toEqual([]);
  });

  it('prefilters a polygon by its box in bound parameters, and refuses a degenerate one in the search body', () => {
    const body = searchBodySchema.parse({
      query: {
        geoPolygon: {
          geoLocation: {
            points: [
              { lat: 51, lon: 3.7 },
              { lat: 51, lon: 3.8 },
              { lat: 51.1, lon: 3.8 },
            ],
          },
        },
      },
    });
    const sql = buildSearchSql(1, body);
    expect(sql.polygon).toEqual([p(51, 3.7), p(51, 3.8), p(51.1, 3.8)]);
    expect(sql.params).toEqual(expect.arrayContaining([51, 51.1, 3.7, 3.8]));
    expect(sql.where).not.toMatch(/51|3\.7/);
    const line = searchBodySchema.safeParse({
      query: {
        geoPolygon: {
          geoLocation: {
            points: [
              { lat: 51, lon: 3.7 },
              { lat: 51.05, lon: 3.75 },
              { lat: 51.1, lon: 3.8 },
            ],
          },
        },
      },
    });
    expect(line.success).toBe(false);
    const box = searchBodySchema.safeParse({ query: { geoBoundingBox: { geoLocation: { top: 50, left: 3.8, bottom: 51, right: 3.6 } } } });
    expect(box.success).toBe(false);
  });
});
