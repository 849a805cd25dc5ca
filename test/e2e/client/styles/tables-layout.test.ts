import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from '../../helpers/browser';
import { expectAccessible, horizontalOverflow, LANGUAGES, splitWords, WIDTHS } from '../../helpers/layout';
import { useSharedPages } from '../../helpers/shared-pages';

// The project's units and the purchase costs, on a phone and a desktop;
// no word in the cost table or the compare table broken without a hyphen, nothing past the edge.

const browser = useBrowser();

/**
 * The pages the tests share, each loaded once and resized for each width that asks for it (the
 * project's units, the purchase costs and the compare table are laid out by CSS alone, none of
 * their scripts measures the window): 14 loads for the file's 16 tests instead of 28. The compare
 * table's pages in a context of their own, with four listings to compare in its storage (the
 * detail pages' compare buttons then unpressed, as in a visit that has compared nothing yet).
 */
const sharedPage = useSharedPages(browser);
const comparePage = useSharedPages(browser, () => ({
  storageState: { cookies: [], origins: [{ origin: baseURL(), localStorage: [{ name: 'agency-compare', value: JSON.stringify([1004, 1107, 1239, 1069]) }] }] },
}));

/** The project with floors of units (site 1's demo project 1239), by its short address. */
const PROJECT: Record<'nl' | 'fr' | 'de', string> = { nl: '/nl/aanbod/1239', fr: '/fr/offre/1239', de: '/de/angebot/1239' };

/** Prices on the page whose '€' and amount are on two lines ('Vanaf' may wrap before the '€'). */
const brokenPrices = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('.project-floor__price, .estate-detail__price, .purchase-costs__table td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/€\s*[\d.,]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });

/** Sideways-scrolling boxes that a keyboard cannot reach or that have no name. */
const unreachableScrollers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.table-scroll')]
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .filter((box) => box.tabIndex < 0 || !(box.getAttribute('aria-label') || box.getAttribute('aria-labelledby')))
      .map((box) => box.querySelector('caption, th')?.textContent ?? box.className),
  );

describe("a project's units", () => {
  it.each([
    [390, 'nl'],
    [390, 'fr'],
    [390, 'de'],
    [1280, 'nl'],
    [1280, 'fr'],
    [1280, 'de'],
  ] as const)('at %d px in %s: every unit shows its status and price on the screen, "€" never apart from its amount', async (width, lang) => {
    const { page } = await sharedPage(baseURL() + PROJECT[lang], { width, height: 800 });
    const units = page.locator('.project-floor__units tbody tr');
    expect(await units.count()).toBeGreaterThan(10);
    const offScreen = await units.evaluateAll(
      (rows, right) =>
        rows.flatMap((row) => {
          const cells = [...row.querySelectorAll('td')].slice(-2);
          return cells
            .filter((cell) => cell.getBoundingClientRect().right > right || cell.getBoundingClientRect().width === 0)
            .map((cell) => `${row.querySelector('th')?.textContent}: ${cell.textContent}`);
        }),
      width,
    );
    expect(offScreen).toEqual([]);
    expect(await brokenPrices(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await unreachableScrollers(page)).toEqual([]);
    if (width === 390) {
      // A card: each value under its column's name.
      const first = units.first();
      expect(
        await first
          .locator('td')
          .first()
          .evaluate((cell) => getComputedStyle(cell, '::before').content),
      ).toMatch(/^".+"$/);
    }
    await expectAccessible(page);
  });
});

describe('the purchase costs in German', () => {
  it.each([
    [390, '/de/angebot/1004'],
    [390, '/de/ueber-uns'],
    [390, '/de/kostenlose-bewertung'],
    [1280, '/de/angebot/1004'],
  ] as const)('at %d px, %s: the table fits (nothing to scroll sideways), no amount breaks; axe finds nothing', async (width, path) => {
    const { page } = await sharedPage(baseURL() + path, { width, height: 800 });
    const table = page.locator('.purchase-costs__table').first();
    await table.waitFor();
    expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    expect(await brokenPrices(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page);
  });
});

describe('no word broken without a hyphen, nothing past the screen’s edge: the purchase costs and the compare table', () => {
  const DETAIL = { nl: '/nl/aanbod/', fr: '/fr/offre/', de: '/de/angebot/' } as const;
  const COMPARE = { nl: '/nl/vergelijken', fr: '/fr/comparer', de: '/de/vergleichen' } as const;
  for (const width of WIDTHS) {
    for (const lang of LANGUAGES) {
      it(`at ${width} px in ${lang}: the costs of a VAT new build and of a resale, and four listings compared`, async () => {
        const size = { width, height: 844 };
        // 1107: a new build under the VAT regime (three columns of amounts); 1004: a resale. The
        // three pages open at once, in tabs: each waits on the server and the browser in turn.
        const [vat, resale, compared] = await Promise.all([
          sharedPage(baseURL() + DETAIL[lang] + 1107, size),
          sharedPage(baseURL() + DETAIL[lang] + 1004, size),
          comparePage(baseURL() + COMPARE[lang], size),
        ]);
        for (const [id, { page }] of [
          [1107, vat],
          [1004, resale],
        ] as const) {
          await page.locator('.purchase-costs__table').first().waitFor();
          expect(await splitWords(page, '.purchase-costs'), `${id}`).toEqual([]);
          expect(await horizontalOverflow(page)).toBe(0);
        }
        const page = compared.page;
        await page.locator('.compare__table tbody tr').first().waitFor();
        expect(await splitWords(page, '.compare__table')).toEqual([]);
        // Each fact's name within its cell, none running under the listings beside it.
        expect(
          await page
            .locator('.compare__table th')
            .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent)),
        ).toEqual([]);
        expect(await horizontalOverflow(page)).toBe(0);
        await expectAccessible(page);
      });
    }
  }
});
