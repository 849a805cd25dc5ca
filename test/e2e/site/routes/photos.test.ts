import { describe, expect, inject, it } from 'vitest';
import { sizedBase } from '../../../../shared/contract/sized-pictures';
import { baseURL, loadedWidth, newPage, open, useBrowser, watchErrors } from '../../helpers/browser';
import { scaled } from '../../../../scripts/speed-factor.mjs';

const browser = useBrowser();

/**
 * Runs the Cron Trigger (wrangler dev --test-scheduled) until the copies of `copy` are made: the
 * estate was written by `npm run import`, past the picture queue, so the scheduled pass queues its
 * pictures (worker/platform/media/backfill.ts), a page of estates a run.
 */
async function madeByTheScheduledPass(copy: string): Promise<void> {
  const deadline = Date.now() + scaled(60_000);
  for (;;) {
    const answer = await fetch(`${baseURL()}${copy}`, { headers: { Accept: 'image/webp' } });
    const made = answer.headers.get('Content-Type') === 'image/webp';
    await answer.arrayBuffer();
    if (made) return;
    if (Date.now() > deadline) throw new Error(`${copy} was not made`);
    expect((await fetch(`${baseURL()}/__scheduled?cron=*/5+*+*+*+*`)).status).toBe(200);
  }
}

describe('photos on the agency’s image host (IMAGE_ORIGINS)', () => {
  it('shows an estate’s absolute-URL photo and its thumbnails as copies made on the site, with no CSP violation', async () => {
    const origin = inject('photoOrigin');
    const copy = (file: string, width: number) => `/assets/media/${sizedBase(`${origin}/photos/${file}`, 1)}/${width}`;
    await madeByTheScheduledPass(copy('front.png', 800));
    const page = await newPage(browser());
    const errors = watchErrors(page);
    // Chromium reports a blocked image as a console message ("…violates the following Content Security Policy directive…").
    const cspReports: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) cspReports.push(message.text());
    });
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(request.url());
    });
    await open(page, `${baseURL()}/nl/aanbod/${inject('photoEstateId')}`);

    const main = page.locator('.estate-gallery__photo').first();
    expect(await main.getAttribute('src')).toBe(copy('front.png', 800));
    expect(await main.getAttribute('srcset')).toContain(`${copy('front.png', 1600)} 1600w`);
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
      copy('front-small.png', 160),
      copy('garden.png', 160),
    ]);
    expect(await Promise.all((await thumbnails.all()).map(async (thumbnail) => (await loadedWidth(thumbnail)) > 0))).toEqual([true, true]);
    // The browser never asked the agency's host itself.
    expect(pictures.filter((url) => url.startsWith(origin))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
