import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import * as z from 'zod';
import { normalizedListingSchema } from '../listings/normalized';
import { normalizedRentalUnitSchema } from '../listings/normalized-rental';
import { errorSchema, outcomeSchema } from './answer-schemas';
import {
  deleteQuery,
  listingParams,
  MAX_INGEST_BODY_CHARS,
  MAX_LISTINGS_PER_REQUEST,
  MAX_RENTAL_UNITS_PER_REQUEST,
  rentalUnitParams,
  siteParams,
} from './schemas';

/*
 * The OpenAPI document of the ingest API, made from the schemas routes.ts validates with
 * (schemas.ts). Build time and tests only: scripts/openapi-document.mjs writes it to
 * openapi.generated.json and a minified copy to dist/assets/, which GET /ingest/openapi.json
 * answers (read through ASSETS: ../static-files.ts), so the generator
 * (@hono/zod-openapi, about 70 KiB gzipped) stays out of the platform's bundle
 * (scripts/bundle-check.mjs fails if it gets in). test/worker/platform/ingest/ingest-openapi.test.ts checks
 * that the served document is this one. Listings are routes.ts's calls, holiday rental units
 * rental-routes.ts's.
 */

/** The record schemas as components of their own ($ref), by zod's metadata (the same zod as the routes'). */
const listingSchema = normalizedListingSchema.meta({ id: 'NormalizedListing' });
const rentalUnitSchema = normalizedRentalUnitSchema.meta({ id: 'NormalizedRentalUnit' });

const errors = {
  401: { description: 'No token, or an unknown one', content: { 'application/json': { schema: errorSchema } } },
  403: { description: "The token is another site's", content: { 'application/json': { schema: errorSchema } } },
} as const;

type Registry = OpenAPIHono['openAPIRegistry'];

/** What every PUT says of the order of writes (listings/source-version.ts). */
const ORDER =
  "**Order:** give each record its source's `updatedAt` (modification time) or `version` (a number that grows with each change). A record older " +
  'than the version the site has (written or deleted) is not taken: the answer is still 200, with `stale: true` and the record in `staleRecords`, ' +
  'and the newer version stays. Equal is taken: the same record sent again is `unchanged`. A record without either is always taken (the last write ' +
  'wins), and leaves the stored version as it is.';

/** What every DELETE says of the order. */
const DELETE_ORDER =
  "**Order:** with `?updatedAt=` (the source's time of the delete) or `?version=`, a delete older than the version the site has is not done: 200 " +
  'with `stale: true`, the record stays. A delete with a version is remembered, so a write older than it, arriving late, is stale too. Without ' +
  'either, the delete is always done and the stored version forgotten (the source may number the record again from scratch).';

/** What the document says of one kind of record's calls (batch-calls.ts): PUT a batch, DELETE one. */
interface BatchPaths {
  /** The path under /sites/{siteId}/ ("listings"). */
  path: string;
  /** The batch body's member ("listings") and its record schema. */
  key: string;
  record: z.ZodType;
  max: number;
  params: typeof listingParams;
  put: { summary: string; description: string };
  delete: { summary: string; description?: string; deleted: string; missing: string };
}

function registerBatchPaths(registry: Registry, calls: BatchPaths): void {
  registry.registerPath(
    createRoute({
      method: 'put',
      path: `/sites/{siteId}/${calls.path}`,
      ...calls.put,
      security: [{ ingestToken: [] }],
      request: {
        params: siteParams,
        body: { required: true, content: { 'application/json': { schema: z.object({ [calls.key]: z.array(calls.record).min(1).max(calls.max) }) } } },
      },
      responses: {
        200: { description: 'What was written and what was refused', content: { 'application/json': { schema: outcomeSchema } } },
        400: { description: `Not JSON, or not { ${calls.key}: [...] }`, content: { 'application/json': { schema: errorSchema } } },
        ...errors,
        413: { description: `Over ${MAX_INGEST_BODY_CHARS} characters`, content: { 'application/json': { schema: errorSchema } } },
      },
    }),
  );
  const { deleted, missing, ...described } = calls.delete;
  registry.registerPath(
    createRoute({
      method: 'delete',
      path: `/sites/{siteId}/${calls.path}/{source}/{externalId}`,
      ...described,
      security: [{ ingestToken: [] }],
      request: { params: calls.params, query: deleteQuery },
      responses: {
        200: { description: deleted, content: { 'application/json': { schema: outcomeSchema } } },
        400: { description: 'A query whose `updatedAt` or `version` is malformed', content: { 'application/json': { schema: errorSchema } } },
        ...errors,
        404: { description: missing, content: { 'application/json': { schema: errorSchema } } },
      },
    }),
  );
}

