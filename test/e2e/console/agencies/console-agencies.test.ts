import { describe, expect, inject, it } from 'vitest';
import { consoleURL, expectAccessible, OPERATOR, signedIn, submitted } from '../../helpers/console';
import { BAD_REQUEST_LOAD, baseURL, keepScreenshot, newPage, useBrowser, watchErrors } from '../../helpers/browser';

// Start: the operator signs in to the console, creates an agency with the keyboard
// (the form again with its fields marked first), and the new site answers on <slug>.localhost
// with its starter pages (published through the admin API: it is born "coming soon").

const browser = useBrowser();

describe('an operator creates an agency in the console', () => {
  it('makes the site with its starter pages on <slug>.localhost and invites its owner (keyboard, axe clean)', async () => {
    const { page, errors } = await signedIn(browser(), OPERATOR);

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
    await keepScreenshot(page, '.tmp/console-agency-created.png', { fullPage: true });

    // Published through the admin API, the new site answers on its hostname with its starter pages.
    const admin = { Authorization: `Bearer ${inject('adminToken')}`, 'Content-Type': 'application/json' };
    const { sites } = (await (await fetch(`${baseURL()}/admin/sites`, { headers: admin })).json()) as { sites: { id: number; name: string }[] };
    const site = sites.find((candidate) => candidate.name === name);
    expect(site, name).toBeDefined();
    const published = await fetch(`${baseURL()}/admin/sites/${site!.id}`, { method: 'PUT', headers: admin, body: JSON.stringify({ comingSoon: false }) });
    expect(published.status).toBe(200);
    const visitor = await newPage(browser());
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
      if (path === 'fr/') await keepScreenshot(visitor, '.tmp/starter-home.png', { fullPage: true });
    }
    await visitor.goto(`${address}fr/declaration-de-confidentialite`);
    await expect(visitor.locator('main').textContent()).resolves.toContain(name);
    // The one error is the form's answer with its fields marked: a 400 the browser logs.
    expect(errors).toEqual([BAD_REQUEST_LOAD]);
  });
});

describe('an agency signs up by itself once an operator opened sign-up', () => {
  it('asks with its name and address, confirms by the mailed link and lands on its checklist, signed in as owner (keyboard, axe clean)', async () => {
    const { page: operatorPage } = await signedIn(browser(), OPERATOR);
    await operatorPage.goto(`${consoleURL()}/en/agencies/new`);
    const signUpSwitch = operatorPage.getByRole('region', { name: 'Self-service sign-up' });
    await expect(signUpSwitch.textContent()).resolves.toContain('Closed');
    await submitted(operatorPage, () => signUpSwitch.getByRole('button', { name: 'Open self-service sign-up' }).click());
    await expect(operatorPage.getByRole('region', { name: 'Self-service sign-up' }).textContent()).resolves.toContain('Open:');

    try {
      const page = await newPage(browser());
      const errors = watchErrors(page);
      await page.goto(`${consoleURL()}/fr/sign-in`);
      await submitted(page, () => page.getByRole('link', { name: 'Inscrire votre agence' }).click());
      await expectAccessible(page, 'sign-up');
      const stamp = Date.now();
      const name = `Immo Zelf ${stamp}`;
      const owner = `zelf-${stamp}@example.be`;
      await page.getByLabel('Nom de l’agence').fill(name);
      await page.getByRole('group', { name: 'Langues du site' }).getByLabel('néerlandais').check();
      await page.getByLabel('Votre adresse e-mail').fill(owner);
      await submitted(page, () => page.keyboard.press('Enter'));
      await expect(page.locator('main').textContent()).resolves.toContain(owner);
      await expectAccessible(page, 'sign-up sent');

      await page.getByRole('link', { name: /boîte mail locale/i }).click();
      await page
        .getByRole('link', { name: new RegExp(owner) })
        .first()
        .click();
      await page.getByRole('button', { name: 'Créer mon site' }).waitFor();
      await expectAccessible(page, 'sign-up confirmation');
      await page.getByRole('button', { name: 'Créer mon site' }).focus();
      await submitted(page, () => page.keyboard.press('Enter'));
      await page.getByRole('heading', { name: 'Vos agences' }).waitFor();
      await expect(page.locator('main').textContent()).resolves.toContain(name);
      await expectAccessible(page, 'signed-up home');
      await keepScreenshot(page, '.tmp/console-signed-up.png', { fullPage: true });
      expect(errors).toEqual([]);

      // The new site answers on its own address, "coming soon" until its owner publishes it.
      const visitor = await newPage(browser());
      const response = await visitor.goto(`http://immo-zelf-${stamp}.localhost:${inject('port')}/fr/`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toContain('noindex');
      await expect(visitor.locator('body').textContent()).resolves.toContain(name);
    } finally {
      await operatorPage.goto(`${consoleURL()}/en/agencies/new`);
      await submitted(operatorPage, () => operatorPage.getByRole('button', { name: 'Close self-service sign-up' }).click());
    }
  });
});
