import type { Context, Hono } from 'hono';
import { listingAction } from '../../../shared/contract/console-listings';
import { retireEstates } from '../cache/retire';
import { siteDb } from '../databases/site-db';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { type DraftRow, draftOf, saveDraft } from '../listings/estate-store';
import type { CheckedRecord } from '../listings/check';
import { publishListing } from '../listings/lifecycle';
import { latestVersion, versionOf, withdraw } from '../listings/versions';

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

/**
 * A record of the draft published (listings/lifecycle.ts) and answered: 201 with its estate,
 * or the record refused (400, or 409 `adFacts` when a fact of the ad is missing or refused:
 * the facts, and each finding with its rule's source and the value's problem).
 */
export async function publishRecord(
  c: Context<ConsoleApiEnv>,
  db: Awaited<ReturnType<typeof siteDb>>,
  row: DraftRow,
  record: string,
  draftVersion: number,
  restoredFrom: number | null,
) {
  const published = await publishListing(c.env, db, c.var.site.id, { row, record, draftVersion, restoredFrom, by: c.var.user.email });
  if (published.outcome === 'refused') return refusedRecord(c, published.checked);
  if (published.outcome === 'adFacts')
    return c.json({ error: 'The ad lacks facts the law asks it to show', code: 'adFacts', labels: published.missing, findings: published.findings }, 409);
  if (published.outcome === 'upsertRefused') return c.json({ error: published.reason, field: published.field }, 400);
  return c.json({ estateId: published.estateId }, 201);
}

/**
 * A record the normalized listing's schema refused: a fact of the ad given out of its range or
 * format (an EPC score of -5) is answered as a missing fact is (409 `adFacts`: the fact, its
 * law, the range allowed), nothing saved; any other field, 400 with the field.
 */
export function refusedRecord(c: Context<ConsoleApiEnv>, checked: Extract<CheckedRecord, { ok: false }>) {
  if (!checked.finding) return c.json({ error: checked.error, field: checked.field }, 400);
  return c.json(
    {
      error: 'The ad would show a value the law cannot take',
      code: 'adFacts',
      field: checked.field,
      labels: [checked.finding.fact],
      findings: [checked.finding],
    },
    409,
  );
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
