import { env } from 'cloudflare:test';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/client/validators/cf-worker';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_CARDS, SERVER_CARD_SCHEMA } from '../../../support/server-card';
import { callTool, connectAssistant, connectModern, SITE_1, SITE_2 } from '../../assistants-helpers';
import { signIn, type Who } from '../../console-helpers';
import { later, postForm } from '../../draft-helpers';
import { get } from '../../helpers';

// docs/assistants.md "Discovery": the Server Card (SEP-2127) at <endpoint>/server-card, listed in
// the domain's AI Catalog, its former addresses moved there; /llms.txt, the card, server/discover
// and tools/list say only what the agency has switched on (the console's "AI assistants").

const validate = new CfWorkerJsonSchemaValidator({ shortcircuit: false }).getValidator(SERVER_CARD_SCHEMA);

interface Card {
  name: string;
  title: string;
  description: string;
  version: string;
  remotes: { type: string; url: string; supportedProtocolVersions: string[] }[];
}

const card = async (site = SITE_1) => (await (await get(`${site}/mcp/server-card`)).json()) as Card;

let owner: Who;
beforeAll(async () => {
  owner = await signIn('owner@immo-scheldeland.localhost');
});
afterEach(() => vi.useRealTimers());

/** The agency's switches set through the console, as its owner does (both on again after the test). */
async function switches(form: Record<string, string>): Promise<void> {
  expect((await postForm(owner, '/en/sites/1/assistants', form)).status).toBe(303);
  later();
}

describe('the MCP Server Card', () => {
  it('is checked by a validator that refuses what SEP-2127 refuses', () => {
    for (const example of EXAMPLE_CARDS.valid) expect(validate(example).valid).toBe(true);
    for (const example of EXAMPLE_CARDS.invalid) expect(validate(example).valid, JSON.stringify(example)).toBe(false);
    expect(validate({ ...EXAMPLE_CARDS.valid[0], tools: ['search_listings'] }).valid).toBe(false);
  });

  it('is valid at <endpoint>/server-card, names the endpoint and its versions as server/discover does, cached and readable from any page', async () => {
    const response = await get(`${SITE_1}/mcp/server-card`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/mcp-server-card+json');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const document = (await response.json()) as Card;
    const checked = validate(document);
    expect(checked.errorMessage).toBeUndefined();
    expect(checked.valid).toBe(true);
    expect(document).toMatchObject({ name: 'localhost/listings', title: 'Immo Scheldeland', version: '2.0.0' });
    expect(document.description).toBe('Listings of Immo Scheldeland, a Belgian estate agency: search, facts, viewings');
    const modern = await connectModern();
    expect(document.remotes).toEqual([
      { type: 'streamable-http', url: `${SITE_1}/mcp`, supportedProtocolVersions: modern.getDiscoverResult()?.supportedVersions },
    ]);
    // serverInfo names the server as its card does, the agency as its title; so does the legacy era's initialize.
    expect(modern.getServerVersion()).toMatchObject({ name: document.name, title: 'Immo Scheldeland', version: document.version });
    await modern.close();
    const legacy = await connectAssistant();
    expect(legacy.getServerVersion()).toMatchObject({ name: document.name, title: 'Immo Scheldeland' });
    await legacy.close();
    expect((await card(SITE_2)).name).toBe('localhost.immo-tweede/listings');
    // Revalidated by its entity tag.
    const again = await get(`${SITE_1}/mcp/server-card`, { headers: { 'If-None-Match': response.headers.get('ETag')! } });
    expect(again.status).toBe(304);
    // Another agency's card is its own.
    expect((await card(SITE_2)).remotes[0]!.url).toBe(`${SITE_2}/mcp`);
  });

  it('is listed in the domain’s AI Catalog, and its former addresses lead to it (308)', async () => {
    const catalog = await get(`${SITE_2}/.well-known/ai-catalog.json`);
    expect(catalog.headers.get('Content-Type')).toBe('application/ai-catalog+json');
    expect(await catalog.json()).toEqual({
      specVersion: '1.0',
      entries: [{ identifier: 'urn:air:immo-tweede.localhost:mcp:listings', type: 'application/mcp-server-card+json', url: `${SITE_2}/mcp/server-card` }],
    });
    for (const path of ['/.well-known/mcp.json', '/.well-known/mcp/server-card.json']) {
      const moved = await get(`${SITE_1}${path}`, { redirect: 'manual' });
      expect(moved.status).toBe(308);
      expect(moved.headers.get('Location')).toBe('/mcp/server-card');
    }
  });

  it('answers the CORS preflight of the card and the catalog, as a page on another origin sends it before a GET with If-None-Match', async () => {
    for (const path of ['/mcp/server-card', '/.well-known/ai-catalog.json']) {
      const preflight = await get(`${SITE_1}${path}`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' },
      });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('GET');
      expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('if-none-match');
    }
  });
});

