import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationFrames, ARTIFACTS, baseURL, keepScreenshot, newPage, open, secondSiteURL, useBrowser } from '../../helpers/browser';
import { expectAccessible, horizontalOverflow } from '../../helpers/layout';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// The listing keeps focus on the screen while it loads, and a
// failed search shows no stale cards. The first results on the first screen, the holiday
// search's towns and its Filters sheet, and the holiday list's focus by the footer. Without
// JavaScript the search is a GET form the worker's tests send (test/worker/client/islands/without-javascript.test.ts).

const browser = useBrowser();

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

describe('focus stays on the screen while the list loads (WCAG 2.4.11)', () => {
  // The two at once, each in a page of its own with its own `expect`: most of their time is the
  // keyboard's round trips and the frames waited after each key, the server idle.
  it.concurrent.for([
    [1280, 'site 1', '/nl/te-huur'],
    [390, 'site 2', '/fr/a-vendre'],
  ] as const)(
    'at %d px on %s %s: focus in the footer loads nothing and stays on the screen; back in the list the next page loads and focus stays put',
    async ([width, site, path], { expect }) => {
      const page = await newPage(browser(), { viewport: { width, height: 800 }, ...(width === 390 ? { isMobile: true, hasTouch: true } : {}) });
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
    },
  );
});

const HOLIDAY = { nl: '/nl/vakantieverhuur', fr: '/fr/locations-de-vacances', de: '/de/ferienvermietung' } as const;
const FOR_SALE = { nl: '/nl/te-koop', fr: '/fr/a-vendre', de: '/de/zu-verkaufen' } as const;
const SCREENS = { 390: { width: 390, height: 844 }, 1280: { width: 1280, height: 900 } } as const;

