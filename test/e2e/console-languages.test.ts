import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleURL, expectAccessible, liveAgency, signInThroughMailbox } from './helpers/console';
import { keepScreenshot, launchBrowser, newPage, watchErrors } from './helpers/browser';

// Issue 32, "languages": a Dutch-only agency adds French on its settings screen; the page
// editor marks the fields still to translate; the publish makes the French home page live.
// Screenshots of the settings screen at 390 px and 1280 px are kept under .tmp/ (E2E_SCREENSHOTS=1).

const OPERATOR = 'operator@agency-sites.localhost';
const NAME = 'Immo Vlaams';
let site: { host: string; url: string };
const siteURL = () => site.url;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  site = await liveAgency(NAME, 'vlaams', ['nl']);
});

afterAll(async () => {
  await browser?.close();
});

async function keep(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await keepScreenshot(page, `.tmp/${name}-${width}.png`, { fullPage: true });
}

describe('adding a language in the console', () => {
  it('adds French to a Dutch-only agency, marks what is untranslated, publishes and opens the French home page', async () => {
    const page = await newPage(browser);
    const errors = watchErrors(page);
    await signInThroughMailbox(page, OPERATOR);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
    await card.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'The site’s languages' }).waitFor();
    await expectAccessible(page, 'settings');
    await keep(page, 'console-settings', 390);
    await keep(page, 'console-settings', 1280);

    await page.getByLabel('New language').selectOption('fr');
    await page.getByRole('button', { name: 'Add a language', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'French is in the draft.' }).waitFor();
    await expectAccessible(page, 'settings with a language added');
    // Not on the site yet.
    const visitor = await newPage(browser);
    expect((await visitor.goto(`${siteURL()}/fr/`))?.status()).not.toBe(200);

    // The home page's editor: French filled from the starter, marked.
    await page.goto(`${consoleURL()}/en/`);
    await card.getByRole('link', { name: 'Pages' }).click();
    // The home page: its address in the list is /nl/.
    await page.locator('li', { has: page.locator('.hint', { hasText: /^\/nl\/$/ }) }).getByRole('link').first().click();
    await page.locator('#p-title-fr').waitFor();
    await expect(page.locator('#p-title-fr-hint', { hasText: 'Not translated yet' }).count()).resolves.toBe(1);
    await expectAccessible(page, 'page editor with untranslated marks');

    await page.goto(`${consoleURL()}/en/`);
    await card.getByRole('link', { name: 'Publish changes' }).click();
    await page.getByRole('button', { name: 'Publish the changes' }).click();
    await expect.poll(async () => (await visitor.goto(`${siteURL()}/fr/`))?.status(), { timeout: 30_000, interval: 500 }).toBe(200);
    await expect(visitor.locator('html').getAttribute('lang')).resolves.toBe('fr');
    expect(errors.filter((error) => !/status of (400|404)/.test(error))).toEqual([]);
    await page.context().close();
    await visitor.context().close();
  });
});
