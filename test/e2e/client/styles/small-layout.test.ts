import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, newPage, open, secondSiteURL, useBrowser } from '../../helpers/browser';
import { galleryCounter, holdGlide, slideSettled } from '../../helpers/gallery';
import { expectAccessible, horizontalOverflow } from '../../helpers/layout';

// Small drags keep their click, and small layout slips.

const browser = useBrowser();

/** Presses on the element's centre, moves `dx` px sideways in a few steps, lets go. */
async function drag(page: Page, target: Locator, dx: number): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 3 });
  await page.mouse.up();
}

/** The lines a text runs on (one: it did not wrap). */
const lines = (target: Locator) =>
  target.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });

describe('a drag of 10 px or less keeps its click', () => {
  it("a 6 px move on a team member's phone link follows it; a 30 px swipe does not", async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    await open(page, `${baseURL()}/nl/over-ons`);
    await page.locator('.employees[data-mounted]').waitFor();
    // Clicks that reach the document unblocked; the tel: address itself is not opened.
    await page.evaluate(() => {
      const followed: string[] = [];
      (window as unknown as { followed: string[] }).followed = followed;
      document.addEventListener('click', (event) => {
        const link = (event.target as Element).closest('a[href^="tel:"]');
        if (!link) return;
        if (!event.defaultPrevented) followed.push(link.getAttribute('href')!);
        event.preventDefault();
      });
    });
    const followed = () => page.evaluate(() => (window as unknown as { followed: string[] }).followed.length);
    const phone = page.locator('.employees .glide__slide--active a[href^="tel:"]').first();
    await drag(page, phone, 6);
    await expect.poll(followed).toBe(1);
    // Glide's own guard lets clicks through again only after a move's transition: a second small drag at once.
    await drag(page, phone, -6);
    await expect.poll(followed).toBe(2);
    await drag(page, page.locator('.employees .glide__slide--active a[href^="tel:"]').first(), -30);
    await page.waitForFunction(() => !document.querySelector('.employees .glide__slides--dragging'));
    expect(await followed()).toBe(2);
    await page.context().close();
  });

  it(
    'a 6 px move on the gallery photo opens it full screen; ' + 'a 30 px swipe moves to the next photo without opening it, before Glide is there and after',
    async () => {
      const page = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
      const glide = await holdGlide(page);
      await page.goto(`${baseURL()}/nl/te-koop?type=1`);
      const detail = (await page.locator('.listing .estate-card__link').first().getAttribute('href'))!;
      await open(page, baseURL() + detail);
      await page.locator('.estate-gallery[data-mounted]').waitFor();
      const dialog = page.locator('.estate-gallery__dialog');
      const photo = (index: number) => page.locator(`.estate-gallery__photo[data-index="${index}"]`);
      const counter = () => galleryCounter(page);
      // Before Glide (it loads as the pointer reaches the gallery, and is held back here).
      await drag(page, photo(0), -30);
      await expect.poll(counter).toMatch(/^Foto 2 /);
      expect(await dialog.isVisible()).toBe(false);
      await drag(page, photo(1), 6);
      await dialog.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      // Closed, the gallery shows the photo last shown full screen.
      await expect.poll(counter).toMatch(/^Foto 2 /);
      // With Glide.
      glide.release();
      await slideSettled(page, 1);
      await drag(page, photo(1), -30);
      await expect.poll(counter).toMatch(/^Foto 3 /);
      await slideSettled(page, 2);
      expect(await dialog.isVisible()).toBe(false);
      await drag(page, photo(2), 6);
      await dialog.waitFor({ state: 'visible' });
      await page.context().close();
    },
  );
});

describe('small layout slips', () => {
  it.each(['nl', 'fr', 'de'] as const)('home in %s at 1280 px: the quotes share one row, the team cards one height; axe finds nothing', async (lang) => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    await open(page, `${baseURL()}/${lang}/`);
    const quoteTops = await page.locator('.quote').evaluateAll((quotes) => quotes.map((quote) => Math.round(quote.getBoundingClientRect().top)));
    expect(quoteTops.length).toBe(4);
    expect(new Set(quoteTops).size).toBe(1);
    await page.locator('.employees[data-mounted]').scrollIntoViewIfNeeded();
    const heights = await page
      .locator('.employees .glide__slide:not(.glide__slide--clone)')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
    expect(new Set(heights).size, `card heights ${heights.join(', ')}`).toBe(1);
    await expectAccessible(page);
    await page.context().close();
  });

  it.each(['nl', 'fr', 'de'] as const)('home in %s at 390 px: nothing runs past the screen, the team cards one height; axe finds nothing', async (lang) => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    await open(page, `${baseURL()}/${lang}/`);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.locator('.employees[data-mounted]').scrollIntoViewIfNeeded();
    const heights = await page
      .locator('.employees .glide__slide:not(.glide__slide--clone)')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
    expect(new Set(heights).size, `card heights ${heights.join(', ')}`).toBe(1);
    await expectAccessible(page);
    await page.context().close();
  });

  it("a holiday unit's '/ Week-end' stays on one line at 390 px (site 2 in French)", async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    // Holiday unit 24 (a gîte in Durbuy): its cheapest period is a weekend. (It was unit 7, a coast
    // studio the Ardennes agency no longer lists.)
    await open(page, `${secondSiteURL()}/fr/vacances/24`);
    const periods = page.locator('.rental-card__period');
    expect(await periods.allTextContents()).toContain('/ Week-end');
    for (const period of await periods.all()) expect(await lines(period), (await period.textContent()) ?? '').toBe(1);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});
