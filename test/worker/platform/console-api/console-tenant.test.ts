import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { consoleApp } from '../../../../worker/local';
import { platform } from '../../../../worker/platform/demo/embedded';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import { encryptSecret } from '../../../../worker/platform/connections/secrets';
import { readDraftItem, saveDraftItem, takePageId } from '../../../../worker/platform/drafts/store';
import { discardDraft, publishDraft } from '../../../../worker/platform/drafts/publish';
import { submitDraft } from '../../../../worker/platform/drafts/submission';
import { CONSOLE, consoleFetch, member, signIn } from '../../console-helpers';
import { get } from '../../helpers';
import { png } from '../../png';
import { createSellerLink } from '../../../../worker/platform/stats/seller-links';
import { createDraft } from '../../../../worker/platform/listings/estate-store';
import { checkRecord } from '../../../../worker/platform/listings/check';
import { recordPublication } from '../../../../worker/platform/listings/versions';
import type { NormalizedListing } from '../../../../worker/platform/listings/normalized';
import { upsertListings } from '../../../../worker/platform/listings/upsert';
import { COMPLETE_FACTS, COMPLETE_LISTING } from '../../listing-fixtures';
import { DEFAULT_VIEWING_HOURS } from '../../../../shared/domain/viewing-hours';

// The tenant boundary, route by route. The routes are read from the apps themselves
// (the platform's /console-api and the console's pages), so a route added later that takes a
// site id is checked here without anyone listing it: agency B's owner gets 403 or 404 on each
// of agency A's, and A's own owner gets through (the request itself is a good one).

const A = { siteId: 1, owner: 'owner@immo-scheldeland.localhost' };
const B = { siteId: 2, owner: 'owner@ardennes-habitat.localhost' };

interface Route {
  method: string;
  path: string;
}

