import type { Context, ErrorHandler } from 'hono';
import type { AppEnv } from '../env';
import { clientAddress } from '../forms/rate-limit';
import { logFailure } from '../log';
import { isOutage, OUTAGE_RETRY_AFTER_S } from '../upstream/outage';
import { admitCall } from './call-rate';
import { legacyPost } from './legacy';
import { isModern, modernPost } from './modern';
import { INTERNAL_ERROR, INVALID_REQUEST, PARSE_ERROR, rpcError } from './protocol';

/*
 * POST /mcp on every agency's hostname: the agency's MCP server (docs/assistants.md), MCP's
 * Streamable HTTP transport without state: every request is answered on its own, as JSON, in
 * the era it is of (decision 064): the modern one (modern.ts) or the legacy one (legacy.ts).
 */

/** Whether a browser page may call this server: no Origin (an assistant's server), or this site's own hostnames (DNS rebinding). */
function originAllowed(c: Context<AppEnv>): boolean {
  const origin = c.req.header('Origin');
  if (origin === undefined) return true;
  const site = c.get('site');
  let hostname: string;
  try {
    hostname = new URL(origin).hostname;
  } catch {
    return false;
  }
  const own = [new URL(c.req.url).hostname, site.primaryHostname, site.origin && new URL(site.origin).hostname];
  return own.includes(hostname.toLowerCase());
}

/**
 * Whether an Accept header lets the answer be application/json: none does; else the most
 * specific range naming it (application/json, application/*, then *\/*) must not have q=0.
 */
export function acceptsJson(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  let best: { rank: number; q: number } | null = null;
  for (const range of accept.split(',')) {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const rank = type === 'application/json' ? 3 : type === 'application/*' ? 2 : type === '*/*' ? 1 : 0;
    if (rank === 0 || (best && best.rank > rank)) continue;
    const q = Number(parameters.find((parameter) => parameter.startsWith('q='))?.slice(2) ?? 1);
    best = { rank, q: Number.isFinite(q) ? q : 0 };
  }
  return best !== null && best.q > 0;
}

/** Whether a Content-Type is JSON: application/json, with parameters (a charset) or none. */
const isJson = (type: string | undefined) => /^application\/json\s*(;|$)/i.test(type?.trim() ?? '');

/** A transport refusal: a JSON-RPC error without an id, with the HTTP status that says it. */
const refuse = (c: Context<AppEnv>, status: 400 | 403 | 405 | 406 | 415 | 429, code: number, message: string) => c.json(rpcError(null, code, message), status);

/**
 * POST /mcp: the Origin, the Accept and Content-Type headers, the client's rate and the body
 * checked in that order, each refusal a JSON-RPC error with the transport's status; then the
 * request answered in its era.
 */
export async function mcpPost(c: Context<AppEnv>): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  if (!originAllowed(c)) return refuse(c, 403, INVALID_REQUEST, 'Forbidden: this server answers requests from no other site');
  if (!acceptsJson(c.req.header('Accept'))) return refuse(c, 406, INVALID_REQUEST, 'Not acceptable: answers are application/json');
  if (!isJson(c.req.header('Content-Type'))) return refuse(c, 415, INVALID_REQUEST, 'Unsupported media type: send application/json');
  const wait = admitCall(`${c.get('site').id}:${clientAddress(c.req.raw)}`);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    return refuse(c, 429, INVALID_REQUEST, `Too many requests: try again in ${wait} s`);
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.raw.text());
  } catch {
    return refuse(c, 400, PARSE_ERROR, 'Parse error: the body is no JSON');
  }
  return isModern(body, c.req.header('MCP-Protocol-Version')) ? modernPost(c, body) : legacyPost(c, body);
}

/** GET and DELETE /mcp: no stream to open, no session to end (stateless): 405 with Allow, as the transport says. */
export function mcpOtherMethod(c: Context<AppEnv>): Response {
  c.header('Allow', 'POST');
  return refuse(c, 405, INVALID_REQUEST, 'Method not allowed: POST only (stateless Streamable HTTP)');
}

/** What fails past the checks: an outage is 503 with Retry-After, as the islands' (never a 5xx for what the client sent). */
export const mcpErrors = (): ErrorHandler<AppEnv> =>
  function mcpErrors(error, c) {
    const outage = isOutage(error);
    logFailure(outage ? 'platform unavailable' : 'unhandled error', error, 'POST /mcp');
    if (outage) c.header('Retry-After', String(OUTAGE_RETRY_AFTER_S));
    return c.json(rpcError(null, INTERNAL_ERROR, outage ? 'Temporarily unavailable' : 'Internal error'), outage ? 503 : 500);
  };
