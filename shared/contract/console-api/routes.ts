import { consumeRequest, inviteRequest, signInRequest } from '../console';
import { agencyRequest, signUpRequest, signUpSwitch } from '../console-agencies';
import { acceptHeldRequest, connectRequest, credentialsRequest, generalLeadsRequest, memberRoleRequest } from '../console-crm';
import { domainRequest } from '../console-domains';
import { estateDraftSave, listingAction } from '../console-listings';
import { draftReturnRequest } from '../console-drafts';
import { publishRequest } from '../console-golive';
import { newPageRequest } from '../console-pages';
import { passkeyOptionsRequest, passkeyRegisterRequest, passkeySignInOptionsRequest, passkeySignInRequest } from '../console-passkeys';
import { sellerLinkRequest } from '../console-seller-links';
import { approvalUpdate } from '../console-settings';
import { assistantsUpdate } from '../console-assistants';
import { describeRequest, translationAction, translationsUpdate } from '../console-translations';
import { portalAnswerUpdate } from '../console-portal';
import { personQuery } from '../console-privacy';
import * as body from './requests';
import { BYTES, del, get, post, put } from './route';

/*
 * The console API (the platform's /console-api/*), every route once (route.ts says how). The
 * platform registers each handler as its route here says (worker/platform/console-api/door.ts `on`:
 * the compiler holds method, path, role and body schema to these; its door checks the
 * parameters and the body), the console calls them through one client (worker/console/kit/api.ts)
 * that builds the path from the template and checks each answer against its schema, and the
 * OpenAPI document is written from them (scripts/openapi-document.mjs). Besides the statuses
 * named: 401 `noSession` on any route that is not open, 403 on a change without the session's
 * CSRF token or a route of a role the user lacks, 404 on a site the user has no role on or a
 * parameter that does not fit, 400 on a body its schema refuses.
 */

const owner = { role: 'owner' } as const;
/** Owners, and editors unless the owners chose to publish editors' changes themselves (Settings). */
const publisher = { role: 'publisher' } as const;
const open = { open: true } as const;

// Signing in and up: open, no session yet.
export const signIn = post('/sign-in', { 202: null, 429: null }, { ...open, body: signInRequest });
export const signInConsume = post('/sign-in/consume', { 201: 'newSession', 410: null }, { ...open, body: consumeRequest });
export const signUpStatus = get('/sign-up', { 200: 'signUpStatus' }, open);
export const signUp = post('/sign-up', { 202: null, 400: 'refusal', 404: null, 429: null }, { ...open, body: signUpRequest });
export const signUpConsume = post('/sign-up/consume', { 201: 'signedUp', 409: null, 410: null }, { ...open, body: consumeRequest });
/** Operators open or close self-service sign-up. */
export const signUpOpen = put('/sign-up', { 200: null }, { role: 'operator', body: signUpSwitch });
export const passkeySignInOptions = post('/passkeys/sign-in/options', { 200: 'passkeyOptions', 429: null }, { ...open, body: passkeySignInOptionsRequest });
export const passkeySignIn = post('/passkeys/sign-in', { 201: 'newSession', 400: null, 429: null }, { ...open, body: passkeySignInRequest });

// The session of the signed-in user, their passkeys, and the operators' agencies.
export const session = get('/session', { 200: 'session' });
export const signOut = post('/sign-out', { 204: null });
export const endOtherSessions = post('/sessions/end-others', { 200: 'endedSessions' });
export const passkeysList = get('/passkeys', { 200: 'passkeyList' });
export const passkeysOptions = post('/passkeys/options', { 200: 'passkeyOptions', 429: null }, { body: passkeyOptionsRequest });
export const passkeysAdd = post('/passkeys', { 201: null, 400: null, 409: null }, { body: passkeyRegisterRequest });
export const passkeysRemove = del('/passkeys/:passkeyId', { 204: null });
export const agenciesCreate = post('/agencies', { 201: 'newAgency', 400: 'refusal', 409: 'refusal' }, { role: 'operator', body: agencyRequest });
/** How full each of the platform's D1 databases is (the operators' agencies screen). */
export const databasesReport = get('/databases', { 200: 'databaseFills' }, { role: 'operator' });

