import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { StatsQueueMessage } from '../../../../shared/contract/stats';
import { brusselsDay } from '../../../../shared/domain/stats-aggregate';
import { countToolCall } from '../../../../worker/site/assistants/count';
import type { AppEnv } from '../../../../worker/site/env';
import { consoleFetch, signIn, type Who } from '../../console-helpers';
import { callTool, connectAssistant, SITE_1, SITE_2 } from '../../assistants-helpers';
import { bodyOf } from '../../helpers';
import { UNTIL } from '../../until';

// Tool calls of the agency's MCP server in the cookieless statistics (docs/statistics.md,
// docs/assistants.md "For the agency"): the site puts each call's tool on the stats queue
// (countToolCall), the platform's consumer adds it to the site's count of that tool that day,
// and the console's Statistics show the period's calls per tool: this agency's only.

const DAY = brusselsDay(new Date());
let owner: Who;

/** A request on `host` whose handler counts `tools`, as the MCP endpoint counts a call: the real stats queue and its consumer. */
async function calls(host: string, tools: string[], queue: unknown = env.STATS_QUEUE): Promise<void> {
  const app = new Hono<AppEnv>();
  app.post('/mcp', (c) => {
    for (const tool of tools) countToolCall(c, tool);
    return c.body(null, 202);
  });
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://${host}/mcp`, { method: 'POST' }), { ...env, STATS_QUEUE: queue }, ctx);
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(202);
}

async function toolCounts(siteId: number): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare("SELECT value, SUM(count) AS n FROM site_stats WHERE site_id = ?1 AND dim = 'tool' AND kind = 'tool' GROUP BY value")
    .bind(siteId)
    .all<{ value: string; n: number }>();
  return Object.fromEntries(results.map((row) => [row.value, row.n]));
}

beforeAll(async () => {
  owner = await signIn('owner@immo-scheldeland.localhost');
});

describe('tool calls in the statistics', () => {
  it('puts the calls’ tool names on the stats queue, a short window’s as one message, with the host and time only, never a name no tool has', async () => {
    const held: StatsQueueMessage[] = [];
    const queue = { sendBatch: async (messages: { body: StatsQueueMessage }[]) => void held.push(...messages.map((message) => structuredClone(message.body))) };
    await calls('localhost', ['get_listing', 'not a tool!', 'search_listings', 'get_listing'], queue);
    // The calls of one short window go as one message: one event a call.
    expect(held).toEqual([
      {
        host: 'localhost',
        at: expect.any(String),
        events: [
          { kind: 'tool', tool: 'get_listing' },
          { kind: 'tool', tool: 'search_listings' },
          { kind: 'tool', tool: 'get_listing' },
        ],
      },
    ]);
  });

  it('counts each call of the MCP server per site, tool and day, through the queue and its consumer', async () => {
    const [before1, before2] = [await toolCounts(1), await toolCounts(2)];
    const one = await connectAssistant(SITE_1);
    await callTool(one, 'search_listings', { query: 'huis' });
    await callTool(one, 'search_listings', { query: 'appartement' });
    await callTool(one, 'get_listing', { id: 999_999_999 });
    await callTool(await connectAssistant(SITE_2), 'agency_info', {});
    const plus = (before: Record<string, number>, tool: string, n: number) => (before[tool] ?? 0) + n;
    await vi.waitFor(
      async () =>
        expect(await toolCounts(1)).toEqual({ ...before1, search_listings: plus(before1, 'search_listings', 2), get_listing: plus(before1, 'get_listing', 1) }),
      UNTIL,
    );
    await vi.waitFor(async () => expect(await toolCounts(2)).toEqual({ ...before2, agency_info: plus(before2, 'agency_info', 1) }), UNTIL);
    const days = await env.DB.prepare("SELECT DISTINCT day FROM site_stats WHERE site_id = 1 AND dim = 'tool'").all<{ day: string }>();
    expect(days.results).toEqual([{ day: DAY }]);
  });

  it('shows the period’s calls per tool on the Statistics screen, without another agency’s', async () => {
    // Site 2's own tool: one site 1 has not been asked here (other files may have: then only the counts are compared).
    await callTool(await connectAssistant(SITE_2), 'agency_info', {});
    await callTool(await connectAssistant(SITE_1), 'search_listings', { query: 'huis' });
    await vi.waitFor(async () => expect((await toolCounts(2)).agency_info).toBeGreaterThan(0), UNTIL);
    await vi.waitFor(async () => expect((await toolCounts(1)).search_listings).toBeGreaterThan(0), UNTIL);
    const [site1, site2] = [await toolCounts(1), await toolCounts(2)];
    const page = await bodyOf(await consoleFetch('/en/sites/1/stats?days=7', { cookie: owner.cookie }), 200);
    const table = /<section aria-labelledby="stats-tools">.*?<\/section>/s.exec(page)?.[0] ?? '';
    expect(table).toContain('<h2 id="stats-tools">Tools used by AI assistants</h2>');
    for (const [tool, n] of Object.entries(site1)) expect(table).toContain(`<code>${tool}</code></th><td class="number">${n}</td>`);
    if (site1.agency_info === undefined) expect(table).not.toContain('agency_info');
    else expect(table).not.toContain(`<code>agency_info</code></th><td class="number">${site1.agency_info + site2.agency_info}</td>`);
  });
});
