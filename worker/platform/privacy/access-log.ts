import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { AccessAction, AccessEntry } from '../../../shared/contract/console-privacy';
import type { LeadFilters } from '../leads/list';
import { siteDb } from '../databases/site-db';
import type { PlatformBindings } from '../types';

/*
 * The access log of an agency's visitors' data (migration 0057, docs/privacy.md "Who saw what"):
 * who looked at or took the leads, when, what (a count and the filters, never whose data), kept
 * as long as the leads (the retention step drops older entries), shown to the agency's owners.
 */

/** Who the platform's admin API is in the log: it acts with the operators' token, not as a person. */
export const ADMIN_API = 'admin API';

/** The entries shown at most, newest first. */
const SHOWN = 500;

/** The statement that records one access (in a batch with an erasure, so neither happens without the other). */
export function accessEntry(db: D1Database, siteId: number, entry: Omit<AccessEntry, 'at'>, at: string): D1PreparedStatement {
  return db
    .prepare('INSERT INTO access_log (id, site_id, at, who, action, count, detail) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
    .bind(crypto.randomUUID(), siteId, at, entry.who, entry.action, entry.count, entry.detail);
}

/** Records one access to a site's visitors' data now. */
export async function logAccess(
  env: PlatformBindings,
  siteId: number,
  who: string,
  action: AccessAction,
  count: number,
  detail: string | null = null,
): Promise<void> {
  await accessEntry(await siteDb(env, siteId), siteId, { who, action, count, detail }, new Date().toISOString()).run();
}

/** The filters a leads listing or export was asked with, as one line (`kind=contact-request status=failed`); null: none. */
export function leadsDetail({ kind, status, needsAttention, before }: LeadFilters): string | null {
  const set = Object.entries({ kind, status, needsAttention, before }).filter(([, value]) => value !== null && value !== undefined);
  return set.length > 0 ? set.map(([name, value]) => `${name}=${value}`).join(' ') : null;
}

/** A site's access log, newest first. */
export async function accessLogOf(env: PlatformBindings, siteId: number): Promise<AccessEntry[]> {
  const { results } = await (await siteDb(env, siteId))
    .prepare('SELECT at, who, action, count, detail FROM access_log WHERE site_id = ?1 ORDER BY at DESC LIMIT ?2')
    .bind(siteId, SHOWN)
    .all<AccessEntry>();
  return results;
}
