import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSOLE_OWNER, consoleURL, expectAccessible, signedIn } from '../../helpers/console';
import { BAD_REQUEST_LOAD, baseURL, keepScreenshot, loadedWidth, newPage, useBrowser } from '../../helpers/browser';
import { fillByLabel, legalParts } from '../../helpers/forms';
import { png } from '../../helpers/png';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// Legal data, theme and logo: the owner of Immo Scheldeland fills the legal
// form (one error, then right), uploads a PNG logo made here, tries a colour with too little
// contrast, and sees the insurer and the logo on the site; axe on both screens. The site's
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
  it('takes the legal data (one error, then right), a PNG logo and refuses weak contrast; the site shows the insurer and the logo', async () => {
    const { page, errors } = await signedIn(browser(), CONSOLE_OWNER);

    await openFromHome(page, 'Legal data', /\/en\/sites\/1\/legal$/);
    await page.getByRole('heading', { name: 'Legal data of Immo Scheldeland' }).waitFor();
    await expectAccessible(page, 'legal data');
    await fillByLabel(page, { ...legalParts('Immo Scheldeland BV', 'privacy@immo-scheldeland.be'), 'Enterprise number (CBE)': '0123.456.748' });
    await submit(page, 'Save');
    await expect(page.locator('#legal-enterpriseNumber-error').textContent()).resolves.toMatch(/^This is not a valid enterprise number/);
    await expect(page.getByLabel('Enterprise number (CBE)').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel('Professional liability insurer').inputValue()).resolves.toBe('Ethias');
    await expectAccessible(page, 'legal data with an error');
    await keepScreenshot(page, '.tmp/console-legal.png', { fullPage: true });

    await page.getByLabel('Enterprise number (CBE)').fill('0123.456.749');
    await page.getByLabel('Enterprise number (CBE)').press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await expect(page.getByLabel('Enterprise number (CBE)').inputValue()).resolves.toBe('0123.456.749');

    await openFromHome(page, 'Theme and logo', /\/en\/sites\/1\/brand$/);
    await page.getByRole('heading', { name: 'Theme and logo of Immo Scheldeland' }).waitFor();
    await expectAccessible(page, 'theme and logo');
    await page.getByLabel('New logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(240, 80) });
    await submit(page, 'Upload the logo');
    await page.getByRole('status').filter({ hasText: 'The logo is uploaded.' }).waitFor();
    await expect(page.getByText('The current logo: 240 × 80 pixels').count()).resolves.toBe(1);
    const samples = page.locator('img.logo-sample');
    await expect(samples.count()).resolves.toBe(2);
    expect(await loadedWidth(samples.first())).toBe(240);

    await page.getByLabel('Main colour', { exact: true }).fill('#777777');
    await submit(page, 'Save the colours');
    await expect(page.locator('#theme-primaryText-error').textContent()).resolves.toMatch(/contrast of 4\.47:1/);
    await expectAccessible(page, 'theme and logo with an error');
    await keepScreenshot(page, '.tmp/console-brand.png', { fullPage: true });

    // The site: its footer shows the insurer and its header the logo, once its isolates' 5 s memory of the cache generation has passed.
    const site = await newPage(browser());
    await expect
      .poll(
        async () => {
          await site.goto(`${baseURL()}/nl/`);
          return site.locator('.footer-biv').textContent();
        },
        { timeout: scaled(20_000), interval: 500 },
      )
      .toContain('Beroepsaansprakelijkheid: Ethias, polis 45.123.789');
    await expect(site.locator('.footer-biv').textContent()).resolves.toContain('KBO 0123.456.749');
    await expect(site.locator('img.brand__logo').getAttribute('src')).resolves.toMatch(/^\/assets\/media\/site\/1\/logo-[0-9a-f]{16}-240x80\.png$/);
    // Offered in its copies made in sizes (a grey box for the seconds until they are), and shown.
    await expect(site.locator('img.brand__logo').getAttribute('srcset')).resolves.toMatch(
      /^\/assets\/media\/sized\/site\/1\/logo-[0-9a-f]{16}-240x80\.png\/160 160w, /,
    );
    await expect(site.locator('img.brand__logo').evaluate((image: HTMLImageElement) => image.complete && image.naturalHeight > 0)).resolves.toBe(true);
    await site.close();

    await submit(page, 'Remove the logo');
    await page.getByRole('status').filter({ hasText: 'The logo is removed.' }).waitFor();
    await expect(page.locator('img.logo-sample').count()).resolves.toBe(0);
    // The two forms sent back with their errors answer 400, which the browser logs; nothing else.
    expect(errors).toEqual(Array(2).fill(BAD_REQUEST_LOAD));
    await page.close();
  });
});
