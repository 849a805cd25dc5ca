import { admitCall } from './call-rate';
import { countToolCall } from './count';
import type { Context, ErrorHandler } from 'hono';
import { isLocale, type Locale } from '../../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { clientAddress } from '../forms/rate-limit';
import { knownFormMessage } from '../forms/result';
import { createTranslator } from '../../../shared/i18n';
import { logFailure } from '../log';
import { UpstreamError } from '../upstream/client';
import { isOutage, OUTAGE_RETRY_AFTER_S } from '../upstream/outage';
import {
  callParams,
  failingPaths,
  idOf,
  INTERNAL_ERROR,
  INVALID_PARAMS,
  INVALID_REQUEST,
  initializeParams,
  isMessage,
  METHOD_NOT_FOUND,
  negotiatedVersion,
  PARSE_ERROR,
  PROTOCOL_VERSIONS,
  paramsOf,
  type RpcMessage,
  RpcError,
  rpcError,
  rpcResult,
} from './protocol';
import { clientName, sessionClient, sessionId } from './session';
import { UNKNOWN_CLIENT } from '../../../shared/domain/assistant-client';
import type { ToolResult } from './tool';
import { siteTools } from './tools';
import { toolsDocument } from './tools-document';

/*
 * POST /mcp on every agency's hostname: the agency's MCP server (docs/assistants.md), MCP's
 * Streamable HTTP transport without state: every request is answered on its own, as JSON.
 */

/** The version a request without MCP-Protocol-Version speaks (the transport's rule). */
const ASSUMED_VERSION = '2025-03-26';
/** From this version on, a tool's arguments failing its schema are the tool's error result (the model reads it and corrects itself). */
const ARGUMENTS_AS_RESULT = '2025-11-25';
const SESSION_HEADER = 'Mcp-Session-Id';

/** Who asks and in which version, as the request's headers say. */
interface Caller {
  client: string;
  version: string;
}

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

/** A JSON-RPC error answered with an HTTP status of the transport. */
const refuse = (c: Context<AppEnv>, status: 400 | 403 | 404 | 405 | 406 | 429 | 503, code: number, message: string, id: string | number | null = null) =>
  c.json(rpcError(id, code, message), status);

/** The language of a tool's answer: `language` when the site offers it, else the site's default. */
function localeOf(c: Context<AppEnv>, language: unknown): Locale {
  const site = c.get('site');
  if (language === undefined) return site.defaultLocale;
  if (!isLocale(language)) {
    const issues = [{ path: 'arguments.language', message: 'one of nl, fr, en, de' }];
    throw new RpcError(INVALID_PARAMS, `Invalid params: ${issues[0]!.path}: ${issues[0]!.message}`, { issues });
  }
  return site.locales.includes(language) ? language : site.defaultLocale;
}

/** A tool's answer as MCP's CallToolResult: its text, and its facts as structured content. */
function callResult({ text, structured, isError }: ToolResult) {
  return { content: [{ type: 'text', text }], ...(structured ? { structuredContent: structured } : {}), ...(isError ? { isError: true } : {}) };
}

async function callTool(c: Context<AppEnv>, params: unknown, caller: Caller) {
  const { name, arguments: args = {} } = paramsOf(callParams, params);
  const tool = siteTools(c.get('site')).find((candidate) => candidate.name === name);
  if (!tool) throw new RpcError(INVALID_PARAMS, `Unknown tool: ${name}`);
  const locale = localeOf(c, args.language);
  c.set('locale', locale);
  // Counted once per call of a tool the site offers, whatever its answer (docs/statistics.md).
  countToolCall(c, tool.name);
  const checked = tool.args.safeParse(args);
  if (!checked.success) {
    // The forms' own checks (a request's name, e-mail, phone) say what is wrong in the answer's language.
    const t = createTranslator(locale);
    const issues = failingPaths(checked.error, 'arguments').map((issue) => ({ ...issue, message: knownFormMessage(issue.message, t) }));
    const text = `Invalid arguments: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`;
    if (caller.version >= ARGUMENTS_AS_RESULT) return callResult({ text, structured: { issues }, isError: true });
    throw new RpcError(INVALID_PARAMS, text, { issues });
  }
  try {
    return callResult(await tool.run({ c, locale, client: caller.client }, checked.data));
  } catch (error) {
    // The platform's "no such thing" (a listing gone or hidden): the tool's refusal, never an outage.
    if (error instanceof UpstreamError && error.status < 500) return callResult({ text: 'Not found on this site.', isError: true });
    throw error;
  }
}

