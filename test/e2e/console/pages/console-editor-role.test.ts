import { describe, expect, it } from 'vitest';
import { expectAccessible, keep, openFromCard, OPERATOR, signedIn, useLiveAgency } from '../../helpers/console';
import { addSection, addTitleAboveText, createPage, fillHtmlSource, publish, saveSection } from '../../helpers/console-drafts';
import { useBrowser } from '../../helpers/browser';

// The editor's walk: an editor (not an owner) changes the home page's hero text and a phone
// number in the team, publishes; then adds a French page with a text section, orders its sections
// by keyboard alone, puts the page in the main menu, publishes, and rolls that publication back.
// Axe on every screen. The preview and what visitors get after each step are worker tests
// (test/worker/console/pages/editor-role.test.ts). A live agency of its own, whose owner (the
// operator here) set up the team and invited the editor.

const stamp = Date.now();
const NAME = `Immo Redacteur ${stamp}`;
const EDITOR = `redacteur-${stamp}@example.be`;
const browser = useBrowser();

useLiveAgency(NAME, 'redacteur', ['nl', 'fr']);

describe("an editor's day in the console", () => {
  it('changes the hero and a phone number, publishes; adds a French page (sections moved by keyboard) to the menu; rolls back; axe everywhere', async () => {
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

    // Published by the editor.
    await publish(page, NAME, { accessible: true });

    // A French page with a text and a title, the title moved above the text by keyboard alone.
    await openFromCard(page, NAME, 'Pages', { exact: true });
    await createPage(page, { Dutch: ['Nieuws', 'nieuws'], French: ['Nouvelles', 'nouvelles'] });
    const text = await addSection(page, 'htmlText', '1. Text');
    await fillHtmlSource(text, 'French', '<p>Nos nouvelles de la semaine</p>');
    await saveSection(page, text);
    await addTitleAboveText(page, 'Les dernières nouvelles', 'French');
    await expectAccessible(page, 'new page editor');

    // In the main menu, published.
    await openFromCard(page, NAME, 'Menus', { exact: true });
    const addPage = page.getByRole('form', { name: 'Add a page to the Main menu' });
    await addPage.getByLabel('Page').selectOption({ label: 'Nieuws' });
    await addPage.getByRole('button', { name: 'Add a page to the Main menu' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved in the draft' }).waitFor();
    await expectAccessible(page, 'menus');
    await publish(page, NAME, { accessible: true });

    // Rolled back: the French page and its menu item are gone again.
    await openFromCard(page, NAME, 'Publish changes', { exact: true });
    await page.getByRole('button', { name: 'Roll back to before this' }).first().click();
    await page.getByRole('status').filter({ hasText: 'Rolled back: visitors see the earlier version.' }).waitFor();
    await expectAccessible(page, 'changes after a rollback');
    expect(errors).toEqual([]);
  });
});
