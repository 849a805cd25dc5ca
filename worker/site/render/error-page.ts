import type { Context } from 'hono';
import { html } from 'hono/html';
import { createTranslator, DEFAULT_LOCALE, isLocale } from '../../../shared/i18n';

/**
 * The 500 page (or 503 with Retry-After when the platform cannot be reached): static HTML,
 * so it renders even when rendering itself is what failed.
 */
export function errorPage(c: Context, { status = 500, retryAfterSeconds }: { status?: 500 | 503; retryAfterSeconds?: number } = {}): Response | Promise<Response> {
  const requested = c.get('locale');
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const t = createTranslator(locale);
  c.status(status);
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
  c.header('Cache-Control', 'no-store');
  return c.html(html`<!DOCTYPE html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t('error.title')}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:10vh auto;padding:0 1rem;color:#222}</style></head>
<body><main><h1>${t('error.title')}</h1><p>${t('error.text')}</p><p><a href="/${locale}/">${t('notFound.home')}</a></p></main></body>
</html>`);
}
