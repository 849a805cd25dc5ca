import * as z from 'zod/mini';

/*
 * The Model Context Protocol's server side as this site speaks it: JSON-RPC 2.0 messages over
 * Streamable HTTP, stateless, answered as application/json (decision 055: the SDK's server does
 * not fit the site's bundle; its clients prove this one in the tests). Two eras on one endpoint
 * (decision 064): the modern one (2026-07-28: every request carries its version and the
 * client's capabilities in `_meta`) and the legacy one (an `initialize` handshake first).
 */

/** The modern versions this server speaks (no handshake: each request names its own). */
export const MODERN_VERSIONS = ['2026-07-28'] as const;
/** The legacy versions, newest first: an `initialize` asking another gets the newest. */
export const LEGACY_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26'] as const;
/** Every version this server speaks, newest first (server/discover, the server card, an unsupported version's error). */
export const PROTOCOL_VERSIONS: readonly string[] = [...MODERN_VERSIONS, ...LEGACY_VERSIONS];

/** JSON-RPC's error codes. */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;
/** MCP's own (2026-07-28, the range -32020 to -32099): headers that do not match the body, or are missing. */
export const HEADER_MISMATCH = -32020;
/** MCP's own (2026-07-28): a version this server does not speak (`data`: the supported ones and the one asked). */
export const UNSUPPORTED_PROTOCOL_VERSION = -32022;

/** The `_meta` keys of the modern era (2026-07-28, basic/index "Per-request protocol fields"). */
export const META_VERSION = 'io.modelcontextprotocol/protocolVersion';
export const META_CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';
export const META_CLIENT = 'io.modelcontextprotocol/clientInfo';
export const META_SERVER = 'io.modelcontextprotocol/serverInfo';

/** This server's own version, as serverInfo and the server card name it. */
export const SERVER_VERSION = '2.0.0';

export type RpcId = string | number | null;

/** One JSON-RPC message a client sends: a request (id and method), a notification (method alone) or a response to us. */
export interface RpcMessage {
  jsonrpc: '2.0';
  id?: string | number;
  method?: string;
  params?: unknown;
}

/** A failure of one request, thrown by its handler and answered as its JSON-RPC error. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export function rpcResult(id: RpcId, result: unknown) {
  return { jsonrpc: '2.0' as const, id, result };
}

export function rpcError(id: RpcId, code: number, message: string, data?: unknown) {
  return { jsonrpc: '2.0' as const, id, error: data === undefined ? { code, message } : { code, message, data } };
}

/** A request's answer: its handler's result, or the JSON-RPC error it threw as an RpcError (anything else is thrown on). */
export async function settle(id: RpcId, run: () => Promise<unknown>): Promise<ReturnType<typeof rpcResult> | ReturnType<typeof rpcError>> {
  try {
    return rpcResult(id, await run());
  } catch (error) {
    if (error instanceof RpcError) return rpcError(id, error.code, error.message, error.data);
    throw error;
  }
}

/** Whether `value` is a JSON-RPC 2.0 message MCP allows (an id is a string or a number, never null). */
export function isMessage(value: unknown): value is RpcMessage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { jsonrpc, id, method } = value as Record<string, unknown>;
  const idOk = id === undefined || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
  return jsonrpc === '2.0' && idOk && (method === undefined ? id !== undefined : typeof method === 'string');
}

/** The id a message's answer names: its own, else null (a message too broken to have one). */
export function idOf(value: unknown): RpcId {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/** The version a client's `initialize` gets: its own when it is a legacy one we speak, else our newest legacy one (the client then decides). */
export function negotiatedVersion(asked: string): string {
  return (LEGACY_VERSIONS as readonly string[]).includes(asked) ? asked : LEGACY_VERSIONS[0];
}

/** A check's failures as the paths that failed and why, e.g. `{ path: 'arguments.priceMax', message: 'Invalid input' }`. */
export function failingPaths(error: z.core.$ZodError, prefix = ''): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(root)', message: issue.message }));
}

/** Checks a method's params; a failure is the request's -32602 with the failing paths. */
export function paramsOf<T>(schema: z.ZodMiniType<T>, params: unknown): T {
  const checked = schema.safeParse(params ?? {});
  if (checked.success) return checked.data;
  const paths = failingPaths(checked.error);
  throw new RpcError(INVALID_PARAMS, `Invalid params: ${paths.map((p) => `${p.path}: ${p.message}`).join('; ')}`, { issues: paths });
}

export const initializeParams = z.object({
  protocolVersion: z.string(),
  clientInfo: z.optional(z.object({ name: z.string() })),
  capabilities: z.optional(z.object({ extensions: z.optional(z.record(z.string(), z.unknown())) })),
});