describe('what the agency switched on, and only that', () => {
  it('with search and facts off: llms.txt, the card, server/discover and tools/list name only the requests; a viewing needs no slot', async () => {
    await switches({ requests: '1' });
    try {
      const llms = await (await get(`${SITE_1}/llms.txt`)).text();
      expect(llms).toContain('tools request_viewing, contact_agency;');
      expect(llms).not.toMatch(/search_listings|get_listing|get_viewing_slots|agency_info|search this agency/);
      const offered = await card();
      expect(validate(offered).valid).toBe(true);
      expect(offered.description).toBe('Ask Immo Scheldeland, a Belgian estate agency, for a viewing or send it a message');
      const modern = await connectModern();
      expect(modern.getInstructions()).not.toContain('search_listings');
      expect(modern.getDiscoverResult()?.capabilities).toEqual({ tools: { listChanged: false } });
      const { tools } = await modern.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(['request_viewing', 'contact_agency']);
      const viewing = tools.find((tool) => tool.name === 'request_viewing')!;
      expect(Object.keys(viewing.inputSchema.properties ?? {})).not.toContain('slotId');
      expect(viewing.description).not.toContain('get_viewing_slots');
      expect((await modern.listResources()).resources).toEqual([]);
      // The viewing asked without a slot: the agency proposes the time (a message about the listing, confirmed by mail).
      const legacy = await connectAssistant();
      const email = `zonderslot.${crypto.randomUUID().slice(0, 8)}@example.be`;
      const id = await env.DB.prepare("SELECT id FROM estates WHERE site_id = 1 AND status = 'FOR_SALE' AND parent_id IS NULL ORDER BY id").first<number>('id');
      const asked = await callTool(legacy, 'request_viewing', { id, firstName: 'Noor', lastName: 'Peeters', email, phone: '+32 470 12 34 56', language: 'nl' });
      expect(asked.isError, asked.text).toBe(false);
      expect(asked.text).toContain(`Er is een bevestigingsmail gestuurd naar ${email}`);
      await modern.close();
      await legacy.close();
    } finally {
      await switches({ facts: '1', requests: '1' });
    }
  });

  it('with requests off: nothing names them; with both off: no card, no catalog, no endpoint in llms.txt', async () => {
    await switches({ facts: '1' });
    try {
      const llms = await (await get(`${SITE_1}/llms.txt`)).text();
      expect(llms).toContain('tools search_listings, get_listing, get_viewing_slots, agency_info;');
      expect(llms).not.toMatch(/request_viewing|contact_agency|send the agency a message/);
      expect((await card()).description).toBe('Listings of Immo Scheldeland, a Belgian estate agency: search and facts');
      const modern = await connectModern();
      expect(modern.getInstructions()).not.toMatch(/request_viewing|contact_agency/);
      await modern.close();
      await switches({});
      expect((await get(`${SITE_1}/mcp/server-card`)).status).toBe(404);
      expect((await get(`${SITE_1}/.well-known/ai-catalog.json`)).status).toBe(404);
      const none = await (await get(`${SITE_1}/llms.txt`)).text();
      expect(none).not.toContain('/mcp');
    } finally {
      await switches({ facts: '1', requests: '1' });
    }
  });
});
