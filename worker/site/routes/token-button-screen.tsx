import { usePage } from '../../../shared/components/page-context';
import { alternatePaths, buildPath } from '../../../shared/routes';
import type { Action, RoutedScreen } from './screen';

type TokenPage = { token: string; error: string | null };

/**
 * A page a mail's link opens that does one thing when its button posts, never on opening (a
 * mail scanner opens links): its title, a sentence and the button, with the error of a post
 * that failed. `action` answers the post.
 */
export function tokenButtonScreen(route: 'confirmSubscription' | 'unsubscribe', words: { title: string; text: string; button: string }, action: Action): RoutedScreen<TokenPage> {
  return {
    route,
    load: async (ctx) => ({ token: ctx.params.token ?? '', error: ctx.form?.message ?? null }),
    meta: (data, { site, t }) => ({ title: `${t(words.title)} | ${site.name}`, description: t(words.text), alternates: alternatePaths(route, { token: data.token }), noindex: true }),
    Page: function TokenButtonPage({ token, error }) {
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
          <form method="post" action={buildPath(route, { token }, locale)}>
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
