import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe';
import { baseURL, newPage, open, screenshot, useBrowser, watchErrors } from '../../helpers/browser';

// Search on the map: the visible box and a drawn shape become the search, in the
// address; the list, its count and the map's pins always show the same estates.

const browser = useBrowser();

const count = async (page: Page) => Number(((await page.locator('.listing__count').textContent()) ?? '').replace(/[^\d]/g, ''));
const pinIds = (page: Page) =>
  page.$$eval('.leaflet-marker-icon[data-estate-id]', (pins) => pins.map((pin) => Number(pin.getAttribute('data-estate-id'))).sort((a, b) => a - b));

/** Every card of the list, scrolling until the list holds as many as its count says. */
async function allCardIds(page: Page): Promise<number[]> {
  const total = await count(page);
  for (;;) {
    const ids = await page.$$eval('.listing .estate-card', (cards) => cards.map((card) => Number(card.getAttribute('data-estate-id'))));
    if (ids.length >= total) return ids.sort((a, b) => a - b);
    const before = ids.length;
    await page.locator('.listing__sentinel').scrollIntoViewIfNeeded();
    await page.waitForFunction((n) => document.querySelectorAll('.listing .estate-card').length > n, before);
  }
}

async function openMap(page: Page, path: string): Promise<void> {
  await open(page, `${baseURL()}${path}`);
  await page.getByRole('button', { name: 'Kaart' }).click();
  await page.locator('.leaflet-marker-icon').first().waitFor();
}

describe('search on the map', () => {
  it('draws an area by clicks: the address gets the shape, and the list and the pins show the same estates', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    await openMap(page, '/nl/te-koop');
    const before = await count(page);
    const pinsBefore = (await pinIds(page)).length;
    await page.getByRole('button', { name: 'Teken een gebied' }).click();
    await page.locator('.estate-map__canvas').scrollIntoViewIfNeeded();
    const canvas = await page.locator('.estate-map__canvas').boundingBox();
    // A concave shape around the middle of the fitted map: four clicks.
    const at = (x: number, y: number) => page.mouse.click(canvas!.x + canvas!.width * x, canvas!.y + canvas!.height * y);
    await at(0.3, 0.25);
    await at(0.75, 0.3);
    await at(0.5, 0.5);
    await at(0.7, 0.8);
    await at(0.25, 0.75);
    await page.getByRole('status').filter({ hasText: '5 hoeken getekend' }).waitFor();
    await page.getByRole('button', { name: 'Gebied afwerken' }).click();
    await page.waitForURL(/[?&]polygon=/);
    await page.waitForFunction((n) => Number((document.querySelector('.listing__count')?.textContent ?? '').replace(/[^\d]/g, '')) < n, before);
    await page.waitForFunction((n) => document.querySelectorAll('.leaflet-marker-icon[data-estate-id]').length < n, pinsBefore);
    const pins = await pinIds(page);
    const total = await count(page);
    expect(total).toBeGreaterThan(0);
    expect(pins).toHaveLength(total);
    await screenshot(page, 'map-search-drawn');

    await page.getByRole('button', { name: 'Lijst' }).click();
    await page.locator('.listing .estate-card').first().waitFor();
    expect(await allCardIds(page)).toEqual(pins);

    // Reloading the address shows the same search, rendered by the server.
    const url = page.url();
    await open(page, url);
    expect(await count(page)).toBe(total);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('"search this area" puts the visible box in the address; zooming in and searching again narrows the list', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await openMap(page, '/nl/te-koop');
    const before = await count(page);
    // Zoom in twice with the keyboard, then search the smaller view.
    await page.locator('.estate-map__canvas').focus();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.getByRole('button', { name: 'Zoek in dit gebied' }).click();
    await page.waitForURL(/[?&]bbox=/);
    const bbox = new URL(page.url()).searchParams.get('bbox')!;
    expect(bbox).toMatch(/^-?\d+(\.\d{1,5})?(,-?\d+(\.\d{1,5})?){3}$/);
    await page.waitForFunction((n) => Number((document.querySelector('.listing__count')?.textContent ?? '').replace(/[^\d]/g, '')) < n, before);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.leaflet-marker-icon[data-estate-id]').length ===
        Number((document.querySelector('.listing__count')?.textContent ?? '').replace(/[^\d]/g, '')),
    );
    await screenshot(page, 'map-search-area-390');
    // Clearing the area brings every result back, and the address loses it.
    await page.getByRole('button', { name: 'Gebied wissen' }).click();
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('bbox'));
    await page.waitForFunction((n) => Number((document.querySelector('.listing__count')?.textContent ?? '').replace(/[^\d]/g, '')) === n, before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws an area from the keyboard: move the map, add its centre as a corner', async () => {
    const page = await newPage(browser());
    await openMap(page, '/nl/te-koop');
    await page.getByRole('button', { name: 'Teken een gebied' }).click();
    const add = page.getByRole('button', { name: 'Hoek toevoegen in het midden' });
    const canvas = page.locator('.estate-map__canvas');
    const paneTransform = () => page.$eval('.leaflet-map-pane', (pane) => (pane as HTMLElement).style.transform);
    for (const [index, key] of ['ArrowUp', 'ArrowRight', 'ArrowDown'].entries()) {
      await add.focus();
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: index === 0 ? '1 hoek getekend' : `${index + 1} hoeken getekend` })
        .waitFor();
      await canvas.focus();
      const before = await paneTransform();
      await page.keyboard.press(key);
      await page.keyboard.press(key);
      // The map has moved (Leaflet pans with an animation) before the next corner goes down.
      await page.waitForFunction((transform) => (document.querySelector('.leaflet-map-pane') as HTMLElement).style.transform !== transform, before);
      await page.waitForFunction(() => !document.querySelector('.leaflet-pan-anim'));
    }
    await add.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: '4 hoeken getekend' }).waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    const finish = page.getByRole('button', { name: 'Gebied afwerken' });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.estate-map__tools button')].some(
        (button) => button.textContent === 'Gebied afwerken' && !(button as HTMLButtonElement).disabled,
      ),
    );
    await finish.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]polygon=/);
    await page.context().close();
  });
});

