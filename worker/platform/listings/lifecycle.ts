import type { AdFact } from '../../../shared/domain/ad-rules';
import { CONSOLE_SOURCE } from '../../../shared/contract/console-listings';
import { retireEstates } from '../cache/retire';
import type { siteDb } from '../databases/site-db';
import { townCentre } from '../postal-codes';
import type { PlatformBindings } from '../types';
import { addressDisplayOf, type CheckedRecord, type ConsoleAdFinding, checkRecord } from './check';
import type { DraftRow } from './estate-store';
import { upsertListings } from './upsert';
import { recordPublication } from './versions';
import { queuePictures } from '../media/sizes';
import { queueTranslations } from '../translations/queue';

/*
 * A console listing published (docs/console-listings.md): its record checked as every writer's
 * is, judged by the legal guard on the day, written through the one upsert, the site's cached
 * answers of it retired and the record kept as a version. The console's API answers each outcome.
 */

/** A listing's position: the one given, else its postal code's town centre. */
export function centreOf(address: { postalCode?: unknown; city?: unknown } | undefined): { lat: number; lon: number } | null {
  return typeof address?.postalCode === 'string' ? townCentre(address.postalCode, typeof address.city === 'string' ? address.city : null) : null;
}

/** What publishing a record of a draft came to. */
export type Publication =
  | { outcome: 'published'; estateId: number }
  | { outcome: 'refused'; checked: Extract<CheckedRecord, { ok: false }> }
  | { outcome: 'adFacts'; missing: AdFact[]; findings: ConsoleAdFinding[] }
  | { outcome: 'upsertRefused'; reason: string; field: string | undefined };

/** Which record of which draft is published, by whom: its draft's version, and the version it restores (or null). */
export interface PublishedRecord {
  row: DraftRow;
  record: string;
  draftVersion: number;
  restoredFrom: number | null;
  by: string;
}

/**
 * Publishes a record of the draft through the upsert once the legal guard finds nothing
 * missing or refused today, retires the site's cached answers of it and keeps it as a version.
 */
export async function publishListing(
  env: PlatformBindings,
  db: Awaited<ReturnType<typeof siteDb>>,
  siteId: number,
  { row, record, draftVersion, restoredFrom, by }: PublishedRecord,
): Promise<Publication> {
  const now = new Date().toISOString();
  const display = await addressDisplayOf(env.DB, siteId);
  const checked = checkRecord(JSON.parse(record) as Record<string, unknown>, row.external_id, now, siteId, display);
  if (!checked.ok) return { outcome: 'refused', checked };
  if (checked.missing.length > 0) return { outcome: 'adFacts', missing: checked.missing, findings: checked.findings };
  // Without a position of its own, the listing is pinned at its postal code's town centre.
  const listing = { ...checked.listing, location: checked.listing.location ?? centreOf(checked.listing.address) };
  const outcome = await upsertListings(db, siteId, [listing], now, { display });
  if (outcome.refused > 0) return { outcome: 'upsertRefused', reason: outcome.refusals[0]?.reason ?? 'refused', field: outcome.refusals[0]?.path };
  await retireEstates(env.CACHE, siteId, outcome.changedEstateIds);
  await queuePictures(env, siteId, outcome.pictures);
  await queueTranslations(env, siteId, outcome.translate);
  await recordPublication(db, siteId, row.id, draftVersion, checked.listing, by, now, restoredFrom);
  const estate = await db
    .prepare(`SELECT estate_id FROM external_ids WHERE site_id = ?1 AND source = '${CONSOLE_SOURCE}' AND external_id = ?2`)
    .bind(siteId, row.external_id)
    .first<number>('estate_id');
  return { outcome: 'published', estateId: estate! };
}
