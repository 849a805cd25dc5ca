import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationFrames, baseURL, newPage, open, secondSiteURL, served, useBrowser } from '../../helpers/browser';
import { expectAccessible, horizontalOverflow } from '../../helpers/layout';
import { useSharedPages } from '../../helpers/shared-pages';

// The listing and the detail page on a phone.

const browser = useBrowser();

const LISTING = { nl: '/nl/te-koop', fr: '/fr/a-vendre', de: '/de/zu-verkaufen' } as const;
const DETAIL = { nl: '/nl/aanbod/1004', fr: '/fr/offre/1004', de: '/de/angebot/1004' } as const;
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * The phone's pages two tests look at, each loaded once: the listing (its first screen, then its
 * Filters sheet, the test that changes it last) and the detail page (its photo and tabs, then the
 * order Tab walks it in).
 */
const phonePage = useSharedPages(browser, { isMobile: true, hasTouch: true });

/** The second agency's first holiday unit, by id: the first card's link in its list as the server sends it (its cards are in the HTML). */
async function firstHolidayUnit(): Promise<string> {
  const { html } = await served(`${secondSiteURL()}/fr/locations-de-vacances`);
  return /class="rental-card[\s\S]*?class="estate-card__link" href="\/fr\/vacances\/(\d+)/.exec(html)![1]!;
}

const top = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top);
const bottom = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().bottom);
/** Focus is in the sheet, or past its end in the browser's own controls (body): never on the page behind it. */
const inSheet = (page: Page) =>
  page.evaluate(() => document.activeElement === document.body || document.activeElement?.closest('dialog.filter-bar__sheet') !== null);
/** The number in a text: '122 panden gevonden' → 122. */
const numberIn = (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0]);

