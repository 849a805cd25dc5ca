import type { Context } from 'hono';
import { type StatsQueueMessage, TOOL_NAME } from '../../../shared/contract/stats';
import type { AppEnv } from '../env';
import { logFailure } from '../log';
import { waitUntilOf } from '../upstream';

/**
 * Counts one call of a tool of the agency's MCP server in the cookieless statistics
 * (docs/statistics.md): the tool's name goes on the stats queue after the answer, with the
 * site's hostname and the time, nothing else (no argument, client, address or answer); the
 * platform's consumer adds it to the site's count of that tool that day. Never waits, never
 * throws: a count is never worth a failed call. Assistants are programs, so, unlike a page's
 * beacon, no visitor-agent rule leaves them out.
 */
export function countToolCall(c: Context<AppEnv>, tool: string): void {
  const queue = c.env.STATS_QUEUE;
  if (!queue || !TOOL_NAME.test(tool)) return;
  const message: StatsQueueMessage = { host: new URL(c.req.url).hostname, at: new Date().toISOString(), events: [{ kind: 'tool', tool }] };
  waitUntilOf(c)(queue.send(message).catch((error: unknown) => logFailure('stats not queued', error)));
}
