import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { estateCard } from '../../shared/domain/estate-card';
import { createUpstream, siteApi } from '../../worker/upstream';
import { searchEstates, searchEstateSummaries, type SearchRequest } from '../../worker/upstream/estates';
import type { Fetcher } from '@cloudflare/workers-types';
import type { Env } from '../../worker/env';
import { platform } from '../../worker/platform';
import { html } from './helpers';
import { MEMORY_MAX_BYTES } from '../../worker/upstream/cache';

// A listing keeps only what its cards read of a search (searchEstateSummaries): a page of 15
// estates in full is ~90 KB of JSON, more than the isolate keeps in memory in front of KV
// (cache.ts), so every listing used to read, parse and reshape all of it from KV.


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
    const up = createUpstream({ ...env, PLATFORM: embedded as unknown as Fetcher } as unknown as Env, () => {});
    const body: SearchRequest = { query: { terms: { 'transaction.id': [1] } }, sort: { field: 'price.value', order: 'asc' }, limit: 15, offset: 0 };
    for (const locale of ['nl', 'fr'] as const) {
      const api = siteApi(up, 1, locale);
      const [full, summaries] = await Promise.all([searchEstates(api, body), searchEstateSummaries(api, body)]);
      const options = { linkToDetail: true, images: { origins: [], resizing: false } };
      expect(summaries.total).toBe(full.total);
      expect(summaries.estates.map((estate) => estateCard(estate, locale, options))).toEqual(full.estates.map((estate) => estateCard(estate, locale, options)));
    }
  });
});