/** The routes of an app that take a site id, once each (middleware, registered as ALL, left out). */
function siteRoutes(routes: readonly { method: string; path: string }[], prefix: string): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of routes) {
    if (method === 'ALL' || !path.startsWith(prefix) || !path.includes(':siteId')) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/**
 * Ids of the site being tested that a route names besides the site's own: a CRM connection and
 * an editor (made again before each route, since a route may remove them: `fixtures`).
 */
const known = new Map<
  number,
  {
    connectionId: number;
    userId: number;
    publicationId?: number;
    pageId?: number;
    estateId?: number;
    linkId?: number;
    leadId?: string;
    draftId?: number;
    eventId?: number;
    versionId?: number;
  }
>();
async function fixtures(siteId: number): Promise<void> {
  const now = new Date().toISOString();
  let connectionId = await env.DB.prepare("SELECT id FROM connections WHERE site_id = ?1 AND kind = 'sweepbright'").bind(siteId).first<number>('id');
  connectionId ??= (await env.DB.prepare(
    'INSERT INTO connections (site_id, kind, settings, secret, created_at) VALUES (?1, \'sweepbright\', \'{"clientId":"tenant"}\', ?2, ?3) RETURNING id',
  )
    .bind(siteId, await encryptSecret('tenant-secret', env.CONNECTION_SECRET_KEY), now)
    .first<number>('id'))!;
  const email = `tenant-editor-${siteId}@example.be`;
  if (
    !(await env.DB.prepare('SELECT 1 FROM console_memberships m JOIN console_users u ON u.id = m.user_id WHERE u.email = ?1 AND m.site_id = ?2')
      .bind(email, siteId)
      .first())
  )
    await member(email, siteId, 'editor');
  const userId = (await env.DB.prepare('SELECT id FROM console_users WHERE email = ?1').bind(email).first<number>('id'))!;
  known.set(siteId, {
    connectionId,
    userId,
    publicationId: await draftFixtures(siteId),
    pageId: await pageFixture(siteId),
    leadId: await failedLeadFixture(siteId),
    ...(await sellerLinkFixture(siteId, userId)),
    ...(await estateDraftFixture(siteId)),
    eventId: await deadEventFixture(siteId, connectionId),
  });
  // A picture uploaded for the site (the editors' pictures), for the routes that serve one.
  await env.MEDIA!.put(`site/${siteId}/${TENANT_PICTURE}`, PICTURE, {
    httpMetadata: { contentType: 'image/png' },
    customMetadata: { width: '900', height: '600' },
  });
  // And a listing's document, for the routes that serve one.
  await env.MEDIA!.put(`site/${siteId}/${TENANT_DOCUMENT}`, DOCUMENT, { httpMetadata: { contentType: 'application/pdf' } });
}

/**
 * A sync event of the connection given up, for "retry now" and "fetch again" (made so again, and
 * the listing's newer events a route queued forgotten, before each route).
 */
async function deadEventFixture(siteId: number, connectionId: number): Promise<number> {
  const now = new Date().toISOString();
  const found = await env.DB.prepare("SELECT id FROM sync_events WHERE connection_id = ?1 AND external_id = 'tenant-event' ORDER BY id LIMIT 1")
    .bind(connectionId)
    .first<number>('id');
  if (found) {
    await env.DB.prepare("DELETE FROM sync_events WHERE connection_id = ?1 AND external_id = 'tenant-event' AND id <> ?2").bind(connectionId, found).run();
    await env.DB.prepare("UPDATE sync_events SET state = 'dead', last_error = 'CRM down', failed_at = ?2, updated_at = ?2 WHERE id = ?1")
      .bind(found, now)
      .run();
    return found;
  }
  return (await env.DB.prepare(
    'INSERT INTO sync_events (site_id, connection_id, external_id, event, state, attempts, received_at, updated_at, last_error, failed_at) VALUES (?1, ' +
      "?2, 'tenant-event', 'estate-updated', 'dead', 6, ?3, ?3, 'CRM down', ?3) RETURNING id",
  )
    .bind(siteId, connectionId, now)
    .first<number>('id'))!;
}

/** A lead of the site whose delivery failed, for "send again" (made again once a route sent it). */
async function failedLeadFixture(siteId: number): Promise<string> {
  const id = `tenant-lead-${siteId}`;
  // A holiday reservation request, so the routes that mark one booked act on it too.
  const reservation = `tenant-reservation-${siteId}`;
  const period = (await env.DB.prepare('SELECT r.id, r.unit_id FROM rental_periods r JOIN rental_units u ON u.id = r.unit_id WHERE u.site_id = ?1 LIMIT 1')
    .bind(siteId)
    .first<{ id: number; unit_id: number }>())!;
  const document = JSON.stringify({ id: reservation, firstName: 'Tenant' });
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO outbox (id, site_id, kind, document, created_at, status, last_error) VALUES (?1, ?2, 'rental-reservation', ?3, ?4, 'failed', ` +
        `'crm: down')
       ON CONFLICT (id) DO UPDATE SET status = 'failed'`,
    ).bind(id, siteId, document, new Date().toISOString()),
    env.DB.prepare(
      `INSERT INTO rental_reservations (id, site_id, unit_id, period_id, document, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (id) DO UPDATE SET erased_at = NULL`,
    ).bind(reservation, siteId, period.unit_id, period.id, document, new Date().toISOString()),
  ]);
  return id;
}

/** A listing of the site and a live seller link of it, made again once a route revoked it. */
async function sellerLinkFixture(siteId: number, userId: number): Promise<{ estateId: number; linkId: number }> {
  const estateId = (await env.DB.prepare('SELECT id FROM estates WHERE site_id = ?1 AND parent_id IS NULL ORDER BY id LIMIT 1')
    .bind(siteId)
    .first<number>('id'))!;
  const live = await env.DB.prepare('SELECT id FROM seller_report_links WHERE site_id = ?1 AND estate_id = ?2 AND revoked_at IS NULL')
    .bind(siteId, estateId)
    .first<number>('id');
  const linkId = live ?? (await createSellerLink(env.DB, { siteId, estateId, userId, locale: 'nl', expiresOn: null }, new Date()))!.id;
  return { estateId, linkId };
}

/** A listing entered in the console whose ad has every fact the law asks (its publish passes the guard). */
const TENANT_LISTING = COMPLETE_LISTING;
/** The same listing as the console's form gives it. */
const TENANT_LISTING_FORM = {
  transaction: 'sale',
  status: 'available',
  type: 'HOUSE',
  'address.postalCode': '9000',
  constructionYear: '2010',
  ...COMPLETE_FACTS,
  action: 'save',
};

/** A console listing's draft of the site (console-listings.md), made once. */
async function estateDraftFixture(siteId: number): Promise<{ draftId: number; versionId: number }> {
  const externalId = `tenant-${siteId}`;
  const now = new Date().toISOString();
  let draftId = await env.DB.prepare('SELECT id FROM listing_drafts WHERE site_id = ?1 AND external_id = ?2').bind(siteId, externalId).first<number>('id');
  if (!draftId) {
    const checked = checkRecord(TENANT_LISTING, externalId, now, siteId);
    if (!checked.ok) throw new Error(`the tenant test's listing was refused: ${checked.field} ${checked.error}`);
    draftId = await createDraft(env.DB, siteId, checked.listing, 'tenant@example.be', now);
  }
  // Published, nothing pending: the routes of its versions (restore, withdraw, reinstate) take it.
  const draft = (await env.DB.prepare('SELECT record, version, published_version FROM listing_drafts WHERE id = ?1')
    .bind(draftId)
    .first<{ record: string; version: number; published_version: number | null }>())!;
  if (draft.published_version !== draft.version) {
    const listing = JSON.parse(draft.record) as NormalizedListing;
    await upsertListings(env.DB, siteId, [listing], now);
    await recordPublication(env.DB, siteId, draftId, draft.version, listing, 'tenant@example.be', now);
  }
  const versionId = (await env.DB.prepare('SELECT max(id) AS id FROM listing_versions WHERE draft_id = ?1').bind(draftId).first<number>('id'))!;
  return { draftId, versionId };
}
const estateDraftVersion = async (siteId: number) =>
  (await env.DB.prepare('SELECT version FROM listing_drafts WHERE id = ?1')
    .bind(known.get(siteId)?.draftId ?? 0)
    .first<number>('version')) ?? 0;
/** The body of a console listing's version routes (restore, withdraw, reinstate): the draft's version its screen showed. */
const openedAt = async (siteId: number) => ({ version: await estateDraftVersion(siteId) });

/** A page of the site's own in its draft (not one the site needs, so it may be deleted): the pages editor's routes. */
/** The section of the tenant page that the section routes (asking to remove it, removing it) name. */
const TENANT_SECTION = { id: 1, type: 'htmlText', data: { html: { nl: '<p>Tenant</p>' } } } as const;

async function pageFixture(siteId: number): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT item_key FROM site_drafts WHERE site_id = ?1 AND kind = 'page' AND json_extract(document, '$.url.nl') LIKE 'tenant-page-%' LIMIT 1`,
  )
    .bind(siteId)
    .first<{ item_key: string }>();
  if (row) {
    // A route walked before may have removed its section: it is there again for the next.
    const item = await readDraftItem(env.DB, siteId, 'page', row.item_key);
    const page = item.document as { sections: { id: number }[] };
    if (!page.sections.some((section) => section.id === TENANT_SECTION.id))
      await saveDraftItem(env.DB, siteId, 'page', row.item_key, { ...page, sections: [TENANT_SECTION] }, item.version, 'tenant@example.be', new Date());
    return Number(row.item_key);
  }
  const id = await takePageId(env.DB);
  const page = {
    id,
    siteId,
    key: `page-${id}`,
    url: { nl: `tenant-page-${id}`, fr: `tenant-page-${id}`, en: `tenant-page-${id}`, de: `tenant-page-${id}` },
    title: { nl: 'Tenant' },
    description: {},
    image: null,
    sections: [TENANT_SECTION],
    elements: [],
  };
  await saveDraftItem(env.DB, siteId, 'page', String(id), page, 0, 'tenant@example.be', new Date());
  return id;
}

/** A page's body for the editor's save or delete: its version now, the page as the draft has it. */
async function pageBody(siteId: number, method: string): Promise<unknown> {
  const id = known.get(siteId)?.pageId ?? 1;
  const item = await readDraftItem(env.DB, siteId, 'page', String(id));
  return method === 'PUT' ? { version: item.version, page: item.document } : { version: item.version };
}
let fresh = 0;

/** A publication of the site to roll back (its footer menu) and a pending change to publish (its quotes): the drafts routes. */
async function draftFixtures(siteId: number): Promise<number> {
  const save = async (kind: 'navigation' | 'entities', key: string) => {
    const item = await readDraftItem(env.DB, siteId, kind, key);
    await saveDraftItem(env.DB, siteId, kind, key, item.document ?? [], item.version, 'tenant@example.be', new Date());
  };
  // The newest publication, unless it published the quotes (a rollback would take back the quotes' pending change too).
  let publicationId = await env.DB.prepare(
    `SELECT id FROM content_publications WHERE site_id = ?1 AND rolled_back_by IS NULL
     AND id NOT IN (SELECT publication_id FROM publication_items WHERE kind = 'entities') ORDER BY id DESC`,
  )
    .bind(siteId)
    .first<number>('id');
  const newest = await env.DB.prepare('SELECT MAX(id) AS id FROM content_publications WHERE site_id = ?1').bind(siteId).first<number>('id');
  if (publicationId === null || publicationId !== newest) {
    await discardDraft(env.DB, siteId, 'tenant@example.be', new Date());
    await save('navigation', 'footer');
    const published = await publishDraft(env.DB, siteId, 'tenant@example.be', new Date());
    if ('refused' in published) throw new Error(`the tenant test's publication was refused: ${published.refused}`);
    publicationId = published.id;
  }
  if (!(await env.DB.prepare('SELECT 1 FROM site_drafts WHERE site_id = ?1 AND pending = 1').bind(siteId).first())) await save('entities', 'quotes');
  return publicationId;
}

