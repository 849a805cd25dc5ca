import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { mailedLink, press } from '../../assistant-request-helpers';
import { type Brief, callTool, connectAssistant, connectModern, modernPost, post, SHOWS_VIEWS, SITE_1 } from '../../assistants-helpers';
import { CLIENT, get } from '../../helpers';

// docs/assistants.md "Listings as cards": search_listings and get_listing name an MCP App view
// (the extension's `ui://` resource, text/html;profile=mcp-app) that hosts show beside the text
// answer; the server serves it in both eras, in the agency's colours, allowed to load the agency's
// pictures only; its "request a viewing" is request_viewing without a slot, the same double opt-in.

const VIEW = 'ui://listings/cards.html';
const HEADERS = { 'CF-Connecting-IP': CLIENT };
const theme = async () =>
  JSON.parse((await env.DB.prepare("SELECT json_extract(document, '$.theme') AS theme FROM sites WHERE id = 1").first<string>('theme'))!) as {
    primary: string;
  };

describe('the MCP App view of listings', () => {
  it('is named by search_listings and get_listing, listed and read in both eras, in the agency’s colours', async () => {
    const { primary } = await theme();
    for (const client of [await connectModern(SITE_1, 'Host', HEADERS, SHOWS_VIEWS), await connectAssistant(SITE_1, 'Host', HEADERS, SHOWS_VIEWS)]) {
      const { tools } = await client.listTools();
      const named = Object.fromEntries(tools.map((tool) => [tool.name, (tool._meta as { ui?: { resourceUri?: string } } | undefined)?.ui?.resourceUri]));
      expect(named).toMatchObject({ search_listings: VIEW, get_listing: VIEW, agency_info: undefined });
      expect((await client.listResources()).resources).toEqual([expect.objectContaining({ uri: VIEW, mimeType: 'text/html;profile=mcp-app' })]);
      const [view] = (await client.readResource({ uri: VIEW })).contents as { uri: string; mimeType: string; text: string; _meta: unknown }[];
      expect(view).toMatchObject({
        uri: VIEW,
        mimeType: 'text/html;profile=mcp-app',
        _meta: { ui: { csp: { resourceDomains: [SITE_1], connectDomains: [] } } },
      });
      expect(view!.text).toMatch(/^<!doctype html><html lang="en">/);
      expect(view!.text).toContain(`--agency:${primary}`);
      expect(view!.text).toContain('"requestViewing":"Bezichtiging aanvragen"');
      await client.close();
    }
  });

  it('is named to no client that did not advertise the MCP Apps extension, in either era: its tools without `_meta.ui`', async () => {
    const viewKeys = (tools: { _meta?: Record<string, unknown> }[]) =>
      tools.flatMap((tool) => Object.keys(tool._meta ?? {}).filter((key) => key.startsWith('ui')));
    for (const client of [await connectModern(), await connectAssistant()]) {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toContain('search_listings');
      expect(viewKeys(tools)).toEqual([]);
      await client.close();
    }
    // The legacy era remembers what initialize advertised in its session id: tools/list later names the view to that client only.
    const sessionOf = async (capabilities: Record<string, unknown>) => {
      const init = {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities, clientInfo: { name: 'Raw', version: '1' } },
      };
      return (await post(SITE_1, init)).headers.get('Mcp-Session-Id')!;
    };
    const listed = async (session: string) => {
      const answer = await post(SITE_1, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'MCP-Protocol-Version': '2025-11-25', 'Mcp-Session-Id': session });
      return viewKeys(((await answer.json()) as { result: { tools: { _meta?: Record<string, unknown> }[] } }).result.tools);
    };
    expect(await listed(await sessionOf(SHOWS_VIEWS))).toEqual(['ui', 'ui/resourceUri', 'ui', 'ui/resourceUri']);
    expect(await listed(await sessionOf({}))).toEqual([]);
    // A session id cannot be given the mark by hand: its signature covers it.
    const [name, signature] = (await sessionOf({})).split('.');
    expect((await post(SITE_1, { jsonrpc: '2.0', id: 3, method: 'tools/list' }, { 'Mcp-Session-Id': `${name}.ui.${signature}` })).status).toBe(404);
    // 2026-07-28: the capabilities in each request's `_meta` decide.
    const modern = async (capabilities: Record<string, unknown>) =>
      viewKeys(
        (
          (await (await modernPost(SITE_1, 'tools/list', {}, { meta: { 'io.modelcontextprotocol/clientCapabilities': capabilities } })).json()) as {
            result: { tools: { _meta?: Record<string, unknown> }[] };
          }
        ).result.tools,
      );
    expect(await modern(SHOWS_VIEWS)).toEqual(['ui', 'ui/resourceUri', 'ui', 'ui/resourceUri']);
    expect(await modern({})).toEqual([]);
  });

  it('lets the host load every origin a card’s picture can come from: the site’s own and each of IMAGE_ORIGINS, as the site’s img-src', async () => {
    const vars = { IMAGE_ORIGINS: 'https://images.crm.example, https://cdn.agency.be/ not-an-origin', IMAGE_RESIZING: 'off' };
    const read = async (headers: Record<string, string>, meta: Record<string, unknown> = {}) => {
      const response = await get(
        `${SITE_1}/mcp`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'CF-Connecting-IP': CLIENT, ...headers },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: VIEW, ...meta } }),
        },
        vars,
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { result: { contents: { _meta: { ui: { csp: { resourceDomains: string[] } } } }[] } }).result.contents[0]!._meta.ui
        .csp;
    };
    const expected = [SITE_1, 'https://images.crm.example', 'https://cdn.agency.be'];
    expect((await read({ 'MCP-Protocol-Version': '2025-11-25' })).resourceDomains).toEqual(expected);
    const modern = await read(
      { 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'resources/read', 'Mcp-Name': VIEW },
      {
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientCapabilities': {},
          'io.modelcontextprotocol/clientInfo': { name: 'Raw modern client', version: '1' },
        },
      },
    );
    expect(modern.resourceDomains).toEqual(expected);
    // The site's own CSP allows the same hosts for its pictures.
    const page = await get(`${SITE_1}/nl`, {}, vars);
    const imgSrc = /img-src ([^;]*)/.exec(page.headers.get('Content-Security-Policy') ?? '')?.[1]?.split(' ') ?? [];
    for (const origin of expected.slice(1)) expect(imgSrc).toContain(origin);
  });

  it('answers an unknown address as each era says: -32602 from 2026-07-28, -32002 before', async () => {
    const modern = await modernPost(SITE_1, 'resources/read', { uri: 'ui://listings/other.html' });
    expect(((await modern.json()) as { error: { code: number } }).error.code).toBe(-32602);
    const legacy = await post(
      SITE_1,
      { jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 'ui://listings/other.html' } },
      { 'MCP-Protocol-Version': '2025-11-25' },
    );
    expect(((await legacy.json()) as { error: { code: number } }).error.code).toBe(-32002);
  });

  it('gives the view what it draws: each listing’s picture, price, place, EPC label and page, in the language of the answer', async () => {
    const client = await connectModern();
    const { data } = await callTool<{ language: string; listings: (Brief & { epcLabel: string | null })[] }>(client, 'search_listings', {
      query: 'huis',
      language: 'fr',
    });
    expect(data.language).toBe('fr');
    const drawn = data.listings.find((listing) => listing.picture && listing.epcLabel)!;
    expect(drawn.url).toMatch(/^http:\/\/localhost\/fr\/offre\/\d+/);
    expect(drawn.picture).toMatch(/^http:\/\/localhost\//);
    const one = await callTool<{ language: string; id: number }>(client, 'get_listing', { id: drawn.id, language: 'fr' });
    expect(one.data).toMatchObject({ language: 'fr', id: drawn.id });
    await client.close();
  });

  it('asks a viewing as the view does (no slot): mailed to the person, a lead only once confirmed, the agency proposing the time', async () => {
    const client = await connectModern();
    const { data } = await callTool<{ listings: Brief[] }>(client, 'search_listings', { query: 'huis', language: 'nl' });
    const listing = data.listings[0]!;
    const email = `kaart.${crypto.randomUUID().slice(0, 8)}@example.be`;
    const asked = await callTool(client, 'request_viewing', {
      id: listing.id,
      firstName: 'Ilse',
      lastName: 'Wouters',
      email,
      phone: '+32 470 98 76 54',
      language: 'nl',
    });
    expect(asked.text).toContain(`Er is een bevestigingsmail gestuurd naar ${email}`);
    const leads = () =>
      env.DB.prepare(
        `SELECT json_extract(document, '$.message') AS message, json_extract(document, '$.estateId') AS estate
         FROM outbox WHERE kind = 'contact-request' AND json_extract(document, '$.email') = ?1`,
      )
        .bind(email)
        .all<{ message: string; estate: number }>();
    const link = await mailedLink(email, '/nl/aanvraag/bevestigen/');
    expect((await leads()).results).toEqual([]);
    expect((await press(link)).status).toBe(303);
    expect((await leads()).results).toEqual([{ message: 'Ik wil dit pand graag bezichtigen: stel een moment voor.', estate: listing.id }]);
    await client.close();
  });
});
