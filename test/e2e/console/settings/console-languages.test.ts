import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openFromCard, OPERATOR, signedIn, useLiveAgency } from '../../helpers/console';
import { keepScreenshot, useBrowser } from '../../helpers/browser';

// Languages: a Dutch-only agency adds French on its settings screen and opens its home page's
// editor, axe clean before and after. What the screens say (French in the draft, the fields still
// to translate marked) and the French home page, absent until the publish and live after it, are
// a worker test (test/worker/console/settings/languages-form.test.ts). Screenshots of the settings
// screen at 390 px and 1280 px are kept under .tmp/ (E2E_SCREENSHOTS=1).

const NAME = 'Immo Vlaams';
const browser = useBrowser();

useLiveAgency(NAME, 'vlaams', ['nl']);

async function keep(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await keepScreenshot(page, `.tmp/${name}-${width}.png`, { fullPage: true });
}

describe('adding a language in the console', () => {
  it('adds French to a Dutch-only agency and opens the home page’s editor, every screen axe clean', async () => {
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

    // The home page's editor: French filled from the starter, marked (its words: the worker test).
    await openFromCard(page, NAME, 'Pages');
    // The home page: its address in the list is /nl/.
    await page
      .locator('li', { has: page.locator('.hint', { hasText: /^\/nl\/$/ }) })
      .getByRole('link')
      .first()
      .click();
    // The page's own fields are folded under their summary (the editor opens on its sections): present, not shown.
    await page.locator('#p-title-fr-hint').waitFor({ state: 'attached' });
    await expectAccessible(page, 'page editor with untranslated marks');
    expect(errors.filter((error) => !/status of (400|404)/.test(error))).toEqual([]);
    await page.context().close();
  });
});
