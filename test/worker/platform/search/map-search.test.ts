import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodePolygon, formatBoundingBox } from '../../../../shared/domain/map-area';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { allEstates, call, search } from '../../platform-helpers';
import { get, html } from '../../helpers';

// Search on the map: the visible box ("search this area") and a drawn shape limit
// the platform's search, the listing's cards, their count and the map's markers alike. The
// expected estates are computed here from the stored documents, with a containment test of
// this file's own (side of each edge of two triangles), not the platform's.

type Point = { lat: number; lon: number };

let site1: RawEstate[];
let listed: RawEstate[];
let centre: Point;
/** Half the span of the site's estates: boxes and shapes around the centre hold some, not all. */
let span: Point;

const located = (estate: RawEstate): Point | null => (estate.general.address.visible !== false ? estate.general.address.geoLocation : null);
const ids = (estates: RawEstate[]) => estates.map((estate) => estate.general.id).sort((a, b) => a - b);
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** Which side of the line a→b the point p lies on (positive: left). */
const side = (a: Point, b: Point, p: Point) => (b.lon - a.lon) * (p.lat - a.lat) - (b.lat - a.lat) * (p.lon - a.lon);
function inTriangle(p: Point, [a, b, c]: [Point, Point, Point]): boolean {
  const sides = [side(a, b, p), side(b, c, p), side(c, a, p)];
  return sides.every((s) => s >= 0) || sides.every((s) => s <= 0);
}

/**
 * A concave arrowhead pointing up: tip, right wing, notch (inward), left wing. It is the union
 * of the triangles tip-right-notch and tip-notch-left; below the notch, between the wings, is
 * outside though inside its bounding box.
 */
function arrowhead(): { points: Point[]; triangles: [Point, Point, Point][] } {
  const tip = { lat: round5(centre.lat + span.lat * 0.8), lon: round5(centre.lon) };
  const right = { lat: round5(centre.lat - span.lat * 0.8), lon: round5(centre.lon + span.lon * 0.8) };
  const notch = { lat: round5(centre.lat - span.lat * 0.1), lon: round5(centre.lon) };
  const left = { lat: round5(centre.lat - span.lat * 0.8), lon: round5(centre.lon - span.lon * 0.8) };
  return {
    points: [tip, right, notch, left],
    triangles: [
      [tip, right, notch],
      [tip, notch, left],
    ],
  };
}

async function allPages(body: Record<string, unknown>): Promise<{ total: number; ids: number[] }> {
  const found: number[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await search(1, { ...body, limit: 100, offset });
    expect(page.status).toBe(200);
    found.push(...page.ids);
    if (found.length >= page.total || page.ids.length === 0) return { total: page.total, ids: found.sort((a, b) => a - b) };
  }
}

async function forSaleListing(): Promise<{ pageId: number; sectionId: number; path: string }> {
  const page = await env.DB.prepare("SELECT id, document FROM pages WHERE site_id = 1 AND page_key = 'forSale'").first<{ id: number; document: string }>();
  const document = JSON.parse(page!.document) as { url: Record<string, string>; sections: { id: number; type: string }[] };
  return { pageId: page!.id, sectionId: document.sections.find((s) => s.type === 'estateList')!.id, path: '/nl/te-koop' };
}

beforeAll(async () => {
  site1 = await allEstates(1);
  listed = site1.filter((estate) => estate.general.parentId === null);
  const points = listed.map(located).filter((p): p is Point => p !== null);
  const lats = points.map((p) => p.lat).sort((a, b) => a - b);
  const lons = points.map((p) => p.lon).sort((a, b) => a - b);
  centre = { lat: lats[Math.floor(lats.length / 2)]!, lon: lons[Math.floor(lons.length / 2)]! };
  span = { lat: (lats.at(-1)! - lats[0]!) / 2, lon: (lons.at(-1)! - lons[0]!) / 2 };
});