describe('the listing on a phone', () => {
  it.each(['nl', 'fr', 'de'] as const)('%s: the filters fold behind a button; sort, count and the first card are on the first screen', async (lang) => {
    const { page } = await phonePage(baseURL() + LISTING[lang], phone.viewport);
    expect(await page.locator('.filter-bar__open').isVisible()).toBe(true);
    expect(await page.locator('.filter-select--location').isVisible()).toBe(false);
    expect(await page.locator('.filter-bar__sort select').isVisible()).toBe(true);
    const card = await top(page, '.listing .estate-card');
    expect(card).toBeLessThan(600);
    expect(await bottom(page, '.filter-bar__sort select')).toBeLessThanOrEqual(card);
    expect(await bottom(page, '.listing__count')).toBeLessThanOrEqual(card);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page);
  });

  // The three at once, each on its language's page with its own `expect`: most of their time is
  // the keyboard's round trips and the searches, the browser and the server waiting in turn.
  it.concurrent.for(['nl', 'fr', 'de'] as const)(
    '%s: the sheet keeps focus inside, shows the results count on its button, and Escape closes it back to "Filters (n)"',
    async (lang, { expect }) => {
      const { page } = await phonePage(baseURL() + LISTING[lang], phone.viewport);
      const opener = page.locator('.filter-bar__open');
      await opener.click();
      const sheet = page.locator('dialog.filter-bar__sheet');
      await sheet.waitFor({ state: 'visible' });
      expect(await sheet.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
      const count = async () => numberIn(await page.locator('.listing__count').textContent());
      const show = page.locator('.filter-bar__show');
      expect(numberIn(await show.textContent())).toBe(await count());
      // Focus stays in the sheet, however far one tabs (forwards and back).
      expect(await page.evaluate(() => document.activeElement?.closest('dialog.filter-bar__sheet') !== null)).toBe(true);
      for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
        await page.keyboard.press(key);
        expect(await inSheet(page), key).toBe(true);
      }
      await expectAccessible(page);
      // A type: the list searches, and the button says how many it found.
      const before = await count();
      await sheet.locator('.filter-select--type summary').click();
      await sheet.locator('.filter-select--type input').first().check();
      await page.waitForURL(/type=/);
      await page.waitForFunction((previous) => Number(/\d+/.exec(document.querySelector('.listing__count')?.textContent ?? '')?.[0]) !== previous, before);
      await expect.poll(async () => numberIn(await show.textContent())).toBe(await count());
      // Escape closes the open type menu first (multi-select), then the sheet.
      await page.keyboard.press('Escape');
      if (await sheet.isVisible()) await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.classList.contains('filter-bar__open'))).toBe(true);
      expect(await opener.textContent()).toMatch(/\(1\)$/);
    },
  );

  it('at 1280 px the filters stay in the bar, with no "Filters" button', async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    await open(page, baseURL() + LISTING.nl);
    expect(await page.locator('.filter-bar__open').isVisible()).toBe(false);
    expect(await page.locator('.filter-select--location').isVisible()).toBe(true);
    expect(await page.locator('.filter-bar__price').first().isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('the detail page on a phone', () => {
  it.each(['nl', 'fr', 'de'] as const)('%s: the photo comes first; the tabs are one row that scrolls sideways, with a shadow at the edge', async (lang) => {
    const { page } = await phonePage(baseURL() + DETAIL[lang], phone.viewport);
    const photo = await top(page, '.estate-gallery');
    expect(photo).toBeLessThan(await top(page, '.estate-detail h1'));
    expect(photo).toBeLessThan(200);
    const tabs = page.locator('[role="tablist"] [role="tab"]');
    expect(await tabs.count()).toBeGreaterThan(6);
    const tops = await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const list = page.locator('[role="tablist"]');
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await list.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('radial-gradient');
    // By keyboard to the last tab: it scrolls into view.
    await tabs.first().focus();
    await page.keyboard.press('End');
    await animationFrames(page, 2);
    const last = (await tabs.last().boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(390);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page);
  });

  // These four and the four Tab walks below run at once (consecutive concurrent tests), each with its own `expect`: most of their
  // time is the keyboard's and the checks' round trips, the browser and the server waiting in turn.
  it.concurrent.for([
    ['nl', '/nl/aanbod/1112', '‹ Te koop'],
    ['fr', '/fr/offre/1112', '‹ À vendre'],
    ['de', '/de/angebot/1112', '‹ Zu verkaufen'],
    ['fr', 'holiday', '‹ Gîtes et locations de vacances à Durbuy'],
  ] as const)('%s at 390 px, %s: the trail is one step back, whole and readable; at 1280 px every step', async ([_lang, path, back], { expect }) => {
    const page = await newPage(browser(), phone);
    const url = path === 'holiday' ? `${secondSiteURL()}/fr/vacances/${await firstHolidayUnit()}` : baseURL() + path;
    await open(page, url);
    const trail = page.locator('nav.breadcrumb');
    expect((await trail.innerText()).trim()).toBe(back.slice(2));
    expect(await trail.locator('li', { hasText: back.slice(2) }).evaluate((step) => getComputedStyle(step, '::before').content)).toBe('"‹"');
    // Nothing cut short: each shown step is as wide as its words, on the screen.
    const shown = await trail
      .locator('li')
      .evaluateAll((steps) =>
        steps
          .filter((step) => step.getClientRects().length > 0)
          .map((step) => ({ cut: step.scrollWidth > step.clientWidth + 1, right: step.getBoundingClientRect().right })),
      );
    expect(shown).toHaveLength(1);
    expect(shown[0]!.cut).toBe(false);
    expect(shown[0]!.right).toBeLessThanOrEqual(390);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await trail.locator('li').evaluateAll((steps) => steps.filter((step) => step.getClientRects().length > 0).length)).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  // WCAG 1.3.2 and 2.4.3: the photo moved first on a phone is first in the document too, so Tab
  // goes where the eye goes; on a desktop the header (price, costs link, heart) stays first.
  // At once with the trail's four above. At 390 px on the phone's detail page the test of its photo and
  // tabs looked at (a walk from the trail, whatever tab is shown), at 1280 px in a page of its own.
  it.concurrent.for([
    [390, 'nl'],
    [390, 'fr'],
    [1280, 'nl'],
    [1280, 'fr'],
  ] as const)('at %d px in %s: Tab from the trail walks the photo and the header in the order they are seen', async ([width, lang], { expect }) => {
    const page =
      width === 390 ? (await phonePage(baseURL() + DETAIL[lang], phone.viewport)).page : await newPage(browser(), { viewport: { width, height: 900 } });
    if (width !== 390) await open(page, baseURL() + DETAIL[lang]);
    await page.locator('nav.breadcrumb a').last().focus();
    const walked: { part: string; top: number }[] = [];
    // Through the photo (arrows, full screen, 12 thumbnails) and the header (costs link, heart), to what follows them.
    while (walked.length < 30) {
      await page.keyboard.press('Tab');
      const step = await page.evaluate(() => {
        const focused = document.activeElement!;
        const part = focused.closest('.estate-gallery') ? 'gallery' : focused.closest('.estate-detail__header') ? 'header' : 'other';
        return { part, top: Math.round(focused.getBoundingClientRect().top + window.scrollY) };
      });
      if (step.part === 'other') break;
      walked.push(step);
    }
    // What a screen reader reads follows the same order: the photo before the title on a phone.
    const photoBeforeTitle = await page.evaluate(() =>
      Boolean(
        document.querySelector('.estate-gallery')!.compareDocumentPosition(document.querySelector('.estate-detail h1')!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    );
    expect(photoBeforeTitle).toBe(width === 390);
    const parts = walked.map((step) => step.part).filter((part, index, all) => part !== all[index - 1]);
    expect(parts, JSON.stringify(walked)).toEqual(width === 390 ? ['gallery', 'header'] : ['header', 'gallery']);
    // Each control Tab reaches is on the row of the one before it or below it.
    walked.forEach((step, index) => index > 0 && expect(step.top, JSON.stringify(walked)).toBeGreaterThanOrEqual(walked[index - 1]!.top - 2));
    if (width !== 390) await page.context().close();
  });

  // The gallery island moves itself (client/components/photo-first.ts), so a holiday unit's page,
  // which shows its photo first on a phone too, reads in screen order as well; and the order
  // follows the layout when the window crosses 768 px.
  it("a holiday unit's photo is before its title in the document at 390 px, after it at 1280 px, and follows a resize", async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    await open(page, `${baseURL()}/nl/vakantie/3`);
    const order = () =>
      page.evaluate(() => {
        const gallery = document.querySelector('.estate-gallery')!;
        const title = document.querySelector('.estate-detail h1')!;
        const seen = gallery.getBoundingClientRect().top < title.getBoundingClientRect().top ? 'photo first' : 'title first';
        const read = gallery.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING ? 'photo first' : 'title first';
        return { seen, read };
      });
    expect(await order()).toEqual({ seen: 'title first', read: 'title first' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(order).toEqual({ seen: 'photo first', read: 'photo first' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(order).toEqual({ seen: 'title first', read: 'title first' });
    await expectAccessible(page);
    await page.context().close();
  });
});
