import type { Context } from 'hono';
import { html } from 'hono/html';
import { createTranslator, preferredLocale } from '../../../shared/i18n';

/** A plain page for a hostname no agency uses: there is no site to render a layout for. */
export function noSitePage(c: Context, hostname: string): Response | Promise<Response> {
  const locale = preferredLocale(c.req.header('Accept-Language'));
  const t = createTranslator(locale);
  c.status(404);
  return c.html(html`<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('noSite.title')}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:10vh auto;padding:0 1rem;color:#222}code{background:#f2f2f2;padding:0 .25em}</style>
</head>
<body>
<main>
<h1>${t('noSite.title')}</h1>
<p>${t('noSite.text', { hostname })}</p>
</main>
</body>
</html>`);
}
