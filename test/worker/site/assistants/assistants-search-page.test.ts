import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../shared/i18n/locales';
import { starterPaths } from '../../../../worker/platform/starter/page-urls';
import { DUTCH, FRENCH } from '../../../unit/fixtures/plain-search-phrases-nl-fr';
import { ENGLISH, GERMAN } from '../../../unit/fixtures/plain-search-phrases-en-de';
import type { PhraseRow } from '../../../unit/fixtures/plain-search-rows';
import { type Brief, callTool, connectAssistant, SITE_1 } from '../../assistants-helpers';
import { client, get, html } from '../../helpers';
import { idsOnPage, totalOnPage } from '../../listing-feature-helpers';
import { allEstates } from '../../platform-helpers';

// search_listings searches the site's listing page of the side, as the search box leads there:
// for every sentence of the parser's table (and with no words) the tool counts, lists and orders
// what that page shows; the page for sale holds the listings to take over as well.

const TABLES: [Locale, readonly PhraseRow[], number][] = [
  ['nl', DUTCH, 11],
  ['fr', FRENCH, 12],
  ['en', ENGLISH, 13],
  ['de', GERMAN, 14],
];

type Answer = { total: number; transaction: string; listings: Brief[] };

/** The first ten listings and the count the listing page shows at `path`. */
async function pageOf(path: string): Promise<{ total: number; ids: number[] }> {
  const { response, body } = await html(`${SITE_1}${path}`);
  expect(response.status, path).toBe(200);
  return { total: totalOnPage(body), ids: idsOnPage(body).slice(0, 10) };
}

describe('search_listings and the listing page of its side', () => {
  it('with no words: the page for sale’s count (those to take over too) and order, and the page for rent’s', async () => {
    const assistant = await connectAssistant();
    const estates = (await allEstates(1)).filter((estate) => estate.general.parentId === null);
    const takeOver = estates.filter((estate) => estate.general.status === 'TAKE_OVER');
    expect(takeOver.length).toBeGreaterThan(0);
    for (const [transaction, path] of [
      ['sale', starterPaths('forSale').en],
      ['rent', starterPaths('forRent').en],
    ] as const) {
      const page = await pageOf(path);
      const { data } = await callTool<Answer>(assistant, 'search_listings', { transaction, language: 'en' });
      expect(data.total, transaction).toBe(page.total);
      expect(
        data.listings.map((listing) => listing.id),
        transaction,
      ).toEqual(page.ids);
    }
    // Without a side, the page for sale: every listing for sale or to take over.
    const { data } = await callTool<Answer>(assistant, 'search_listings', { language: 'en' });
    expect(data.total).toBe(estates.filter((estate) => ['FOR_SALE', 'TAKE_OVER'].includes(estate.general.status)).length);
  });

  it.each(TABLES)('for each %s sentence of the parser’s table: the count and order of the page the box leads to', async (locale, rows, visitor) => {
    const assistant = await connectAssistant(SITE_1, 'Test assistant', { 'CF-Connecting-IP': client(visitor) });
    for (const [sentence] of rows) {
      const parsed = await get(`${SITE_1}/${locale}/ajax/parse-search?q=${encodeURIComponent(sentence)}`);
      expect(parsed.status, sentence).toBe(200);
      const { url } = (await parsed.json()) as { url: string };
      const page = await pageOf(url);
      const { data, isError } = await callTool<Answer>(assistant, 'search_listings', { query: sentence, language: locale });
      expect(isError, sentence).toBe(false);
      expect({ sentence, total: data.total, ids: data.listings.map((listing) => listing.id) }).toEqual({ sentence, ...page });
    }
  });
});
