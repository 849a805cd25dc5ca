import { Hono } from 'hono';
import { RADII_KM } from '../../../shared/domain/valuation-range';
import { KINDS, type ValuationKind } from '../../../shared/domain/valuation-wizard';
import { HEAD_TYPES } from '../../../shared/domain/property-types';
import { MAIN_TRANSACTION_IDS } from '../../../shared/contract/enums';
import { type ComparablesAnswer, MAX_COMPARABLES, type PostalPlaces } from '../../../shared/contract/valuation';
import { fail } from '../kit/http';
import { regionOfPostalCode } from '../postal-codes';
import { POSTAL_CODES, type PostalCodeEntry } from '../postal-codes/table';
import { siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { serve, site } from './serve';

/**
 * The valuation wizard's calls (wire types in shared/contract/valuation.ts): a
 * postal code's places from the postal-code table, and the agency's own sold and for-sale
 * listings of a kind around one, which the site turns into a range
 * (shared/domain/valuation-range.ts).
 */
export const valuation = new Hono<PlatformEnv>();

const POSTAL_CODE = /^[1-9]\d{3}$/;
const KM_PER_DEGREE = 111.2;

const localized = (entry: PostalCodeEntry) => ({ nl: entry.nl, fr: entry.fr, ...(entry.de ? { de: entry.de } : {}) });
const byId = new Map(POSTAL_CODES.map((entry) => [entry.id, entry]));

function postalCodeOf(value: string | undefined): string {
  if (!value || !POSTAL_CODE.test(value)) fail(400, 'postalCode must be a Belgian postal code (four digits)');
  return value;
}

serve(valuation, 'GET /valuation/places/:postalCode', site, (c) => {
  c.var.site;
  const code = postalCodeOf(c.req.param('postalCode'));
  const places = POSTAL_CODES.filter((entry) => entry.code === code).map((entry) => ({
    name: localized(entry),
    municipality: localized(byId.get(entry.municipality) ?? entry),
  }));
  return c.json({ places, region: regionOfPostalCode(code) } satisfies PostalPlaces, 200);
});

/**
 * The comparables' query: the site's listings of the kind, for sale or sold, not projects, with
 * a price, in the municipality's postal codes or within the widest ring's square around the
 * code's centre. Bound parameters only; the (site_id, head_type_id) index narrows the read.
 */
export function comparablesQuery(siteId: number, kind: ValuationKind, code: string) {
  const entries = POSTAL_CODES.filter((entry) => entry.code === code);
  const municipalities = new Set(entries.map((entry) => entry.municipality));
  const municipalityZips = [...new Set([code, ...POSTAL_CODES.filter((entry) => municipalities.has(entry.municipality)).map((entry) => entry.code)])];
  const centre = entries[0] ? { lat: entries[0].lat, lon: entries[0].lon } : null;
  const zipMarks = municipalityZips.map((_, index) => `?${index + 5}`).join(', ');
  const params: (number | string)[] = [siteId, HEAD_TYPES[kind], MAIN_TRANSACTION_IDS.FOR_SALE, MAIN_TRANSACTION_IDS.SOLD, ...municipalityZips];
  let near = '';
  if (centre) {
    const dLat = RADII_KM[1] / KM_PER_DEGREE;
    const dLon = RADII_KM[1] / (KM_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180));
    const at = params.length;
    near = ` OR (lat BETWEEN ?${at + 1} AND ?${at + 2} AND lon BETWEEN ?${at + 3} AND ?${at + 4})`;
    params.push(centre.lat - dLat, centre.lat + dLat, centre.lon - dLon, centre.lon + dLon);
  }
  const sql = `SELECT zip, lat, lon, price, main_transaction_id AS tx,
       json_extract(document, '$.dimensions.areaBuild') AS living, json_extract(document, '$.dimensions.areaGround') AS plot
     FROM estates
     WHERE site_id = ?1 AND head_type_id = ?2 AND main_transaction_id IN (?3, ?4) AND is_project = 0 AND price > 0
       AND (zip IN (${zipMarks})${near})
     LIMIT ${MAX_COMPARABLES}`;
  return { sql, params, subject: { zip: code, municipalityZips, centre } };
}

serve(valuation, 'GET /valuation/comparables', site, async (c) => {
  const siteId = c.var.site;
  const code = postalCodeOf(c.req.query('postalCode'));
  const kind = c.req.query('kind') ?? '';
  if (!(KINDS as readonly string[]).includes(kind)) fail(400, `kind must be one of ${KINDS.join(', ')}`);
  const { sql, params, subject } = comparablesQuery(siteId, kind as ValuationKind, code);
  const { results } = await (await siteDb(c.env, siteId))
    .prepare(sql)
    .bind(...params)
    .all<{ zip: string | null; lat: number | null; lon: number | null; price: number; tx: number; living: number | null; plot: number | null }>();
  const comparables = results.map(({ tx, ...row }) => ({
    ...row,
    living: typeof row.living === 'number' ? row.living : null,
    plot: typeof row.plot === 'number' ? row.plot : null,
    sold: tx === MAIN_TRANSACTION_IDS.SOLD,
  }));
  return c.json({ subject, comparables } satisfies ComparablesAnswer, 200);
});
