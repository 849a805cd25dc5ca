import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openFromCard, OPERATOR, signedIn, useLiveAgency } from '../../helpers/console';
import { keepScreenshot, newPage, useBrowser } from '../../helpers/browser';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// Languages: a Dutch-only agency adds French on its settings screen; the page
// editor marks the fields still to translate; the publish makes the French home page live.
// Screenshots of the settings screen at 390 px and 1280 px are kept under .tmp/ (E2E_SCREENSHOTS=1).

const NAME = 'Immo Vlaams';
const browser = useBrowser();

const siteURL = useLiveAgency(NAME, 'vlaams', ['nl']).url;

async function keep(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await keepScreenshot(page, `.tmp/${name}-${width}.png`, { fullPage: true });
}

describe('adding a language in the console', () => {
  it('adds French to a Dutch-only agency, marks what is untranslated, publishes and opens the French home page', async () => {
    const { page, errors } = await signedIn(browser(), OPERATOR);
    await openFromCard(page, NAME, 'Settings');
    await page.getByRole('heading', { name: 'The site’s languages' }).waitFor();
    await expectAccessible(page, 'settings');
    await keep(page, 'console-settings', 390);
    await keep(page, 'console-settings', 1280);

    await page.getByLabel('New language').selectOption('fr');
    await page.getByRole('button', { name: 'Add a language', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'French is in the draft.' }).waitFor();
    await expectAccessible(page, 'settings with a language added');
    // Not on the site yet.
    const visitor = await newPage(browser());
    expect((await visitor.goto(`${siteURL()}/fr/`))?.status()).not.toBe(200);

    // The home page's editor: French filled from the starter, marked.
    await openFromCard(page, NAME, 'Pages');
    // The home page: its address in the list is /nl/.
    await page
      .locator('li', { has: page.locator('.hint', { hasText: /^\/nl\/$/ }) })
      .getByRole('link')
      .first()
      .click();
    // The page's own fields are folded under their summary (the editor opens on its sections): present, not shown.
    await page.locator('#p-title-fr').waitFor({ state: 'attached' });
    await expect(page.locator('#p-title-fr-hint', { hasText: 'Not translated yet' }).count()).resolves.toBe(1);
    await expectAccessible(page, 'page editor with untranslated marks');

    await openFromCard(page, NAME, 'Publish changes');
    await page.getByRole('button', { name: 'Publish the changes' }).click();
    await expect.poll(async () => (await visitor.goto(`${siteURL()}/fr/`))?.status(), { timeout: scaled(30_000), interval: 500 }).toBe(200);
    await expect(visitor.locator('html').getAttribute('lang')).resolves.toBe('fr');
    expect(errors.filter((error) => !/status of (400|404)/.test(error))).toEqual([]);
    await page.context().close();
    await visitor.context().close();
  });
});
