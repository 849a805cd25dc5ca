import type { Context } from 'hono';
import { html } from 'hono/html';
import { createTranslator, isLocale, LANGUAGE_NAMES, localizedValue, preferredLocale } from '../../../shared/i18n';
import type { AppEnv } from '../env';
import { nonceOf } from '../middleware/security-headers';
import { themeCss } from './head';
import { CLIENT_MANIFEST } from './manifest';
import { logoBox, logoSizeOf } from '../../../shared/domain/logo-size';

/** The logo as the header shows it (layout/header.tsx Logo): its proportions, its shown size when its address names it. */
function logoImage(url: string) {
  const size = logoSizeOf(url);
  const box = size ? logoBox(size) : null;
  return box
    ? html`<img class="brand__logo" src="${url}" alt="" width="${box.width}" height="${box.height}">`
    : html`<img class="brand__logo" src="${url}" alt="">`;
}

/** The language of the soon page: the path's, when the site has it, else the visitor's among the site's. */
function soonLocale(c: Context<AppEnv>) {
  const site = c.get('site');
  const segment = c.req.path.split('/')[1];
  if (isLocale(segment) && site.locales.includes(segment)) return segment;
  return preferredLocale(c.req.header('Accept-Language'), site.locales, site.defaultLocale);
}

/**
 * The one page of a site in coming-soon mode, whatever the path: the agency's name,
 * logo, tagline, contact details and BIV registration, in the site's look (its stylesheet and
 * colours, the header's and footer's classes) and languages; no script, no menu, no form (no
 * lead into a site not yet live: a mail link stands in), never indexed, never kept.
 */
export function soonPage(c: Context<AppEnv>): Response | Promise<Response> {
  const site = c.get('site');
  const locale = soonLocale(c);
  const t = createTranslator(locale);
  const { contact, biv } = site;
  const tagline = localizedValue(site.tagline, locale);
  const city = localizedValue(contact.city, locale);
  const phone = contact.phone.replace(/[^+\d]/g, '');
  const languages =
    site.locales.length < 2
      ? ''
      : html`<nav class="language-switcher" aria-label="${t('nav.language')}"><ul>${site.locales.map(
          (lang) =>
            html`<li><a href="/${lang}/" hreflang="${lang}" lang="${lang}"${lang === locale ? html` aria-current="true"` : ''}>\
<span aria-hidden="true">${lang.toUpperCase()}</span><span class="visually-hidden">${LANGUAGE_NAMES[lang]}</span></a></li>`,
        )}</ul></nav>`;
  c.header('X-Robots-Tag', 'noindex');
  c.header('Cache-Control', 'no-store');
  return c.html(
    html`<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\
<meta name="robots" content="noindex"><title>${site.name} | ${t('soon.title')}</title><link rel="stylesheet" href="${CLIENT_MANIFEST.css}">\
<style nonce="${nonceOf(c)}">${themeCss(site)}</style></head><body><header class="site-header"><div class="container site-header__inner">\
<span class="brand">${site.logo ? logoImage(site.logo) : ''}<span class="brand__name">${site.name}</span></span>${languages}</div></header>\
<main class="container page-message"><h1>${t('soon.title')}</h1>${tagline ? html`<p>${tagline}</p>` : ''}<p>${t('soon.text')}</p></main>\
<footer class="site-footer"><div class="container site-footer__grid"><section aria-labelledby="soon-contact"><h2 id="soon-contact">\
${t('soon.contact')}</h2><address>${contact.street}<br>${contact.zip} ${city}${
      phone
        ? html`<br><a href="tel:${phone}">${contact.phone}\
</a>`
        : ''
    }${contact.email ? html`<br><a href="mailto:${contact.email}">${contact.email}</a>` : ''}</address></section>\
${
  biv
    ? html`<section aria-labelledby="soon-biv" class="footer-biv"><h2 id="soon-biv">${t('footer.registration')}</h2><p>\
${t('footer.bivNumber', { number: biv.number })}<br>${t('footer.vatNumber', { number: biv.vat })}<br>\
${t('footer.authority', { authority: localizedValue(biv.authority, locale) })}</p></section>`
    : ''
}</div></footer></body></html>`,
    200,
  );
}
