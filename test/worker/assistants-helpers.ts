import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CLIENT, get } from './helpers';

/** Site 1's and site 2's addresses in the demo data. */
export const SITE_1 = 'http://localhost';
export const SITE_2 = 'http://immo-tweede.localhost';

/** A host's capabilities that show MCP Apps' views (the extension `io.modelcontextprotocol/ui`, as ChatGPT and Claude advertise it). */
export const SHOWS_VIEWS = { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } } };

/** The MCP SDK's own client, connected over HTTP to a site's /mcp, its requests answered by the worker (as one client address). */
export async function connectAssistant(
  site = SITE_1,
  name = 'Test assistant',
  headers: Record<string, string> = { 'CF-Connecting-IP': CLIENT },
  capabilities: Record<string, unknown> = {},
): Promise<Client> {
  const client = new Client({ name, version: '1.0.0' }, { capabilities });
  const transport = new StreamableHTTPClientTransport(new URL(`${site}/mcp`), {
    fetch: (url, init) => get(String(url), init),
    requestInit: { headers },
  });
  await client.connect(transport);
  return client;
}

/**
 * The MCP SDK's 2.x client (@modelcontextprotocol/client), as a dual-era client: it probes
 * server/discover at connect and speaks 2026-07-28 to a server that answers it.
 */
export async function connectModern(
  site = SITE_1,
  name = 'Test assistant',
  headers: Record<string, string> = { 'CF-Connecting-IP': CLIENT },
  capabilities: Record<string, unknown> = {},
): Promise<ModernClient> {
  const client = new ModernClient({ name, version: '1.0.0' }, { versionNegotiation: { mode: 'auto' }, capabilities });
  const transport = new ModernTransport(new URL(`${site}/mcp`), { fetch: (url, init) => get(String(url), init), requestInit: { headers } });
  await client.connect(transport);
  return client;
}

/** Either SDK's client, as far as a tool call goes. */
type AnyClient = Pick<Client, 'callTool'> | Pick<ModernClient, 'callTool'>;

/** A tools/call's answer as the SDK reads it: its text, structured content and error flag. */
export async function callTool<T = Record<string, unknown>>(
  client: AnyClient,
  name: string,
  args: Record<string, unknown>,
): Promise<{ text: string; data: T; isError: boolean }> {
  const result = await client.callTool({ name, arguments: args });
  return { text: (result.content as { text: string }[])[0]?.text ?? '', data: result.structuredContent as T, isError: result.isError === true };
}

/** One raw JSON-RPC post to a site's /mcp, as a client without the SDK sends it. */
export function post(site: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return get(`${site}/mcp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'CF-Connecting-IP': CLIENT, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * One raw 2026-07-28 request to a site's /mcp, as the specification writes it: the method and
 * name in the Mcp-Method and Mcp-Name headers, the version and the client in `_meta`; `headers`
 * and `meta` change or (undefined) drop any of them.
 */
export function modernPost(
  site: string,
  method: string,
  params: Record<string, unknown> = {},
  { headers = {}, meta = {} }: { headers?: Record<string, string | undefined>; meta?: Record<string, unknown> } = {},
): Promise<Response> {
  const name = (params.name ?? params.uri) as string | undefined;
  const all: Record<string, string | undefined> = {
    'MCP-Protocol-Version': '2026-07-28',
    'Mcp-Method': method,
    ...(name ? { 'Mcp-Name': name } : {}),
    ...headers,
  };
  const _meta = Object.fromEntries(
    Object.entries({
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientCapabilities': {},
      'io.modelcontextprotocol/clientInfo': { name: 'Raw modern client', version: '1' },
      ...meta,
    }).filter(([, value]) => value !== undefined),
  );
  const sent = Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return post(site, { jsonrpc: '2.0', id: 1, method, params: { ...params, _meta } }, sent);
}

export const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'Raw client', version: '1' } },
};

/** A listing brief as search_listings answers it. */
export interface Brief {
  id: number;
  title: string;
  url: string;
  price: string;
  priceEuros: number | null;
  place: string;
  status: string;
  picture: string | null;
}
