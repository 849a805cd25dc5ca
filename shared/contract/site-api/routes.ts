import type { AssistantRequest, AssistantRequestBody, AssistantRequestKept } from '../assistant-requests';
import type { BuyerPoolCount } from '../buyer-pool';
import type { FollowAnswer } from '../follows';
import type { PreviewGrant } from '../preview';
import type { EntityName, RawEntityItems, RawEntityMap } from '../raw/entities';
import type { RawEstate, RawEstateBrief } from '../raw/estate';
import type { RawAgreement, RawPage } from '../raw/page';
import type { RawRentalPeriod, RawRentalPhoto, RawRentalUnit } from '../raw/rental';
import type { RawNavigation, RawSite } from '../raw/site';
import type { SellerReport, SellerReportGone } from '../seller-report';
import type { RentalFilterOptions } from '../../types/rental';
import type { ComparablesAnswer, PostalPlaces } from '../valuation';
import type {
  AgendaSlot,
  Appointment,
  AppointmentRequest,
  EstateFilterOptions,
  EstatePage,
  LeadWritten,
  LightRequest,
  PageListed,
  ReservationRequest,
  SearchRequest,
  Subscription,
  SubscriptionRequest,
} from './answers';
import { del, get, type PlatformError, post, put, shapes } from './route';

/*
 * The site API (the platform's calls for the site worker), every route once (route.ts says
 * how). The platform registers each handler by its key (worker/platform/site-api/serve.ts `serve`:
 * the compiler holds its answers to the types here), the site builds each call from it
 * (worker/site/upstream/site-api.ts `siteRequest`: the path from the template, the answer's type
 * from here), and test/worker/platform/site-api/site-api-contract.test.ts checks that the platform serves every
 * route described and no other. Besides the statuses named: 400 `PlatformError` on a call the
 * platform refuses (a parameter or body that does not fit, no X-SITE on a site's call), 404 on
 * something that does not exist, 409 on a write that lost a race; the site's client throws on
 * each (worker/site/upstream/client.ts).
 */

/** An answer the site relays to the admin API's caller as it came, unread. */
type Relayed = object;
/** The JSON bodies of the admin API's writes: the platform's schemas judge them (site-input.ts, connections/store.ts of the platform). */
type AdminBody = unknown;
const site = { site: true } as const;

// Sites and their hostnames: the site's own document, and the admin API's relays.
export const sitesList = get('/sites', shapes<{ 200: RawSite[] }>());
export const siteByHostname = get('/sites/by-hostname/:hostname', shapes<{ 200: RawSite; 404: PlatformError }>());
export const siteGet = get('/sites/:siteId', shapes<{ 200: RawSite; 404: PlatformError }>());
export const siteCreate = post('/sites', shapes<{ 201: RawSite }, AdminBody>());
export const siteUpdate = put('/sites/:siteId', shapes<{ 200: RawSite }, AdminBody>());
export const hostnameAdd = post('/sites/:siteId/hostnames', shapes<{ 200: RawSite }, AdminBody>());
export const hostnameRemove = del('/sites/:siteId/hostnames/:hostname', shapes<{ 200: RawSite }>());
export const navigationGet = get('/sites/:siteId/navigation/:name', shapes<{ 200: RawNavigation }>());
export const navigationItem = get('/sites/:siteId/navigation/:name/:id', shapes<{ 200: RawNavigation }>());
/** A site's move to another data database: 202 while rows are left to copy or its old rows wait to be deleted, 200 when done. */
type SiteMove = { switched: boolean; finished: boolean; retryAfter?: number };
export const siteDatabaseMove = post('/sites/:siteId/database', shapes<{ 200: SiteMove; 202: SiteMove }, AdminBody>());
export const databasesReport = get('/databases', shapes<{ 200: Relayed }>());

