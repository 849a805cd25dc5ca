import { createServer, get as httpGet } from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../../support/loopback-server';
import { baseURL, newPage, open, secondSiteURL, useBrowser } from '../../helpers/browser';
import { resized, useSharedPages } from '../../helpers/shared-pages';
import { expectAccessible, horizontalOverflow } from '../../helpers/layout';

// The header on one row, the legal facts and the phone menu; the
// "more" menu takes only what does not fit, and never Contact first.

const browser = useBrowser();

/**
 * The desktop pages the tests share (the home pages, the legal pages), each loaded once: a test
 * resizes one and reads it, and what it opens it closes again. A resize gives the header a page
 * loaded at that width has: the menu fits itself from the start at every change of the nav's width
 * (client/enhancers/main-navigation.enhance.ts `fit` puts back what it moved first), and the legal
 * block is laid out by CSS alone.
 */
const sharedPage = useSharedPages(browser);

interface HeaderRow {
  height: number;
  /** The distinct vertical centres of the header's visible parts (one row: one centre). */
  rows: number;
  /** How far the page is wider than the window (0: nothing scrolls sideways). */
  overflow: number;
  /** Whether "more" is hidden (no box, or visibility hidden), as Playwright's isHidden says. */
  moreHidden: boolean;
  /** The gap between the menu's items. */
  gap: string;
  inRow: string[];
  inMore: string[];
  /** The items under "more" that would have fitted on the row beside the others. */
  wouldFit: string[];
}

/** The header's parts, once the menu has fitted itself to the width. */
async function headerRow(page: Page): Promise<HeaderRow> {
  await page.locator('.main-nav__list[data-fitted]').waitFor({ state: 'attached' });
  return page.evaluate(() => {
    const header = document.querySelector('.site-header')!;
    const parts = [
      header.querySelector('.brand')!,
      ...header.querySelectorAll('.main-nav__list > li:not([hidden])'),
      header.querySelector('.favorites-link')!,
      header.querySelector('.language-switcher')!,
    ];
    const centres = new Set(parts.map((part) => Math.round((part.getBoundingClientRect().top + part.getBoundingClientRect().bottom) / 4)));
    return {
      height: header.getBoundingClientRect().height,
      rows: centres.size,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      moreHidden: (() => {
        const more = header.querySelector('.main-nav__more')!;
        const box = more.getBoundingClientRect();
        return box.width === 0 || box.height === 0 || getComputedStyle(more).visibility === 'hidden';
      })(),
      gap: getComputedStyle(header.querySelector('.main-nav__list')!).columnGap,
      inRow: [...header.querySelectorAll('.main-nav__list > li:not(.main-nav__more) a')].map((link) => link.textContent ?? ''),
      inMore: [...header.querySelectorAll('.main-nav__more-list a')].map((link) => link.textContent ?? ''),
      // Each item under "more", tried on the row (a copy, before "more"): does the row still fit?
      wouldFit: [...header.querySelectorAll('.main-nav__more-list > li')].flatMap((item) => {
        const list = header.querySelector<HTMLElement>('.main-nav__list')!;
        const copy = list.insertBefore(item.cloneNode(true) as Element, list.querySelector('.main-nav__more'));
        const fits = list.scrollWidth <= list.clientWidth + 1;
        copy.remove();
        return fits ? [item.textContent ?? ''] : [];
      }),
    };
  });
}

/** `part` in the order `whole` has them (each once). */
const inOrder = (part: string[], whole: string[]) => part.every((item, index) => index === 0 || whole.indexOf(item) > whole.indexOf(part[index - 1]!));

const CONTACT = { nl: 'Contact', fr: 'Contact', de: 'Kontakt', en: 'Contact' } as const;

