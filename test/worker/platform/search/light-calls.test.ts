import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Fetcher } from '@cloudflare/workers-types';
import { estateCard } from '../../../../shared/domain/estate-card';
import { mapMarkers, siteMarker } from '../../../../shared/domain/map-markers';
import { parseSearchParams } from '../../../../shared/domain/search-params';
import { buildSearchBody } from '../../../../shared/domain/listing-search';
import type { Env } from '../../../../worker/site/env';
import { platform } from '../../../../worker/platform/demo/embedded';
import { imagePolicy } from '../../../../worker/site/config/image-policy';
import { forgetGenerations } from '../../../../worker/site/upstream/cache';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { reshapeEstate } from '../../../../shared/contract/reshape/estate';
import { bodyOf, get, sitemapOf } from '../../helpers';
import { call } from '../../platform-helpers';
import { writtenLanguages } from '../../translated-listings';
import { translate } from '../../../../shared/i18n';

// Scale: the map markers and each sitemap file come from ONE light platform call
// (POST /sites/{id}/estate-markers, /estate-links) of a few fields per estate, not from pages
// of full documents, and the cache keeps those answers.

/** The embedded platform behind a binding that counts the calls per path. */
let calls: string[] = [];
const counting = {
  fetch: (request: Request) => {
    calls.push(new URL(request.url).pathname);
    return platform.fetch(request, { DB: env.DB });
  },
};
const callsTo = (path: string) => calls.filter((called) => called === path).length;

beforeEach(() => {
  calls = [];
});

describe('the map markers of a listing', () => {
  it('are the markers of every estate the full search finds, from one estate-markers call, then from the cache', async () => {
    const page = (await call('GET', `/pages/by-url/${encodeURIComponent('nl/te-koop')}`, { siteId: 1 })).body as {
      id: number;
      sections: { id: number; type: string; data: { query?: object } }[];
    };
    const section = page.sections.find((s) => s.type === 'estateList')!;
    const vars = { PLATFORM: counting as unknown as Fetcher } as Partial<Env>;
    const address = `http://localhost/nl/ajax/estate-markers?page=${page.id}&section=${section.id}&price-min=1`;
    const answer = (await (await get(address, {}, vars)).json()) as { markers: { id: number }[] };
    expect(callsTo('/sites/1/estate-markers')).toBe(1);
    expect(callsTo('/sites/1/estates')).toBe(0);

    // The oracle: every page of the full search the list makes with the same filter.
    const body = buildSearchBody(parseSearchParams(new URLSearchParams('price-min=1')), { query: section.data.query as never, hiddenStatus: [] });
    const full: RawEstate[] = [];
    for (let offset = 0; ; offset += 100) {
      const result = (await call('POST', '/sites/1/estates', { siteId: 1, body: { ...body, limit: 100, offset } })).body as {
        total: { value: number };
        results: RawEstate[];
      };
      full.push(...result.results);
      if (offset + 100 >= result.total.value) break;
    }
    expect(full.length, 'more estates than one page of the full search').toBeGreaterThan(100);
    const options = { linkToDetail: true, images: imagePolicy(env as unknown as Env) };
    const expected = mapMarkers(
      full.map((raw) => reshapeEstate(raw)),
      'nl',
      [],
    ).map((marker) => siteMarker(marker, options));
    expect(expected.length).toBeGreaterThan(100);
    expect(answer.markers).toEqual(expected);
    // What each popup says is what the estate's card in the list says.
    const byId = new Map(full.map((raw) => [raw.general.id, reshapeEstate(raw)]));
    for (const marker of answer.markers as { id: number; title: string; price: string; href: string | null; image: string | null }[]) {
      const card = estateCard(byId.get(marker.id)!, 'nl', options, translate);
      expect({ title: marker.title, price: marker.price, href: marker.href, image: marker.image }).toEqual({
        title: card.title,
        price: card.price,
        href: card.href,
        image: card.image?.src ?? null,
      });
    }

    // Again: from the cache (the isolate's memory or KV), no platform call.
    calls = [];
    expect(await (await get(address, {}, vars)).json()).toEqual(answer);
    expect(calls).toEqual([]);
  });

  it('are a light answer: no description, layout or pictures list, a fraction of the documents', async () => {
    const body = { query: { terms: { 'transaction.id': [1] } }, limit: 20 };
    const light = await call('POST', '/sites/1/estate-markers', { siteId: 1, body });
    const full = await call('POST', '/sites/1/estates', { siteId: 1, body });
    expect(light.status).toBe(200);
    const results = (light.body as { results: Record<string, Record<string, unknown>>[] }).results;
    expect(results.map((r) => r.general!.id)).toEqual((full.body as { results: RawEstate[] }).results.map((r) => r.general.id));
    for (const result of results) {
      // The fields: only the one a popup's price reads (financial.vat_regime).
      expect(Object.keys(result).sort()).toEqual(['fields', 'general', 'picture']);
      expect(Object.keys(result.fields!)).toEqual(['financial.vat_regime']);
      expect(result.general).not.toHaveProperty('description');
      expect(result).not.toHaveProperty('layout');
    }
    expect(JSON.stringify(light.body).length * 5).toBeLessThan(JSON.stringify(full.body).length);
    expect((await call('POST', '/sites/1/estate-markers', { siteId: 1, body: { limit: 20_001 } })).status).toBe(400);
  });
});

