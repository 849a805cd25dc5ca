import { describe, expect, it } from 'vitest';
import { CONSOLE_OWNER, consoleURL, keep, openFromCard, signedIn, submitted } from '../../helpers/console';
import { baseURL, useBrowser } from '../../helpers/browser';
import { sendContactAs } from '../../helpers/forms';
import { accessibleAtBothWidths } from '../../helpers/widths';

// A person's data in one screen (docs/privacy.md): a visitor sends Immo Scheldeland's contact
// form; its owner opens Privacy from the agency's card, finds the visitor by address with the
// keyboard, erases them after the question, and reads the access log and the register. Axe at
// 1280 and 390 px on each screen, the results in French too. What each screen says, the download
// and the erasure's count are test/worker/console/privacy/privacy-walk.test.ts's (the erase
// question's words and the mailbox named, privacy-erase-words.test.ts's).

const browser = useBrowser();

describe('the privacy screen', () => {
  it('finds a visitor by address, hands over their records, erases them after the question, and logs it', async () => {
    const email = `privacy-e2e-${Date.now()}@example.be`;
    await sendContactAs(browser(), `${baseURL()}/nl/contact`, '192.0.2.83', {
      firstName: 'Jozefien',
      lastName: 'Vergeetmij',
      email,
      message: 'Wis mij later.',
    });
    const { page, errors } = await signedIn(browser(), CONSOLE_OWNER);
    await openFromCard(page, 'Immo Scheldeland', 'Privacy: a person’s data');
    await page.getByRole('heading', { level: 1, name: 'Privacy at Immo Scheldeland' }).waitFor();
    await accessibleAtBothWidths(page, 'privacy', 'console-privacy');

    // Found with the keyboard: the address typed, Enter.
    await page.getByLabel('E-mail address or phone number').fill(email);
    await submitted(page, () => page.keyboard.press('Enter'));
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`records? found for ${email.replaceAll('.', '\\.')}`) })
      .waitFor();
    await accessibleAtBothWidths(page, 'privacy results', 'console-privacy');

    // The same results in French.
    await page.goto(`${consoleURL()}/fr/sites/1/privacy`);
    await page.getByLabel('Adresse e-mail ou numéro de téléphone').fill(email);
    await submitted(page, () => page.keyboard.press('Enter'));
    await page.getByRole('row').filter({ hasText: 'Demande de contact' }).first().waitFor();
    await accessibleAtBothWidths(page, 'privacy results in French', 'console-privacy');
    await keep(page, 'console-privacy-fr');

    // Erased after the question; the screen says how many.
    await page.goto(`${consoleURL()}/en/sites/1/privacy`);
    await page.getByLabel('E-mail address or phone number').fill(email);
    await submitted(page, () => page.keyboard.press('Enter'));
    await submitted(page, () => page.getByRole('button', { name: 'Erase everything…' }).click());
    await page.getByRole('heading', { level: 1, name: `Erase all data of ${email}?` }).waitFor();
    await accessibleAtBothWidths(page, 'erase question', 'console-privacy');
    await submitted(page, () => page.getByRole('button', { name: 'Erase for good' }).click());
    await page
      .getByRole('status')
      .filter({ hasText: /records? erased\./ })
      .waitFor();
    await accessibleAtBothWidths(page, 'erased', 'console-privacy');
    await page.getByLabel('E-mail address or phone number').fill(email);
    await submitted(page, () => page.keyboard.press('Enter'));
    await page
      .getByRole('status')
      .filter({ hasText: `Immo Scheldeland keeps nothing about ${email}.` })
      .waitFor();

    // The access log and the register.
    await page.getByRole('link', { name: 'Who looked at your visitors’ data (access log)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Access log of Immo Scheldeland' }).waitFor();
    await accessibleAtBothWidths(page, 'access log', 'console-privacy');
    await page.getByRole('link', { name: 'Back to privacy' }).click();
    await page.getByRole('link', { name: 'Register of processing activities' }).click();
    await page.getByRole('heading', { level: 1, name: 'Processing register of Immo Scheldeland' }).waitFor();
    await accessibleAtBothWidths(page, 'register', 'console-privacy');
    expect(errors).toEqual([]);
    await page.close();
  });
});
