import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Fetcher } from '@cloudflare/workers-types';
import type { Env } from '../../../../worker/site/env';
import worker from '../../../../worker/local';
import { platform } from '../../../../worker/platform/demo/embedded';
import { createUpstream, siteApi, type Upstream } from '../../../../worker/site/upstream';
import { getAgendaSlots } from '../../../../worker/site/upstream/agenda';
import { getAsset } from '../../../../worker/site/upstream/assets';
import { forgetGenerations, ResponseCache } from '../../../../worker/site/upstream/cache';
import { UpstreamError } from '../../../../worker/site/upstream/client';
import { getEstate, searchEstates } from '../../../../worker/site/upstream/estates';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { getSite } from '../../../../worker/site/upstream/sites';
import { allEstates } from '../../platform-helpers';

// What a cache key holds. An answer the platform may localise (its call sends
// ACCEPT-LANGUAGE) is kept per language; one that cannot be is one entry for all languages;
// images are shared by every site and outlive one site's purge; a 404 is remembered briefly.

const LOCALES = ['nl', 'fr', 'en', 'de'] as const;
const markerOf = (language: string) => `[answer in ${language}]`;

/**
 * A platform that localises: the embedded platform's answer, with every text it holds per
 * language replaced by the requested language's text and a marker naming that language, as
 * a platform answering in one language would. It logs every call it answers.
 */
let platformCalls: { path: string; language: string | null }[] = [];
const localisingPlatform = {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const language = request.headers.get('ACCEPT-LANGUAGE');
    platformCalls.push({ path: url.pathname + url.search, language });
    const answer = await platform.fetch(request, { DB: env.DB });
    if (!language || !(answer.headers.get('Content-Type') ?? '').includes('json')) return answer;
    return Response.json(localise(await answer.json(), language), { status: answer.status, statusText: answer.statusText });
  },
};

/** Fills the description of every estate in an answer with the requested language's text and a marker. */
function localise(value: unknown, language: string): unknown {
  if (Array.isArray(value)) return value.map((item) => localise(item, language));
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(object).map(([key, field]) => {
      if (key === 'description' && field && typeof field === 'object' && !Array.isArray(field)) {
        const text = `${(field as Record<string, string>)[language] ?? ''} ${markerOf(language)}`;
        return [key, Object.fromEntries(LOCALES.map((locale) => [locale, text]))];
      }
      return [key, localise(field, language)];
    }),
  );
}

const testEnv = { ...env, PLATFORM: localisingPlatform as unknown as Fetcher } as unknown as Env;
/** The calls the platform answered for one path (any query). */
const callsTo = (path: string) => platformCalls.filter((call) => call.path.split('?')[0] === path);
const navigationCalls = (siteId: number) => platformCalls.filter((call) => call.path.startsWith(`/sites/${siteId}/navigation/`)).length;

/** A request to the worker with the localising platform bound, its cache writes done. */
async function get(url: string, init: RequestInit = {}): Promise<{ status: number; body: string; location: string | null }> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, init), testEnv, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, body, location: response.headers.get('Location') };
}

/** The getters' way to the localising platform; `settled()` waits for the cache writes. */
function upstreamForTest(): { up: Upstream; settled: () => Promise<void> } {
  const writes: Promise<unknown>[] = [];
  const up = createUpstream(testEnv, (promise) => writes.push(promise));
  return { up, settled: async () => void (await Promise.allSettled(writes.splice(0))) };
}

async function purgeSite(siteId: number): Promise<void> {
  const purged = await get('http://localhost/admin/purge', {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ siteId }),
  });
  expect(purged.status).toBe(200);
}

let estates: RawEstate[];
let site2: RawEstate[];

beforeAll(async () => {
  estates = await allEstates(1);
  site2 = await allEstates(2);
});

beforeEach(async () => {
  // Every test starts from an empty cache, as another isolate reading KV would see it.
  await new ResponseCache({ kv: env.CACHE, waitUntil: () => {} }).purge('all');
  forgetGenerations();
  platformCalls = [];
});

const forSale = (from: RawEstate[]) =>
  from.filter((e) => e.general.status === 'FOR_SALE' && !e.general.parentId && !e.general.project && !e.general.guid && e.general.description.nl);