// Listings: searches, one estate, a group, the page it belongs to, the filters' options.
/** A search's answer; `preferred`: how many of the listings found hold each word of the body's `prefer`. */
type Found<T> = { total: { value: number }; results: T[]; preferred?: { word: string; found: number }[] };
export const estateSearch = post('/sites/:siteId/estates', shapes<{ 200: Found<RawEstate> }, SearchRequest>());
export const estateMarkers = post('/sites/:siteId/estate-markers', shapes<{ 200: Found<RawEstateBrief> }, LightRequest>());
export const estateLinks = post('/sites/:siteId/estate-links', shapes<{ 200: Found<RawEstateBrief> }, LightRequest>());
export const estateGet = get('/estates/v2/:id', shapes<{ 200: RawEstate }>());
export const estateAlternate = get('/estates/skarabee/:id', shapes<{ 200: RawEstate }>());
export const estateGroup = get('/estates/group/:id', shapes<{ 200: { project: RawEstate; children: RawEstate[] } }>());
export const estateContact = get(
  '/estates/:id/contact-info',
  shapes<{ 200: Pick<RawEstate, 'salesRep'> & { estateId: number; agency: { name: string; contact?: unknown } | null } }>(),
);
export const estatePage = get('/estate-pages/:siteId/:estateId', shapes<{ 200: EstatePage }>());
export const estateFilters = post('/estate-filters', shapes<{ 200: EstateFilterOptions }, { query: SearchRequest['query'] }>(), site);
export const estateCollection = get('/estate-collections/:id', shapes<{ 200: object }>());
export const listingPreview = get('/sites/:siteId/listing-previews/:draftId', shapes<{ 200: RawEstate }>());

// Holiday rentals.
export const rentalSearch = post('/rental-units', shapes<{ 200: { total: { value: number }; results: RawRentalUnit[] } }, object>(), site);
export const rentalFilters = post('/rental-units/filters', shapes<{ 200: RentalFilterOptions }, { query: unknown }>(), site);
export const rentalPhoto = get('/rental-units/photo/:unitId/:index', shapes<{ 200: RawRentalPhoto }>(), site);
export const rentalPeriods = get('/rental-units/:id/periods', shapes<{ 200: RawRentalPeriod[] }>(), site);
export const rentalUnit = get('/rental-units/:id', shapes<{ 200: RawRentalUnit }>(), site);
export const rentalReservation = post('/rental-units/reservation', shapes<{ 200: LeadWritten; 201: LeadWritten }, ReservationRequest>(), site);

// Content: pages, menus' entities, agreements, the site's own words.
export const pageList = get('/sites/:siteId/pages', shapes<{ 200: PageListed[] }>());
export const pageByUrl = get('/pages/by-url/*', shapes<{ 200: RawPage }>(), site);
export const pageGet = get('/pages/:id', shapes<{ 200: RawPage }>());
export const agreements = get('/agreements', shapes<{ 200: RawAgreement[] }>(), { ...site, query: ['locale'] });
export const translations = get('/translations/:locale', shapes<{ 200: Record<string, string> }>(), site);
export const entityCounts = get('/sites/:siteId/entities', shapes<{ 200: { name: string; count: number }[] }>());
export const entityItems = get('/entities/:name/items', shapes<{ 200: RawEntityItems<RawEntityMap[EntityName]> }>(), site);

// Viewings.
export const agendaSlots = get('/live-agenda/:estateId', shapes<{ 200: { estateId: number; slots: AgendaSlot[] } }>(), site);
export const appointmentGet = get('/live-agenda/reservation/:id', shapes<{ 200: Appointment }>(), site);
export const appointmentBook = post('/live-agenda/reservation', shapes<{ 201: Appointment }, AppointmentRequest>(), site);
export const appointmentCancel = del('/live-agenda/reservation/:id', shapes<{ 204: null }>(), site);

