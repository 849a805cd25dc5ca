import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe';
import { baseURL, newPage, open, useBrowser, watchErrors } from '../../helpers/browser';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// What it costs to buy, by region: the costs panel of a for-sale estate's page, in a browser.
// Without JavaScript it is a table and a GET form the worker's tests read and send
// (test/worker/client/islands/without-javascript.test.ts).

const browser = useBrowser();
let estatePath: string;

beforeAll(async () => {
  // The first estate for sale on the listing whose page has the panel (a plain sale with a price), found over HTTP.
  const listing = await (await fetch(`${baseURL()}/nl/te-koop`)).text();
  const hrefs = [...new Set([...listing.matchAll(/class="estate-card__link" href="([^"]+)"/g)].map((match) => match[1]!))];
  for (const href of hrefs) {
    if ((await (await fetch(baseURL() + href)).text()).includes('class="purchase-costs__table"')) {
      estatePath = href;
      break;
    }
  }
  if (!estatePath) throw new Error('no estate for sale with a costs panel on the first listing page');
});

const monthly = (page: Page) =>
  page.locator('.purchase-costs__table tr', { has: page.getByRole('rowheader', { name: 'Maandelijkse aflossing' }) }).locator('td');

describe('the purchase-costs panel in a browser', () => {
  it('recalculates the monthly payment as the visitor changes the loan amount, by typing and by arrow key', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    await open(page, baseURL() + estatePath);
    const panel = page.locator('section.purchase-costs');
    const top = () => panel.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    // No loan yet: no monthly payment.
    await expect.poll(() => monthly(page).count()).toBe(0);
    const loan = page.getByLabel('Leenbedrag (€)');
    await loan.fill('200000');
    // 200,000 over the default 25 years at 3 % a year, with the equivalent monthly rate.
    await expect.poll(() => monthly(page).allTextContents(), { timeout: scaled(15_000) }).toEqual(['€\u00a0944,22', '€\u00a0944,22']);
    await loan.fill('100000');
    await expect.poll(() => monthly(page).allTextContents()).toEqual(['€\u00a0472,11', '€\u00a0472,11']);
    // The arrow key steps the loan by 1,000 (keyboard use).
    await loan.fill('200000');
    await loan.press('ArrowUp');
    await expect.poll(() => loan.inputValue()).toBe('201000');
    await expect.poll(() => monthly(page).allTextContents()).toEqual(['€\u00a0948,94', '€\u00a0948,94']);
    // Choosing one case leaves its column alone.
    await page.getByRole('radio', { name: 'Mijn enige eigen woning' }).check();
    await expect.poll(() => page.locator('.purchase-costs__table thead th[data-case]').allTextContents()).toEqual(['Mijn enige eigen woning']);
    // The panel started where the server put it: hydrating it moved nothing above it.
    expect(await top()).toBe(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has no accessibility violations, on the panel with a loan and on the valuation page section', async () => {
    const page = await newPage(browser());
    await open(page, `${baseURL()}${estatePath}?costs-loan=200000`);
    const onDetail = await axeViolations(page);
    expect(onDetail, describeViolations(onDetail)).toEqual([]);
    await open(page, `${baseURL()}/nl/gratis-schatting`);
    expect(await page.locator('.purchase-costs__table').count()).toBe(1);
    const onSection = await axeViolations(page);
    expect(onSection, describeViolations(onSection)).toEqual([]);
    await page.context().close();
  });
});
