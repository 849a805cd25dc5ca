import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSOLE_OWNER, consoleURL, expectAccessible, signedIn } from '../../helpers/console';
import { BAD_REQUEST_LOAD, baseURL, keepScreenshot, loadedWidth, newPage, useBrowser } from '../../helpers/browser';
import { fillByLabel, legalParts } from '../../helpers/forms';
import { png } from '../../helpers/png';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// Legal data, theme and logo: the owner of Immo Scheldeland reaches each screen by keyboard, fills
// the legal form (one error, then right), uploads a PNG logo made here, tries a colour with too
// little contrast, and the site's header loads the logo; axe on both screens, with and without
// an error. What each screen says after its form, the insurer in the site's footer and the
// logo's addresses are a worker test (test/worker/console/brand/brand-walk.test.ts). The site's
// demo state is put back afterwards through the admin API, for the tests that follow.

const browser = useBrowser();
const admin = () => ({ Authorization: `Bearer ${inject('adminToken')}`, 'Content-Type': 'application/json' });
let original: { legal: unknown; logo: unknown; theme: unknown };

beforeAll(async () => {
  const record = (await (await fetch(`${baseURL()}/admin/sites/1`, { headers: admin() })).json()) as typeof original;
  original = { legal: record.legal, logo: record.logo, theme: record.theme };
});

afterAll(async () => {
  await fetch(`${baseURL()}/admin/sites/1`, { method: 'PUT', headers: admin(), body: JSON.stringify(original) });
});

/** Follows a link of the home page with the keyboard. */
async function openFromHome(page: Page, name: string, path: RegExp): Promise<void> {
  await page.goto(`${consoleURL()}/en/`);
  await page.getByRole('link', { name, exact: true }).first().focus();
  await Promise.all([page.waitForURL(path), page.keyboard.press('Enter')]);
}

async function submit(page: Page, button: string): Promise<void> {
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.getByRole('button', { name: button }).click()]);
}

describe('the console’s legal data and brand screens', () => {
  it('takes the legal data (one error, then right), a PNG logo and refuses weak contrast, axe clean; the site’s header loads the logo', async () => {
    const { page, errors } = await signedIn(browser(), CONSOLE_OWNER);

    await openFromHome(page, 'Legal data', /\/en\/sites\/1\/legal$/);
    await page.getByRole('heading', { name: 'Legal data of Immo Scheldeland' }).waitFor();
    await expectAccessible(page, 'legal data');
    await fillByLabel(page, { ...legalParts('Immo Scheldeland BV', 'privacy@immo-scheldeland.be'), 'Enterprise number (CBE)': '0123.456.748' });
    await submit(page, 'Save');
    await page.locator('#legal-enterpriseNumber-error').waitFor();
    await expectAccessible(page, 'legal data with an error');
    await keepScreenshot(page, '.tmp/console-legal.png', { fullPage: true });

    await page.getByLabel('Enterprise number (CBE)').fill('0123.456.749');
    await page.getByLabel('Enterprise number (CBE)').press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    await openFromHome(page, 'Theme and logo', /\/en\/sites\/1\/brand$/);
    await page.getByRole('heading', { name: 'Theme and logo of Immo Scheldeland' }).waitFor();
    await expectAccessible(page, 'theme and logo');
    await page.getByLabel('New logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(240, 80) });
    await submit(page, 'Upload the logo');
    await page.getByRole('status').filter({ hasText: 'The logo is uploaded.' }).waitFor();
    // The screen's sample is the uploaded file, loaded at its own width.
    expect(await loadedWidth(page.locator('img.logo-sample').first())).toBe(240);

    await page.getByLabel('Main colour', { exact: true }).fill('#777777');
    await submit(page, 'Save the colours');
    await page.locator('#theme-primaryText-error').waitFor();
    await expectAccessible(page, 'theme and logo with an error');
    await keepScreenshot(page, '.tmp/console-brand.png', { fullPage: true });

    // The site's header shows the logo once its isolates' 5 s memory of the cache generation has
    // passed: offered in its copies made in sizes (a grey box for the seconds until they are), and loaded.
    const site = await newPage(browser());
    await expect
      .poll(
        async () => {
          await site.goto(`${baseURL()}/nl/`);
          return site.locator('img.brand__logo[src$="-240x80.png"]').count();
        },
        { timeout: scaled(20_000), interval: 500 },
      )
      .toBe(1);
    await expect(site.locator('img.brand__logo').evaluate((image: HTMLImageElement) => image.complete && image.naturalHeight > 0)).resolves.toBe(true);
    await site.close();

    await submit(page, 'Remove the logo');
    await page.getByRole('status').filter({ hasText: 'The logo is removed.' }).waitFor();
    // The two forms sent back with their errors answer 400, which the browser logs; nothing else.
    expect(errors).toEqual(Array(2).fill(BAD_REQUEST_LOAD));
    await page.close();
  });
});
