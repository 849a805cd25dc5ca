import { env } from 'cloudflare:test';
import { beforeAll } from 'vitest';
import { platform } from '../../worker/platform/demo/embedded';
import type { RawEstate } from '../../shared/contract/raw/estate';
import type { NormalizedListingInput } from '../../worker/platform/listings/normalized';

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

/** What the platform's ingest routes need of the worker's bindings (ASSETS: its OpenAPI document, a static file). */
export const INGEST_BINDINGS = { DB: env.DB, CACHE: env.CACHE, CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY, ASSETS: env.ASSETS };

/** The ingest token of a new ingest connection of the site, as the admin API answers it once. */
export async function ingestToken(siteId: number): Promise<string> {
  const made = await call('POST', `/sites/${siteId}/connections`, { body: { kind: 'ingest' } });
  if (made.status !== 201) throw new Error(`making an ingest connection answered ${made.status}`);
  return made.body.token as string;
}

/** A call of the ingest API on the platform, as an integrator makes it. */
export async function ingestCall(
  method: string,
  path: string,
  { token, body }: { token?: string | null; body?: unknown } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await platform.request(`/ingest${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, INGEST_BINDINGS);
  return { status: response.status, body: await response.json() };
}

/** Ingest tokens of both demo sites, one new ingest connection each. */
export async function ingestTokens(): Promise<Record<1 | 2, string>> {
  return { 1: await ingestToken(1), 2: await ingestToken(2) };
}

/** Ingest tokens of both demo sites (`tokens[1]`, `tokens[2]`), made once before the file's tests. */
export function ingestTokensBeforeAll(): Record<1 | 2, string> {
  const tokens = {} as Record<1 | 2, string>;
  beforeAll(async () => void Object.assign(tokens, await ingestTokens()));
  return tokens;
}

/** A Whise house for sale in Gent as an integrator sends it; `changes` replace whole fields. */
export function whiseHouse(externalId: string, changes: Partial<NormalizedListingInput> = {}): NormalizedListingInput {
  return {
    source: 'whise',
    externalId,
    transaction: 'sale',
    status: 'available',
    type: 'HOUSE',
    title: { nl: `Woning ${externalId}`, fr: `Maison ${externalId}` },
    price: { amount: 300_000 },
    address: { street: 'Veldstraat', number: '7', postalCode: '9000', city: 'Gent' },
    location: { lat: 51.05, lon: 3.72 },
    ...changes,
  };
}