describe('card badges', () => {
  it.each([
    ['390 px', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ])('sit inside the picture at %s: a card with an EPC badge is as high as one without, and every badge reads well', async (name, viewport) => {
    const page = await newPage(browser(), { viewport });
    await open(page, `${baseURL()}/nl/te-koop`);
    const cards = await page.$$eval('.listing .estate-card', (nodes) =>
      nodes.map((card) => {
        const media = card.querySelector('.estate-card__media')!.getBoundingClientRect();
        const badges = card.querySelector('.estate-card__badges')?.getBoundingClientRect() ?? null;
        const body = card.querySelector('.estate-card__body')!;
        // The card's own content height (the grid stretches cards of a row to the tallest).
        const contentHeight = media.height + body.getBoundingClientRect().height;
        return {
          media: { top: media.top, bottom: media.bottom, left: media.left, right: media.right, height: media.height, width: media.width },
          badges,
          contentHeight,
          facts: body.querySelector('.estate-card__facts')?.getBoundingClientRect().height ?? 0,
        };
      }),
    );
    const withBadge = cards.filter((card) => card.badges);
    const without = cards.filter((card) => !card.badges);
    expect(withBadge.length, 'the control: some cards have an EPC badge').toBeGreaterThan(0);
    for (const card of withBadge) {
      expect(card.badges!.top).toBeGreaterThanOrEqual(card.media.top);
      expect(card.badges!.bottom).toBeLessThanOrEqual(card.media.bottom);
      expect(card.badges!.left).toBeGreaterThanOrEqual(card.media.left);
      expect(card.badges!.right).toBeLessThanOrEqual(card.media.right);
    }
    // Every picture keeps the same box, badge or not; a badge adds nothing to a card's height.
    for (const card of cards) expect(Math.abs(card.media.height - cards[0]!.media.height)).toBeLessThan(1);
    if (without.length > 0) {
      const single = (list: typeof cards) => Math.max(...list.filter((card) => card.facts < 30).map((card) => card.contentHeight));
      expect(Math.abs(single(withBadge) - single(without))).toBeLessThan(1);
    }
    await page.locator('.estate-card__badges').first().scrollIntoViewIfNeeded();
    await screenshot(page, `card-badges-${name.replace(' ', '')}`);
    // The cards' own violations (contrast of each colour band included).
    const violations = (await axeViolations(page))
      .map((violation) => ({
        ...violation,
        nodes: violation.nodes.filter((node) => node.target.join(' ').includes('estate-card') || node.html.includes('estate-card')),
      }))
      .filter((violation) => violation.nodes.length > 0);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});