// Visitors' forms: leads, alerts, follows.
export const contactRequest = post('/contact-requests', shapes<{ 200: LeadWritten; 201: LeadWritten }, Record<string, unknown>>(), site);
export const assistantRequestKeep = post('/assistant-requests', shapes<{ 200: AssistantRequestKept; 201: AssistantRequestKept }, AssistantRequestBody>(), site);
export const assistantRequestGet = get('/assistant-requests/:token', shapes<{ 200: AssistantRequest }>(), site);
export const assistantRequestConfirm = post('/assistant-requests/:token/confirm', shapes<{ 200: AssistantRequest }>(), site);
export const sendToFriend = post('/send-to-a-friend', shapes<{ 200: LeadWritten; 201: LeadWritten }, Record<string, unknown>>(), site);
export const subscriptionCreate = post('/subscriptions', shapes<{ 201: Subscription }, SubscriptionRequest>(), site);
export const subscriptionConfirm = post('/subscriptions/confirm/:confirmToken', shapes<{ 200: Subscription }>(), site);
export const subscriptionGet = get('/subscriptions/:token', shapes<{ 200: Subscription }>(), site);
export const subscriptionUpdate = put('/subscriptions/:token', shapes<{ 200: Subscription }, SubscriptionRequest>(), site);
export const subscriptionDelete = del('/subscriptions/:token', shapes<{ 204: null }>(), site);
export const follow = post('/follows', shapes<{ 200: FollowAnswer }, { locale: string; estateIds: number[]; email?: string; token?: string }>(), site);
export const unfollow = del('/follows/:token/:estateId', shapes<{ 204: null }>(), site);

// The valuation wizard and the buyer pool.
export const postalPlaces = get('/valuation/places/:postalCode', shapes<{ 200: PostalPlaces }>(), site);
export const comparables = get('/valuation/comparables', shapes<{ 200: ComparablesAnswer }>(), { ...site, query: ['postalCode', 'kind'] });
export const buyerPool = get('/buyer-pool', shapes<{ 200: BuyerPoolCount }>(), {
  ...site,
  query: ['transaction', 'headType', 'cityId', 'zip', 'lat', 'lon', 'price', 'bedrooms'],
});

// Previews, captchas and sellers' reports, each for the site of its path.
export const previewConsume = post(
  '/sites/:siteId/previews/consume',
  shapes<{ 201: PreviewGrant; 410: PlatformError }, { token: string; section?: true }>(),
  site,
);
export const previewCheck = post('/sites/:siteId/previews/check', shapes<{ 200: PreviewGrant; 404: PlatformError }, { grant: string }>(), site);
export const captchaVerify = post(
  '/sites/:siteId/captcha/verify',
  shapes<{ 200: { success: boolean } }, { token: string; remoteIp: string; provider: string }>(),
  site,
);
export const sellerReport = post(
  '/sites/:siteId/seller-report',
  shapes<{ 200: SellerReport; 404: PlatformError; 410: PlatformError & Partial<SellerReportGone> }, { token: string }>(),
  site,
);

// Pictures and documents: bytes, each answered only to the site it belongs to.
export const asset = get('/assets/:id', shapes<{ 200: string }>(), { ...site, query: ['hash', 'variant', 'version'] });
export const file = get('/files/:name', shapes<{ 200: ArrayBuffer }>(), site);

// The admin API's relays: the outbox, leads, CRM connections and their sync log.
export const outboxList = get('/sites/:siteId/outbox', shapes<{ 200: Relayed }>(), { query: ['status', 'limit'] });
export const leadsList = get('/sites/:siteId/leads', shapes<{ 200: Relayed }>());
export const connectionsList = get('/sites/:siteId/connections', shapes<{ 200: Relayed }>());
export const connectionCreate = post('/sites/:siteId/connections', shapes<{ 201: Relayed }, AdminBody>());
export const connectionUpdate = put('/sites/:siteId/connections/:id', shapes<{ 200: Relayed }, AdminBody>());
export const connectionDelete = del('/sites/:siteId/connections/:id', shapes<{ 200: Relayed }>(), { query: ['listings'] });
export const syncLog = get('/sites/:siteId/sync', shapes<{ 200: Relayed }>(), { query: ['limit', 'before'] });
export const syncSummary = get('/sync/summary', shapes<{ 200: Relayed }>());
