import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ISLAND_READY_ATTRIBUTE } from '../../../../shared/islands';
import { consoleURL, expectAccessible, keep, liveAgency, signInThroughMailbox } from '../../helpers/console';
import { baseURL, launchBrowser, newPage, watchErrors } from '../../helpers/browser';
import { fillByLabel, GHENT } from '../../helpers/forms';
import { png } from '../../helpers/png';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// A new agency set up as its owner would: a wide (4:1) logo, the legal form with the BIV/IPI
// offered, an office without coordinates, one employee; published, its site shows the logo at
// its proportions in the header and the one employee once, without arrows, at 390 and 1280 px.
// A live agency of its own, so the demo sites the other files read stay as they are.

const OPERATOR = 'operator@agency-sites.localhost';
const NAME = 'Immo Breedbeeld';
let site: { host: string; url: string };
let siteId: number;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  site = await liveAgency(NAME, 'breedbeeld', ['nl', 'fr']);
  const { sites } = (await (await fetch(`${baseURL()}/admin/sites`, { headers: { Authorization: `Bearer ${inject('adminToken')}` } })).json()) as {
    sites: { id: number; hostnames: string[] }[];
  };
  siteId = sites.find((record) => record.hostnames.includes(site.host))!.id;
});

afterAll(async () => {
  await browser?.close();
});

async function submit(page: Page, button: string): Promise<void> {
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.getByRole('button', { name: button, exact: true }).click()]);
}

/** The header logo's shown box and the attributes the page gave it. */
const headerLogo = (page: Page) =>
  page.locator('img.brand__logo').evaluate(async (image: HTMLImageElement) => {
    if (!image.complete) await new Promise((resolve) => image.addEventListener('load', resolve, { once: true }));
    const box = image.getBoundingClientRect();
    return {
      width: box.width,
      height: box.height,
      natural: image.naturalWidth / image.naturalHeight,
      attributes: [image.getAttribute('width'), image.getAttribute('height')],
    };
  });

describe('a new agency’s logo, legal data, office and one employee', () => {
  it('shows a 4:1 logo at its proportions in the header, and a single employee once without arrows, at 390 and 1280 px', async () => {
    const page = await newPage(browser);
    const errors = watchErrors(page);
    await signInThroughMailbox(page, OPERATOR);

    await page.goto(`${consoleURL()}/en/sites/${siteId}/brand`);
    await page.getByLabel('New logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(400, 100) });
    await submit(page, 'Upload the logo');
    await page.getByRole('status').filter({ hasText: 'The logo is uploaded.' }).waitFor();
    // The preview shows it as the header will: 192 × 48.
    await expect(
      page.locator('img.preview__logo').evaluate((image: HTMLImageElement) => [image.getBoundingClientRect().width, image.getBoundingClientRect().height]),
    ).resolves.toEqual([192, 48]);
    await expect(page.getByText('On a phone: 120 × 30 pixels').count()).resolves.toBe(1);
    await expectAccessible(page, 'theme and logo with a wide logo');
    await keep(page, 'agency-setup-brand');

    await page.goto(`${consoleURL()}/en/sites/${siteId}/legal`);
    await expect(page.getByLabel('Supervising authority (NL)').inputValue()).resolves.toBe(
      'Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel',
    );
    await expect(page.getByLabel('Professional title (FR)').inputValue()).resolves.toBe('agent immobilier intermédiaire agréé (IPI)');
    await expectAccessible(page, 'legal data offered');

    await page.goto(`${consoleURL()}/en/sites/${siteId}/content/offices`);
    const office = page.getByRole('form', { name: 'Add an office' });
    await fillByLabel(office, {
      '=Name': 'Kantoor Breedbeeld',
      Street: 'Kouter',
      Number: '18',
      ...GHENT,
      Phone: '+32 9 223 45 67',
      'E-mail address': 'gent@breedbeeld.be',
    });
    await expect(office.getByLabel('Latitude (map)').getAttribute('required')).resolves.toBeNull();
    await submit(page, 'Add an office');
    await page.getByRole('heading', { level: 2, name: 'Kantoor Breedbeeld' }).waitFor();
    await expect(page.getByLabel('Latitude (map)').first().inputValue()).resolves.toBe('51.0543');
    await expectAccessible(page, 'offices');

    await page.goto(`${consoleURL()}/en/sites/${siteId}/content/employees`);
    const employee = page.getByRole('form', { name: 'Add an employee' });
    await employee.getByLabel('First name').fill('Ann');
    await employee.getByLabel('Last name').fill('Peeters');
    await employee.getByLabel('E-mail address').fill('ann@breedbeeld.be');
    await submit(page, 'Add an employee');
    await page.getByRole('heading', { level: 2, name: 'Ann Peeters' }).waitFor();
    await page.goto(`${consoleURL()}/en/sites/${siteId}/changes`);
    await page.getByRole('button', { name: 'Publish the changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Published: visitors see the changes.' }).waitFor();

    for (const width of [1280, 390]) {
      const visitor = await newPage(browser, { viewport: { width, height: 800 } });
      const visitorErrors = watchErrors(visitor);
      // The site re-reads its cache generations every few seconds.
      await expect
        .poll(
          async () => {
            await visitor.goto(`${site.url}/nl/over-ons`);
            return visitor.locator('.employees .employee__name').allTextContents();
          },
          { timeout: scaled(30_000), interval: 500 },
        )
        .toEqual(['Ann Peeters']);
      const logo = await headerLogo(visitor);
      expect(logo.attributes).toEqual(['192', '48']);
      expect(logo.natural).toBe(4);
      expect(Math.abs(logo.width / logo.height - 4)).toBeLessThan(0.1);
      expect(logo.height).toBeLessThanOrEqual(48);
      expect(logo.width).toBeLessThanOrEqual(width < 600 ? 120 : 200);

      const carousel = visitor.locator('agency-island[data-island="employees-carousel"]');
      await carousel.scrollIntoViewIfNeeded();
      await visitor.locator(`agency-island[data-island="employees-carousel"][${ISLAND_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
      await expect(visitor.locator('.employees .employee').count()).resolves.toBe(1);
      await expect(visitor.locator('.employees .glide__slide--clone').count()).resolves.toBe(0);
      await expect(visitor.locator('.employees .glide__arrow').count()).resolves.toBe(0);
      await expect(visitor.locator('.employees .employee').isVisible()).resolves.toBe(true);
      await expectAccessible(visitor, `the about page with one employee at ${width} px`);
      await keep(visitor, `agency-setup-site-${width}`);
      expect(visitorErrors).toEqual([]);
      await visitor.context().close();
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
