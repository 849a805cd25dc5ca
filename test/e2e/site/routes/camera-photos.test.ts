import type { Response as PageResponse } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scaled } from '../../../../scripts/speed-factor.mjs';
import { baseURL, newPage, open, useBrowser, watchErrors } from '../../helpers/browser';

// A listing of camera photos (six 4000 × 3000 JPEGs of about 5 MB, the demo's, stored as an
// upload is) on a phone: only the copies made in sizes reach the browser, the first photo first.
const browser = useBrowser();
const NEWEST = '/nl/te-koop?sort=date-DESC';
/** What a phone may spend on the pictures of its first screen. */
const FIRST_SCREEN_PICTURES = 150 * 1024;

/** The detail address of the first card of the newest-first list: the listing of camera photos. */
async function cameraListing(): Promise<string> {
  const html = await (await fetch(baseURL() + NEWEST)).text();
  const card = /<article class="estate-card"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
  expect(card).toContain('/assets/media/sized/site/1/');
  return /href="(\/nl\/aanbod\/\d+\/[^"?#]+)"/.exec(card)![1]!;
}

/**
 * Asks for every copy a page names until each is made (the first ask of one queues its picture).
 * The demo's twelve camera photos are made one at a time by the local Images binding (Sharp), a
 * few seconds each on a quiet machine and several times that beside the other browser files.
 */
async function copiesMade(path: string): Promise<void> {
  const html = await (await fetch(baseURL() + path)).text();
  const deadline = Date.now() + scaled(240_000);
  for (const copy of new Set(html.match(/\/assets\/media\/sized\/[^\s"',]+\/\d+/g) ?? [])) {
    for (;;) {
      const answer = await fetch(baseURL() + copy, { headers: { Accept: 'image/webp' } });
      await answer.arrayBuffer();
      if (answer.headers.get('Content-Type') === 'image/webp') break;
      if (Date.now() > deadline) throw new Error(`${copy} was not made`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe('camera photos on a phone', () => {
  it(
    'loads only the copies, the first photo first and at high priority, within 150 KB of pictures at 390 px',
    async () => {
      const detail = await cameraListing();
      await copiesMade(detail);
      const page = await newPage(browser(), { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      const errors = watchErrors(page);
      const pictures: PageResponse[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'image') pictures.push(response);
      });
      await open(page, baseURL() + detail);
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>('.estate-gallery img')).every((image) => image.loading === 'lazy' || image.complete),
      );
      const paths = pictures.map((response) => new URL(response.url()).pathname);
      // No camera original (site/…), only copies and drawings (the logo).
      expect(paths.filter((path) => !path.startsWith('/assets/media/sized/') && !path.endsWith('.svg'))).toEqual([]);
      const main = page.locator('.estate-gallery__photo[data-index="0"]');
      const shown = new URL(await main.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
      expect(shown).toMatch(/^\/assets\/media\/sized\/site\/1\/image-[0-9a-f]{16}\.jpg\/(800|1024)$/);
      expect(await main.getAttribute('fetchpriority')).toBe('high');
      expect(paths.find((path) => path.startsWith('/assets/media/sized/'))).toBe(shown);
      const bytes = await Promise.all(pictures.map(async (response) => (await response.body()).byteLength));
      expect(bytes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(FIRST_SCREEN_PICTURES);
      // The other photos come when the visitor reaches for the gallery.
      expect(paths.filter((path) => path.startsWith('/assets/media/sized/') && /\/(800|1024)$/.test(path))).toHaveLength(1);
      await page.locator('.estate-gallery__thumb').nth(1).click();
      await expect
        .poll(() => page.locator('.estate-gallery__photo[data-index="1"]').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
          timeout: scaled(10_000),
        })
        .toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    scaled(300_000),
  );

  it('asks for the newest-first list’s first picture at high priority, never lazily', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await open(page, baseURL() + NEWEST);
    const first = page.locator('.listing .estate-card__media img').first();
    expect([await first.getAttribute('fetchpriority'), await first.getAttribute('loading')]).toEqual(['high', null]);
    expect(await page.locator('.listing .estate-card__media img').nth(1).getAttribute('loading')).toBe('lazy');
    await page.context().close();
  });
});
