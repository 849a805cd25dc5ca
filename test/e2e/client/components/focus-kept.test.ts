import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationFrames, baseURL, islandsReady, layoutSettled, newPage, open, secondSiteURL, useBrowser } from '../../helpers/browser';
import { consoleURL, expectAccessible, OPERATOR, signInThroughMailbox, useLiveAgency } from '../../helpers/console';
import { fillGhentHouse } from '../../helpers/listing-form';

// Focus is never lost or pushed off the screen by what the page does on its own (WCAG 2.4.3,
// 2.4.11): a keyboard user faster than the list's next page (its cards arrive once focus has
// gone past the list), a holiday calendar's month pressed before its script came (a reload)
// and with it (in place), and a listing the console's legal guard refuses (its summary).

const browser = useBrowser();
useLiveAgency('Immo Focus', 'focus', ['nl', 'fr']);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The focused element: whether it is the body, in the footer, and wholly on the screen. */
const focusSpot = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement ?? document.body;
    const box = focused.getBoundingClientRect();
    return {
      text: `${focused.tagName} ${(focused.textContent ?? '').trim().slice(0, 30)} at ${Math.round(box.top)} px`,
      body: focused === document.body,
      inFooter: focused.closest('footer') !== null,
      onScreen: box.top >= 0 && box.bottom <= window.innerHeight,
      top: box.top,
    };
  });

/** Holds the requests `pattern` matches until `release` is called; `asked` resolves at the first. */
async function holdRequests(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  let asked!: () => void;
  const first = new Promise<void>((resolve) => (asked = resolve));
  let holding = true;
  await page.route(pattern, (route) => {
    if (!holding) return route.continue();
    held.push(route);
    asked();
  });
  return {
    asked: first,
    release: async () => {
      holding = false;
      // A route of a page since left answers nothing (its request is gone).
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

// Chromium's scroll anchoring keeps the footer in place on the holiday list (not on the listing);
// a browser without it (Safari) is played by `overflow-anchor: none`.
describe('a keyboard faster than the list’s next page (WCAG 2.4.11)', () => {
  it.each([
    ['the listing', 'on', 'second', '/fr/a-vendre', /\/ajax\/estates\?/, '.listing .estate-card'],
    ['the holiday list', 'on', 'first', '/de/ferienvermietung', /\/ajax\/rental-units\?/, '.rental-list .rental-card'],
    ['the holiday list', 'off', 'first', '/de/ferienvermietung', /\/ajax\/rental-units\?/, '.rental-list .rental-card'],
  ] as const)(
    '%s at 390 px, scroll anchoring %s: Tab past the list while its next page loads; the cards arrive, the focus stays put',
    async (_, anchoring, which, path, ajax, card) => {
      const page = await newPage(browser(), PHONE);
      const next = await holdRequests(page, ajax);
      await open(page, `${which === 'first' ? baseURL() : secondSiteURL()}${path}`);
      if (anchoring === 'off') await page.addStyleTag({ content: 'html { overflow-anchor: none }' });
      const before = await page.locator(card).count();
      // On the last card: the list's end comes near and its next page is asked for (held).
      await page.locator(`${card} a`).last().focus();
      await next.asked;
      // Tab on at once, faster than the page's answer, into the footer.
      let spot = await focusSpot(page);
      for (let step = 0; step < 40 && !spot.inFooter; step += 1) {
        await page.keyboard.press('Tab');
        spot = await focusSpot(page);
      }
      expect(spot.inFooter, spot.text).toBe(true);
      await page.keyboard.press('Tab');
      await animationFrames(page, 2);
      spot = await focusSpot(page);
      expect(spot.onScreen, spot.text).toBe(true);
      const top = spot.top;
      // The cards arrive above the focused link: it stays where it was on the screen.
      await next.release();
      await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector).length > count, [card, before] as const);
      await layoutSettled(page);
      spot = await focusSpot(page);
      expect(spot.body).toBe(false);
      expect(spot.inFooter, spot.text).toBe(true);
      expect(spot.onScreen, spot.text).toBe(true);
      expect(Math.abs(spot.top - top), spot.text).toBeLessThan(2);
      await expectAccessible(page, `${path} after the next page at 390 px`);
      await page.context().close();
    },
  );
});

const NEXT = 'Volgende maand';

/** A holiday unit's page on site 1, in Dutch. */
async function unitURL(page: Page): Promise<string> {
  await page.goto(`${baseURL()}/nl/vakantieverhuur`);
  return new URL((await page.locator('.rental-card .estate-card__link').first().getAttribute('href'))!, baseURL()).href;
}

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? '<body>' : (document.activeElement?.textContent ?? '')));

describe('the holiday calendar’s month change keeps the focus', () => {
  it.each([390, 1280])('at %d px: "next month" pressed before the page’s script came reloads onto it; with the script it turns in place', async (width) => {
    const page = await newPage(browser(), { viewport: { width, height: 900 } });
    const unit = await unitURL(page);
    // The page as it is before its script has come: the script's answer held back.
    const scripts = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto(unit, { waitUntil: 'commit' });
    const next = page.getByRole('link', { name: NEXT });
    const title = page.locator('.rental-calendar__title').first();
    const first = await title.textContent();
    await next.focus();
    await Promise.all([page.waitForURL(/month=/, { waitUntil: 'commit' }), page.keyboard.press('Enter')]);
    await page.waitForLoadState('domcontentloaded');
    expect(await title.textContent()).not.toBe(first);
    // The reloaded page: the focus on the same control, not the body.
    await expect.poll(() => focusedText(page)).toBe(NEXT);
    // The script comes: the calendar goes live, the focus stays on the control, and the next month turns in place.
    await scripts.release();
    await islandsReady(page);
    await page.locator('#rental-calendar').hover();
    await page.locator('#rental-calendar[data-live]').waitFor();
    expect(await focusedText(page)).toBe(NEXT);
    const second = await title.textContent();
    const url = page.url();
    await page.keyboard.press('Enter');
    await expect.poll(() => title.textContent()).not.toBe(second);
    expect(page.url()).toBe(url);
    expect(await focusedText(page)).toBe(NEXT);
    await expectAccessible(page, `holiday unit's calendar at ${width} px`);
    await page.context().close();
  });
});

describe('a listing the legal guard refuses', () => {
  it.each([390, 1280])('at %d px: the form again, its error summary focused', async (width) => {
    const page = await newPage(browser(), { viewport: { width, height: 844 } });
    await signInThroughMailbox(page, OPERATOR);
    await page.goto(`${consoleURL()}/nl/`);
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Immo Focus' }) })
      .getByRole('link', { name: 'Pand toevoegen' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Nieuw pand' }).waitFor();
    await fillGhentHouse(page, `FOCUS-${width}-${Date.now()}`, { nl: 'Woning aan de Veldstraat', fr: 'Maison rue Veldstraat' });
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.getByRole('button', { name: 'Publiceren' }).click()]);
    const summary = page.getByRole('alert');
    await summary.getByRole('link').first().waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => (document.activeElement?.hasAttribute('data-error-summary') ? 'summary' : (document.activeElement?.outerHTML.slice(0, 80) ?? ''))),
      )
      .toBe('summary');
    expect(await page.title()).toMatch(/^Fout: /);
    // Tab goes on from the summary to its first link (a fact the ad lacks).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="alert"]') !== null)).toBe(true);
    await expectAccessible(page, `listing refused by the guard at ${width} px`);
    await page.context().close();
  });
});