/** The own domain the domain routes of the API are walked with (added by its POST, then checked and removed). */
const TENANT_DOMAIN = 'www.tenant-boundary.be';

/** A route's path with its parameters filled in; a parameter this test does not know fails it, so that it learns one. */
function concrete(path: string, siteId: number): string {
  const ids = known.get(siteId) ?? { connectionId: 1, userId: 1 };
  const filled = path
    .replace(/:lang(\{.*?\})?(?=\/|$)/, 'en')
    .replace(/:siteId(\{.*?\})?(?=\/|$)/, String(siteId))
    .replace(/:connectionId(\{.*?\})?(?=\/|$)/, String(ids.connectionId))
    .replace(/:userId(\{.*?\})?(?=\/|$)/, String(ids.userId))
    .replace(/:publicationId(\{.*?\})?(?=\/|$)/, String(ids.publicationId ?? 1))
    .replace(/:pageId(\{.*?\})?(?=\/|$)/, String(ids.pageId ?? 1))
    .replace(/:sectionId(\{.*?\})?(?=\/|$)/, String(TENANT_SECTION.id))
    .replace(/:estateId(\{.*?\})?(?=\/|$)/, String(ids.estateId ?? 1))
    .replace(/:draftId(\{.*?\})?(?=\/|$)/, String(ids.draftId ?? 1))
    .replace(/:versionId(\{.*?\})?(?=\/|$)/, String(ids.versionId ?? 1))
    .replace(/:linkId(\{.*?\})?(?=\/|$)/, String(ids.linkId ?? 1))
    .replace(/:leadId(\{.*?\})?(?=\/|$)/, ids.leadId ?? 'tenant-lead')
    .replace(/:eventId(\{.*?\})?(?=\/|$)/, String(ids.eventId ?? 1))
    .replace(/:name(\{.*?\})?(?=\/|$)/, 'main')
    .replace(/:list(\{.*?\})?(?=\/|$)/, 'reviews')
    .replace(/:type(\{.*?\})?(?=\/|$)/, 'privacy')
    .replace(/:(?:textLocale|locale)(\{.*?\})?(?=\/|$)/, 'nl')
    // A domain of the site (console-domains): the API's POST adds it before its check and delete use it.
    .replace(/:hostname(\{.*?\})?(?=\/|$)/, TENANT_DOMAIN)
    .replace(/:file(\{.*?\})?(?=\/|$)/, TENANT_PICTURE)
    .replace(/:document(\{.*?\})?(?=\/|$)/, TENANT_DOCUMENT);
  if (filled.includes(':')) throw new Error(`the tenant test does not know what to put in ${path}: teach it (console-tenant.test.ts)`);
  return filled;
}

