import type { Context } from 'hono';
import { siteOrigin } from '../../../shared/domain/site-origin';
import { localizedValue } from '../../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { siteApi } from '../upstream';
import { listPages } from '../upstream/content';
import { PROTOCOL_VERSIONS, SERVER_VERSION } from './protocol';
import { siteTools, toolsAllowed } from './tools';

/*
 * Where assistants and crawlers find the agency's MCP server (docs/assistants.md "Discovery"):
 * /llms.txt (llmstxt.org: the agency, its listing pages per language, the endpoint and the tools
 * it has switched on), the Server Card (SEP-2127) at <endpoint>/server-card, and the domain's AI
 * Catalog listing it. A site coming soon, or whose agency switched every tool off, names no endpoint.
 */

const LANGUAGE_NAMES = { nl: 'Nederlands', fr: 'Français', en: 'English', de: 'Deutsch' } as const;
/** The Server Card's schema (experimental-ext-server-card schema.json: only this /v1/ address is valid). */
export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
const CARD_TYPE = 'application/mcp-server-card+json';
/** The card's description and title: at most this many characters (the schema's maxLength). */
const CARD_TEXT = 100;

const offersTools = (c: Context<AppEnv>) => !c.get('site').comingSoon && siteTools(c.get('site')).length > 0;

/** GET /llms.txt: the agency in Markdown for language models, with its listing pages and its MCP server. */
export async function llmsTxt(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site');
  if (site.comingSoon) return c.text('Not found', 404);
  const origin = siteOrigin(site.origin, c.req.url);
  const pages = await listPages(siteApi(c.get('upstream'), site, site.defaultLocale)).catch(() => []);
  const listings = site.locales.flatMap((locale) =>
    pages
      .filter((page) => page.key === 'forSale' || page.key === 'forRent')
      .map(
        (page) =>
          `- [${localizedValue(page.title, locale)} (${LANGUAGE_NAMES[locale]})]` +
          `(${origin}/${locale}/${page.url[locale] ?? ''}): ${page.key === 'forSale' ? 'for sale' : 'for rent'}`,
      ),
  );
  const tagline = localizedValue(site.tagline, site.defaultLocale);
  const allowed = toolsAllowed(site);
  const can = [
    allowed.facts ? "search this agency's listings, read every fact of a listing and see free viewing times" : '',
    allowed.requests ? 'ask a viewing or send the agency a message for a person, who confirms it by mail' : '',
  ]
    .filter(Boolean)
    .join(', and ');
  const body = [
    `# ${site.name}`,
    '',
    `> ${site.name} is a Belgian real-estate agency; this is its own website, with its own listings for sale and for rent${tagline ? ` (${tagline})` : ''}.`,
    '',
    ...(offersTools(c)
      ? [
          `AI assistants can ${can} through its MCP server: ${origin}/mcp (Streamable HTTP, MCP ${PROTOCOL_VERSIONS.join(', ')}, no sign-in; ` +
            `tools ${siteTools(site)
              .map((tool) => tool.name)
              .join(', ')}; server card ${origin}/mcp/server-card). Add it as a custom connector.`,
          '',
        ]
      : []),
    '## Listings',
    '',
    ...listings,
    '',
    '## Agency',
    '',
    `- [${site.name}](${origin}/${site.defaultLocale}/): ${[site.contact.phone, site.contact.email].filter(Boolean).join(', ')}`,
    '',
  ].join('\n');
  return c.text(body, 200, { 'Cache-Control': 'public, max-age=3600' });
}

/** At most `max` characters: the text, or its start cut at a word with an ellipsis. */
function fitted(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`;
}

/** The card's reverse-DNS name: the hostname's labels reversed, then the server's (`be.immo-scheldeland/listings`). */
const cardName = (hostname: string) => `${hostname.split('.').reverse().join('.')}/listings`;

/** The server's name, the same in the card and in serverInfo, so a client knows the server it found is the one it talks to. */
export const serverName = (c: Context<AppEnv>) => cardName(new URL(siteOrigin(c.get('site').origin, c.req.url)).hostname);

/** The card's description: what the agency offers, within the schema's 100 characters. */
function cardDescription(c: Context<AppEnv>): string {
  const site = c.get('site');
  const allowed = toolsAllowed(site);
  const what = allowed.facts
    ? allowed.requests
      ? ['Listings of ', ', a Belgian estate agency: search, facts, viewings']
      : ['Listings of ', ', a Belgian estate agency: search and facts']
    : ['Ask ', ', a Belgian estate agency, for a viewing or send it a message'];
  const room = CARD_TEXT - what[0]!.length - what[1]!.length;
  return `${what[0]}${fitted(site.name, room)}${what[1]}`;
}

/** What the card and the catalog allow any page: a GET, with If-None-Match. */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, If-None-Match',
} as const;

/** The card's headers: its media type, cached an hour, readable from any page (SEP-2127 discovery: CORS, ETag). */
async function cardAnswer(c: Context<AppEnv>, document: unknown, type: string): Promise<Response> {
  const text = JSON.stringify(document);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const etag = `"${[...digest.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}"`;
  const headers = { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600', ETag: etag, ...CORS, 'Access-Control-Expose-Headers': 'ETag' };
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  return c.body(text, 200, headers);
}

/**
 * OPTIONS of the card and the catalog: the CORS preflight a page's fetch sends first when it asks
 * with a header of its own (If-None-Match): 204 with what the GET allows, whoever asks.
 */
export const cardPreflight = (c: Context<AppEnv>) => c.body(null, 204, { ...CORS, 'Access-Control-Max-Age': '86400' });

/** GET /mcp/server-card: the MCP Server Card (SEP-2127), before any connection. */
export function serverCard(c: Context<AppEnv>): Promise<Response> | Response {
  if (!offersTools(c)) return c.json({ error: 'No MCP server on this site' }, 404);
  const site = c.get('site');
  const origin = siteOrigin(site.origin, c.req.url);
  const card = {
    $schema: SERVER_CARD_SCHEMA,
    name: serverName(c),
    version: SERVER_VERSION,
    title: fitted(site.name, CARD_TEXT),
    description: cardDescription(c),
    websiteUrl: `${origin}/${site.defaultLocale}/`,
    remotes: [{ type: 'streamable-http', url: `${origin}/mcp`, supportedProtocolVersions: PROTOCOL_VERSIONS }],
  };
  return cardAnswer(c, card, CARD_TYPE);
}

/** GET /.well-known/ai-catalog.json: the domain's AI Catalog, listing its one MCP server's card. */
export function aiCatalog(c: Context<AppEnv>): Promise<Response> | Response {
  if (!offersTools(c)) return c.json({ error: 'No AI service on this site' }, 404);
  const origin = siteOrigin(c.get('site').origin, c.req.url);
  const hostname = new URL(origin).hostname;
  const catalog = {
    specVersion: '1.0',
    entries: [{ identifier: `urn:air:${hostname}:mcp:listings`, type: CARD_TYPE, url: `${origin}/mcp/server-card` }],
  };
  return cardAnswer(c, catalog, 'application/ai-catalog+json');
}

/** The card's former addresses (SEP-1649's and an earlier draft's): moved for good to <endpoint>/server-card. */
export const movedCard = (c: Context<AppEnv>) => c.redirect('/mcp/server-card', 308);
