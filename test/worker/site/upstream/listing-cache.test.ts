import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { estateCard } from '../../../../shared/domain/estate-card';
import { createUpstream, siteApi } from '../../../../worker/site/upstream';
import { getEstate, searchEstates, searchEstateSummaries, type SearchRequest } from '../../../../worker/site/upstream/estates';
import type { Fetcher } from '@cloudflare/workers-types';
import type { Env } from '../../../../worker/site/env';
import { platform } from '../../../../worker/platform/demo/embedded';
import { get, html } from '../../helpers';
import { MEMORY_MAX_BYTES } from '../../../../worker/site/upstream/cache';
import { translate } from '../../../../shared/i18n';

// A listing keeps only what its cards read of a search (searchEstateSummaries): a page of 15
// estates in full is ~90 KB of JSON, more than the isolate keeps in memory in front of KV
// (upstream/cache/memory.ts), so every listing used to read, parse and reshape all of it from KV.

describe('the cache entry of a listing', () => {
  it('holds the cards’ part of each estate, small enough for the isolate’s memory', async () => {
    const { response, body } = await html('http://localhost/nl/te-koop');
    expect(response.status).toBe(200);
    const shown = [...body.matchAll(/<article class="estate-card" data-estate-id="(\d+)">/g)].map((match) => Number(match[1]));
    expect(shown.length).toBe(15);
    let stored = '';
    await vi.waitFor(async () => {
      const keys = (await env.CACHE.list({ prefix: 'v2:1/listings:' })).keys.map((key) => key.name).filter((name) => name.includes(':search-summary:'));
      expect(keys.length).toBeGreaterThan(0);
      const values = await Promise.all(keys.map((key) => env.CACHE.get(key)));
      stored = values.find((value) => value?.includes(`"id":${shown[0]},`)) ?? '';
      expect(stored).not.toBe('');
    });
    expect(stored.length).toBeLessThan(MEMORY_MAX_BYTES);
    const { value } = JSON.parse(stored) as { value: { total: number; estates: Record<string, unknown>[] } };
    expect(value.estates.map((estate) => estate.id)).toEqual(shown);
    for (const estate of value.estates) {
      expect(estate).not.toHaveProperty('description');
      expect(estate).not.toHaveProperty('pictures');
      expect(estate).not.toHaveProperty('layout');
    }
  });

  it('makes the same total and cards as the full search', async () => {
    // The embedded platform, as the worker reaches it (cache-scope.test.ts does the same).
    const embedded = { fetch: (request: Request) => platform.fetch(request, { DB: env.DB }) };
    // Its cache writes are awaited at the end: none may land during the next test.
    const background: Promise<unknown>[] = [];
    const up = createUpstream({ ...env, PLATFORM: embedded as unknown as Fetcher } as unknown as Env, (promise) => background.push(promise));
    const body: SearchRequest = { query: { terms: { 'transaction.id': [1] } }, sort: { field: 'price.value', order: 'asc' }, limit: 15, offset: 0 };
    for (const locale of ['nl', 'fr'] as const) {
      const api = siteApi(up, 1, locale);
      const [full, summaries] = await Promise.all([searchEstates(api, body), searchEstateSummaries(api, body)]);
      const options = { linkToDetail: true, images: { origins: [], resizing: false } };
      expect(summaries.total).toBe(full.total);
      expect(summaries.estates.map((estate) => estateCard(estate, locale, options, translate))).toEqual(
        full.estates.map((estate) => estateCard(estate, locale, options, translate)),
      );
    }
    await Promise.all(background);
  });

  it('gives the map the same pins and links as the full documents from the light markers call, and keeps no full search for them', async () => {
    const { body } = await html('http://localhost/nl/te-koop');
    const endpoint = /markersEndpoint&quot;:&quot;([^&]+(?:&amp;[^&]+)*?)&quot;|"markersEndpoint":"([^"]+)"/.exec(body);
    const address = (endpoint?.[1] ?? endpoint?.[2] ?? '').replace(/&amp;/g, '&').replace(/\\u0026/g, '&');
    expect(address).toMatch(/^\/nl\/ajax\/estate-markers\?page=\d+&section=\d+$/);
    const before = new Set((await env.CACHE.list({ prefix: 'v2:1/listings:' })).keys.map((key) => key.name));
    const answer = (await (await get(`http://localhost${address}`)).json()) as {
      markers: { id: number; lat: number; lng: number; title: string; href: string | null }[];
    };
    expect(answer.markers.length).toBeGreaterThan(15);
    let added: string[] = [];
    await vi.waitFor(async () => {
      added = (await env.CACHE.list({ prefix: 'v2:1/listings:' })).keys.map((key) => key.name).filter((name) => !before.has(name));
      expect(added.length).toBeGreaterThan(0);
    });
    const ids = answer.markers.map((marker) => marker.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Where each pin is and where it leads, as the estate's full document says.
    const embedded = { fetch: (request: Request) => platform.fetch(request, { DB: env.DB }) };
    const api = siteApi(
      createUpstream({ ...env, PLATFORM: embedded as unknown as Fetcher } as unknown as Env, () => {}),
      1,
      'nl',
    );
    for (const marker of answer.markers.slice(0, 8)) {
      const full = await getEstate(api, marker.id);
      expect([marker.lat, marker.lng]).toEqual([full.address?.geo?.lat, full.address?.geo?.lon]);
      expect(marker.href).toBe(estateCard(full, 'nl', { linkToDetail: true, images: { origins: [], resizing: false } }, translate).href);
    }
    expect(added.every((name) => name.includes(':estate-markers-nl:'))).toBe(true);
  });
});

describe('similar estates on a detail page (the cards’ part, not full documents)', () => {
  it('are searched as the cards’ summaries: no full search is kept for them', async () => {
    // A house for sale in Gent's price range: it has others like it nearby.
    const listing = (await html('http://localhost/nl/te-koop?type=1&price-min=250000&price-max=450000')).body;
    const details = [...listing.matchAll(/href="(\/nl\/aanbod\/\d+\/[^"]+)"/g)].map((match) => match[1]!);
    expect(details.length).toBeGreaterThan(0);
    const before = new Set((await env.CACHE.list({ prefix: 'v2:1/listings:' })).keys.map((key) => key.name));
    const page = await html(`http://localhost${details[0]}`, { headers: { 'User-Agent': 'Googlebot/2.1' } });
    expect(page.body.includes('class="section container similar-estates"'), 'the detail page shows similar estates').toBe(true);
    const section = page.body.slice(page.body.indexOf('class="section container similar-estates"'));
    const shown = [...section.slice(0, section.indexOf('</section>')).matchAll(/data-estate-id="(\d+)"/g)].map((match) => match[1]!);
    expect(shown.length).toBeGreaterThan(0);
    // The answer the similar estates came from, once it is written (in the background).
    let holder = '';
    await vi.waitFor(async () => {
      const added = (await env.CACHE.list({ prefix: 'v2:1/listings:' })).keys.map((key) => key.name).filter((name) => !before.has(name));
      for (const name of added) {
        const value = (await env.CACHE.get(name)) ?? '';
        if (shown.every((id) => value.includes(`"id":${id},`))) holder = name;
      }
      expect(holder).not.toBe('');
    });
    expect(holder).toContain(':search-summary:');
  });
});
