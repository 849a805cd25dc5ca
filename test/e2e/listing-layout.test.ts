import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationFrames, baseURL, launchBrowser, newPage, open, secondSiteURL } from './helpers/browser';
import { expectAccessible } from './helpers/layout';

// Issue 27, items 6 and 11: the listing keeps focus on the screen while it loads, and a
// failed search shows no stale cards.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const cardCount = (page: Page) => page.locator('.listing .estate-card').count();

/** Where the focused element is, and whether it is in the footer or the list. */
const focusSpot = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement!;
    const box = focused.getBoundingClientRect();
    return {
      text: `${focused.tagName} ${(focused.textContent ?? '').trim().slice(0, 30)}`,
      onScreen: box.bottom > 0 && box.top < window.innerHeight,
      inFooter: focused.closest('footer') !== null,
      inList: focused.closest('.listing__body') !== null,
    };
  });

describe('focus stays on the screen while the list loads (item 6, WCAG 2.4.11)', () => {
  it.each([
    [1280, 'site 1', '/nl/te-huur'],
    [390, 'site 2', '/fr/a-vendre'],
  ] as const)('at %d px on %s %s: focus in the footer loads nothing and stays on the screen; back in the list the next page loads and focus stays put', async (width, site, path) => {
    const page = await newPage(browser, { viewport: { width, height: 800 }, ...(width === 390 ? { isMobile: true, hasTouch: true } : {}) });
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/ajax/estates?')) searches.push(request.url());
    });
    await open(page, `${site === 'site 1' ? baseURL() : secondSiteURL()}${path}`);
    const before = await cardCount(page);
    expect(before).toBe(15);
    // Into the footer (its first link, as a Tab past the list reaches it): the footer, and the
    // list's end above it, come into view.
    await page.locator('footer a').first().focus();
    await animationFrames(page, 4);
    let spot = await focusSpot(page);
    expect(spot.inFooter).toBe(true);
    expect(spot.onScreen, spot.text).toBe(true);
    // Through the footer: every link stays on the screen, and no page was asked for.
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      await animationFrames(page, 4);
      spot = await focusSpot(page);
      expect(spot.onScreen, spot.text).toBe(true);
    }
    expect(searches).toEqual([]);
    expect(await cardCount(page)).toBe(before);
    // Back into the list: the next page loads, after the focused card.
    for (let step = 0; step < 40 && !spot.inList; step += 1) {
      await page.keyboard.press('Shift+Tab');
      await animationFrames(page, 2);
      spot = await focusSpot(page);
    }
    await page.waitForFunction((count) => document.querySelectorAll('.listing .estate-card').length > count, before);
    await animationFrames(page, 2);
    spot = await focusSpot(page);
    expect(spot.inList).toBe(true);
    expect(spot.onScreen, spot.text).toBe(true);
    await page.context().close();
  });
});

describe('a failed search (item 11, SPEC §8)', () => {
  it('ticking a type while the search fails shows no card of the previous filter: an empty list with the retry message', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await open(page, `${baseURL()}/nl/te-koop`);
    expect(await cardCount(page)).toBe(15);
    await page.route(/\/ajax\/estates\?/, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }));
    await page.locator('.filter-select--type summary').click();
    await page.locator('.filter-select--type').getByLabel('Huis').check();
    await page.keyboard.press('Escape');
    await page.waitForURL(/type=1/);
    // The policy's retries, then the retry message.
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain('De panden konden niet geladen worden.');
    expect(await cardCount(page)).toBe(0);
    // The error alone: no "Geen panden gevonden" above it (the store's total 0 of SPEC §8 is not a finding).
    expect(await page.locator('.listing__count').textContent()).toBe('');
    // Not the "no properties" message: the search failed, it did not find nothing.
    expect(await page.locator('.listing__empty').count()).toBe(0);
    await expectAccessible(page);
    // Back: the retry loads the houses.
    await page.unroute(/\/ajax\/estates\?/);
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.listing .estate-card').length > 0);
    await page.context().close();
  });
});

describe('the language switcher keeps the search (item 12, SPEC §2)', () => {
  it("links to the listing in the other language with the filter, follows a new filter, and that language shows it", async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await open(page, `${baseURL()}/nl/te-koop?city=7&type=1`);
    const french = page.locator('.language-switcher a[hreflang="fr"]');
    expect(await french.getAttribute('href')).toBe('/fr/a-vendre?city=7&type=1');
    // A new filter rewrites the address; the links follow it.
    await page.locator('.filter-select--type summary').click();
    await page.locator('.filter-select--type').getByLabel('Appartement').check();
    await page.keyboard.press('Escape');
    await page.waitForURL(/type=1.*type=2|type=2.*type=1/);
    const search = await page.evaluate(() => window.location.search);
    expect(await french.getAttribute('href')).toBe(`/fr/a-vendre${search}`);
    expect(await page.locator('.language-switcher a[hreflang="de"]').getAttribute('href')).toBe(`/de/zu-verkaufen${search}`);
    await french.click();
    await page.waitForURL(/\/fr\/a-vendre\?/);
    expect(new URL(page.url()).search).toBe(search);
    expect(await page.locator('.filter-select--type .filter-select__summary').textContent()).toBe('Type (2)');
    await page.context().close();
  });

  it('keeps a drawn area (the polygon in the address) in the other language', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    // A triangle in Gent (shared/domain/map-area.ts encodePolygon), as the map writes it.
    const polygon = encodeURIComponent('_tsvH_tqU?_yFnzD?');
    const response = await page.goto(`${baseURL()}/nl/te-koop?polygon=${polygon}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('.language-switcher a[hreflang="en"]').getAttribute('href')).toBe(`/en/for-sale?polygon=${polygon}`);
    await page.context().close();
  });
});
