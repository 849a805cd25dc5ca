import type { Context } from 'hono';
import { siteOrigin } from '../../../shared/domain/site-origin';
import type { Site } from '../../../shared/types/site';
import type { AppEnv, Env } from '../env';
import { CLIENT_MANIFEST } from '../render/manifest';
import { imagePolicy } from '../config/image-policy';
import { toolsAllowed } from './tools';
import { staticText } from './tools-document';

/*
 * The MCP App view of listings (the MCP Apps extension, docs/assistants.md "Listings as cards"):
 * one HTML page (client/assistant-view/, built into a static file, read through ASSETS) that a
 * host such as ChatGPT or Claude shows in a sandboxed frame beside search_listings' and
 * get_listing's answers (their `_meta.ui.resourceUri` in mcp-tools.json). It draws the answer's
 * listings as cards and asks a viewing through request_viewing, the same double opt-in.
 */

/** The view's address, as the two tools name it. */
export const VIEW_URI = 'ui://listings/cards.html';
/** MCP Apps' media type for a view. */
const VIEW_TYPE = 'text/html;profile=mcp-app';
/** The extension's identifier in capabilities. */
export const VIEW_EXTENSION = 'io.modelcontextprotocol/ui';

/** Whether the site offers the view: its two tools come with search and facts. */
export const viewOffered = (site: Site) => !site.comingSoon && toolsAllowed(site).facts;

/** The view as resources/list names it. */
export const viewResource = () => ({
  uri: VIEW_URI,
  name: 'listing-cards',
  title: 'Listings as cards',
  description: "The agency's listings as cards: photo, price, place, EPC label, a link to the listing's page and a viewing request.",
  mimeType: VIEW_TYPE,
});

/** A colour as the site's theme gives it, kept only when it is one (it is written into a style element). */
const colour = (value: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

/**
 * Every origin a card's picture can come from, as the site's CSP img-src allows them: the site's
 * own (its copies and resized pictures) and the agencies' image hosts (IMAGE_ORIGINS, the same
 * list that decides which pictures are shown: image-policy.ts). A host must not let the view load
 * any other, so an undeclared one would leave the cards without their photos.
 */
const pictureOrigins = (env: Pick<Env, 'IMAGE_ORIGINS' | 'IMAGE_RESIZING'>, origin: string): string[] => [...new Set([origin, ...imagePolicy(env).origins])];

/**
 * resources/read of the view: the built page with the agency's colours, and what the host's
 * sandbox must let it load (the listings' pictures: pictureOrigins); null for any other address.
 */
export async function readView(c: Context<AppEnv>, uri: string) {
  if (uri !== VIEW_URI) return null;
  const site = c.get('site');
  const origin = siteOrigin(site.origin, c.req.url);
  const { primary, primaryText, accent } = site.theme;
  const theme = `:root{--agency:${colour(primary, '#1f4e79')};--agency-text:${colour(primaryText, '#ffffff')};--accent:${colour(accent, '#c0392b')}}`;
  const html = (await staticText(c, CLIENT_MANIFEST.assistantView)).replace('/*agency-theme*/', theme);
  return {
    uri,
    mimeType: VIEW_TYPE,
    text: html,
    _meta: { ui: { csp: { resourceDomains: pictureOrigins(c.env, origin), connectDomains: [] }, prefersBorder: true } },
  };
}
