import { describe, expect, inject, it } from 'vitest';
import { whiseEstates } from '../../../support/fake-crm/fixtures';
import { keepScreenshot, newPage, useBrowser, watchErrors } from '../../helpers/browser';
import { expectAccessible, OPERATOR, openFromCard, signedIn, signInThroughMailbox, submitted } from '../../helpers/console';
import { send } from '../../helpers/fake-sweepbright';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// A new agency's owner connects Whise on a phone (390 px); the import
// starts at once and the CRM screen shows its progress ("200 of 250 imported") while Whise
// makes the third page wait (429, retry in 10 minutes); the owner presses "Retry now" on that
// page with the keyboard and the import completes. A fresh agency of its own, so the demo
// agencies' listings stay as they are. Axe and the width on the way; what the screen says (the
// progress, the waiting page's reason, the counts) is test/worker/console/crm/crm-import-waiting.test.ts's.

const browser = useBrowser();

describe('the CRM screen imports a new Whise connection', () => {
  it('shows the import progress and a waiting page at 390 px, and completes the import on "Retry now"', async () => {
    const stamp = Date.now();
    const name = `Immo Import ${stamp}`;
    const owner = `import-owner-${stamp}@example.be`;
    const { page: operator } = await signedIn(browser(), OPERATOR);
    await operator.getByRole('link', { name: 'Create a new agency' }).click();
    await operator.getByLabel('Name of the agency').fill(name);
    await operator.getByLabel('Owner’s e-mail address').fill(owner);
    await submitted(operator, () => operator.getByRole('button', { name: 'Create the agency' }).click());
    await operator
      .getByRole('status')
      .filter({ hasText: `We invited ${owner} as its owner.` })
      .waitFor();
    await operator.context().close();

    // Whise's account: 250 listings; the third page is rate limited for 10 minutes.
    const username = `e2e-import-${stamp}`;
    const password = `password-${crypto.randomUUID()}`;
    const whise = `${inject('crmOrigin')}/whise/__fake/${username}`;
    await send(whise, 'PUT', { password });
    await send(
      `${whise}/estates`,
      'PUT',
      whiseEstates(250, { firstId: 7_300_000 }).map((estate) => ({ ...estate, zip: '9000', city: 'Gent' })),
    );
    await send(`${whise}/failures`, 'POST', { path: '/v1/estates/list', status: 429, retryAfter: '600', skip: 2, times: 'always' });

    const page = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await signInThroughMailbox(page, owner);
    await openFromCard(page, name, 'CRM', { exact: true });
    await page.getByRole('heading', { name: `CRM of ${name}` }).waitFor();
    await page.getByLabel('Whise', { exact: true }).check();
    await page.getByLabel('Marketplace user name (Whise)').fill(username);
    await page.getByLabel('Marketplace password (Whise)').fill(password);
    await page.getByLabel('Your agency’s Whise client id').fill('20001');
    await submitted(page, () => page.getByLabel('Your agency’s Whise client id').press('Enter'));
    await page.getByText('Connected and tested at once: the result is shown with the connection below.').waitFor();

    // Two pages in, the third waiting: the progress and the page with its reason.
    const crm = page.url().split('?')[0]!;
    const shows = async (text: string) => {
      await page.goto(crm);
      return page.getByText(text, { exact: false }).count();
    };
    // Two pages of 100 listings written on a loaded 2-core machine: up to a minute.
    await expect.poll(() => shows('200 of 250 imported'), { timeout: scaled(60_000), interval: 500 }).toBeGreaterThan(0);
    await expect.poll(() => shows('being retried: 1'), { timeout: scaled(30_000), interval: 500 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'crm, import waiting at 390 px');
    await keepScreenshot(page, '.tmp/console-crm-import-390.png', { fullPage: true });

    // Whise answers again; the owner retries the page now, with the keyboard.
    await send(`${whise}/failures`, 'DELETE');
    await page.getByRole('button', { name: 'Retry now: Import, page from number 201' }).focus();
    await submitted(page, () => page.keyboard.press('Enter'));
    await page.getByText('Sent to the queue again: it is being tried now.').waitFor();
    await expect
      .poll(() => shows('250 read (250 new, 0 changed, 0 unchanged, 0 refused, 0 kept off the site by their status)'), {
        timeout: scaled(60_000),
        interval: 500,
      })
      .toBeGreaterThan(0);
    await expectAccessible(page, 'crm, import done at 390 px');
    expect(errors).toEqual([]);
    await page.context().close();
    // An agency made, an owner signed in through the mailbox and two imports' pages on a loaded machine.
  });
});