describe('localised answers never cross languages', () => {
  it('keeps one answer per language for a call that sends ACCEPT-LANGUAGE', async () => {
    const { up, settled } = upstreamForTest();
    const id = forSale(estates)[0]!.general.id;
    const nl = await getEstate(siteApi(up, 1, 'nl'), id);
    await settled();
    const fr = await getEstate(siteApi(up, 1, 'fr'), id);
    await settled();
    expect(nl.description.nl).toContain(markerOf('nl'));
    expect(fr.description.fr).toContain(markerOf('fr'));
    expect(JSON.stringify(fr)).not.toContain(markerOf('nl'));
    // Asked again, each language comes from its own entry: no new platform call.
    forgetGenerations();
    expect((await getEstate(siteApi(up, 1, 'nl'), id)).description.nl).toContain(markerOf('nl'));
    expect((await getEstate(siteApi(up, 1, 'fr'), id)).description.fr).toContain(markerOf('fr'));
    expect(callsTo(`/estates/v2/${id}`).map((call) => call.language)).toEqual(['nl', 'fr']);
  });

  it('shows each language its own answer on the detail pages, in nl then fr', async () => {
    const id = forSale(estates)[1]!.general.id;
    for (const [locale, word] of [
      ['nl', 'aanbod'],
      ['fr', 'offre'],
      ['nl', 'aanbod'],
    ] as const) {
      const short = await get(`http://localhost/${locale}/${word}/${id}`);
      expect(short.status).toBe(301);
      const page = await get(`http://localhost${short.location}`);
      expect(page.status).toBe(200);
      // The estate's description and its sales rep's, in the page's language only.
      const markers = [...page.body.matchAll(/\[answer in (\w+)\]/g)].map((match) => match[1]);
      expect(markers.length).toBeGreaterThan(0);
      expect(new Set(markers)).toEqual(new Set([locale]));
    }
    expect(callsTo(`/estates/v2/${id}`).map((call) => call.language)).toEqual(['nl', 'fr']);
  });

  it('shares one entry across languages for calls that send no ACCEPT-LANGUAGE', async () => {
    const { up, settled } = upstreamForTest();
    const estate = forSale(estates)[2]!;
    const picture = estate.pictures[0]!.file.match(/^\/assets\/media\/(\d+)\/([0-9a-f]{8})\.svg$/)!;
    const search = { query: { terms: { status: ['FOR_SALE'] } }, limit: 3, offset: 0 };
    for (const locale of LOCALES) {
      const api = siteApi(up, 1, locale);
      await Promise.all([
        getSite(api),
        getAgendaSlots(api, estate.general.id),
        searchEstates(api, search),
        getAsset(up, 1, Number(picture[1]), picture[2]!, 'thumbnail'),
      ]);
      await settled();
    }
    expect(callsTo('/sites/1')).toHaveLength(1);
    expect(callsTo(`/live-agenda/${estate.general.id}`)).toHaveLength(1);
    expect(callsTo('/sites/1/estates')).toHaveLength(1);
    expect(callsTo(`/assets/${picture[1]}`)).toHaveLength(1);
    // Through the pages too: both languages' home pages find the site by one lookup.
    await get('http://localhost/nl/');
    await get('http://localhost/fr/');
    expect(callsTo('/sites/by-hostname/localhost')).toHaveLength(1);
  });
});

describe('a site purge leaves the answers every site shares', () => {
  it('keeps site B’s images cached after a purge of site A, and refreshes site A’s own data', async () => {
    const image = forSale(site2)[0]!.pictures[0]!.file;
    const assetPath = `/assets/${image.split('/')[3]}`;
    expect((await get(`http://immo-tweede.localhost${image}`)).status).toBe(200);
    await get('http://localhost/nl/');
    const navigation = navigationCalls(1);
    expect(navigation).toBeGreaterThan(0);

    await purgeSite(1);
    forgetGenerations(); // as an isolate that only has KV

    expect((await get(`http://immo-tweede.localhost${image}`)).status).toBe(200);
    expect(callsTo(assetPath)).toHaveLength(1);
    await get('http://localhost/nl/');
    expect(navigationCalls(1)).toBe(navigation * 2);
  });
});

describe('a platform 404 is remembered for a short time', () => {
  it('asks the platform once for a dead address, answers 404 each time, and asks again after a purge', async () => {
    const dead = '/pages/by-url/nl%2Fbestaat-niet-meer';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await get('http://localhost/nl/bestaat-niet-meer')).status).toBe(404);
      forgetGenerations(); // the next request reads the remembered 404 from KV, not memory
    }
    expect(callsTo(dead)).toHaveLength(1);

    await purgeSite(1);
    expect((await get('http://localhost/nl/bestaat-niet-meer')).status).toBe(404);
    expect(callsTo(dead)).toHaveLength(2);
  });

  it('answers the remembered 404 to the getters as the same UpstreamError', async () => {
    const { up, settled } = upstreamForTest();
    const api = siteApi(up, 1, 'nl');
    const missing = Math.max(...estates.map((e) => e.general.id)) + 1_000;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const error = await getEstate(api, missing).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UpstreamError);
      expect(error).toMatchObject({ status: 404 });
      await settled();
      forgetGenerations();
    }
    expect(callsTo(`/estates/v2/${missing}`)).toHaveLength(1);
  });
});
