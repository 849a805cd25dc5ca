import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CONSOLE_OWNER, consoleURL, expectAccessible, signedIn } from '../../helpers/console';
import { baseURL, newPage, open, screenshot, useBrowser, watchErrors } from '../../helpers/browser';
import { horizontalOverflow, splitWords } from '../../helpers/layout';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// A seller report end to end: a person views a listing on the agency's site (the
// beacon counts it), the owner makes a private link for its seller in French in the console,
// the seller opens it on the agency's site and reads the weeks and the comparison with the
// agency's similar houses; axe on both screens, at 390 and 1280 px; printed to PDF it fits A4
// in at most two pages.

const browser = useBrowser();

/** A person's browser (HeadlessChrome is left out as a program by the statistics), from its own address. */
const person = (ip: string) => ({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  extraHTTPHeaders: { 'CF-Connecting-IP': ip },
});

/** The listing the e2e set-up imported (a copy of the demo's first listing for sale: its original is one of its similar listings). */
const estateId = () => inject('photoEstateId');

/** This week's views in the owner's Statistics screen of the listing (0 while not counted yet). */
async function viewsInStats(page: Page): Promise<number> {
  await page.goto(`${consoleURL()}/en/sites/1/stats?days=7`);
  const row = page.getByRole('table', { name: /most viewed listings/i }).getByRole('row', { name: new RegExp(`^CRM-${estateId()} `) });
  return (await row.count()) === 0 ? 0 : Number((await row.getByRole('cell').first().textContent()) ?? 0);
}

/** The pages of the report printed to PDF on A4 (kept under test-artifacts/ to look at). */
async function printedPages(page: Page, name: string): Promise<number> {
  const pdf = await page.pdf({ format: 'A4', path: `test-artifacts/${name}.pdf` });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  return pages.length;
}