/**
 * A good body for each state-changing route, by the end of its path (as the app declares it;
 * the first that fits, so a longer end goes before a shorter one); a new one must be added
 * here. A file's bytes (Uint8Array) go as they are.
 */
const LOGO = await png(128, 128);
/** A picture for the editors' upload (large enough for an image-and-text section) and the name it is kept under. */
const PICTURE = await png(900, 600);
const TENANT_PICTURE = 'image-00000000000000aa.png';
/** A listing's document (a one-page PDF) and the name it is kept under. */
const DOCUMENT = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const TENANT_DOCUMENT = 'document-00000000000000aa.pdf';
/** A write held for the site's owner (its record is not one the upsert takes: "Publish anyway" answers that it was not written). */
async function heldWrite(siteId: number) {
  await env.DB.prepare(
    `INSERT INTO held_listings (site_id, source, external_id, record, findings, held_at)
     VALUES (?1, 'sweepbright', 'tenant-held', '{}', '[]', ?2) ON CONFLICT DO NOTHING`,
  )
    .bind(siteId, new Date().toISOString())
    .run();
  return { source: 'sweepbright', externalId: 'tenant-held' };
}
/** A body may depend on the site's fixtures: a function of the site id and the method. */
type Example<T> = T | ((siteId: number, method: string) => T | Promise<T>);
const API_BODIES: Record<string, Example<unknown>> = {
  '/crm/held/accept': (siteId: number) => heldWrite(siteId),
  '/privacy/search': { query: 'tenant@example.be' },
  '/privacy/export': { query: 'tenant@example.be' },
  '/privacy/erase': { query: 'tenant@example.be' },
  '/estate-drafts/:draftId': async (siteId: number) => ({ version: await estateDraftVersion(siteId), record: TENANT_LISTING }),
  '/estate-drafts': { version: 0, record: TENANT_LISTING },
  '/restore': openedAt,
  '/withdraw': openedAt,
  '/reinstate': openedAt,
  '/invites': { email: 'someone-new@example.be', role: 'editor', locale: 'en', origin: CONSOLE },
  '/domains': { hostname: TENANT_DOMAIN },
  '/domains/:hostname/check': {},
  '/domains/:hostname': {},
  '/legal': { legal: { company: 'Immo Scheldeland BV', enterpriseNumber: '0123.456.749' } },
  '/theme': { primary: '#0b4f6c', primaryText: '#ffffff' },
  '/logo': LOGO,
  '/media': PICTURE,
  '/crm-origins': { origins: [{ source: 'immoweb', origin: 21 }] },
  '/documents': DOCUMENT,
  '/crm/connections': { kind: 'ingest' },
  '/credentials': { clientId: 'tenant', clientSecret: 'tenant-secret-2' },
  '/crm/connections/:connectionId': {},
  '/crm/general-leads': { connectionId: null },
  '/import': {},
  '/events/:eventId/retry': {},
  '/events/retry': {},
  '/events/:eventId/fetch': {},
  '/events/fetch': {},
  '/test': {},
  '/resend': {},
  '/booked': {},
  '/members/:userId': { role: 'editor' },
  '/preview': {},
  '/publish': {},
  '/unpublish': {},
  '/settings': { hiddenStatus: [], showEstateAddress: true },
  '/settings/captcha': { provider: 'recaptcha', siteKey: 'tenant-site-key', secret: 'tenant-captcha-secret' },
  '/settings/avm': { url: 'https://avm.waardeschatter.be/widget' },
  '/languages': async (siteId: number) => ({
    version: (await readDraftItem(env.DB, siteId, 'site', 'languages')).version,
    locales: ['nl', 'fr', 'en', 'de'],
    defaultLocale: 'nl',
  }),
  '/assistants': { facts: true, requests: true },
  '/translations/:estateId': { field: 'title', lang: 'de', action: 'on' },
  '/translations': { enabled: true },
  '/descriptions': { record: TENANT_LISTING, tone: 'factual' },
  '/tags': { ga4: 'G-TENANT1234' },
  '/viewing-hours': { scope: 'site', hours: DEFAULT_VIEWING_HOURS },
  '/portal-enquiries/address': {},
  '/portal-enquiries': { autoAnswer: true, words: { en: 'Tenant words' } },
  '/seller-links/:linkId': {},
  '/seller-links': { locale: 'fr', expiresOn: '' },
  '/drafts/publish': {},
  '/drafts/discard': {},
  '/drafts/submit': {},
  // Sent back: a submission that waits (the quotes' pending change of draftFixtures, submitted).
  '/drafts/return': async (siteId: number) => {
    await submitDraft(env.DB, siteId, 'tenant@example.be', new Date());
    return { note: 'Tenant' };
  },
  '/settings/approval': { required: false },
  '/rollback': {},
  '/pages/:pageId': pageBody,
  '/agreements/:type/:locale/generated': async (siteId: number) => ({ version: (await readDraftItem(env.DB, siteId, 'agreement', 'privacy/nl')).version }),
  '/agreements/:type/:locale': async (siteId: number) => ({
    version: (await readDraftItem(env.DB, siteId, 'agreement', 'privacy/nl')).version,
    title: 'Privacy',
    html: '<p>Tekst [[retention]] [[viewing-retention]]</p>',
  }),
  '/entities/:list': async (siteId: number) => {
    const reviews = await readDraftItem<unknown[]>(env.DB, siteId, 'entities', 'reviews');
    return { version: reviews.version, items: reviews.document ?? [] };
  },
  '/menus/:name': async (siteId: number) => {
    const menu = await readDraftItem<{ items: unknown[] }>(env.DB, siteId, 'navigation', 'main');
    return { version: menu.version, items: menu.document?.items ?? [] };
  },
  '/pages': () => ({ title: { nl: 'Tenant' }, url: Object.fromEntries(['nl', 'fr', 'en', 'de'].map((locale) => [locale, `tenant-new-${(fresh += 1)}`])) }),
};
const PAGE_FORMS: Record<string, Example<Record<string, string | File>>> = {
  '/crm/held/accept': (siteId: number) => heldWrite(siteId),
  '/privacy/export': { query: 'tenant@example.be', format: 'json' },
  '/privacy/erase': { query: 'tenant@example.be' },
  '/privacy': { query: 'tenant@example.be' },
  '/estates/drafts/:draftId': async (siteId: number) => ({ ...TENANT_LISTING_FORM, version: String(await estateDraftVersion(siteId)) }),
  '/estates/new': { ...TENANT_LISTING_FORM, version: '0' },
  '/restore': async (siteId: number) => ({ version: String((await openedAt(siteId)).version) }),
  '/withdraw': async (siteId: number) => ({ version: String((await openedAt(siteId)).version) }),
  '/reinstate': async (siteId: number) => ({ version: String((await openedAt(siteId)).version) }),
  '/team': { email: 'someone-else@example.be', role: 'editor' },
  '/domain': { hostname: 'www.tenant-page.be' },
  '/domain/check': { hostname: 'www.tenant-page.be' },
  '/domain/remove': { hostname: 'www.tenant-page.be' },
  '/legal': { company: 'Immo Scheldeland BV', enterpriseNumber: '0123.456.749' },
  '/brand': { primary: '#0b4f6c', primaryText: '#ffffff', accent: '#e07a1f', background: '#ffffff' },
  '/logo/remove': {},
  '/crm': { kind: 'ingest' },
  '/credentials': { kind: 'sweepbright', sbClientId: 'tenant', sbClientSecret: 'tenant-secret-3' },
  '/import': {},
  '/events/:eventId/retry': {},
  '/events/retry': {},
  '/events/:eventId/fetch': {},
  '/events/fetch': {},
  '/test': {},
  '/resend': {},
  '/booked': { booked: '1' },
  '/disconnect': { listings: 'keep' },
  '/role': { role: 'editor' },
  '/remove': {},
  '/brand/logo': { logo: new File([LOGO], 'logo.png', { type: 'image/png' }) },
  '/crm-origins': { origins: 'immoweb = 21' },
  '/estates/media': { picture: new File([PICTURE], 'picture.png', { type: 'image/png' }) },
  '/preview': {},
  '/publish': { action: 'publish' },
  '/changes': { action: 'discard' },
  '/settings': { cards: '1', to: 'tenant@example.be' },
  '/settings/captcha': { provider: 'recaptcha', siteKey: 'tenant-site-key', secret: 'tenant-captcha-secret' },
  '/settings/avm': { url: 'https://avm.waardeschatter.be/widget' },
  '/settings/approval': {},
  '/settings/languages': async (siteId: number) => ({
    op: 'default',
    locale: 'nl',
    version: String((await readDraftItem(env.DB, siteId, 'site', 'languages')).version),
  }),
  '/assistants': { facts: '1', requests: '1' },
  '/translations/:estateId': { field: 'title', lang: 'de', action: 'on' },
  '/translations': { enabled: '1' },
  '/tags': { ga4: 'G-TENANT1234' },
  '/viewing-hours': { scope: 'site', 'day.0': '09:00-12:00', slotMinutes: '30', noticeHours: '24', daysAhead: '14', status: 'FOR_SALE' },
  '/crm/general-leads': { connectionId: '' },
  '/portal-enquiries/address': {},
  '/portal-enquiries': { autoAnswer: '1', 'words.en': 'Tenant words' },
  '/seller-links': { locale: 'fr', expiresOn: '' },
  '/revoke': {},
  '/agreements/:type/:textLocale/generated': async (siteId: number) => ({
    version: String((await readDraftItem(env.DB, siteId, 'agreement', 'privacy/nl')).version),
  }),
  '/agreements/:type/:textLocale': async (siteId: number) => ({
    version: String((await readDraftItem(env.DB, siteId, 'agreement', 'privacy/nl')).version),
    title: 'Privacy',
    html: '<p>Tekst [[retention]] [[viewing-retention]]</p>',
  }),
  '/content/:list': async (siteId: number) => ({ op: 'up', at: '1', version: String((await readDraftItem(env.DB, siteId, 'entities', 'reviews')).version) }),
  '/menus/:name': async (siteId: number) => ({ op: 'up', at: '1', version: String((await readDraftItem(env.DB, siteId, 'navigation', 'main')).version) }),
  '/pages/:pageId': async (siteId: number) => ({ op: 'up', index: '0', version: String(((await pageBody(siteId, 'PUT')) as { version: number }).version) }),
  '/pages': () => ({ 'title.nl': 'Tenant', ...Object.fromEntries(['nl', 'fr', 'en', 'de'].map((locale) => [`url.${locale}`, `tenant-form-${(fresh += 1)}`])) }),
};
function exampleFor<T>(bodies: Record<string, T>, path: string): T {
  const plain = path.replace(/\{.*?\}+(?=\/|$)/g, '');
  const key = Object.keys(bodies).find((end) => plain.endsWith(end));
  if (!key) throw new Error(`no example body for ${path}: add one to the tenant test`);
  return bodies[key]!;
}

