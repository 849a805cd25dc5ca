import type { Context } from 'hono';
import { type StatsQueueMessage, TOOL_NAME } from '../../../shared/contract/stats';
import type { AppEnv } from '../env';
import { logFailure } from '../log';
import { waitUntilOf } from '../upstream';

/**
 * How long an isolate gathers tool calls before it sends their counts as one message: a
 * conversation's calls come in bursts, and a message a call cost a queue operation and the
 * consumer's write each (measured with `npm run bench`: one message a call tripled a
 * search_listings call's CPU, as much as the whole search).
 */
export const TOOL_COUNT_WINDOW_MS = 2_000;
/** Calls one message holds at most: a longer burst sends at once and starts another window. */
const MESSAGE_CALLS = 100;

/** The calls gathered in this isolate for one queue, by hostname, and when their window opened (0: none open). */
interface Gathering {
  calls: Map<string, string[]>;
  openedAt: number;
}
/** By queue: an isolate has one, tests hand others. */
const gatherings = new WeakMap<Queue, Gathering>();

/** Sends what was gathered, one message a hostname (the consumer counts each event once), and closes the window. */
async function send(queue: Queue, gathering: Gathering): Promise<void> {
  const at = new Date().toISOString();
  const messages = [...gathering.calls].map(([host, tools]) => ({
    body: { host, at, events: tools.map((tool) => ({ kind: 'tool' as const, tool })) } satisfies StatsQueueMessage,
  }));
  gathering.calls.clear();
  gathering.openedAt = 0;
  if (messages.length > 0) await queue.sendBatch(messages).catch((error: unknown) => logFailure('stats not queued', error));
}

/**
 * Counts one call of a tool of the agency's MCP server in the cookieless statistics
 * (docs/statistics.md): the tool's name goes on the stats queue after the answer, with the
 * site's hostname and the time, nothing else (no argument, client, address or answer); the
 * platform's consumer adds it to the site's count of that tool that day. The calls of a short
 * window go as one message (TOOL_COUNT_WINDOW_MS): the call that opens it sends them once it has
 * passed (waitUntil keeps the isolate for it), and a call that finds it passed, or full, sends at
 * once (so a window whose request ended early is sent by the next call). Never waits, never
 * throws: a count is never worth a failed call. Assistants are programs, so, unlike a page's
 * beacon, no visitor-agent rule leaves them out.
 */
export function countToolCall(c: Context<AppEnv>, tool: string): void {
  const queue = c.env.STATS_QUEUE;
  if (!queue || !TOOL_NAME.test(tool)) return;
  const gathering = gatherings.get(queue) ?? { calls: new Map<string, string[]>(), openedAt: 0 };
  gatherings.set(queue, gathering);
  const host = new URL(c.req.url).hostname;
  const calls = gathering.calls.get(host) ?? [];
  calls.push(tool);
  gathering.calls.set(host, calls);
  const now = Date.now();
  if (calls.length >= MESSAGE_CALLS || (gathering.openedAt > 0 && now - gathering.openedAt >= TOOL_COUNT_WINDOW_MS)) {
    waitUntilOf(c)(send(queue, gathering));
    return;
  }
  if (gathering.openedAt > 0) return;
  gathering.openedAt = now;
  waitUntilOf(c)(
    new Promise((resolve) => setTimeout(resolve, TOOL_COUNT_WINDOW_MS)).then(() => (gathering.openedAt === now ? send(queue, gathering) : undefined)),
  );
}
