import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { boundContext, open, watchErrors } from './browser';

/** A page the tests of a file share, and the console errors it has shown since its load (watchErrors). */
export interface SharedPage {
  page: Page;
  errors: string[];
}

/**
 * Pages the tests of a file share: each address loaded once (open: its islands live) in one
 * context of the file's (`options`: a phone's, say, or storage to start with, read when the first
 * page opens), at the size the first test that asks for it gives, then resized for each test that
 * asks again (resized). For tests that read a page (its
 * layout, axe) or put back what they opened: a resize shows what a load at that size shows where
 * the layout follows the window (CSS, and scripts that follow a resize), not where a script
 * measures the window once at its start. The context is closed with the file's others
 * (useBrowser in test/e2e/helpers/browser.ts).
 */
export function useSharedPages(
  browser: () => Browser,
  options: BrowserContextOptions | (() => BrowserContextOptions) = {},
): (url: string, size: Size) => Promise<SharedPage> {
  let context: Promise<BrowserContext> | undefined;
  const pages = new Map<string, Promise<SharedPage>>();
  // At most LOADS_AT_ONCE pages loading at once, for tests that run at once (it.concurrent).
  let loading = 0;
  const waiting: (() => void)[] = [];
  afterAll(() => {
    context = undefined;
    pages.clear();
  });
  return async (url, size) => {
    let shared = pages.get(url);
    if (shared) {
      const { page, errors } = await shared;
      await resized(page, size);
      return { page, errors };
    }
    context ??= browser()
      .newContext({ ...(typeof options === 'function' ? options() : options), viewport: size })
      .then(boundContext);
    shared = (async () => {
      while (loading >= LOADS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
      loading += 1;
      try {
        const page = await (await context!).newPage();
        await page.setViewportSize(size);
        const errors = watchErrors(page);
        await open(page, url);
        return { page, errors };
      } finally {
        loading -= 1;
        waiting.shift()?.();
      }
    })();
    pages.set(url, shared);
    return shared;
  };
}

type Size = { width: number; height: number };

/** As inParallel's walks (test/e2e/helpers/browser.ts): the browser and the server wait on each other for most of a page's load. */
const LOADS_AT_ONCE = 3;

/**
 * Resizes the window, then waits until the page has its width and two frames have passed: what
 * follows a resize by a ResizeObserver or a media query's change (the menu refitting itself) has
 * run by then.
 */
export async function resized(page: Page, size: Size): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(
    (width) => innerWidth === width && new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
    size.width,
  );
}