const sessionOf = (cookie: string) => cookie.split('=')[1]!;
const resolved = async <T>(example: Example<T>, siteId: number, method: string): Promise<T> =>
  typeof example === 'function' ? (example as (siteId: number, method: string) => T | Promise<T>)(siteId, method) : example;
const platformBindings = () => ({
  ...{
    DB: env.DB,
    CACHE: env.CACHE,
    MEDIA: env.MEDIA,
    RATE_LIMITER: env.RATE_LIMITER,
    OUTBOX_QUEUE: env.OUTBOX_QUEUE,
    CONSOLE_OPERATORS: env.CONSOLE_OPERATORS,
  },
  ...{
    CLOUDFLARE_API_BASE: env.CLOUDFLARE_API_BASE,
    CLOUDFLARE_API_TOKEN: env.CLOUDFLARE_API_TOKEN,
    CLOUDFLARE_ZONE_ID: env.CLOUDFLARE_ZONE_ID,
    SAAS_CNAME_TARGET: env.SAAS_CNAME_TARGET,
  },
  ...{
    CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY,
    SWEEPBRIGHT_API_URL: env.SWEEPBRIGHT_API_URL,
    WHISE_API_URL: env.WHISE_API_URL,
    CRM_TIMEOUT_MS: env.CRM_TIMEOUT_MS,
  },
  // The local Workers AI, which drafts a listing's description.
  ...{ WORKERS_AI_URL: env.WORKERS_AI_URL, WORKERS_AI_ACCOUNT_ID: env.WORKERS_AI_ACCOUNT_ID, WORKERS_AI_TOKEN: env.WORKERS_AI_TOKEN, ASSETS: env.ASSETS },
});
const counts = async () =>
  env.DB.prepare(
    `SELECT (SELECT count(*) FROM console_memberships) AS members, (SELECT count(*) FROM console_users) AS users, (SELECT count(*) FROM outbox WHERE ` +
      `site_id IS NULL) AS mails,
     (SELECT count(*) FROM connections) AS connections, (SELECT group_concat(role) FROM console_memberships) AS roles,
     (SELECT count(*) FROM seller_report_links) AS sellerLinks, (SELECT count(*) FROM seller_report_links WHERE revoked_at IS NULL) AS liveSellerLinks`,
  )
    .first()
    .then(async (row) => ({ ...row, pictures: (await env.MEDIA!.list({ prefix: 'site/' })).objects.map((object) => object.key).join(' ') }));

