import type { ReactElement } from 'react';
import { PageContext } from '../../../shared/components/page-context';
import { createTranslator, type Locale } from '../../../shared/i18n';
import type { Navigation } from '../../../shared/types/navigation';
import type { PageMeta } from '../../../shared/types/page-meta';
import type { Site } from '../../../shared/types/site';
import { ConsentBanner, leadOfPage } from './consent';
import { Head } from './head';
import { NonceContext } from './island';
import { BackToTopIsland, PageStatsIsland } from './islands';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { SpeculationRules } from './speculation-rules';

/** The menus around every page: the main one is awaited, the footer's is streamed. */
export interface Chrome {
  mainNavigation: Navigation;
  /** Fetched once, when the footer renders: the shell never waits for it. */
  footerNavigation: () => Promise<Navigation>;
  /** The page without header, footer or back-to-top: the console's preview of one section. */
  bare?: boolean;
}

export interface DocumentProps {
  site: Site;
  locale: Locale;
  meta: PageMeta;
  chrome: Chrome;
  origin: string;
  path: string;
  /** The request's query ('' or '?…'): the language links keep it (a listing's filter). */
  search?: string;
  nonce: string;
  /** Shown to the agency's preview (its grant): a bar saying visitors do not see this. */
  preview?: boolean;
  children: ReactElement;
}

/** The whole HTML document: head, header, the screen, footer, back-to-top, the statistics' beacon of a page that is counted, and the speculation rules. */
export function Document({ site, locale, meta, chrome, origin, path, search = '', nonce, preview = false, children }: DocumentProps) {
  const t = createTranslator(locale);
  return (
    <html lang={locale}>
      <Head meta={meta} site={site} locale={locale} origin={origin} nonce={nonce} />
      <body>
        <NonceContext.Provider value={nonce}>
          <PageContext.Provider value={{ site, locale, t }}>
            {/* The first stop, before the consent banner and the header. */}
            {chrome.bare ? null : (
              <a className="skip-link" href="#main">
                {t('a11y.skipToContent')}
              </a>
            )}
            {/* The draft as the agency previews it: said at the top, in a landmark of its own (never on the
                live site; the section frame of the console shows no chrome). */}
            {preview && !chrome.bare ? (
              <aside className="preview-bar" aria-label={t('a11y.previewLabel')}>
                <p>{t('a11y.previewBar')}</p>
              </aside>
            ) : null}
            <div id="top" tabIndex={-1} />
            {site.tags && !chrome.bare ? <ConsentBanner tags={site.tags} locale={locale} lead={leadOfPage(path, search, locale)} /> : null}
            {chrome.bare ? null : <Header navigation={chrome.mainNavigation} alternates={meta.alternates} currentPath={path} search={search} />}
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            {chrome.bare ? null : <Footer navigation={chrome.footerNavigation} />}
            {chrome.bare ? null : <BackToTopIsland label={t('common.backToTop')} />}
            {meta.stats && <PageStatsIsland {...meta.stats} />}
            {/* The site's pages a link leads to, opened before the click; not in a preview. */}
            {chrome.bare || preview ? null : <SpeculationRules locales={site.locales} nonce={nonce} />}
          </PageContext.Provider>
        </NonceContext.Provider>
      </body>
    </html>
  );
}
