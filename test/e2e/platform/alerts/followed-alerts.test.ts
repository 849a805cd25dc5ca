import type { Page } from 'playwright-core';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { SWEEPBRIGHT_FIXTURES } from '../../../support/fake-crm/fixtures';
import { expectAccessible } from '../../helpers/axe';
import { baseURL, newPage, open, screenshot, secondSiteURL, useBrowser, watchErrors } from '../../helpers/browser';
import { consoleURL } from '../../helpers/console';
import { send, sweepBrightAccount } from '../../helpers/fake-sweepbright';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// End to end on a phone in Dutch: a visitor favourites two listings, confirms
// an alert and follows them from the favorites page; the agency's CRM (the fake SweepBright,
// through the admin API's connection and its webhook) lowers one price; the Cron Trigger's run
// mails it, and the local mailbox (/__mailbox) shows that mail.

const browser = useBrowser();
const admin = { Authorization: `Bearer ${inject('adminToken')}` };
const site = () => secondSiteURL();

/** Runs the Cron Trigger once (wrangler dev --test-scheduled). */
const runCron = async () => expect((await fetch(`${baseURL()}/__scheduled?cron=*/5+*+*+*+*`)).status).toBe(200);

/** The confirmation token of the latest confirmation mail to `email` (site 2's outbox, newest first). */
async function confirmTokenOf(email: string): Promise<string> {
  const response = await fetch(`${baseURL()}/admin/outbox?siteId=2&limit=200`, { headers: admin });
  const { messages } = (await response.json()) as { messages: { kind: string; document: { email?: string; confirmToken?: string } }[] };
  const mail = messages.find((message) => message.kind === 'subscription-confirmation' && message.document.email === email);
  expect(mail, `a confirmation mail to ${email}`).toBeTruthy();
  return mail!.document.confirmToken!;
}

/** Presses a listing's heart on its detail page. */
async function favourite(page: Page, estateId: string): Promise<void> {
  await open(page, `${site()}/nl/aanbod/${estateId}`);
  const heart = page.locator('.estate-detail__price-box').getByRole('button', { name: 'Bewaar als favoriet' });
  await heart.click();
  await page.locator('.estate-detail__price-box').getByRole('button', { name: 'Verwijder uit favorieten' }).waitFor();
}

