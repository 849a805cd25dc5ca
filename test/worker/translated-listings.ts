import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { platform } from '../../worker/platform/demo/embedded';
import type { NormalizedListingInput } from '../../worker/platform/listings/normalized';
import { translationRows } from '../../worker/platform/translations/store';
import type { PlatformBindings } from '../../worker/platform/types';
import { attribute, get, tags } from './helpers';
import { whiseHouse } from './platform-helpers';
import { UNTIL } from './until';

// Listings of site 1 written in Dutch alone and translated by the local Workers AI, and their pages
// as the site shows them (docs/translations.md): what the worker tests of translated pages share.

const bindings = { ...env, PLATFORM_TOKEN: undefined } as unknown as PlatformBindings;

/** A word no other test's listing carries: the fake provider's calls and plants are found by it. */
export const marker = () => `K${crypto.randomUUID().slice(0, 8)}`;

/**
 * Writes a Dutch-only house of site 1 (`changes` replace whole fields) through the ingest API with
 * the site's ingest `token`; answers its estate id (a project's: the project's).
 */
export async function dutchListing(token: string, mark: string, changes: Partial<NormalizedListingInput> = {}): Promise<number> {
  const listing = whiseHouse(mark, {
    title: { nl: `Ruime woning ${mark}` },
    description: { nl: `Ruime woning ${mark} met 3 slaapkamers, vraagprijs € 389.000.` },
    ...changes,
  });
  const answer = await platform.request(
    '/ingest/sites/1/listings',
    { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ listings: [listing] }) },
    bindings,
  );
  expect(answer.status).toBe(200);
  const row = await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = 1 AND source = 'whise' AND external_id = ?1")
    .bind(mark)
    .first<{ estate_id: number }>();
  return row!.estate_id;
}

/** Waits until the estate's title and description are translated into French, English and German. */
export async function untilTranslated(id: number): Promise<void> {
  await expect.poll(async () => (await translationRows(env.DB, 1, [id])).filter((row) => row.state === 'machine').length, UNTIL).toBe(6);
}

/** The detail page of an estate in `lang` (its short address, then the one it redirects to), `query` added. */
export async function detail(id: number, lang: string, query = ''): Promise<{ path: string; body: string }> {
  const short = await get(`http://localhost/${lang}/${{ nl: 'aanbod', de: 'angebot', en: 'offer', fr: 'offre' }[lang]}/${id}`);
  expect(short.status).toBe(301);
  const path = new URL(short.headers.get('Location')!, 'http://localhost').pathname;
  const page = await get(`http://localhost${path}${query}`);
  expect(page.status).toBe(200);
  return { path, body: await page.text() };
}

/** The languages a page's head promises search engines (its hreflang alternates, x-default last). */
export const hreflangs = (body: string) =>
  tags(body, 'link')
    .filter((link) => attribute(link, 'rel') === 'alternate')
    .map((link) => attribute(link, 'hreflang'));

/**
 * The languages of nl, fr, en and de in which each estate of a site has its agency's own title or
 * description, by estate id: what its hreflang names while nothing of it is translated (the demo's
 * leave German out of a tenth of them).
 */
export async function writtenLanguages(siteId: number): Promise<Map<number, string[]>> {
  const { results } = await env.DB.prepare(
    "SELECT id, document -> '$.general.title' AS title, document -> '$.general.description' AS description FROM estates WHERE site_id = ?1",
  )
    .bind(siteId)
    .all<{ id: number; title: string | null; description: string | null }>();
  return new Map(
    results.map((row) => {
      const words = [row.title, row.description].map((text) => (text ? (JSON.parse(text) as Record<string, string | null>) : {}));
      return [row.id, ['nl', 'fr', 'en', 'de'].filter((lang) => words.some((text) => text[lang]?.trim()))];
    }),
  );
}
