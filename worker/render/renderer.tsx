import { reactRenderer } from '@hono/react-renderer';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { nonceOf } from '../middleware/security-headers';
import { type Chrome, Document } from './document';
import type { PageMeta } from '../../shared/types/page-meta';

declare module '@hono/react-renderer' {
  interface Props {
    meta: PageMeta;
    chrome: Chrome;
  }
}

const BOT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|lighthouse|headless/i;

/** Crawlers and link previewers get the finished document rather than a stream. */
export function isBot(userAgent: string | undefined): boolean {
  return Boolean(userAgent && BOT.test(userAgent));
}

/**
 * Streams every page (DESIGN.md §5): `c.render(<Page />, { meta, chrome })`. The shell never
 * suspends; a failure before the shell is sent becomes the 500 page via app.onError, one
 * after it is logged and the stream carries React's client-side fallback. Bots wait for
 * the whole document (allReady).
 */
export const pageRenderer = (): MiddlewareHandler<AppEnv> =>
  async function pageRenderer(c, next) {
    const nonce = nonceOf(c);
    const render = reactRenderer(
      ({ children, meta, chrome }) => (
        <Document
          site={c.get('site')}
          locale={c.get('locale')}
          meta={meta}
          chrome={chrome}
          origin={c.get('site').origin ?? new URL(c.req.url).origin}
          path={new URL(c.req.url).pathname}
          nonce={nonce}
        >
          {children}
        </Document>
      ),
      {
        stream: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'private, no-cache' },
        readableStreamOptions: {
          nonce,
          onError(error: unknown) {
            console.error('render error', c.req.method, c.req.path, error);
          },
        },
      },
    );
    await render(c, next);
    if (isBot(c.req.header('User-Agent')) && c.res.body && c.res.headers.get('Content-Type')?.startsWith('text/html')) {
      c.res = new Response(await c.res.text(), c.res);
    }
  };
