import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { fail } from '../http';
import type { PlatformEnv } from '../types';
import { issuesOf } from '../validate';

/*
 * What the ingest API's routes share (routes.ts for listings, rental-routes.ts for holiday
 * units): the path parameters, the outcome and error answers as the OpenAPI document
 * describes them, and the reading of a batch's body.
 */

/** Characters of a request's body (listings with long descriptions in four languages). */
export const MAX_INGEST_BODY_CHARS = 8 * 1024 * 1024;

export const siteParams = z.object({ siteId: z.string().regex(/^[1-9]\d{0,14}$/).openapi({ example: '1' }) });

/** A record's path: the site, the source and the source's own id. */
export const sourceIdParams = siteParams.extend({
  source: z.string().regex(/^[a-z][a-z0-9-]{1,31}$/).openapi({ example: 'whise' }),
  externalId: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/).openapi({ example: '4242' }),
});

const refusalSchema = z.object({ source: z.string().nullable(), externalId: z.string().nullable(), path: z.string(), reason: z.string() });

export const outcomeSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  deleted: z.number().int(),
  refused: z.number().int(),
  refusals: z.array(refusalSchema),
  cacheRetired: z.boolean(),
});

export const errorSchema = z.object({ error: z.string(), details: z.unknown().optional() });

export const authErrors = {
  401: { description: 'No token, or an unknown one', content: { 'application/json': { schema: errorSchema } } },
  403: { description: "The token is another site's", content: { 'application/json': { schema: errorSchema } } },
} as const;

/**
 * The records of a batch body `{ [key]: [1 to max records] }`, each still unchecked: one bad
 * record must not refuse the batch. Not JSON, or not that envelope, is a 400; too long a 413.
 */
export async function recordsOf(c: Context<PlatformEnv>, key: string, max: number): Promise<unknown[]> {
  const text = await c.req.text();
  if (text.length > MAX_INGEST_BODY_CHARS) fail(413, `Request body over ${MAX_INGEST_BODY_CHARS} characters: send fewer ${key} per request`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    fail(400, 'Malformed JSON body');
  }
  const envelope = z.object({ [key]: z.array(z.unknown()).min(1).max(max) }).safeParse(body);
  if (!envelope.success) fail(400, `The body must be { "${key}": [ 1 to ${max} ${key} ] }`, issuesOf(envelope.error));
  return envelope.data[key] as unknown[];
}
