import { describe, expect, it } from 'vitest';
import { expectAccessible, keep, openFromCard, OPERATOR, signedIn, useLiveAgency } from '../../helpers/console';
import {
  addSection,
  addTitleAboveText,
  createPage,
  fillHtmlSource,
  publish,
  saveSection,
  untilVisitorGets,
  untilVisitorSees,
} from '../../helpers/console-drafts';
import { newPage, useBrowser } from '../../helpers/browser';

// The editor's walk: an editor (not an owner) changes the home page's hero text
// and a phone number in the team, previews both, publishes, and the public pages show both; then
// adds a French page with a text section, orders its sections by keyboard alone, puts the page in
// the French main menu, publishes, and rolls that publication back. Axe on every screen. A live
// agency of its own, whose owner (the operator here) set up the team and invited the editor.

const stamp = Date.now();
const NAME = `Immo Redacteur ${stamp}`;
const EDITOR = `redacteur-${stamp}@example.be`;
const browser = useBrowser();

const siteURL = useLiveAgency(NAME, 'redacteur', ['nl', 'fr']).url;

describe("an editor's day in the console", () => {
  it('changes the hero text and a phone number, previews, publishes; adds a French page to the French menu; rolls it back', async () => {
    // The owner's part: the team's first employee, published, and the editor invited.
    const { page: owner } = await signedIn(browser(), OPERATOR);
    await openFromCard(owner, NAME, 'Employees, offices, reviews', { exact: true });
    const add = owner.getByRole('form', { name: 'Add an employee' });
    await add.getByLabel('First name').fill('Ann');
    await add.getByLabel('Last name').fill('Peeters');
    await add.getByLabel('E-mail address').fill('ann@redacteur.be');
    await add.getByLabel('Phone', { exact: true }).fill('+32 9 111 22 33');
    await add.getByRole('button', { name: 'Add an employee' }).click();
    await owner.getByRole('heading', { level: 2, name: 'Ann Peeters' }).waitFor();
    await publish(owner, NAME, { accessible: true });
    await openFromCard(owner, NAME, 'Team and invitations', { exact: true });
    await owner.getByLabel('Their e-mail address').fill(EDITOR);
    await owner.getByLabel(/^Editor/).check();
    await owner.getByRole('button', { name: 'Send the invitation' }).click();
    await owner.getByRole('row', { name: new RegExp(EDITOR.replaceAll('.', '\\.')) }).waitFor();
    await owner.context().close();

    const { page, errors } = await signedIn(browser(), EDITOR);
    await expectAccessible(page, "the editor's home");

    // The home page's hero: its first section, a title.
    await openFromCard(page, NAME, 'Pages', { exact: true });
    await page.getByRole('heading', { name: `Pages of ${NAME}` }).waitFor();
    await expectAccessible(page, 'pages list');
    await page.getByRole('link', { name: `${NAME} – uw vastgoedmakelaar` }).click();
    const hero = page.getByRole('form', { name: '1. Title' });
    await hero.getByLabel('Title (Dutch)', { exact: true }).fill('Uw thuis in het Waasland');
    await hero.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved in the draft' }).waitFor();
    await expectAccessible(page, 'home page editor');
    await keep(page, 'console-editor-role-home');

    // A phone number in the team.
    await openFromCard(page, NAME, 'Employees, offices, reviews', { exact: true });
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ann Peeters' }) });
    await item.locator('summary', { hasText: 'Change' }).click();
    const ann = item.getByRole('form', { name: 'Ann Peeters' });
    await ann.getByLabel('Phone', { exact: true }).fill('+32 9 444 55 66');
    await ann.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved in the draft' }).waitFor();
    await expectAccessible(page, 'employees');

    // The preview shows both; a visitor sees neither yet.
    const visitor = await newPage(browser());
    await visitor.goto(`${siteURL()}/nl/`);
    await expect(visitor.locator('main').textContent()).resolves.not.toContain('Uw thuis in het Waasland');
    await openFromCard(page, NAME, 'Pages', { exact: true });
    await page.getByRole('link', { name: `${NAME} – uw vastgoedmakelaar` }).click();
    await page.getByRole('button', { name: 'Preview the draft on the site' }).click();
    await page.getByRole('link', { name: `Open the preview of ${NAME}` }).click();
    await page.waitForURL(`${siteURL()}/nl/`);
    await page.getByRole('heading', { level: 1, name: 'Uw thuis in het Waasland' }).waitFor();
    await page.goto(`${siteURL()}/nl/over-ons`);
    await expect(page.locator('main').textContent()).resolves.toContain('+32 9 444 55 66');

    // Published: the public pages show both.
    await publish(page, NAME, { accessible: true });
    await untilVisitorSees(visitor, `${siteURL()}/nl/`, 'Uw thuis in het Waasland');
    await untilVisitorSees(visitor, `${siteURL()}/nl/over-ons`, '+32 9 444 55 66');

    // A French page with a text and a title, the title moved above the text by keyboard alone.
    await openFromCard(page, NAME, 'Pages', { exact: true });
    await createPage(page, { Dutch: ['Nieuws', 'nieuws'], French: ['Nouvelles', 'nouvelles'] });
    const text = await addSection(page, 'htmlText', '1. Text');
    await fillHtmlSource(text, 'French', '<p>Nos nouvelles de la semaine</p>');
    await saveSection(page, text);
    await addTitleAboveText(page, 'Les dernières nouvelles', 'French');
    await expectAccessible(page, 'new page editor');

    // In the main menu: its French label is the French page's.
    await openFromCard(page, NAME, 'Menus', { exact: true });
    const addPage = page.getByRole('form', { name: 'Add a page to the Main menu' });
    await addPage.getByLabel('Page').selectOption({ label: 'Nieuws' });
    await addPage.getByRole('button', { name: 'Add a page to the Main menu' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved in the draft' }).waitFor();
    await expectAccessible(page, 'menus');
    await publish(page, NAME, { accessible: true });
    await untilVisitorGets(visitor, `${siteURL()}/fr/nouvelles`, 200);
    await visitor.goto(`${siteURL()}/fr/`);
    await expect(visitor.locator('header a[href="/fr/nouvelles"]').count()).resolves.toBeGreaterThan(0);
    await visitor.goto(`${siteURL()}/fr/nouvelles`);
    await expect(visitor.locator('main h1, main h2').first().textContent()).resolves.toContain('Les dernières nouvelles');
    await expect(visitor.locator('main').textContent()).resolves.toContain('Nos nouvelles de la semaine');
    await keep(visitor, 'console-editor-role-french-page');

    // Rolled back: the French page and its menu item are gone; the hero and phone stay.
    await openFromCard(page, NAME, 'Publish changes', { exact: true });
    await page.getByRole('button', { name: 'Roll back to before this' }).first().click();
    await page.getByRole('status').filter({ hasText: 'Rolled back: visitors see the earlier version.' }).waitFor();
    await expectAccessible(page, 'changes after a rollback');
    await untilVisitorGets(visitor, `${siteURL()}/fr/nouvelles`, 404);
    await visitor.goto(`${siteURL()}/fr/`);
    await expect(visitor.locator('header a[href="/fr/nouvelles"]').count()).resolves.toBe(0);
    await untilVisitorSees(visitor, `${siteURL()}/nl/`, 'Uw thuis in het Waasland');
    await untilVisitorSees(visitor, `${siteURL()}/nl/over-ons`, '+32 9 444 55 66');
    expect(errors).toEqual([]);
    // A whole day of screens (about 40 page loads): twice the project's minute, for a loaded machine.
  });
});
