import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CLIENT, get } from './helpers';

/** Site 1's and site 2's addresses in the demo data. */
export const SITE_1 = 'http://localhost';
export const SITE_2 = 'http://immo-tweede.localhost';

/** The MCP SDK's own client, connected over HTTP to a site's /mcp, its requests answered by the worker (as one client address). */
export async function connectAssistant(
  site = SITE_1,
  name = 'Test assistant',
  headers: Record<string, string> = { 'CF-Connecting-IP': CLIENT },
): Promise<Client> {
  const client = new Client({ name, version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${site}/mcp`), {
    fetch: (url, init) => get(String(url), init),
    requestInit: { headers },
  });
  await client.connect(transport);
  return client;
}

/** A tools/call's answer as the SDK reads it: its text, structured content and error flag. */
export async function callTool<T = Record<string, unknown>>(
  client: Client,
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
