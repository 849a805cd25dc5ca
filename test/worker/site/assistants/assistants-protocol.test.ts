import { describe, expect, it } from 'vitest';
import { callTool, connectAssistant, INITIALIZE, post, SITE_1, SITE_2 } from '../../assistants-helpers';
import { DOWN, failWith, request } from '../../failing-forms';
import { CLIENT, client as clientAt, get } from '../../helpers';

const LIST = { jsonrpc: '2.0', id: 2, method: 'tools/list' };

/** The session id site `site` hands a client named `name` on initialize. */
async function sessionOf(site: string, name = 'Raw client'): Promise<string> {
  const response = await post(site, { ...INITIALIZE, params: { ...INITIALIZE.params, clientInfo: { name, version: '1' } } });
  expect(response.status).toBe(200);
  return response.headers.get('Mcp-Session-Id')!;
}

describe('the MCP transport on the site (stateless Streamable HTTP)', () => {
  it('negotiates the protocol version: a known one is kept, an unknown one gets the newest', async () => {
    for (const version of ['2025-11-25', '2025-06-18', '2025-03-26']) {
      const answer = await (await post(SITE_1, { ...INITIALIZE, params: { ...INITIALIZE.params, protocolVersion: version } })).json<{
        result: { protocolVersion: string };
      }>();
      expect(answer.result.protocolVersion).toBe(version);
    }
    const newest = await (await post(SITE_1, { ...INITIALIZE, params: { ...INITIALIZE.params, protocolVersion: '2024-11-05' } })).json<{
      result: { protocolVersion: string };
    }>();
    expect(newest.result.protocolVersion).toBe('2025-11-25');
    expect((await post(SITE_1, LIST, { 'MCP-Protocol-Version': '1999-01-01' })).status).toBe(400);
  });

  it('answers notifications 202, ping, unknown methods -32601 and bad JSON -32700 (400)', async () => {
    expect((await post(SITE_1, { jsonrpc: '2.0', method: 'notifications/initialized' })).status).toBe(202);
    expect(await (await post(SITE_1, { jsonrpc: '2.0', id: 'p', method: 'ping' })).json()).toEqual({ jsonrpc: '2.0', id: 'p', result: {} });
    const unknown = await post(SITE_1, { jsonrpc: '2.0', id: 3, method: 'prompts/list' });
    expect(unknown.status).toBe(200);
    expect(((await unknown.json()) as { error: { code: number } }).error.code).toBe(-32601);
    const broken = await post(SITE_1, '{"jsonrpc": "2.0", "id": 4, "method": ');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { code: number } }).error.code).toBe(-32700);
    const invalid = await post(SITE_1, { id: 5, method: 'ping' });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { code: number } }).error.code).toBe(-32600);
  });

  it('answers bad params -32602 with the failing paths to a client of an earlier version', async () => {
    const response = await post(
      SITE_1,
      { jsonrpc: '2.0', id: 6, method: 'tools/call', params: { name: 'search_listings', arguments: { bedroomsMin: 0 } } },
      { 'MCP-Protocol-Version': '2025-06-18' },
    );
    expect(response.status).toBe(200);
    const { error } = (await response.json()) as { error: { code: number; data: { issues: { path: string }[] } } };
    expect(error.code).toBe(-32602);
    expect(error.data.issues.map((issue) => issue.path)).toEqual(['arguments.bedroomsMin']);
    const noName = await post(SITE_1, { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { arguments: {} } });
    expect(((await noName.json()) as { error: { code: number; message: string } }).error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('name'),
    });
  });

  it('has no stream to open nor session to end: GET and DELETE are 405 with Allow', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await get(`${SITE_1}/mcp`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('POST');
    }
  });

  it("refuses a page of another origin (403) and takes one of the site's own or none", async () => {
    expect((await post(SITE_1, LIST, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(SITE_1, LIST, { Origin: SITE_2 })).status).toBe(403);
    expect((await post(SITE_1, LIST, { Origin: SITE_1 })).status).toBe(200);
    expect((await post(SITE_1, LIST)).status).toBe(200);
  });

  it("carries the client's name in a signed session id: a forged one or another site's is 404, none is accepted", async () => {
    const session = await sessionOf(SITE_1, `  ${'Claude '.repeat(20)}  `);
    expect(session).toMatch(/^[\x21-\x7e]+$/);
    expect((await post(SITE_1, LIST, { 'Mcp-Session-Id': session })).status).toBe(200);
    const [name, signature] = session.split('.');
    const forged = `${btoa('ChatGPT').replace(/=+$/, '')}.${signature}`;
    expect((await post(SITE_1, LIST, { 'Mcp-Session-Id': forged })).status).toBe(404);
    expect((await post(SITE_1, LIST, { 'Mcp-Session-Id': `${name}.${signature!.slice(0, -2)}AA` })).status).toBe(404);
    expect((await post(SITE_2, LIST, { 'Mcp-Session-Id': session })).status).toBe(404);
    expect((await post(SITE_2, LIST, { 'Mcp-Session-Id': await sessionOf(SITE_2) })).status).toBe(200);
  });

  it('limits the requests of one client address (429 with Retry-After), not those of another', async () => {
    const address = { 'CF-Connecting-IP': clientAt(77) };
    let status = 200;
    let sent = 0;
    while (status === 200 && sent < 200) {
      status = (await post(SITE_1, { jsonrpc: '2.0', id: sent, method: 'ping' }, address)).status;
      sent += 1;
    }
    expect(status).toBe(429);
    expect(sent).toBe(121);
    const refused = await post(SITE_1, { jsonrpc: '2.0', id: 'x', method: 'ping' }, address);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await post(SITE_1, { jsonrpc: '2.0', id: 'y', method: 'ping' }, { 'CF-Connecting-IP': clientAt(78) })).status).toBe(200);
  });

  it('answers an outage 503 with Retry-After, never another 5xx', async () => {
    const call = (query: string, vars = {}) =>
      request(
        `${SITE_1}/mcp`,
        vars,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'MCP-Protocol-Version': '2025-11-25', 'CF-Connecting-IP': CLIENT },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_listings', arguments: { query } } }),
        },
        true,
      );
    // The site is known (cached) while the platform answers; then the platform fails.
    expect((await call('appartement Gent')).status).toBe(200);
    await failWith('503');
    try {
      // A search not asked before: nothing cached answers it.
      const response = await call('villa met zwembad', DOWN);
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(((await response.json()) as { error: { code: number } }).error.code).toBe(-32603);
    } finally {
      await failWith('released');
    }
  });

  it('is named in /llms.txt and in the server card, on the site of its own hostname', async () => {
    const llms = await get(`${SITE_2}/llms.txt`);
    const text = await llms.text();
    expect(llms.status).toBe(200);
    expect(text).toMatch(/^# /);
    expect(text).toContain(`${SITE_2}/mcp`);
    const card = (await (await get(`${SITE_1}/mcp/server-card`)).json()) as { title: string; remotes: { url: string }[] };
    expect(card.title).toBe('Immo Scheldeland');
    expect(card.remotes[0]!.url).toBe(`${SITE_1}/mcp`);
    // The SDK's client reaches the tools with what the card names.
    const client = await connectAssistant(SITE_2);
    expect((await callTool(client, 'agency_info', {})).isError).toBe(false);
  });
});
