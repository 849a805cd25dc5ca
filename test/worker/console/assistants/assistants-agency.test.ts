import { env } from 'cloudflare:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import { platform } from '../../../../worker/platform/demo/embedded';
import { TOOLS } from '../../../../worker/site/assistants/tools';
import { consoleFetch, consolePage, member, signIn, storedSite, type Who } from '../../console-helpers';
import { later, postForm } from '../../draft-helpers';
import { bodyOf, get } from '../../helpers';

// The agency's side of its MCP server (docs/assistants.md "For the agency"): the owners switch
// its two groups of tools on or off on the console's "AI assistants" screen, which shows the
// server's address; the switches live in the site's settings and reach the site as every other
// setting does (its cache retired), so a group switched off is neither listed nor called.
// Another agency, an editor and a form without the session's CSRF token change nothing.

const OWNER = 'owner@immo-scheldeland.localhost';
const OTHER = 'owner@ardennes-habitat.localhost';
const byGroup = (group: string) => TOOLS.filter((tool) => tool.group === group).map((tool) => tool.name);

let owner: Who;
let other: Who;

beforeAll(async () => {
  owner = await signIn(OWNER);
  other = await signIn(OTHER);
});
afterEach(() => vi.useRealTimers());

async function assistant(): Promise<Client> {
  const client = new Client({ name: 'Switch test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('http://localhost/mcp'), { fetch: (url, init) => get(String(url), init) }));
  return client;
}

async function listed(): Promise<string[]> {
  const client = await assistant();
  const { tools } = await client.listTools();
  await client.close();
  return tools.map((tool) => tool.name);
}

/** The console API as the console calls it, with `who`'s session and CSRF token. */
async function api(who: Who, path: string, init: { method?: string; json?: unknown } = {}): Promise<Response> {
  const headers = new Headers({ [SESSION_HEADER]: who.cookie.split('=')[1]!, [CSRF_HEADER]: who.csrf, 'Content-Type': 'application/json' });
  const request = new Request(`https://platform.test/console-api${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  return platform.fetch(request, { DB: env.DB, CACHE: env.CACHE, RATE_LIMITER: env.RATE_LIMITER, CONSOLE_OPERATORS: env.CONSOLE_OPERATORS });
}

describe('the AI assistants screen', () => {
  it('shows both switches on by default, labelled, the server’s address to copy and the steps for common assistants, in the console’s language', async () => {
    const page = await bodyOf(await consoleFetch('/en/sites/1/assistants', { cookie: owner.cookie }), 200);
    expect(page).toContain(
      '<input type="checkbox" id="assistants-facts" aria-describedby="assistants-facts-hint" name="facts" checked="" value="1"/> <label ' +
        'for="assistants-facts">Search your listings and read their facts</label>',
    );
    expect(page).toContain(
      '<input type="checkbox" id="assistants-requests" aria-describedby="assistants-requests-hint" name="requests" checked="" value="1"/>',
    );
    expect(page).toContain('<label for="assistants-url">Address of the MCP server</label>');
    // Site 1 answers on localhost (no primary hostname): its first, with the console's port when local.
    expect(page).toMatch(
      new RegExp(
        /<input id="assistants-url" class="copy" type="text" readOnly="" spellCheck="false" aria-describedby="assistants-url-hint" /.source +
          /value="http:\/\/localhost(:\d+)?\/mcp"\/>/.source,
      ),
    );
    expect(page).toContain('ChatGPT: Settings → Apps (Connectors) → add a custom connector');
    expect(page).toContain('Claude: Settings → Connectors → Add custom connector');
    expect(page).toContain('Other assistants that take remote MCP servers (Streamable HTTP)');
    const dutch = await consolePage(owner, '/nl/sites/1/assistants');
    expect(dutch).toContain('<label for="assistants-requests">Aanvragen voor een bezoek of contact aannemen</label>');
    // The home page leads to it, for owners.
    expect(await consolePage(owner, '/en/')).toContain('<a href="/en/sites/1/assistants">AI assistants</a>');
  });

  it('switches a group off and on: stored in the site’s settings, and the site’s server lists and runs only the groups on past its 5 s memory', async () => {
    const facts = byGroup('facts');
    expect(facts).toContain('search_listings');
    expect(new Set(await listed())).toEqual(new Set([...facts, ...byGroup('requests')]));

    const off = await postForm(owner, '/en/sites/1/assistants', { requests: '1' });
    expect(off.status).toBe(303);
    expect(off.headers.get('Location')).toBe('/en/sites/1/assistants?saved=1');
    expect((await storedSite()).settings?.assistants).toEqual({ facts: false, requests: true });
    const saved = await consolePage(owner, '/en/sites/1/assistants?saved=1');
    expect(saved).toContain('role="status">Saved: the server follows within seconds, everywhere within a minute.');
    expect(saved).toContain('<input type="checkbox" id="assistants-facts" aria-describedby="assistants-facts-hint" name="facts" value="1"/>');
    later();
    expect(new Set(await listed())).toEqual(new Set(byGroup('requests')));
    const client = await assistant();
    await expect(client.callTool({ name: 'search_listings', arguments: { query: 'huis' } })).rejects.toThrow(/Unknown tool: search_listings/);
    await client.close();

    expect((await postForm(owner, '/en/sites/1/assistants', { facts: '1', requests: '1' })).status).toBe(303);
    // Both on again: the document is as it was before any switch.
    expect((await storedSite()).settings).not.toHaveProperty('assistants');
    later();
    expect(new Set(await listed())).toEqual(new Set([...facts, ...byGroup('requests')]));
  });

  it('with search off, describes request_viewing by what its schema takes: the id, read from the listing page’s address', async () => {
    expect((await postForm(owner, '/en/sites/1/assistants', { requests: '1' })).status).toBe(303);
    try {
      later();
      const client = await assistant();
      const viewing = (await client.listTools()).tools.find((tool) => tool.name === 'request_viewing')!;
      await client.close();
      expect(viewing.inputSchema.properties?.id).toMatchObject({ type: 'integer' });
      expect(Object.keys(viewing.inputSchema.properties ?? {})).not.toContain('url');
      expect(viewing.description).not.toMatch(/its id or the listing page's address/);
      expect(viewing.description).toContain("the number after /aanbod/, /offre/, /offer/ or /angebot/ in the listing page's address");
    } finally {
      expect((await postForm(owner, '/en/sites/1/assistants', { facts: '1', requests: '1' })).status).toBe(303);
      later();
    }
  });

  it('gives another agency’s owner nothing: neither the screen nor the switches, through the console or its API', async () => {
    const before = (await storedSite()).settings;
    expect((await consoleFetch('/en/sites/1/assistants', { cookie: other.cookie })).status).toBe(404);
    expect((await postForm(other, '/en/sites/1/assistants', {})).status).toBe(404);
    expect((await api(other, '/sites/1/assistants')).status).toBe(404);
    expect((await api(other, '/sites/1/assistants', { method: 'PUT', json: { facts: false, requests: false } })).status).toBe(404);
    expect((await storedSite()).settings).toEqual(before);
    // Their own agency's screen shows their own address (site 2), never site 1's.
    const own = await consolePage(other, '/en/sites/2/assistants');
    expect(own).toContain('/mcp"');
    expect(own).not.toContain('http://localhost/mcp');
  });

  it('is the owners’: an editor gets 403; a form without the session’s CSRF token changes nothing; a wrong body is 400', async () => {
    const before = (await storedSite()).settings;
    await member('editor-assistants@example.be', 1, 'editor');
    const editor = await signIn('editor-assistants@example.be');
    expect((await consoleFetch('/en/sites/1/assistants', { cookie: editor.cookie })).status).toBe(403);
    expect((await postForm(editor, '/en/sites/1/assistants', {})).status).toBe(403);
    expect((await consoleFetch('/en/sites/1/assistants', { cookie: owner.cookie, form: { _csrf: 'wrong' } })).status).toBe(403);
    expect((await api(owner, '/sites/1/assistants', { method: 'PUT', json: { facts: 'no' } })).status).toBe(400);
    expect((await storedSite()).settings).toEqual(before);
  });
});
