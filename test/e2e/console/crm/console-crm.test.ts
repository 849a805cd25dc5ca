import { describe, expect, it } from 'vitest';
import { SWEEPBRIGHT_FIXTURES } from '../../../support/fake-crm/fixtures';
import { baseURL, keepScreenshot, useBrowser } from '../../helpers/browser';
import { consoleURL, expectAccessible, signedIn } from '../../helpers/console';
import { sweepBrightAccount } from '../../helpers/fake-sweepbright';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// Connect the CRM: Ardennes Habitat's owner connects SweepBright in the console
// with the key SweepBright gave (the fake CRM's loopback server; connecting tests it at once),
// copies the webhook address; SweepBright calls it, a price too low is held and published anyway
// by keyboard; an editor the owner invited gets the 403 page. Keyboard, axe, the screen at 320 px
// and the sync log in view stay here; what each screen says is
// test/worker/console/crm/crm-screen-walk.test.ts's (the test button's answers console-crm.test.ts's).

const OWNER = 'owner@ardennes-habitat.localhost';
const SITE = 2;
const browser = useBrowser();

describe('the console’s CRM screen', () => {
  it('connects SweepBright with its key, tests it, shows the webhook address and, after a sync, the log', async () => {
    const clientId = `e2e-console-${Date.now()}`;
    const secret = `secret-${crypto.randomUUID()}`;
    const account = sweepBrightAccount(clientId);
    const estate = { ...structuredClone(SWEEPBRIGHT_FIXTURES.everyLanguage), id: crypto.randomUUID() };
    await account.open(secret);
    await account.setEstates([estate]);

    const { page, errors } = await signedIn(browser(), OWNER);
    await page.getByRole('link', { name: 'CRM', exact: true }).first().focus();
    await Promise.all([page.waitForURL(/\/en\/sites\/2\/crm$/), page.keyboard.press('Enter')]);
    await page.getByRole('heading', { name: 'CRM of Ardennes Habitat' }).waitFor();
    await expectAccessible(page, 'crm, nothing connected');

    await page.getByLabel('SweepBright', { exact: true }).check();
    await page.getByLabel('SweepBright client id').fill(clientId);
    await page.getByLabel('SweepBright client secret').fill(secret);
    await page.getByLabel('SweepBright client secret').press('Enter');
    await page.getByText('Connected and tested at once: the result is shown with the connection below.').waitFor();
    const address = (await page.locator('code.copy').first().innerText()).trim();

    // SweepBright calls the address (here on the e2e server's port); the sync log shows the estate.
    const hook = await fetch(`${baseURL()}${new URL(address).pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'estate-added', estate_id: estate.id }),
    });
    expect(hook.status).toBe(202);
    // The log's entry and the connection's "last sync" are written one after the other: wait for both.
    const logged = async () => {
      await page.goto(`${consoleURL()}/en/sites/${SITE}/crm`);
      return [(await page.locator('.sync-log').getByText('1 created').count()) > 0, await page.getByText(/^Last sync: \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).count()];
    };
    await expect.poll(logged, { timeout: scaled(30_000), interval: 500 }).toEqual([true, 2]);
    await expectAccessible(page, 'crm, connected with a sync');

    // SweepBright sends the price a thousand times too low: held for the owner, who publishes it anyway.
    const lower = { ...estate, price: { amount: 385, currency: 'EUR', hidden: false } };
    await account.putEstate(lower);
    const again = await fetch(`${baseURL()}${new URL(address).pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'estate-updated', estate_id: estate.id }),
    });
    expect(again.status).toBe(202);
    const held = async () => {
      await page.goto(`${consoleURL()}/en/sites/${SITE}/crm`);
      return page.getByRole('heading', { name: 'Held for you' }).count();
    };
    await expect.poll(held, { timeout: scaled(30_000), interval: 500 }).toBe(1);
    await expectAccessible(page, 'crm, a write held for the owner');
    // At 320 px nothing runs past the screen: the sync log's ids and field paths (<code>) break.
    await page.setViewportSize({ width: 320, height: 800 });
    const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wider, `the CRM screen at 320 px scrolls sideways by ${wider} px`).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await keepScreenshot(page, '.tmp/console-crm-en-1280.png', { fullPage: true });
    const publish = page.getByRole('button', { name: `Publish anyway: SweepBright listing ${estate.id}, as sent` });
    await publish.focus();
    await Promise.all([page.waitForURL(/\/en\/sites\/2\/crm\?done=accepted#sync$/), page.keyboard.press('Enter')]);
    await page.getByText('Published as sent.').waitFor();
    // The page opens at the sync log, whose newest entry is the acceptance: its heading in view.
    const inView = () =>
      page.evaluate(() => {
        const box = document.getElementById('sync')?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
      });
    await expect.poll(inView).toBe(true);
    expect(errors).toEqual([]);

    // The owner invites an editor, who signs in and is refused the CRM screen.
    const editor = `crm-editor-${Date.now()}@example.be`;
    await page.goto(`${consoleURL()}/en/sites/${SITE}/team`);
    await page.getByLabel('Their e-mail address').fill(editor);
    await page.getByRole('button', { name: /Send the invitation|Invite/ }).click();
    await page.getByText(`An invitation was sent to ${editor}.`).waitFor();
    await page.context().close();

    const { page: editorPage } = await signedIn(browser(), editor);
    await editorPage.goto(`${consoleURL()}/en/sites/${SITE}/crm`);
    await expectAccessible(editorPage, 'crm, refused to an editor');
    await editorPage.context().close();
  });
});
