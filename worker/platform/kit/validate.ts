import type { Context } from 'hono';
import type { z } from 'zod';
import { MAX_BODY_BYTES } from '../../../shared/contract/limits';
import { fail, idParam } from './http';
import type { PlatformEnv } from '../types';

/** The JSON body of a request; malformed or oversized JSON is a 400, never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) fail(413, 'Request body too large');
  if (text.trim() === '') fail(400, 'Request body must be JSON');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    fail(400, 'Malformed JSON body');
  }
}

/** Field-level messages of a failed validation: { path: 'query.terms', message }. */
export function issuesOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(body)', message: issue.message }));
}

/** Validates a value; a mismatch is a 400 listing every problem. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) fail(400, `Invalid ${what}`, issuesOf(result.error));
  return result.data;
}

/** Reads and validates a JSON body in one step. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S, what?: string): Promise<z.infer<S>> {
  return validate(schema, await readJson(c), what);
}

/** Checks that the site named in the path exists. */
export async function requireExistingSite(c: Context<PlatformEnv>, siteId: number): Promise<void> {
  const row = await c.env.DB.prepare('SELECT 1 AS ok FROM sites WHERE id = ?1').bind(siteId).first();
  if (!row) fail(404, `Site ${siteId} does not exist`);
}

/** The site an admin route's path names (`siteId`), checked to exist. */
export async function existingSiteOf(c: Context<PlatformEnv>): Promise<number> {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  await requireExistingSite(c, siteId);
  return siteId;
}

/** The path's parameter `name` when it has the form of `pattern`; else a 404 saying `missing` (there is no such thing). */
export function patternParam(c: Context, name: string, pattern: RegExp, missing: string): string {
  const value = c.req.param(name) ?? '';
  if (!pattern.test(value)) fail(404, missing);
  return value;
}
