import { describe, expect, inject, it } from 'vitest';
import { CONSOLE_OWNER, expectAccessible, signedIn } from '../../helpers/console';
import { keepScreenshot, useBrowser } from '../../helpers/browser';

// Own domain, by itself: the owner of Immo Scheldeland adds www.immo-test.be in the console, the
// fake Cloudflare API (test/support/fake-cloudflare/, started by global-setup.ts) finds its
// records, "check now" makes it active, and the owner removes it again: keyboard only, axe clean
// on each state (empty, pending, active, the confirmation). What each state says (the records,
// the missing CNAME, active, no domain) and the site answering on the hostname only while it is
// active are a worker test (test/worker/console/domains/console-domain.test.ts).

const HOSTNAME = 'www.immo-test.be';
const browser = useBrowser();

describe('the agency console’s own domain', () => {
  it('adds www.immo-test.be, checks it now and removes it by keyboard, axe clean on each state', async () => {
    const { page, errors } = await signedIn(browser(), CONSOLE_OWNER);

    await page.getByRole('link', { name: 'Domain', exact: true }).first().focus();
    await Promise.all([page.waitForURL(/\/en\/sites\/1\/domain$/), page.keyboard.press('Enter')]);
    await page.getByRole('heading', { name: 'Domain of Immo Scheldeland' }).waitFor();
    await expectAccessible(page, 'domain, empty');

    await page.getByLabel('Domain name').focus();
    await page.keyboard.type(HOSTNAME);
    await Promise.all([page.waitForURL(/\?added=/), page.keyboard.press('Enter')]);
    await page.getByRole('table').waitFor();
    await expectAccessible(page, 'domain, pending');
    await keepScreenshot(page, '.tmp/console-domain-pending.png', { fullPage: true });

    // The agency creates the records at its DNS host: the fake Cloudflare now finds them.
    const told = await fetch(`${inject('cloudflareOrigin')}/__fake/hostnames/${HOSTNAME}`, { method: 'POST', body: JSON.stringify({ dns: 'present' }) });
    expect(told.status).toBe(200);
    await page.getByRole('button', { name: 'Check now' }).focus();
    await Promise.all([page.waitForURL(/\?checked=/), page.keyboard.press('Enter')]);
    await page.locator('.state--active').waitFor();
    await expectAccessible(page, 'domain, active');
    await keepScreenshot(page, '.tmp/console-domain.png', { fullPage: true });

    // Removing it, after the confirmation.
    await page.getByRole('link', { name: 'Remove' }).focus();
    await Promise.all([page.waitForURL(/\?remove=/), page.keyboard.press('Enter')]);
    await page.locator('#confirm').waitFor();
    await expectAccessible(page, 'domain, confirm removal');
    await page.getByRole('button', { name: 'Yes, remove it' }).focus();
    await Promise.all([page.waitForURL(/\?removed=/), page.keyboard.press('Enter')]);
    expect(errors).toEqual([]);
  });
});
