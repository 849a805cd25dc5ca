import type { R2ObjectBody } from '@cloudflare/workers-types';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A JSON error answer of the platform API: `{ error: message, details? }`. */
export function jsonError<S extends ContentfulStatusCode>(c: Context, status: S, message: string, details?: unknown) {
  return c.json<{ error: string; details?: unknown }, S>(details === undefined ? { error: message } : { error: message, details }, status);
}

/** Throws a 4xx that the platform's error handler turns into a JSON answer. */
export function fail(status: ContentfulStatusCode, message: string, details?: unknown): never {
  throw new HTTPException(status, { message, cause: details });
}

/** A positive integer path parameter, or a 400. */
export function idParam(value: string | undefined, name = 'id'): number {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) fail(400, `${name} must be a positive integer`);
  return Number(value);
}

/** A file of the media store as answered: its stored type (sniffing off), kept by caches as `cacheControl` says. */
export function storedFile(object: R2ObjectBody, cacheControl: string): Response {
  const headers = {
    'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': cacheControl,
  };
  return new Response(object.body as unknown as ReadableStream, { headers });
}
