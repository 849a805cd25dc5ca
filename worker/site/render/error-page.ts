import type { Context } from 'hono';
import { html } from 'hono/html';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/i18n/locales';
// Only these three words of each language are bundled (esbuild keeps the named parts of a JSON
// file): the page must render when the words file could not be read (middleware/words.ts).
import { error as nlError, notFound as nlNotFound } from '../../../locales/nl.json';
import { error as frError, notFound as frNotFound } from '../../../locales/fr.json';
import { error as enError, notFound as enNotFound } from '../../../locales/en.json';
import { error as deError, notFound as deNotFound } from '../../../locales/de.json';

const WORDS: Record<Locale, { title: string; text: string; home: string }> = {
  nl: { ...nlError, home: nlNotFound.home },
  fr: { ...frError, home: frNotFound.home },
  en: { ...enError, home: enNotFound.home },
  de: { ...deError, home: deNotFound.home },
};

/**
 * The 500 page (or 503 with Retry-After when the platform cannot be reached): static HTML,
 * so it renders even when rendering itself is what failed.
 */
export function errorPage(
  c: Context,
  { status = 500, retryAfterSeconds }: { status?: 500 | 503; retryAfterSeconds?: number } = {},
): Response | Promise<Response> {
  const requested = c.get('locale');
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const words = WORDS[locale];
  c.status(status);
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
  c.header('Cache-Control', 'no-store');
  return c.html(html`<!DOCTYPE html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>\
${words.title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:10vh auto;padding:0 1rem;color:#222}</style></head>
<body><main><h1>${words.title}</h1><p>${words.text}</p><p><a href="/${locale}/">${words.home}</a></p></main></body>
</html>`);
}