/** One request's result, or null for a notification or a client's response (nothing to answer). */
async function handle(c: Context<AppEnv>, message: RpcMessage, caller: Caller): Promise<unknown> {
  const { method, params } = message;
  if (method === undefined || message.id === undefined) return null;
  if (method === 'initialize') {
    const { protocolVersion } = paramsOf(initializeParams, params);
    const site = c.get('site');
    const { instructions } = await toolsDocument(c);
    return {
      protocolVersion: negotiatedVersion(protocolVersion),
      capabilities: { tools: { listChanged: false } },
      serverInfo: { name: site.name, version: '1' },
      instructions: instructions.replace('{agency}', site.name),
    };
  }
  if (method === 'ping') return {};
  if (method === 'tools/list') {
    const offered = new Set(siteTools(c.get('site')).map((tool) => tool.name));
    return { tools: (await toolsDocument(c)).tools.filter((tool) => offered.has(tool.name)) };
  }
  if (method === 'tools/call') return callTool(c, params, caller);
  throw new RpcError(METHOD_NOT_FOUND, `Method not found: ${method}`);
}

/** One message's answer: its result or its JSON-RPC error; null when nothing is answered. */
async function answer(c: Context<AppEnv>, message: unknown, caller: Caller): Promise<unknown> {
  if (!isMessage(message)) return rpcError(idOf(message), INVALID_REQUEST, 'Invalid request: not a JSON-RPC 2.0 message');
  try {
    const result = await handle(c, message, caller);
    return result === null ? null : rpcResult(message.id!, result);
  } catch (error) {
    if (error instanceof RpcError) return message.id === undefined ? null : rpcError(message.id, error.code, error.message, error.data);
    throw error;
  }
}

/**
 * POST /mcp: the Origin, the client's rate, the protocol version, the session id and the body
 * checked in that order, each refusal a JSON-RPC error with the transport's status; then each
 * message answered (a batch, as 2025-03-26 allows, answer by answer). Notifications and a
 * client's responses alone: 202 without a body.
 */
export async function mcpPost(c: Context<AppEnv>): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  if (!originAllowed(c)) return refuse(c, 403, INVALID_REQUEST, 'Forbidden: this server answers requests from no other site');
  // Lenient: an Accept that names JSON (or anything) is fine; only one that excludes it is refused.
  const accept = c.req.header('Accept');
  if (accept && !/application\/json|application\/\*|\*\/\*/i.test(accept))
    return refuse(c, 406, INVALID_REQUEST, 'Not acceptable: answers are application/json');
  const wait = admitCall(`${c.get('site').id}:${clientAddress(c.req.raw)}`);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    return refuse(c, 429, INVALID_REQUEST, `Too many requests: try again in ${wait} s`);
  }
  const version = c.req.header('MCP-Protocol-Version') ?? ASSUMED_VERSION;
  if (!(PROTOCOL_VERSIONS as readonly string[]).includes(version)) {
    return refuse(c, 400, INVALID_REQUEST, `Unsupported MCP-Protocol-Version ${version}: ${PROTOCOL_VERSIONS.join(', ')}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.raw.text());
  } catch {
    return refuse(c, 400, PARSE_ERROR, 'Parse error: the body is no JSON');
  }
  const messages = Array.isArray(body) ? body : [body];
  if (messages.length === 0 || messages.length > 20) return refuse(c, 400, INVALID_REQUEST, 'Invalid request: a batch of 1 to 20 messages');
  const initialize = messages.find((message) => isMessage(message) && message.method === 'initialize') as RpcMessage | undefined;
  const site = c.get('site');
  const caller: Caller = { client: UNKNOWN_CLIENT, version };
  const session = c.req.header(SESSION_HEADER);
  if (initialize) {
    caller.client = clientName(initializeParams.safeParse(initialize.params).data?.clientInfo?.name);
    const id = await sessionId(c.env, site.id, caller.client);
    if (id) c.header(SESSION_HEADER, id);
  } else if (session !== undefined) {
    const client = await sessionClient(c.env, site.id, session);
    if (client === null) return refuse(c, 404, -32001, 'Session not found: initialize again', idOf(messages[0]));
    caller.client = client;
  }
  const answers: unknown[] = [];
  for (const message of messages) {
    const one = await answer(c, message, caller);
    if (one !== null) answers.push(one);
  }
  if (answers.length === 0) return c.body(null, 202);
  const invalid = !Array.isArray(body) && (answers[0] as { error?: { code: number } }).error?.code === INVALID_REQUEST;
  return c.json(Array.isArray(body) ? answers : answers[0], invalid ? 400 : 200);
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
