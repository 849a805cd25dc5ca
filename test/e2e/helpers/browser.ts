import { mkdir } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { dirname } from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { scaled } from '../../../scripts/speed-factor.mjs';

/**
 * Debian's Chromium as its headless shell (package chromium-headless-shell, the "old headless"
 * Playwright itself uses for headless runs): the same Blink and V8 without the browser's UI, GPU
 * process and compositor. Four e2e files took 150 s and 115 CPU-s with it against 250 s and
 * 172 CPU-s with the whole browser (/usr/bin/chromium), every test green in both.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const ARTIFACTS = 'test-artifacts';

/** Debian's headless Chromium, with no background traffic (the machine has no internet). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // The languages the whole browser asks for by default ("en-US,en"); the headless shell asks
      // for none, and pages without a language in their address (the local mailbox) chose Dutch.
      '--accept-lang=en-US,en',
      ...extraArgs,
    ],
  });
}

/** The browser the files of this vitest worker share (they run one after another: isolate is off). */
let sharedBrowser: Promise<Browser> | undefined;

/**
 * The file's browser, as a getter for its tests: launched before the file's first test. Without
 * extra arguments it is the one browser of this vitest worker, kept from file to file (a launch
 * cost 0.5–0.8 s a file) and left with no context after each file; with them (e.g. a host
 * resolver rule), a browser of the file's own, closed after it.
 */
export function useBrowser(extraArgs: readonly string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (extraArgs.length) {
      browser = await launchBrowser(extraArgs);
      return;
    }
    const current = await sharedBrowser;
    if (!current?.isConnected()) sharedBrowser = launchBrowser();
    browser = await sharedBrowser;
  });
  afterAll(async () => {
    if (extraArgs.length) await browser?.close();
    else await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: use it in a test or hook');
    return browser;
  };
}

export function baseURL(): string {
  return inject('baseURL');
}

/**
 * A document as the server sends it, asked for as a browser's navigation asks (HTML, English) and
 * never rendered: for checks of the served HTML, which need no layout and no script. On loopback
 * with the address's host in Host (Node does not resolve *.localhost as browsers do), with
 * `cookies` (a context's, for a signed-in person); a redirect is answered as it is.
 */
export function served(url: string, cookies: readonly { name: string; value: string }[] = []): Promise<{ status: number; html: string }> {
  const { host, port, pathname, search } = new URL(url);
  const headers = { Host: host, Accept: 'text/html', 'Accept-Language': 'en-US,en', Cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') };
  return new Promise((resolve, reject) => {
    const request = httpGet({ host: '127.0.0.1', port, path: pathname + search, headers }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, html }));
    });
    request.on('error', reject);
  });
}

/** The address of the second demo agency (*.localhost resolves to loopback). */
export function secondSiteURL(): string {
  return `http://immo-tweede.localhost:${inject('port')}`;
}

/**
 * Collects console errors and uncaught exceptions of a page, to assert there are none. A
 * resource that failed to load is named by its address (the console's text does not say which).
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    errors.push(message.text().startsWith('Failed to load resource') && url ? `${message.text()}: ${url}` : message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** What watchErrors records for a resource the server refused with 400 (a form's post, its address whatever it is). */
export const BAD_REQUEST_LOAD = expect.stringMatching(/^Failed to load resource: the server responded with a status of 400 \(Bad Request\): http/);

/**
 * Playwright's bound on a context's page loads and actions: its default, 30 s, times the run's
 * speed factor (scripts/speed-factor.mjs). Beside a CPU burner at load 15 a hydration, a focus and
 * a post's answer each took over 30 s once in a run; the test's own limit (vitest.config.ts) is
 * the one that counts.
 */
export function boundContext(context: BrowserContext): BrowserContext {
  context.setDefaultTimeout(scaled(30_000));
  context.setDefaultNavigationTimeout(scaled(30_000));
  return context;
}

