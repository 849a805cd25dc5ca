import { Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { CSRF_HEADER, SESSION_HEADER, type ConsoleSession, type Team } from '../../../shared/contract/console';
import { jsonError } from '../kit/http';
import { leadFilters, listLeads } from '../leads/list';
import { ERASED_ALREADY, markBooked, NOT_A_RESERVATION } from '../leads/booked';
import { resendLead } from '../leads/resend';
import { type ConsoleApiEnv, siteAccess } from './access';
import { on } from './door';
import { consumeRequest, inviteRequest, signInRequest } from '../../../shared/contract/console';
import { domainsApi } from './domains';
import { agenciesApi } from './agencies';
import { signUpPublicApi, signUpSwitchApi } from './sign-up';
import { brandApi } from './brand';
import { mediaApi } from './media';
import { legalApi } from './legal';
import { crmApi } from './crm';
import { draftsApi } from './drafts';
import { pagesApi } from './pages';
import { pageChoicesApi } from './page-sections';
import { menusApi } from './menus';
import { peopleApi } from './people';
import { agreementsApi } from './agreements';
import { languagesApi } from './languages';
import { settingsApi } from './settings';
import { passkeysApi, passkeySignInApi } from './passkeys';
import { tagsApi } from './tags';
import { assistantsApi } from './assistants';
import { translationsApi } from './translations';
import { crmOriginsApi } from './crm-origins';
import { viewingHoursApi } from './viewing-hours';
import { portalApi } from './portal';
import { privacyApi } from './privacy';
import { leadsDetail, logAccess } from '../privacy/access-log';
import { statsApi } from './stats';
import { sellerLinksApi } from './seller-links';
import { estatesApi } from './estates';
import { buyerPoolApi } from './buyer-pool';
import { listingLifecycleApi } from './listing-lifecycle';
import { endSession, resolveSession } from './sessions';
import { teamApi } from './team';
import { goliveApi } from './golive';
import { CSV_CAP, csvFileName, leadsCsv } from './leads-csv';
import { consumeLink, mailLink, requestSignIn } from './sign-in';
import { addMember, ensureUser, operatorAddresses, sitesOf, teamOf } from './users';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The console API, mounted at /console-api behind the platform token: sign-in by
 * one-time link, self-service sign-up (sign-up.ts), sessions, and every agency's data behind the tenant boundary. Every route
 * after the open ones (sign-in, sign-up) needs a live session (the SESSION_HEADER the console forwards from its
 * cookie) and, when it changes anything, the session's CSRF token (CSRF_HEADER); every route
 * under /sites/:siteId answers 404 to a user who has no role on that site (siteAccess), and
 * owner-only routes 403 to an editor. Each route is registered from its description in the
 * contract (shared/contract/console-api/routes.ts) by door.ts, which checks its role, parameters
 * and body; test/worker/platform/console-api/console-tenant.test.ts walks this app's route list to prove the boundary
 * for every route that takes a site id, and console-api-contract.test.ts that every route is the
 * contract's.
 */
export function consoleApi(document?: unknown): Hono<ConsoleApiEnv> {
  const api = new Hono<ConsoleApiEnv>();

  // Its OpenAPI document (scripts/openapi-document.mjs), when given: the local default's (demo/embedded.ts).
  if (document) api.get('/openapi.json', (c) => c.json(document));

  on(api, 'POST /sign-in', { body: signInRequest }, async (c, { json }) => {
    const { retryAfter } = await requestSignIn(c.env, json, new Date());
    if (retryAfter > 0) return c.json({ error: 'Too many sign-in requests', code: 'rateLimited', retryAfter }, 429, { 'Retry-After': String(retryAfter) });
    return c.json({ sent: true }, 202);
  });

  on(api, 'POST /sign-in/consume', { body: consumeRequest }, async (c, { json }) => {
    const session = await consumeLink(c.env, json.token, new Date());
    if (!session) return c.json({ error: 'This link was used already, has expired or is not valid', code: 'invalidLink' }, 410);
    return c.json(session, 201);
  });

  signUpPublicApi(api);
  // Signing in with a passkey (passkeys.ts): no session yet, like the two routes above.
  passkeySignInApi(api);

  api.use('*', async function consoleSession(c, next) {
    const id = c.req.header(SESSION_HEADER) ?? '';
    const session = id ? await resolveSession(c.env.DB, id, new Date()) : null;
    if (!session) return c.json({ error: 'No live console session', code: 'noSession' }, 401);
    if (STATE_CHANGING.has(c.req.method) && !(await timingSafeEqual(c.req.header(CSRF_HEADER) ?? '', session.csrf))) {
      return jsonError(c, 403, 'A valid CSRF token is required');
    }
    c.set('session', session);
    c.set('user', { id: session.userId, email: session.email, operator: operatorAddresses(c.env).has(session.email.toLowerCase()) });
    return next();
  });

  on(api, 'GET /session', async (c) => {
    const { session, user } = c.var;
    const answer: ConsoleSession = { user, csrf: session.csrf, expiresAt: session.expiresAt, sites: await sitesOf(c.env.DB, user) };
    return c.json(answer);
  });

  on(api, 'POST /sign-out', async (c) => {
    await endSession(c.env.DB, c.var.session.idHash, new Date());
    return c.body(null, 204);
  });

  // The tenant boundary (access.ts): every route below under /sites/:siteId.
  api.use('/sites/:siteId', siteAccess);
  api.use('/sites/:siteId/*', siteAccess);

  on(api, 'GET /sites/:siteId', (c) => c.json(c.var.site));

  on(api, 'GET /sites/:siteId/team', { role: 'owner' }, async (c) => {
    const team: Team = { site: c.var.site, members: await teamOf(c.env.DB, c.var.site.id) };
    return c.json(team);
  });

  on(api, 'POST /sites/:siteId/invites', { body: inviteRequest, role: 'owner' }, async (c, { json }) => {
    const { email, role, locale, origin } = json;
    const now = new Date();
    const invitee = await ensureUser(c.env.DB, email, now);
    const added = await addMember(c.env.DB, { userId: invitee.id, siteId: c.var.site.id, role, invitedBy: c.var.user.id, now });
    if (!added) return c.json({ error: 'This address is in the team already', field: 'email', code: 'member' }, 409);
    await mailLink(c.env, invitee.id, { email, locale, origin, reason: 'invite', siteName: c.var.site.name, invitedBy: c.var.user.email, role }, now);
    return c.json({ invited: email, role }, 201);
  });

  // The leads (personal data of the agency's visitors): owners only, see docs/leads.md "In the console".
  // Each look and each export is in the access log (docs/privacy.md "Who saw what").
  on(api, 'GET /sites/:siteId/leads', { role: 'owner' }, async (c) => {
    const filters = leadFilters(c);
    const listed = await listLeads(c.env, c.var.site.id, filters);
    await logAccess(c.env, c.var.site.id, c.var.user.email, 'leads', listed.leads.length, leadsDetail(filters));
    return c.json({ site: c.var.site, ...listed });
  });

  on(api, 'POST /sites/:siteId/leads/:leadId/resend', { role: 'owner' }, async (c, { params }) => {
    const outcome = await resendLead(c.env, c.var.site.id, params.leadId);
    if (outcome === 'missing') return jsonError(c, 404, 'No such lead of this agency');
    if (outcome === 'delivering') return c.json({ error: 'This lead is not failed: it is delivered or on its way', code: 'notFailed' }, 409);
    return c.json({ queued: params.leadId }, 202);
  });

  // A holiday reservation request marked booked, or not (leads/booked.ts): only a booked one keeps its accounting record.
  on(api, 'POST /sites/:siteId/leads/:leadId/booked', { role: 'owner' }, async (c, { params }) => {
    const outcome = await markBooked(c.env, c.var.site.id, params.leadId, true);
    if (outcome === 'missing') return jsonError(c, 404, NOT_A_RESERVATION);
    if (outcome === 'erased') return c.json({ error: ERASED_ALREADY, code: 'erased' }, 409);
    return c.json(outcome, 200);
  });
  on(api, 'DELETE /sites/:siteId/leads/:leadId/booked', { role: 'owner' }, async (c, { params }) => {
    const outcome = await markBooked(c.env, c.var.site.id, params.leadId, false);
    if (outcome === 'missing') return jsonError(c, 404, NOT_A_RESERVATION);
    if (outcome === 'erased') return c.json({ error: ERASED_ALREADY, code: 'erased' }, 409);
    return c.json(outcome, 200);
  });

  on(api, 'GET /sites/:siteId/leads.csv', { role: 'owner' }, async (c) => {
    const filters = { ...leadFilters(c), limit: CSV_CAP };
    delete filters.before;
    const { leads } = await listLeads(c.env, c.var.site.id, filters);
    await logAccess(c.env, c.var.site.id, c.var.user.email, 'leadsCsv', leads.length, leadsDetail(filters));
    return c.body(leadsCsv(leads), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(c.var.site.name, new Date())}"`,
      'Cache-Control': 'no-store',
    });
  });

  // Each area of the console adds its routes here, one module each: they come after
  // the session and tenant-boundary middleware above, so every /sites/:siteId route is checked.
  domainsApi(api);
  agenciesApi(api);
  signUpSwitchApi(api);
  legalApi(api);
  brandApi(api);
  mediaApi(api);
  crmApi(api);
  teamApi(api);
  goliveApi(api);
  draftsApi(api);
  pageChoicesApi(api);
  pagesApi(api);
  menusApi(api);
  peopleApi(api);
  agreementsApi(api);
  settingsApi(api);
  languagesApi(api);
  // The signed-in user's own passkeys: per user, no site id (passkeys.ts).
  passkeysApi(api);
  tagsApi(api);
  assistantsApi(api);
  crmOriginsApi(api);
  statsApi(api);
  sellerLinksApi(api);
  estatesApi(api);
  buyerPoolApi(api);
  viewingHoursApi(api);
  portalApi(api);
  privacyApi(api);
  listingLifecycleApi(api);
  translationsApi(api);

  return api;
}
