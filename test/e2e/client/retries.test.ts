import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RETRY_POLICY } from '../../../client/retry-policy';
import { animationFrames, baseURL, newPage, open, secondSiteURL, useBrowser } from '../helpers/browser';
import { scaled } from '../../../scripts/speed-factor.mjs';

// The browser never hammers: a failed fetch is retried a few times with backoff,
// then the island shows "try again", which tries once per click; the server's page is never
// fetched again.

const browser = useBrowser();

/** One first attempt and the policy's retries. */
const ALLOWED = 1 + RETRY_POLICY.retries;

/** Every request whose address matches, failed or not. */
function watchRequests(page: Page, matches: (url: URL) => boolean): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (matches(url)) seen.push(url);
  });
  return seen;
}

/** The route answers 503 JSON, as an ajax route does while the platform is down. */
async function failRoute(page: Page, matches: (url: URL) => boolean): Promise<void> {
  await page.route(matches, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }));
}

async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
}

/** Scrolls away and back to the end, and lets the observers have their frames. */
async function scrollAgain(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await animationFrames(page, 2);
  await scrollToEnd(page);
  await animationFrames(page, 3);
}

const count = (page: Page, selector: string) => page.locator(selector).count();

/**
 * The bound on a wait for what the retries end in (the button, the cards once the route is back):
 * a bound, not a wait. Beside a CPU burner at load 16-21 the favorites page's test passed 15 s and
 * 30 s bounds (58 s in all).
 */
const SHOWN = scaled(90_000);

describe('islands that fetch never hammer', () => {
  it('the listing retries a failed next page a few times, then offers "try again", which loads it once the route is back', async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    const isListPage = (url: URL) => url.pathname.endsWith('/ajax/estates');
    await open(page, `${baseURL()}/nl/te-huur`);
    const requests = watchRequests(page, isListPage);
    await failRoute(page, isListPage);
    expect(await count(page, '.listing .estate-card')).toBe(15);

    await scrollToEnd(page);
    const tryAgain = page.getByRole('button', { name: 'Opnieuw proberen' });
    await tryAgain.waitFor({ timeout: SHOWN });
    expect(await page.getByRole('alert').textContent()).toContain('Meer panden laden is niet gelukt.');
    const made = requests.length;
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThanOrEqual(ALLOWED);
    // The end of the list in view again asks for nothing while the last attempt failed.
    await scrollAgain(page);
    expect(requests).toHaveLength(made);
    expect(await tryAgain.isVisible()).toBe(true);

    await page.unroute(isListPage);
    await tryAgain.click();
    await page.waitForFunction(() => document.querySelectorAll('.listing .estate-card').length === 30, undefined, { timeout: SHOWN });
    expect(requests).toHaveLength(made + 1);
    expect(await tryAgain.count()).toBe(0);
    // The server's page (offset 0) was never asked for again; every request was for the second page.
    expect(requests.map((url) => url.searchParams.get('offset'))).toEqual(Array(made + 1).fill('15'));
    await page.context().close();
  });

  it('a click on "try again" that fails again makes one request and shows the button again', async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    const isListPage = (url: URL) => url.pathname.endsWith('/ajax/estates');
    await open(page, `${baseURL()}/nl/te-huur`);
    const requests = watchRequests(page, isListPage);
    await failRoute(page, isListPage);
    await scrollToEnd(page);
    const tryAgain = page.getByRole('button', { name: 'Opnieuw proberen' });
    await tryAgain.waitFor({ timeout: SHOWN });
    const made = requests.length;
    expect(made).toBeLessThanOrEqual(ALLOWED);

    await tryAgain.click();
    await expect.poll(() => requests.length).toBe(made + 1);
    await tryAgain.waitFor({ timeout: SHOWN });
    await scrollAgain(page);
    expect(requests).toHaveLength(made + 1);
    await page.context().close();
  });

  it('the holiday search retries a failed next page a few times, then offers "try again", which loads it once the route is back', async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    const isUnitPage = (url: URL) => url.pathname.endsWith('/ajax/rental-units');
    await open(page, `${secondSiteURL()}/nl/vakantieverhuur`);
    const requests = watchRequests(page, isUnitPage);
    await failRoute(page, isUnitPage);
    const first = await count(page, '.rental-list .rental-card');
    expect(first).toBeGreaterThan(0);

    await scrollToEnd(page);
    const tryAgain = page.getByRole('button', { name: 'Opnieuw proberen' });
    await tryAgain.waitFor({ timeout: SHOWN });
    expect(await page.getByRole('alert').textContent()).toContain('Meer vakantiewoningen laden is niet gelukt.');
    const made = requests.length;
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThanOrEqual(ALLOWED);
    await scrollAgain(page);
    expect(requests).toHaveLength(made);

    await page.unroute(isUnitPage);
    await tryAgain.click();
    await page.waitForFunction((n) => document.querySelectorAll('.rental-list .rental-card').length > n, first, { timeout: SHOWN });
    expect(await tryAgain.count()).toBe(0);
    expect(requests.map((url) => url.searchParams.get('offset'))).toEqual(Array(requests.length).fill(String(first)));
    await page.context().close();
  });

  it('the favorites page retries a few times, then offers "try again", which loads them once the route is back', async () => {
    const page = await newPage(browser());
    await open(page, `${baseURL()}/nl/te-huur`);
    const id = Number(await page.locator('.listing .estate-card').first().getAttribute('data-estate-id'));
    await page.evaluate((ids) => localStorage.setItem('agency-favorites', JSON.stringify(ids)), [id]);
    const isFavorite = (url: URL) => url.pathname.includes('/ajax/estate/');
    const requests = watchRequests(page, isFavorite);
    await failRoute(page, isFavorite);
    await open(page, `${baseURL()}/nl/favorieten`);

    const tryAgain = page.getByRole('button', { name: 'Opnieuw proberen' });
    await tryAgain.waitFor({ timeout: SHOWN });
    const made = requests.length;
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThanOrEqual(ALLOWED);
    await animationFrames(page, 3);
    expect(requests).toHaveLength(made);

    await page.unroute(isFavorite);
    await tryAgain.click();
    await page.locator('.favorites .estate-card').waitFor({ timeout: SHOWN });
    expect(requests).toHaveLength(made + 1);
    await page.context().close();
  });
});
