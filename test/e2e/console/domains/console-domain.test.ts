import { request as httpRequest } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { CONSOLE_OWNER, expectAccessible, signedIn } from '../../helpers/console';
import { keepScreenshot, useBrowser } from '../../helpers/browser';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// Own domain, by itself: the owner of Immo Scheldeland adds www.immo-test.be in the
// console, sees the DNS records to create, the fake Cloudflare API (test/support/fake-cloudflare/,
// started by global-setup.ts) finds them, "check now" shows the domain active, and the site then
// answers on that hostname; the owner removes it again (keyboard only, axe clean).

const HOSTNAME = 'www.immo-test.be';
const browser = useBrowser();

/** A GET to the site on loopback with `Host: hostname`, as a visitor's browser sends it once DNS points there. */
function visit(hostname: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: inject('port'), path, headers: { Host: hostname } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the agency console’s own domain', () => {
  it('adds www.immo-test.be, shows its DNS records, becomes active after "check now", and the site answers there', async () => {
    const { page, errors } = await signedIn(browser(), CONSOLE_OWNER);
    expect((await visit(HOSTNAME, '/nl/')).status).toBe(404);

    await page.getByRole('link', { name: 'Domain', exact: true }).first().focus();
    await Promise.all([page.waitForURL(/\/en\/sites\/1\/domain$/), page.keyboard.press('Enter')]);
    await page.getByRole('heading', { name: 'Domain of Immo Scheldeland' }).waitFor();
    await expectAccessible(page, 'domain, empty');

    await page.getByLabel('Domain name').focus();
    await page.keyboard.type(HOSTNAME);
    await Promise.all([page.waitForURL(/\?added=/), page.keyboard.press('Enter')]);
    await page
      .getByRole('status')
      .filter({ hasText: `${HOSTNAME} is added` })
      .waitFor();
    const records = page.getByRole('table', { name: `DNS records for ${HOSTNAME} to create at your DNS host` });
    await expect(records.getByRole('row').nth(1).getByRole('cell').allTextContents()).resolves.toEqual([
      'CNAME',
      HOSTNAME,
      'sites.agency-platform.localhost',
      'points your address at the platform',
    ]);
    await expect(records.locator('code').allTextContents()).resolves.toEqual(
      expect.arrayContaining([`_cf-custom-hostname.${HOSTNAME}`, `_acme-challenge.${HOSTNAME}`]),
    );
    await page.getByText('The CNAME record is missing or does not point to sites.agency-platform.localhost yet.').waitFor();
    await expectAccessible(page, 'domain, pending');
    await keepScreenshot(page, '.tmp/console-domain-pending.png', { fullPage: true });

    // The agency creates the records at its DNS host: the fake Cloudflare now finds them.
    const told = await fetch(`${inject('cloudflareOrigin')}/__fake/hostnames/${HOSTNAME}`, { method: 'POST', body: JSON.stringify({ dns: 'present' }) });
    expect(told.status).toBe(200);
    await page.getByRole('button', { name: 'Check now' }).focus();
    await Promise.all([page.waitForURL(/\?checked=/), page.keyboard.press('Enter')]);
    await page.getByText('active: your site answers on this address').waitFor();
    await expectAccessible(page, 'domain, active');
    await keepScreenshot(page, '.tmp/console-domain.png', { fullPage: true });

    await expect.poll(async () => (await visit(HOSTNAME, '/nl/')).status, { timeout: scaled(15_000) }).toBe(200);
    const home = await visit(HOSTNAME, '/nl/');
    expect(home.body).toContain('Immo Scheldeland');

    // Removing it (after the confirmation) removes it at Cloudflare and from the site.
    await page.getByRole('link', { name: 'Remove' }).focus();
    await Promise.all([page.waitForURL(/\?remove=/), page.keyboard.press('Enter')]);
    await page.getByRole('heading', { name: `Remove ${HOSTNAME}?` }).waitFor();
    await expectAccessible(page, 'domain, confirm removal');
    await page.getByRole('button', { name: 'Yes, remove it' }).focus();
    await Promise.all([page.waitForURL(/\?removed=/), page.keyboard.press('Enter')]);
    await page.getByText('No domain yet.').waitFor();
    expect((await fetch(`${inject('cloudflareOrigin')}/__fake/hostnames/${HOSTNAME}`)).status).toBe(404);
    await expect.poll(async () => (await visit(HOSTNAME, '/nl/')).status, { timeout: scaled(15_000) }).toBe(404);
    expect(errors).toEqual([]);
  });
});
