import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleURL, expectAccessible, keep, OPERATOR, signedIn, useLiveAgency } from '../../helpers/console';
import { useBrowser } from '../../helpers/browser';
import { accessibleAtBothWidths } from '../../helpers/widths';

// Editors' changes published by an owner (docs/publishing.md, "Approval"): the owner ticks the
// switch in Settings (Dutch); an editor changes the home page's hero and, on the changes screen
// (French), submits by keyboard; the owner opens what waits from the first page (Dutch) and
// publishes it. Axe on every screen touched, at 1280 and 390 px. What each screen says, which
// buttons it offers and what visitors then see are worker tests
// (test/worker/console/changes/console-approval.test.ts). A live agency of its own, whose owner is the operator.

const stamp = Date.now();
const NAME = `Immo Goedkeuring ${stamp}`;
const EDITOR = `goedkeuring-${stamp}@example.be`;
const browser = useBrowser();
/** The owner's and the editor's pages and their browser errors, from the first test to the second. */
let owner: Page;
let editor: Page;
let ownerErrors: string[];
let editorErrors: string[];

useLiveAgency(NAME, 'goedkeuring', ['nl', 'fr']);

/** The agency's card on the console's first page (in the page's language). */
const bothWidths = (page: Page, screen: string) => accessibleAtBothWidths(page, screen, 'console-approval');
const card = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });

describe("editors' changes published by an owner", () => {
  it('the owner requires approval in Settings (Dutch); the editor submits by keyboard (French); each screen accessible at both widths', async () => {
    // The owner: the editor invited, and the switch ticked in Settings.
    ({ page: owner, errors: ownerErrors } = await signedIn(browser(), OPERATOR));
    await card(owner).getByRole('link', { name: 'Team and invitations', exact: true }).click();
    const siteId = /\/sites\/(\d+)\//.exec(owner.url())?.[1];
    expect(siteId).toMatch(/^\d+$/);
    await owner.getByLabel('Their e-mail address').fill(EDITOR);
    await owner.getByLabel(/^Editor/).check();
    await owner.getByRole('button', { name: 'Send the invitation' }).click();
    await owner.getByRole('row', { name: new RegExp(EDITOR.replaceAll('.', '\\.')) }).waitFor();

    await owner.goto(`${consoleURL()}/nl/sites/${siteId}/settings`);
    const publishing = owner.getByRole('region', { name: 'Publiceren' });
    await publishing.getByRole('checkbox', { name: 'Wijzigingen van redacteurs worden gepubliceerd door een eigenaar' }).check();
    await publishing.getByRole('button', { name: 'Publicatiekeuze opslaan' }).click();
    await owner.getByRole('status').filter({ hasText: 'Opgeslagen' }).waitFor();
    await bothWidths(owner, 'settings');

    // The editor: the home page's hero changed in the draft, then submitted from the French changes screen.
    ({ page: editor, errors: editorErrors } = await signedIn(browser(), EDITOR));
    await card(editor).getByRole('link', { name: 'Pages', exact: true }).click();
    await editor.getByRole('link', { name: `${NAME} – uw vastgoedmakelaar` }).click();
    const hero = editor.getByRole('form', { name: '1. Title' });
    await hero.getByLabel('Title (Dutch)', { exact: true }).fill('Goedgekeurd door de eigenaar');
    await hero.getByRole('button', { name: 'Save' }).click();
    await editor.getByRole('status').filter({ hasText: 'Saved in the draft' }).waitFor();

    await editor.goto(`${consoleURL()}/fr/`);
    await card(editor).getByRole('link', { name: 'Soumettre les modifications pour approbation', exact: true }).click();
    await editor.getByRole('heading', { level: 1, name: `Modifications de ${NAME}` }).waitFor();
    await bothWidths(editor, 'changes before submitting');
    await editor.getByRole('button', { name: 'Soumettre pour approbation' }).focus();
    await Promise.all([editor.waitForURL(/done=submit/), editor.keyboard.press('Enter')]);
    await editor.getByRole('status').filter({ hasText: 'Soumis : un propriétaire de l’agence publiera les modifications ou les renverra.' }).waitFor();
    await bothWidths(editor, 'changes submitted');
    await editor.goto(`${consoleURL()}/fr/`);
    await card(editor)
      .getByRole('link', { name: /attendent l’approbation d’un propriétaire/ })
      .waitFor();
    await bothWidths(editor, "the editor's first page");

    expect(editorErrors).toEqual([]);
  });

  it('the owner opens what waits from the first page (Dutch) and publishes it; each screen accessible', async () => {
    await owner.goto(`${consoleURL()}/nl/`);
    const waits = card(owner).getByRole('link', { name: /^1 wijziging wacht op uw goedkeuring/ });
    await waits.waitFor();
    await bothWidths(owner, "the owner's first page");
    await waits.click();
    await owner.getByRole('heading', { level: 1, name: `Wijzigingen van ${NAME}` }).waitFor();
    await bothWidths(owner, 'changes waiting for the owner');
    await keep(owner, 'console-approval-owner-changes-1280');
    await owner.getByRole('button', { name: 'Wijzigingen publiceren' }).click();
    await owner.getByRole('status').filter({ hasText: 'Gepubliceerd: bezoekers zien de wijzigingen.' }).waitFor();
    await expectAccessible(owner, 'changes once published');
    expect(ownerErrors).toEqual([]);
  });
});
