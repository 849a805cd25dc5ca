import type { Context, Hono } from 'hono';
import { HonoBase } from 'hono/hono-base';
import { TrieRouter } from 'hono/router/trie-router';
import { bodyLimit } from 'hono/body-limit';
import { MAX_BODY_BYTES } from '../../shared/contract/limits';
import { isLocale } from '../../shared/i18n/locales';
import type { ConsoleEnv, PlatformFetch } from './env';
import { preferredLocale } from './i18n';
import { call, PlatformUnavailable } from './api';
import * as routes from '../../shared/contract/console-api/routes';
import { consoleGroups } from './groups';
import { logFailure } from './log';
import { message } from './refusal';
import { renderPage } from './render';
import { domainRoutes } from './domain-routes';
import { agenciesRoutes } from './agencies-routes';
import { brandRoutes, LOGO_UPLOAD_PATH, UPLOAD_MAX_BYTES } from './brand-routes';
import { crmRoutes } from './crm-routes';
import { goliveHome, goliveRoutes } from './golive-routes';
import { changesRoutes, waitingHome } from './changes-routes';
import { pagesRoutes } from './pages-routes';
import { menusRoutes } from './menus-routes';
import { peopleRoutes } from './people-routes';
import { agreementsRoutes } from './agreements-routes';
import { languagesRoutes } from './languages-routes';
import { settingsRoutes } from './settings-routes';
import { tagsRoutes } from './tags-routes';
import { assistantsRoutes } from './assistants-routes';
import { crmOriginsRoutes } from './crm-origins-routes';
import { viewingHoursRoutes } from './viewing-hours-routes';
import { portalRoutes } from './portal-routes';
import { statsRoutes } from './stats-routes';
import { sellerLinksRoutes } from './seller-links-routes';
import { estatesRoutes } from './estates-routes';
import { listingLifecycleRoutes } from './listing-lifecycle-routes';
import { leadsRoutes } from './leads-routes';
import { formBody } from './form-body';
import { FORMS_SCRIPT, FORMS_SCRIPT_PATH } from './forms-script';
import { PASSKEYS_SCRIPT, PASSKEYS_SCRIPT_PATH } from './passkeys-script';
import { passkeysRoutes } from './passkeys-routes';
import { legalRoutes } from './legal-routes';
import { mediaRoutes, TAKES_PICTURE } from './media-routes';
import { HomePage } from './screens/home';
import { clearSessionCookie, isSecure, readSessionId, sameOrigin } from './session';
import { signInRoutes } from './sign-in-routes';
import { signUpRoutes } from './sign-up-routes';
import type { ConsoleTools } from './tools';
import { consoleStyles } from './styles';
import { teamRoutes } from './team-routes';
import { consoleWords } from './words';

export interface ConsoleOptions {
  /** How the console reaches the platform: the PLATFORM service binding, or the embedded platform locally. */
  platform: PlatformFetch;
  /** Production: the cookie is always the `__Host-` one, Secure. Locally it follows the request's scheme. */
  alwaysSecure: boolean;
  /** The local default's own pages (the local mailbox: worker/console/local/mailbox.tsx); production adds none. */
  local?: (app: Hono<ConsoleEnv>, platform: PlatformFetch) => void;
}

/**
 * Every console answer's: nothing but its own styles, its own scripts (passkeys:
 * passkeys-script.ts; the rich-text editor: editor-script.ts) and calls to itself, no frames
 * (but the pages editor's section preview, on the site's origin alone), and no referrer to
 * another site (a link's address holds its token). `same-origin`, not `no-referrer`: under
 * no-referrer a browser sends `Origin: null` with the console's own form posts, which the CSRF
 * check refuses.
 */
const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * The agency console (docs/console.md): server-rendered pages
 * (React) that work without JavaScript; small scripts add passkeys where a browser can and
 * enhance the rich-text fields. It holds no data: every screen asks
 * the platform's /console-api with the session from its cookie, and the platform decides what
 * that session may see or change (the tenant boundary).
 */
