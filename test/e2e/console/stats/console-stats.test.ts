import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONSOLE_OWNER, consoleURL, expectAccessible, signedIn } from '../../helpers/console';
import { baseURL, newPage, open, screenshot, useBrowser } from '../../helpers/browser';
import { sendContactForm } from '../../helpers/forms';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// Cookieless statistics end to end: a visitor arrives from Immoweb (utm_source=immoweb)
// and sends the contact form; the page's beacon goes through the stats queue into D1, the lead is
// counted where the platform writes it, and the agency's owner finds both in the console's
// Statistics under Portal: immoweb (keyboard, axe clean, at 390 and 1280 px). The screen without a
// chart script and a wrong period's words are test/worker/console/stats/console-stats.test.ts's.

const browser = useBrowser();

/**
 * A person's browser: Chromium's headless user agent names itself HeadlessChrome, which the
 * statistics leave out as a program (shared/domain/visitor-agent.ts), so the visitor's says Chrome.
 */
const PERSON = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  extraHTTPHeaders: { 'CF-Connecting-IP': '192.0.2.241' },
};

/** The cells of the "By source" table's row for Portal: immoweb: visits, views, leads, conversion (zeros when there is none yet). */
async function immowebRow(page: Page): Promise<{ visits: number; leads: number }> {
  const table = page.getByRole('table', { name: 'By source', exact: true });
  const row = table.getByRole('row', { name: /^Portal: immoweb / });
  if ((await row.count()) === 0) return { visits: 0, leads: 0 };
  const cells = await row.getByRole('cell').allTextContents();
  return { visits: Number(cells[0]), leads: Number(cells[2]) };
}

/** A visit from Immoweb that sends the contact form (the page's beacon first, then the form). */
async function visitFromImmoweb(email: string): Promise<void> {
  const page = await newPage(browser(), PERSON);
  const beacon = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/_s');
  await open(page, `${baseURL()}/nl/contact?utm_source=immoweb&utm_medium=e2e&utm_campaign=stats`);
  const sent = await beacon;
  // The beacon: the page's address and the visit's attribution, nothing that names the visitor.
  expect(JSON.parse(sent.postData() ?? '{}')).toMatchObject({
    k: 'v',
    e: 1,
    p: `${baseURL()}/nl/contact?utm_source=immoweb&utm_medium=e2e&utm_campaign=stats`,
  });
  expect(await page.context().cookies()).toEqual([]);
  await sendContactForm(page, { firstName: 'Sofie', lastName: 'Peeters', email, message: 'Ik zag uw aanbod op Immoweb.' });
  await page.context().close();
}

describe('the agency console’s statistics', () => {
  it('counts a visit from Immoweb that sent the contact form under Portal: immoweb, with a table beside each chart', async () => {
    const { page, errors } = await signedIn(browser(), CONSOLE_OWNER);
    await page.getByRole('link', { name: 'Statistics', exact: true }).first().focus();
    await Promise.all([page.waitForURL(/\/en\/sites\/1\/stats$/), page.keyboard.press('Enter')]);
    await page.getByRole('heading', { name: 'Statistics of Immo Scheldeland', level: 1 }).waitFor();
    const before = await immowebRow(page);

    await visitFromImmoweb(`stats-e2e-${Date.now()}@example.be`);

    // The beacon's counts pass the queue: the page shows them once the consumer has run.
    await expect
      .poll(
        async () => {
          await page.reload();
          return immowebRow(page);
        },
        { timeout: scaled(20_000), interval: 250 },
      )
      .toEqual({ visits: before.visits + 1, leads: before.leads + 1 });
    const classes = page.getByRole('table', { name: 'By kind of source' });
    await expect(classes.getByRole('row', { name: /^Portal / }).count()).resolves.toBe(1);

    // The period is a GET form: the last 7 days, by keyboard.
    await page.getByRole('combobox', { name: 'Period' }).selectOption('7');
    await page.getByRole('button', { name: 'Show' }).focus();
    await Promise.all([page.waitForURL(/\?days=7/), page.keyboard.press('Enter')]);
    expect(await immowebRow(page)).toEqual({ visits: before.visits + 1, leads: before.leads + 1 });
    await expectAccessible(page, 'statistics');
    await screenshot(page, 'console-stats-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'statistics at 390 px');
    await screenshot(page, 'console-stats-390');
    // Nothing wider than the screen but the tables' own scrolling regions.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('finds nothing for axe on a wrong period marked beside its field', async () => {
    const { page } = await signedIn(browser(), CONSOLE_OWNER);
    await page.goto(`${consoleURL()}/en/sites/1/stats?days=&from=2026-02-30&to=2026-03-01`);
    await expectAccessible(page, 'statistics, wrong period');
    await page.close();
  });
});
