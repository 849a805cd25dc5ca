import { BYTES, del, get, post, put } from './route';

/*
 * The console API (the platform's /console-api/*), every route once: the platform registers
 * its handlers from these (worker/platform/console/door.ts checks the parameters, the role and
 * the body), the console calls them through one client (worker/console/api.ts) that builds the
 * path from the template and checks the answer, and the OpenAPI document is written from them
 * (scripts/openapi-document.mjs). A 401 `noSession` may answer any route after the open ones, a
 * 403 any change without the session's CSRF token, a 404 any site the user has no role on.
 */

const owner = { role: 'owner' } as const;
const open = { open: true } as const;

export const routes = {
  signIn: {
    request: post('/sign-in', { 202: null, 429: null }, { ...open, body: 'signIn' }),
    consume: post('/sign-in/consume', { 201: 'newSession', 410: null }, { ...open, body: 'consume' }),
  },
  signUp: {
    status: get('/sign-up', { 200: 'signUpStatus' }, open),
    request: post('/sign-up', { 202: null, 400: 'refusal', 404: null, 429: null }, { ...open, body: 'signUp' }),
    consume: post('/sign-up/consume', { 201: 'signedUp', 409: null, 410: null }, { ...open, body: 'consume' }),
    /** Operators open or close self-service sign-up. */
    open: put('/sign-up', { 200: null }, { role: 'operator', body: 'signUpSwitch' }),
  },
  passkeySignIn: {
    options: post('/passkeys/sign-in/options', { 200: 'passkeyOptions', 429: null }, { ...open, body: 'passkeySignInOptions' }),
    verify: post('/passkeys/sign-in', { 201: 'newSession', 400: null, 429: null }, { ...open, body: 'passkeySignIn' }),
  },
  session: {
    get: get('/session', { 200: 'session' }),
    signOut: post('/sign-out', { 204: null }),
    endOthers: post('/sessions/end-others', { 200: 'endedSessions' }),
  },
  passkeys: {
    list: get('/passkeys', { 200: 'passkeyList' }),
    options: post('/passkeys/options', { 200: 'passkeyOptions', 429: null }, { body: 'passkeyOptions' }),
    add: post('/passkeys', { 201: null, 400: null, 409: null }, { body: 'passkeyRegister' }),
    remove: del('/passkeys/:passkeyId', { 204: null }),
  },
  agencies: {
    create: post('/agencies', { 201: 'newAgency', 400: 'refusal', 409: 'refusal' }, { role: 'operator', body: 'agency' }),
  },
  site: {
    get: get('/sites/:siteId', { 200: 'site' }),
  },
  team: {
    get: get('/sites/:siteId/team', { 200: 'team' }, owner),
    invite: post('/sites/:siteId/invites', { 201: null, 400: null, 409: null }, { ...owner, body: 'invite' }),
    role: put('/sites/:siteId/members/:userId', { 204: null, 400: null, 409: null }, { ...owner, body: 'memberRole' }),
    remove: del('/sites/:siteId/members/:userId', { 204: null, 409: null }, owner),
  },
  leads: {
    list: get('/sites/:siteId/leads', { 200: 'leads', 400: 'refusal' }, { ...owner, query: ['kind', 'status', 'needsAttention', 'before'] }),
    csv: get('/sites/:siteId/leads.csv', { 200: null, 400: 'refusal' }, { ...owner, query: ['kind', 'status', 'needsAttention'] }),
  },
  domains: {
    list: get('/sites/:siteId/domains', { 200: 'domains' }, owner),
    add: post('/sites/:siteId/domains', { 201: null, 400: null, 409: 'refusal' }, { ...owner, body: 'domain' }),
    check: post('/sites/:siteId/domains/:hostname/check', { 200: null }, owner),
    remove: del('/sites/:siteId/domains/:hostname', { 200: null, 202: null, 409: null }, owner),
  },
  legal: {
    get: get('/sites/:siteId/legal', { 200: 'legal' }, owner),
    update: put('/sites/:siteId/legal', { 200: null, 400: 'fieldError' }, { ...owner, body: 'legal' }),
  },
  brand: {
    get: get('/sites/:siteId/brand', { 200: 'brand' }),
    theme: put('/sites/:siteId/theme', { 200: null, 400: 'fieldError' }, { body: 'theme' }),
    uploadLogo: put('/sites/:siteId/logo', { 201: null, 400: 'fieldError', 413: null }, { body: BYTES }),
    logo: get('/sites/:siteId/logo', { 200: null }),
    removeLogo: del('/sites/:siteId/logo', { 200: null }),
  },
  media: {
    upload: post('/sites/:siteId/media', { 201: 'media', 400: 'mediaRefusal', 413: null }, { body: BYTES, query: ['use'] }),
    file: get('/sites/:siteId/media/:file', { 200: null }),
  },
  crm: {
    get: get('/sites/:siteId/crm', { 200: 'crm' }, { ...owner, query: ['before'] }),
    connect: post('/sites/:siteId/crm/connections', { 201: 'connected', 400: 'refusal', 409: 'refusal' }, { ...owner, body: 'connect' }),
    credentials: put('/sites/:siteId/crm/connections/:connectionId/credentials', { 200: null, 400: 'refusal', 409: 'refusal' }, { ...owner, body: 'credentials' }),
    disconnect: del('/sites/:siteId/crm/connections/:connectionId', { 204: null }, owner),
    test: post('/sites/:siteId/crm/connections/:connectionId/test', { 200: 'connectionTest' }, owner),
  },
  golive: {
    checklist: get('/sites/:siteId/checklist', { 200: 'checklist' }),
    preview: post('/sites/:siteId/preview', { 201: 'previewLink', 409: null }),
    publish: post('/sites/:siteId/publish', { 200: null }, owner),
    unpublish: post('/sites/:siteId/unpublish', { 200: null }, owner),
  },
  drafts: {
    get: get('/sites/:siteId/drafts', { 200: 'drafts' }),
    publish: post('/sites/:siteId/drafts/publish', { 201: null, 409: 'refusal' }),
    discard: post('/sites/:siteId/drafts/discard', { 204: null }),
    rollback: post('/sites/:siteId/publications/:publicationId/rollback', { 201: null, 409: 'refusal' }),
  },
  pages: {
    // Before the page's own routes: the platform's router takes the first route that fits.
    choices: get('/sites/:siteId/pages/choices', { 200: 'sectionChoices' }),
    list: get('/sites/:siteId/pages', { 200: 'pageList' }),
    create: post('/sites/:siteId/pages', { 201: 'newPage', 400: 'refusal' }, { body: 'newPage' }),
    get: get('/sites/:siteId/pages/:pageId', { 200: 'editedPage' }),
    save: put('/sites/:siteId/pages/:pageId', { 200: null, 400: 'refusal', 409: 'refusal' }, { body: 'savePage' }),
    remove: del('/sites/:siteId/pages/:pageId', { 204: null, 409: 'refusal' }, { query: ['version'] }),
  },
  menus: {
    list: get('/sites/:siteId/menus', { 200: 'menuList' }),
    save: put('/sites/:siteId/menus/:name', { 200: null, 400: 'refusal', 409: 'refusal' }, { body: 'saveMenu' }),
  },
  people: {
    list: get('/sites/:siteId/entities/:list', { 200: 'entityList' }),
    save: put('/sites/:siteId/entities/:list', { 204: null, 400: 'refusal', 409: 'refusal' }, { body: 'saveEntities' }),
  },
  agreements: {
    list: get('/sites/:siteId/agreements', { 200: 'agreementList' }),
    save: put('/sites/:siteId/agreements/:type/:locale', { 204: null, 400: 'refusal', 409: 'refusal' }, { body: 'saveAgreement' }),
    generate: post('/sites/:siteId/agreements/:type/:locale/generated', { 204: null, 409: 'refusal' }, { body: 'generateAgreement' }),
  },
  settings: {
    get: get('/sites/:siteId/settings', { 200: 'settings' }, owner),
    update: put('/sites/:siteId/settings', { 200: null, 400: 'fieldError' }, { ...owner, body: 'settings' }),
    avm: put('/sites/:siteId/settings/avm', { 200: null, 400: 'fieldError' }, { ...owner, body: 'avm' }),
    captcha: put('/sites/:siteId/settings/captcha', { 200: null, 400: 'fieldError' }, { ...owner, body: 'captcha' }),
    removeCaptcha: del('/sites/:siteId/settings/captcha', { 200: null }, owner),
  },
  languages: {
    get: get('/sites/:siteId/languages', { 200: 'languages' }, owner),
    update: put('/sites/:siteId/languages', { 200: null, 400: null, 409: 'refusal' }, { ...owner, body: 'languages' }),
  },
  tags: {
    get: get('/sites/:siteId/tags', { 200: 'tags' }, owner),
    update: put('/sites/:siteId/tags', { 200: null, 400: 'fieldError' }, { ...owner, body: 'tags' }),
  },
  stats: {
    report: get('/sites/:siteId/stats', { 200: 'stats' }, { query: ['from', 'to', 'lang'] }),
    csv: get('/sites/:siteId/stats.csv', { 200: null, 400: 'refusal' }, { query: ['days', 'from', 'to', 'lang'] }),
  },
  sellerLinks: {
    listings: get('/sites/:siteId/listings', { 200: 'listings' }, { query: ['q', 'lang'] }),
    list: get('/sites/:siteId/listings/:estateId{[1-9][0-9]{0,14}}/seller-links', { 200: 'sellerLinks' }, { query: ['lang'] }),
    make: post('/sites/:siteId/listings/:estateId{[1-9][0-9]{0,14}}/seller-links', { 201: 'newSellerLink', 400: 'refusal', 409: null }, { body: 'sellerLink' }),
    revoke: del('/sites/:siteId/listings/:estateId{[1-9][0-9]{0,14}}/seller-links/:linkId{[1-9][0-9]{0,14}}', { 204: null }),
  },
};
