import { describe, expect, inject, it } from 'vitest';
import { baseURL, loadedWidth, newPage, open, useBrowser, watchErrors } from './helpers/browser';

const browser = useBrowser();

describe('photos on the agency’s image host (IMAGE_ORIGINS)', () => {
  it('shows an estate’s absolute-URL photo and its thumbnails, with no CSP violation', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    // Chromium reports a blocked image as a console message ("…violates the following Content Security Policy directive…").
    const cspReports: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) cspReports.push(message.text());
    });
    const origin = inject('photoOrigin');
    await open(page, `${baseURL()}/nl/aanbod/${inject('photoEstateId')}`);

    const main = page.locator('.estate-gallery__photo').first();
    expect(await main.getAttribute('src')).toBe(`${origin}/photos/front.png`);
    expect([await main.getAttribute('width'), await main.getAttribute('height')]).toEqual(['725', '483']);
    // Wait until the photo and the thumbnails (lazy, but in view under it) are loaded or have failed, then look.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.estate-gallery__photo[data-index="0"], .estate-gallery__thumb img')).every(
        (image) => image.complete,
      ),
    );
    expect(cspReports).toEqual([]);
    expect(await loadedWidth(main)).toBeGreaterThan(0);
    const thumbnails = page.locator('.estate-gallery__thumb img');
    expect(await thumbnails.evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual([
      `${origin}/photos/front-small.png`,
      `${origin}/photos/garden.png`,
    ]);
    expect(await Promise.all((await thumbnails.all()).map(async (thumbnail) => (await loadedWidth(thumbnail)) > 0))).toEqual([true, true]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