describe('the light platform calls', () => {
  it('answer only with the platform token when one is set, like every platform call', async () => {
    for (const path of ['/sites/1/estate-markers', '/sites/1/estate-links']) {
      const ask = (authorization?: string) =>
        platform.fetch(
          new Request(`http://platform.local${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-SITE': '1', ...(authorization ? { Authorization: authorization } : {}) },
            body: '{"limit":1}',
          }),
          { DB: env.DB, PLATFORM_TOKEN: 'light-secret' },
        );
      expect((await ask()).status, path).toBe(401);
      expect((await ask('Bearer wrong')).status, path).toBe(401);
      expect((await ask('Bearer light-secret')).status, path).toBe(200);
    }
  });

  it('give a sitemap the address fields of each estate and its project’s, not documents', async () => {
    const links = await call('POST', '/sites/1/estate-links', { siteId: 1, body: { includeChildren: true, query: { match: { project: false } }, limit: 500 } });
    expect(links.status).toBe(200);
    const results = (links.body as { results: { general: { id: number; parentId: number | null; publicationDate: string }; parent: { id: number } | null }[] })
      .results;
    const units = results.filter((r) => r.general.parentId !== null);
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) expect(unit.parent?.id).toBe(unit.general.parentId);
    const written = await writtenLanguages(1);
    // The translations shown of each (other files' listings of site 1 may have some): one entry a field, with who vouches for it.
    const { results: shownRows } = await env.DB.prepare(
      "SELECT estate_id, lang, state FROM listing_translations WHERE site_id = 1 AND state IN ('machine', 'accepted', 'agency')",
    ).all<{ estate_id: number; lang: string; state: string }>();
    const order = (entries: { lang: string; by: string }[]) => entries.map((entry) => `${entry.lang}:${entry.by}`).sort();
    for (const result of results) {
      expect(Object.keys(result).sort()).toEqual(['general', 'parent', 'words']);
      expect(result.general.publicationDate).toMatch(/^\d{4}-\d\d-\d\d/);
      expect(result.general).not.toHaveProperty('description');
      // What its hreflang reads, not its texts: the first characters of its title and description in each language that has them.
      const { words } = result as unknown as { words: { title: Record<string, string>; description: Record<string, string>; translated: unknown[] } };
      expect(Object.values({ ...words.title, ...words.description }).every((start) => start.length > 0 && start.length <= 8)).toBe(true);
      expect([...new Set([...Object.keys(words.title), ...Object.keys(words.description)])].sort()).toEqual([...written.get(result.general.id)!].sort());
      const shown = shownRows.filter((row) => row.estate_id === result.general.id).map((row) => ({ lang: row.lang, by: row.state }));
      expect(order(words.translated as { lang: string; by: string }[])).toEqual(order(shown));
    }
  });
});

describe('the sitemap index', () => {
  // 400 addresses per file: 100 estates in four languages, so site 1's ~300 estates take 3 files.
  const vars = { PLATFORM: counting as unknown as Fetcher, SITEMAP_URLS_PER_FILE: '400' } as Partial<Env>;

  it('lists the pages file and the estate files, split below the size, each built from one estate-links call', async () => {
    forgetGenerations();
    const index = await (await get('http://localhost/sitemap.xml', {}, vars)).text();
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const files = [...index.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>\s*<\/sitemap>/g)].map((match) => new URL(match[1]!).pathname);
    const estates = (await env.DB.prepare('SELECT id, parent_id FROM estates WHERE site_id = 1').all<{ id: number; parent_id: number | null }>()).results;
    const estateFiles = Math.ceil(estates.length / 100);
    expect(estateFiles).toBeGreaterThanOrEqual(3);
    expect(files).toEqual(['/sitemap-pages.xml', ...Array.from({ length: estateFiles }, (_, i) => `/sitemap-estates-${i + 1}.xml`)]);
    expect(calls).toEqual(['/sites/1/estate-links']);

    const listed: string[] = [];
    const written = await writtenLanguages(1);
    for (const file of files.slice(1)) {
      calls = [];
      const response = await get(`http://localhost${file}`, {}, vars);
      const xml = await bodyOf(response, 200);
      expect(calls, file).toEqual(['/sites/1/estate-links']);
      const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
      expect(urls.length).toBeLessThanOrEqual(400);
      for (const url of urls) {
        // The languages the estate has words in (decision 072: a tenth of the demo's leave German out), then x-default.
        const [, first, unit] = /\/(\d+)\/[a-z0-9-]+(?:\/(\d+))?<\/loc>/.exec(url)!;
        const languages = [...written.get(Number(unit ?? first))!, 'x-default'];
        expect([...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)"/g)].map((found) => found[1])).toEqual(languages);
        expect(url).toMatch(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
        listed.push(/<loc>([^<]+)<\/loc>/.exec(url)![1]!);
      }
      // The file again: from the cache.
      calls = [];
      expect((await get(`http://localhost${file}`, {}, vars)).status).toBe(200);
      expect(calls).toEqual([]);
    }
    // Every estate and unit of site 1 (it hides no status), once, in each language.
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toHaveLength(estates.length * 4);
    const WORDS = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' } as const;
    const DETAIL = /^http:\/\/localhost\/(nl|fr|en|de)\/(aanbod|offre|offer|angebot)\/(\d+)\/[a-z0-9-]+(?:\/(\d+))?$/;
    const found = listed.map((url) => {
      const [, locale, word, first, unit] = DETAIL.exec(url) ?? [];
      return word === WORDS[locale as keyof typeof WORDS] ? `${locale} ${unit ? `${unit} of ${first}` : first}` : `not a detail address: ${url}`;
    });
    const wanted = estates.flatMap(({ id, parent_id }) => Object.keys(WORDS).map((locale) => `${locale} ${parent_id === null ? id : `${id} of ${parent_id}`}`));
    expect(found.sort()).toEqual(wanted.sort());
    expect((await get(`http://localhost/sitemap-estates-${estateFiles + 1}.xml`, {}, vars)).status).toBe(404);
  });

  it('is what robots.txt points at, and a crawler following it finds the pages too', async () => {
    expect(await (await get('http://localhost/robots.txt')).text()).toContain('Sitemap: http://localhost/sitemap.xml');
    const { files, xml } = await sitemapOf('http://localhost', vars);
    expect(files.length).toBeGreaterThanOrEqual(4);
    expect(xml).toContain('<loc>http://localhost/nl/</loc>');
    expect(xml).toContain('<loc>http://localhost/fr/a-propos</loc>');
  });
});
