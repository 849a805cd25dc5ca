import type { Fetcher } from '@cloudflare/workers-types';
import type { MiddlewareHandler } from 'hono';
import { html } from 'hono/html';
import { isLocale, type Locale } from '../../../shared/i18n/locales';
// Only these two parts of the words are bundled (esbuild keeps the named parts of a JSON file):
// the page below must render when the words file could not be read.
import { errors, title } from '../../../locales/console.json';
import type { ConsoleEnv } from './env';
import { consoleWordsInstalled, installConsoleWords, preferredLocale } from './i18n';
import files from '../static-files.generated.json';
import { logFailure } from './log';

/*
 * The console's words in the four languages (locales/console.json, about 50 KiB gzipped) are a
 * static file of the build (scripts/console-editor.mjs), not part of the bundle: the console reads
 * it through its ASSETS binding on the isolate's first request and keeps it for every later one.
 * A deploy uploads it with the console's version ([assets] of wrangler.console.toml). Should
 * reading it fail all the same, the request is answered 503 with Retry-After in the visitor's
 * language (a plain page from the words bundled above), the failure logged once per request, and
 * the next request tries again: never a screen of `_key_` marks.
 */

const RETRY_AFTER_S = 30;
let reading: Promise<void> | undefined;

/** Reads and installs the words once per isolate; a failed read is tried again by the next caller. */
export function loadConsoleWords(assets: Fetcher | undefined, base: string): Promise<void> {
  if (consoleWordsInstalled()) return Promise.resolve();
  reading ??= (async () => {
    if (!assets) throw new Error('no ASSETS binding ([assets] of wrangler.console.toml)');
    const answer = await assets.fetch(new URL(files.words, base).href);
    if (!answer.ok) throw new Error(`${files.words} answered ${answer.status}`);
    installConsoleWords(await answer.json<object>());
  })().finally(() => {
    reading = undefined;
  });
  return reading;
}

/** The plain 503 page while the words cannot be read: its two sentences are bundled. */
function unavailable(locale: Locale) {
  return html`<!DOCTYPE html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title.unavailable[locale]}</title></head>
<body><main><h1>${title.unavailable[locale]}</h1><p>${errors.unavailable[locale]}</p></main></body>
</html>`;
}

/** Mounted before anything else of the console: the words are there before any screen renders. */
export const consoleWords = (): MiddlewareHandler<ConsoleEnv> =>
  async function consoleWords(c, next) {
    if (consoleWordsInstalled()) return next();
    try {
      await loadConsoleWords(c.env.ASSETS as Fetcher | undefined, c.req.url);
    } catch (error) {
      logFailure('console words unavailable', error instanceof Error ? error.message : String(error));
      const lang = c.req.path.split('/')[1];
      const locale = isLocale(lang) ? lang : preferredLocale(c.req.header('Accept-Language'));
      return c.html(unavailable(locale), 503, {
        'Retry-After': String(RETRY_AFTER_S),
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'",
      });
    }
    return next();
  };
