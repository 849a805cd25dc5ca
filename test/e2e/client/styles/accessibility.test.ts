import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, layoutSettled, newPage, open, secondSiteURL, useBrowser } from '../../helpers/browser';

// What independent accessibility checks found, checked in a real browser.

const browser = useBrowser();

/** A long page: the detail page of the first house for sale. */
async function detailPath(page: Page): Promise<string> {
  await page.goto(`${baseURL()}/nl/te-koop?type=1`);
  return (await page.locator('.listing .estate-card__link').first().getAttribute('href'))!;
}

interface FocusSpot {
  text: string;
  top: number;
  bottom: number;
  headerBottom: number;
  viewport: number;
  inHeader: boolean;
  /** Whether the element itself is what shows at its centre (a skip link drawn over the header is not behind it). */
  onTop: boolean;
  size: number;
}

const focusSpot = (page: Page) =>
  page.evaluate((): FocusSpot | null => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const header = document.querySelector('.site-header')!;
    return {
      text: `${element.tagName} ${(element.textContent ?? '').trim().slice(0, 40)}`,
      top: box.top,
      bottom: box.bottom,
      headerBottom: header.getBoundingClientRect().bottom,
      viewport: window.innerHeight,
      inHeader: header.contains(element),
      onTop: element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)),
      size: box.width * box.height,
    };
  });

describe('focus is never hidden behind the sticky header (WCAG 2.2 SC 2.4.11)', () => {
  it.each([
    [390, '/nl/over-ons'],
    [1280, '/nl/over-ons'],
    [390, 'detail'],
    [1280, 'detail'],
  ] as const)('at %d px, Shift+Tab from the end of %s keeps each focused element below the header and inside the window', async (width, which) => {
    const page = await newPage(browser(), { viewport: { width, height: 800 } });
    const path = which === 'detail' ? await detailPath(page) : which;
    await open(page, baseURL() + path);
    // A late layout change (under load) would move the footer after its link had the focus.
    await layoutSettled(page, 10);
    // From the end of the page: focus the last link of the footer, then walk back.
    await page.locator('footer a').last().focus();
    const hidden: string[] = [];
    let checked = 0;
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Shift+Tab');
      await layoutSettled(page, 1);
      const spot = await focusSpot(page);
      if (!spot || spot.inHeader || spot.size <= 1) continue;
      checked += 1;
      if ((spot.top < spot.headerBottom - 1 && !spot.onTop) || spot.bottom > spot.viewport + 1)
        hidden.push(`${spot.text}: ${Math.round(spot.top)}–${Math.round(spot.bottom)} (header ends at ${Math.round(spot.headerBottom)})`);
    }
    expect(checked).toBeGreaterThan(20);
    expect(hidden).toEqual([]);
    await page.context().close();
  });
});

/** The relative luminance of an sRGB colour (WCAG 2). */
function luminance([r, g, b]: number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

describe('hero text over a photo (WCAG 1.4.3)', () => {
  it.each([390, 1280])('keeps 4.5:1 at %d px even when the photo is pure white', async (width) => {
    const page = await newPage(browser(), { viewport: { width, height: 800 } });
    // The worst photo an agency can upload: every hero image answered as a white picture.
    await page.route(/\/assets\/media\//, (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="100%" height="100%" fill="#fff"/></svg>',
      }),
    );
    await open(page, `${secondSiteURL()}/nl/`);
    const hero = page.locator('.page-hero--image');
    await hero.waitFor();
    const textColor = await page.locator('.page-hero h1').evaluate((h1) => getComputedStyle(h1).color);
    expect(textColor).toBe('rgb(255, 255, 255)');
    // The background the text sits on: the hero with its text made invisible.
    await page.addStyleTag({ content: '.page-hero__text, .page-hero__text * { color: transparent !important; text-shadow: none !important; }' });
    const boxes = await page.locator('.page-hero__text > *').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThan(0);
    const shot = await page.screenshot({ clip: await hero.boundingBox().then((box) => box!) });
    const heroBox = (await hero.boundingBox())!;
    // Decode the screenshot in the page (a canvas) and find the lightest pixel behind the text.
    const lightest = await page.evaluate(
      async ({ png, boxes, origin }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const scale = image.width / origin.width;
        let best = [0, 0, 0];
        let bestSum = -1;
        for (const box of boxes) {
          const x = Math.max(0, Math.floor((box.x - origin.x) * scale));
          const y = Math.max(0, Math.floor((box.y - origin.y) * scale));
          const w = Math.min(image.width - x, Math.ceil(box.width * scale));
          const h = Math.min(image.height - y, Math.ceil(box.height * scale));
          if (w <= 0 || h <= 0) continue;
          const data = context.getImageData(x, y, w, h).data;
          for (let i = 0; i < data.length; i += 4) {
            const sum = data[i]! + data[i + 1]! + data[i + 2]!;
            if (sum > bestSum) {
              bestSum = sum;
              best = [data[i]!, data[i + 1]!, data[i + 2]!];
            }
          }
        }
        return best;
      },
      { png: shot.toString('base64'), boxes, origin: { x: heroBox.x, y: heroBox.y, width: heroBox.width } },
    );
    const contrast = (1 + 0.05) / (luminance(lightest) + 0.05);
    expect(contrast, `white text on rgb(${lightest.join(', ')})`).toBeGreaterThanOrEqual(4.5);
    await page.context().close();
  });
});
