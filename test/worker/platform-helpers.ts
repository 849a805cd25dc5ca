import { env } from 'cloudflare:test';
import { platform } from '../../worker/platform/demo/embedded';
import type { RawEstate } from '../../shared/platform-api/raw/estate';

/** A call to the embedded platform app, as the site's upstream client makes it. */
export async function call(
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; siteId?: number; locale?: string } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { 'X-CLIENT': 'test' };
  if (options.siteId !== undefined) headers['X-SITE'] = String(options.siteId);
  if (options.locale) headers['ACCEPT-LANGUAGE'] = options.locale;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await platform.request(path, { method, headers, body }, { DB: env.DB });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed };
}

/** Every estate document of a site, straight from the table: the oracle for search tests. */
export async function allEstates(siteId: number): Promise<RawEstate[]> {
  const rows = await env.DB.prepare('SELECT document FROM estates WHERE site_id = ?1').bind(siteId).all<{ document: string }>();
  return rows.results.map((row) => JSON.parse(row.document) as RawEstate);
}

/** The ids a search answers (one page). */
export async function search(siteId: number, body: unknown): Promise<{ status: number; total: number; ids: number[]; body: any }> {
  const response = await call('POST', `/sites/${siteId}/estates`, { body, siteId });
  return {
    status: response.status,
    total: response.body?.total?.value,
    ids: (response.body?.results ?? []).map((estate: RawEstate) => estate.general.id),
    body: response.body,
  };
}

/** Great-circle distance in km (haversine), independent of the platform's SQL. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

export const sortedIds = (estates: RawEstate[]) => estates.map((estate) => estate.general.id).sort((a, b) => a - b);