describe('the first results are on the first screen', () => {
  const cases = ([390, 1280] as const).flatMap((width) =>
    (['nl', 'fr', 'de'] as const).flatMap((lang) => (['site 1', 'site 2'] as const).map((site) => [width, lang, site] as const)),
  );
  it.each(cases)('at %d px in %s, %s: the holiday list’s first home and the listing’s first row of cards are wholly in view', async (width, lang, site) => {
    const viewport = SCREENS[width];
    const page = await newPage(browser(), { viewport, ...(width === 390 ? { isMobile: true, hasTouch: true } : {}) });
    const origin = site === 'site 1' ? baseURL() : secondSiteURL();
    for (const [path, card] of [
      [HOLIDAY[lang], '.rental-list .rental-card'],
      [FOR_SALE[lang], '.listing .estate-card'],
    ] as const) {
      await open(page, origin + path);
      const cards = await page.locator(card).evaluateAll((all) => all.slice(0, 3).map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
      const row = cards.filter((box) => Math.abs(box.top - cards[0]!.top) < 1);
      for (const box of row) {
        expect(box.top, `${path}: ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(0);
        expect(box.bottom, `${path}: ${JSON.stringify(box)}`).toBeLessThanOrEqual(viewport.height);
      }
      expect(await horizontalOverflow(page)).toBe(0);
      await keepScreenshot(page, `${ARTIFACTS}/first-screen-${site.replace(' ', '')}${path.replaceAll('/', '-')}-${width}.png`);
    }
    if (lang === 'nl') await expectAccessible(page);
    await page.context().close();
  });
});

describe('the holiday search on a phone and by town', () => {
  // The three at once, each in a page of its own with its own `expect`: most of their time is the
  // keyboard's round trips and the searches, the browser and the server waiting in turn.
  it.concurrent.for(['nl', 'fr', 'de'] as const)(
    '%s at 390 px: the fields fold behind "Filters"; the sheet keeps focus, offers the towns, a town narrows the list, Escape closes it',
    async (lang, { expect }) => {
      const page = await newPage(browser(), { viewport: SCREENS[390], isMobile: true, hasTouch: true });
      await open(page, secondSiteURL() + HOLIDAY[lang]);
      const opener = page.locator('.rental-filter .filter-bar__open');
      expect(await opener.isVisible()).toBe(true);
      expect(await page.locator('.rental-filter .filter-select--location').isVisible()).toBe(false);
      expect(await page.locator('.rental-filter__sort select').isVisible()).toBe(true);
      const count = async () => Number(/\d+/.exec((await page.locator('.rental-list .listing__count').textContent()) ?? '')?.[0]);
      const before = await count();
      await opener.click();
      const sheet = page.locator('dialog.filter-bar__sheet');
      await sheet.waitFor({ state: 'visible' });
      expect(await sheet.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
      await expectAccessible(page);
      const towns = sheet.locator('.filter-select--city');
      await towns.locator('summary').click();
      const town = towns.locator('input').first();
      const id = await town.getAttribute('value');
      const searched = page.waitForResponse((response) => response.url().includes('/ajax/rental-units?') && response.url().includes(`city=${id}`));
      await town.check();
      await page.waitForURL(new RegExp(`city=${id}`));
      await searched;
      // A count that is a number again and another one (while the list loads it may read nothing).
      await page.waitForFunction((previous) => {
        const now = Number(/\d+/.exec(document.querySelector('.rental-list .listing__count')?.textContent ?? '')?.[0]);
        return Number.isFinite(now) && now !== previous;
      }, before);
      expect(await count()).toBeLessThan(before);
      await expect.poll(async () => Number(/\d+/.exec((await sheet.locator('.filter-bar__show').textContent()) ?? '')?.[0])).toBe(await count());
      await page.keyboard.press('Escape');
      if (await sheet.isVisible()) await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.classList.contains('filter-bar__open'))).toBe(true);
      expect(await opener.textContent()).toMatch(/\(1\)$/);
      expect(await horizontalOverflow(page)).toBe(0);
      await page.context().close();
    },
  );

  it('without JavaScript at 390 px: the fields and the search button show, no "Filters" opener', async () => {
    const page = await newPage(browser(), { viewport: SCREENS[390], javaScriptEnabled: false });
    await page.goto(secondSiteURL() + HOLIDAY.nl);
    expect(await page.locator('.rental-filter .filter-bar__open').isVisible()).toBe(false);
    expect(await page.locator('.rental-filter .filter-select--city summary').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Zoeken' }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('the holiday list keeps the focus on the screen by the footer (WCAG 2.4.11)', () => {
  // The three at once, each in a page of its own with its own `expect`, as the listing's above.
  it.concurrent.for([
    [1280, 'site 1', 'nl'],
    [390, 'site 2', 'fr'],
    [390, 'site 1', 'de'],
  ] as const)(
    'at %d px on %s in %s: focus in the footer loads no more homes above it and stays on the screen; back in the list they load',
    async ([width, site, lang], { expect }) => {
      const page = await newPage(browser(), { viewport: SCREENS[width], ...(width === 390 ? { isMobile: true, hasTouch: true } : {}) });
      const searches: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/ajax/rental-units?')) searches.push(request.url());
      });
      await open(page, `${site === 'site 1' ? baseURL() : secondSiteURL()}${HOLIDAY[lang]}`);
      const homes = () => page.locator('.rental-list .rental-card').count();
      const before = await homes();
      expect(before).toBe(12);
      await page.locator('footer a').first().focus();
      await animationFrames(page, 4);
      let spot = await focusSpot(page);
      expect(spot.inFooter).toBe(true);
      expect(spot.onScreen, spot.text).toBe(true);
      for (let step = 0; step < 4; step += 1) {
        await page.keyboard.press('Tab');
        await animationFrames(page, 4);
        spot = await focusSpot(page);
        expect(spot.onScreen, spot.text).toBe(true);
      }
      expect(searches).toEqual([]);
      expect(await homes()).toBe(before);
      // Back into the list: the next homes load, after the focused one.
      await page.locator('.rental-list .rental-card a').last().focus();
      await page.waitForFunction((count) => document.querySelectorAll('.rental-list .rental-card').length > count, before);
      await animationFrames(page, 2);
      spot = await focusSpot(page);
      expect(spot.inList).toBe(true);
      expect(spot.onScreen, spot.text).toBe(true);
      await page.context().close();
    },
  );
});

// This part and the next run at once (consecutive concurrent parts), each test in a page of its
// own with its own `expect`: the failed search waits out its retries (0.4, 0.8 and 1.6 s) meanwhile.
describe.concurrent('a failed search', () => {
  it('ticking a type while the search fails shows no card of the previous filter: an empty list with the retry message', async ({ expect }) => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    await open(page, `${baseURL()}/nl/te-koop`);
    expect(await cardCount(page)).toBe(15);
    await page.route(/\/ajax\/estates\?/, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }));
    await page.locator('.filter-select--type summary').click();
    await page.locator('.filter-select--type').getByLabel('Huis').check();
    await page.keyboard.press('Escape');
    await page.waitForURL(/type=1/);
    // The policy's retries, then the retry message.
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: scaled(20_000) });
    expect(await alert.textContent()).toContain('De panden konden niet geladen worden.');
    expect(await cardCount(page)).toBe(0);
    // The error alone: no "Geen panden gevonden" above it (the store's total 0 is not a finding).
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

describe.concurrent('the language switcher keeps the search', () => {
  it('links to the listing in the other language with the filter, follows a new filter, and that language shows it', async ({ expect }) => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
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

  it('keeps a drawn area (the polygon in the address) in the other language', async ({ expect }) => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    // A triangle in Gent (shared/domain/map-area.ts encodePolygon), as the map writes it.
    const polygon = encodeURIComponent('_tsvH_tqU?_yFnzD?');
    const response = await page.goto(`${baseURL()}/nl/te-koop?polygon=${polygon}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('.language-switcher a[hreflang="en"]').getAttribute('href')).toBe(`/en/for-sale?polygon=${polygon}`);
    await page.context().close();
  });
});