/** A page in a fresh context, bounded as boundContext says. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = boundContext(await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options }));
  return context.newPage();
}

/**
 * Waits until every island on the page is live (`data-island-ready`, set by client/entry.ts
 * once an enhanced island's listeners are on, and after React's hydration commit for a React
 * island): the condition a test needs before it interacts, where 'networkidle' waited for
 * half a second of network silence on every load. A React island far from the screen waits
 * until the visitor comes near or reaches into it (client/entry.ts whenNear); this reaches into
 * each waiting one (a `pointerdown` on it, as a press would), without moving the page.
 */
export async function islandsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const islands = Array.from(document.querySelectorAll('agency-island'));
    for (const island of islands) if (!island.hasAttribute('data-hydrated')) island.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    return islands.every((island) => island.hasAttribute('data-island-ready'));
  });
}

/**
 * Waits until the page's layout holds still: its height, the scroll and the focused element's
 * place the same at `frames` + 1 animation frames in a row (2 at least). Under load a late
 * commit (an island's second render, a carousel mounting) can move what was measured a frame
 * before.
 */
export async function layoutSettled(page: Page, frames = 3): Promise<void> {
  await page.waitForFunction(
    (needed) =>
      new Promise<boolean>((resolve) => {
        let last = '';
        let same = 0;
        const look = () => {
          const focused = document.activeElement?.getBoundingClientRect();
          const now = `${document.documentElement.scrollHeight} ${scrollY} ${focused?.top ?? ''}`;
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= needed) resolve(true);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
    frames,
  );
}

/** The paths of every script the page fetches, from now on. */
export function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Opens an address and waits for its islands (JavaScript on). */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await islandsReady(page);
}

/**
 * Whether this run keeps screenshots to look at: `E2E_SCREENSHOTS=1 npm test -- e2e`. No
 * assertion reads them, and a full page's picture cost as much of the browser's CPU as loading
 * the page (0.7 CPU-s on this 2-core machine): the e2e files kept over a hundred per run.
 */
export const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * Keeps a picture of a page (`fullPage`: all of it, else what the viewport shows) or of a part of
 * it at `path` (under test-artifacts/ or .tmp/, neither committed), when the run keeps screenshots.
 * Otherwise a part is still waited for, as its screenshot would wait for it to be visible.
 */
export async function keepScreenshot(target: Page | Locator, path: string, { fullPage = false } = {}): Promise<void> {
  const isPage = 'goto' in target;
  if (!KEEP_SCREENSHOTS) {
    if (!isPage) await target.waitFor({ state: 'visible' });
    return;
  }
  await mkdir(dirname(path), { recursive: true });
  await (isPage ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

/** Keeps a picture of the whole page under test-artifacts/ (keepScreenshot). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await keepScreenshot(page, `${ARTIFACTS}/${name}.png`, { fullPage: true });
}

/**
 * Waits until the page has rendered `count` more frames. Scroll events, IntersectionObserver
 * callbacks and requestAnimationFrame ticks are all delivered by the next frame or the one
 * after; use it before asserting that something did *not* happen, instead of a fixed sleep.
 */
export async function animationFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}

/**
 * An image's natural width once it has loaded (scrolled into view first, as it may be lazy), 0
 * when it failed to load: read once, an image still on its way answered "not complete" on a busy
 * machine (console-media, two e2e files at once).
 */
export async function loadedWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  return image.evaluate((img: HTMLImageElement) =>
    img.complete
      ? img.naturalWidth
      : new Promise<number>((resolve) => {
          img.addEventListener('load', () => resolve(img.naturalWidth), { once: true });
          img.addEventListener('error', () => resolve(0), { once: true });
        }),
  );
}

/**
 * Runs `each` over the items with at most `limit` at once, its answers in the items' order.
 * For walks over many pages in one file (a language's page types, the widths): each page in a
 * context of its own, so they do not share focus, storage or history; the browser and the server
 * wait on each other for most of a page's time, so a few pages at once take little more than one.
 */
export async function inParallel<T, R>(items: readonly T[], limit: number, each: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await each(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}
