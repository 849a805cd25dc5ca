import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientManifest } from '../../worker/render/manifest';
import { axeViolations, describeViolations } from './helpers/axe';
import { animationFrames, baseURL, launchBrowser, newPage, open, watchErrors } from './helpers/browser';
import { ISLAND_READY_ATTRIBUTE } from '../../shared/islands';

/** The build the server under test was started with (npm test builds before the tests). */
const manifest = JSON.parse(readFileSync('worker/render/client-manifest.generated.json', 'utf8')) as ClientManifest;
/** React and the React islands: nothing a page with enhanced islands only may fetch. */
const REACT_CHUNKS = new Set([...manifest.hydrate, ...Object.values(manifest.islands).flat()]);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The paths of every script the page fetches, from now on. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const favoritesCount = (page: Page) => page.locator('.favorites-link__count').textContent();

describe('a page whose only interactive parts are enhanced (issue 16): the privacy statement', () => {
  it('loads no React, and its menu, back-to-top and favorites count work', async () => {
    const page = await newPage(browser, { viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });
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
    await backToTop.waitFor({ state: 'visible', timeout: 5000 });
    await backToTop.click();
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
    await backToTop.waitFor({ state: 'hidden', timeout: 5000 });

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

describe('React islands start when the visitor comes near them (issue 16: JavaScript only where a page needs it)', () => {
  const island = (page: Page, name: string) => page.locator(`agency-island[data-island="${name}"]`);
  const isReady = (page: Page, name: string) => island(page, name).first().evaluate((element, ready) => element.hasAttribute(ready), ISLAND_READY_ATTRIBUTE);

  it('on a phone, the employees carousel at the foot of the home page, far down, waits, and starts once scrolled near', async () => {
    const page = await newPage(browser, { viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });
    const errors = watchErrors(page);
    const scripts = watchScripts(page);
    const carouselChunk = manifest.islands['employees-carousel']![0]!;
    await page.goto(`${baseURL()}/nl/`);
    // What is in view is live: the menu (enhanced) is ready.
    await page.locator('agency-island[data-island="main-navigation"][data-island-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('load');
    await animationFrames(page, 5);
    expect(await isReady(page, 'employees-carousel')).toBe(false);
    expect(scripts).not.toContain(carouselChunk);

    await island(page, 'employees-carousel').locator('> *').first().scrollIntoViewIfNeeded();
    await page.locator(`agency-island[data-island="employees-carousel"][${ISLAND_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    expect(scripts).toContain(carouselChunk);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an island far from the screen starts at once when focus enters it, without the page moving', async () => {
    const page = await newPage(browser, { viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });
    const errors = watchErrors(page);
    const scripts = watchScripts(page);
    const carouselChunk = manifest.islands['employees-carousel']![0]!;
    await page.goto(`${baseURL()}/nl/`);
    await page.waitForLoadState('load');
    await animationFrames(page, 5);
    expect(await isReady(page, 'employees-carousel')).toBe(false);

    // A link in the carousel (an agent's phone number) takes focus without scrolling: the island starts.
    await island(page, 'employees-carousel').locator('a').first().evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await page.locator(`agency-island[data-island="employees-carousel"][${ISLAND_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    expect(scripts).toContain(carouselChunk);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
