import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CONSOLE_OWNER, expectAccessible, signedIn } from '../../helpers/console';
import { baseURL, screenshot, useBrowser } from '../../helpers/browser';
import { sendContactAs } from '../../helpers/forms';

// See the leads: a visitor sends the contact form of Immo Scheldeland's site from a
// campaign; its owner signs in to the console (signedIn: the mailbox, or the session it left),
// opens the agency's leads, finds the row, and downloads the CSV with it (keyboard, no script,
// axe clean).

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
    await expect(row.getByRole('cell').allTextContents()).resolves.toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      'Contact',
      `Émile Vandenbroucke ${email}`,
      '—',
      'e2e-leads / test / herfst',
      expect.stringMatching(/^(Pending|E-mailed|Sent to the webhook|Delivered to the CRM|Kept \(no destination set\))/),
    ]);
    await expectAccessible(page, 'leads');
    await screenshot(page, 'console-leads');

    // The filters are a GET form: only contact requests, then the CSV of the same filter.
    await page.getByLabel('Kind').selectOption('contact-request');
    await Promise.all([page.waitForURL(/\?kind=contact-request/), page.getByRole('button', { name: 'Filter' }).click()]);
    await expect(page.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) }).count()).resolves.toBe(1);
    await expectAccessible(page, 'leads, filtered');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download CSV/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-immo-scheldeland-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'date,kind,name,email,phone,listing_reference,crm_id,our_id,utm_source,utm_medium,utm_campaign,referrer,landing_page,delivered_to,status,needs_attention',
    );
    const ours = lines.filter((line) => line.includes(email));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatch(
      new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},contact-request,Émile Vandenbroucke,${email.replaceAll('.', '\\.')},,,,,e2e-leads,test,herfst,`),
    );
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'contact-request')).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
