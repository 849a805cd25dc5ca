import type { Context } from 'hono';
import { usePage } from '../../shared/components/page-context';
import { buildPath } from '../../shared/routes';
import { LOCALES, type Locale } from '../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { OUTAGE_RETRY_AFTER_S } from '../upstream/outage';
import { renderScreen } from './render-screen';
import type { Screen } from './screen';

/**
 * The page while the platform is down, slow or refusing the site and nothing cached stands in
 * (issue 15): in the agency's look (its site and menus come from the cache; a menu it lacks
 * renders empty), in the visitor's language, 503 with Retry-After, never indexed.
 */
const unavailableScreen: Screen<{ path: string }> = {
  status: 503,
  load: async ({ c }) => {
    const url = new URL(c.req.url);
    return { path: url.pathname + url.search };
  },
  meta: (_data, { t, site }) => ({ title: `${t('unavailable.title')} | ${site.name}`, description: t('unavailable.text'), alternates: Object.fromEntries(LOCALES.map((lang) => [lang, buildPath('home', {}, lang)])) as Record<Locale, string>, noindex: true }),
  Page: function UnavailablePage({ path }) {
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
  },
};

/** The unavailable page for a request whose site and language are known. */
export function renderUnavailable(c: Context<AppEnv>): Promise<Response> {
  c.header('Retry-After', String(OUTAGE_RETRY_AFTER_S));
  return renderScreen(c, unavailableScreen);
}