/** Query strings an API route needs to act (by method and the end of its path). */
const API_QUERIES: Record<string, string> = {
  'DELETE /crm/connections/:connectionId': '?listings=keep',
};

async function callApi(route: Route, siteId: number, who: { cookie: string; csrf: string }): Promise<Response> {
  const plain = route.path.replace(/\{.*?\}+(?=\/|$)/g, '');
  const query =
    Object.entries(API_QUERIES).find(([key]) => key.startsWith(`${route.method} `) && plain.endsWith(key.slice(route.method.length + 1)))?.[1] ?? '';
  const path = concrete(route.path, siteId) + query;
  const example = route.method === 'GET' ? undefined : await resolved(exampleFor(API_BODIES, route.path), siteId, route.method);
  const bytes = example instanceof Uint8Array;
  const headers = new Headers({ [SESSION_HEADER]: sessionOf(who.cookie), [CSRF_HEADER]: who.csrf, 'Content-Type': bytes ? 'image/png' : 'application/json' });
  const body: BodyInit | undefined = example === undefined ? undefined : bytes ? (example as Uint8Array<ArrayBuffer>) : JSON.stringify(example);
  return platform.fetch(new Request(`https://platform.test${path}`, { method: route.method, headers, body }), platformBindings());
}

async function callPage(route: Route, siteId: number, who: { cookie: string; csrf: string }): Promise<Response> {
  const path = concrete(route.path, siteId);
  if (route.method === 'GET') return consoleFetch(path, { cookie: who.cookie });
  const form = { ...(await resolved(exampleFor(PAGE_FORMS, route.path), siteId, route.method)), _csrf: who.csrf };
  if (Object.values(form).some((value: unknown) => value instanceof File)) {
    const body = new FormData();
    for (const [name, value] of Object.entries(form)) body.set(name, value);
    return get(`${CONSOLE}${path}`, { method: 'POST', body, headers: { Cookie: who.cookie, Origin: CONSOLE }, redirect: 'manual' });
  }
  return consoleFetch(path, { cookie: who.cookie, form: form as Record<string, string> });
}

