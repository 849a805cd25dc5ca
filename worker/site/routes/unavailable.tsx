import type { Context } from 'hono';
import { usePage } from '../../../shared/components/page-context';
import { buildPath } from '../../../shared/routes';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { prerender } from 'react-dom/static.edge';
import { siteOrigin } from '../../../shared/domain/site-origin';
import { nonceOf } from '../middleware/security-headers';
import { Document } from '../render/document';
import { HTML_HEADERS } from '../render/renderer';
import { OUTAGE_RETRY_AFTER_S } from '../upstream/outage';
import { loadChrome, requestContext } from '../request-context';
import { BoundedMap, textBytes } from '../bounded-map';

/**
 * The page while the platform is down, slow or refusing the site and nothing cached stands in:
 * in the agency's look (its site and menus come from the cache; a menu it lacks
 * renders empty), in the visitor's language, 503 with Retry-After, never indexed.
 */
function UnavailablePage({ path }: { path: string }) {
  const { t, locale } = usePage();
  return (
    <section className="container page-message">
      <h1>{t('unavailable.title')}</h1>
      <p>{t('unavailable.text')}</p>
      <p>
        <a className="button" href={path}>
          {t('unavailable.retry')}
        </a>{' '}
        <a href={buildPath('home', {}, locale)}>{t('notFound.home')}</a>
      </p>
    </section>
  );
}

/*
 * Rendered once per site, language and origin, then sent as text: when the platform
 * hangs, every visitor of an uncached page gets this page at the same moment, and fifty renders
 * in a row pushed the last answer past the 2 s promised. What differs per request (the CSP
 * nonce, the retry link) stands as a mark in the kept text and is put in on the way out; the
 * menus mark no item as the current one and the language links lead to each language's home.
 */
const KEPT_MS = 30_000;
const KEPT_MAX = 50;
const NONCE_MARK = '\u{E000}nonce\u{E000}';
const HERE_MARK = '\u{E000}here\u{E000}';
/** Counted once rendered: a page is some tens of KB, so 50 fit with room to spare. */
const KEPT_MAX_BYTES = 4 * 1024 * 1024;
const kept = new BoundedMap<string, { html: Promise<string>; until: number }>('unavailable pages', KEPT_MAX, KEPT_MAX_BYTES);

async function renderKept(c: Context<AppEnv>, origin: string): Promise<string> {
  const ctx = requestContext(c, {});
  const chrome = await loadChrome(ctx);
  const { t, site } = ctx;
  const alternates = Object.fromEntries(LOCALES.map((lang) => [lang, buildPath('home', {}, lang)])) as Record<Locale, string>;
  const meta = { title: `${t('unavailable.title')} | ${site.name}`, description: t('unavailable.text'), alternates, noindex: true };
  const page = (
    <Document site={site} locale={ctx.locale} meta={meta} chrome={chrome} origin={origin} path="" nonce={NONCE_MARK}>
      <UnavailablePage path={HERE_MARK} />
    </Document>
  );
  const { prelude } = await prerender(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** The unavailable page for a request whose site and language are known. */
export async function renderUnavailable(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site');
  const origin = siteOrigin(site.origin, c.req.url);
  const key = `${site.id} ${c.get('locale')} ${origin}`;
  const now = Date.now();
  let page = kept.get(key);
  if (!page || page.until < now) {
    const rendering = { html: renderKept(c, origin), until: now + KEPT_MS };
    page = rendering;
    kept.set(key, rendering);
    rendering.html.then(
      (html) => kept.get(key) === rendering && kept.set(key, rendering, textBytes(html)),
      () => kept.get(key) === rendering && kept.delete(key),
    );
  }
  const url = new URL(c.req.url);
  // In an attribute: the address percent-encodes all else (quotes, angle brackets) but `&`.
  const here = (url.pathname + url.search).replaceAll('&', '&amp;');
  const html = (await page.html).replaceAll(NONCE_MARK, nonceOf(c)).replaceAll(HERE_MARK, here);
  return c.body(html, 503, { ...HTML_HEADERS, 'Retry-After': String(OUTAGE_RETRY_AFTER_S) });
}

/** Forgets the kept unavailable pages (tests: each starts as a fresh isolate would). */
export function forgetUnavailablePages(): void {
  kept.clear();
}
