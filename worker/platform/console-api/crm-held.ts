import type { Context, Hono } from 'hono';
import type { D1Database } from '@cloudflare/workers-types';
import { buildPath } from '../../../shared/routes';
import { acceptHeldRequest, type ConsoleHeldListing } from '../../../shared/contract/console-crm';
import { retireEstates } from '../cache/retire';
import { heldKeys, heldListings, heldRecord } from '../listings/held';
import { upsertListings } from '../listings/upsert';
import { recordSync } from '../connections/sync-log';
import type { siteLinkBase } from '../sites/link';
import { siteDb } from '../databases/site-db';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { queuePictures } from '../media/sizes';
import { queueTranslations } from '../translations/queue';

/*
 * Writes held for the owner on the CRM screen (listings/held.ts): each with its values (the one
 * online, the one sent, why) and the page of the version online; "Publish anyway" writes the
 * held record through the same upsert as every source, its held values accepted.
 */

/** The site's held writes as the console shows them, with the page of each listing's version online. */
export async function heldShown(db: D1Database, siteId: number, base: Awaited<ReturnType<typeof siteLinkBase>>): Promise<ConsoleHeldListing[]> {
  const held = await heldListings(db, siteId);
  if (held.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT x.source, x.external_id, x.estate_id FROM json_each(?2) k
       JOIN external_ids x ON x.site_id = ?1 AND x.source = k.value ->> '$[0]' AND x.external_id = k.value ->> '$[1]'
       JOIN estates e ON e.id = x.estate_id`,
    )
    .bind(siteId, JSON.stringify(held.map((one) => [one.source, one.externalId])))
    .all<{ source: string; external_id: string; estate_id: number }>();
  const pages = new Map(results.map((row) => [`${row.source}\u0000${row.external_id}`, row.estate_id]));
  return held.map(({ findings, ...one }) => {
    const estateId = pages.get(`${one.source}\u0000${one.externalId}`);
    return { ...one, values: findings, url: estateId !== undefined && base ? base.origin + buildPath('estate', { estateId }, base.locale) : null };
  });
}

/** "Publish anyway": the held record written with its held values accepted; the site's answers of it retired. */
async function acceptHeld(c: Context<ConsoleApiEnv>, source: string, externalId: string) {
  const siteId = c.var.site.id;
  const db = await siteDb(c.env, siteId);
  const held = await heldRecord(db, siteId, source, externalId);
  if (!held) return c.json(null, 404);
  const startedAt = new Date().toISOString();
  const outcome = await upsertListings(db, siteId, [held.record], startedAt, { accepted: held.findings });
  await retireEstates(c.env.CACHE, siteId, outcome.changedEstateIds);
  await queuePictures(c.env, siteId, outcome.pictures);
  await queueTranslations(c.env, siteId, outcome.translate);
  // In the sync log as the source's write it is, marked as the owner's acceptance.
  const refusals = [
    ...outcome.refusals,
    {
      source,
      externalId,
      path: '',
      reason: `published as sent: accepted by ${c.var.user.email}`,
      warning: true as const,
      words: { reason: { key: 'acceptedHeld' as const, by: c.var.user.email } },
    },
  ];
  await recordSync(c.env.DB, { siteId, connectionId: null, kind: source, startedAt, counts: outcome, refusals, error: null });
  const written = outcome.created + outcome.updated + outcome.unchanged > 0;
  const reasons = outcome.refusals.filter((line) => !line.held).map((line) => `${line.path}: ${line.reason}`);
  const remaining = (await heldKeys(db, siteId)).size;
  return c.json({ written, reasons, remaining }, 200);
}

export function crmHeldApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'POST /sites/:siteId/crm/held/accept', { role: 'owner', body: acceptHeldRequest }, (c, { json }) => acceptHeld(c, json.source, json.externalId));
}
