import type { D1Database } from '@cloudflare/workers-types';
import { hostOrigin } from '../../../shared/domain/site-origin';
import { HEAD_TYPES } from '../../../shared/domain/property-types';
import { DEFAULT_LOCALE, isLocale, type Locale, localizedValue } from '../../../shared/i18n/locales';
import type { Attribution } from '../../../shared/contract/attribution';
import { crmOriginOf } from './origin';
import type { RawSite } from '../../../shared/contract/raw/site';
import { LEAD_OUTBOX_KINDS } from '../../../shared/contract/site-input';
import { buildPath } from '../../../shared/routes';
import type { OutboxMessage } from '../delivery/outbox-message';
import type { Lead, LeadCriteria, LeadCrmState, LeadKind, LeadListing } from './lead';
import { keptListing } from './listing-kept';
import { siteDb } from '../databases/site-db';
import type { PlatformBindings } from '../types';

// One outbox row of an agency kind read into a Lead (lead.ts): the person, the message, the
// listing as the CRM knows it (D1's external-id map, its reference, its page on the site's
// primary hostname; once the listing is gone, what the lead kept of it: listing-kept.ts), the
// visitor's attribution and what each kind carries of its own.

export { LEAD_OUTBOX_KINDS };

export function isLeadKind(kind: string): boolean {
  return (LEAD_OUTBOX_KINDS as readonly string[]).includes(kind);
}

const HEAD_TYPE_CODES = new Map<number, string>(Object.entries(HEAD_TYPES).map(([code, id]) => [id, code]));

