import type { Context } from 'hono';
import { siteOrigin } from '../../../shared/domain/site-origin';
import { localizedValue } from '../../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { siteApi } from '../upstream';
import { listPages } from '../upstream/content';
import { PROTOCOL_VERSIONS } from './protocol';
import { siteTools } from './tools';

/*
 * Where assistants and crawlers find the agency's MCP server (docs/assistants.md "Discovery"):
 * /llms.txt (llmstxt.org: the agency, its listing pages per language, the endpoint) and the MCP
 * server card at both addresses the server-card proposals name (/.well-known/mcp.json and
 * /.well-known/mcp/server-card.json). A site coming soon, or whose agency switched every tool
 * off, names no endpoint.
 */

const LANGUAGE_NAMES = { nl: 'Nederlands', fr: 'Français', en: 'English', de: 'Deutsch' } as const;

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
  const body = [
    `# ${site.name}`,
    '',
    `> ${site.name} is a Belgian real-estate agency; this is its own website, with its own listings for sale and for rent${tagline ? ` (${tagline})` : ''}.`,
    '',
    ...(offersTools(c)
      ? [
          "AI assistants can search this agency's listings, read every fact of a listing and see free viewing times through its MCP server: " +
            `${origin}/mcp (Streamable HTTP, no sign-in; tools search_listings, get_listing, get_viewing_slots, agency_info). Add it as a custom connector.`,
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

/** GET /.well-known/mcp.json and /.well-known/mcp/server-card.json: the MCP server card, before any connection. */
export function serverCard(c: Context<AppEnv>): Response {
  if (!offersTools(c)) return c.json({ error: 'No MCP server on this site' }, 404);
  const site = c.get('site');
  const origin = siteOrigin(site.origin, c.req.url);
  return c.json(
    {
      name: site.name,
      title: site.name,
      version: '1',
      description: `The listings of ${site.name}, a Belgian real-estate agency, on its own website: search, facts, viewing times.`,
      websiteUrl: `${origin}/${site.defaultLocale}/`,
      protocolVersions: PROTOCOL_VERSIONS,
      remotes: [{ type: 'streamable-http', url: `${origin}/mcp` }],
      capabilities: { tools: { listChanged: false } },
      tools: siteTools(site).map((tool) => tool.name),
    },
    200,
    { 'Cache-Control': 'public, max-age=3600', 'Access-Control-Allow-Origin': '*' },
  );
}
