import type { Message, MessageBatch } from '@cloudflare/workers-types';
import * as z from 'zod';
import { LOCALES } from '../../../shared/i18n/locales';
import { DEVICE_CLASSES, LISTING_KEY, SITE_EVENT_KINDS, STATS_LIMITS, type StatsQueueMessage, TOOL_NAME } from '../../../shared/contract/stats';
import { brusselsDay, rowsOfEvent, type StatsRow, sumRows } from '../../../shared/domain/stats-aggregate';
import { allDatabases, siteBinding } from '../databases/site-db';
import type { PlatformBindings } from '../types';
import { addCounts } from './store';
import { logFailure } from '../log';

/** The stats queue (wrangler.toml, wrangler.production.toml's producer, wrangler.platform.toml's consumer). */
export const STATS_QUEUE_NAME = 'agency-stats';

const text = (max: number) => z.string().min(1).max(max);
/** A message as the site sends it (shared/contract/stats.ts); the site checked it already, the platform checks again. */
const messageSchema = z.object({
  host: text(253),
  at: z.iso.datetime(),
  events: z
    .array(
      z.union([
        // A tool call of the MCP server (worker/site/assistants/count.ts): its tool only.
        z.object({ kind: z.literal('tool'), tool: z.string().regex(TOOL_NAME) }),
        z.object({
          kind: z.enum(SITE_EVENT_KINDS),
          path: z
            .string()
            .max(STATS_LIMITS.path)
            .regex(/^\/[a-z]{2}(?:\/|$)/),
          lang: z.enum(LOCALES),
          filter: z.string().max(STATS_LIMITS.filter).optional(),
          listing: z.string().regex(LISTING_KEY).optional(),
          referrer: text(STATS_LIMITS.origin).optional(),
          utm: z
            .object({ source: text(STATS_LIMITS.utm).optional(), medium: text(STATS_LIMITS.utm).optional(), campaign: text(STATS_LIMITS.utm).optional() })
            .optional(),
          device: z.enum(DEVICE_CLASSES).optional(),
        }),
      ]),
    )
    .max(5),
});

/**
 * The stats queue's consumer: the batch's events, summed per site and day, added to the daily
 * counts in one D1 batch per database (each site's counts are in its own database). A
 * host no site has (anymore) counts nothing; a malformed message is dropped with a log line; when
 * a database's batch fails, the messages of its sites are retried (the queue's max_retries), so a
 * count is never added twice by a partial write: each batch is one transaction.
 */
export async function consumeStats(batch: MessageBatch<unknown>, env: PlatformBindings): Promise<void> {
  const messages: { message: Message<unknown>; stats: StatsQueueMessage }[] = [];
  for (const message of batch.messages) {
    const parsed = messageSchema.safeParse(message.body);
    if (parsed.success) messages.push({ message, stats: parsed.data as StatsQueueMessage });
    else {
      logFailure('stats: a queue message that is no statistics', parsed.error.issues[0]?.message ?? 'invalid', message.id);
      message.ack();
    }
  }
  const hosts = [...new Set(messages.map(({ stats }) => stats.host.toLowerCase()))];
  const sites = new Map<string, number>();
  if (hosts.length > 0) {
    const { results } = await env.DB.prepare('SELECT hostname, site_id FROM site_hostnames WHERE hostname IN (SELECT value FROM json_each(?1))')
      .bind(JSON.stringify(hosts))
      .all<{ hostname: string; site_id: number }>();
    for (const row of results) sites.set(row.hostname, row.site_id);
  }
  type Counts = { messages: Message<unknown>[]; days: Map<string, { siteId: number; day: string; rows: StatsRow[] }> };
  const databases = new Map<string, Counts>();
  for (const { message, stats } of messages) {
    const siteId = sites.get(stats.host.toLowerCase());
    if (siteId === undefined) {
      message.ack();
      continue;
    }
    const binding = await siteBinding(env, siteId);
    const database: Counts = databases.get(binding) ?? { messages: [], days: new Map() };
    databases.set(binding, database);
    database.messages.push(message);
    const day = brusselsDay(new Date(stats.at));
    const key = `${siteId} ${day}`;
    const entry = database.days.get(key) ?? { siteId, day, rows: [] };
    database.days.set(key, entry);
    for (const event of stats.events) entry.rows.push(...rowsOfEvent(event));
  }
  for (const [binding, database] of databases) {
    const db = allDatabases(env).find((bound) => bound.binding === binding)?.db;
    try {
      if (!db) throw new Error(`the D1 database ${binding} is not bound`);
      const statements = [...database.days.values()].flatMap(({ siteId, day, rows }) => addCounts(db, siteId, day, sumRows(rows)));
      if (statements.length > 0) await db.batch(statements);
      for (const message of database.messages) message.ack();
    } catch (error) {
      logFailure('stats: the counts were not written, retrying', error instanceof Error ? error.message : String(error), binding);
      for (const message of database.messages) message.retry();
    }
  }
}
