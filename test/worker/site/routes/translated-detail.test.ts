import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { translationRows } from '../../../../worker/platform/translations/store';
import { ingestTokensBeforeAll } from '../../platform-helpers';
import { detail, dutchListing, hreflangs, marker, untilTranslated } from '../../translated-listings';
import { UNTIL } from '../../until';

// The detail page of a listing in a language its agency did not write (docs/translations.md): the
// translation made when it was written, with its language, marked, the original one link away
// (no script needed, never followed); the agency's text with its own `lang` while there is none;
// hreflang only for the languages the listing really has.

const tokens = ingestTokensBeforeAll();

const h1Of = (body: string) => /<h1[^>]*>.*?<\/h1>/s.exec(body)?.[0];
const descriptionOf = (body: string) => /<div class="estate-detail__description prose"[^>]*>/.exec(body)?.[0] ?? '';
const noteOf = (body: string) => /<p class="estate-detail__translated">(.*?)<\/p>/s.exec(body)?.[1] ?? null;

describe('the German page of a Dutch-only listing', () => {
  it('shows the translation in the page’s language, marked “translated automatically from Dutch”, the original one link away', async () => {
    const mark = marker();
    const id = await dutchListing(tokens[1], mark);
    await untilTranslated(id);
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
    const mark = marker();
    const id = await dutchListing(tokens[1], mark);
    await untilTranslated(id);
    const { path, body } = await detail(id, 'de', '?original=1');
    expect(h1Of(body)).toBe(`<h1 lang="nl">Ruime woning ${mark}</h1>`);
    expect(descriptionOf(body)).toBe('<div class="estate-detail__description prose" lang="nl">');
    expect(body).toContain(`<p>Ruime woning ${mark} met 3 slaapkamers, vraagprijs € 389.000.</p>`);
    expect(noteOf(body)).toBe(`Originaltext auf Niederländisch · <a href="${path}" rel="nofollow">Übersetzung anzeigen</a>`);
    expect(body).toContain('<meta name="robots" content="noindex"/>');
    expect(body).toContain(`<link rel="canonical" href="http://localhost${path}"/>`);
  });

  it('shows the Dutch text with its own lang, unmarked, while no translation is there (none made yet, the provider down)', async () => {
    const mark = marker();
    // The provider is down for this listing's texts: the queue retries, the page shows the original meanwhile.
    await fetch('https://workers-ai.test/__fake/fail', { method: 'POST', body: JSON.stringify({ contains: mark, status: 503, times: 100 }) });
    const id = await dutchListing(tokens[1], mark);
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