// A site: its team, leads, own domains, legal data, brand, pictures, CRM.
export const siteGet = get('/sites/:siteId', { 200: 'site' });
export const teamGet = get('/sites/:siteId/team', { 200: 'team' }, owner);
export const teamInvite = post('/sites/:siteId/invites', { 201: null, 400: null, 409: null }, { ...owner, body: inviteRequest });
export const teamRole = put('/sites/:siteId/members/:userId', { 204: null, 400: null, 409: null }, { ...owner, body: memberRoleRequest });
export const teamRemove = del('/sites/:siteId/members/:userId', { 204: null, 409: null }, owner);
export const leadsList = get('/sites/:siteId/leads', { 200: 'leads', 400: 'refusal' }, { ...owner, query: ['kind', 'status', 'needsAttention', 'before'] });
/** Sends a failed lead (or one its CRM refused) again: 202 queued, 409 when it is not failed. */
export const leadsResend = post('/sites/:siteId/leads/:leadId/resend', { 202: null, 409: 'refusal' }, owner);
/** Marks the holiday reservation request a lead carries as booked (its accounting record is then kept: docs/privacy.md), or takes the mark off. */
export const leadsBooked = post('/sites/:siteId/leads/:leadId/booked', { 200: 'booked', 404: 'refusal', 409: 'refusal' }, owner);
export const leadsNotBooked = del('/sites/:siteId/leads/:leadId/booked', { 200: 'booked', 404: 'refusal', 409: 'refusal' }, owner);
export const leadsCsv = get('/sites/:siteId/leads.csv', { 200: null, 400: 'refusal' }, { ...owner, query: ['kind', 'status', 'needsAttention'] });
/**
 * A person's data in the agency's site (docs/privacy.md), owners only, the address or phone in
 * the body (never in a path or query that logs keep): their records found, handed over (the same
 * answer, logged as an export) and erased; the access log; the register of processing activities.
 */
export const privacySearch = post('/sites/:siteId/privacy/search', { 200: 'person', 400: 'refusal' }, { ...owner, body: personQuery });
export const privacyExport = post('/sites/:siteId/privacy/export', { 200: 'person', 400: 'refusal' }, { ...owner, body: personQuery });
export const privacyErase = post('/sites/:siteId/privacy/erase', { 200: 'erased', 400: 'refusal' }, { ...owner, body: personQuery });
export const privacyLog = get('/sites/:siteId/privacy/log', { 200: 'accessLog' }, owner);
export const privacyRegister = get('/sites/:siteId/privacy/register', { 200: 'register' }, owner);
export const domainsList = get('/sites/:siteId/domains', { 200: 'domains' }, owner);
export const domainsAdd = post('/sites/:siteId/domains', { 201: null, 400: null, 409: 'refusal' }, { ...owner, body: domainRequest });
export const domainsCheck = post('/sites/:siteId/domains/:hostname/check', { 200: null }, owner);
export const domainsRemove = del('/sites/:siteId/domains/:hostname', { 200: null, 202: null, 409: null }, owner);
export const legalGet = get('/sites/:siteId/legal', { 200: 'legal' }, owner);
export const legalUpdate = put('/sites/:siteId/legal', { 200: null, 400: 'fieldError' }, { ...owner, body: body.legalUpdate });
export const brandGet = get('/sites/:siteId/brand', { 200: 'brand' });
export const brandTheme = put('/sites/:siteId/theme', { 200: null, 400: 'fieldError' }, { body: body.themeUpdate });
export const brandUploadLogo = put('/sites/:siteId/logo', { 201: null, 400: 'fieldError', 413: null }, { body: BYTES });
export const brandLogo = get('/sites/:siteId/logo', { 200: null });
export const brandRemoveLogo = del('/sites/:siteId/logo', { 200: null });
export const mediaUpload = post('/sites/:siteId/media', { 201: 'media', 400: 'mediaRefusal', 413: null }, { body: BYTES, query: ['use'] });
export const mediaFile = get('/sites/:siteId/media/:file', { 200: null });
export const documentFile = get('/sites/:siteId/documents/:document', { 200: null });
export const documentUpload = post('/sites/:siteId/documents', { 201: 'document', 400: 'documentRefusal', 413: 'documentRefusal' }, { body: BYTES });
export const crmGet = get('/sites/:siteId/crm', { 200: 'crm' }, { ...owner, query: ['before'] });
export const crmConnect = post('/sites/:siteId/crm/connections', { 201: 'connected', 400: 'refusal', 409: 'refusal' }, { ...owner, body: connectRequest });
export const crmCredentials = put(
  '/sites/:siteId/crm/connections/:connectionId/credentials',
  { 200: null, 400: 'refusal', 409: 'refusal' },
  { ...owner, body: credentialsRequest },
);
/** Disconnects; `listings` says what becomes of a CRM connection's listings: `keep` (online as they are) or `offline` (removed from the site). */
/** The CRM connection that takes the site's leads without a listing (null: the mailbox); 409 for a connection of the site that is no CRM's with credentials. */
/** Publishes a write held for the owner as the source sent it (its values accepted); 404 when no longer held. */
export const crmAcceptHeld = post('/sites/:siteId/crm/held/accept', { 200: 'acceptedHeld', 404: null }, { ...owner, body: acceptHeldRequest });
export const crmGeneralLeads = put('/sites/:siteId/crm/general-leads', { 204: null, 409: 'refusal' }, { ...owner, body: generalLeadsRequest });
export const crmDisconnect = del('/sites/:siteId/crm/connections/:connectionId', { 200: 'disconnected', 400: 'refusal' }, { ...owner, query: ['listings'] });
export const crmTest = post('/sites/:siteId/crm/connections/:connectionId/test', { 200: 'connectionTest' }, owner);
/** "Import everything again": a new initial import of the connection's CRM (201), 409 for a connection that is no CRM's. */
export const crmImport = post('/sites/:siteId/crm/connections/:connectionId/import', { 201: null, 409: 'refusal' }, owner);
/** "Retry now" of every dead or retried sync event of the connection. */
export const crmRetryAll = post('/sites/:siteId/crm/connections/:connectionId/events/retry', { 200: 'retriedEvents' }, owner);
/** "Retry now" of one: 409 when the connection has no such event waiting for a retry (settled or retried meanwhile). */
export const crmRetry = post('/sites/:siteId/crm/connections/:connectionId/events/:eventId/retry', { 200: 'retriedEvents', 409: 'refusal' }, owner);
/** "Fetch again" of every event the platform could not take of the connection: each listing queued anew. */
export const crmFetchAllAgain = post('/sites/:siteId/crm/connections/:connectionId/events/fetch', { 200: 'fetchedAgain' }, owner);
/** "Fetch again" of one: 409 when the connection has no such event not taken (taken since, or another's). */
export const crmFetchAgain = post('/sites/:siteId/crm/connections/:connectionId/events/:eventId/fetch', { 200: 'fetchedAgain', 409: 'refusal' }, owner);