describe('alerts on followed favourites', () => {
  it('follows two favourites at 390 px and finds the price drop’s mail in the mailbox', async () => {
    // Two listings of the second agency, from its CRM.
    const account = sweepBrightAccount('e2e-follow');
    const first = { ...structuredClone(SWEEPBRIGHT_FIXTURES.everyLanguage), id: crypto.randomUUID() };
    const second = { ...structuredClone(SWEEPBRIGHT_FIXTURES.everyLanguage), id: crypto.randomUUID() };
    await account.open('e2e-secret');
    await account.setEstates([first, second]);
    const made = await send(
      `${baseURL()}/admin/sites/2/connections`,
      'POST',
      { kind: 'sweepbright', settings: { clientId: 'e2e-follow' }, secret: 'e2e-secret' },
      admin,
    );
    const { id: connectionId, webhookPath } = ((await made.json()) as { connection: { id: number; webhookPath: string } }).connection;
    // The second agency's connections are the console CRM test's too (it starts from none): this one goes when the test ends.
    onTestFinished(() => send(`${baseURL()}/admin/sites/2/connections/${connectionId}`, 'DELETE', undefined, admin).then(() => undefined));
    for (const estate of [first, second]) await send(`${baseURL()}${webhookPath}`, 'POST', { event: 'estate-added', estate_id: estate.id });
    const ids = [await account.reportedEstateId(first.id), await account.reportedEstateId(second.id)];

    // The agency's mailbox as its outbox destination: mail goes out, and the local mailbox keeps it.
    const delivery = (email: unknown) => send(`${baseURL()}/admin/sites/2`, 'PUT', { delivery: { email } }, admin);
    const before =
      ((await (await send(`${baseURL()}/admin/sites/2`, 'GET', undefined, admin)).json()) as { delivery: { email?: unknown } | null }).delivery?.email ?? null;
    await delivery({ to: 'kantoor@immo-tweede.localhost' });
    onTestFinished(() => delivery(before).then(() => undefined));

    const page = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors = watchErrors(page);
    for (const id of ids) await favourite(page, id);

    // The visitor's alert on this site, confirmed by its mail's button.
    const email = `volger.${crypto.randomUUID().slice(0, 8)}@example.be`;
    // Posted from the site's page (this machine's Node does not resolve *.localhost; the browser does).
    const subscribed = await page.evaluate(async (address) => {
      const fields = [
        ['email', address],
        ['statuses', 'FOR_SALE'],
        ['priceMin', '99000000'],
        ['frequency', 'weekly'],
        ['consent', 'yes'],
      ];
      const response = await fetch('/nl/hou-me-op-de-hoogte', { method: 'POST', body: new URLSearchParams(fields) });
      return new URL(response.url).pathname;
    }, email);
    expect(subscribed).toBe('/nl/hou-me-op-de-hoogte/succes');
    await open(page, `${site()}/nl/hou-me-op-de-hoogte/bevestigen/${await confirmTokenOf(email)}`);
    await Promise.all([page.waitForURL(/\?confirmed=1$/), page.getByRole('button', { name: 'Ja, bevestig mijn inschrijving' }).click()]);
    // Confirmed: its page offers to follow the favourites as well.
    await page.getByRole('form', { name: 'Volg uw favorieten' }).waitFor();
    await expectAccessible(page, 'the confirmed alert’s page with the follow form, 390 px');

    // The favorites page: follow them by the alert's address.
    await open(page, `${site()}/nl/favorieten`);
    const form = page.getByRole('form', { name: 'Volg uw favorieten' });
    await form.waitFor();
    await expect(
      form.locator('input[name="estateIds"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).sort()),
    ).resolves.toEqual([...ids].sort());
    await expectAccessible(page, 'the favorites page with the follow form, 390 px');
    await form.getByLabel('E-mailadres').fill(email);
    await Promise.all([
      page.waitForURL(/\/nl\/favorieten\?followed=1#follow-favorites$/),
      form.getByRole('button', { name: 'Mail me als een van deze verandert' }).click(),
    ]);
    await page.getByRole('status').filter({ hasText: 'U volgt nu uw favorieten.' }).waitFor();
    await expectAccessible(page, 'the favorites page, followed, 390 px');
    await screenshot(page, 'followed-favorites-nl-390');

    // The CRM lowers the first one's price; the next runs of the Cron Trigger mail it.
    await account.putEstate({ ...first, price: { ...first.price, amount: 365_000 } } as typeof first);
    await send(`${baseURL()}${webhookPath}`, 'POST', { event: 'estate-updated', estate_id: first.id });
    const mailbox = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    const mail = mailbox
      .getByRole('listitem')
      .filter({ hasText: `to ${email}` })
      .filter({ hasText: 'Nieuws over de panden die u volgt' })
      .getByRole('link');
    const outboxOf = async () =>
      JSON.stringify(
        ((await (await fetch(`${baseURL()}/admin/outbox?siteId=2&limit=20`, { headers: admin })).json()) as { messages: unknown[] }).messages.slice(0, 5),
      );
    await expect
      .poll(
        async () => {
          await runCron();
          await mailbox.goto(`${consoleURL()}/__mailbox`);
          return mail.count();
        },
        { timeout: scaled(60_000), interval: 1000 },
      )
      .toBe(1)
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await outboxOf()}\n${await mailbox.content()}`);
      });
    await mail.click();
    await mailbox
      .getByText(/Prijs verlaagd: €\s385\.000 → €\s365\.000/)
      .first()
      .waitFor();
    await mailbox
      .getByText(/Dit pand niet meer volgen:/)
      .first()
      .waitFor();
    await expectAccessible(mailbox, 'the followed listing’s mail in the local mailbox');
    expect(errors).toEqual([]);
    await mailbox.context().close();
    await page.context().close();
  });
});
