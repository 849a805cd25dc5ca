import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createPlatform } from '../../../../worker/platform/app';
import { ingestOpenApiDocument } from '../../../../worker/platform/ingest/openapi';
import { call } from '../../platform-helpers';

// GET /ingest/openapi.json answers the document scripts/openapi-document.mjs wrote at build
// time (the generator is not in the platform's bundle), a static file read through ASSETS (nor
// is the document). Here the generator runs on the
// schemas the routes validate with: the served document must be exactly what it makes, and
// the API must refuse what the document says it refuses, for listings and holiday rental units.

const platform = createPlatform();
const bindings = { DB: env.DB, CACHE: env.CACHE, ASSETS: env.ASSETS };

type Schema = { type?: string; pattern?: string; maxItems?: number; required?: string[]; properties?: Record<string, Schema>; items?: Schema; $ref?: string };
type Operation = { parameters?: { name: string; schema: Schema }[]; requestBody?: { content: { 'application/json': { schema: Schema } } } };
const documented = () => ingestOpenApiDocument() as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

async function ingestToken(siteId: number): Promise<string> {
  const made = await call('POST', `/sites/${siteId}/connections`, { body: { kind: 'ingest' } });
  expect(made.status).toBe(201);
  return made.body.token as string;
}

async function ingest(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: any }> {
  const init = {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  const response = await platform.request(`/ingest${path}`, init, bindings);
  return { status: response.status, body: await response.json() };
}

describe("the ingest API's OpenAPI document", () => {
  it('is served exactly as the generator makes it from the route schemas', async () => {
    const response = await platform.request('/ingest/openapi.json', {}, bindings);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toStrictEqual(ingestOpenApiDocument());
  });

  it('answers 503 with Retry-After, not a 500, when its file cannot be read', async () => {
    const missing = { fetch: async () => new Response('Not found', { status: 404 }) };
    for (const answer of [
      await platform.request('/ingest/openapi.json', {}, { ...bindings, ASSETS: missing }),
      await platform.request('/ingest/openapi.json', {}, { DB: env.DB }),
    ]) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Retry-After')).toBe('30');
      expect(await answer.json()).toEqual({ error: 'This document cannot be read right now; try again shortly' });
    }
  });

  it('names its server, /ingest, so a generated client calls /ingest/sites/… and the platform answers there', async () => {
    const document = ingestOpenApiDocument() as { servers: { url: string }[]; paths: Record<string, unknown> };
    expect(document.servers).toEqual([{ url: '/ingest', description: expect.any(String) }]);
    const token = await ingestToken(1);
    const path = Object.keys(document.paths).find((candidate) => candidate === '/sites/{siteId}/listings')!;
    const response = await platform.request(
      `${document.servers[0]!.url}${path.replace('{siteId}', '1')}`,
      { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ listings: [] }) },
      bindings,
    );
    // The call reached the ingest API (its own 400 for an empty batch), not a 404 of an unknown path.
    expect(response.status).toBe(400);
  });

  it('describes the path the DELETE call checks: a source off its pattern is a 400 naming it', async () => {
    const parameters = (ingestOpenApiDocument() as { paths: Record<string, { delete?: { parameters: { name: string; schema: { pattern: string } }[] } }> })
      .paths['/sites/{siteId}/listings/{source}/{externalId}']!.delete!.parameters;
    const sourcePattern = new RegExp(parameters.find((parameter) => parameter.name === 'source')!.schema.pattern);
    expect(sourcePattern.test('WHISE')).toBe(false);

    const made = await call('POST', '/sites/1/connections', { body: { kind: 'ingest' } });
    expect(made.status).toBe(201);
    const response = await platform.request(
      '/ingest/sites/1/listings/WHISE/4242',
      { method: 'DELETE', headers: { Authorization: `Bearer ${made.body.token}` } },
      bindings,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; details: { path: string }[] };
    expect(body.error).toBe('Invalid request');
    expect(body.details.map((issue) => issue.path)).toEqual(['source']);
  });

  it('describes the rental unit DELETE the route checks: an externalId off its pattern is a 400 naming it', async () => {
    const parameters = documented().paths['/sites/{siteId}/rental-units/{source}/{externalId}']!.delete!.parameters!;
    // The path's parts, then the query's: the version of the delete (a stale delete is not done).
    expect(parameters.map((parameter) => parameter.name)).toEqual(['siteId', 'source', 'externalId', 'updatedAt', 'version']);
    const externalIdPattern = new RegExp(parameters.find((parameter) => parameter.name === 'externalId')!.schema.pattern!);
    expect(externalIdPattern.test('kh*0402')).toBe(false);

    const response = await ingest('DELETE', '/sites/1/rental-units/import/kh*0402', await ingestToken(1));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Invalid request');
    expect(response.body.details.map((issue: { path: string }) => issue.path)).toEqual(['externalId']);
  });

  it('describes the rental unit PUT the route checks: its batch limit and the fields NormalizedRentalUnit requires', async () => {
    const { paths, components } = documented();
    const body = paths['/sites/{siteId}/rental-units']!.put!.requestBody!.content['application/json'].schema.properties!.units!;
    expect(body.items).toEqual({ $ref: '#/components/schemas/NormalizedRentalUnit' });
    const token = await ingestToken(1);

    const over = await ingest('PUT', '/sites/1/rental-units', token, { units: Array.from({ length: body.maxItems! + 1 }, () => ({})) });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe(`The body must be { "units": [ 1 to ${body.maxItems} units ] }`);

    const unit = { source: 'import', externalId: 'doc-1', area: { id: 1, name: { nl: 'Kust' } }, address: { postalCode: '8400', city: 'Oostende' } };
    const required = components.schemas.NormalizedRentalUnit!.required!;
    expect([...required].sort()).toEqual(Object.keys(unit).sort());
    const withoutEach = required.map((field) => Object.fromEntries(Object.entries(unit).filter(([key]) => key !== field)));
    const answer = await ingest('PUT', '/sites/1/rental-units', token, { units: [unit, ...withoutEach] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 1, refused: required.length });
    expect(answer.body.refusals.map((refusal: { path: string }) => refusal.path)).toEqual(required.map((field, index) => `units.${index + 1}.${field}`));
  });
});

describe('the ingest API’s listing status', () => {
  it('documents and accepts "option": a listing on the market under option, stored as such; an unknown status is refused with its path', async () => {
    const status = documented().components.schemas.NormalizedListing!.properties!.status as Schema & { enum: string[]; description: string };
    expect(status.enum).toEqual(['available', 'option', 'closed']);
    expect(status.description).toMatch(/option: still on the market.*"Onder optie"/);
    const token = await ingestToken(1);
    const listing = {
      source: 'import',
      externalId: 'option-1',
      transaction: 'let',
      status: 'option',
      type: 'APARTMENT',
      address: { postalCode: '9000', city: 'Gent' },
    };
    const answer = await ingest('PUT', '/sites/1/listings', token, { listings: [listing, { ...listing, externalId: 'option-2', status: 'under_option' }] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 1, refused: 1 });
    expect(answer.body.refusals.map((refusal: { path: string }) => refusal.path)).toEqual(['listings.1.status']);
    const stored = await env.DB.prepare(
      "SELECT e.status, e.main_transaction_id AS tx, json_extract(e.document, '$.general.underOption') AS underOption FROM estates e JOIN external_ids x " +
        "ON x.estate_id = e.id WHERE x.site_id = 1 AND x.source = 'import' AND x.external_id = 'option-1'",
    ).first();
    expect(stored).toEqual({ status: 'TO_RENT', tx: 2, underOption: 1 });
  });
});