// Going live, and the draft's changes and publications.
export const goliveChecklist = get('/sites/:siteId/checklist', { 200: 'checklist' });
export const golivePreview = post('/sites/:siteId/preview', { 201: 'previewLink', 409: null });
export const golivePublish = post('/sites/:siteId/publish', { 200: null }, { ...owner, body: publishRequest });
export const goliveUnpublish = post('/sites/:siteId/unpublish', { 200: null }, owner);
export const draftsGet = get('/sites/:siteId/drafts', { 200: 'drafts' });
export const draftsPublish = post('/sites/:siteId/drafts/publish', { 201: null, 409: 'refusal' }, publisher);
export const draftsDiscard = post('/sites/:siteId/drafts/discard', { 204: null }, publisher);
export const draftsRollback = post('/sites/:siteId/publications/:publicationId/rollback', { 201: null, 409: 'refusal' }, publisher);
export const draftsSubmission = get('/sites/:siteId/drafts/submission', { 200: 'waitingDraft' });
export const draftsSubmit = post('/sites/:siteId/drafts/submit', { 201: 'draftSubmission', 409: 'refusal' });
export const draftsReturn = post(
  '/sites/:siteId/drafts/return',
  { 200: 'draftSubmission', 400: 'refusal', 409: 'refusal' },
  { ...owner, body: draftReturnRequest },
);
// Before the page's own routes: the platform's router takes the first route that fits.

// The editors, saving into the draft: pages, menus, people, agreements.
export const pagesChoices = get('/sites/:siteId/pages/choices', { 200: 'sectionChoices' });
export const pagesList = get('/sites/:siteId/pages', { 200: 'pageList' });
export const pagesCreate = post('/sites/:siteId/pages', { 201: 'newPage', 400: 'refusal' }, { body: newPageRequest });
export const pagesGet = get('/sites/:siteId/pages/:pageId', { 200: 'editedPage' });
export const pagesSave = put('/sites/:siteId/pages/:pageId', { 200: null, 400: 'refusal', 409: 'refusal' }, { body: body.pageSave });
export const pagesRemove = del('/sites/:siteId/pages/:pageId', { 204: null, 409: 'refusal' }, { query: ['version'] });
export const menusList = get('/sites/:siteId/menus', { 200: 'menuList' });
export const menusSave = put('/sites/:siteId/menus/:name', { 200: null, 400: 'refusal', 409: 'refusal' }, { body: body.menuSave });
export const peopleList = get('/sites/:siteId/entities/:list', { 200: 'entityList' });
export const peopleSave = put('/sites/:siteId/entities/:list', { 204: null, 400: 'refusal', 409: 'refusal' }, { body: body.entitiesSave });
export const agreementsList = get('/sites/:siteId/agreements', { 200: 'agreementList' });
export const agreementsSave = put('/sites/:siteId/agreements/:type/:locale', { 204: null, 400: 'refusal', 409: 'refusal' }, { body: body.agreementSave });
export const agreementsGenerate = post('/sites/:siteId/agreements/:type/:locale/generated', { 204: null, 409: 'refusal' }, { body: body.agreementGenerate });

