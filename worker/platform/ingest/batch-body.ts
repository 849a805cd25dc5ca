import type { Context } from 'hono';
import type * as z from 'zod';
import { fail } from '../kit/http';
import type { PlatformEnv } from '../types';
import { issuesOf } from '../kit/validate';
import { MAX_INGEST_BODY_CHARS } from './schemas';

/*
 * The reading of a batch call's body, shared by routes.ts (listings) and rental-routes.ts
 * (holiday rental units): their envelopes are schemas.ts's.
 */

/**
 * The records of a batch body `{ [key]: [1 to max records] }`, each still unchecked: one bad
 * record must not refuse the batch. Not JSON, or not that envelope, is a 400; too long a 413.
 */
export async function recordsOf<K extends string>(c: Context<PlatformEnv>, envelope: z.ZodType<Record<K, unknown[]>>, key: K, max: number): Promise<unknown[]> {
  const text = await c.req.text();
  if (text.length > MAX_INGEST_BODY_CHARS) fail(413, `Request body over ${MAX_INGEST_BODY_CHARS} characters: send fewer ${key} per request`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    fail(400, 'Malformed JSON body');
  }
  const parsed = envelope.safeParse(body);
  if (!parsed.success) fail(400, `The body must be { "${key}": [ 1 to ${max} ${key} ] }`, issuesOf(parsed.error));
  return parsed.data[key];
}
