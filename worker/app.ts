import { Hono } from 'hono/quick';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, Env, ExecutionContext } from './env';
import { type EmbeddedPlatform, isBreakerOpen } from './upstream/client';
import { locale } from './middleware/locale';
import { upstream } from './middleware/upstream';
import { securityHeaders } from './middleware/security-headers';
import { bodySizeCap } from './middleware/body-size-cap';
import { resolveSite } from './middleware/site';
import { admin } from './admin';
import { ajax } from './ajax';
import { errorPage } from './render/error-page';
import { isOutage, OUTAGE_RETRY_AFTER_S } from './render/outage';
import { renderUnavailable } from './routes/unavailable';
import { pageRenderer, withRenderer } from './render/renderer';
import { pageCache } from './render/page-cache';
import { dispatchAction, dispatchPage } from './routes/dispatch';
import { renderNotFound } from './routes/not-found';
import { favicon } from './routes/favicon';
import { media, mediaFile } from './routes/media';
import { robots, sitemap, sitemapFile } from './routes/seo-files';

/** The JSON routes the islands call (worker/ajax). */
const AJAX_PATH = /^\/[a-z]{2}\/ajax\//;

/** What differs between the two ways to run (worker/index.ts, worker/production.ts). */
export interface SiteAppOptions {
  /** The platform in the same isolate; absent in production, which needs PLATFORM or UPSTREAM_URL. */
  embeddedPlatform?: EmbeddedPlatform;
}

/** The site worker's Hono app: the same routes for the local default and for production. */
export function createSiteApp({ embeddedPlatform }: SiteAppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(securityHeaders());
  app.use(bodySizeCap());
  app.use(upstream(embeddedPlatform));

  // Not scoped to a site: the admin API and platform images.
  app.route('/admin', admin);
  app.get('/assets/media/:id/:file', media);
  app.get('/assets/media/:file', mediaFile);

  app.use(resolveSite());
  app.get('/favicon.svg', favicon);
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
  app.get('/robots.txt', robots);
  app.get('/sitemap.xml', sitemap);
  app.get('/:file{sitemap-[a-z0-9-]+\\.xml}', sitemapFile);

  app.get('/', (c) => c.redirect(`/${c.get('site').defaultLocale}/`, 302));
  app.use('/:lang/*', locale());
  app.use('/:lang', locale());
  // The islands' JSON first: no page renderer, no kept pages.
  app.route('/:lang/ajax', ajax);
  // Pages: rendered with React (built once, mounted here only), a warm one sent as kept.
  const renderer = pageRenderer();
  const kept = pageCache();
  app.get('/:lang/*', renderer, kept, dispatchPage);
  app.get('/:lang', renderer, kept, dispatchPage);
  app.post('/:lang/*', renderer, dispatchAction);

  app.notFound((c) => {
    if (!c.get('locale')) c.set('locale', c.get('site').defaultLocale);
    return withRenderer(c, renderer, renderNotFound);
  });

  app.onError(async (error, c) => {
    if (error instanceof HTTPException && error.status === 404 && c.get('site') && c.get('locale')) {
      return withRenderer(c, renderer, renderNotFound);
    }
    if (error instanceof HTTPException && error.status < 500) return error.getResponse();
    const outage = isOutage(error);
    if (outage) {
      // The platform is down, slow or refusing us, and nothing cached could stand in. While
      // the breaker is open its opening said so once; a line per visitor would flood the log.
      if (!isBreakerOpen(error)) console.error('platform unavailable', c.req.method, c.req.path, error.message);
    } else {
      console.error('unhandled error', c.req.method, c.req.path, error);
    }
    // The islands read the ajax routes as JSON: they get JSON, never the HTML error page.
    if (AJAX_PATH.test(c.req.path)) {
      if (outage) c.header('Retry-After', String(OUTAGE_RETRY_AFTER_S));
      return c.json({ error: outage ? 'The search is temporarily unavailable' : 'Something went wrong' }, outage ? 503 : 500);
    }
    if (outage && c.get('site') && c.get('locale') && c.req.method === 'GET') {
      // In the agency's look from what is cached; the plain page if even that fails.
      try {
        return await withRenderer(c, renderer, renderUnavailable);
      } catch (failed) {
        console.error('unavailable page failed', c.req.path, failed);
      }
    }
    return outage ? errorPage(c, { status: 503, retryAfterSeconds: OUTAGE_RETRY_AFTER_S }) : errorPage(c);
  });

  return app;
}

/** A worker entry serving the app. */
export function siteWorker(app: Hono<AppEnv>) {
  return {
    fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response> {
      return app.fetch(request, env, ctx as never);
    },
  };
}