/**
 * Calls every route on agency A's site as agency B's owner, then as A's own: B is refused
 * (403/404) with nothing changed and nothing of A shown; A's owner gets an answer below `allowedBelow`.
 */
async function expectOwnersOnly(routes: Route[], call: typeof callApi, allowedBelow: number): Promise<void> {
  const a = await signIn(A.owner);
  const b = await signIn(B.owner);
  for (const route of routes) {
    await fixtures(A.siteId);
    const before = await counts();
    const refused = await call(route, A.siteId, b);
    expect([403, 404], `${route.method} ${route.path} for B on A's site answered ${refused.status}`).toContain(refused.status);
    expect(await counts(), `${route.method} ${route.path}`).toEqual(before);
    expect(await refused.text()).not.toContain('Immo Scheldeland');
    const allowed = await call(route, A.siteId, a);
    expect(allowed.status, `${route.method} ${route.path} for A's owner`).toBeLessThan(allowedBelow);
  }
}

describe('the tenant boundary', () => {
  const apiRoutes = siteRoutes(platform.routes, '/console-api/');
  const pageRoutes = siteRoutes(consoleApp.routes, '/');

  it('finds the routes that take a site id in both apps (the list this test walks)', () => {
    expect(apiRoutes.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'GET /console-api/sites/:siteId',
        'GET /console-api/sites/:siteId/team',
        'PUT /console-api/sites/:siteId/pages/:pageId',
        'DELETE /console-api/sites/:siteId/pages/:pageId',
        'GET /console-api/sites/:siteId/pages/choices',
        'POST /console-api/sites/:siteId/publications/:publicationId/rollback',
        'GET /console-api/sites/:siteId/drafts/submission',
        'POST /console-api/sites/:siteId/drafts/submit',
        'POST /console-api/sites/:siteId/drafts/return',
        'PUT /console-api/sites/:siteId/settings/approval',
        'POST /console-api/sites/:siteId/invites',
        'GET /console-api/sites/:siteId/leads',
        'GET /console-api/sites/:siteId/leads.csv',
        'GET /console-api/sites/:siteId/stats',
        'GET /console-api/sites/:siteId/stats.csv',
        'GET /console-api/sites/:siteId/listings',
        'GET /console-api/sites/:siteId/listings/:estateId{[1-9][0-9]{0,14}}/seller-links',
        'GET /console-api/sites/:siteId/estates/:estateId{[1-9][0-9]{0,14}}/buyer-pool',
        'POST /console-api/sites/:siteId/listings/:estateId{[1-9][0-9]{0,14}}/seller-links',
        'DELETE /console-api/sites/:siteId/listings/:estateId{[1-9][0-9]{0,14}}/seller-links/:linkId{[1-9][0-9]{0,14}}',
        'POST /console-api/sites/:siteId/crm/connections',
        'PUT /console-api/sites/:siteId/members/:userId',
        'PUT /console-api/sites/:siteId/legal',
        'PUT /console-api/sites/:siteId/logo',
        'POST /console-api/sites/:siteId/media',
        'GET /console-api/sites/:siteId/media/:file',
        'POST /console-api/sites/:siteId/domains',
        'GET /console-api/sites/:siteId/checklist',
        'POST /console-api/sites/:siteId/preview',
        'POST /console-api/sites/:siteId/publish',
        'POST /console-api/sites/:siteId/unpublish',
        'PUT /console-api/sites/:siteId/settings/captcha',
        'DELETE /console-api/sites/:siteId/settings/captcha',
        'GET /console-api/sites/:siteId/languages',
        'PUT /console-api/sites/:siteId/languages',
      ]),
    );
    const pages = pageRoutes.map(({ method, path }) => `${method} ${path.replace(/\{.*?\}+(?=\/|$)/g, '')}`);
    expect(pages).toEqual(
      expect.arrayContaining([
        'GET /:lang/sites/:siteId/team',
        'GET /:lang/sites/:siteId/leads',
        'GET /:lang/sites/:siteId/leads.csv',
        'GET /:lang/sites/:siteId/stats',
        'GET /:lang/sites/:siteId/stats.csv',
        'GET /:lang/sites/:siteId/listings',
        'GET /:lang/sites/:siteId/listings/:estateId',
        'POST /:lang/sites/:siteId/listings/:estateId/seller-links',
        'GET /:lang/sites/:siteId/listings/:estateId/seller-links/:linkId/revoke',
        'POST /:lang/sites/:siteId/listings/:estateId/seller-links/:linkId/revoke',
        'POST /:lang/sites/:siteId/crm',
        'POST /:lang/sites/:siteId/pages/:pageId',
        'POST /:lang/sites/:siteId/changes',
        'POST /:lang/sites/:siteId/menus/:name',
        'POST /:lang/sites/:siteId/content/:list',
        'POST /:lang/sites/:siteId/agreements/:type/:textLocale',
        'POST /:lang/sites/:siteId/settings',
        'POST /:lang/sites/:siteId/settings/captcha',
        'POST /:lang/sites/:siteId/settings/approval',
        'POST /:lang/sites/:siteId/settings/languages',
        'GET /:lang/sites/:siteId/media/:file',
      ]),
    );
  });

  it("refuses agency B's owner every console API route of agency A (403/404) and changes nothing; A's owner gets through", async () => {
    await expectOwnersOnly(apiRoutes, callApi, 300);
  });

  it("refuses agency B's owner every console page of agency A (403/404) and changes nothing; A's owner gets through", async () => {
    await expectOwnersOnly(pageRoutes, callPage, 400);
  });

  it('answers a site that does not exist as one of another agency (404), so ids reveal nothing', async () => {
    const b = await signIn(B.owner);
    for (const route of apiRoutes.filter(({ method }) => method === 'GET')) expect((await callApi(route, 999, b)).status).toBe(404);
    for (const route of pageRoutes.filter(({ method }) => method === 'GET')) expect((await callPage(route, 999, b)).status).toBe(404);
  });
});
