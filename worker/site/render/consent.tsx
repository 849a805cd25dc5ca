import { createTranslator, translate } from '../../../shared/i18n';
import type { Locale } from '../../../shared/i18n/locales';
import { buildPath } from '../../../shared/routes';
import type { SiteTags } from '../../../shared/domain/site-tags';
import { CLIENT_MANIFEST } from './manifest';

/*
 * The consent banner of a site with its own tags. Only such a site renders any of
 * this: the rest keep today's page to the byte. The banner is in the page itself, at its top
 * before the header, shown at the first paint by the head's script when the visitor has not
 * chosen (or chose over six months ago, or said "later" in this tab), so it never comes late,
 * never moves the page and never becomes a late largest paint. It is part of the page, not laid
 * over it: the page scrolls it away, and it can hide nothing that has the focus (WCAG 2.4.11). Its buttons, the per-purpose dialog and the tags are
 * client/consent/consent.ts, loaded only here. The choice lives in the visitor's localStorage
 * (docs/tags-and-consent.md), so a kept page stays the same for every visitor.
 */

/**
 * Consent Mode v2: everything denied before any tag; the stored choice is applied by the client.
 * Then the banner if no choice younger than 180 days, unless the visitor put it off in this tab
 * (Escape: `consentLater` in sessionStorage, client/consent/consent.ts).
 */
const DEFAULTS =
  'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}' +
  'gtag("consent","default",{ad_storage:"denied",ad_user_data:"denied",ad_personalization:"denied",analytics_storage:"denied"});' +
  '!function(a,b){try{b=sessionStorage.consentLater;a=Date.now()-JSON.parse(localStorage.consent).at}catch(e){}' +
  'b||a>=0&&a<15552e6||document.documentElement.setAttribute("data-consent","ask")}()';

/**
 * What goes in the head of a page with tags: the defaults before anything else can run, the
 * banner's look (client/consent/consent.css), the client's module.
 */
export function ConsentHead({ nonce }: { nonce: string }) {
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: DEFAULTS }} />
      <link rel="stylesheet" href={CLIENT_MANIFEST.consentCss} precedence="default" />
      <script type="module" src={CLIENT_MANIFEST.consent} nonce={nonce} />
      {/* Without JavaScript no tag can load: nothing to choose. */}
      <noscript>
        <style>{'.consent-open{display:none}'}</style>
      </noscript>
    </>
  );
}

/**
 * Which lead a page thanks for, when a form posted without JavaScript was taken and redirected
 * here (worker/site/routes/*: `?contact=sent`, `?appointment=…`, `?reservation=sent`, the
 * subscription's success page): the client pushes `generate_lead` for it.
 */
export function leadOfPage(path: string, search: string, locale: Locale): string | undefined {
  const query = new URLSearchParams(search);
  if (query.get('contact') === 'sent') return 'contact';
  if (query.get('appointment')) return 'viewing';
  if (query.get('reservation') === 'sent') return 'reservation';
  if (path === buildPath('subscribeSuccess', {}, locale) && query.get('token')) return 'subscription';
  return undefined;
}

/**
 * The banner: the question, then accept, refuse and choose, alike in size and look. It names
 * marketing only when a marketing tag (the Meta pixel) is set. The ids and the lead ride on it for the client.
 */
export function ConsentBanner({ tags, locale, lead }: { tags: SiteTags; locale: Locale; lead: string | undefined }) {
  // The banner's words (locales/consent.json `banner`) travel in the site's words file under `consent.` (shared/i18n SiteWords).
  const t = createTranslator(locale);
  return (
    <section id="consent" className="consent" aria-label={t('consent.label')} data-ga4={tags.ga4} data-gtm={tags.gtm} data-meta={tags.meta} data-lead={lead}>
      <p>{t('consent.text', { marketing: tags.meta ? t('consent.marketing') : '' })}</p>
      <div>
        <button type="button" className="button" value="all">
          {t('consent.accept')}
        </button>
        <button type="button" className="button" value="none">
          {t('consent.refuse')}
        </button>
        <button type="button" className="button" value="choose" aria-haspopup="dialog">
          {t('consent.choose')}
        </button>
      </div>
    </section>
  );
}

/** The footer's way back to the choice, on every page of a site with tags. */
export function ConsentSettings({ locale }: { locale: Locale }) {
  return (
    <button type="button" className="consent-open" aria-haspopup="dialog">
      {translate(locale, 'consent.settings')}
    </button>
  );
}
