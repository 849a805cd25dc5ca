import { request as httpRequest } from 'node:http';
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
// made its records; the fake Cloudflare API (global-setup.ts) is told they exist.

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

/** Where the site sends a GET for `path` on `hostname` (its Location header), asked on loopback as a browser there would. */
function redirectOf(hostname: string, path: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: inject('port'), path, headers: { Host: hostname } }, (response) => {
      response.resume();
      resolve(response.headers.location);
    });
    request.on('error', reject);
    request.end();
  });
}

const browser = useBrowser([`--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`]);

afterAll(() => {
  console.log(`console walk (seconds of browser time per step): ${timings.map(([name, seconds]) => `${name} ${seconds}`).join(', ')}`);
});

describe('a new agency goes live by itself', () => {
  it('from its creation to its published home page on its own domain, with its logo, legal block and privacy statement', async () => {
    const { page: operator } = await signedIn(browser(), OPERATOR);
    await step('create', operator, async () => {
      await operator.getByRole('link', { name: 'Create a new agency' }).click();
      await operator.getByLabel('Name of the agency').fill(NAME);
      const languages = operator.getByRole('group', { name: 'Languages of the site' });
      await languages.getByLabel('Dutch').check();
      await languages.getByLabel('French').check();
      await operator.getByLabel('Owner’s e-mail address').fill(OWNER);
      await submit(operator, 'Create the agency');
      await operator
        .getByRole('status')
        .filter({ hasText: `We invited ${OWNER} as its owner.` })
        .waitFor();
    });
    await operator.context().close();

    const page = await newPage(browser());
    const errors = watchErrors(page);
    const card = agencyCard(page, NAME);
    await step('sign-in', page, async () => {
      await signInThroughMailbox(page, OWNER);
      await card.getByText('0 of 7 steps done').waitFor();
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
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
      await expect(page.getByText(/Still to fill in/).count()).resolves.toBe(0);
    });

    await step('logo', page, async () => {
      await open(page, 'Theme and logo', `Theme and logo of ${NAME}`);
      await page.getByLabel('New logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(240, 80) });
      await submit(page, 'Upload the logo');
      await page.getByRole('status').filter({ hasText: 'The logo is uploaded.' }).waitFor();
    });

    await step('domain', page, async () => {
      await open(page, 'Domain', `Domain of ${NAME}`);
      await page.getByLabel('Domain name').fill(DOMAIN);
      await page.getByLabel('Domain name').press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: `${DOMAIN} is added` })
        .waitFor();
      await expect(page.getByRole('table', { name: `DNS records for ${DOMAIN} to create at your DNS host` }).count()).resolves.toBe(1);
      // The agency makes the records at its DNS host; Cloudflare finds them.
      const told = await fetch(`${inject('cloudflareOrigin')}/__fake/hostnames/${DOMAIN}`, { method: 'POST', body: JSON.stringify({ dns: 'present' }) });
      expect(told.status).toBe(200);
      await submit(page, 'Check now');
      await page.getByText('active: your site answers on this address').waitFor();
      // Its own domain replaces the platform's address as the main one without being asked.
      await page.getByText('Main address: every other address of your site redirects here.').waitFor();
    });

    await step('crm', page, async () => {
      await open(page, 'CRM', `CRM of ${NAME}`);
      await page.getByLabel('Ingest API', { exact: true }).check();
      await submit(page, 'Connect');
      await page.getByText('Your new ingest API key. Copy it now: it will never be shown again.').waitFor();
    });

    const site = `http://${DOMAIN}:${inject('port')}`;
    await step('review', page, async () => {
      await page.goto(`${consoleURL()}/en/`);
      await card.getByText('4 of 7 steps done').waitFor();
      await card.getByRole('button', { name: 'Preview the site' }).click();
      // The link leads to the agency's main address over https (Cloudflare's, in production); here
      // the same path over this machine's plain http and port.
      const link = await page.getByRole('link', { name: `Open the preview of ${NAME}` }).getAttribute('href');
      expect(link).toMatch(new RegExp(`^https://${DOMAIN.replaceAll('.', '\\.')}/_preview/[A-Za-z0-9_-]{43}$`));
      await page.goto(link!.replace(`https://${DOMAIN}`, site));
      await page.waitForURL(`${site}/nl/`);
      await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    });

    await step('publish', page, async () => {
      await page.goto(`${consoleURL()}/en/`);
      await card.getByText('5 of 7 steps done').waitFor();
      await openFromCard(page, NAME, 'Publish…');
      await page.getByRole('heading', { name: `Publish ${NAME}` }).waitFor();
      await expectAccessible(page, 'publish confirmation');
      await submit(page, 'Yes, publish now');
      await page.getByText(`${NAME} is live: visitors see the site.`).waitFor();
      await card.getByText('6 of 7 steps done').waitFor();
    });

    // A visitor on the agency's own domain: the live home page with its logo and legal block, and its privacy statement.
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
    expect(visitor.url()).toBe(`${site}/nl/`);
    await visitor.getByRole('heading', { level: 1, name: NAME }).waitFor();
    // The platform's first address of the agency now leads there.
    await expect
      .poll(() => redirectOf(`immo-noord-${stamp}.localhost`, '/nl/te-koop'), { timeout: scaled(15_000) })
      .toMatch(new RegExp(`^https?://${DOMAIN.replaceAll('.', '\\.')}(:\\d+)?/nl/te-koop$`));
    const logo = visitor.locator('.site-header img.brand__logo');
    await expect(logo.getAttribute('src')).resolves.toMatch(/^\/assets\/media\/site\/\d+\/logo-[0-9a-f]+-240x80\.png$/);
    // Offered in its copies made in sizes for the width it is shown at.
    await expect(logo.getAttribute('srcset')).resolves.toMatch(/^\/assets\/media\/sized\/site\/\d+\/logo-[0-9a-f]+-240x80\.png\/160 160w, /);
    expect(await loadedWidth(logo)).toBeGreaterThan(0);
    const legal = await visitor.locator('.footer-biv').textContent();
    for (const fact of [`${NAME} BV`, '0403.199.702', '512.345', 'Ethias', '45.123.789']) expect(legal, fact).toContain(fact);
    await expectAccessible(visitor, 'the published home page');
    await keepScreenshot(visitor, `.tmp/walk-${timings.length + 1}-live-home.png`, { fullPage: true });
    await visitor.getByRole('link', { name: 'Privacyverklaring' }).first().click();
    await visitor.getByRole('heading', { level: 1, name: 'Privacyverklaring' }).waitFor();
    const statement = (await visitor.locator('main').textContent()) ?? '';
    for (const fact of [`${NAME} BV`, '0403.199.702', 'privacy@immo-noord.be', 'Kouter 12', '9000 Gent']) expect(statement, fact).toContain(fact);
    expect(statement).not.toMatch(/undefined|null|NaN/);
    await keepScreenshot(visitor, `.tmp/walk-${timings.length + 2}-privacy.png`, { fullPage: true });

    // The domain is served over plain http here (production: https), so Chromium says it ignores the site's COOP header.
    const plainHttp = (error: string) => error.startsWith('The Cross-Origin-Opener-Policy header has been ignored');
    expect(errors.filter((error) => !/status of 404/.test(error) && !plainHttp(error))).toEqual([]);
    expect(visitorErrors.filter((error) => !plainHttp(error))).toEqual([]);
  });
});
