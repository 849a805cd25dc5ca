import { env } from 'cloudflare:test';
import { forgetGenerations } from '../../worker/site/upstream/cache';
import { resetBreakers } from '../../worker/site/upstream/client';
import { forgetKeptPages } from '../../worker/site/middleware/page-cache';
import { forgetUnavailablePages } from '../../worker/site/routes/unavailable';
import { forgetCallWindows } from '../../worker/site/assistants/call-rate';

/**
 * The site as just deployed: an empty KV cache, no cache generations, kept pages or assistants'
 * call counts in memory, breakers closed.
 */
export async function forgetCaches(): Promise<void> {
  for (let page = await env.CACHE.list(); ; page = await env.CACHE.list({ cursor: page.cursor })) {
    await Promise.all(page.keys.map((key) => env.CACHE.delete(key.name)));
    if (page.list_complete) break;
  }
  forgetGenerations();
  forgetKeptPages();
  forgetUnavailablePages();
  resetBreakers();
  forgetCallWindows();
}
