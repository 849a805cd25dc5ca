import { describe, expect, it } from 'vitest';
import { newPage, open, secondSiteURL, useBrowser } from '../../helpers/browser';
import { consoleURL } from '../../helpers/console';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// docs/running-locally.md "Mail": on the demo database as seeded (the server's fresh one), a
// visitor's subscription on the second demo site is mailed to the local mailbox, and the link
// in that mail opens the site on its own hostname and port and confirms the subscription.

const browser = useBrowser();

describe('a demo site’s mail, on a fresh database', () => {
  it('lands in the local mailbox with a confirmation link that opens on the site’s own port and confirms', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await open(page, `${secondSiteURL()}/nl/hou-me-op-de-hoogte`);
    const email = `nieuw.${crypto.randomUUID().slice(0, 8)}@example.be`;
    // Posted from the site's page (this machine's Node does not resolve *.localhost; the browser does).
    const subscribed = await page.evaluate(async (address) => {
      const fields = [
        ['email', address],
        ['statuses', 'FOR_SALE'],
        ['consent', 'yes'],
      ];
      const response = await fetch('/nl/hou-me-op-de-hoogte', { method: 'POST', body: new URLSearchParams(fields) });
      return new URL(response.url).pathname;
    }, email);
    expect(subscribed).toBe('/nl/hou-me-op-de-hoogte/succes');

    const mailbox = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    const mail = mailbox.getByRole('listitem').filter({ hasText: email }).getByRole('link');
    await expect
      .poll(
        async () => {
          await mailbox.goto(`${consoleURL()}/__mailbox`);
          return mail.count();
        },
        { timeout: scaled(60_000), interval: 500 },
      )
      .toBe(1);
    await mail.click();
    const link = mailbox.locator('a[href*="/nl/hou-me-op-de-hoogte/bevestigen/"]').first();
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    expect(new URL(href).origin).toBe(secondSiteURL());

    const opened = await page.goto(href);
    expect(opened?.status()).toBe(200);
    await Promise.all([page.waitForURL(/\?confirmed=1$/), page.getByRole('button', { name: 'Ja, bevestig mijn inschrijving' }).click()]);
  });
});
