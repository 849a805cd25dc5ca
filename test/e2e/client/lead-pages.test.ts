import { describe, expect, it } from 'vitest';
import { CONSOLE_OWNER, expectAccessible, signedIn } from '../helpers/console';
import { baseURL, newPage, open, screenshot, useBrowser, watchErrors } from '../helpers/browser';
import { sendContactForm } from '../helpers/forms';

// A visitor views three pages of Immo Scheldeland's site and sends the contact form;
// the browser kept the pages for the session only (sessionStorage, no cookie) and sent them with
// the lead; the agency's owner sees them under the lead in the console, by keyboard, axe clean.

const browser = useBrowser();
const PAGES = ['/nl/', '/nl/te-koop', '/nl/contact'];

describe('the pages a lead’s visitor viewed', () => {
  it('are sent with the contact form and shown with the lead in the console', async () => {
    const visitor = await newPage(browser(), { extraHTTPHeaders: { 'CF-Connecting-IP': '192.0.2.233' } });
    const siteErrors = watchErrors(visitor);
    for (const path of PAGES) await open(visitor, `${baseURL()}${path}`);
    // What the browser kept for the session, and the titles it showed.
    const kept =
      (JSON.parse((await visitor.evaluate(() => sessionStorage.getItem('attribution'))) ?? '{}') as { pages?: { path: string; title: string }[] }).pages ?? [];
    expect(kept.map((page) => page.path)).toEqual(PAGES);
    const titles = kept.map((page) => page.title);
    const email = `pages-e2e-${Date.now()}@example.be`;
    await sendContactForm(visitor, { firstName: 'Noor', lastName: 'Peeters', email, message: 'Graag meer informatie.' });
    expect(await visitor.context().cookies()).toEqual([]);
    expect(siteErrors).toEqual([]);
    await visitor.context().close();

    const { page, errors } = await signedIn(browser(), CONSOLE_OWNER);
    await page.getByRole('link', { name: 'Leads', exact: true }).focus();
    await Promise.all([page.waitForURL(/\/en\/sites\/1\/leads$/), page.keyboard.press('Enter')]);
    await page.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) }).waitFor();
    const summary = page.getByText('Noor Peeters viewed 3 pages before sending');
    await summary.focus();
    await page.keyboard.press('Enter');
    const list = page.locator('details[open] ol').filter({ hasText: PAGES[1]! });
    await expect(list.locator('li').allTextContents()).resolves.toEqual(PAGES.map((path, index) => `${titles[index]} ${path}`));
    // Focus stays on what was pressed.
    await expect(summary.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expectAccessible(page, 'leads, pages viewed open');
    await screenshot(page, 'console-lead-pages');
    expect(errors).toEqual([]);
    await page.close();
  });
});
