import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ENHANCED_ISLANDS } from '../../../../shared/islands';
import { CLIENT_MANIFEST } from '../../../../worker/site/render/manifest';
import manifest from '../../../../worker/site/render/client-manifest.generated.json';
import { attribute, html, tags } from '../../helpers';

/** Every script a page loads before interaction: module scripts and modulepreload links. */
function scriptsOf(body: string): string[] {
  const modules = tags(body, 'script')
    .filter((tag) => tag.includes('type="module"'))
    .map((tag) => attribute(tag, 'src')!);
  const preloads = tags(body, 'link')
    .filter((tag) => tag.includes('rel="modulepreload"'))
    .map((tag) => attribute(tag, 'href')!);
  return [...modules, ...preloads];
}

const islandsOf = (body: string) => new Set(tags(body, 'agency-island').map((tag) => attribute(tag, 'data-island')!));
/** React and the React islands: what a page with enhanced islands only must not load. */
// The islands' chunks from the file: the worker does not bundle them (worker/site/render/manifest.ts).
const REACT_CHUNKS = new Set([...CLIENT_MANIFEST.hydrate, ...Object.values(manifest.islands).flat()]);
const ENTRY = [CLIENT_MANIFEST.entry, ...CLIENT_MANIFEST.entryImports];

function expectNoReact(body: string): void {
  const islands = islandsOf(body);
  expect(islands.size).toBeGreaterThan(0);
  expect([...islands].filter((name) => !(ENHANCED_ISLANDS as readonly string[]).includes(name))).toEqual([]);
  const scripts = scriptsOf(body);
  expect(scripts.filter((src) => REACT_CHUNKS.has(src))).toEqual([]);
  expect(scripts.sort()).toEqual([...ENTRY].sort());
  for (const chunk of REACT_CHUNKS) expect(body).not.toContain(chunk);
}

/**
 * Site 1's valuation page made into a CMS page with nothing React renders: its text
 * sections (its contact form left out) and the home page's counters.
 */
async function makeTextOnlyPage(): Promise<string> {
  type Document = { url: { nl: string }; sections: { type: string }[]; elements: { type: string }[] };
  const row = (key: string) =>
    env.DB.prepare('SELECT id, document FROM pages WHERE site_id = 1 AND page_key = ?1').bind(key).first<{ id: number; document: string }>();
  const valuation = (await row('valuation'))!;
  const home = JSON.parse((await row('home'))!.document) as Document;
  const page = JSON.parse(valuation.document) as Document;
  page.sections = page.sections.filter((section) => section.type === 'sectionTitle' || section.type === 'htmlText');
  page.elements = home.elements.filter((element) => element.type === 'ctaNumbers');
  expect(
    page.sections.some((section) => section.type === 'htmlText'),
    'the control: the page still has text',
  ).toBe(true);
  await env.DB.prepare('UPDATE pages SET document = ?2 WHERE id = ?1').bind(valuation.id, JSON.stringify(page)).run();
  return `http://localhost/nl/${page.url.nl}`;
}

describe('JavaScript before interaction', () => {
  it.each([
    ['the privacy statement', 'http://localhost/nl/privacy-verklaring'],
    ['the terms', 'http://localhost/fr/conditions-d-utilisation'],
  ])('loads only the entry, no React, on %s: menu, back-to-top, favorites count and the statistics’ beacon are enhanced', async (_, url) => {
    const { response, body } = await html(url);
    expect(response.status).toBe(200);
    expect(islandsOf(body)).toEqual(new Set(['main-navigation', 'favorites-count', 'back-to-top', 'page-stats']));
    expectNoReact(body);
  });

  it('loads no React on a CMS page whose only islands are the menu, counters and the like', async () => {
    const { response, body } = await html(await makeTextOnlyPage());
    expect(response.status).toBe(200);
    expect(islandsOf(body)).toContain('cta-numbers');
    expect(body).toContain('class="prose"');
    expectNoReact(body);
  });

  it.each([
    ['a listing', 'http://localhost/nl/te-koop', 'estate-list'],
    ['the favorites', 'http://localhost/nl/favorieten', 'favorites-list'],
  ])('on %s, which has a React island, sends the entry and leaves React to it: the stylesheet and the first picture go first', async (_, url, island) => {
    const { body } = await html(url);
    expect(islandsOf(body)).toContain(island);
    const scripts = scriptsOf(body);
    expect(scripts.filter((src) => src === CLIENT_MANIFEST.entry)).toHaveLength(1);
    expect(scripts.sort()).toEqual([...ENTRY].sort());
    // The entry knows React's chunk (it imports it when a React island is on the page).
    expect(CLIENT_MANIFEST.hydrate.length).toBeGreaterThan(0);
  });
});
