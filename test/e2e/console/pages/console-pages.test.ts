import { describe, expect, it } from 'vitest';
import { expectAccessible, keep, openFromCard, OPERATOR, signedIn, useLiveAgency } from '../../helpers/console';
import { addSection, addTitleAboveText, fillHtmlSource, fillNewPage, saveSection, untilVisitorGets } from '../../helpers/console-drafts';
import { newPage, useBrowser } from '../../helpers/browser';

// Pages and "draft, preview, publish": an agency makes a page in the console, gives
// it a text (pasted markup cleaned) and a title section moved above it by keyboard, previews
// it on its site while visitors still get a 404, publishes it, and rolls the publication back.
// A live agency of its own, so the demo sites the other tests read stay as they are.

const NAME = 'Immo Redactie';
const browser = useBrowser();

const siteURL = useLiveAgency(NAME, 'redactie', ['nl', 'fr']).url;

describe('editing a page in the console', () => {
  it('makes a page, edits and orders its sections, previews it, publishes it and rolls it back', async () => {
    const { page, errors } = await signedIn(browser(), OPERATOR);
    await openFromCard(page, NAME, 'Pages');
    await page.getByRole('heading', { name: `Pages of ${NAME}` }).waitFor();
    await expectAccessible(page, 'pages list');

    // A new page, its address first refused (the site's own favorites page), then right.
    await fillNewPage(page, { Dutch: ['Nieuws', 'favorieten'], French: ['Actualités', 'actualites'] });
    await page.getByRole('button', { name: 'Create the page' }).click();
    await page.locator('#p-url-nl-error', { hasText: 'The site itself uses this address.' }).waitFor();
    await expect(page.getByLabel('Address (Dutch)').getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByLabel('Address (Dutch)').fill('nieuws');
    await page.getByLabel('Address (Dutch)').press('Enter');
    await page.getByRole('heading', { name: 'Edit the page “Nieuws”' }).waitFor();

    // Two sections: a text (pasted Word markup is cleaned on save) and a title, moved above it by keyboard.
    // The editor's HTML source is the field itself (test/e2e/client/console/console-editor.test.ts tries the editor).
    const text = await addSection(page, 'htmlText', '1. Text');
    await fillHtmlSource(text, 'Dutch', '<p class="MsoNormal" style="color:red">Ons <b>nieuws</b> van de week</p><script>alert(1)</script>');
    await saveSection(page, text);
    await expect(text.locator('textarea#s0-html-nl').inputValue()).resolves.toBe('<p>Ons <strong>nieuws</strong> van de week</p>');
    await addTitleAboveText(page, 'Het laatste nieuws', 'Dutch');
    await expectAccessible(page, 'page editor');
    await keep(page, 'console-pages');

    // The page in the main menu, chosen from the draft's pages (keyboard).
    const editor = page.url().replace(/\?.*$/, '');
    await openFromCard(page, NAME, 'Menus');
    await page.getByRole('heading', { name: `Menus of ${NAME}` }).waitFor();
    const addPage = page.getByRole('form', { name: 'Add a page to the Main menu' });
    await addPage.getByLabel('Page').selectOption({ label: 'Nieuws' });
    await addPage.getByRole('button', { name: 'Add a page to the Main menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved in the draft' }).waitFor();
    await expect(page.getByRole('form', { name: 'Main menu: Nieuws', includeHidden: true }).count()).resolves.toBe(1);
    await expectAccessible(page, 'menus');
    await keep(page, 'console-menus');
    await page.goto(editor);

    // An employee, added through the content screens (its e-mail checked first).
    await openFromCard(page, NAME, 'Employees, offices, reviews');
    await page.getByRole('heading', { name: `Employees of ${NAME}` }).waitFor();
    const add = page.getByRole('form', { name: 'Add an employee' });
    await add.getByLabel('First name').fill('Ann');
    await add.getByLabel('Last name').fill('Peeters');
    await add.getByLabel('Job title (Dutch)').fill('Makelaar');
    await add.getByLabel('E-mail address').fill('ann-at-redactie');
    await add.getByRole('button', { name: 'Add an employee' }).click();
    await page.locator('#new-email-error', { hasText: 'This is not an e-mail address.' }).waitFor();
    await page.getByRole('form', { name: 'Add an employee' }).getByLabel('E-mail address').fill('ann@redactie.be');
    await page.getByRole('form', { name: 'Add an employee' }).getByLabel('E-mail address').press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Ann Peeters' }).waitFor();
    await expectAccessible(page, 'employees');
    await keep(page, 'console-people');
    await page.goto(editor);

    // The preview shows the draft page; a visitor gets a 404 still.
    const visitor = await newPage(browser());
    expect((await visitor.goto(`${siteURL()}/nl/nieuws`))?.status()).toBe(404);
    await page.getByRole('button', { name: 'Preview the draft on the site' }).click();
    await page.getByRole('link', { name: `Open the preview of ${NAME}` }).click();
    await page.waitForURL(`${siteURL()}/nl/nieuws`);
    await page.getByRole('heading', { name: 'Het laatste nieuws' }).waitFor();
    await expect(page.locator('main').textContent()).resolves.toContain('Ons nieuws van de week');
    // The main menu has the page too (the header's navigation may be folded on this width).
    await expect(page.locator('header a[href="/nl/nieuws"]').count()).resolves.toBeGreaterThan(0);

    // Publish from the changes screen: visitors get the page.
    await openFromCard(page, NAME, 'Publish changes');
    await page.getByRole('heading', { name: `Changes to ${NAME}` }).waitFor();
    await expect(page.locator('ul.changes li').allTextContents()).resolves.toEqual([
      expect.stringMatching(/^Page Nieuws \(new\), by operator@agency-sites\.localhost on /),
      expect.stringMatching(/^Main menu \(changed\), by operator@agency-sites\.localhost on /),
      expect.stringMatching(/^Employees \(new\), by operator@agency-sites\.localhost on /),
    ]);
    await expectAccessible(page, 'changes');
    await keep(page, 'console-changes');
    await page.getByRole('button', { name: 'Publish the changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Published: visitors see the changes.' }).waitFor();
    await untilVisitorGets(visitor, `${siteURL()}/nl/nieuws`, 200);
    await visitor.getByRole('heading', { name: 'Het laatste nieuws' }).waitFor();

    // Roll it back: the page is gone again for visitors.
    await page.getByRole('button', { name: 'Roll back to before this' }).click();
    await page.getByRole('status').filter({ hasText: 'Rolled back: visitors see the earlier version.' }).waitFor();
    await untilVisitorGets(visitor, `${siteURL()}/nl/nieuws`, 404);
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
    await expect(page.getByLabel('Sold', { exact: true }).isChecked()).resolves.toBe(true);
    await expectAccessible(page, 'settings');
    await keep(page, 'console-settings');
    // The site's own 404 while checking the page was gone: the one error the browsers may report.
    expect(errors.filter((error) => !/status of (400|404)/.test(error))).toEqual([]);
    await page.context().close();
    await visitor.context().close();
  });
});