export function createConsoleApp(options: ConsoleOptions): Hono<ConsoleEnv> {
  // One router, the trie (Hono's default tries a RegExpRouter first and falls back to it): the
  // same matches, and about 1.8 KiB gzipped less of the console's budget.
  const app: Hono<ConsoleEnv> = new HonoBase<ConsoleEnv>({ router: new TrieRouter() });
  const tools: ConsoleTools = {
    local: options.local !== undefined,
    secure: (c) => isSecure(c, options.alwaysSecure),
    origin: (c) => c.env.CONSOLE_ORIGIN ?? new URL(c.req.url).origin,
  };

  // The console's words, read once per isolate from the static assets, before anything renders.
  app.use(consoleWords());
  app.use(async function consoleHeaders(c, next) {
    const lang = c.req.path.split('/')[1];
    c.set('locale', isLocale(lang) ? lang : preferredLocale(c.req.header('Accept-Language')));
    c.set('platform', options.platform);
    c.set('sessionId', readSessionId(c, tools.secure(c)));
    // CSRF, first defence: a state-changing request must come from the console's own pages.
    const refused = c.req.method !== 'GET' && c.req.method !== 'HEAD' && !sameOrigin(c, tools.origin(c));
    const response = refused ? await message(c, 'csrf', 403) : (await next(), c.res);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
    // The pages editor frames its section's preview on the site: that one origin, for that answer alone.
    const frameSrc = c.get('frameSrc');
    if (frameSrc) response.headers.set('Content-Security-Policy', `${SECURITY_HEADERS['Content-Security-Policy']}; frame-src ${frameSrc}`);
    if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store');
    return response;
  });

  // A console form is a few hundred bytes: a body past the cap is refused before it is read. The
  // logo upload is a file: its own route refuses one over 1 MiB with the form again (brand-routes.tsx);
  // so do a page's and the employees' forms a picture over 5 MiB (media-routes.ts). Past the caps,
  // the "too large" page in the console's language (the browser's script says so before sending).
  const formLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => message(c, 'formTooLarge', 413) });
  const fileLimit = bodyLimit({ maxSize: UPLOAD_MAX_BYTES, onError: (c) => message(c, 'tooLarge', 413) });
  app.post('*', (c, next) => (c.req.path.endsWith(LOGO_UPLOAD_PATH) || TAKES_PICTURE.test(c.req.path) ? fileLimit : formLimit)(c, next));
  // Then a body the console cannot read as a form is the 400 page, before any guard reads it (form-body.ts).
  app.post('*', formBody);

  const script = (source: string) => (c: Context<ConsoleEnv>) =>
    c.body(source, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' });
  app.get(PASSKEYS_SCRIPT_PATH, script(PASSKEYS_SCRIPT));
  app.get(FORMS_SCRIPT_PATH, script(FORMS_SCRIPT));
  app.get('/console.css', (c) => c.body(consoleStyles, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }));
  // No icon: the browser's request for one is answered, not a 404 in its console.
  app.get('/favicon.ico', (c) => c.body(null, 204, { 'Cache-Control': 'public, max-age=86400' }));
  app.get('/', (c) => c.redirect(`/${c.get('locale')}/`, 303));

  const groups = consoleGroups(app, tools);
  groups.signedIn.get('/', async (c) => {
    const [golive, waiting] = await Promise.all([goliveHome(c), waitingHome(c)]);
    return renderPage(c, <HomePage locale={c.get('locale')} session={c.get('session')} {...golive} waiting={waiting} />);
  });

  signInRoutes(groups, tools);
  signUpRoutes(groups, tools);
  teamRoutes(groups, tools);
  leadsRoutes(groups);
  domainRoutes(groups);
  agenciesRoutes(groups, tools);
  legalRoutes(groups);
  brandRoutes(groups);
  crmRoutes(groups);
  goliveRoutes(groups, tools);
  changesRoutes(groups);
  pagesRoutes(groups, tools);
  menusRoutes(groups);
  peopleRoutes(groups);
  mediaRoutes(groups);
  agreementsRoutes(groups);
  settingsRoutes(groups);
  languagesRoutes(groups);
  passkeysRoutes(groups, tools);
  tagsRoutes(groups);
  assistantsRoutes(groups);
  crmOriginsRoutes(groups);
  viewingHoursRoutes(groups);
  portalRoutes(groups);
  statsRoutes(groups);
  sellerLinksRoutes(groups);
  estatesRoutes(groups);
  listingLifecycleRoutes(groups);

  groups.leaving.post('/sign-out', async (c) => {
    const answer = await call(c, routes.signOut);
    if (answer.status === 403) return message(c, 'csrf', 403, c.get('session'));
    clearSessionCookie(c, tools.secure(c));
    return c.redirect(`/${c.get('locale')}/sign-in`, 303);
  });

  options.local?.(app, options.platform);

  app.notFound((c) => message(c, 'notFound', 404));
  app.onError((error, c) => {
    // A token in the path (a mailed link's) is never logged.
    if (!(error instanceof PlatformUnavailable)) logFailure('console error', error, `${c.req.method} ${c.req.path.replace(/\/(link|sign-up)\/.*/, '/$1/…')}`);
    c.header('Retry-After', '30');
    return message(c, 'unavailable', 503);
  });
  return app;
}
