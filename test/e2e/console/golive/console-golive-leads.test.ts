import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import words from '../../../../locales/console.json';
import { consoleURL, expectAccessible, keep, OPERATOR, signedIn } from '../../helpers/console';
import { untilVisitorGets } from '../../helpers/console-drafts';
import { baseURL, newPage, open, useBrowser } from '../../helpers/browser';
import { sendContactForm } from '../../helpers/forms';
import { sweepBrightAccount } from '../../helpers/fake-sweepbright';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// Going live with a CRM whose credentials are wrong, as an owner in Dutch on a phone (390 px)
// and at a desk (1280 px): the CRM screen with the failed test, the checklist with its CRM step
// open, the publish screen and the leads screen with the refused first lead, axe clean and no
// wider than the window at both widths; the CRM form and the checklist's "test again" by
// keyboard. What each screen says, in Dutch and French, and the lead's way to the mailbox and
// "send again" are worker tests (test/worker/console/golive/golive-leads.test.ts).

const browser = useBrowser();

/** A console word in a language, its `{{places}}` filled in (locales/console.json). */
function w(locale: 'nl' | 'fr', key: string, params: Record<string, string> = {}): string {
  const entry = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], words) as Record<string, string>;
  return Object.entries(params).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, value), entry[locale]!);
}

/** A new agency in coming-soon mode, as the operator makes it: its legal e-mail address, no mailbox. */
async function newAgency(label: string): Promise<{ id: number; name: string; host: string; legal: string }> {
  const stamp = Date.now();
  const name = `Immo ${label} ${stamp}`;
  const host = `${label}-${stamp}.localhost`;
  const legal = `info@${label}-${stamp}.be`;
  const made = await fetch(`${baseURL()}/admin/sites`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${inject('adminToken')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, hostnames: [host], locales: ['nl', 'fr'], comingSoon: true, contact: { email: legal, phone: '+32 9 555 12 34' } }),
  });
  if (made.status !== 201) throw new Error(`creating the site answered ${made.status}: ${await made.text()}`);
  return { id: ((await made.json()) as { id: number }).id, name, host, legal };
}

/** No page is wider than the window (a phone scrolls down, never sideways). */
async function fitsTheWindow(page: Page, screen: string): Promise<void> {
  const [wide, view] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(wide, `${screen} is ${wide} px wide in a ${view} px window`).toBeLessThanOrEqual(view!);
}

/** A visitor's contact request on the agency's site, in Dutch, once the site shows it live. */
async function sendContact(host: string, email: string): Promise<void> {
  const page = await newPage(browser(), { extraHTTPHeaders: { 'CF-Connecting-IP': '192.0.2.232' } });
  const url = `http://${host}:${inject('port')}/nl/contact`;
  await untilVisitorGets(page, url, 200);
  await open(page, url);
  await sendContactForm(page, { firstName: 'Lotte', lastName: 'Claes', email, message: 'Is het appartement nog vrij?' });
  await page.context().close();
}

describe('going live with a CRM whose test fails', () => {
  it('keeps the CRM screen, the checklist, the publish screen and the refused lead accessible at 390 and 1280 px, by keyboard', async () => {
    const locale = 'nl';
    const agency = await newAgency(`golive-${locale}`);
    const clientId = `e2e-golive-${locale}-${Date.now()}`;
    await sweepBrightAccount(clientId).open(`secret-${crypto.randomUUID()}`);
    const { page, errors } = await signedIn(browser(), OPERATOR, { viewport: { width: 390, height: 800 } });
    /** Axe and the window's width at 390 px, then at 1280 px (a picture of each kept), back to 390. */
    const atBothWidths = async (screen: string) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await expectAccessible(page, `${screen} at ${width} px`);
        await fitsTheWindow(page, `${screen} at ${width} px`);
        await keep(page, `golive-leads-${screen.replaceAll(' ', '-')}-${width}`);
      }
      await page.setViewportSize({ width: 390, height: 800 });
    };
    await page.goto(`${consoleURL()}/${locale}/`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: agency.name }) });

    // The CRM step: SweepBright with a secret it refuses, sent by Enter in the secret's field; connecting tests it at once.
    await card.getByRole('link', { name: 'CRM', exact: true }).click();
    await page.getByRole('heading', { name: w(locale, 'crm.title', { site: agency.name }) }).waitFor();
    await page.getByLabel('SweepBright', { exact: true }).check();
    await page.getByLabel(w(locale, 'crm.field.sbClientId')).fill(clientId);
    await page.getByLabel(w(locale, 'crm.field.sbClientSecret')).fill('not-the-secret');
    await Promise.all([page.waitForNavigation(), page.getByLabel(w(locale, 'crm.field.sbClientSecret')).press('Enter')]);
    const refusal = w(locale, 'crm.result.credentials', { kind: 'SweepBright' });
    await page.locator('.field-error', { hasText: refusal }).waitFor();
    await atBothWidths('CRM screen with a failed test');

    // The checklist with the CRM step open; its "test again" by keyboard.
    await page.goto(`${consoleURL()}/${locale}/`);
    const testAgain = card
      .locator('.checklist li')
      .nth(3)
      .getByRole('button', { name: w(locale, 'golive.crmTestAgain', { kind: 'SweepBright' }) });
    await testAgain.waitFor();
    await atBothWidths('home with the CRM step open');
    await testAgain.focus();
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor();

    // The publish screen with where leads go; published.
    await page.goto(`${consoleURL()}/${locale}/`);
    await card.getByRole('link', { name: w(locale, 'golive.publishLink') }).click();
    await page.getByRole('heading', { name: w(locale, 'golive.routesTitle') }).waitFor();
    await atBothWidths('publish screen with where leads go');
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: w(locale, 'golive.publishConfirm') }).click()]);
    await page
      .getByRole('status')
      .filter({ hasText: w(locale, 'golive.doneMessage.publish', { site: agency.name }) })
      .waitFor();

    // The first lead, refused by SweepBright and mailed: the leads screen with its "send again".
    const visitor = `lotte-${locale}-${Date.now()}@example.be`;
    await sendContact(agency.host, visitor);
    const lead = async () => {
      const answer = await fetch(`${baseURL()}/admin/sites/${agency.id}/leads`, { headers: { Authorization: `Bearer ${inject('adminToken')}` } });
      return ((await answer.json()) as { leads: { person: { email: string | null }; deliveredTo: string[] }[] }).leads.find(
        (one) => one.person.email === visitor,
      );
    };
    await expect.poll(async () => (await lead())?.deliveredTo ?? [], { timeout: scaled(30_000), interval: 500 }).toContain('email');
    await page.goto(`${consoleURL()}/${locale}/sites/${agency.id}/leads`);
    const row = page.getByRole('row', { name: new RegExp(visitor.replaceAll('.', '\\.')) });
    await row.getByRole('button', { name: w(locale, 'leads.resendFor', { who: 'Lotte Claes' }) }).waitFor();
    await atBothWidths('leads with a refused lead');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
