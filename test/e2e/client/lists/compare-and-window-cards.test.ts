import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, keepScreenshot, newPage, open, screenshot, useBrowser, watchErrors } from '../../helpers/browser';
import { expectAccessible, horizontalOverflow } from '../../helpers/layout';

// A visitor compares up to four listings side by side, on a phone by swiping the
// columns; finds the listings viewed recently on the favorites page; agency staff print a
// listing's window card on one A4 landscape page, its QR code leading to the listing.

const browser = useBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/** The detail addresses of the first listings of the for-sale page. */
async function detailLinks(page: Page, count: number): Promise<string[]> {
  await open(page, `${baseURL()}/nl/te-koop`);
  const links = await page.locator('.estate-card__link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  expect(links.length).toBeGreaterThanOrEqual(count);
  return links.slice(0, count);
}

const pressed = (page: Page) => page.locator('button.compare-toggle[aria-pressed="true"]').count();

describe('compare', () => {
  it('compares four listings on a phone: chosen on the cards and a detail page, a fifth refused, the columns swiped, the differences said', async () => {
    const page = await newPage(browser(), PHONE);
    const errors = watchErrors(page);
    const [first] = await detailLinks(page, 1);
    // One from its detail page.
    await open(page, `${baseURL()}${first}`);
    const onDetail = page.locator('.estate-detail button.compare-toggle');
    await onDetail.click();
    await expect.poll(() => onDetail.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('.compare-bar__link').textContent()).toBe('Vergelijk 1 pand');

    // Three more from the list; the toggles show the one already chosen.
    await open(page, `${baseURL()}/nl/te-koop`);
    const firstId = /\/aanbod\/(\d+)\//.exec(first!)![1]!;
    await expect.poll(() => page.locator(`button.compare-toggle[data-compare="${firstId}"]`).getAttribute('aria-pressed')).toBe('true');
    const others = page.locator(`button.compare-toggle[aria-pressed="false"]`);
    for (let n = 0; n < 3; n += 1) {
      const toggle = others.first();
      await toggle.scrollIntoViewIfNeeded();
      await toggle.click();
      await expect.poll(() => pressed(page)).toBe(n + 2);
    }
    await expect.poll(() => page.locator('.compare-bar__link').textContent()).toBe('Vergelijk 4 panden');
    // A fifth: refused, and said.
    const fifth = others.first();
    await fifth.scrollIntoViewIfNeeded();
    await fifth.click();
    await expect.poll(() => page.locator('.compare-bar [role="status"]').textContent()).toBe('U kunt tot vier panden vergelijken. Verwijder er eerst een.');
    expect(await fifth.getAttribute('aria-pressed')).toBe('false');
    expect(await pressed(page)).toBe(4);
    // What the visitor sees: the screen, the bar at its foot.
    await keepScreenshot(page, 'test-artifacts/listing-compare-bar-390.png');
    await expectAccessible(page);

    await page.locator('.compare-bar__link').click();
    await page.waitForURL(/\/nl\/vergelijken$/);
    const columns = page.locator('.compare__table thead th[scope="col"]');
    await expect.poll(() => columns.count()).toBe(4);
    expect(await page.locator('.compare__table thead th[scope="col"] a').first().getAttribute('href')).toBe(first);
    // The price row first; rows that differ are marked, in sight and in their header's name.
    const rowHeaders = page.getByRole('rowheader');
    expect(await rowHeaders.first().textContent()).toMatch(/^Prijs/);
    const differing = page.getByRole('rowheader', { name: /\(verschilt\)$/ });
    expect(await differing.count()).toBeGreaterThan(0);
    expect(await page.locator('tr.compare__row--differs').count()).toBe(await differing.count());
    expect(await page.locator('tr.compare__row--differs .compare__differs [aria-hidden="true"]').first().textContent()).toBe(' ≠');
    const same = page.locator('.compare__table tbody tr:not(.compare__row--differs) th');
    for (const name of await same.allTextContents()) expect(name).not.toContain('verschilt');

    // The page itself never scrolls sideways; the table does, under the finger, snapping to a column, its first column staying.
    expect(await horizontalOverflow(page)).toBe(0);
    const scroller = page.locator('.compare__scroller');
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await screenshot(page, 'compare-390-before-swipe');
    // A finger's swipe to the left, as Chromium takes touches (CDP), and the scroll it starts to its end.
    await scroller.evaluate((element) => {
      (window as unknown as { scrolled: Promise<void> }).scrolled = new Promise((resolve) =>
        element.addEventListener('scrollend', () => resolve(), { once: true }),
      );
    });
    const box = (await scroller.boundingBox())!;
    const session = await page.context().newCDPSession(page);
    const [x, y] = [Math.round(box.x + box.width - 30), Math.round(box.y + 100)];
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 8; step += 1) await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - step * 20, y }] });
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.evaluate(() => (window as unknown as { scrolled: Promise<void> }).scrolled);
    expect(await scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    // Snapped: a listing's column starts right beside the facts' names, which stayed where they were.
    const snap = await page.evaluate(() => {
      const element = document.querySelector<HTMLElement>('.compare__scroller')!;
      const start = element.getBoundingClientRect().left + element.clientLeft;
      const head = document.querySelector<HTMLElement>('.compare__table th[scope="row"]')!;
      const columns = [...document.querySelectorAll<HTMLElement>('.compare__table thead th[scope="col"]')].map((th) =>
        Math.round(th.getBoundingClientRect().left - start),
      );
      return {
        columns,
        head: Math.round(head.getBoundingClientRect().left - start),
        headWidth: head.offsetWidth,
        atEnd: element.scrollLeft >= element.scrollWidth - element.clientWidth - 2,
      };
    });
    expect(snap.columns.some((left) => Math.abs(left - snap.headWidth) <= 2) || snap.atEnd, JSON.stringify(snap)).toBe(true);
    expect(Math.abs(snap.head), JSON.stringify(snap)).toBeLessThanOrEqual(1);
    await screenshot(page, 'compare-390-after-swipe');
    await expectAccessible(page);

    // Removing one: three columns left, and the list kept so.
    await page
      .getByRole('button', { name: /uit de vergelijking$/ })
      .first()
      .click();
    await expect.poll(() => columns.count()).toBe(3);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('agency-compare')!).length)).toBe(3);
    expect(errors).toEqual([]);
  });

  it('shows the table on a desktop without a sideways scroll, and is accessible', async () => {
    const page = await newPage(browser());
    const links = await detailLinks(page, 4);
    const ids = links.map((link) => Number(/\/aanbod\/(\d+)\//.exec(link)![1]));
    await page.evaluate((chosen) => localStorage.setItem('agency-compare', JSON.stringify(chosen)), ids);
    await open(page, `${baseURL()}/nl/vergelijken`);
    await expect.poll(() => page.locator('.compare__table thead th[scope="col"]').count()).toBe(4);
    expect(await page.locator('.compare__scroller').evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
    await screenshot(page, 'compare-1280');
    await expectAccessible(page);
  });

  it('says there is nothing to compare yet, in the page’s language', async () => {
    const page = await newPage(browser());
    await open(page, `${baseURL()}/fr/comparer`);
    await expect.poll(() => page.locator('.compare .listing__empty').textContent()).toContain('Vous n’avez encore choisi aucun bien');
    await expectAccessible(page);
  });
});

describe('recently viewed', () => {
  it('lists the listings whose page was opened, newest first, on the favorites page, and clears them', async () => {
    const page = await newPage(browser(), PHONE);
    const errors = watchErrors(page);
    const links = await detailLinks(page, 3);
    for (const link of [...links, links[0]!]) await open(page, `${baseURL()}${link}`);
    await open(page, `${baseURL()}/nl/favorieten`);
    const recent = page.locator('.recent .estate-card__link');
    await expect.poll(() => recent.count()).toBe(3);
    // The first again last: it is first now.
    expect(await recent.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([links[0], links[2], links[1]]);
    expect(await page.getByRole('heading', { level: 2, name: 'Onlangs bekeken' }).count()).toBe(1);
    await screenshot(page, 'favorites-recent-390');
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'favorites-recent-1280');

    await page.getByRole('button', { name: 'Wis de lijst van onlangs bekeken panden' }).click();
    await expect.poll(() => page.locator('.recent .listing__empty').textContent()).toBe('U hebt op deze website nog geen panden bekeken.');
    expect(await recent.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('agency-recent'))).toBe('[]');
    expect(errors).toEqual([]);
  });
});

