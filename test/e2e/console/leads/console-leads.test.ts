import { describe, expect, it } from 'vitest';
import { CONSOLE_OWNER, expectAccessible, signedIn } from '../../helpers/console';
import { baseURL, screenshot, useBrowser } from '../../helpers/browser';
import { sendContactAs } from '../../helpers/forms';

// See the leads: a visitor sends the contact form of Immo Scheldeland's site from a
// campaign (its script fills the campaign in); its owner signs in to the console (signedIn: the
// mailbox, or the session it left), opens the agency's leads by keyboard, finds the row with its
// campaign, and filters them, axe clean. The row's other cells, the filter's answer and the CSV
// are test/worker/console/leads/leads-from-the-site.test.ts's.

const OWNER = CONSOLE_OWNER;
const browser = useBrowser();

describe('the agency console’s leads', () => {
  it('shows a contact request sent on the site with its source and delivery, filters it and downloads it as CSV', async () => {
    const email = `leads-e2e-${Date.now()}@example.be`;
    const campaign = `${baseURL()}/nl/contact?utm_source=e2e-leads&utm_medium=test&utm_campaign=herfst`;
    await sendContactAs(browser(), campaign, '192.0.2.231', { firstName: 'Émile', lastName: 'Vandenbroucke', email, message: 'Graag meer informatie.' });

    const { page, errors } = await signedIn(browser(), OWNER);
    await page.getByRole('link', { name: 'Leads', exact: true }).focus();
    await Promise.all([page.waitForURL(/\/en\/sites\/1\/leads$/), page.keyboard.press('Enter')]);
    await page.getByRole('heading', { name: 'Leads of Immo Scheldeland' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });
    await expect(row.getByRole('cell').nth(4).textContent()).resolves.toBe('e2e-leads / test / herfst');
    await expectAccessible(page, 'leads');
    await screenshot(page, 'console-leads');

    // The filters are a GET form: only contact requests.
    await page.getByLabel('Kind').selectOption('contact-request');
    await Promise.all([page.waitForURL(/\?kind=contact-request/), page.getByRole('button', { name: 'Filter' }).click()]);
    await expectAccessible(page, 'leads, filtered');
    expect(errors).toEqual([]);
    await page.close();
  });
});
