import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleURL, expectAccessible, openFromCard, OPERATOR, signedIn, useLiveAgency } from '../../helpers/console';
import { publish } from '../../helpers/console-drafts';
import { keepScreenshot, newPage, useBrowser } from '../../helpers/browser';
import { fillByLabel, GHENT } from '../../helpers/forms';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// The people details: an agency gives its office its opening hours by keyboard in
// the console (a wrong time refused beside its field first), publishes, and a visitor finds
// them on the contact page in Dutch and in French. A live agency of its own, so the demo sites
// the other tests read stay as they are. Screenshots at 390 px and 1280 px in .tmp/ (E2E_SCREENSHOTS=1).

const NAME = 'Immo Uren';
const browser = useBrowser();

const siteURL = useLiveAgency(NAME, 'uren', ['nl', 'fr']).url;

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
  it(
    'takes an office’s hours by keyboard, refuses a wrong one beside its field, ' +
      'and shows them published on the contact page in nl and fr; an employee’s new fields and hiding pass axe',
    async () => {
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
      await page.locator('#new-week-0-1-1-error', { hasText: 'The closing time must come after the opening time.' }).waitFor();
      await expect(page.locator('#new-week-0-1-1').getAttribute('aria-invalid')).resolves.toBe('true');
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

      await publish(page, NAME);

      const visitor = await newPage(browser());
      const hours = async (path: string) => {
        await visitor.goto(`${siteURL()}${path}`);
        return (await visitor.locator('.opening-hours').allTextContents()).join(' ');
      };
      // The site re-reads its cache generations every few seconds.
      await expect.poll(() => hours('/nl/contact'), { timeout: scaled(30_000), interval: 500 }).toContain('Maandag9:00–12:30, 13:30–18:00');
      await expect(hours('/nl/contact')).resolves.toContain('Dinsdag9:00–17:00');
      await expect(hours('/nl/contact')).resolves.toContain('Woensdag – zondagGesloten');
      await expect(visitor.locator('.opening-hours__note').textContent()).resolves.toBe('Zaterdag op afspraak');
      await expect(hours('/fr/contact')).resolves.toContain('Lundi9:00–12:30, 13:30–18:00');
      await expect(hours('/fr/contact')).resolves.toContain('Mercredi – dimancheFermé');
      await expect(visitor.locator('.opening-hours__note').textContent()).resolves.toBe('Samedi sur rendez-vous');
      await keep(visitor, 'site-office-hours');

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
      await page.getByText('No listing’s CRM negotiator has this e-mail address.').waitFor();
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
      await visitor.context().close();
    },
  );
});