describe('the window card', () => {
  it('prints on one A4 landscape page, its QR code leading to the listing with utm_source=window', async () => {
    const page = await newPage(browser());
    const [link] = await detailLinks(page, 1);
    const id = /\/aanbod\/(\d+)\//.exec(link!)![1];
    const response = await page.goto(`${baseURL()}/nl/raamaffiche/${id}`);
    expect(response!.status()).toBe(200);
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await screenshot(page, 'window-card-1280');
    await expectAccessible(page);

    // What a phone reads from the card: its QR code drawn on a canvas, decoded here.
    const pixels = await page.evaluate(async () => {
      const svg = document.querySelector('.window-card__qr svg')!.cloneNode(true) as SVGSVGElement;
      svg.setAttribute('width', '400');
      svg.setAttribute('height', '400');
      // Chromium's serializer names the SVG namespace itself; a second xmlns made the image undecodable.
      let markup = new XMLSerializer().serializeToString(svg);
      if (!/^<svg[^>]*\sxmlns="/.test(markup)) markup = markup.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 400;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0, 400, 400);
      return Array.from(context.getImageData(0, 0, 400, 400).data);
    });
    const decoded = jsQR(Uint8ClampedArray.from(pixels), 400, 400)?.data;
    expect(decoded).toBe(`${baseURL()}${link}?utm_source=window`);

    const pdf = await page.pdf({ format: 'A4', landscape: true, printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? [];
    expect(pages.length).toBe(1);
    // The card fills that page: it is as wide as A4 landscape when printed.
    await page.emulateMedia({ media: 'print' });
    const width = await page.locator('.window-card').evaluate((element) => element.getBoundingClientRect().width);
    expect(Math.abs(width - (297 / 25.4) * 96)).toBeLessThan(2);
  });

  it('fits a phone’s screen as a preview, and the QR code alone is an SVG', async () => {
    const page = await newPage(browser(), PHONE);
    const [link] = await detailLinks(page, 1);
    const id = /\/aanbod\/(\d+)\//.exec(link!)![1];
    await page.goto(`${baseURL()}/fr/affiche-vitrine/${id}`);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'window-card-390');
    await expectAccessible(page);
    const qr = await page.request.get(`${baseURL()}/fr/affiche-vitrine/${id}/code-qr.svg`);
    expect(qr.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  });
});
