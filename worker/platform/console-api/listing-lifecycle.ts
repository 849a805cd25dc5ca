import type { Context, Hono } from 'hono';
import { CONSOLE_SOURCE, listingAction } from '../../../shared/contract/console-listings';
import { retireEstates } from '../cache/retire';
import { upsertListings } from '../ingest/upsert';
import { siteDb } from '../site-db';
import { townCentre } from '../postal-codes';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { type DraftRow, draftOf, saveDraft } from './estate-store';
import { addressDisplayOf, checkRecord, refusedRecord } from './estate-check';
import { latestVersion, recordPublication, versionOf, withdraw } from './listing-versions';

/*
 * A console listing after its first publish (docs/console-listings.md): an earlier version
 * published again, the listing taken offline and put back online. Each is a `publisher` route
 * (owners, and editors unless the owners publish editors' changes) and names the draft's
 * version its screen showed: another save since is a conflict that says who and when.
 */

const conflict = (c: Context<ConsoleApiEnv>, row: DraftRow) =>
  c.json(
    {
      error: 'Someone saved this listing since you opened it',
      code: 'conflict',
      current: { version: row.version, updatedBy: row.updated_by, updatedAt: row.updated_at },
    },
    409,
  );

/** Changes saved since the last publish (or never published). */
const pending = (row: DraftRow) => row.published_version === null || row.version !== row.published_version;

async function draftIn(c: Context<ConsoleApiEnv>, draftId: string) {
  const db = await siteDb(c.env, c.var.site.id);
  return { db, row: await draftOf(db, c.var.site.id, Number(draftId)) };
}

/** A listing's position: the one given, else its postal code's town centre. */
export function centreOf(address: { postalCode?: unknown; city?: unknown } | undefined): { lat: number; lon: number } | null {
  return typeof address?.postalCode === 'string' ? townCentre(address.postalCode, typeof address.city === 'string' ? address.city : null) : null;
}

/**
 * Publishes a record of the draft through the ingest upsert once the legal guard finds nothing
 * missing or refused today (409 `adFacts`: the facts, and each finding with its rule's source
 * and the value's problem), retires the site's cached answers of it and keeps it as a version.
 */
export async function publishRecord(
  c: Context<ConsoleApiEnv>,
  db: Awaited<ReturnType<typeof siteDb>>,
  row: DraftRow,
  record: string,
  draftVersion: number,
  restoredFrom: number | null,
) {
  const siteId = c.var.site.id;
  const now = new Date().toISOString();
  const display = await addressDisplayOf(c.env.DB, siteId);
  const checked = checkRecord(JSON.parse(record) as Record<string, unknown>, row.external_id, now, siteId, display);
  if (!checked.ok) return refusedRecord(c, checked);
  if (checked.missing.length > 0)
    return c.json({ error: 'The ad lacks facts the law asks it to show', code: 'adFacts', labels: checked.missing, findings: checked.findings }, 409);
  // Without a position of its own, the listing is pinned at its postal code's town centre.
  const listing = { ...checked.listing, location: checked.listing.location ?? centreOf(checked.listing.address) };
  const outcome = await upsertListings(db, siteId, [listing], now, { display });
  if (outcome.refused > 0) return c.json({ error: outcome.refusals[0]?.reason ?? 'refused', field: outcome.refusals[0]?.path }, 400);
  await retireEstates(c.env.CACHE, siteId, outcome.changedEstateIds);
  await recordPublication(db, siteId, row.id, draftVersion, checked.listing, c.var.user.email, now, restoredFrom);
  const estate = await db
    .prepare(`SELECT estate_id FROM external_ids WHERE site_id = ?1 AND source = '${CONSOLE_SOURCE}' AND external_id = ?2`)
    .bind(siteId, row.external_id)
    .first<number>('estate_id');
  return c.json({ estateId: estate! }, 201);
}

export function listingLifecycleApi(api: Hono<ConsoleApiEnv>): void {
  on(
    api,
    'POST /sites/:siteId/estate-drafts/:draftId{[1-9][0-9]{0,14}}/versions/:versionId{[1-9][0-9]{0,14}}/restore',
    { role: 'publisher', body: listingAction },
    async (c, { params, json }) => {
      const { db, row } = await draftIn(c, params.draftId);
      const version = row && (await versionOf(db, c.var.site.id, row.id, Number(params.versionId)));
      if (!row || !version) return c.json({ error: 'No such version' }, 404);
      if (row.version !== json.version) return conflict(c, row);
      // As a page's rollback: never over changes saved and not published (they would be lost).
      if (pending(row))
        return c.json(
          {
            error: 'This listing has changes that are not published',
            code: 'pending',
            current: { version: row.version, updatedBy: row.updated_by, updatedAt: row.updated_at },
          },
          409,
        );
      const now = new Date().toISOString();
      const draftVersion = await saveDraft(db, c.var.site.id, row.id, version.record, json.version, c.var.user.email, now);
      if (draftVersion === null) return conflict(c, (await draftOf(db, c.var.site.id, row.id)) ?? row);
      return publishRecord(c, db, row, version.record, draftVersion, version.id);
    },
  );

  on(api, 'POST /sites/:siteId/estate-drafts/:draftId{[1-9][0-9]{0,14}}/withdraw', { role: 'publisher', body: listingAction }, async (c, { params, json }) => {
    const { db, row } = await draftIn(c, params.draftId);
    if (!row) return c.json({ error: 'No such listing' }, 404);
    if (row.version !== json.version) return conflict(c, row);
    // Offline already (or never published): nothing to take down.
    if (row.estate_id === null) return c.body(null, 204);
    const removed = await withdraw(db, c.var.site.id, row.id, row.estate_id, row.external_id, c.var.user.email, new Date().toISOString());
    await retireEstates(c.env.CACHE, c.var.site.id, [removed]);
    return c.body(null, 204);
  });

  on(api, 'POST /sites/:siteId/estate-drafts/:draftId{[1-9][0-9]{0,14}}/reinstate', { role: 'publisher', body: listingAction }, async (c, { params, json }) => {
    const { db, row } = await draftIn(c, params.draftId);
    const latest = row && (await latestVersion(db, c.var.site.id, row.id));
    if (!row || !latest) return c.json({ error: 'No such listing' }, 404);
    if (row.version !== json.version) return conflict(c, row);
    // Online already: nothing to bring back.
    if (row.estate_id !== null) return c.json({ estateId: row.estate_id }, 201);
    // Its newest published version, online again as it was (the draft's changes since stay a draft).
    return publishRecord(c, db, row, latest.record, row.published_version ?? row.version, latest.id);
  });
}
