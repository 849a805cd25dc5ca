import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { agencyCard, consoleURL, expectAccessible, openFromCard, OPERATOR, signedIn, signInThroughMailbox } from '../../helpers/console';
import { keepScreenshot, loadedWidth, newPage, useBrowser, watchErrors } from '../../helpers/browser';
import { fillByLabel, legalParts } from '../../helpers/forms';
import { png } from '../../helpers/png';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// The whole walk: a new agency from its creation by the operator to its published
// home page on its own domain, with its logo, its legal block and its privacy statement. The
// owner does every step of the checklist in the console (legal data → theme and logo → domain
// → CRM → review → publish), by keyboard where a visitor would, with axe on each screen and a
// screenshot of each step under .tmp/walk-*.png (E2E_SCREENSHOTS=1). The domain is a real-looking `.be` name that
// Chromium resolves to this machine (--host-resolver-rules), as DNS would once the agency has
// made its records; the fake Cloudflare API (global-setup.ts) is told they exist. The visitor's
// home page: its logo loaded, axe; its privacy statement; no request fails. What each screen
// says, the checklist's count, the preview's link and page, the live pages' logo, legal block and
// statement and the platform's address redirecting are the worker test
// test/worker/console/golive/golive-walk.test.ts.

const stamp = Date.now();
const NAME = `Immo Noord ${stamp}`;
const OWNER = `zaakvoerder-${stamp}@immo-noord.be`;
const DOMAIN = `www.immo-noord-${stamp}.be`;

/** How long each step took the browser (seconds), printed at the end for the issue note. */
const timings: [string, number][] = [];
async function step(name: string, page: Page, run: () => Promise<void>): Promise<void> {
  const started = performance.now();
  await run();
  timings.push([name, Math.round(performance.now() - started) / 1000]);
  await keepScreenshot(page, `.tmp/walk-${timings.length}-${name}.png`, { fullPage: true });
}

async function submit(page: Page, button: string): Promise<void> {
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.getByRole('button', { name: button, exact: true }).click()]);
}

/** Follows one of the agency's links on the console's home page with the keyboard. */
async function open(page: Page, link: string, heading: string): Promise<void> {
  await page.goto(`${consoleURL()}/en/`);
  const card = agencyCard(page, NAME);
  await card.getByRole('link', { name: link, exact: true }).focus();
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')]);
  await page.getByRole('heading', { name: heading }).waitFor();
  await expectAccessible(page, heading);
}

const browser = useBrowser([`--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`]);

afterAll(() => {
  console.log(`console walk (seconds of browser time per step): ${timings.map(([name, seconds]) => `${name} ${seconds}`).join(', ')}`);
});

describe('a new agency goes live by itself', () => {
  it('from its creation to its published home page on its own domain, its logo loaded and its privacy statement a click away', async () => {
    const { page: operator } = await signedIn(browser(), OPERATOR);
    await step('create', operator, async () => {
      await operator.getByRole('link', { name: 'Create a new agency' }).click();
      await operator.getByLabel('Name of the agency').fill(NAME);
      const languages = operator.getByRole('group', { name: 'Languages of the site' });
      await languages.getByLabel('Dutch').check();
      await languages.getByLabel('French').check();
      await operator.getByLabel('Owner’s e-mail address').fill(OWNER);
      await submit(operator, 'Create the agency');
    });
    await operator.context().close();

    const page = await newPage(browser());
    const errors = watchErrors(page);
    const card = agencyCard(page, NAME);
    await step('sign-in', page, async () => {
      await signInThroughMailbox(page, OWNER);
      await card.waitFor();
      await expectAccessible(page, 'the new owner’s home');
    });

    await step('legal', page, async () => {
      await open(page, 'Legal data', `Legal data of ${NAME}`);
      await fillByLabel(page, {
        ...legalParts(`${NAME} BV`, 'privacy@immo-noord.be'),
        'Enterprise number (CBE)': '0403.199.702',
        'VAT number': 'BE 0403.199.702',
        'Street and number': 'Kouter 12',
        Postcode: '9000',
        'Town (NL)': 'Gent',
        'Town (FR)': 'Gand',
        Phone: '+32 9 123 45 67',
        '=E-mail address': 'info@immo-noord.be',
        'BIV/IPI number': '512.345',
        'Supervising authority (NL)': 'BIV, Luxemburgstraat 16b, 1000 Brussel',
        'Supervising authority (FR)': 'IPI, rue de Luxembourg 16b, 1000 Bruxelles',
        'Professional title (FR)': 'Agent immobilier intermédiaire agréé',
      });
      await submit(page, 'Save');
    });

    await step('logo', page, async () => {
      await open(page, 'Theme and logo', `Theme and logo of ${NAME}`);
      await page.getByLabel('New logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(240, 80) });
      await submit(page, 'Upload the logo');
    });

    await step('domain', page, async () => {
      await open(page, 'Domain', `Domain of ${NAME}`);
      await page.getByLabel('Domain name').fill(DOMAIN);
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.getByLabel('Domain name').press('Enter')]);
      // The agency makes the records at its DNS host; Cloudflare finds them.
      const told = await fetch(`${inject('cloudflareOrigin')}/__fake/hostnames/${DOMAIN}`, { method: 'POST', body: JSON.stringify({ dns: 'present' }) });
      expect(told.status).toBe(200);
      await submit(page, 'Check now');
    });

    await step('crm', page, async () => {
      await open(page, 'CRM', `CRM of ${NAME}`);
      await page.getByLabel('Ingest API', { exact: true }).check();
      await submit(page, 'Connect');
    });

    const site = `http://${DOMAIN}:${inject('port')}`;
    await step('publish', page, async () => {
      await openFromCard(page, NAME, 'Publish…');
      await page.getByRole('heading', { name: `Publish ${NAME}` }).waitFor();
      await expectAccessible(page, 'publish confirmation');
      await submit(page, 'Yes, publish now');
    });

    // A visitor on the agency's own domain: the live home page (once it answers, without noindex) with its logo loaded, and its privacy statement.
    const visitor = await newPage(browser());
    const visitorErrors = watchErrors(visitor);
    await expect
      .poll(
        async () => {
          const response = await visitor.goto(`${site}/nl/`);
          return [response?.status(), response?.headers()['x-robots-tag'] ?? null];
        },
        { timeout: scaled(30_000), interval: 500 },
      )
      .toEqual([200, null]);
    expect(await loadedWidth(visitor.locator('.site-header img.brand__logo'))).toBeGreaterThan(0);
    await expectAccessible(visitor, 'the published home page');
    await keepScreenshot(visitor, `.tmp/walk-${timings.length + 1}-live-home.png`, { fullPage: true });
    await visitor.getByRole('link', { name: 'Privacyverklaring' }).first().click();
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await keepScreenshot(visitor, `.tmp/walk-${timings.length + 2}-privacy.png`, { fullPage: true });

    // The domain is served over plain http here (production: https), so Chromium says it ignores the site's COOP header.
    const plainHttp = (error: string) => error.startsWith('The Cross-Origin-Opener-Policy header has been ignored');
    expect(errors.filter((error) => !/status of 404/.test(error) && !plainHttp(error))).toEqual([]);
    expect(visitorErrors.filter((error) => !plainHttp(error))).toEqual([]);
  });
});