/** A document's value as trimmed text, or undefined. */
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The pages viewed the form carried (checked by the form's schema), path and title only; undefined when none. */
function pagesOf(value: unknown): Attribution['pages'] {
  if (!Array.isArray(value)) return undefined;
  const pages = value.flatMap((page: Record<string, unknown> | null) => {
    const path = str(page?.path);
    const title = str(page?.title);
    return path ? [title ? { path, title } : { path }] : [];
  });
  return pages.length > 0 ? pages : undefined;
}

/** The attribution the form carried (shared/contract/attribution.ts), text fields only. */
export function attributionOf(value: unknown): Attribution | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const raw = value as Record<string, unknown>;
  const group = (entry: unknown, keys: readonly string[]) => {
    if (!entry || typeof entry !== 'object') return undefined;
    const picked = Object.fromEntries(
      keys.flatMap((key) => (str((entry as Record<string, unknown>)[key]) ? [[key, str((entry as Record<string, unknown>)[key])!]] : [])),
    );
    return Object.keys(picked).length > 0 ? picked : undefined;
  };
  const attribution: Attribution = {
    landingPage: str(raw.landingPage),
    referrer: str(raw.referrer),
    utm: group(raw.utm, ['source', 'medium', 'campaign', 'term', 'content']),
    clickIds: group(raw.clickIds, ['gclid', 'fbclid', 'msclkid']),
    landedAt: str(raw.landedAt),
    pages: pagesOf(raw.pages),
  };
  const kept = Object.fromEntries(Object.entries(attribution).filter(([, entry]) => entry !== undefined)) as Attribution;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** The origin of a site's links: its primary hostname's (the rule of shared/domain/site-origin.ts; `localPort`: LOCAL_SITES_PORT). */
function originOf(site: RawSite | null, localPort?: string): string | undefined {
  const host = site?.primaryHostname ?? site?.hostnames?.[0];
  return host ? hostOrigin(host, 'http:', localPort) : undefined;
}

/** An estate (or a project's unit) as the CRM knows it; once the estate is gone, as the lead kept it (`kept`: listing-kept.ts). */
async function estateListing(
  db: D1Database,
  siteId: number,
  estateId: number,
  locale: Locale,
  origin: string | undefined,
  kept: ReturnType<typeof keptListing>,
): Promise<LeadListing> {
  const row = await db
    .prepare(
      `SELECT json_extract(e.document, '$.general.reference') AS reference, json_extract(e.document, '$.general.title') AS title,
              x.source, x.external_id, x.parent_external_id
       FROM estates e LEFT JOIN external_ids x ON x.estate_id = e.id AND x.site_id = e.site_id WHERE e.id = ?1 AND e.site_id = ?2`,
    )
    .bind(estateId, siteId)
    .first<{ reference: string | null; title: string | null; source: string | null; external_id: string | null; parent_external_id: string | null }>();
  const title = row?.title ? localizedValue(JSON.parse(row.title) as Record<string, string>, locale) : '';
  if (!row) return clean({ estateId, ...kept });
  return clean({
    estateId,
    source: row.source ?? undefined,
    externalId: row.external_id ?? undefined,
    parentExternalId: row.parent_external_id ?? undefined,
    reference: str(row.reference),
    url: origin ? origin + buildPath('estate', { estateId }, locale) : undefined,
    title: title || undefined,
  });
}

/** A holiday unit as the CRM knows it (the reservation's document names its reference and place; `kept`: its source and id when it was made). */
async function unitListing(
  db: D1Database,
  siteId: number,
  unit: Record<string, unknown>,
  locale: Locale,
  origin: string | undefined,
  kept: ReturnType<typeof keptListing>,
): Promise<LeadListing | undefined> {
  const rentalUnitId = num(unit.id);
  if (rentalUnitId === undefined) return undefined;
  const row = await db
    .prepare('SELECT source, external_id FROM rental_external_ids WHERE unit_id = ?1 AND site_id = ?2')
    .bind(rentalUnitId, siteId)
    .first<{ source: string; external_id: string }>();
  const city = unit.city as { name?: Record<string, string> } | undefined;
  const place = city?.name ? localizedValue(city.name, locale) : '';
  return clean({
    rentalUnitId,
    source: row?.source ?? kept.source,
    externalId: row?.external_id ?? kept.externalId,
    reference: str(unit.reference) ?? kept.reference,
    url: origin ? origin + buildPath('holidayRental', { rentalUnitId }, locale) : undefined,
    title: [str(unit.reference), place].filter(Boolean).join(', ') || undefined,
  });
}

/** A subscription's criteria: postal codes from the cities table, type codes from head type ids. */
async function criteriaOf(db: D1Database, raw: Record<string, unknown>, locale: Locale): Promise<LeadCriteria> {
  const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : []);
  const cityIds = ids(raw.cityIds);
  const cities = cityIds.length
    ? (
        await db
          .prepare('SELECT zip, name FROM cities WHERE id IN (SELECT value FROM json_each(?1)) ORDER BY zip')
          .bind(JSON.stringify(cityIds))
          .all<{ zip: string; name: string }>()
      ).results
    : [];
  const statuses = Array.isArray(raw.statuses) ? raw.statuses : [];
  return clean({
    negotiation: [...(statuses.includes('FOR_SALE') ? ['sale' as const] : []), ...(statuses.includes('TO_RENT') ? ['let' as const] : [])],
    types: ids(raw.headTypeIds).flatMap((id) => (HEAD_TYPE_CODES.has(id) ? [HEAD_TYPE_CODES.get(id)!] : [])),
    priceMin: num(raw.priceMin),
    priceMax: num(raw.priceMax),
    bedroomsMin: num(raw.bedroomsMin),
    postalCodes: [...new Set(cities.map((city) => city.zip))],
    cities: cities.map((city) => localizedValue(JSON.parse(city.name) as Record<string, string>, locale)).filter(Boolean),
  });
}

/** The CRM's event of the appointment a cancellation cancels: its outbox row's crm_state. */
async function eventOfAppointment(db: D1Database, siteId: number, appointmentId: string): Promise<string | undefined> {
  const row = await db
    .prepare(
      "SELECT crm_state FROM outbox WHERE site_id = ?1 AND kind = 'appointment' AND json_extract(document, '$.id') = ?2 AND crm_state IS NOT NULL LIMIT 1",
    )
    .bind(siteId, appointmentId)
    .first<{ crm_state: string }>();
  return row ? (JSON.parse(row.crm_state) as LeadCrmState).eventId : undefined;
}

async function slotOf(db: D1Database, slotId: unknown): Promise<{ start?: string; end?: string }> {
  if (typeof slotId !== 'number') return {};
  const slot = await db.prepare('SELECT starts_at, ends_at FROM agenda_slots WHERE id = ?1').bind(slotId).first<{ starts_at: string; ends_at: string }>();
  return { start: slot?.starts_at, end: slot?.ends_at };
}

