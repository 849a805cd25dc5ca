import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import * as z from 'zod';
import { normalizedListingSchema } from '../providers/normalized';
import { normalizedRentalUnitSchema } from '../providers/normalized-rental';
import {
  errorSchema,
  listingParams,
  MAX_INGEST_BODY_CHARS,
  MAX_LISTINGS_PER_REQUEST,
  MAX_RENTAL_UNITS_PER_REQUEST,
  outcomeSchema,
  rentalUnitParams,
  siteParams,
} from './schemas';

/*
 * The OpenAPI document of the ingest API, made from the schemas routes.ts validates with
 * (schemas.ts). Build time and tests only: scripts/openapi-document.mjs writes it to
 * openapi.generated.json, which GET /ingest/openapi.json answers, so the generator
 * (@hono/zod-openapi, about 70 KiB gzipped) stays out of the platform's bundle
 * (scripts/bundle-check.mjs fails if it gets in). test/worker/ingest-openapi.test.ts checks
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

/** The document, as a plain JSON value. */
export function ingestOpenApiDocument(): unknown {
  const app = new OpenAPIHono();
  const registry = app.openAPIRegistry;
  registry.registerComponent('securitySchemes', 'ingestToken', {
    type: 'http',
    scheme: 'bearer',
    description: "The site's ingest token, shown once when its ingest connection is made (POST /admin/sites/{id}/connections { \"kind\": \"ingest\" }).",
  });

  registry.registerPath(
    createRoute({
      method: 'put',
      path: '/sites/{siteId}/listings',
      summary: 'Create or replace listings by the source’s ids',
      description: `Up to ${MAX_LISTINGS_PER_REQUEST} listings (a project with its units is one). Each is checked alone: valid ones are written (a listing and its units together, never half), invalid ones are answered in \`refusals\` with their id, field path and reason and keep their previous version. A listing identical to the one last written changes nothing (\`unchanged\`). Units missing from a project are deleted.`,
      security: [{ ingestToken: [] }],
      request: {
        params: siteParams,
        body: { required: true, content: { 'application/json': { schema: z.object({ listings: z.array(listingSchema).min(1).max(MAX_LISTINGS_PER_REQUEST) }) } } },
      },
      responses: {
        200: { description: 'What was written and what was refused', content: { 'application/json': { schema: outcomeSchema } } },
        400: { description: 'Not JSON, or not { listings: [...] }', content: { 'application/json': { schema: errorSchema } } },
        ...errors,
        413: { description: `Over ${MAX_INGEST_BODY_CHARS} characters`, content: { 'application/json': { schema: errorSchema } } },
      },
    }),
  );

  registry.registerPath(
    createRoute({
      method: 'delete',
      path: '/sites/{siteId}/listings/{source}/{externalId}',
      summary: 'Delete a listing (a project with its units) by the source’s id',
      security: [{ ingestToken: [] }],
      request: { params: listingParams },
      responses: {
        200: { description: 'Deleted: the site answers its page as a removed listing', content: { 'application/json': { schema: outcomeSchema } } },
        ...errors,
        404: { description: 'The site has no such listing', content: { 'application/json': { schema: errorSchema } } },
      },
    }),
  );

  registry.registerPath(
    createRoute({
      method: 'put',
      path: '/sites/{siteId}/rental-units',
      summary: 'Create or replace holiday rental units, with their periods, by the source’s ids',
      description: `Up to ${MAX_RENTAL_UNITS_PER_REQUEST} units, each with all its periods (prices per period type, availability). Each unit is checked alone: valid ones are written with their periods (never half), invalid ones are answered in \`refusals\` with their id, field path and reason and keep their previous version. A unit identical to the one last written changes nothing (\`unchanged\`). A period is known by its type and dates: sent again, it keeps its id and takes the new price and availability; left out, it is withdrawn (closed instead when a reservation request names it).`,
      security: [{ ingestToken: [] }],
      request: {
        params: siteParams,
        body: { required: true, content: { 'application/json': { schema: z.object({ units: z.array(rentalUnitSchema).min(1).max(MAX_RENTAL_UNITS_PER_REQUEST) }) } } },
      },
      responses: {
        200: { description: 'What was written and what was refused', content: { 'application/json': { schema: outcomeSchema } } },
        400: { description: 'Not JSON, or not { units: [...] }', content: { 'application/json': { schema: errorSchema } } },
        ...errors,
        413: { description: `Over ${MAX_INGEST_BODY_CHARS} characters`, content: { 'application/json': { schema: errorSchema } } },
      },
    }),
  );

  registry.registerPath(
    createRoute({
      method: 'delete',
      path: '/sites/{siteId}/rental-units/{source}/{externalId}',
      summary: 'Delete a holiday rental unit, with its periods, by the source’s id',
      description: 'The unit leaves the site at once. A unit that reservation requests name is kept off the site with the periods they name, so the requests keep what they refer to.',
      security: [{ ingestToken: [] }],
      request: { params: rentalUnitParams },
      responses: {
        200: { description: 'Deleted: the site answers its page as a removed unit', content: { 'application/json': { schema: outcomeSchema } } },
        ...errors,
        404: { description: 'The site has no such unit', content: { 'application/json': { schema: errorSchema } } },
      },
    }),
  );

  const document = app.getOpenAPIDocument({
    openapi: '3.0.3',
    info: {
      title: 'Agency sites: ingest API',
      version: '1',
      description: "Listings in from an agency's CRM (issue 29): create, replace and delete a site's listings and holiday rental units by the source's own ids.",
    },
  });
  // As served: a JSON value (no undefined members), the same the generated file holds.
  return JSON.parse(JSON.stringify(document));
}
