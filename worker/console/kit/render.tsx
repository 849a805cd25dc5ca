import type { Context } from 'hono';
import { createContext, type ReactNode, useContext } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import type { ConsoleEnv } from './env';
import { FORMS_SCRIPT_PATH } from './forms-script';
import { t } from './i18n';

/** A signed-in screen's props: the console's language and the session, and what the screen shows. */
export type ScreenProps<Shown> = { locale: Locale; session: ConsoleSession } & Shown;

interface ShellProps {
  locale: Locale;
  title: string;
  /** The path after the language (`/sign-in`), for the language links. */
  path: string;
  session?: ConsoleSession | undefined;
  /** The site's own origin, where a link in the page's rich text leads (the forms script opens it there, not on the console's host). */
  siteOrigin?: string | undefined;
  /** The console's own scripts this page loads (deferred) besides the forms script every page has: only pages that work without them. */
  scripts?: string[];
  children: ReactNode;
}

/**
 * Whether the page answers a form that did not go through (a 400, 403, 409, 413, 422 or 429: a
 * refusal of the legal guard or of the approval among them): its title then starts with
 * "Error:" and its error summary (FormAlert) takes the focus on load.
 */
const FailedForm = createContext(false);
const FAILED_STATUSES = new Set([400, 403, 409, 413, 422, 429]);

/** Whether this page answers a failed form (read by the error summary, fields.tsx). */
export const useFailedForm = (): boolean => useContext(FailedForm);

/** Every console page: its language, title, a skip link, the header (languages, who is signed in, sign-out) and the main content. */
export function Shell({ locale, title, path, session, scripts = [], siteOrigin, children }: ShellProps) {
  const name = t(locale, 'app.name');
  const failed = useFailedForm();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${failed ? `${t(locale, 'failed.prefix')} ` : ''}${title} · ${name}`}</title>
        <link rel="stylesheet" href="/console.css" />
        {[FORMS_SCRIPT_PATH, ...scripts].map((src) => (
          <script key={src} src={src} defer />
        ))}
      </head>
      <body>
        <a className="skip" href="#main">
          {t(locale, 'nav.skip')}
        </a>
        <header className="top">
          <a className="brand" href={`/${locale}/`}>
            {name}
          </a>
          <nav aria-label={t(locale, 'nav.language')}>
            <ul className="languages">
              {LOCALES.map((lang) => (
                <li key={lang}>
                  <a href={`/${lang}${path}`} lang={lang} hrefLang={lang} aria-current={lang === locale ? 'true' : undefined}>
                    {lang.toUpperCase()}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {session && (
            <form className="who" method="post" action={`/${locale}/sign-out`}>
              <span>{t(locale, 'nav.signedInAs', { email: session.user.email })}</span>
              <a href={`/${locale}/passkeys`}>{t(locale, 'passkeys.nav')}</a>
              <input type="hidden" name="_csrf" value={session.csrf} />
              <button type="submit">{t(locale, 'nav.signOut')}</button>
            </form>
          )}
        </header>
        <main id="main" tabIndex={-1} data-site-origin={siteOrigin}>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

/** A screen of one agency: its title the words `title` with the agency's name, its path the agency's `/sites/{id}/{screen}`. */
export function SiteShell({
  locale,
  session,
  site,
  title,
  screen,
  children,
}: {
  locale: Locale;
  session: ConsoleSession;
  site: { id: number; name: string };
  title: string;
  screen: string;
  children: ReactNode;
}) {
  return (
    <Shell locale={locale} title={t(locale, title, { site: site.name })} path={`/sites/${site.id}/${screen}`} session={session}>
      {children}
    </Shell>
  );
}

/** A server-rendered console page: the whole document at once (a form page is small), never cached. */
export async function renderPage(c: Context<ConsoleEnv>, page: ReactNode, status = 200): Promise<Response> {
  const stream = await renderToReadableStream(<FailedForm.Provider value={FAILED_STATUSES.has(status)}>{page}</FailedForm.Provider>);
  await stream.allReady;
  return c.body(stream, status as 200, { 'Content-Type': 'text/html; charset=utf-8' });
}
