import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import words from '../../../../locales/console.json';
import { consoleURL, expectAccessible, keep, OPERATOR, signedIn } from '../../helpers/console';
import { untilVisitorGets } from '../../helpers/console-drafts';
import { baseURL, newPage, open, useBrowser } from '../../helpers/browser';
import { sendContactForm } from '../../helpers/forms';
import { sweepBrightAccount } from '../../helpers/fake-sweepbright';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// Going live with a CRM whose credentials are wrong, as an owner on a phone (390 px, Dutch)
// and at a desk (1280 px, French): the checklist's CRM step stays open and says why, with a
// button to test again; the publish screen says where each kind of lead goes and which mailbox
// publishing sets; the first contact request, refused by the CRM, reaches that mailbox and the
// leads screen says why, with "send again". Axe on each screen, and no page wider than the window.

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
  it.each([
    { locale: 'nl' as const, width: 390 },
    { locale: 'fr' as const, width: 1280 },
  ])(
    'keeps the CRM step open with the reason, shows where leads go, and the first lead reaches the mailbox ($locale, $width px)',
    async ({ locale, width }) => {
      const agency = await newAgency(`golive-${locale}`);
      const clientId = `e2e-golive-${locale}-${Date.now()}`;
      await sweepBrightAccount(clientId).open(`secret-${crypto.randomUUID()}`);
      const { page, errors } = await signedIn(browser(), OPERATOR, { viewport: { width, height: 800 } });
      await page.goto(`${consoleURL()}/${locale}/`);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: agency.name }) });

      // The CRM step: connect SweepBright with a secret it refuses; connecting tests it at once.
      await card.getByRole('link', { name: 'CRM', exact: true }).click();
      await page.getByRole('heading', { name: w(locale, 'crm.title', { site: agency.name }) }).waitFor();
      await page.getByLabel('SweepBright', { exact: true }).check();
      await page.getByLabel(w(locale, 'crm.field.sbClientId')).fill(clientId);
      await page.getByLabel(w(locale, 'crm.field.sbClientSecret')).fill('not-the-secret');
      await Promise.all([page.waitForNavigation(), page.getByLabel(w(locale, 'crm.field.sbClientSecret')).press('Enter')]);
      await page
        .getByRole('status')
        .filter({ hasText: w(locale, 'crm.done.connected') })
        .waitFor();
      const refusal = w(locale, 'crm.result.credentials', { kind: 'SweepBright' });
      await page.locator('.field-error', { hasText: refusal }).waitFor();
      await expectAccessible(page, 'CRM screen with a failed test');
      await fitsTheWindow(page, 'CRM screen');
      await keep(page, `golive-leads-crm-${locale}-${width}`);

      // The checklist: the CRM step is not done, says why, and offers to test again.
      await page.goto(`${consoleURL()}/${locale}/`);
      const crmStep = card.locator('.checklist li').nth(3);
      await expect(crmStep.locator('.state').textContent()).resolves.toBe(`(${w(locale, 'golive.toDo')})`);
      await expect(crmStep.locator('.hint').textContent()).resolves.toMatch(new RegExp(`^${refusal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`));
      await expectAccessible(page, 'home with the CRM step open');
      await fitsTheWindow(page, 'home');
      await keep(page, `golive-leads-checklist-${locale}-${width}`);
      await crmStep.getByRole('button', { name: w(locale, 'golive.crmTestAgain', { kind: 'SweepBright' }) }).focus();
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      await page.getByRole('alert').filter({ hasText: refusal }).waitFor();

      // The publish screen: where each kind of lead goes, and the mailbox publishing sets.
      await page.goto(`${consoleURL()}/${locale}/`);
      await card.getByRole('link', { name: w(locale, 'golive.publishLink') }).click();
      await page.getByRole('heading', { name: w(locale, 'golive.routesTitle') }).waitFor();
      await page.getByText(w(locale, 'golive.mailboxOnPublish', { to: agency.legal })).waitFor();
      const contact = page.locator('dl.routes > div').filter({ has: page.locator('dt', { hasText: w(locale, 'golive.leadKind.contact') }) });
      await expect(contact.locator('dd').textContent()).resolves.toBe(
        `SweepBright; ${w(locale, 'golive.to.fallback', { to: agency.legal, kind: 'SweepBright' })}`,
      );
      await expectAccessible(page, 'publish screen with where leads go');
      await fitsTheWindow(page, 'publish screen');
      await keep(page, `golive-leads-publish-${locale}-${width}`);
      await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: w(locale, 'golive.publishConfirm') }).click()]);
      await page
        .getByRole('status')
        .filter({ hasText: w(locale, 'golive.doneMessage.publish', { site: agency.name }) })
        .waitFor();

      // The first lead: SweepBright refuses it, the mailbox gets it, the leads screen says why.
      const visitor = `lotte-${locale}-${Date.now()}@example.be`;
      await sendContact(agency.host, visitor);
      const lead = async () => {
        const answer = await fetch(`${baseURL()}/admin/sites/${agency.id}/leads`, { headers: { Authorization: `Bearer ${inject('adminToken')}` } });
        return ((await answer.json()) as { leads: { person: { email: string | null }; deliveredTo: string[]; needsAttention: string | null }[] }).leads.find(
          (one) => one.person.email === visitor,
        );
      };
      await expect.poll(async () => (await lead())?.deliveredTo ?? [], { timeout: scaled(30_000), interval: 500 }).toContain('email');
      await page.goto(`${consoleURL()}/${locale}/sites/${agency.id}/leads`);
      const row = page.getByRole('row', { name: new RegExp(visitor.replaceAll('.', '\\.')) });
      await row.getByText(w(locale, 'leads.state.attention', { reason: w(locale, 'leads.failure.credentials-rejected', { kind: 'SweepBright' }) })).waitFor();
      await row.getByRole('button', { name: w(locale, 'leads.resendFor', { who: 'Lotte Claes' }) }).waitFor();
      await expectAccessible(page, 'leads with a refused lead');
      await fitsTheWindow(page, 'leads');
      await keep(page, `golive-leads-leads-${locale}-${width}`);

      // Send it again: SweepBright still refuses (the credentials were not fixed), and says so again.
      await Promise.all([page.waitForNavigation(), row.getByRole('button', { name: w(locale, 'leads.resendFor', { who: 'Lotte Claes' }) }).click()]);
      await page
        .getByRole('status')
        .filter({ hasText: w(locale, 'leads.resent') })
        .waitFor();
      await expect
        .poll(async () => (await lead())?.needsAttention ?? null, { timeout: scaled(30_000), interval: 500 })
        .toMatch(/^sweepbright rejected the connection’s credentials/);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
