import type { D1Database } from '@cloudflare/workers-types';
import type { ConsoleSite } from '../../../shared/contract/console';
import type { ProcessingActivity, ProcessingRegister } from '../../../shared/contract/console-privacy';
import { retentionMonthsOf } from '../../../shared/domain/retention';
import { crmOf } from '../crm/crms';
import { crmConnectionsOf } from '../delivery/crm';
import { LISTING_SIGNALS_KIND } from '../signals/mail';
import { siteDb } from '../databases/site-db';
import { storedSite } from '../sites/store';
import type { PlatformBindings } from '../types';

/*
 * The agency's register of processing activities (GDPR art. 30, docs/privacy.md "The register"),
 * made from what the platform holds of its site now: each kind of record with how many are kept
 * and which categories of personal data their stored fields hold, where leads go, the
 * controller and the retention. The console words it (worker/console/privacy/register.tsx).
 */

/** The stored fields that hold personal data, by the category the register names; other fields name nobody. */
const CATEGORY: Readonly<Record<string, string>> = {
  firstName: 'name',
  lastName: 'name',
  senderName: 'name',
  email: 'email',
  senderEmail: 'email',
  friendEmail: 'email',
  to: 'email',
  phone: 'phone',
  message: 'message',
  subject: 'message',
  mail: 'message',
  fields: 'formAnswers',
  attribution: 'browsing',
  criteria: 'searchCriteria',
  listings: 'searchCriteria',
  guests: 'stay',
  period: 'stay',
  slotId: 'viewing',
};

type Counted = { activity: string; records: number; keys: string | null; accounting?: number };

/** A table's records of the site and the keys of their JSON column, by activity (`group`: an SQL expression, or a fixed name). */
function counted(db: D1Database, siteId: number, table: string, column: string, group: string, where = '1'): Promise<Counted[]> {
  return db
    .prepare(
      `SELECT ${group} AS activity, count(DISTINCT t.rowid) AS records, group_concat(DISTINCT j.key) AS keys
       FROM ${table} t LEFT JOIN json_each(t.${column}) j WHERE t.site_id = ?1 AND ${where} GROUP BY 1`,
    )
    .bind(siteId)
    .all<Counted>()
    .then((answer) => answer.results);
}

/** An activity of the register from its counted rows, with `more` categories its columns hold besides the JSON. */
function activityOf({ activity, records, keys, accounting }: Counted, more: readonly string[] = []): ProcessingActivity {
  const data = new Set([...(records > 0 ? more : []), ...(keys ?? '').split(',').flatMap((key) => (CATEGORY[key] ? [CATEGORY[key]] : []))]);
  return { activity, records, data: [...data].sort(), accountingRecords: accounting ?? 0 };
}

/** The register of the site's processing, as the platform holds it now. */
export async function processingRegister(env: PlatformBindings, site: ConsoleSite): Promise<ProcessingRegister> {
  const stored = await storedSite(env.DB, site.id);
  const db = await siteDb(env, site.id);
  const one = (sql: string, database = db) => database.prepare(sql).bind(site.id).first<number>('n');
  const [leads, viewings, reservations, subscriptions, assistants, connections, accounting, portal, team, log] = await Promise.all([
    counted(db, site.id, 'outbox', 'document', 't.kind', `t.erased_at IS NULL AND t.kind <> '${LISTING_SIGNALS_KIND}'`),
    counted(db, site.id, 'appointments', 'document', "'viewings'", 't.erased_at IS NULL'),
    counted(db, site.id, 'rental_reservations', 'document', "'reservations'", 't.erased_at IS NULL'),
    counted(db, site.id, 'subscriptions', 'document', "'subscriptions'"),
    counted(db, site.id, 'assistant_requests', 'payload', "'assistants'"),
    crmConnectionsOf(env.DB, site.id),
    one("SELECT count(*) AS n FROM rental_reservations WHERE site_id = ?1 AND json_extract(document, '$.keptUntil') IS NOT NULL"),
    one('SELECT count(*) AS n FROM portal_enquiries WHERE site_id = ?1 AND erased_at IS NULL', env.DB),
    one('SELECT count(*) AS n FROM console_memberships WHERE site_id = ?1', env.DB),
    one('SELECT count(*) AS n FROM access_log WHERE site_id = ?1'),
  ]);
  // A table of one activity answers no row when it holds none: the activity is listed all the same, with none.
  const only = (rows: Counted[], activity: string): Counted => rows[0] ?? { activity, records: 0, keys: null };
  const reserved = only(reservations, 'reservations');
  const activities = [
    ...leads.map((row) => activityOf(row)),
    activityOf(only(viewings, 'viewings')),
    activityOf({ ...reserved, records: reserved.records + (accounting ?? 0), accounting: accounting ?? 0 }, accounting ? ['name', 'stay'] : []),
    activityOf(only(subscriptions, 'subscriptions'), ['email']),
    activityOf(only(assistants, 'assistants'), ['email']),
    activityOf({ activity: 'portal', records: portal ?? 0, keys: null }, portal ? ['email', 'message'] : []),
    activityOf({ activity: 'team', records: team ?? 0, keys: null }, ['email']),
    activityOf({ activity: 'accessLog', records: log ?? 0, keys: null }, log ? ['email'] : []),
  ];
  const crms = connections.flatMap((connection) => (crmOf(connection.kind) ? [`crm:${crmOf(connection.kind)!.name}`] : []));
  const webhook = stored.delivery?.webhook?.url ? [`webhook:${new URL(stored.delivery.webhook.url).host}`] : [];
  const mailbox = stored.delivery?.email?.to ? [`mail:${stored.delivery.email.to}`] : [];
  return {
    site,
    controller: stored.legal?.privacy?.controller ?? stored.legal?.company ?? stored.name,
    contact: stored.legal?.privacy?.email ?? stored.contact?.email ?? null,
    retentionMonths: retentionMonthsOf(stored.legal),
    recipients: [...new Set([...crms, ...webhook, ...mailbox])],
    activities,
  };
}
