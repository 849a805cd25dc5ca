import type { MessageBatch } from '@cloudflare/workers-types';
import * as z from 'zod';
import { LOCALES } from '../../../shared/i18n/locales';
import { DEVICE_CLASSES, LISTING_KEY, SITE_EVENT_KINDS, STATS_LIMITS, type StatsQueueMessage } from '../../../shared/platform-api/stats';
import { brusselsDay, rowsOfEvent, type StatsRow, sumRows } from '../../../shared/domain/stats-aggregate';
import type { PlatformBindings } from '../types';
import { addCounts } from './store';

/** The stats queue (wrangler.toml, wrangler.production.toml's producer, wrangler.platform.toml's consumer). */
export const STATS_QUEUE_NAME = 'agency-stats';

const text = (max: number) => z.string().min(1).max(max);
/** A message as the site sends it (shared/platform-api/stats.ts); the site checked it already, the platform checks again. */
const messageSchema = z.object({
  host: text(253),
  at: z.iso.datetime(),
  events: z
    .array(
      z.object({
        kind: z.enum(SITE_EVENT_KINDS),
        path: z.string().max(STATS_LIMITS.path).regex(/^\/[a-z]{2}(?:\/|$)/),
        lang: z.enum(LOCALES),
        filter: z.string().max(STATS_LIMITS.filter).optional(),
        listing: z.string().regex(LISTING_KEY).optional(),
        referrer: text(STATS_LIMITS.origin).optional(),
        utm: z.object({ source: text(STATS_LIMITS.utm).optional(), medium: text(STATS_LIMITS.utm).optional(), campaign: text(STATS_LIMITS.utm).optional() }).optional(),
        device: z.enum(DEVICE_CLASSES).optional(),
      }),
    )
    .max(5),
});

/**
 * The stats queue's consumer: the batch's events, summed per site and day, added to the daily
 * counts in one D1 batch. A host no site has (anymore) counts nothing; a malformed message is
 * dropped with a log line; when D1 fails the whole batch is retried (the queue's max_retries),
 * so a count is never added twice by a partial write: the batch is one transaction.
 */
export async function consumeStats(batch: MessageBatch<unknown>, env: PlatformBindings): Promise<void> {
  const messages: StatsQueueMessage[] = [];
  for (const message of batch.messages) {
    const parsed = messageSchema.safeParse(message.body);
    if (parsed.success) messages.push(parsed.data as StatsQueueMessage);
    else console.error('stats: a queue message that is no statistics', message.id, parsed.error.issues[0]?.message);
  }
  const hosts = [...new Set(messages.map((message) => message.host.toLowerCase()))];
  const sites = new Map<string, number>();
  if (hosts.length > 0) {
    const { results } = await env.DB.prepare('SELECT hostname, site_id FROM site_hostnames WHERE hostname IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(hosts)).all<{ hostname: string; site_id: number }>();
    for (const row of results) sites.set(row.hostname, row.site_id);
  }
  const days = new Map<string, { siteId: number; day: string; rows: StatsRow[] }>();
  for (const message of messages) {
    const siteId = sites.get(message.host.toLowerCase());
    if (siteId === undefined) continue;
    const day = brusselsDay(new Date(message.at));
    const key = `${siteId} ${day}`;
    const entry = days.get(key) ?? { siteId, day, rows: [] };
    days.set(key, entry);
    for (const event of message.events) entry.rows.push(...rowsOfEvent(event));
  }
  const statements = [...days.values()].flatMap(({ siteId, day, rows }) => addCounts(env.DB, siteId, day, sumRows(rows)));
  if (statements.length > 0) await env.DB.batch(statements);
  batch.ackAll();
}