function clean<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

function kindOf(message: OutboxMessage): LeadKind | null {
  switch (message.kind) {
    case 'contact-request':
      return /^(estimate|valuation)/i.test(str(message.document.source) ?? '') ? 'valuation' : 'contact';
    case 'appointment':
      return 'viewing';
    case 'appointment-cancellation':
      return 'viewing-cancelled';
    case 'rental-reservation':
      return 'reservation';
    case 'subscription':
      return 'subscription';
    default:
      return null;
  }
}

/**
 * The lead an outbox message is, or null for a kind that is not one (confirmations, alerts,
 * send-to-a-friend). `site` is the message's site (its primary hostname makes the URLs).
 * @example await leadOf(env, message, site)
 * // { kind: 'contact', listing: { externalId: 'b0c1…', reference: 'GENT-12', url: 'https://www.immo.be/nl/aanbod/12' }, … }
 */
export async function leadOf(env: PlatformBindings, message: OutboxMessage, site: RawSite | null = null): Promise<Lead | null> {
  const kind = kindOf(message);
  if (!kind) return null;
  const db = await siteDb(env, message.siteId);
  const document = message.document;
  const locale: Locale = isLocale(document.locale) ? document.locale : isLocale(site?.defaultLanguage) ? site.defaultLanguage : DEFAULT_LOCALE;
  const origin = originOf(site, env.LOCAL_SITES_PORT);
  const page = str(document.page);
  const lead: Lead = clean({
    id: message.id,
    siteId: message.siteId,
    kind,
    outboxKind: message.kind,
    createdAt: message.createdAt,
    locale,
    agencyLocale: isLocale(site?.defaultLanguage) ? site.defaultLanguage : DEFAULT_LOCALE,
    person: clean({ firstName: str(document.firstName), lastName: str(document.lastName), email: str(document.email), phone: str(document.phone) }),
    subject: str(document.subject),
    message: typeof document.message === 'string' && document.message.trim() ? document.message.trim() : undefined,
    attribution: attributionOf(document.attribution),
    crmOrigin: crmOriginOf(site?.delivery?.crmOrigins, attributionOf(document.attribution)),
    pageUrl: page && origin && page.startsWith('/') && !page.startsWith('//') ? origin + page : page,
    consent: typeof document.consent === 'boolean' ? document.consent : document.privacy === true || document.privacy === 'yes' ? true : undefined,
  });
  const estateId = num(document.estateId);
  const kept = keptListing(document);
  if (estateId !== undefined) lead.listing = await estateListing(db, message.siteId, estateId, locale, origin, kept);
  if (document.fields && typeof document.fields === 'object') lead.fields = document.fields as Record<string, string | boolean>;
  if (kind === 'viewing' || kind === 'viewing-cancelled') {
    const appointmentId = str(document.id) ?? message.id;
    const slot = await slotOf(db, document.slotId);
    lead.viewing = clean({ appointmentId, start: slot.start ?? str(document.start) ?? '', end: slot.end ?? str(document.end) });
    if (kind === 'viewing-cancelled') {
      const crmEventId = await eventOfAppointment(db, message.siteId, appointmentId);
      if (crmEventId) lead.viewing.crmEventId = crmEventId;
    }
  }
  if (kind === 'reservation') {
    const unit = (document.unit ?? {}) as Record<string, unknown>;
    const period = (document.period ?? {}) as Record<string, unknown>;
    const listing = await unitListing(db, message.siteId, { ...unit, id: num(unit.id) ?? num(document.unitId) }, locale, origin, kept);
    if (listing) lead.listing = listing;
    lead.reservation = clean({ start: str(period.start) ?? '', end: str(period.end) ?? '', guests: num(document.guests) ?? 1, unitLabel: listing?.title });
  }
  if (kind === 'subscription') {
    lead.criteria = await criteriaOf(db, (document.criteria ?? {}) as Record<string, unknown>, locale);
    if (document.consent === true) lead.consent = true;
  }
  return lead;
}
