import type { Context, Hono, Next } from 'hono';
import { HonoBase } from 'hono/hono-base';
import { TrieRouter } from 'hono/router/trie-router';
import { bodyLimit } from 'hono/body-limit';
import { MAX_BODY_BYTES } from '../../shared/contract/limits';
import { isLocale } from '../../shared/i18n/locales';
import type { ConsoleEnv, PlatformFetch } from './kit/env';
import { preferredLocale } from './kit/i18n';
import { call, PlatformUnavailable } from './kit/api';
import * as routes from '../../shared/contract/console-api/routes';
import { consoleGroups } from './kit/groups';
import { logFailure } from './kit/log';
import { message } from './kit/refusal';
import { renderPage } from './kit/render';
import { domainRoutes } from './domains/domain-routes';
import { agenciesRoutes } from './agencies/agencies-routes';
import { brandRoutes, LOGO_UPLOAD_PATH, UPLOAD_MAX_BYTES } from './brand/brand-routes';
import { crmRoutes } from './crm/crm-routes';
import { goliveHome, goliveRoutes } from './golive/golive-routes';
import { changesRoutes, waitingHome } from './changes/changes-routes';
import { pagesRoutes } from './pages/pages-routes';
import { menusRoutes } from './menus/menus-routes';
import { peopleRoutes } from './people/people-routes';
import { agreementsRoutes } from './agreements/agreements-routes';
import { languagesRoutes } from './settings/languages-routes';
import { settingsRoutes } from './settings/settings-routes';
import { tagsRoutes } from './tags/tags-routes';
import { assistantsRoutes } from './assistants/assistants-routes';
import { translationsRoutes } from './translations/translations-routes';
import { crmOriginsRoutes } from './crm/crm-origins-routes';
import { viewingHoursRoutes } from './viewing-hours/viewing-hours-routes';
import { portalRoutes } from './portal/portal-routes';
import { statsRoutes } from './stats/stats-routes';
import { sellerLinksRoutes } from './seller-links/seller-links-routes';
import { estatesRoutes } from './listings/estates-routes';
import { listingLifecycleRoutes } from './listings/listing-lifecycle-routes';
import { leadsRoutes } from './leads/leads-routes';
import { privacyRoutes } from './privacy/privacy-routes';
import { formBody } from './kit/form-body';
import { FORMS_SCRIPT, FORMS_SCRIPT_PATH } from './kit/forms-script';
import { PASSKEYS_SCRIPT, PASSKEYS_SCRIPT_PATH } from './sign-in/passkeys-script';
import { passkeysRoutes } from './sign-in/passkeys-routes';
import { legalRoutes } from './legal/legal-routes';
import { mediaRoutes } from './media/media-routes';
import { TAKES_PICTURE } from './kit/uploads';
import { HomePage } from './home/home';
import { clearSessionCookie, isSecure, readSessionId, sameOrigin } from './kit/session';
import { signInRoutes } from './sign-in/sign-in-routes';
import { signUpRoutes } from './sign-in/sign-up-routes';
import type { ConsoleTools } from './kit/tools';
import { consoleStyles } from './kit/styles';
import { teamRoutes } from './team/team-routes';
import { consoleWords } from './kit/words';

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

/** Every answer's headers: SECURITY_HEADERS (with the one frame source the pages editor's section preview asks for), and no caching unless the answer says. */
async function answerHeaders(c: Context<ConsoleEnv>, next: Next): Promise<void> {
  await next();
  const headers = c.res.headers;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  // The pages editor frames its section's preview on the site: that one origin, for that answer alone.
  const frameSrc = c.get('frameSrc');
  if (frameSrc) headers.set('Content-Security-Policy', `${SECURITY_HEADERS['Content-Security-Policy']}; frame-src ${frameSrc}`);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
}

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
  app.use(async function consoleRequest(c, next) {
    // What every handler reads: the locale (the path's, else the browser's), the platform, the cookie's session id.
    const lang = c.req.path.split('/')[1];
    c.set('locale', isLocale(lang) ? lang : preferredLocale(c.req.header('Accept-Language')));
    c.set('platform', options.platform);
    c.set('sessionId', readSessionId(c, tools.secure(c)));
    await next();
  });
  app.use(answerHeaders);
  app.use(async function sameOriginChanges(c, next) {
    // CSRF, first defence: a state-changing request must come from the console's own pages.
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || sameOrigin(c, tools.origin(c))) return next();
    return message(c, 'csrf', 403);
  });

  // A console form is a few hundred bytes: a body past the cap is refused before it is read. The
  // logo upload is a file: its own route refuses one over 1 MiB with the form again (brand-routes.tsx);
  // so do a page's and the employees' forms a picture over 5 MiB (kit/uploads.ts). Past the caps,
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
  privacyRoutes(groups);
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
  translationsRoutes(groups);
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
