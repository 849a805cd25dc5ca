import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ClientManifestFile } from '../../../../worker/site/render/manifest';
import { axeViolations, describeViolations } from '../../helpers/axe';
import { animationFrames, baseURL, newPage, open, useBrowser, watchErrors, watchScripts } from '../../helpers/browser';
import { ISLAND_READY_ATTRIBUTE } from '../../../../shared/islands';
import { scaled } from '../../../../scripts/speed-factor.mjs';

/** The build the server under test was started with (npm test builds before the tests). */
const manifest = JSON.parse(readFileSync('worker/site/render/client-manifest.generated.json', 'utf8')) as ClientManifestFile;
/** React and the React islands: nothing a page with enhanced islands only may fetch. */
const REACT_CHUNKS = new Set([...manifest.hydrate, ...Object.values(manifest.islands).flat()]);

const browser = useBrowser();

const favoritesCount = (page: Page) => page.locator('.favorites-link__count').textContent();

describe('a page whose only interactive parts are enhanced: the privacy statement', () => {
  it('loads no React, and its menu, back-to-top and favorites count work', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });
    const errors = watchErrors(page);
    const scripts = watchScripts(page);
    await open(page, `${baseURL()}/nl/privacy-verklaring`);
    expect(scripts).toContain(manifest.entry);
    expect(scripts.filter((path) => REACT_CHUNKS.has(path))).toEqual([]);

    // The menu, by keyboard: aria-expanded, label and list follow; Escape closes and returns focus.
    const toggle = page.getByRole('button', { name: 'Menu' });
    const list = page.locator('.main-nav__list');
    expect(await list.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await list.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    // A click outside closes it too (the open list covers the page's heading: a click event, not a tap).
    await toggle.click();
    await list.waitFor({ state: 'visible' });
    await page.locator('main h1').dispatchEvent('click');
    await list.waitFor({ state: 'hidden' });

    // Back-to-top: hidden at the top, shown past 100 px, back to the top on click.
    const backToTop = page.getByRole('button', { name: 'Terug naar boven' });
    await animationFrames(page, 3);
    expect(await backToTop.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await backToTop.waitFor({ state: 'visible', timeout: scaled(30_000) });
    await backToTop.click();
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: scaled(30_000) });
    await backToTop.waitFor({ state: 'hidden', timeout: scaled(30_000) });

    // The favorites count reads the browser's favorites and follows a change in another tab.
    expect(await favoritesCount(page)).toBe('0');
    await page.evaluate(() => localStorage.setItem('agency-favorites', JSON.stringify([1005, 1008])));
    await open(page, `${baseURL()}/nl/privacy-verklaring`);
    expect(await favoritesCount(page)).toBe('2');
    expect(await page.locator('.favorites-link .visually-hidden').textContent()).toContain('2');
    const other = await page.context().newPage();
    await other.goto(`${baseURL()}/nl/privacy-verklaring`);
    await other.evaluate(() => localStorage.setItem('agency-favorites', JSON.stringify([1005])));
    await expect.poll(() => favoritesCount(page)).toBe('1');

    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(scripts.filter((path) => REACT_CHUNKS.has(path))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('React islands start when the visitor comes near them (JavaScript only where a page needs it)', () => {
  const carousel = (page: Page) => page.locator('agency-island[data-island="employees-carousel"]');
  const carouselChunk = () => manifest.islands['employees-carousel']![0]!;
  const carouselReady = (page: Page) =>
    page.locator(`agency-island[data-island="employees-carousel"][${ISLAND_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });

  /** The home page on a phone, loaded and settled, its carousel (at the foot) still waiting. */
  async function homeOnPhone() {
    const page = await newPage(browser(), { viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });
    const errors = watchErrors(page);
    const scripts = watchScripts(page);
    await page.goto(`${baseURL()}/nl/`);
    // What is in view is live: the menu (enhanced) is ready.
    await page.locator(`agency-island[data-island="main-navigation"][${ISLAND_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    await page.waitForLoadState('load');
    await animationFrames(page, 5);
    expect(await carousel(page).evaluate((element, ready) => element.hasAttribute(ready), ISLAND_READY_ATTRIBUTE)).toBe(false);
    expect(scripts).not.toContain(carouselChunk());
    return { page, errors, scripts };
  }

  it('on a phone, the employees carousel at the foot of the home page waits, and starts once scrolled near', async () => {
    const { page, errors, scripts } = await homeOnPhone();
    await carousel(page).locator('> *').first().scrollIntoViewIfNeeded();
    await carouselReady(page);
    expect(scripts).toContain(carouselChunk());
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an island far from the screen starts at once when focus enters it, without the page moving', async () => {
    const { page, errors, scripts } = await homeOnPhone();
    // A link in the carousel (an agent's phone number) takes focus without scrolling: the island starts.
    await carousel(page)
      .locator('a')
      .first()
      .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await carouselReady(page);
    expect(scripts).toContain(carouselChunk());
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('favorite hearts outside a list work without React (favorites)', () => {
  const hearts = (page: Page) => page.locator('agency-island[data-island="favorite-button"] button.favorite-button');
  const estateIdOf = (page: Page, at: number) =>
    page
      .locator('agency-island[data-island="favorite-button"]')
      .nth(at)
      .evaluate((island) => (JSON.parse(island.getAttribute('data-props') ?? '{}') as { estateId: number }).estateId);
  const kept = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('agency-favorites') ?? '[]') as number[]);

  it('on the home page, a heart is pressed, named, counted and kept, by tap and by keyboard, and React is never fetched', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });
    const errors = watchErrors(page);
    const scripts = watchScripts(page);
    await page.goto(`${baseURL()}/nl/`);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('agency-island[data-island="favorite-button"]')).every((island) => island.hasAttribute('data-island-ready')),
    );
    const first = hearts(page).first();
    const second = hearts(page).nth(1);
    const [firstId, secondId] = [await estateIdOf(page, 0), await estateIdOf(page, 1)];
    expect(await first.isEnabled()).toBe(true);
    expect(await first.getAttribute('aria-pressed')).toBe('false');

    await first.tap();
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    expect(await first.getAttribute('aria-label')).toMatch(/verwijder/i);
    expect(await favoritesCount(page)).toBe('1');
    expect(await kept(page)).toEqual([firstId]);

    await second.focus();
    await page.keyboard.press('Enter');
    expect(await second.getAttribute('aria-pressed')).toBe('true');
    expect(await favoritesCount(page)).toBe('2');
    expect(await kept(page)).toEqual([secondId, firstId]);

    await first.tap();
    expect(await first.getAttribute('aria-pressed')).toBe('false');
    expect(await favoritesCount(page)).toBe('1');

    // Kept in the browser: the next visit shows the second heart pressed.
    await page.reload();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('agency-island[data-island="favorite-button"]')).every((island) => island.hasAttribute('data-island-ready')),
    );
    expect(await hearts(page).nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await hearts(page).first().getAttribute('aria-pressed')).toBe('false');
    expect(scripts.filter((path) => REACT_CHUNKS.has(path))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the hearts of a React list follow a change made on the page without React', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    await open(page, `${baseURL()}/nl/te-koop`);
    const card = page.locator('.listing .estate-card').first();
    const id = Number(await card.getAttribute('data-estate-id'));
    const heart = card.locator('button.favorite-button');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    // What favorite-button.enhance.ts does on a press: keep the ids, announce them on the page.
    await page.evaluate((estateId) => {
      localStorage.setItem('agency-favorites', JSON.stringify([estateId]));
      window.dispatchEvent(new CustomEvent('agency-favorites-change', { detail: [estateId] }));
    }, id);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(await kept(page)).toEqual([id]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
