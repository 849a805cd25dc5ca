import { usePage } from '../../../shared/components/page-context';
import { alternatePaths, buildPath, type RouteParams } from '../../../shared/routes';
import type { Action, RoutedScreen } from './screen';

type TokenPage = { params: Record<string, string>; error: string | null };

/**
 * A page a mail's link opens that does one thing when its button posts, never on opening (a
 * mail scanner opens links): its title, a sentence and the button, with the error of a post
 * that failed. `action` answers the post.
 */
export function tokenButtonScreen(
  route: 'confirmSubscription' | 'unsubscribe' | 'stopFollowing',
  words: { title: string; text: string; button: string },
  action: Action,
): RoutedScreen<TokenPage> {
  return {
    route,
    load: async (ctx) => ({ params: { ...ctx.params }, error: ctx.form?.message ?? null }),
    meta: (data, { site, t }) => ({
      title: `${t(words.title)} | ${site.name}`,
      description: t(words.text),
      alternates: alternatePaths(route, data.params as RouteParams<typeof route>),
      noindex: true,
    }),
    Page: function TokenButtonPage({ params, error }) {
      const { locale, t } = usePage();
      return (
        <section className="section container page-message">
          <h1>{t(words.title)}</h1>
          {error ? (
            <p className="alert alert--danger" role="alert">
              {error}
            </p>
          ) : null}
          <p>{t(words.text)}</p>
          <form method="post" action={buildPath(route, params, locale)}>
            <button className="button" type="submit">
              {t(words.button)}
            </button>
          </form>
        </section>
      );
    },
    action,
  };
}