// The site's settings, saved live: settings, languages (into the draft), tags.
export const settingsGet = get('/sites/:siteId/settings', { 200: 'settings' }, owner);
export const settingsUpdate = put('/sites/:siteId/settings', { 200: null, 400: 'fieldError' }, { ...owner, body: body.settingsUpdate });
export const settingsAvm = put('/sites/:siteId/settings/avm', { 200: null, 400: 'fieldError' }, { ...owner, body: body.avmUpdate });
export const settingsCaptcha = put('/sites/:siteId/settings/captcha', { 200: null, 400: 'fieldError' }, { ...owner, body: body.captchaUpdate });
export const settingsRemoveCaptcha = del('/sites/:siteId/settings/captcha', { 200: null }, owner);
export const settingsApproval = put('/sites/:siteId/settings/approval', { 200: null }, { ...owner, body: approvalUpdate });
export const languagesGet = get('/sites/:siteId/languages', { 200: 'languages' }, owner);
export const languagesUpdate = put('/sites/:siteId/languages', { 200: null, 400: null, 409: 'refusal' }, { ...owner, body: body.languagesUpdate });
export const tagsGet = get('/sites/:siteId/tags', { 200: 'tags' }, owner);
export const tagsUpdate = put('/sites/:siteId/tags', { 200: null, 400: 'fieldError' }, { ...owner, body: body.tagsUpdate });
/** The agency's MCP server: its two groups of tools switched on or off, its address. */
export const assistantsGet = get('/sites/:siteId/assistants', { 200: 'assistants' }, owner);
export const assistantsSet = put('/sites/:siteId/assistants', { 200: null }, { ...owner, body: assistantsUpdate });
/**
 * Listings in the visitor's language (docs/translations.md): the agency's switch, the month's usage
 * and the listings with translations; a listing's texts per language, and what the agency does
 * with one (accept, write its own, switch off or on): a change of what its pages show, so publishers'.
 */
export const translationsGet = get('/sites/:siteId/translations', { 200: 'translations' });
/** 400: the agency's DeepL key is not one (`field: 'deeplKey'`); 409: the platform has no key to seal it with. */
export const translationsSet = put('/sites/:siteId/translations', { 200: null, 400: 'refusal', 409: 'refusal' }, { ...owner, body: translationsUpdate });
export const listingTranslationsGet = get('/sites/:siteId/translations/:estateId{[1-9][0-9]{0,14}}', { 200: 'listingTranslations', 404: null });
export const listingTranslationSet = post(
  '/sites/:siteId/translations/:estateId{[1-9][0-9]{0,14}}',
  { 200: null, 400: 'refusal', 404: null },
  { ...publisher, body: translationAction },
);
/**
 * A title and description drafted from a listing's facts in each of the site's languages, checked,
 * offered for editing: nothing is saved (503: no writer on the platform).
 */
export const describeListing = post('/sites/:siteId/descriptions', { 200: 'draftedTexts', 400: 'refusal', 503: null }, { body: describeRequest });
export const crmOriginsGet = get('/sites/:siteId/crm-origins', { 200: 'crmOrigins' }, owner);
export const crmOriginsUpdate = put('/sites/:siteId/crm-origins', { 200: null, 400: 'fieldError' }, { ...owner, body: body.crmOriginsUpdate });

// Statistics and seller links.
export const statsReport = get('/sites/:siteId/stats', { 200: 'stats', 400: 'refusal' }, { query: ['days', 'from', 'to', 'lang'] });
export const statsCsv = get('/sites/:siteId/stats.csv', { 200: null, 400: 'refusal' }, { query: ['days', 'from', 'to', 'lang'] });
export const sellerLinksListings = get('/sites/:siteId/listings', { 200: 'listings' }, { query: ['q', 'lang'] });
export const sellerLinksList = get('/sites/:siteId/listings/:estateId{[1-9][0-9]{0,14}}/seller-links', { 200: 'sellerLinks' }, { query: ['lang'] });
export const sellerLinksMake = post(
  '/sites/:siteId/listings/:estateId{[1-9][0-9]{0,14}}/seller-links',
  { 201: 'newSellerLink', 400: 'refusal', 409: null },
  { body: sellerLinkRequest },
);
export const sellerLinksRevoke = del('/sites/:siteId/listings/:estateId{[1-9][0-9]{0,14}}/seller-links/:linkId{[1-9][0-9]{0,14}}', { 204: null });