describe('the platform search on the map', () => {
  it('finds exactly the estates whose shown location lies in a bounding box, edges included', async () => {
    const box = {
      top: round5(centre.lat + span.lat / 3),
      bottom: round5(centre.lat - span.lat / 3),
      left: round5(centre.lon - span.lon / 3),
      right: round5(centre.lon + span.lon / 3),
    };
    const expected = listed.filter((estate) => {
      const p = located(estate);
      return p !== null && p.lat >= box.bottom && p.lat <= box.top && p.lon >= box.left && p.lon <= box.right;
    });
    expect(expected.length, 'the control: the box holds some estates, not all').toBeGreaterThan(2);
    expect(expected.length).toBeLessThan(listed.length);
    const result = await allPages({ query: { geoBoundingBox: { geoLocation: box } } });
    expect(result.total).toBe(expected.length);
    expect(result.ids).toEqual(ids(expected));
  });

  it('leaves out estates whose address the agency hides, though their stored point is in the box', async () => {
    const hidden = listed.find((estate) => estate.general.address.visible === false && estate.general.address.geoLocation);
    expect(hidden, 'the control: the seed has an estate with a hidden address').toBeDefined();
    const { lat, lon } = hidden!.general.address.geoLocation!;
    const box = { top: lat + 0.001, bottom: lat - 0.001, left: lon - 0.001, right: lon + 0.001 };
    const result = await allPages({ query: { geoBoundingBox: { geoLocation: box } } });
    expect(result.ids).not.toContain(hidden!.general.id);
  });

  it('finds exactly the estates inside a drawn concave shape, not those in the notch of its bounding box', async () => {
    const { points, triangles } = arrowhead();
    const inShape = (estate: RawEstate) => {
      const p = located(estate);
      return p !== null && triangles.some((triangle) => inTriangle(p, triangle));
    };
    const expected = listed.filter(inShape);
    const lats = points.map((p) => p.lat);
    const lons = points.map((p) => p.lon);
    const inBoundsOnly = listed.filter((estate) => {
      const p = located(estate);
      return (
        p !== null && !inShape(estate) && p.lat >= Math.min(...lats) && p.lat <= Math.max(...lats) && p.lon >= Math.min(...lons) && p.lon <= Math.max(...lons)
      );
    });
    expect(expected.length, 'the control: the shape holds some estates').toBeGreaterThan(2);
    expect(inBoundsOnly.length, 'the control: some estates lie in the box around the shape but outside it').toBeGreaterThan(0);
    const result = await allPages({ query: { geoPolygon: { geoLocation: { points } } } });
    expect(result.total).toBe(expected.length);
    expect(result.ids).toEqual(ids(expected));
  });

  it('counts the same estates in the filter options as in the search', async () => {
    const { points, triangles } = arrowhead();
    const expected = listed.filter((estate) => {
      const p = located(estate);
      return p !== null && triangles.some((triangle) => inTriangle(p, triangle));
    });
    const response = await call('POST', '/estate-filters', { siteId: 1, body: { query: { geoPolygon: { geoLocation: { points } } } } });
    expect(response.status).toBe(200);
    const counted = (response.body.headTypes as { count: number }[]).reduce((sum, type) => sum + type.count, 0);
    expect(counted).toBe(expected.length);
  });

  it.each([
    [
      'two vertices',
      {
        geoPolygon: {
          geoLocation: {
            points: [
              { lat: 51, lon: 3.7 },
              { lat: 51.1, lon: 3.8 },
            ],
          },
        },
      },
    ],
    [
      'vertices on one line',
      {
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
    ],
    ['a box upside down', { geoBoundingBox: { geoLocation: { top: 50, bottom: 51, left: 3.6, right: 3.8 } } }],
    ['a latitude out of range', { geoBoundingBox: { geoLocation: { top: 91, bottom: 51, left: 3.6, right: 3.8 } } }],
  ])('refuses %s with 400 and a message', async (_name, query) => {
    const page = await search(1, { query });
    expect(page.status).toBe(400);
    expect(JSON.stringify(page.body)).toMatch(/polygon|boundingbox|lat|top/i);
  });
});

describe('the listing on the map', () => {
  it('shows the same estates in the list, its count and the markers for a drawn shape', async () => {
    const { pageId, sectionId, path } = await forSaleListing();
    const { points, triangles } = arrowhead();
    const polygon = encodePolygon(points.map((p) => ({ lat: p.lat, lng: p.lon })));
    const expected = listed.filter((estate) => {
      const p = located(estate);
      return p !== null && ['FOR_SALE', 'TAKE_OVER'].includes(estate.general.status) && triangles.some((triangle) => inTriangle(p, triangle));
    });
    expect(expected.length).toBeGreaterThan(2);
    const query = new URLSearchParams({ polygon }).toString();
    const listedIds: number[] = [];
    let total = 0;
    for (let offset = 0; ; offset += 15) {
      const response = await get(`http://localhost/nl/ajax/estates?page=${pageId}&section=${sectionId}&offset=${offset}&${query}`);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { total: number; cards: { id: number }[] };
      total = answer.total;
      listedIds.push(...answer.cards.map((card) => card.id));
      if (answer.cards.length === 0 || listedIds.length >= total) break;
    }
    expect(total).toBe(expected.length);
    expect(listedIds.sort((a, b) => a - b)).toEqual(ids(expected));
    const markers = (await (await get(`http://localhost/nl/ajax/estate-markers?page=${pageId}&section=${sectionId}&${query}`)).json()) as {
      markers: { id: number }[];
    };
    expect(markers.markers.map((marker) => marker.id).sort((a, b) => a - b)).toEqual(ids(expected));

    // Without JavaScript: the page's own address carries the shape, and its count agrees.
    const { response, body } = await html(`http://localhost${path}?${query}`);
    expect(response.status).toBe(200);
    expect(body).toContain(`&quot;total&quot;:${expected.length}`);
    expect(body).not.toContain('listing__notice');
    // The filter form (a GET form without JavaScript) keeps the shape.
    expect(body).toContain(
      `<input type="hidden" name="polygon" value="${polygon.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}"/>`,
    );
  });

  it('limits the list to the visible box of "search this area"', async () => {
    const { pageId, sectionId } = await forSaleListing();
    const box = { south: centre.lat - span.lat / 2, north: centre.lat + span.lat / 2, west: centre.lon - span.lon / 2, east: centre.lon + span.lon / 2 };
    const bbox = formatBoundingBox(box);
    const [west, south, east, north] = bbox.split(',').map(Number) as [number, number, number, number];
    const expected = listed.filter((estate) => {
      const p = located(estate);
      return p !== null && ['FOR_SALE', 'TAKE_OVER'].includes(estate.general.status) && p.lat >= south && p.lat <= north && p.lon >= west && p.lon <= east;
    });
    const response = await get(`http://localhost/nl/ajax/estates?page=${pageId}&section=${sectionId}&offset=0&bbox=${bbox}`);
    expect(((await response.json()) as { total: number }).total).toBe(expected.length);
  });

  it.each([
    ['polygon=!!!', /polygon/],
    ['polygon=_p~iF~ps|U', /polygon/],
    ['bbox=3.8,50.9,3.6,51.1', /bbox/],
    ['bbox=a,b,c,d', /bbox/],
  ])('answers the ajax calls with 400 and a message for %s', async (param, message) => {
    const { pageId, sectionId } = await forSaleListing();
    for (const route of ['estates', 'estate-markers', 'estate-filters']) {
      const response = await get(`http://localhost/nl/ajax/${route}?page=${pageId}&section=${sectionId}&offset=0&${param.replace('|', '%7C')}`);
      expect(response.status, route).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
  });

  it('renders the page without the malformed area and says so', async () => {
    const { path } = await forSaleListing();
    const all = await html(`http://localhost${path}`);
    const { response, body } = await html(`http://localhost${path}?polygon=${encodeURIComponent('_p~iF~ps|U')}`);
    expect(response.status).toBe(200);
    expect(body).toContain('class="listing__notice"');
    const total = (text: string) => /&quot;total&quot;:(\d+)/.exec(text)?.[1];
    expect(total(body)).toBe(total(all.body));
  });
});
