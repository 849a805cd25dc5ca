import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createPlatform } from '../../worker/platform/app';
import { ingestOpenApiDocument } from '../../worker/platform/ingest/openapi';
import { call } from './platform-helpers';

// GET /ingest/openapi.json answers the document scripts/openapi-document.mjs wrote at build
// time (the generator is not in the platform's bundle). Here the generator runs on the
// schemas the routes validate with: the served document must be exactly what it makes, and
// the API must refuse what the document says it refuses.

const platform = createPlatform();
const bindings = { DB: env.DB, CACHE: env.CACHE };

describe("the ingest API's OpenAPI document", () => {
  it('is served exactly as the generator makes it from the route schemas', async () => {
    const response = await platform.request('/ingest/openapi.json', {}, bindings);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toStrictEqual(ingestOpenApiDocument());
  });

  it('describes the path the DELETE call checks: a source off its pattern is a 400 naming it', async () => {
    const parameters = (ingestOpenApiDocument() as { paths: Record<string, { delete?: { parameters: { name: string; schema: { pattern: string } }[] } }> }).paths[
      '/sites/{siteId}/listings/{source}/{externalId}'
    ]!.delete!.parameters;
    const sourcePattern = new RegExp(parameters.find((parameter) => parameter.name === 'source')!.schema.pattern);
    expect(sourcePattern.test('WHISE')).toBe(false);

    const made = await call('POST', '/sites/1/connections', { body: { kind: 'ingest' } });
    expect(made.status).toBe(201);
    const response = await platform.request('/ingest/sites/1/listings/WHISE/4242', { method: 'DELETE', headers: { Authorization: `Bearer ${made.body.token}` } }, bindings);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; details: { path: string }[] };
    expect(body.error).toBe('Invalid request');
    expect(body.details.map((issue) => issue.path)).toEqual(['source']);
  });
});
