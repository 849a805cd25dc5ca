import type { LeadFailure } from '../../../shared/contract/console';
import type { RawSite } from '../../../shared/contract/raw/site';
import { crmConnectionsOf, leadConnectionOf, type SiteCrmConnection } from '../delivery/crm';
import { destinationsFor } from '../delivery/destinations';
import { AGENCY_KINDS } from '../delivery/mail-texts';
import type { OutboxMessage, OutboxRow } from '../delivery/outbox-message';
import { fail } from '../kit/http';
import type { PlatformBindings } from '../types';
import { isLeadKind } from './from-outbox';
import { keptListing } from './listing-kept';
import { siteDb } from '../databases/site-db';

/**
 * A site's leads (the outbox rows of the agency kinds), newest first, each with the person, the
 * listing as we and its source know it, where the visitor came from and its delivery. One
 * function for all who list them: the admin API (site-api/leads.ts) and the console's list and
 * CSV export (console-api/routes.ts).
 */

export interface LeadFilters {
  kind: string | null;
  status: string | null;
  /** 1: only the leads that need attention, 0: only the others, null: both. */
  needsAttention: 0 | 1 | null;
  limit: number;
  /** The id of the lead after which the page starts (the previous answer's `next`). */
  before?: string;
}

export const LEAD_STATUSES = ['pending', 'delivered', 'failed', 'stored'] as const;
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

type LeadRow = Pick<
  OutboxRow,
  'id' | 'kind' | 'document' | 'created_at' | 'status' | 'attempts' | 'last_error' | 'delivered_to' | 'needs_attention' | 'redrives' | 'failure'
> & {
  estate_id: number | null;
  estate_reference: string | null;
  estate_source: string | null;
  estate_external_id: string | null;
  estate_parent_external_id: string | null;
  unit_id: number | null;
  unit_reference: string | null;
  unit_source: string | null;
  unit_external_id: string | null;
  booked_at: string | null;
};

/** The listing of a lead: its estate (or a project's unit) or its holiday unit, only of the lead's own site. */
const SELECT_LEADS = `SELECT
  o.id, o.kind, o.document, o.created_at, o.status, o.attempts, o.last_error, o.delivered_to, o.needs_attention, o.redrives, o.failure,
    e.id AS estate_id, json_extract(e.document, '$.general.reference') AS estate_reference,
    x.source AS estate_source, x.external_id AS estate_external_id, x.parent_external_id AS estate_parent_external_id,
    u.id AS unit_id, json_extract(u.document, '$.general.building.rentalName') AS unit_reference, ux.source AS unit_source, ux.external_id AS unit_external_id,
    json_extract(rr.document, '$.bookedAt') AS booked_at
  FROM outbox o
  LEFT JOIN estates e ON e.id = json_extract(o.document, '$.estateId') AND e.site_id = o.site_id
  LEFT JOIN external_ids x ON x.estate_id = e.id AND x.site_id = o.site_id
  LEFT JOIN rental_units u ON u.id = coalesce(json_extract(o.document, '$.unitId'), json_extract(o.document, '$.unit.id')) AND u.site_id = o.site_id
  LEFT JOIN rental_external_ids ux ON ux.unit_id = u.id AND ux.site_id = o.site_id
  LEFT JOIN rental_reservations rr ON o.kind = 'rental-reservation' AND rr.id = json_extract(o.document, '$.id') AND rr.site_id = o.site_id
  WHERE o.site_id = ?1 AND o.kind IN (SELECT value FROM json_each(?2)) AND (?3 IS NULL OR o.kind = ?3) AND (?4 IS NULL OR o.status = ?4)
    AND (?5 IS NULL OR (o.needs_attention IS NOT NULL) = ?5) AND (?6 IS NULL OR (o.created_at, o.rowid) < (?6, ?7))
  ORDER BY o.created_at DESC, o.rowid DESC LIMIT ?8`;

/** The filters of a leads listing from its query (?kind ?status ?needsAttention ?limit ?before), or a 400. */
export function leadFilters(c: { req: { query(name: string): string | undefined } }): LeadFilters {
  const kind = c.req.query('kind');
  if (kind !== undefined && !(AGENCY_KINDS as readonly string[]).includes(kind)) fail(400, `kind must be one of ${AGENCY_KINDS.join(', ')}`);
  const status = c.req.query('status');
  if (status !== undefined && !(LEAD_STATUSES as readonly string[]).includes(status)) fail(400, `status must be one of ${LEAD_STATUSES.join(', ')}`);
  const attention = c.req.query('needsAttention');
  if (attention !== undefined && attention !== 'true' && attention !== 'false') fail(400, 'needsAttention must be true or false');
  const limitText = c.req.query('limit') ?? String(DEFAULT_LIMIT);
  const limit = Number(limitText);
  if (!/^\d{1,3}$/.test(limitText) || limit < 1 || limit > MAX_LIMIT) fail(400, `limit must be a whole number from 1 to ${MAX_LIMIT}`);
  const before = c.req.query('before');
  if (before !== undefined && !/^[\w-]{1,100}$/.test(before)) fail(400, 'before must be the id of a lead (the answer’s next)');
  return {
    kind: kind ?? null,
    status: status ?? null,
    needsAttention: attention === undefined ? null : attention === 'true' ? 1 : 0,
    limit,
    ...(before === undefined ? {} : { before }),
  };
}

