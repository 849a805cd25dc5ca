import type { Context } from 'hono';
import { jsonError } from './kit/http';
import { logFailure } from './log';
import type { PlatformEnv } from './types';
import files from './static-files.generated.json';

/*
 * The platform's static files: what it answers as it is, written at build time into dist/assets/
 * under names that carry their hash (scripts/openapi-document.mjs: the ingest API's OpenAPI
 * document, 4 KiB gzipped), read through the ASSETS binding instead of being part of the bundle.
 * (The starter site's agreement templates are such a file too, read by starter/agreement-texts.ts.)
 * A deploy uploads them with the platform's version ([assets] of wrangler.platform.toml, which
 * serves nothing before the worker runs); the local default's embedded platform reads the
 * site's ASSETS, the same directory. Should a read fail, the answer is a 503 with Retry-After.
 */

const RETRY_AFTER_S = 30;

/** Answers the static file `name` (its address in static-files.generated.json) as `contentType`; 503 when it cannot be read. */
export async function staticFile(c: Context<PlatformEnv>, name: keyof typeof files, contentType: string): Promise<Response> {
  const address = files[name];
  const answer = await c.env.ASSETS?.fetch(new URL(address, c.req.url).href).catch((error: unknown) => error);
  if (answer instanceof Response && answer.ok) return new Response(answer.body, { headers: { 'Content-Type': contentType } });
  logFailure(
    `static file ${address} unavailable`,
    c.env.ASSETS ? (answer instanceof Response ? `status ${answer.status}` : String(answer)) : 'no ASSETS binding',
  );
  c.header('Retry-After', String(RETRY_AFTER_S));
  return jsonError(c, 503, 'This document cannot be read right now; try again shortly');
}
