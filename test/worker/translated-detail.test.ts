import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { platform } from '../../worker/platform/demo/embedded';
import type { NormalizedListingInput } from '../../worker/platform/listings/normalized';
import { translationRows } from '../../worker/platform/translations/store';
import type { PlatformBindings } from '../../worker/platform/types';
import { attribute, get, tags } from './helpers';
import { ingestTokensBeforeAll, whiseHouse } from './platform-helpers';
import { UNTIL } from './until';

// The detail page of a listing in a language its agency did not write (docs/translations.md): the
// translation made when it was written, with its language, marked, the original one link away
// (no script needed, never followed); the agency's text with its own `lang` while there is none;
// hreflang only for the languages the listing really has.

const tokens = ingestTokensBeforeAll();
const bindings = { ...env, PLATFORM_TOKEN: undefined } as unknown as PlatformBindings;

/** Writes a Dutch-only house of site 1 through the ingest API; answers its estate id. */
async function dutchHouse(mark: string, changes: Partial<NormalizedListingInput> = {}): Promise<number> {
  const listing = whiseHouse(mark, {
    title: { nl: `Ruime woning ${mark}` },
    description: { nl: `Ruime woning ${mark} met 3 slaapkamers, vraagprijs € 389.000.` },
    ...changes,
  });
  const answer = await platform.request(
    '/ingest/sites/1/listings',
    { method: 'PUT', headers: { Authorization: `Bearer ${tokens[1]}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ listings: [listing] }) },
    bindings,
  );
  expect(answer.status).toBe(200);
  const row = await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = 1 AND source = 'whise' AND external_id = ?1")
    .bind(mark)
    .first<{ estate_id: number }>();
  return row!.estate_id;
}

/** The detail page of an estate in `lang` (its short address, then the one it redirects to), `query` added. */
async function detail(id: number, lang: string, query = ''): Promise<{ path: string; body: string }> {
  const short = await get(`http://localhost/${lang}/${{ nl: 'aanbod', de: 'angebot', en: 'offer', fr: 'offre' }[lang]}/${id}`);
  expect(short.status).toBe(301);
  const path = new URL(short.headers.get('Location')!, 'http://localhost').pathname;
  const page = await get(`http://localhost${path}${query}`);
  expect(page.status).toBe(200);
  return { path, body: await page.text() };
}

const h1Of = (body: string) => /<h1[^>]*>.*?<\/h1>/s.exec(body)?.[0];
const descriptionOf = (body: string) => /<div class="estate-detail__description prose"[^>]*>/.exec(body)?.[0] ?? '';
const noteOf = (body: string) => /<p class="estate-detail__translated">(.*?)<\/p>/s.exec(body)?.[1] ?? null;
const hreflangs = (body: string) =>
  tags(body, 'link')
    .filter((link) => attribute(link, 'rel') === 'alternate')
    .map((link) => attribute(link, 'hreflang'));

describe('the German page of a Dutch-only listing', () => {
  it('shows the translation in the page’s language, marked “translated automatically from Dutch”, the original one link away', async () => {
    const mark = `Kenmerk${crypto.randomUUID().slice(0, 8)}`;
    const id = await dutchHouse(mark);
    await expect.poll(async () => (await translationRows(env.DB, 1, [id])).filter((row) => row.state === 'machine').length, UNTIL).toBe(6);
    const { path, body } = await detail(id, 'de');
    expect(h1Of(body)).toBe(`<h1>[de] Ruime woning ${mark}</h1>`);
    expect(descriptionOf(body)).toBe('<div class="estate-detail__description prose">');
    expect(body).toContain(`<p>[de] Ruime woning ${mark} met 3 slaapkamers, vraagprijs € 389.000.</p>`);
    expect(noteOf(body)).toBe(`Automatisch aus dem Niederländischen übersetzt · <a href="${path}?original=1" rel="nofollow">Original anzeigen</a>`);
    // Search engines are promised the languages the listing has: Dutch, not the machine's German, English, French.
    expect(hreflangs(body)).toEqual(['nl', 'x-default']);
    expect(body).not.toContain('name="robots"');
  });

  it('shows the original with its language at ?original=1, the way back beside it, a variant search engines do not index', async () => {
    const mark = `Kenmerk${crypto.randomUUID().slice(0, 8)}`;
    const id = await dutchHouse(mark);
    await expect.poll(async () => (await translationRows(env.DB, 1, [id])).filter((row) => row.state === 'machine').length, UNTIL).toBe(6);
    const { path, body } = await detail(id, 'de', '?original=1');
    expect(h1Of(body)).toBe(`<h1 lang="nl">Ruime woning ${mark}</h1>`);
    expect(descriptionOf(body)).toBe('<div class="estate-detail__description prose" lang="nl">');
    expect(body).toContain(`<p>Ruime woning ${mark} met 3 slaapkamers, vraagprijs € 389.000.</p>`);
    expect(noteOf(body)).toBe(`Originaltext auf Niederländisch · <a href="${path}" rel="nofollow">Übersetzung anzeigen</a>`);
    expect(body).toContain('<meta name="robots" content="noindex"/>');
    expect(body).toContain(`<link rel="canonical" href="http://localhost${path}"/>`);
  });

  it('shows the Dutch text with its own lang, unmarked, while no translation is there (none made yet, the provider down)', async () => {
    const mark = `Kenmerk${crypto.randomUUID().slice(0, 8)}`;
    // The provider is down for this listing's texts: the queue retries, the page shows the original meanwhile.
    await fetch('https://workers-ai.test/__fake/fail', { method: 'POST', body: JSON.stringify({ contains: mark, status: 503, times: 100 }) });
    const id = await dutchHouse(mark);
    await expect.poll(async () => (await translationRows(env.DB, 1, [id])).some((row) => row.state === 'waiting'), UNTIL).toBe(true);
    const { body } = await detail(id, 'de');
    expect(h1Of(body)).toBe(`<h1 lang="nl">Ruime woning ${mark}</h1>`);
    expect(descriptionOf(body)).toBe('<div class="estate-detail__description prose" lang="nl">');
    expect(noteOf(body)).toBeNull();
    // The Dutch page itself: its own words, no lang of their own, no mark.
    const dutch = await detail(id, 'nl');
    expect(h1Of(dutch.body)).toBe(`<h1>Ruime woning ${mark}</h1>`);
    expect(noteOf(dutch.body)).toBeNull();
    // The queue gives up after its retries and says so on the texts that wait, the title and description of the first
    // language it tried (so nothing of this file still runs when it ends).
    await expect.poll(async () => (await translationRows(env.DB, 1, [id])).map((row) => row.reason), UNTIL).toEqual(['failed', 'failed']);
  });
});
