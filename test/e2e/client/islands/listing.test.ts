import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe';
import { animationFrames, baseURL, boundContext, islandsReady, newPage, open, useBrowser, watchErrors, watchScripts } from '../../helpers/browser';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// The listing's islands in a browser. Without JavaScript its filter bar is a GET form the
// worker's tests send (test/worker/client/islands/without-javascript.test.ts).

const browser = useBrowser();

const cardIds = (page: Page) => page.$$eval('.listing .estate-card', (cards) => cards.map((card) => Number(card.getAttribute('data-estate-id'))));
const countText = (page: Page) => page.locator('.listing__count').textContent();

/** A city name as it ends a detail address: 'Gent-Centrum' → 'gent-centrum'. */
const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const cardPrices = (page: Page) =>
  page.$$eval('.listing .estate-card__price', (nodes) => nodes.map((node) => Number((node.textContent ?? '').replace(/[^\d]/g, ''))));

/** Requests of the list island to the listing ajax route. */
function watchSearches(page: Page): string[] {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/ajax/estates?')) searches.push(request.url());
  });
  return searches;
}

describe('the listing in a browser', () => {
  it('filters by two cities and a type: the address, the summary and the results follow, and a reload keeps them', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    await open(page, `${baseURL()}/nl/te-koop`);
    const before = await countText(page);
    const location = page.locator('.filter-select--location');
    await location.locator('summary').click();
    const options = location.locator('.filter-select__option');
    const gent = location.getByLabel(/^Gent \(9000\)$/);
    await gent.check();
    // The menu stays open after choosing.
    expect(await location.getAttribute('open')).not.toBeNull();
    const second = options.nth(0);
    await second.locator('input').check();
    // The two chosen cities, from their labels '{name} ({zip})'.
    const chosen = (await location.locator('.filter-select__option:has(input:checked)').allTextContents()).map((label) => {
      const [, name, zip] = /^(.+) \((\d{4})\)$/.exec(label.trim()) ?? [];
      return { name: name!, zip: zip! };
    });
    expect(chosen).toHaveLength(2);
    expect(chosen.map((city) => city.name)).toContain('Gent');
    await page.keyboard.press('Escape');
    await page.locator('.filter-select--type summary').click();
    // The search with all three choices; answers to the earlier, narrower searches may land
    // first and must not be mistaken for it.
    const typed = page.waitForResponse((response) => /\/ajax\/estates\?.*city=.*city=.*type=1/.test(response.url()));
    await page.locator('.filter-select--type').getByLabel('Huis').check();
    await page.keyboard.press('Escape');
    await page.waitForURL(/city=.*city=.*type=1/);
    await typed;
    await page.locator('.listing__body[aria-busy="false"]').waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.getAll('city')).toHaveLength(2);
    expect(url.searchParams.getAll('type')).toEqual(['1']);
    await page.waitForFunction((previous) => document.querySelector('.listing__count')?.textContent !== previous, before);
    expect(await page.locator('.filter-select--type .filter-select__summary').textContent()).toBe('Type (1)');
    expect(await page.locator('.filter-select--location .filter-select__summary').textContent()).toContain('Gent (9000)');
    const filtered = await cardIds(page);
    expect(filtered.length).toBeGreaterThan(0);
    // Every result is a house in one of the two cities: 'Huis in {city}', where the city is the
    // chosen one, or a neighbourhood alias of it for an address with its postcode.
    const cards = await page.$$eval('.listing .estate-card__link', (links) =>
      links.map((link) => ({ title: link.textContent ?? '', href: link.getAttribute('href') ?? '' })),
    );
    expect(cards.length).toBe(filtered.length);
    const strays = cards.filter(({ title, href }) => {
      const city = /^Huis in (.+)$/.exec(title)?.[1];
      return !chosen.some(({ name, zip }) => city === name || (city !== undefined && href.endsWith(`-${zip}-${slugify(city)}`)));
    });
    expect(strays, `chosen: ${JSON.stringify(chosen)}`).toEqual([]);
    expect(cards.some(({ title }) => chosen.some(({ name }) => title === `Huis in ${name}`))).toBe(true);
    await page.reload();
    await islandsReady(page);
    expect(await cardIds(page)).toEqual(filtered);
    expect(await page.locator('.filter-select--type .filter-select__summary').textContent()).toBe('Type (1)');
    await page.goBack();
    await islandsReady(page);
    expect(new URL(page.url()).searchParams.getAll('type')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('waits for the visitor to stop typing a price: one search, 750 ms after the last keystroke', async () => {
    const context = boundContext(await browser().newContext({ viewport: { width: 1280, height: 800 } }));
    // The page's timers run on a clock the test moves by hand (debounced 750 ms).
    await context.clock.install();
    // The list island's searches, noted the moment the page asks for them.
    await context.addInitScript(() => {
      const started: string[] = [];
      (window as unknown as { searchesStarted: string[] }).searchesStarted = started;
      const original = window.fetch;
      window.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.includes('/ajax/estates?')) started.push(url);
        return original.call(this, input, init);
      } as typeof window.fetch;
    });
    const page = await context.newPage();
    await open(page, `${baseURL()}/nl/te-koop`);
    const searches = watchSearches(page);
    const started = () => page.evaluate(() => (window as unknown as { searchesStarted: string[] }).searchesStarted);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const input = page.getByLabel('Minimumprijs');
    await input.pressSequentially('250');
    // Still typing: each keystroke starts the 750 ms again.
    await page.clock.runFor(500);
    await input.pressSequentially('000');
    await page.clock.runFor(749);
    expect(await started()).toEqual([]);
    expect(new URL(page.url()).searchParams.get('price-min')).toBeNull();
    // At 750 ms the search goes out: into the address, then to the server.
    const answered = page.waitForResponse(/ajax\/estates\?.*price-min=250000/);
    await page.clock.runFor(1);
    await page.waitForURL(/price-min=250000/, { timeout: scaled(30_000) });
    await page.clock.runFor(100);
    // The request itself may wait on the page's own work (a script chunk on a loaded machine): waited for, then counted.
    await expect.poll(started, { timeout: scaled(30_000) }).toHaveLength(1);
    await answered;
    await page.locator('.listing__body[aria-busy="false"]').waitFor();
    // Nothing else is due: whatever timers are left, a second search never starts.
    await page.clock.runFor(5000);
    expect(await started()).toHaveLength(1);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toContain('price-min=250000');
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.filter((price) => price < 250000)).toEqual([]);
    await context.close();
  });

  it('steps a price with the keyboard and the steppers: Shift+ArrowUp is ten steps of 100, searched 750 ms later', async () => {
    const context = boundContext(await browser().newContext({ viewport: { width: 1280, height: 800 } }));
    // The page's timers (debounce, held steppers) run on a clock the test moves by hand.
    await context.clock.install();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await open(page, `${baseURL()}/nl/te-koop`);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const min = page.getByLabel('Minimumprijs');
    await min.focus();
    await min.press('Shift+ArrowUp');
    expect(await min.inputValue()).toBe('1000');
    await page.clock.runFor(749);
    expect(new URL(page.url()).searchParams.get('price-min')).toBeNull();
    const answered = page.waitForResponse(/ajax\/estates\?.*price-min=1000/);
    await page.clock.runFor(1);
    await page.waitForURL(/price-min=1000/, { timeout: scaled(30_000) });
    await page.clock.runFor(100);
    await answered;
    await min.press('ArrowDown');
    expect(await min.inputValue()).toBe('900');

    // A held + steps at once, again at 500 ms, then every 50 ms until released.
    const max = page.getByLabel('Maximumprijs');
    const increase = page.locator('.filter-bar__price').nth(1).getByRole('button', { name: 'Verhogen' });
    expect(await increase.getAttribute('aria-controls')).toBe(await max.getAttribute('id'));
    const box = (await increase.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    expect(await max.inputValue()).toBe('100');
    await page.clock.runFor(499);
    expect(await max.inputValue()).toBe('100');
    await page.clock.runFor(201);
    // Steps made in timers render a moment later (React's own scheduler is not on the clock).
    await expect.poll(() => max.inputValue()).toBe('600');
    await page.mouse.up();
    await page.clock.runFor(500);
    // One message-channel turn: React has rendered whatever those 500 ms did (nothing, released).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
    expect(await max.inputValue()).toBe('600');

    // Typing past the length limit keeps the text and says why.
    await max.fill('');
    await max.pressSequentially('12345678901');
    expect(await max.inputValue()).toBe('1234567890');
    expect(await page.locator('.filter-bar__price').nth(1).getByRole('status').textContent()).toBe('Deze waarde is te lang');
    await max.press('-');
    expect(await max.inputValue()).toBe('1234567890');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads 15 more cards as the visitor scrolls, until the total, without duplicates', async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await open(page, `${baseURL()}/nl/te-huur`);
    const searches = watchSearches(page);
    const total = Number(((await countText(page)) ?? '').replace(/\D/g, ''));
    expect(total).toBeGreaterThan(30);
    expect(await cardIds(page)).toHaveLength(15);
    for (let expected = 30; expected < total + 15; expected += 15) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForFunction((n) => document.querySelectorAll('.listing .estate-card').length >= n, Math.min(expected, total), { timeout: scaled(30_000) });
    }
    const ids = await cardIds(page);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    await page.locator('.listing__body[aria-busy="false"]').waitFor();
    const searchesBefore = searches.length;
    // At the end of the list nothing more loads: the end coming into view starts no search.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
    await animationFrames(page, 3);
    expect(await page.locator('.listing__body').getAttribute('aria-busy')).toBe('false');
    expect(searches).toHaveLength(searchesBefore);
    expect(await cardIds(page)).toHaveLength(total);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it(
    'fetches the code for more pages (swr) only once the visitor nears the list’s end or reaches for the filter bar: ' + 'the first page is the server’s',
    async () => {
      // esbuild names the list's dynamic import's file after client/lists/estate-pages.tsx.
      const isPagesCode = (path: string) => /\/estate-pages-\w+\.js$/.test(path);
      for (const reach of ['scroll', 'filter'] as const) {
        const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
        const errors = watchErrors(page);
        const scripts = watchScripts(page);
        await open(page, `${baseURL()}/nl/te-koop`);
        await page.waitForLoadState('load');
        await animationFrames(page, 5);
        expect(scripts.filter(isPagesCode), reach).toEqual([]);
        if (reach === 'scroll') await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        else await page.getByLabel('Minimumprijs').hover();
        await expect.poll(() => scripts.filter(isPagesCode).length, { message: reach }).toBe(1);
        expect(errors).toEqual([]);
        await page.context().close();
      }
    },
  );

  it('renders only the cards near the screen, keeps their height meanwhile and shifts nothing as the visitor scrolls', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });
    const errors = watchErrors(page);
    // Every layout shift the visitor did not cause with input, from the first byte on.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await open(page, `${baseURL()}/nl/te-koop`);
    const cards = page.locator('.listing .estate-card');
    expect(await cards.count()).toBe(15);
    /** Whether a card's content is rendered (false while content-visibility skips it). */
    const rendered = (index: number) =>
      cards.nth(index).evaluate((card) => card.querySelector('.estate-card__title')!.checkVisibility({ contentVisibilityAuto: true }));
    const height = (index: number) => cards.nth(index).evaluate((card) => card.getBoundingClientRect().height);
    expect(await rendered(0)).toBe(true);
    expect(await rendered(14)).toBe(false);
    expect(
      await page
        .locator('.site-footer h2')
        .first()
        .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true })),
    ).toBe(false);
    const waiting = await height(14);

    // Scroll down a screen at a time until the last card is on screen, then back to the top. As
    // a reader does, each screen waits for a next page the list has started loading (the list
    // asks 600 px before its end): on a loaded machine the answer came once the test had reached
    // the footer, and 15 cards put in above it moved it (0.22), which is the list's growing, not
    // a card's placeholder height, the subject here.
    const last = cards.nth(14);
    // The pages' code loads on its own as the end nears (1,200 px) and then asks for the next page
    // (600 px): "not busy" alone was also true before that code had started, and the page then
    // landed while the footer was on screen. So a screen near the end waits for the next page
    // itself, unless the list has no more.
    const total = Number(((await countText(page)) ?? '').replace(/\D/g, ''));
    const settled = () =>
      page.waitForFunction((all) => {
        if (document.querySelector('.listing__body')?.getAttribute('aria-busy') === 'true') return false;
        const end = document.querySelector('.listing__sentinel')?.getBoundingClientRect().top ?? Infinity;
        const shown = document.querySelectorAll('.listing .estate-card').length;
        return end > window.innerHeight + 600 || shown > 15 || shown >= all;
      }, total);
    while ((await last.evaluate((card) => card.getBoundingClientRect().bottom)) > 700) {
      await page.evaluate(() => window.scrollBy(0, 500));
      await animationFrames(page, 2);
      await settled();
    }
    expect(await rendered(14)).toBe(true);
    const shown = await height(14);
    // The height it waited with is within a tenth of the card's own: the page does not jump.
    expect(Math.abs(shown - waiting) / shown).toBeLessThan(0.1);
    while ((await page.evaluate(() => window.scrollY)) > 0) {
      await page.evaluate(() => window.scrollBy(0, -500));
      await animationFrames(page, 2);
    }
    expect(await rendered(0)).toBe(true);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    // A page's goal is CLS ≤ 0.02; scrolling the whole list stays within it.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps two favorites and shows them on the favorites page in another language', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    await open(page, `${baseURL()}/nl/te-koop`);
    const hearts = page.locator('.listing .favorite-button:not([disabled])');
    await hearts.nth(0).click();
    await hearts.nth(2).click();
    await page.waitForFunction(() => document.querySelectorAll('.listing .favorite-button[aria-pressed="true"]').length === 2);
    const chosen = await page.$$eval('.listing .favorite-button[aria-pressed="true"]', (buttons) =>
      buttons.map((button) => Number(button.closest('.estate-card')!.getAttribute('data-estate-id'))),
    );
    expect(chosen).toHaveLength(2);
    await expect.poll(() => page.locator('.favorites-link__count').textContent()).toBe('2');
    await open(page, `${baseURL()}/fr/favoris`);
    await page.locator('.favorites .estate-card').first().waitFor();
    const shown = await page.$$eval('.favorites .estate-card', (cards) => cards.map((card) => Number(card.getAttribute('data-estate-id'))));
    expect(shown.sort()).toEqual(chosen.sort());
    expect(await page.locator('.favorites .estate-card__title').first().textContent()).toMatch(/ à /);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.locator('.favorites .favorite-button').first().click();
    await page.waitForFunction(() => document.querySelectorAll('.favorites .estate-card').length === 1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('drops a favorite that no longer exists, cleanly', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}/en/`);
    await page.evaluate(() => localStorage.setItem('agency-favorites', JSON.stringify([99999999])));
    await open(page, `${baseURL()}/en/favorites`);
    await page.locator('.alert--info').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('agency-favorites'))).toBe('[]');
    // The 404 of the gone estate is expected; nothing else may fail.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await page.context().close();
  });

  it('shows the results on a map without network tiles and without console errors', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await open(page, `${baseURL()}/nl/te-koop`);
    await page.getByRole('button', { name: 'Kaart' }).click();
    await page.locator('.leaflet-container').waitFor();
    await page.locator('.leaflet-marker-icon').first().waitFor();
    const markers = await page.locator('.leaflet-marker-icon').count();
    expect(markers).toBeGreaterThan(10);
    expect(requests.filter((url) => !url.startsWith(baseURL()))).toEqual([]);
    expect(requests.some((url) => url.endsWith('.png'))).toBe(false);
    await page.locator('.leaflet-marker-icon').first().focus();
    await page.keyboard.press('Enter');
    await page.locator('.leaflet-popup').waitFor();
    // Let the popup finish fading in, so contrast is measured on its real colours.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.leaflet-popup')!).opacity === '1');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByRole('button', { name: 'Lijst' }).click();
    await page.locator('.listing .estate-card').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has no accessibility violations on a listing', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await open(page, `${baseURL()}/fr/a-vendre`);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});
