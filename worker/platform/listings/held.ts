import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { Refusal } from '../connections/sync-log';
import { keyOf } from './record-batch';
import { CONSOLE_SOURCE } from '../../../shared/contract/console-listings';
import type { NormalizedListing, NormalizedUnit } from './normalized';
import type { HeldReason, HeldUnit } from '../../../shared/contract/console-crm';
import { judgeMagnitudes, type MagnitudeFinding, type StoredMagnitudes } from './plausibility';

/*
 * Writes held for the owner (migrations/0056_held_listings.sql): a listing, or a project's unit,
 * whose magnitudes are not believable (plausibility.ts) is not written and its previous version
 * stays online; the record waits in held_listings until the owner accepts it in the console
 * (written then with those values accepted) or a newer write of it replaces or releases it.
 */

/** A held value of a record: the unit's own id (or the listing's), the field, the value online and the one sent. */
export interface HeldFinding extends MagnitudeFinding {
  externalId: string;
}

/** A held write as the console lists it. */
export interface HeldListing {
  source: string;
  externalId: string;
  heldAt: string;
  findings: HeldFinding[];
}

/** The source ids of a site's held writes (usually none: one query a batch). */
export async function heldKeys(db: D1Database, siteId: number): Promise<Set<string>> {
  const { results } = await db
    .prepare('SELECT source, external_id FROM held_listings WHERE site_id = ?1')
    .bind(siteId)
    .all<{ source: string; external_id: string }>();
  return new Set(results.map((row) => keyOf(row.source, row.external_id)));
}

