import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { type Brief, callTool, connectAssistant, connectModern, INITIALIZE, modernPost, post, SITE_1, SITE_2 } from '../../assistants-helpers';
import { get } from '../../helpers';

// docs/assistants.md "The protocol", decision 064: one endpoint answers both eras of MCP, each
// request in its own: the SDK's 2.x client speaks 2026-07-28 to it (server/discover at connect,
// `_meta` on every request), its 1.x client 2025-11-25 (initialize, then the session id). Both
// get the same answers; each era's errors are its own.

const ALL_VERSIONS = ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26'];

interface RpcAnswer {
  result?: Record<string, unknown> & { _meta?: Record<string, unknown> };
  error?: { code: number; message: string; data?: { supported?: string[]; requested?: string } };
}
const answer = async (response: Response) => (await response.json()) as RpcAnswer;

/** The site a listing belongs to. */
const siteOf = async (id: number) => env.DB.prepare('SELECT site_id AS site FROM estates WHERE id = ?1').bind(id).first<number>('site');

describe('one MCP endpoint, two eras', () => {
  it('speaks 2026-07-28 to the SDK’s 2.x client (server/discover) and 2025-11-25 to its 1.x client (initialize)', async () => {
    const modern = await connectModern();
    expect(modern.getProtocolEra()).toBe('modern');
    expect(modern.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    expect(modern.getServerVersion()).toEqual({ name: 'localhost/listings', title: 'Immo Scheldeland', version: '2.0.0' });
    expect(modern.getDiscoverResult()?.supportedVersions).toEqual(ALL_VERSIONS);
    expect(modern.getInstructions()).toContain('This is the MCP server of Immo Scheldeland');
    const legacy = await connectAssistant();
    expect(legacy.getServerVersion()).toEqual({ name: 'localhost/listings', title: 'Immo Scheldeland', version: '2.0.0' });
    const modernTools = (await modern.listTools()).tools.map((tool) => tool.name);
    expect(modernTools).toEqual((await legacy.listTools()).tools.map((tool) => tool.name));
    expect(modernTools).toEqual(['search_listings', 'get_listing', 'get_viewing_slots', 'agency_info', 'request_viewing', 'contact_agency']);
    await modern.close();
    await legacy.close();
  });

  it('answers search_listings and get_listing alike in both eras', async () => {
    const modern = await connectModern();
    const legacy = await connectAssistant();
    const args = { query: 'appartement in Gent', language: 'nl' };
    const [inModern, inLegacy] = [
      await callTool<{ listings: Brief[] }>(modern, 'search_listings', args),
      await callTool<{ listings: Brief[] }>(legacy, 'search_listings', args),
    ];
    expect(inModern.isError).toBe(false);
    expect(inModern.data.listings.length).toBeGreaterThan(0);
    expect(inModern.data).toEqual(inLegacy.data);
    const id = inModern.data.listings[0]!.id;
    const [one, other] = [await callTool<Brief>(modern, 'get_listing', { id }), await callTool<Brief>(legacy, 'get_listing', { id })];
    expect(one.data.title).toBe(inModern.data.listings[0]!.title);
    expect(one.text).toBe(other.text);
    await modern.close();
    await legacy.close();
  });

  it('gives every modern result its resultType and the server’s name, and the lists how long they keep', async () => {
    const discover = await answer(await modernPost(SITE_1, 'server/discover'));
    expect(discover.result).toMatchObject({
      resultType: 'complete',
      supportedVersions: ALL_VERSIONS,
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false }, extensions: { 'io.modelcontextprotocol/ui': {} } },
      ttlMs: 300_000,
      cacheScope: 'public',
      _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'localhost/listings', title: 'Immo Scheldeland', version: '2.0.0' } },
    });
    const list = await answer(await modernPost(SITE_1, 'tools/list'));
    expect(list.result).toMatchObject({ resultType: 'complete', ttlMs: 300_000, cacheScope: 'public' });
    const call = await answer(await modernPost(SITE_1, 'tools/call', { name: 'agency_info', arguments: {} }));
    expect(call.result).toMatchObject({ resultType: 'complete', _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'localhost/listings' } } });
    expect(call.result).not.toHaveProperty('ttlMs');
    // The legacy era's results are as they were: no field of the modern one.
    const legacy = await answer(await post(SITE_1, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'MCP-Protocol-Version': '2025-11-25' }));
    expect(legacy.result).not.toHaveProperty('resultType');
    expect(legacy.result).not.toHaveProperty('ttlMs');
  });

  it('refuses a modern request whose headers and body differ (-32020), lacking a field (-32602) or of an unknown version (-32022)', async () => {
    const refused = async (response: Response, status: number, code: number) => {
      expect(response.status).toBe(status);
      const { error } = await answer(response);
      expect(error?.code).toBe(code);
      return error!;
    };
    await refused(await modernPost(SITE_1, 'tools/list', {}, { headers: { 'Mcp-Method': undefined } }), 400, -32020);
    await refused(await modernPost(SITE_1, 'tools/list', {}, { headers: { 'Mcp-Method': 'tools/call' } }), 400, -32020);
    await refused(await modernPost(SITE_1, 'tools/call', { name: 'agency_info', arguments: {} }, { headers: { 'Mcp-Name': 'search_listings' } }), 400, -32020);
    await refused(await modernPost(SITE_1, 'tools/call', { name: 'agency_info', arguments: {} }, { headers: { 'Mcp-Name': undefined } }), 400, -32020);
    await refused(await modernPost(SITE_1, 'tools/list', {}, { headers: { 'MCP-Protocol-Version': undefined } }), 400, -32020);
    await refused(await modernPost(SITE_1, 'tools/list', {}, { meta: { 'io.modelcontextprotocol/clientCapabilities': undefined } }), 400, -32602);
    const unknown = await refused(
      await modernPost(
        SITE_1,
        'tools/list',
        {},
        { headers: { 'MCP-Protocol-Version': '2027-01-01' }, meta: { 'io.modelcontextprotocol/protocolVersion': '2027-01-01' } },
      ),
      400,
      -32022,
    );
    expect(unknown.data).toEqual({ supported: ALL_VERSIONS, requested: '2027-01-01' });
    // A name outside plain ASCII travels Base64-encoded, as the transport says.
    const encoded = `=?base64?${btoa('agency_info')}?=`;
    expect((await modernPost(SITE_1, 'tools/call', { name: 'agency_info', arguments: {} }, { headers: { 'Mcp-Name': encoded } })).status).toBe(200);
    // One request per POST in this era.
    const batch = await post(
      SITE_1,
      [{ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } } }],
      {
        'MCP-Protocol-Version': '2026-07-28',
      },
    );
    expect(batch.status).toBe(400);
    // Invalid Request, as the transport says: never an "unsupported" 2026-07-28 it lists as supported.
    expect((await answer(batch)).error).toMatchObject({ code: -32600, message: expect.stringContaining('one JSON-RPC request per POST') });
    const initialize = await post(
      SITE_1,
      { ...INITIALIZE, params: { ...INITIALIZE.params, protocolVersion: '2026-07-28' } },
      { 'MCP-Protocol-Version': '2026-07-28' },
    );
    // A method that era removed: 404, -32601, as for ping (SEP-2575; the conformance suite's server-stateless).
    expect(initialize.status).toBe(404);
    expect((await answer(initialize)).error).toMatchObject({ code: -32601 });
  });

  it('has no ping and no other unknown method in the modern era (404, -32601), and keeps ping for the legacy one', async () => {
    for (const method of ['ping', 'prompts/list', 'logging/setLevel']) {
      const response = await modernPost(SITE_1, method);
      expect(response.status).toBe(404);
      expect((await answer(response)).error?.code).toBe(-32601);
    }
    const legacy = await post(SITE_1, { jsonrpc: '2.0', id: 'p', method: 'ping' }, { 'MCP-Protocol-Version': '2025-06-18' });
    expect(await legacy.json()).toEqual({ jsonrpc: '2.0', id: 'p', result: {} });
  });

  it('says an unknown version to a legacy request too (400, -32022), and initialize never opens the modern era', async () => {
    const response = await post(SITE_1, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'MCP-Protocol-Version': '1999-01-01' });
    expect(response.status).toBe(400);
    expect((await answer(response)).error).toMatchObject({ code: -32022, data: { supported: ALL_VERSIONS, requested: '1999-01-01' } });
    const initialize = await answer(await post(SITE_1, { ...INITIALIZE, params: { ...INITIALIZE.params, protocolVersion: '2026-07-28' } }));
    expect(initialize.result?.protocolVersion).toBe('2025-11-25');
  });

  it('refuses the tools’ errors in each era’s way: an unknown tool -32602, bad arguments the tool’s error result', async () => {
    const modern = await connectModern();
    const legacy = await connectAssistant();
    for (const client of [modern, legacy]) {
      await expect(client.callTool({ name: 'delete_everything', arguments: {} })).rejects.toThrow(/Unknown tool: delete_everything/);
      const bad = await callTool(client, 'search_listings', { bedroomsMin: 0 });
      expect(bad.isError).toBe(true);
      expect(bad.text).toContain('arguments.bedroomsMin');
    }
    await modern.close();
    await legacy.close();
  });

  it('reads the client’s name from each modern request’s _meta: a request it makes keeps it as its origin', async () => {
    const email = `meta.${crypto.randomUUID().slice(0, 8)}@example.be`;
    const response = await modernPost(
      SITE_1,
      'tools/call',
      { name: 'contact_agency', arguments: { firstName: 'Mira', lastName: 'Claes', email, message: 'Is er een tuin?', language: 'nl' } },
      { meta: { 'io.modelcontextprotocol/clientInfo': { name: 'ChatGPT', version: '5' } } },
    );
    expect(response.status).toBe(200);
    const client = await env.DB.prepare('SELECT client FROM assistant_requests WHERE email = ?1').bind(email).first<string>('client');
    expect(client).toBe('ChatGPT');
  });

  it('keeps each agency’s server to its own listings in both eras', async () => {
    const theirs = await connectModern(SITE_2);
    const own = await connectAssistant(SITE_2);
    for (const client of [theirs, own]) {
      const { data } = await callTool<{ listings: Brief[] }>(client, 'search_listings', { query: 'huis' });
      expect(data.listings.length).toBeGreaterThan(0);
      for (const listing of data.listings) expect(await siteOf(listing.id)).toBe(2);
    }
    const ofSite1 = (await callTool<{ listings: Brief[] }>(await connectModern(SITE_1), 'search_listings', { query: 'huis' })).data.listings[0]!.id;
    expect(await siteOf(ofSite1)).toBe(1);
    for (const client of [theirs, own]) expect((await callTool(client, 'get_listing', { id: ofSite1 })).isError).toBe(true);
    await theirs.close();
    await own.close();
  });
});

describe('what a POST to /mcp must be', () => {
  it('refuses an Accept that excludes JSON (406) and a body that is not application/json (415)', async () => {
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    expect((await post(SITE_1, list, { Accept: 'application/json;q=0, text/event-stream' })).status).toBe(406);
    expect((await post(SITE_1, list, { Accept: 'text/event-stream' })).status).toBe(406);
    expect((await post(SITE_1, list, { Accept: 'application/*;q=0.5, application/json;q=0' })).status).toBe(406);
    expect((await post(SITE_1, list, { Accept: '*/*' })).status).toBe(200);
    expect((await post(SITE_1, list, { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await post(SITE_1, list, { 'Content-Type': 'application/json; charset=utf-8' })).status).toBe(200);
    const none = await get(`${SITE_1}/mcp`, { method: 'POST', headers: { Accept: 'application/json' }, body: new Blob([JSON.stringify(list)]) });
    expect(none.status).toBe(415);
  });
});
