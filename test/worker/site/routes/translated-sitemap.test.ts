import { describe, expect, it } from 'vitest';
import { consoleFetch, signIn } from '../../console-helpers';
import { forgetCaches, sitemapOf } from '../../helpers';
import { ingestTokensBeforeAll } from '../../platform-helpers';
import { detail, dutchListing, hreflangs, marker, untilTranslated } from '../../translated-listings';

// The sitemap pairs a listing's addresses as its page does (docs/translations.md, decision 072): its
// alternates name the languages the listing really has, those its agency wrote or whose translation
// it accepted, never one only a machine wrote; every language's address is still listed.

const tokens = ingestTokensBeforeAll();

/** The sitemap's entries of the estate `id`, by language: the address listed and the hreflang of its alternates. */
async function sitemapEntries(id: number): Promise<Record<string, { loc: string; hreflang: string[] }>> {
  await forgetCaches();
  const { xml } = await sitemapOf('http://localhost');
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
    .map((match) => match[1]!)
    .map((url) => ({ loc: /<loc>([^<]+)<\/loc>/.exec(url)![1]!, hreflang: [...url.matchAll(/hreflang="([^"]+)"/g)].map((found) => found[1]!) }))
    .filter(({ loc }) => new RegExp(`^http://localhost/[a-z]{2}/[a-z]+/${id}/`).test(loc));
  return Object.fromEntries(entries.map((entry) => [new URL(entry.loc).pathname.slice(1, 3), entry]));
}

/** For each language, what the listing's page promises in its head beside what the sitemap promises for its address. */
async function pagesAndSitemap(id: number) {
  const entries = await sitemapEntries(id);
  const pairs = [];
  for (const lang of ['nl', 'fr', 'en', 'de']) {
    const { path, body } = await detail(id, lang);
    pairs.push({ lang, page: { loc: `http://localhost${path}`, hreflang: hreflangs(body) }, sitemap: entries[lang] });
  }
  return pairs;
}

describe('the sitemap’s alternates of a listing', () => {
  it('name Dutch alone for a Dutch-only listing whose other languages a machine wrote, as each of its pages does', async () => {
    const id = await dutchListing(tokens[1], marker());
    await untilTranslated(id);
    for (const { lang, page, sitemap } of await pagesAndSitemap(id)) {
      expect(sitemap, lang).toEqual({ loc: page.loc, hreflang: ['nl', 'x-default'] });
      expect(page.hreflang, lang).toEqual(sitemap!.hreflang);
    }
  });

  it('name German too once the agency accepted the German translation, as each of its pages does', async () => {
    const owner = await signIn('owner@immo-scheldeland.localhost');
    const id = await dutchListing(tokens[1], marker());
    await untilTranslated(id);
    const accepted = await consoleFetch(`/en/sites/1/translations/${id}`, {
      cookie: owner.cookie,
      form: { _csrf: owner.csrf, field: 'description', lang: 'de', action: 'accept' },
    });
    expect(accepted.status).toBe(303);
    for (const { lang, page, sitemap } of await pagesAndSitemap(id)) {
      expect(sitemap, lang).toEqual({ loc: page.loc, hreflang: ['nl', 'de', 'x-default'] });
      expect(page.hreflang, lang).toEqual(sitemap!.hreflang);
    }
  });
});
