import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { advertisesView, callTool, type Caller, capabilities, instructions, listResources, listTools, readResource, serverInfo } from './methods';
import {
  HEADER_MISMATCH,
  INVALID_PARAMS,
  INVALID_REQUEST,
  META_CAPABILITIES,
  META_CLIENT,
  META_SERVER,
  META_VERSION,
  METHOD_NOT_FOUND,
  MODERN_VERSIONS,
  PROTOCOL_VERSIONS,
  UNSUPPORTED_PROTOCOL_VERSION,
} from './protocol';
import { isMessage, RpcError, type RpcMessage, rpcError, settle } from './protocol';
import { clientName } from './session';

/*
 * The modern era (MCP 2026-07-28, decision 064): no handshake and no session; each POST is one
 * request carrying its version, the client's capabilities and (should) its name in `_meta`, its
 * method and name mirrored in the Mcp-Method and Mcp-Name headers, which must match the body.
 * Every result says `resultType` and the server's name; lists say how long they keep.
 */

const FIRST_MODERN = MODERN_VERSIONS[0];
/** How long a client may keep the tool list and the view (ms): an agency's switch reaches it within this. */
const LIST_TTL_MS = 300_000;
/** The methods whose request names its object in Mcp-Name (params.name, or params.uri). */
const NAMED = new Set(['tools/call', 'resources/read', 'prompts/get']);

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/**
 * Whether a request is of the modern era, as the versioning page tells a dual-era server to
 * choose: it carries the per-request `_meta` version, or is `server/discover`, or its
 * MCP-Protocol-Version header names a modern version. `initialize` never opens the modern era: a
 * batch or an `initialize` sent with a modern header is that era's, which refuses the batch as no
 * request of its own (-32600) and `initialize` as a method it removed (404, -32601, as SEP-2575 and
 * the conformance suite's server-stateless say), rather than the legacy era's "unsupported version".
 */
export function isModern(body: unknown, headerVersion: string | undefined): boolean {
  const modernHeader = headerVersion !== undefined && headerVersion >= FIRST_MODERN;
  if (Array.isArray(body)) return modernHeader;
  const message = record(body);
  if (!message) return false;
  if (message.method === 'initialize') return modernHeader;
  const meta = record(record(message.params)?._meta);
  return meta?.[META_VERSION] !== undefined || message.method === 'server/discover' || modernHeader;
}

/** A header's value as the transport encodes it: plain ASCII, or `=?base64?…?=` for anything else; null when it cannot be read. */
function headerValue(value: string | undefined): string | null {
  if (value === undefined) return null;
  const encoded = /^=\?base64\?([A-Za-z0-9+/=]*)\?=$/.exec(value);
  if (!encoded) return value;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(Uint8Array.from(atob(encoded[1]!), (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

type Refusal = { status: 400 | 404; code: number; message: string; data?: unknown };

/** What is wrong with a modern request, in the specification's order of checks; null when it may be answered. */
function refusalOf(c: Context<AppEnv>, message: RpcMessage): Refusal | null {
  const params = record(message.params);
  const meta = record(params?._meta);
  const version = meta?.[META_VERSION];
  const header = c.req.header('MCP-Protocol-Version');
  if (typeof version !== 'string') return { status: 400, code: INVALID_PARAMS, message: `Invalid params: _meta["${META_VERSION}"] is required` };
  if (header !== version)
    return { status: 400, code: HEADER_MISMATCH, message: `Header mismatch: MCP-Protocol-Version ${header ?? '(none)'} is not ${version}` };
  if (!(MODERN_VERSIONS as readonly string[]).includes(version))
    return {
      status: 400,
      code: UNSUPPORTED_PROTOCOL_VERSION,
      message: 'Unsupported protocol version',
      data: { supported: PROTOCOL_VERSIONS, requested: version },
    };
  if (message.id === undefined) return null;
  if (c.req.header('Mcp-Method') !== message.method)
    return { status: 400, code: HEADER_MISMATCH, message: `Header mismatch: Mcp-Method is not ${message.method}` };
  if (NAMED.has(message.method!)) {
    const name = params?.name ?? params?.uri;
    const named = headerValue(c.req.header('Mcp-Name'));
    if (typeof name !== 'string' || named !== name) return { status: 400, code: HEADER_MISMATCH, message: `Header mismatch: Mcp-Name is not ${String(name)}` };
  }
  if (!record(meta?.[META_CAPABILITIES])) return { status: 400, code: INVALID_PARAMS, message: `Invalid params: _meta["${META_CAPABILITIES}"] is required` };
  return null;
}

/** One modern method's result, before `resultType` and the server's name are added. */
async function handle(c: Context<AppEnv>, method: string, params: unknown, caller: Caller): Promise<Record<string, unknown>> {
  const cache = { ttlMs: LIST_TTL_MS, cacheScope: 'public' };
  if (method === 'server/discover')
    return { supportedVersions: PROTOCOL_VERSIONS, capabilities: capabilities(c), instructions: await instructions(c), ...cache };
  if (method === 'tools/list') return { tools: await listTools(c, caller), ...cache };
  if (method === 'tools/call') return callTool(c, params, caller);
  if (method === 'resources/list') return { resources: listResources(c), ...cache };
  if (method === 'resources/read') return { ...(await readResource(c, params, caller)), ...cache };
  // `ping`, `logging/setLevel` and the rest: not of this era, or not offered (404, as the transport says).
  throw new RpcError(METHOD_NOT_FOUND, `Method not found: ${method}`);
}

/** POST /mcp of the modern era: one request (or notification) checked, then answered as JSON. */
export async function modernPost(c: Context<AppEnv>, body: unknown): Promise<Response> {
  if (!isMessage(body) || body.method === undefined) return c.json(rpcError(null, INVALID_REQUEST, 'Invalid request: one JSON-RPC request per POST'), 400);
  if (body.method === 'initialize')
    return c.json(rpcError(body.id ?? null, METHOD_NOT_FOUND, 'Method not found: initialize (none in 2026-07-28: server/discover), nor with its header'), 404);
  const refusal = refusalOf(c, body);
  if (refusal) return c.json(rpcError(body.id ?? null, refusal.code, refusal.message, refusal.data), refusal.status);
  // Notifications: none is defined from client to server over HTTP in this era; taken and ignored.
  if (body.id === undefined) return c.body(null, 202);
  const meta = record(record(body.params)!._meta)!;
  const name = record(meta[META_CLIENT])?.name;
  const caller: Caller = {
    client: clientName(typeof name === 'string' ? name : undefined),
    version: meta[META_VERSION] as string,
    era: 'modern',
    ui: advertisesView(meta[META_CAPABILITIES]),
  };
  const answer = await settle(body.id, async () => ({
    ...(await handle(c, body.method!, body.params, caller)),
    resultType: 'complete',
    _meta: { [META_SERVER]: serverInfo(c) },
  }));
  return c.json(answer, 'error' in answer && answer.error.code === METHOD_NOT_FOUND ? 404 : 200);
}
