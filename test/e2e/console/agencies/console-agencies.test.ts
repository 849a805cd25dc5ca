import { describe, expect, it } from 'vitest';
import { consoleURL, expectAccessible, OPERATOR, signedIn, submitted } from '../../helpers/console';
import { BAD_REQUEST_LOAD, keepScreenshot, newPage, useBrowser, watchErrors } from '../../helpers/browser';

// Start: the operator signs in to the console and creates an agency with the keyboard (the form
// again with its fields marked first); an agency signs up by itself once an operator opened
// sign-up. Keyboard and axe on each screen. What the screens say, the new site's starter pages and
// the signed-up site coming soon are worker tests (test/worker/console/agencies/console-agencies.test.ts,
// test/worker/console/sign-in/console-sign-up.test.ts).

const browser = useBrowser();

describe('an operator creates an agency in the console', () => {
  it('opens the form, shows it again with its fields marked and creates the agency, all by keyboard (axe clean)', async () => {
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
    await page.locator('#agency-name-error').waitFor();
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
    await page
      .getByRole('status')
      .filter({ hasText: `We invited ${owner} as its owner.` })
      .waitFor();
    await expectAccessible(page, 'agency created');
    await keepScreenshot(page, '.tmp/console-agency-created.png', { fullPage: true });
    // The one error is the form's answer with its fields marked: a 400 the browser logs.
    expect(errors).toEqual([BAD_REQUEST_LOAD]);
  });
});

describe('an agency signs up by itself once an operator opened sign-up', () => {
  it('asks with its name and address, confirms by the mailed link and lands on its first page, by keyboard (axe clean)', async () => {
    const { page: operatorPage } = await signedIn(browser(), OPERATOR);
    await operatorPage.goto(`${consoleURL()}/en/agencies/new`);
    const signUpSwitch = operatorPage.getByRole('region', { name: 'Self-service sign-up' });
    await submitted(operatorPage, () => signUpSwitch.getByRole('button', { name: 'Open self-service sign-up' }).click());

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
      await page.getByRole('link', { name: /boîte mail locale/i }).waitFor();
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
      await expectAccessible(page, 'signed-up home');
      await keepScreenshot(page, '.tmp/console-signed-up.png', { fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await operatorPage.goto(`${consoleURL()}/en/agencies/new`);
      await submitted(operatorPage, () => operatorPage.getByRole('button', { name: 'Close self-service sign-up' }).click());
    }
  });
});