// The site's listings: every source's, and those entered in the console (console-listings.ts).
export const estatesList = get('/sites/:siteId/estates', { 200: 'estates' }, { query: ['status', 'source', 'q', 'attention', 'lang'] });
export const estatesGet = get('/sites/:siteId/estates/:estateId{[1-9][0-9]{0,14}}', { 200: 'estateView' }, { query: ['lang'] });
/** The listing's buyer pool: how many of the agency's confirmed alerts search a home like it (the number from 5, else only "fewer than 5"). */
export const estateBuyerPool = get('/sites/:siteId/estates/:estateId{[1-9][0-9]{0,14}}/buyer-pool', { 200: 'buyerPool', 404: null });
export const estateDraftsNew = get('/sites/:siteId/estate-drafts/new', { 200: 'estateDraft' });
/** Saves a new draft: 409 `adFacts` when a fact of its ad is given out of its range or format (nothing saved). */
export const estateDraftsCreate = post('/sites/:siteId/estate-drafts', { 201: 'estateDraftSaved', 400: 'refusal', 409: 'refusal' }, { body: estateDraftSave });
export const estateDraftsGet = get('/sites/:siteId/estate-drafts/:draftId{[1-9][0-9]{0,14}}', { 200: 'estateDraft' });
export const estateDraftsSave = put(
  '/sites/:siteId/estate-drafts/:draftId{[1-9][0-9]{0,14}}',
  { 200: 'estateDraftSaved', 400: 'refusal', 409: 'refusal' },
  { body: estateDraftSave },
);
/** Publishes a console listing through the ingest upsert: 409 `adFacts` (labels: the facts its ad lacks) while the guard finds one missing. */
export const estateDraftsPublish = post(
  '/sites/:siteId/estate-drafts/:draftId{[1-9][0-9]{0,14}}/publish',
  { 201: 'estatePublished', 400: 'refusal', 409: 'refusal' },
  publisher,
);

// Viewing hours (docs/viewings.md): when viewings can be booked, per agency, office or agent; live at once.
export const viewingHoursGet = get('/sites/:siteId/viewing-hours', { 200: 'viewingHours' }, owner);
export const viewingHoursSave = put('/sites/:siteId/viewing-hours', { 200: 'viewingHours', 400: 'fieldError' }, { ...owner, body: body.viewingHoursUpdate });
/**
 * Publishes an earlier version again (409 `conflict` after another save, `pending` while the draft
 * has changes not published, `adFacts` when the guard finds one missing today).
 */
export const estateVersionsRestore = post(
  '/sites/:siteId/estate-drafts/:draftId{[1-9][0-9]{0,14}}/versions/:versionId{[1-9][0-9]{0,14}}/restore',
  { 201: 'estatePublished', 400: 'refusal', 409: 'refusal' },
  { ...publisher, body: listingAction },
);
/**
 * Takes a published console listing offline (its estate withdrawn as the ingest API withdraws one;
 * one offline stays so): 409 `conflict` after another save.
 */
export const estateDraftsWithdraw = post(
  '/sites/:siteId/estate-drafts/:draftId{[1-9][0-9]{0,14}}/withdraw',
  { 204: null, 409: 'refusal' },
  { ...publisher, body: listingAction },
);
/** Puts a withdrawn console listing back online: its newest published version, published again (one online stays so). */
export const estateDraftsReinstate = post(
  '/sites/:siteId/estate-drafts/:draftId{[1-9][0-9]{0,14}}/reinstate',
  { 201: 'estatePublished', 400: 'refusal', 409: 'refusal' },
  { ...publisher, body: listingAction },
);

// Portal enquiries (docs/portal-enquiries.md): the inbound address, the last mails received, the automatic answer.
export const portalEnquiriesGet = get('/sites/:siteId/portal-enquiries', { 200: 'portalEnquiries' }, owner);
export const portalEnquiriesSave = put('/sites/:siteId/portal-enquiries', { 200: 'portalEnquiries' }, { ...owner, body: portalAnswerUpdate });
/** A new inbound address: mail to the old one is refused from now on. */
export const portalEnquiriesAddress = post('/sites/:siteId/portal-enquiries/address', { 200: 'portalEnquiries' }, owner);
