import { Hono } from 'hono/tiny';
import type { AppEnv, Env, ExecutionContext } from './env';
import type { EmbeddedPlatform } from './upstream/client';
import { securityHeaders } from './middleware/security-headers';
import { bodySizeCap } from './middleware/body-size-cap';
import { requestLimits } from './middleware/request-limits';
import { upstream } from './middleware/upstream';
import { resolveSite } from './middleware/site';
import { locale } from './middleware/locale';
import { words } from './middleware/words';
import { comingSoon, previewLink } from './middleware/coming-soon';
import { canonicalPath } from './middleware/canonical-path';
import { errorPages, jsonErrors, notFoundPage } from './middleware/errors';
import { pageRenderer } from './render/renderer';
import { admin } from './admin';
import { ajax } from './ajax';
import { favicon } from './routes/favicon';
import { media, mediaFile } from './routes/media';
import { sizedMedia } from './routes/sized-media';
import { crmMedia } from './routes/crm-media';
import { crmHook } from './relays/crm-hooks';
import { robots, sitemap, sitemapFile } from './routes/seo-files';
import { beaconLimit, statsBeacon } from './relays/stats-beacon';
import { registerScreens } from './routes/register-screens';
import { listingPreview } from './routes/listing-preview';
import { sectionPreview } from './routes/section-preview';
import { sellerReportPage } from './routes/seller-report';
import { renderNotFound } from './routes/not-found';
import { renderUnavailable } from './routes/unavailable';
import { CATCH_ALL_SCREEN, ROUTED_SCREENS } from './routes';
import { mcpErrors, mcpOtherMethod, mcpPost } from './assistants/endpoint';
import { aiCatalog, cardPreflight, llmsTxt, movedCard, serverCard } from './assistants/discovery';

/** What differs between the two ways to run (worker/local.ts, worker/site/production.ts). */
export interface SiteAppOptions {
  /** The platform in the same isolate; absent in production, which needs PLATFORM or UPSTREAM_URL. */
  embeddedPlatform?: EmbeddedPlatform;
}

/**
 * The site worker's Hono app, the same for the local default and for production: four groups
 * of routes, each with its own middleware, after the security headers every answer carries.
 */
