import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleURL, expectAccessible, openFromCard, OPERATOR, signedIn, useLiveAgency } from '../../helpers/console';
import { keepScreenshot, useBrowser } from '../../helpers/browser';
import { fillByLabel, GHENT } from '../../helpers/forms';

// The people details: an agency gives its office its opening hours by keyboard in the console
// (a wrong time refused beside its field first), and an employee with the languages she speaks,
// shown as sales representative, then hidden: axe on each screen. What the screens say and the
// hours on the site once published are worker tests (test/worker/console/people/console-people-details.test.ts).
// A live agency of its own, so the demo sites the other tests read stay as they are. Screenshots
// at 390 px and 1280 px in .tmp/ (E2E_SCREENSHOTS=1).

const NAME = 'Immo Uren';
const browser = useBrowser();

useLiveAgency(NAME, 'uren', ['nl', 'fr']);

async function keep(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await keepScreenshot(page, `.tmp/${name}-${width}.png`, { fullPage: true });
  }
}

/** Types into the focused field, then Tab to the next. */
async function typeAndTab(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

describe('the people details in the console', () => {
  it('takes an office’s hours by keyboard, refuses a wrong one beside its field; an employee’s new fields and hiding pass axe', async () => {
    const { page, errors } = await signedIn(browser(), OPERATOR);
    await openFromCard(page, NAME, 'Employees, offices, reviews');
    // "Offices" also matches the home page's "Employees, offices, reviews" links: the employees' screen first.
    await page.getByRole('heading', { name: `Employees of ${NAME}` }).waitFor();
    await page.getByRole('link', { name: 'Offices' }).click();
    await page.getByRole('heading', { name: `Offices of ${NAME}` }).waitFor();

    const add = page.getByRole('form', { name: 'Add an office' });
    await fillByLabel(add, { '=Name': 'Kantoor Uren', Street: 'Markt', Number: '1', ...GHENT, Phone: '+32 9 123 45 67', 'E-mail address': 'gent@uren.be' });
    await fillByLabel(add, { 'Latitude (map)': '51.05', 'Longitude (map)': '3.72' });
    // Monday by keyboard: 9:00 to 12:30, then 13:30 to 12:00 (closes before it opens).
    await page.locator('#new-week-0-0-0').focus();
    await typeAndTab(page, '9:00');
    await typeAndTab(page, '12:30');
    await typeAndTab(page, '13:30');
    await typeAndTab(page, '12:00');
    // Tuesday: one range.
    await typeAndTab(page, '09:00');
    await typeAndTab(page, '17:00');
    await page.keyboard.press('Enter');
    await page.locator('#new-week-0-1-1-error').waitFor();
    await expectAccessible(page, 'offices with a refused time');
    await keep(page, 'console-office-hours-refused');

    await page.locator('#new-week-0-1-1').focus();
    await page.keyboard.press('Control+A');
    await typeAndTab(page, '18:00');
    await page.locator('#new-hoursNote-nl').focus();
    await page.keyboard.type('Zaterdag op afspraak');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Samedi sur rendez-vous');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Kantoor Uren' }).waitFor();
    await expectAccessible(page, 'offices');
    await keep(page, 'console-office-hours');

    // An employee with the languages they speak, shown as sales representative, then hidden.
    await page.setViewportSize({ width: 1280, height: 800 });
    await openFromCard(page, NAME, 'Employees, offices, reviews');
    const employee = page.getByRole('form', { name: 'Add an employee' });
    await employee.getByLabel('First name').fill('Ann');
    await employee.getByLabel('Last name').fill('Peeters');
    await employee.getByLabel('E-mail address').fill('ann@uren.be');
    await employee.getByRole('checkbox', { name: 'French', exact: true }).check();
    await employee.getByLabel('Other languages (ISO codes, e.g. tr, es)').fill('tr');
    await employee.getByLabel(/^Show as the sales representative/).check();
    await employee.getByRole('button', { name: 'Add an employee' }).click();
    await page.getByRole('button', { name: 'Hide: Ann Peeters' }).click();
    await page.getByRole('button', { name: 'Show again: Ann Peeters' }).waitFor();
    await expectAccessible(page, 'employees with a hidden one');
    await keep(page, 'console-employee-details');
    // The demo agency's team beside its CRM's negotiators (looked at, not changed).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${consoleURL()}/en/sites/1/content/employees`);
    await page.getByRole('heading', { name: 'CRM negotiators with no employee' }).waitFor();
    await expectAccessible(page, 'employees and CRM negotiators');
    await keep(page, 'console-negotiators');
    expect(errors.filter((error) => !/status of (400|404)/.test(error))).toEqual([]);
    await page.context().close();
  });
});
