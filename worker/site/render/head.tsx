import type { Locale } from '../../../shared/i18n/locales';
import type { PageMeta } from '../../../shared/types/page-meta';
import { readableTextOn } from '../../../shared/format/color';
import type { Site } from '../../../shared/types/site';
import { ConsentHead } from './consent';
import { JsonLd } from './json-ld';
import { CLIENT_MANIFEST } from './manifest';

const OG_LOCALE: Record<Locale, string> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_BE' };

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : origin + pathOrUrl;
}

/** The agency's colours as CSS custom properties (validated hex values only, see reshapeSite). */
export function themeCss(site: Site): string {
  const { primary, primaryText, accent, background } = site.theme;
  return (
    `:root{--color-primary:${primary};--color-primary-text:${primaryText};` +
    `--color-accent:${accent};--color-accent-text:${readableTextOn(accent)};--color-background:${background}}`
  );
}

export interface HeadProps {
  meta: PageMeta;
  site: Site;
  locale: Locale;
  origin: string;
  nonce: string;
}

/** Title, description, canonical, hreflang alternates in the site's languages, Open Graph and JSON-LD. */
export function Head({ meta, site, locale, origin, nonce }: HeadProps) {
  const url = absolute(origin, meta.alternates[locale]);
  const promised = meta.hreflang ?? site.locales;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {/* The agency's own tags: Consent Mode's defaults come before anything else. */}
      {site.tags ? <ConsentHead nonce={nonce} /> : null}
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex || meta.variant ? <meta name="robots" content="noindex" /> : null}
      {meta.noindex ? null : <link rel="canonical" href={url} />}
      {meta.noindex ? null : promised.map((lang) => <link key={lang} rel="alternate" hrefLang={lang} href={absolute(origin, meta.alternates[lang])} />)}
      {meta.noindex ? null : <link rel="alternate" hrefLang="x-default" href={absolute(origin, meta.alternates[site.defaultLocale])} />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={meta.ogType ?? 'website'} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {meta.image ? <meta property="og:image" content={absolute(origin, meta.image)} /> : null}
      <meta name="theme-color" content={site.theme.primary} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* With a precedence React writes the stylesheet before the scripts and modulepreloads
          it hoists, so the browser asks for the render-blocking CSS first. */}
      <link rel="stylesheet" href={CLIENT_MANIFEST.css} precedence="default" />
      <style nonce={nonce}>{themeCss(site)}</style>
      {/* Without JavaScript the menu is simply listed, and no compare toggle shows: no button that cannot work. */}
      <noscript>
        <style>{'.main-nav__toggle,.compare-toggle{display:none!important}.main-nav__list{display:flex!important}'}</style>
      </noscript>
      {(meta.jsonLd ?? []).map((data, index) => (
        <JsonLd key={index} data={data} nonce={nonce} />
      ))}
    </head>
  );
}
