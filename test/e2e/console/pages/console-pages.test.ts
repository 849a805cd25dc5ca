import { describe, expect, it } from 'vitest';
import { expectAccessible, keep, openFromCard, OPERATOR, signedIn, useLiveAgency } from '../../helpers/console';
import { addSection, addTitleAboveText, fillHtmlSource, fillNewPage, saveSection } from '../../helpers/console-drafts';
import { useBrowser } from '../../helpers/browser';

// Pages and "draft, publish": an agency makes a page in the console (its address sent by
// Enter), gives it a text through the editor's HTML source and a title section moved above it by
// keyboard, adds it to the menu by keyboard beside a new employee, publishes, and rolls the
// publication back: axe on every screen on the way. What the screens say, the pasted markup
// cleaned, the preview and what visitors get are worker tests
// (test/worker/console/pages/pages-walk.test.ts, test/worker/console/pages/console-pages.test.ts).
// A live agency of its own, so the demo sites the other tests read stay as they are.

const NAME = 'Immo Redactie';
const browser = useBrowser();

useLiveAgency(NAME, 'redactie', ['nl', 'fr']);

describe('editing a page in the console', () => {
  it('makes a page, orders its sections and adds it to the menu by keyboard, publishes and rolls back, every screen axe clean', async () => {
    const { page, errors } = await signedIn(browser(), OPERATOR);
    await openFromCard(page, NAME, 'Pages');
    await page.getByRole('heading', { name: `Pages of ${NAME}` }).waitFor();
    await expectAccessible(page, 'pages list');

    // A new page, its address first refused (the site's own favorites page), then right.
    await fillNewPage(page, { Dutch: ['Nieuws', 'favorieten'], French: ['Actualités', 'actualites'] });
    await page.getByRole('button', { name: 'Create the page' }).click();
    await page.locator('#p-url-nl-error').waitFor();
    await page.getByLabel('Address (Dutch)').fill('nieuws');
    await page.getByLabel('Address (Dutch)').press('Enter');
    await page.getByRole('heading', { name: 'Edit the page “Nieuws”' }).waitFor();

    // Two sections: a text (pasted Word markup, cleaned on save) and a title, moved above it by keyboard.
    // The editor's HTML source is the field itself (test/e2e/client/console/console-editor.test.ts tries the editor).
    const text = await addSection(page, 'htmlText', '1. Text');
    await fillHtmlSource(text, 'Dutch', '<p class="MsoNormal" style="color:red">Ons <b>nieuws</b> van de week</p><script>alert(1)</script>');
    await saveSection(page, text);
    await addTitleAboveText(page, 'Het laatste nieuws', 'Dutch');
    await expectAccessible(page, 'page editor');
    await keep(page, 'console-pages');

    // The page in the main menu, chosen from the draft's pages (keyboard).
    await openFromCard(page, NAME, 'Menus');
    await page.getByRole('heading', { name: `Menus of ${NAME}` }).waitFor();
    const addPage = page.getByRole('form', { name: 'Add a page to the Main menu' });
    await addPage.getByLabel('Page').selectOption({ label: 'Nieuws' });
    await addPage.getByRole('button', { name: 'Add a page to the Main menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved in the draft' }).waitFor();
    await expectAccessible(page, 'menus');
    await keep(page, 'console-menus');

    // An employee, added through the content screens (its e-mail checked first).
    await openFromCard(page, NAME, 'Employees, offices, reviews');
    await page.getByRole('heading', { name: `Employees of ${NAME}` }).waitFor();
    const add = page.getByRole('form', { name: 'Add an employee' });
    await add.getByLabel('First name').fill('Ann');
    await add.getByLabel('Last name').fill('Peeters');
    await add.getByLabel('Job title (Dutch)').fill('Makelaar');
    await add.getByLabel('E-mail address').fill('ann-at-redactie');
    await add.getByRole('button', { name: 'Add an employee' }).click();
    await page.locator('#new-email-error').waitFor();
    await page.getByRole('form', { name: 'Add an employee' }).getByLabel('E-mail address').fill('ann@redactie.be');
    await page.getByRole('form', { name: 'Add an employee' }).getByLabel('E-mail address').press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Ann Peeters' }).waitFor();
    await expectAccessible(page, 'employees');
    await keep(page, 'console-people');

    // Publish from the changes screen, then roll it back.
    await openFromCard(page, NAME, 'Publish changes');
    await page.getByRole('heading', { name: `Changes to ${NAME}` }).waitFor();
    await expectAccessible(page, 'changes');
    await keep(page, 'console-changes');
    await page.getByRole('button', { name: 'Publish the changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Published: visitors see the changes.' }).waitFor();
    await page.getByRole('button', { name: 'Roll back to before this' }).click();
    await page.getByRole('status').filter({ hasText: 'Rolled back: visitors see the earlier version.' }).waitFor();
    await expectAccessible(page, 'changes after a rollback');
    // The privacy statement and terms (the agency's own text) and the settings (live at once): axe on both.
    await openFromCard(page, NAME, 'Privacy and terms');
    await page.getByRole('heading', { name: `Privacy statement and terms of use of ${NAME}` }).waitFor();
    await expectAccessible(page, 'privacy and terms');
    await openFromCard(page, NAME, 'Settings');
    await page.getByLabel('Sold', { exact: true }).check();
    await page.getByLabel("The agency's e-mail address").fill('leads@redactie.be');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved: the site uses it at once.' }).waitFor();
    await expectAccessible(page, 'settings');
    await keep(page, 'console-settings');
    // The forms' answers with a field marked (400): the one error the browser may report.
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await page.context().close();
  });
});
