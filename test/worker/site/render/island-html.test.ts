import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_HEADER, forgetKeptPages } from '../../../../worker/site/middleware/page-cache';
import { forgetIslandHtml, keptIslandHtml } from '../../../../worker/site/render/island-html';
import { get, html } from '../../helpers';

// Islands' server HTML kept per isolate (worker/site/render/island-html.ts): a page rendered
// again writes the HTML its islands had with the same props, and is the page React renders
// without it; what the console changes on an island is on the next page at once.

const ADMIN = { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' };

/** Every island of a page: its name and its props as JSON. */
function islandsOf(body: string): [string, string][] {
  const unescape = (text: string) =>
    text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  return [...body.matchAll(/<agency-island data-island="([^"]+)" data-props="([^"]*)">/g)].map((match) => [match[1]!, unescape(match[2]!)]);
}

const headOf = (body: string) => body.slice(0, body.indexOf('<body>'));
const islandElements = (body: string) => body.match(/<agency-island .*?<\/agency-island>/gs) ?? [];

/** A page rendered now (not its kept copy), its nonce put back to one mark; once it is kept, its islands are too. */
async function rendered(url: string): Promise<string> {
  forgetKeptPages();
  const page = await html(url);
  expect(page.response.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
  for (let attempt = 0; attempt < 50 && (await html(url)).response.headers.get(PAGE_CACHE_HEADER) !== 'hit'; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const nonce = /\snonce="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return page.body.replaceAll(nonce, 'N');
}

async function estateUrl(): Promise<string> {
  const href = /class="estate-card__link" href="([^"?]+)"/.exec((await html('http://localhost/nl/te-koop')).body)?.[1];
  expect(href).toBeDefined();
  return `http://localhost${href}`;
}

describe('islands written as they were rendered', () => {
  it('a listing and a detail rendered again with their islands kept are the pages React renders', async () => {
    for (const url of ['http://localhost/nl/te-koop', await estateUrl()]) {
      // Its answers in the cache first: both renders below wait for nothing.
      await rendered(url);
      forgetIslandHtml();
      const fresh = await rendered(url);
      const islands = islandsOf(fresh);
      const kept = islands.filter(([name, props]) => keptIslandHtml(name, props) !== undefined);
      expect(kept.length).toBeGreaterThan(islands.length / 2);
      // The head (what React hoists and preloads) and every island as rendered; the rest may
      // differ only in what streamed late (the footer's menu), as between any two renders.
      const again = await rendered(url);
      expect(headOf(again)).toBe(headOf(fresh));
      expect(islandElements(again)).toEqual(islandElements(fresh));
    }
  });

  it('a console edit of what an island shows is on the next page', async () => {
    const url = 'http://localhost/nl/contact';
    // The menu's HTML is kept, with the label as it was.
    const menu = islandsOf(await rendered(url)).find(([name]) => name === 'main-navigation');
    expect(menu && keptIslandHtml(...menu)).toContain('>Te koop</a>');
    const changed = await env.DB.prepare(
      "UPDATE navigations SET document = json_set(document, '$.items[0].label.nl', 'Te koop, vernieuwd') WHERE site_id = 1 AND name = 'main'",
    ).run();
    expect(changed.meta.changes).toBe(1);
    const purged = await get('http://localhost/admin/purge', { method: 'POST', headers: ADMIN, body: JSON.stringify({ siteId: 1 }) });
    expect(purged.status).toBe(200);
    const after = await html(url);
    expect(after.body).toMatch(/<agency-island data-island="main-navigation"[^>]*>.*<a href="\/nl\/te-koop"[^>]*>Te koop, vernieuwd<\/a>/s);
  });
});
