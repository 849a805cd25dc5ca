import { usePage } from '../../../shared/components/page-context';
import { LOCALES } from '../../../shared/i18n/locales';
import { buildPath } from '../../../shared/routes';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { renderScreen } from './render-screen';
import type { Screen } from './screen';

/** The 404 page, in the visitor's language, inside the site's layout. */
export const notFoundScreen: Screen<Record<string, never>> = {
  status: 404,
  load: async () => ({}),
  meta: (_data, { t, site }) => ({
    title: `${t('notFound.title')} | ${site.name}`,
    description: t('notFound.text'),
    alternates: Object.fromEntries(LOCALES.map((lang) => [lang, buildPath('home', {}, lang)])) as Record<(typeof LOCALES)[number], string>,
    noindex: true,
  }),
  Page: function NotFoundPage() {
    const { t } = usePage();
    return <NotFoundMessage title={t('notFound.title')} text={t('notFound.text')} />;
  },
};

/** What a 404 page says: what was not found, and the way home. */
export function NotFoundMessage({ title, text }: { title: string; text: string }) {
  const { t, locale } = usePage();
  return (
    <section className="container page-message">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a className="button" href={buildPath('home', {}, locale)}>
          {t('notFound.home')}
        </a>
      </p>
    </section>
  );
}

/** The 404 page for a request no screen answers. */
export function renderNotFound(c: Context<AppEnv>): Promise<Response> {
  return renderScreen(c, notFoundScreen);
}
