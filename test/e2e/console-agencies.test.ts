import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { consoleURL, expectAccessible, signInThroughMailbox } from './helpers/console';
import { baseURL, launchBrowser, newPage, watchErrors } from './helpers/browser';

// Issue 31, "Start": the operator signs in to the console, creates an agency with the keyboard
// (the form again with its fields marked first), and the new site answers on <slug>.localhost
// with its starter pages (published through the admin API: it is born "coming soon").

const OPERATOR = 'operator@agency-sites.localhost';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function submitted(page: Page, act: () => Promise<void>): Promise<void> {
  const loaded = page.waitForNavigation({ waitUntil: 'load' });
  await act();
  await loaded;
}

describe('an operator creates an agency in the console', () => {
  it('makes the site with its starter pages on <slug>.localhost and invites its owner (keyboard, axe clean)', async () => {
    const page = await newPage(browser);
    const errors = watchErrors(page);
    await signInThroughMailbox(page, OPERATOR);

    await page.getByRole('link', { name: 'Create a new agency' }).focus();
    await submitted(page, () => page.keyboard.press('Enter'));
    await page.getByRole('heading', { name: 'New agency' }).waitFor();
    await expectAccessible(page, 'new agency');

    // Nothing filled in, no language: the form again, each field at fault marked.
    const languages = page.getByRole('group', { name: 'Languages of the site' });
    await languages.getByLabel('Dutch').uncheck();
    await languages.getByLabel('French').uncheck();
    await page.getByRole('button', { name: 'Create the agency' }).focus();
    await submitted(page, () => page.keyboard.press('Enter'));
    await expect(page.locator('#agency-name-error').textContent()).resolves.toBe('Fill in this field.');
    await expect(page.locator('#agency-locales-error').textContent()).resolves.toBe('Choose at least one language.');
    await expect(page.getByLabel('Name of the agency').getAttribute('aria-invalid')).resolves.toBe('true');
    await expectAccessible(page, 'new agency with errors');

    const stamp = Date.now();
    const name = `Immo E2E ${stamp}`;
    const owner = `owner-${stamp}@example.be`;
    await page.getByLabel('Name of the agency').fill(name);
    await languages.getByLabel('Dutch').check();
    await languages.getByLabel('French').check();
    await page.getByRole('group', { name: 'Default language' }).getByLabel('French').check();
    await page.getByLabel('Owner’s e-mail address').fill(owner);
    await page.getByLabel('Owner’s e-mail address').focus();
    await submitted(page, () => page.keyboard.press('Enter'));
    const notice = page.getByRole('status');
    await expect(notice.textContent()).resolves.toContain(`We invited ${owner} as its owner.`);
    const address = `http://immo-e2e-${stamp}.localhost:${inject('port')}/`;
    await expect(page.getByRole('link', { name: address }).count()).resolves.toBe(1);
    await expectAccessible(page, 'agency created');
    await mkdir('.tmp', { recursive: true });
    await page.screenshot({ path: '.tmp/console-agency-created.png', fullPage: true });

    // Published through the admin API, the new site answers on its hostname with its starter pages.
    const admin = { Authorization: `Bearer ${inject('adminToken')}`, 'Content-Type': 'application/json' };
    const { sites } = (await (await fetch(`${baseURL()}/admin/sites`, { headers: admin })).json()) as { sites: { id: number; name: string }[] };
    const site = sites.find((candidate) => candidate.name === name);
    expect(site, name).toBeDefined();
    const published = await fetch(`${baseURL()}/admin/sites/${site!.id}`, { method: 'PUT', headers: admin, body: JSON.stringify({ comingSoon: false }) });
    expect(published.status).toBe(200);
    const visitor = await newPage(browser);
    for (const [path, heading] of [
      ['fr/', name],
      ['fr/a-vendre', 'À vendre'],
      ['nl/te-huur', 'Te huur'],
      ['fr/estimation-gratuite', 'Estimation gratuite'],
      ['nl/contact', 'Contact'],
    ] as const) {
      const response = await visitor.goto(`${address}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(visitor.getByRole('heading', { level: 1 }).textContent(), path).resolves.toBe(heading);
      if (path === 'fr/') await visitor.screenshot({ path: '.tmp/starter-home.png', fullPage: true });
    }
    await visitor.goto(`${address}fr/declaration-de-confidentialite`);
    await expect(visitor.locator('main').textContent()).resolves.toContain(name);
    // The one error is the form's answer with its fields marked: a 400 the browser logs.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });
});
