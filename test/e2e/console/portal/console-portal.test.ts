import { describe, expect, it } from 'vitest';
import { immowebMail } from '../../../support/portal-mails/immoweb';
import { CONSOLE_OWNER, consoleURL, expectAccessible, signedIn, submitted } from '../../helpers/console';
import { baseURL, useBrowser } from '../../helpers/browser';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// Portal enquiries (docs/portal-enquiries.md): the owner opens "Portal enquiries" from
// the agency's links (keyboard, axe clean), reads the inbound address, and an Immoweb enquiry
// mailed to it through the local email handler (wrangler dev's /cdn-cgi/local/email) shows
// on the screen, with the answer to the enquirer in /__mailbox within the minute it asks; the
// switch is saved by its form. What the screen and the leads say of the enquiry is
// test/worker/console/portal/console-portal.test.ts's.

const browser = useBrowser();
const ANSWERED_WITHIN_MS = scaled(60_000);

describe('the console’s portal enquiries', () => {
  it('shows the inbound address; a mail fed to it is a lead in the console and its answer is in the mailbox within a minute', async () => {
    const { page, errors } = await signedIn(browser(), CONSOLE_OWNER);
    await page.goto(`${consoleURL()}/en/sites/1/estates?status=FOR_SALE`);
    const listing = page.locator('a[href^="/en/sites/1/estates/"]').filter({ hasText: ' · ' }).first();
    const reference = (await listing.textContent())!.split(' · ')[0]!.trim();

    await page.goto(`${consoleURL()}/en/`);
    await page.getByRole('link', { name: 'Portal enquiries' }).first().focus();
    await Promise.all([page.waitForURL(/\/en\/sites\/1\/portal-enquiries$/), page.keyboard.press('Enter')]);
    await page.getByRole('heading', { name: 'Portal enquiries — Immo Scheldeland' }).waitFor();
    await expectAccessible(page, 'portal enquiries');
    const address = (await page.locator('code.inbound-address').textContent())!.trim();

    const email = `portal-e2e-${Date.now()}@example.be`;
    const raw = immowebMail('fr')({
      to: address,
      messageId: `e2e-${Date.now()}@immoweb.test`,
      name: 'Camille Dupont',
      email,
      phone: '+32 470 98 76 54',
      reference,
      portalId: '10987654',
      message: 'Est-il encore disponible ?',
    });
    const sentAt = Date.now();
    const fed = await fetch(`${baseURL()}/cdn-cgi/local/email?from=noreply@immoweb.be&to=${encodeURIComponent(address)}`, { method: 'POST', body: raw });
    expect(fed.status, await fed.clone().text()).toBe(200);

    // The answer, in the enquirer's language, in the local mailbox.
    await expect
      .poll(
        async () => {
          await page.goto(`${consoleURL()}/__mailbox`);
          return page
            .getByRole('listitem')
            .filter({ hasText: `to ${email}` })
            .count();
        },
        { timeout: ANSWERED_WITHIN_MS, interval: 500 },
      )
      .toBe(1);
    expect(Date.now() - sentAt).toBeLessThan(ANSWERED_WITHIN_MS);
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `to ${email}` })
        .getByRole('link')
        .textContent(),
    ).resolves.toMatch(/^Votre demande concernant /);

    // On the screen, with its state; the switch off and saved.
    await page.goto(`${consoleURL()}/en/sites/1/portal-enquiries`);
    await page.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) }).waitFor();
    await page.getByLabel('Answer portal enquiries automatically').uncheck();
    await submitted(page, () => page.getByRole('button', { name: 'Save' }).click());
    await page.getByRole('status').filter({ hasText: 'The automatic answer was saved.' }).waitFor();
    await expectAccessible(page, 'portal enquiries, saved');
    await page.getByLabel('Answer portal enquiries automatically').check();
    await submitted(page, () => page.getByRole('button', { name: 'Save' }).click());
    expect(errors).toEqual([]);
  });
});