export type Lead = ReturnType<typeof leadOf>;

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

function leadOf(row: LeadRow, siteId: number, site: RawSite, env: PlatformBindings, connections: readonly SiteCrmConnection[]) {
  const document = JSON.parse(row.document) as Record<string, unknown>;
  const message: OutboxMessage = { id: row.id, siteId, kind: row.kind, createdAt: row.created_at, document };
  const name = [textOrNull(document.firstName), textOrNull(document.lastName)].filter(Boolean).join(' ');
  const estateId = row.estate_id ?? (typeof document.estateId === 'number' ? document.estateId : null);
  const unit = document.unit as { id?: unknown } | undefined;
  const rentalUnitId = row.unit_id ?? (typeof document.unitId === 'number' ? document.unitId : typeof unit?.id === 'number' ? unit.id : null);
  // The listing now, else as the lead kept it when it was made (the CRM deleted it since: listing-kept.ts).
  const kept = keptListing(document);
  const listing =
    row.estate_id !== null
      ? {
          estateId: row.estate_id,
          source: row.estate_source,
          externalId: row.estate_external_id,
          parentExternalId: row.estate_parent_external_id,
          reference: row.estate_reference,
        }
      : estateId !== null
        ? {
            estateId,
            source: kept.source ?? null,
            externalId: kept.externalId ?? null,
            parentExternalId: kept.parentExternalId ?? null,
            reference: kept.reference ?? null,
          }
        : rentalUnitId !== null
          ? {
              rentalUnitId,
              source: row.unit_source ?? kept.source ?? null,
              externalId: row.unit_external_id ?? kept.externalId ?? null,
              reference: row.unit_reference ?? kept.reference ?? null,
            }
          : null;
  const crm = isLeadKind(row.kind) ? leadConnectionOf(connections, listing) : null;
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    person: { name: name || null, email: textOrNull(document.email), phone: textOrNull(document.phone) },
    listing,
    attribution: document.attribution ?? null,
    destinations: destinationsFor(message, site, env, crm ? { connection: crm, state: {}, needsAttention: row.needs_attention } : null).map(
      (destination) => destination.name,
    ),
    deliveredTo: JSON.parse(row.delivered_to) as string[],
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    needsAttention: row.needs_attention,
    failure: row.failure ? (JSON.parse(row.failure) as LeadFailure) : null,
    redrives: row.redrives,
    // A holiday reservation request the agency marked booked: when (leads/booked.ts); null otherwise.
    bookedAt: row.booked_at,
  };
}

/** A page of a site's leads (the filters' limit at most) and the id to ask the next page with; a 404 when the site does not exist. */
export async function listLeads(env: PlatformBindings, siteId: number, filters: LeadFilters): Promise<{ leads: Lead[]; next: string | null }> {
  const { kind, status, needsAttention, limit, before } = filters;
  const site = await env.DB.prepare('SELECT document FROM sites WHERE id = ?1').bind(siteId).first<{ document: string }>();
  if (!site) fail(404, `Site ${siteId} does not exist`);
  const db = await siteDb(env, siteId);
  let cursor: { created_at: string; rowid: number } | null = null;
  if (before !== undefined) {
    cursor = await db
      .prepare('SELECT created_at, rowid FROM outbox WHERE id = ?1 AND site_id = ?2')
      .bind(before, siteId)
      .first<{ created_at: string; rowid: number }>();
    if (!cursor) fail(400, `before must be the id of one of site ${siteId}'s leads (the answer’s next)`);
  }
  const rows = await db
    .prepare(SELECT_LEADS)
    .bind(siteId, JSON.stringify(AGENCY_KINDS), kind, status, needsAttention, cursor?.created_at ?? null, cursor?.rowid ?? null, limit + 1)
    .all<LeadRow>();
  const document = JSON.parse(site.document) as RawSite;
  const connections = await crmConnectionsOf(env.DB, siteId);
  const page = rows.results.slice(0, limit).map((row) => leadOf(row, siteId, document, env, connections));
  return { leads: page, next: rows.results.length > limit ? page[page.length - 1]!.id : null };
}