/** The document, as a plain JSON value. */
export function ingestOpenApiDocument(): unknown {
  const app = new OpenAPIHono();
  const registry = app.openAPIRegistry;
  registry.registerComponent('securitySchemes', 'ingestToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'The site\'s ingest token, shown once when its ingest connection is made (POST /admin/sites/{id}/connections { "kind": "ingest" }).',
  });

  registerBatchPaths(registry, {
    path: 'listings',
    key: 'listings',
    record: listingSchema,
    max: MAX_LISTINGS_PER_REQUEST,
    params: listingParams,
    put: {
      summary: 'Create or replace listings by the source’s ids',
      description:
        `Up to ${MAX_LISTINGS_PER_REQUEST} listings (a project with its units is one). Each is checked alone: valid ones are written (a ` +
        `listing and its units together, never half), invalid ones are answered in \`refusals\` with their id, field path and reason and ` +
        `keep their previous version. A listing identical to the one last written changes nothing (\`unchanged\`). Units missing from a ` +
        `project are deleted. ${ORDER}`,
    },
    delete: {
      summary: 'Delete a listing (a project with its units) by the source’s id',
      description: DELETE_ORDER,
      deleted:
        'Deleted: the site answers its page as a removed listing. Or, with `stale: true`, not deleted: the delete is older than the version the site has.',
      missing: 'The site has no such listing',
    },
  });

  registerBatchPaths(registry, {
    path: 'rental-units',
    key: 'units',
    record: rentalUnitSchema,
    max: MAX_RENTAL_UNITS_PER_REQUEST,
    params: rentalUnitParams,
    put: {
      summary: 'Create or replace holiday rental units, with their periods, by the source’s ids',
      description:
        `Up to ${MAX_RENTAL_UNITS_PER_REQUEST} units, each with all its periods (prices per period type, availability). Each unit is ` +
        `checked alone: valid ones are written with their periods (never half), invalid ones are answered in \`refusals\` with their id, ` +
        `field path and reason and keep their previous version. A unit identical to the one last written changes nothing ` +
        `(\`unchanged\`). A period is known by its type and dates: sent again, it keeps its id and takes the new price and availability; ` +
        `left out, it is withdrawn (closed instead when a reservation request names it). ${ORDER}`,
    },
    delete: {
      summary: 'Delete a holiday rental unit, with its periods, by the source’s id',
      description:
        `The unit leaves the site at once. A unit that reservation requests name is kept off the site with the periods they name, so the ` +
        `requests keep what they refer to. ${DELETE_ORDER}`,
      deleted: 'Deleted: the site answers its page as a removed unit. Or, with `stale: true`, not deleted: the delete is older than the version the site has.',
      missing: 'The site has no such unit',
    },
  });

  const document = app.getOpenAPIDocument({
    openapi: '3.0.3',
    info: {
      title: 'Agency sites: ingest API',
      version: '1',
      description: "Listings in from an agency's CRM: create, replace and delete a site's listings and holiday rental units by the source's own ids.",
    },
    // The paths below are under /ingest on the platform's origin: a generated client calls /ingest/sites/…, not /sites/….
    servers: [{ url: '/ingest', description: "The platform's ingest API, on the platform's own origin (INGEST_ORIGIN)" }],
  });
  // As served: a JSON value (no undefined members), the same the generated file holds.
  return JSON.parse(JSON.stringify(document));
}
