import { reactRenderer } from '@hono/react-renderer';
import type { Context, MiddlewareHandler } from 'hono';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static.edge';
import type { PageMeta } from '../../../shared/types/page-meta';
import type { AppEnv } from '../env';
import { nonceOf } from '../middleware/security-headers';
import { type Chrome, Document } from './document';
import { siteOrigin } from '../../../shared/domain/site-origin';
import { logFailure } from '../log';

declare module '@hono/react-renderer' {
  interface Props {
    meta: PageMeta;
    chrome: Chrome;
  }
}

const BOT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|lighthouse/i;
export const HTML_HEADERS = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'private, no-cache' };

/** Crawlers and link previewers get the finished document rather than a stream. */
export function isBot(userAgent: string | undefined): boolean {
  return Boolean(userAgent && BOT.test(userAgent));
}

function page(c: Context<AppEnv>, children: ReactElement, meta: PageMeta, chrome: Chrome): ReactElement {
  const url = new URL(c.req.url);
  return (
    <Document
      site={c.get('site')}
      locale={c.get('locale')}
      meta={meta}
      chrome={chrome}
      origin={siteOrigin(c.get('site').origin, c.req.url)}
      path={url.pathname}
      search={url.search}
      nonce={nonceOf(c)}
      preview={c.get('preview') === true}
    >
      {children}
    </Document>
  );
}

function onError(c: Context<AppEnv>) {
  return (error: unknown) => {
    logFailure('render error', error, `${c.req.method} ${c.req.path}`);
    // Whatever stands in for the failed part (React renders it in the browser) is not to be kept.
    c.get('upstream')?.cache.spoilRecording('render error');
  };
}

/**
 * Renders every page with `c.render(<Page />, { meta, chrome })`. Visitors get
 * a stream: the shell never suspends; a failure before it is sent becomes the 500 page via
 * app.onError, one after it is logged. Crawlers get the finished document (React's
 * prerender waits for every Suspense boundary), so slow parts are inline for them.
 */
export const pageRenderer = (): MiddlewareHandler<AppEnv> =>
  async function pageRenderer(c, next) {
    if (isBot(c.req.header('User-Agent'))) {
      c.setRenderer(async (children, props) => {
        // An infinite chunk size keeps every resolved Suspense boundary inline: no placeholders,
        // no reveal scripts (which would need the nonce prerender cannot take).
        const { prelude } = await prerender(page(c, children, props!.meta, props!.chrome), {
          onError: onError(c),
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        });
        return c.body(prelude, { headers: HTML_HEADERS });
      });
      return next();
    }
    return reactRenderer(({ children, meta, chrome }) => page(c, children, meta, chrome), {
      stream: HTML_HEADERS,
      // A boundary already resolved when its part of the page is sent goes inline, never behind
      // a reveal script: React otherwise outlines any over 500 bytes once 12.8 KB are out, and
      // a visitor without JavaScript would never see it (the deferred guests field of a
      // holiday unit, client/components/deferred-numeric-input.tsx). Pending ones still stream.
      readableStreamOptions: { nonce: nonceOf(c), onError: onError(c), progressiveChunkSize: Number.POSITIVE_INFINITY },
    })(c, next);
  };

/**
 * Runs `render` with the page renderer set, for the answers given outside the page routes
 * (the 404 and 503 pages of app.notFound and app.onError), where it was not mounted.
 */
export async function withRenderer(
  c: Context<AppEnv>,
  renderer: MiddlewareHandler<AppEnv>,
  render: (c: Context<AppEnv>) => Promise<Response>,
): Promise<Response> {
  let response: Response | undefined;
  await renderer(c, async () => {
    response = await render(c);
  });
  return response!;
}
