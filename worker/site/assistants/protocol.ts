import * as z from 'zod/mini';

/*
 * The Model Context Protocol's server side as this site speaks it: JSON-RPC 2.0 messages over
 * Streamable HTTP, stateless, answered as application/json (decision 055: the SDK's server does
 * not fit the site's bundle; its client proves this one in the tests).
 */

/** The versions this server speaks, newest first: a client asking another gets the newest. */
export const PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26'] as const;

/** JSON-RPC's error codes, and MCP's "session not found" (Streamable HTTP: answered with 404). */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;

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
  return { jsonrpc: '2.0', id, result };
}

export function rpcError(id: RpcId, code: number, message: string, data?: unknown) {
  return { jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } };
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

/** The version a client's `initialize` gets: its own when we speak it, else our newest (the client then decides). */
export function negotiatedVersion(asked: string): string {
  return (PROTOCOL_VERSIONS as readonly string[]).includes(asked) ? asked : PROTOCOL_VERSIONS[0];
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
});

export const callParams = z.object({
  name: z.string(),
  arguments: z.optional(z.record(z.string(), z.unknown())),
});
