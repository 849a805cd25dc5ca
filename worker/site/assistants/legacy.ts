import type { Context } from 'hono';
import { UNKNOWN_CLIENT } from '../../../shared/domain/assistant-client';
import type { AppEnv } from '../env';
import { advertisesView, callTool, type Caller, capabilities, instructions, listResources, listTools, readResource, serverInfo } from './methods';
import { INVALID_REQUEST, LEGACY_VERSIONS, METHOD_NOT_FOUND, PROTOCOL_VERSIONS, UNSUPPORTED_PROTOCOL_VERSION } from './protocol';
import { idOf, initializeParams, isMessage, negotiatedVersion, paramsOf, RpcError, type RpcMessage, rpcError, settle } from './protocol';
import { clientName, sessionClient, sessionId } from './session';

/*
 * The legacy era (MCP 2025-03-26 to 2025-11-25, decision 064): `initialize` first, the version
 * it settled in the MCP-Protocol-Version header of each later request, and the client's name (and
 * whether it shows MCP Apps' views) in the signed Mcp-Session-Id (session.ts); a batch of
 * messages as 2025-03-26 allows.
 */

/** The version a request without MCP-Protocol-Version speaks (the transport's rule). */
const ASSUMED_VERSION = '2025-03-26';
const SESSION_HEADER = 'Mcp-Session-Id';

/** One request's result. */
async function handle(c: Context<AppEnv>, message: RpcMessage, caller: Caller): Promise<unknown> {
  const { method, params } = message;
  if (method === 'initialize') {
    const { protocolVersion } = paramsOf(initializeParams, params);
    return {
      protocolVersion: negotiatedVersion(protocolVersion),
      capabilities: capabilities(c),
      serverInfo: serverInfo(c),
      instructions: await instructions(c),
    };
  }
  if (method === 'ping') return {};
  if (method === 'tools/list') return { tools: await listTools(c, caller) };
  if (method === 'tools/call') return callTool(c, params, caller);
  if (method === 'resources/list') return { resources: listResources(c) };
  if (method === 'resources/read') return readResource(c, params, caller);
  throw new RpcError(METHOD_NOT_FOUND, `Method not found: ${method}`);
}

/** One message's answer: its result or its JSON-RPC error; null when nothing is answered. */
async function answer(c: Context<AppEnv>, message: unknown, caller: Caller): Promise<unknown> {
  if (!isMessage(message)) return rpcError(idOf(message), INVALID_REQUEST, 'Invalid request: not a JSON-RPC 2.0 message');
  // Notifications and a client's responses: nothing to answer.
  if (message.id === undefined || message.method === undefined) return null;
  return settle(message.id, () => handle(c, message, caller));
}

/** POST /mcp of the legacy era: the version, the session id, then each message answered (a batch answer by answer). */
export async function legacyPost(c: Context<AppEnv>, body: unknown): Promise<Response> {
  const version = c.req.header('MCP-Protocol-Version') ?? ASSUMED_VERSION;
  if (!(LEGACY_VERSIONS as readonly string[]).includes(version)) {
    const data = { supported: PROTOCOL_VERSIONS, requested: version };
    return c.json(rpcError(idOf(body), UNSUPPORTED_PROTOCOL_VERSION, `Unsupported protocol version ${version}`, data), 400);
  }
  const messages = Array.isArray(body) ? body : [body];
  if (messages.length === 0 || messages.length > 20) return c.json(rpcError(null, INVALID_REQUEST, 'Invalid request: a batch of 1 to 20 messages'), 400);
  const initialize = messages.find((message) => isMessage(message) && message.method === 'initialize') as RpcMessage | undefined;
  const site = c.get('site');
  const caller: Caller = { client: UNKNOWN_CLIENT, version, era: 'legacy', ui: false };
  const session = c.req.header(SESSION_HEADER);
  if (initialize) {
    const params = initializeParams.safeParse(initialize.params).data;
    caller.client = clientName(params?.clientInfo?.name);
    caller.ui = advertisesView(params?.capabilities);
    const id = await sessionId(c.env, site.id, caller.client, caller.ui);
    if (id) c.header(SESSION_HEADER, id);
  } else if (session !== undefined) {
    const said = await sessionClient(c.env, site.id, session);
    if (said === null) return c.json(rpcError(idOf(messages[0]), -32001, 'Session not found: initialize again'), 404);
    Object.assign(caller, said);
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