export function createSiteApp({ embeddedPlatform: embedded }: SiteAppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders());
  // What no site can have (an over-long path or hostname) is answered before any platform call.
  app.use(requestLimits());

  // Files: the site's pictures and documents, then its other files. No page budget: a picture
  // that comes late still shows, a crawler waits for its sitemap. The words first wherever a page
  // or message may be rendered (middleware/words.ts): the "no site" page here.
  const siteFile = [words(), upstream({ embedded }), resolveSite()] as const;
  // Every media address on the hostnames of the site it belongs to only (another's: 404): its
  // copied CRM files and uploaded pictures, and the platform's pictures and documents of it.
  app.get('/assets/media/sized/*', ...siteFile, sizedMedia);
  app.get('/assets/media/crm/*', ...siteFile, crmMedia);
  app.get('/assets/media/site/*', ...siteFile, crmMedia);
  app.get('/assets/media/:id/:file', ...siteFile, media);
  app.get('/assets/media/:file', ...siteFile, mediaFile);
  app.get('/favicon.svg', ...siteFile, favicon);
  app.get('/favicon.ico', ...siteFile, (c) => c.redirect('/favicon.svg', 301));
  app.get('/robots.txt', ...siteFile, robots);
  app.get('/sitemap.xml', ...siteFile, sitemap);
  app.get('/:file{sitemap-[a-z0-9-]+\\.xml}', ...siteFile, sitemapFile);
  // Where assistants find the agency's MCP server (worker/site/assistants/discovery.ts).
  app.get('/llms.txt', ...siteFile, llmsTxt);
  app.get('/.well-known/ai-catalog.json', ...siteFile, aiCatalog);
  app.get('/mcp/server-card', ...siteFile, serverCard);
  app.options('/.well-known/ai-catalog.json', cardPreflight);
  app.options('/mcp/server-card', cardPreflight);
  app.get('/.well-known/mcp.json', ...siteFile, movedCard);
  app.get('/.well-known/mcp/server-card.json', ...siteFile, movedCard);
  // A coming-soon site's preview link (middleware/coming-soon.ts): its grant as a cookie, then the home page.
  app.get('/_preview/:token', ...siteFile, previewLink);
  // The console's framed preview of one section: the link used for this request alone, no cookie, within the page budget.
  const renderer = pageRenderer();
  app.get('/_preview/:token/section', words(), bodySizeCap('page'), upstream({ embedded, pageBudget: true }), resolveSite(), renderer, sectionPreview);
  // A seller's report: its private link, on the agency's hostname, whether the site is live or coming soon; never kept.
  app.get('/_report/:token', words(), bodySizeCap('page'), upstream({ embedded, pageBudget: true }), resolveSite(), renderer, sellerReportPage);

  // The statistics' beacon: 204 at once, never a platform call; its counts go on the stats queue.
  app.post('/_s', beaconLimit, statsBeacon);

  // Admin: the JSON API behind ADMIN_TOKEN (worker/site/admin), for no site in particular. No page budget.
  app.use('/admin/*', bodySizeCap('json'), upstream({ embedded, json: true }));
  app.route('/admin', admin);

  // CRM webhooks on the agency's hostname (worker/site/relays/crm-hooks.ts), relayed to the platform. No page budget.
  app.post('/hooks/:crm{[a-z][a-z0-9-]{0,31}}/:credential', bodySizeCap('json'), upstream({ embedded, json: true }), crmHook);

  // Ajax: the islands' JSON (worker/site/ajax), in the site's language, within the page budget;
  // errors answer JSON too (an outage: 503 with Retry-After).
  const islands = new Hono<AppEnv>();
  islands.use(words({ json: true }), bodySizeCap('json'), upstream({ embedded, pageBudget: true }), resolveSite(), comingSoon({ json: true }), locale());
  islands.route('/', ajax);
  islands.onError(jsonErrors());
  app.route('/:lang/ajax', islands);

  // The agency's MCP server (worker/site/assistants, docs/assistants.md): JSON-RPC for AI
  // assistants, within the page budget; an outage answers 503 with Retry-After.
  const assistants = new Hono<AppEnv>();
  assistants.use(words({ json: true }), bodySizeCap('json'), upstream({ embedded, pageBudget: true }), resolveSite(), comingSoon({ json: true }));
  assistants.post('/', mcpPost);
  assistants.all('/', mcpOtherMethod);
  assistants.onError(mcpErrors());
  app.route('/mcp', assistants);

  // Pages: every screen of the route table, then the CMS pages, rendered with React within
  // the page budget; a page's form posts to the page itself. A site coming soon answers its one
  // page instead, unless the request previews it (middleware/coming-soon.ts).
  app.use(words(), bodySizeCap('page'), upstream({ embedded, pageBudget: true }), resolveSite(), comingSoon());
  app.get('/', (c) => c.redirect(`/${c.get('site').defaultLocale}/`, 302));
  app.use('/:lang/*', locale(), canonicalPath(), renderer);
  // A console listing's draft as its detail page, to a preview grant alone (routes/listing-preview.tsx).
  app.get('/:lang/_listing/:draftId{[1-9][0-9]{0,14}}', listingPreview);
  registerScreens(app, ROUTED_SCREENS, CATCH_ALL_SCREEN);
  const errorScreens = { notFound: renderNotFound, unavailable: renderUnavailable };
  app.notFound(notFoundPage(renderer, errorScreens));
  app.onError(errorPages(renderer, errorScreens));

  return app;
}

/** A worker entry serving the app. */
export function siteWorker(app: Hono<AppEnv>) {
  return {
    fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response> {
      return app.fetch(request, env, ctx);
    },
  };
}