/** Holds a record with what was found (replacing an earlier hold of it). */
export function holdStatement(db: D1Database, siteId: number, record: NormalizedListing, findings: HeldFinding[], now: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO held_listings (site_id, source, external_id, record, findings, held_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (site_id, source, external_id) DO UPDATE SET record = excluded.record, findings = excluded.findings, held_at = excluded.held_at`,
    )
    .bind(siteId, record.source, record.externalId, JSON.stringify(record), JSON.stringify(findings), now);
}

/** Releases a record's hold: a newer write of it was taken as sent, or the owner accepted it. */
export const releaseStatement = (db: D1Database, siteId: number, source: string, externalId: string): D1PreparedStatement =>
  db.prepare('DELETE FROM held_listings WHERE site_id = ?1 AND source = ?2 AND external_id = ?3').bind(siteId, source, externalId);

const english = (value: number) => value.toLocaleString('en');
/** A held value in the log's words: '€ 385,000', '€ 1,200 a month', '120 m²', '3'. */
const UNIT_WORDS: Record<HeldUnit, (value: number) => string> = {
  euro: (value) => `€ ${english(value)}`,
  euroMonth: (value) => `€ ${english(value)}`,
  euroYear: (value) => `€ ${english(value)}`,
  squareMetre: (value) => `${english(value)} m²`,
  count: english,
};
const PERIOD_WORDS: Partial<Record<HeldUnit, string>> = { euroMonth: ' a month', euroYear: ' a year' };
/** A type in words with its article: 'a house', 'an apartment'. */
const aType = (type: string) => `${/^[aeiou]/i.test(type) ? 'an' : 'a'} ${type.toLowerCase()}`;

/**
 * Why a value is held in the sync log's words, English as the rest of its lines (the ingest API
 * answers them too); the console words a held write's reasons in the reader's language instead.
 */
export function reasonInEnglish(reason: HeldReason, path: string): string {
  const online = path === 'price.amount' ? 'the price online' : 'online';
  switch (reason.key) {
    case 'higher':
    case 'lower':
      return `${english(reason.times)} times ${reason.key} than ${online}`;
    case 'zero':
      return 'turned 0';
    case 'priceTakenOff':
      return 'takes the price off a listing on the market (no amount and no "price on request")';
    case 'range': {
      const unit = UNIT_WORDS[reason.unit];
      const { low, high } = reason;
      const range = low !== null && high !== null ? `${unit(low)}–${unit(high)}` : low !== null ? `at least ${unit(low)}` : `at most ${unit(high!)}`;
      return `outside the range for ${aType(reason.type)} (${range}${PERIOD_WORDS[reason.unit] ?? ''})`;
    }
    case 'unworded':
      return reason.text;
  }
}

/** The sync log's line of a held value: the field, the value online and the one sent, and that the owner decides. */
export function heldLine(source: string, finding: HeldFinding, where: string): Refusal {
  const shown = (value: number | null) => (value === null ? 'none' : String(value));
  return {
    source,
    externalId: finding.externalId,
    path: `${where}${finding.path}`,
    reason:
      `held for the owner: ${shown(finding.old)} → ${shown(finding.new)}, ${reasonInEnglish(finding.reason, finding.path)}; ` +
      'the version online stays until the owner accepts it in the console',
    held: true,
    value: { old: finding.old, new: finding.new, oldUnit: finding.oldUnit, newUnit: finding.newUnit, reason: finding.reason },
  };
}

/** A unit by the field, for a hold recorded before findings carried their units. */
const unitOf = (path: string): HeldUnit => (path.startsWith('price.') ? 'euro' : path.startsWith('areas.') ? 'squareMetre' : 'count');

/**
 * A stored hold's findings as they are now: one recorded before reasons had keys (its reason an
 * English sentence, no units) keeps its sentence, unworded, and takes its field's unit.
 */
function findingsOf(json: string): HeldFinding[] {
  return (JSON.parse(json) as (Omit<HeldFinding, 'reason'> & { reason: HeldReason | string })[]).map((finding) => ({
    ...finding,
    oldUnit: finding.oldUnit ?? unitOf(finding.path),
    newUnit: finding.newUnit ?? unitOf(finding.path),
    reason: typeof finding.reason === 'string' ? { key: 'unworded', text: finding.reason } : finding.reason,
  }));
}

/** A site's held writes, oldest first. */
export async function heldListings(db: D1Database, siteId: number): Promise<HeldListing[]> {
  const { results } = await db
    .prepare('SELECT source, external_id, findings, held_at FROM held_listings WHERE site_id = ?1 ORDER BY held_at, source, external_id LIMIT 200')
    .bind(siteId)
    .all<{ source: string; external_id: string; findings: string; held_at: string }>();
  return results.map((row) => ({ source: row.source, externalId: row.external_id, heldAt: row.held_at, findings: findingsOf(row.findings) }));
}

/** A held write's record and findings, or null when there is none (accepted or replaced meanwhile). */
export async function heldRecord(
  db: D1Database,
  siteId: number,
  source: string,
  externalId: string,
): Promise<{ record: NormalizedListing; findings: HeldFinding[] } | null> {
  const row = await db
    .prepare('SELECT record, findings FROM held_listings WHERE site_id = ?1 AND source = ?2 AND external_id = ?3')
    .bind(siteId, source, externalId)
    .first<{ record: string; findings: string }>();
  return row ? { record: JSON.parse(row.record) as NormalizedListing, findings: findingsOf(row.findings) } : null;
}

/** Whether a finding is one the owner accepted (the same record, field and value). */
export const acceptedBy = (accepted: readonly HeldFinding[]) => (externalId: string, finding: MagnitudeFinding) =>
  accepted.some((one) => one.externalId === externalId && one.path === finding.path && one.new === finding.new);

/**
 * What is held of a listing: its own values (then nothing of it is written), and each unit's by
 * its index in the project (then the rest is written). A value the owner accepted is not held;
 * the agency's own listings, typed in the console, are the owner's already.
 */
export function judgeListing(
  listing: NormalizedListing,
  storedOf: (record: NormalizedUnit) => StoredMagnitudes | undefined,
  isAccepted: (externalId: string, finding: MagnitudeFinding) => boolean,
): { listing: HeldFinding[]; units: { index: number; findings: HeldFinding[] }[] } {
  if (listing.source === CONSOLE_SOURCE) return { listing: [], units: [] };
  const judge = (record: NormalizedUnit) =>
    judgeMagnitudes(record, storedOf(record))
      .filter((finding) => !isAccepted(record.externalId, finding))
      .map((finding) => ({ externalId: record.externalId, ...finding }));
  const units = listing.units.map((unit, index) => ({ index, findings: judge(unit) })).filter(({ findings }) => findings.length > 0);
  return { listing: judge(listing), units };
}