describe('the desktop menu stays on one row from 1024 px', () => {
  // The eight home pages at once (three loading at a time, useSharedPages), each test with its own
  // `expect`: a page load is mostly the browser and the server waiting on each other.
  it.concurrent.for([
    ['site 1', 'nl'],
    ['site 1', 'fr'],
    ['site 1', 'de'],
    ['site 1', 'en'],
    ['site 2', 'nl'],
    ['site 2', 'fr'],
    ['site 2', 'de'],
    ['site 2', 'en'],
  ] as const)(
    '%s in %s: one row at 1600, 1440, 1280 and 1024 px; under "more" only what does not fit, Contact always on the row',
    async ([site, lang], { expect }) => {
      const { page, errors } = await sharedPage(`${site === 'site 1' ? baseURL() : secondSiteURL()}/${lang}/`, { width: 1600, height: 800 });
      // The menu's own order, as the server gave it to the menu's island.
      const all = await page.evaluate(() =>
        (
          JSON.parse(document.querySelector('agency-island[data-island="main-navigation"]')!.getAttribute('data-props')!) as { items: { label: string }[] }
        ).items.map((item) => item.label),
      );
      for (const width of [1600, 1440, 1280, 1024]) {
        await resized(page, { width, height: 800 });
        // The menu refits when the nav's width changes: wait for the row to hold every item once.
        await page.waitForFunction(() => {
          const list = document.querySelector('.main-nav__list')!;
          return list.scrollWidth <= list.clientWidth + 1;
        });
        const row = await headerRow(page);
        expect(row.rows, `${width} px: ${JSON.stringify(row)}`).toBe(1);
        expect(row.height).toBeLessThan(70);
        // Every item is there once: in the row or under "more", each in the menu's order.
        expect([...row.inRow, ...row.inMore].sort()).toEqual([...all].sort());
        expect(inOrder(row.inRow, all) && inOrder(row.inMore, all), JSON.stringify(row)).toBe(true);
        expect(row.inRow, `${width} px`).toContain(CONTACT[lang]);
        expect(row.wouldFit, `${width} px: ${JSON.stringify(row)}`).toEqual([]);
        expect(row.overflow).toBe(0);
      }
      expect(errors).toEqual([]);
    },
  );

  it.each([1600, 1440] as const)('site 1 in Dutch at %d px shows its whole menu, "Over ons" included, with no "more" (items 0.85rem apart)', async (width) => {
    const { page } = await sharedPage(`${baseURL()}/nl/`, { width, height: 800 });
    const row = await headerRow(page);
    expect(row.inMore, JSON.stringify(row)).toEqual([]);
    expect(row.inRow).toEqual(expect.arrayContaining(['Over ons', 'Contact']));
    expect(row.moreHidden).toBe(true);
    // The gap the wide header's rule gives the menu, not the narrower lists' 1rem.
    expect(row.gap).toBe('13.6px');
  });

  it.each([1600, 1440, 1280] as const)('site 2 in German at %d px shows its whole menu, "Über uns" and "Kontakt" included, with no "more"', async (width) => {
    const { page } = await sharedPage(`${secondSiteURL()}/de/`, { width, height: 800 });
    const row = await headerRow(page);
    expect(row.inMore, JSON.stringify(row)).toEqual([]);
    expect(row.inRow).toEqual(expect.arrayContaining(['Kontakt', 'Über uns']));
    expect(row.moreHidden).toBe(true);
  });

  it.each([
    [390, 'nl', 'Vakantieverhuur'],
    [1600, 'fr', 'Locations de vacances'],
  ] as const)('site 1, which lets holiday homes, leads to them from its main menu (%d px, %s)', async (width, lang, label) => {
    const { page } = await sharedPage(`${baseURL()}/${lang}/`, { width, height: 800 });
    const toggle = page.locator('.main-nav__toggle');
    if (width < 900) await toggle.click();
    const link = page.locator('.main-nav__list').getByRole('link', { name: label, exact: true });
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe(lang === 'nl' ? '/nl/vakantieverhuur' : '/fr/locations-de-vacances');
    // The menu closed again, as the page was.
    if (width < 900) await toggle.click();
  });

  it('opens "more" by keyboard, Escape closes it and returns focus; axe finds nothing with it open', async () => {
    const { page } = await sharedPage(`${baseURL()}/de/kontakt`, { width: 1024, height: 800 });
    const more = page.getByRole('button', { name: 'Mehr' });
    const list = page.locator('.main-nav__more-list');
    expect(await list.isVisible()).toBe(false);
    await more.focus();
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'visible' });
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.main-nav__more-list') !== null)).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Mehr');
  });

  it('keeps the header one row before the menu has fitted itself (no layout shift when it does)', async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    // The page as it is before the enhancer runs: its script never arrives.
    await page.route(/\/assets\/entry-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${baseURL()}/de/`);
    const before = await page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().height);
    await page.unroute(/\/assets\/entry-[\w-]+\.js$/);
    await open(page, `${baseURL()}/de/`);
    const after = (await headerRow(page)).height;
    expect(after).toBeLessThan(70);
    expect(before).toBe(after);
    await page.context().close();
  });
});

describe('the phone menu and the legal facts', () => {
  // The three at once, each in a page of its own with its own `expect`.
  it.concurrent.for(['nl', 'fr', 'de'] as const)(
    '%s at 390 px: opening the menu keeps the header as it was, and the menu stays on the screen',
    async (lang, { expect }) => {
      const page = await newPage(browser(), { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
      await open(page, `${baseURL()}/${lang}/`);
      const header = () => page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().height);
      const closed = await header();
      await page.locator('.main-nav__toggle').click();
      await page.locator('.main-nav__list').waitFor({ state: 'visible' });
      expect(await header()).toBe(closed);
      expect(await horizontalOverflow(page)).toBe(0);
      const box = (await page.locator('.main-nav__list').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await page.context().close();
    },
  );

  it.each([
    [390, 'nl', '/nl/contact'],
    [390, 'nl', '/nl/over-ons'],
    [390, 'fr', '/fr/contact'],
    [390, 'de', '/de/kontakt'],
    [1280, 'nl', '/nl/contact'],
    [1280, 'fr', '/fr/contact'],
    [1280, 'de', '/de/kontakt'],
  ] as const)('at %d px in %s, %s: no term of the legal block runs under its value; axe finds nothing', async (width, _lang, path) => {
    const { page } = await sharedPage(baseURL() + path, { width, height: 800 });
    const overlaps = await page.locator('.biv-cib .facts').evaluate((list) => {
      const found: string[] = [];
      for (const term of list.querySelectorAll('dt')) {
        const value = term.nextElementSibling!;
        const a = term.getBoundingClientRect();
        const b = value.getBoundingClientRect();
        const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
        // A term wider than its box spills over whatever is beside it.
        if (!apart || term.scrollWidth > term.clientWidth + 1) found.push(`${term.textContent} / ${value.textContent}`);
      }
      return found;
    });
    expect(overlaps).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page);
  });
});

// The tests of this part run at once (describe.concurrent): each page spends most of its time
// waiting for a slow connection or for the browser's next frame, the server and the browser
// idle, so seven pages take little more than the longest one. Each asserts with its own `expect`.
describe.concurrent('a page that comes in slowly', () => {
  /**
   * The page's layout shifts from its first moment (the Layout Instability API), each named by
   * what moved, from where to where and when: the page opened once (its stylesheet and scripts
   * then in the cache, as on a second page of a visit), then again over a slow connection
   * (2 kB/s), so its first paint comes before its scripts have run.
   */
  async function shiftsOverASlowConnection(width: number, path: string): Promise<string[]> {
    const page = await newPage(browser(), { viewport: { width, height: width < 500 ? 844 : 800 }, isMobile: width < 500, hasTouch: width < 500 });
    await page.addInitScript(() => {
      const seen = window as unknown as { shifts: string[] };
      seen.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          for (const { node, previousRect: a, currentRect: b } of entry.sources)
            seen.shifts.push(
              `${node instanceof Element ? node.className : node?.nodeName} (${Math.round(a.x)} ${Math.round(a.y)} → ` +
                `${Math.round(b.x)} ${Math.round(b.y)} at ${Math.round(entry.startTime)} ms)`,
            );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseURL()}${path}`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: 2_000, uploadThroughput: 50_000 });
    await page.goto(`${baseURL()}${path}`);
    await page.locator('.favorites-link__count:not(:empty)').waitFor({ state: 'attached' });
    const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
    await page.context().close();
    return shifts;
  }

  // The favorites link got its count (a badge) only when its script ran: painted before that,
  // it grew and moved left (client/enhancers/favorites-count.tsx now renders its place). And a
  // header painted before all of it had come showed the brand and the menu alone on its row,
  // then moved them (worker/site/render/layout/header.tsx now holds the first paint until the
  // header's end). And a listing's title band was styled by the filter bar's presence, so it
  // shrank once the filter had come (cms-page.tsx now marks it). Each was seen here before its
  // fix: "favorites-link (1008 10 → 978 10)" at 1280 px, "brand (16 8 → 16 0)" and
  // "container page-hero__text (0 145 → 0 116)" at 390 px.
  it.for([
    [390, '/nl/'],
    [390, '/fr/a-vendre'],
    [1280, '/de/'],
  ] as const)('at %d px, %s: nothing moves while the page comes in over a slow connection', async ([width, path], { expect }) => {
    expect(await shiftsOverASlowConnection(width, path)).toEqual([]);
  });

  /**
   * The site's page (`site`: the first demo site unless told) served by a server of this test that sends its HTML in parts, each split
   * before the next of `splitsBefore` (found in order), the next part once the browser has drawn
   * what came (`drawn`) or after a second without a frame (what must not come cannot be waited
   * for longer); every other request is passed to the site.
   */
  async function servedInParts(path: string, splitsBefore: string[], drawn: () => Promise<void>, site = baseURL()) {
    const server = createServer((incoming, outgoing) => {
      void (async () => {
        const answer = await fromSite(site, incoming.url === '/' ? path : (incoming.url ?? '/'));
        const type = answer.type;
        if (incoming.url !== '/') {
          outgoing.writeHead(answer.status, { 'Content-Type': type });
          outgoing.end(answer.body);
          return;
        }
        const html = answer.body.toString('utf8');
        outgoing.writeHead(answer.status, { 'Content-Type': type });
        let from = 0;
        try {
          for (const split of splitsBefore) {
            const at = html.indexOf(split, from);
            expect(at, `${path} has ${split} after its part before`).toBeGreaterThan(from);
            outgoing.write(html.slice(from, at));
            from = at;
            await Promise.race([drawn(), new Promise((resolve) => setTimeout(resolve, 1_000))]);
          }
        } finally {
          // A split not found fails the test at once, the page whole.
          outgoing.end(html.slice(from));
        }
      })();
    });
    return listenOnLoopback(server, 0);
  }

  /** A GET of the site's `path` on loopback with its hostname (Node resolves no *.localhost), whole. */
  function fromSite(site: string, path: string): Promise<{ status: number; type: string; body: Buffer }> {
    const { hostname, port, host } = new URL(site);
    return new Promise((resolve, reject) => {
      httpGet({ host: hostname.endsWith('.localhost') ? '127.0.0.1' : hostname, port, path, headers: { Host: host } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? 'application/octet-stream', body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
  }

  /**
   * Records the page's layout shifts from its first moment, each named by what moved and its box
   * before and after (x y width height), and tells when it has drawn: `drawn()` resolves at the
   * second frame from its call, so the first has been painted.
   */
  async function watchShiftsAndFrames(page: Page) {
    let waiting: { frames: number; resolve: () => void }[] = [];
    await page.exposeBinding('reportFrame', () => {
      for (const wait of waiting) wait.frames -= 1;
      for (const wait of waiting.filter((each) => each.frames <= 0)) wait.resolve();
      waiting = waiting.filter((each) => each.frames > 0);
    });
    await page.addInitScript(() => {
      const seen = window as unknown as { shifts: string[]; reportFrame: () => Promise<void> };
      seen.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          for (const { node, previousRect: a, currentRect: b } of entry.sources)
            seen.shifts.push(
              `${node instanceof Element ? node.className : node?.nodeName} (${[a.x, a.y, a.width, a.height].map(Math.round).join(' ')} → ` +
                `${[b.x, b.y, b.width, b.height].map(Math.round).join(' ')})`,
            );
        }
      }).observe({ type: 'layout-shift', buffered: true });
      const frame = () => {
        void seen.reportFrame();
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    return {
      drawn: () => new Promise<void>((resolve) => waiting.push({ frames: 2, resolve })),
      shifts: () => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts),
    };
  }

  // A photo hero holds its text at the photo's foot: painted with the title and subtitle alone
  // (the rest of the page not yet read: a busy phone, a slow connection), the search that comes
  // next pushed them up. Seen in a loaded run as "container page-hero__text (64 331 1152 219 →
  // 64 179 1152 371)"; the first paint now waits for the hero's end (cms-page.tsx).
  it('at 1280 px, /nl/: a photo hero is not painted before its search has come, so nothing in it moves', async ({ expect }) => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    const watched = await watchShiftsAndFrames(page);
    const server = await servedInParts('/nl/', ['<agency-island data-island="plain-search"'], watched.drawn);
    try {
      await page.goto(server.origin);
      await page.locator('.plain-search').waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await watched.shifts()).toEqual([]);
    } finally {
      await page.context().close();
      await server.close();
    }
  });

  // The counters' grid (auto-fit) spread the counters it had read over the row: painted with the
  // first alone, it was as wide as the row, then narrowed and moved as the others came. Seen with
  // the HTML split every 300 bytes as "cta-numbers__item (648 521 552 127 → 364 521 268 153)";
  // their number now sets the columns (app.css .cta-numbers).
  it('at 1280 px, /de/: the counters painted one by one keep their columns, so none moves', async ({ expect }) => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    const watched = await watchShiftsAndFrames(page);
    const item = '<div class="cta-numbers__item"';
    // Before the first counter; then before the second, its label, the third; then before the end.
    const splits = ['class="cta-numbers__item"', item, 'class="cta-numbers__label"', item, '</dl>'];
    const server = await servedInParts('/de/', splits, watched.drawn);
    try {
      await page.goto(server.origin);
      await page.locator('.site-footer').waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await watched.shifts()).toEqual([]);
    } finally {
      await page.context().close();
      await server.close();
    }
  });

  // The filter's section was styled by `.section:has(.filter-bar)`: painted with the filter's
  // start only, it kept a section's full padding until the section's end had been read (Chromium
  // did not decide the :has() again before), so the filter moved up once its section ended.
  // Seen in a loaded run as "filter-bar (16 312 → 16 280)"; the server's class now styles it.
  // And the list's switch between list and map (42 px high) came with the island's hydration,
  // into a toolbar that held the count's line alone (38 px): the cards moved down 4 px. Seen in
  // loaded runs as "estate-card (383 461 → 387 457)"; the toolbar now keeps the switch's height.
  // And the sort's field, as wide as its longest choice, was painted with its first choice alone:
  // it grew as "Prix décroissant" came and moved left. Seen in a loaded run over the slow
  // connection as "filter-bar__sort (191 289 → 171 289 at 9150 ms)"; the field now takes the
  // row's room (listing-first-screen.css).
  it('at 390 px, /fr/a-vendre: the filter painted in parts (its start, its sort’s first choice), then whole, and the list made live, move nothing', async ({
    expect,
  }) => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const watched = await watchShiftsAndFrames(page);
    const filter = '<agency-island data-island="estate-filter"';
    const server = await servedInParts('/fr/a-vendre', [filter, '<details', '<option value="price-DESC"', '</section>'], watched.drawn);
    try {
      await page.goto(server.origin);
      // Until the list is live: its list/map switch comes with it, beside the count.
      await page.locator('.listing .view-toggle').waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await watched.shifts()).toEqual([]);
    } finally {
      await page.context().close();
      await server.close();
    }
  });

  // A detail page on a phone shows its photos above its title (detail-phone.css), though they
  // come after it in the page: painted before they had come, the title and the price moved down
  // by the photo's height once they did. Seen as "estate-detail__header (153 243 → 469 303)" at
  // 390 px; the first paint now waits for the photos (estate-detail-page.tsx, holiday-rental-page.tsx).
  it.for([
    [390, 'a holiday unit', '/nl/vakantie/24', ['<p class="estate-detail__price"', '<agency-island data-island="estate-gallery"'], '.estate-gallery'],
    [
      390,
      'a listing for sale',
      '/nl/aanbod/1004/studio-te-koop-in-brugmannlaan-1030-schaarbeek',
      ['<a class="estate-detail__costs-link"', '<agency-island data-island="estate-gallery"'],
      '.estate-gallery',
    ],
  ] as const)('at %d px, %s: its title painted in part, then whole, then its photos: nothing moves', async ([width, _what, path, splits, last], { expect }) => {
    const page = await newPage(browser(), { viewport: { width, height: 800 }, isMobile: width < 500, hasTouch: width < 500 });
    const watched = await watchShiftsAndFrames(page);
    const site = path.includes('vakantie') ? secondSiteURL() : baseURL();
    const server = await servedInParts(path, [...splits], watched.drawn, site);
    try {
      await page.goto(server.origin);
      await page.locator(last).first().waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await watched.shifts()).toEqual([]);
    } finally {
      await page.context().close();
      await server.close();
    }
  });
});