describe('a seller report', () => {
  it('is made by the owner in the console and read by the seller in French: the weeks, the comparison, printable on A4', async () => {
    // A person views the listing: its beacon goes through the stats queue into D1.
    const visitor = await newPage(browser(), person('192.0.2.201'));
    const beacon = visitor.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/_s');
    await open(visitor, `${baseURL()}/nl/aanbod/${estateId()}`);
    await beacon;
    await visitor.context().close();

    const { page, errors } = await signedIn(browser(), CONSOLE_OWNER);
    await expect.poll(() => viewsInStats(page), { timeout: scaled(20_000), interval: 300 }).toBeGreaterThan(0);
    const views = await viewsInStats(page);

    // From the home page to the listing, by keyboard.
    await page.goto(`${consoleURL()}/en/`);
    await page.getByRole('link', { name: 'Seller reports', exact: true }).first().focus();
    await Promise.all([page.waitForURL(/\/en\/sites\/1\/listings$/), page.keyboard.press('Enter')]);
    await page.getByRole('searchbox', { name: 'Reference or title' }).fill(`CRM-${estateId()}`);
    await Promise.all([page.waitForURL(/\?q=/), page.keyboard.press('Enter')]);
    await expectAccessible(page, 'listings');
    await Promise.all([page.waitForURL(new RegExp(`/listings/${estateId()}$`)), page.getByRole('link', { name: new RegExp(`^CRM-${estateId()}`) }).click()]);

    await page.getByRole('combobox', { name: 'Seller’s language' }).selectOption('fr');
    await page.getByRole('button', { name: 'Make the link' }).focus();
    await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), page.keyboard.press('Enter')]);
    const link = (await page.locator('code.copy').textContent())!;
    expect(link).toMatch(/\/_report\/[A-Za-z0-9_-]{43}$/);
    await page
      .getByRole('table')
      .getByRole('row', { name: /French/ })
      .waitFor();
    await expectAccessible(page, 'seller links');
    await screenshot(page, 'console-seller-links-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'seller links at 390 px');
    await screenshot(page, 'console-seller-links-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The seller opens it on the agency's site (the e2e server's address for its hostname).
    const seller = await newPage(browser(), person('192.0.2.202'));
    const sellerErrors = watchErrors(seller);
    const answer = await seller.goto(`${baseURL()}${new URL(link).pathname}`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    await seller.getByRole('heading', { level: 1, name: new RegExp(`Votre rapport : CRM-${estateId()}`) }).waitFor();
    await seller
      .getByText(
        new RegExp(
          `Cette semaine, l’annonce de votre (maison|appartement|bien) a été vue ${views} fois ; ` +
            'celles des (maisons|appartements|biens) similaires de l’agence : \\d+',
        ),
      )
      .waitFor();
    const weeks = seller.getByRole('region', { name: 'Vues par semaine' }).getByRole('table');
    expect(await weeks.getByRole('row').count()).toBeGreaterThan(1);
    await expect(weeks.getByRole('row').last().getByRole('cell').first().textContent()).resolves.toBe(String(views));
    expect(await seller.locator('script').count()).toBe(0);
    await expectAccessible(seller, 'seller report');
    await seller.setViewportSize({ width: 1280, height: 900 });
    await screenshot(seller, 'seller-report-1280');
    await seller.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(seller, 'seller report at 390 px');
    await screenshot(seller, 'seller-report-390');
    expect(await seller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Printed on A4: one or two pages.
    expect(await printedPages(seller, 'seller-report')).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
    expect(sellerErrors).toEqual([]);
    await page.close();
    await seller.close();
  });

  it('prints on at most two A4 pages for a listing online for months (its last 26 weeks), in English', async () => {
    const { page } = await signedIn(browser(), CONSOLE_OWNER);
    // The demo's references carry their publication's year: last year's are online for months.
    await page.goto(`${consoleURL()}/en/sites/1/listings?q=SCH-${new Date().getFullYear() - 1}`);
    await page.getByRole('listitem').getByRole('link', { name: /^SCH-/ }).last().click();
    await page.getByRole('combobox', { name: 'Seller’s language' }).selectOption('en');
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Make the link' }).click(),
    ]);
    const link = (await page.locator('code.copy').textContent())!;
    const seller = await newPage(browser(), person('192.0.2.203'));
    await open(seller, `${baseURL()}${new URL(link).pathname}`);
    await seller.getByRole('heading', { level: 1, name: /^Your report: SCH-/ }).waitFor();
    const rows = await seller.getByRole('region', { name: 'Views per week' }).getByRole('row').count();
    expect(rows).toBeGreaterThan(1);
    await screenshot(seller, 'seller-report-weeks-1280');
    expect(await printedPages(seller, 'seller-report-weeks')).toBeLessThanOrEqual(2);
    await page.close();
    await seller.close();
  });

  it('fits a phone in German: no word past the screen’s edge or broken without a hyphen (“Besichtigungsanfragen”)', async () => {
    const { page } = await signedIn(browser(), CONSOLE_OWNER);
    await page.goto(`${consoleURL()}/en/sites/1/listings/${estateId()}`);
    await page.getByRole('combobox', { name: 'Seller’s language' }).selectOption('de');
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Make the link' }).click(),
    ]);
    const link = (await page.locator('code.copy').first().textContent())!;
    const seller = await newPage(browser(), { ...person('192.0.2.204'), viewport: { width: 390, height: 844 } });
    await open(seller, `${baseURL()}${new URL(link).pathname}`);
    await seller.getByText('Besichtigungsanfragen').waitFor();
    expect(await horizontalOverflow(seller)).toBe(0);
    expect(await splitWords(seller, '.sr')).toEqual([]);
    expect(
      await seller
        .locator('.sr-totals li')
        .evaluateAll((totals) => totals.filter((total) => total.scrollWidth > total.clientWidth + 1).map((total) => total.textContent)),
    ).toEqual([]);
    await expectAccessible(seller, 'seller report in German at 390 px');
    await screenshot(seller, 'seller-report-de-390');
    await page.close();
    await seller.close();
  });
});
