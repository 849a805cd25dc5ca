import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleURL, expectAccessible, keep, OPERATOR, signedIn, useLiveAgency } from '../../helpers/console';
import { newPage, useBrowser } from '../../helpers/browser';
import { accessibleAtBothWidths } from '../../helpers/widths';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// Editors' changes published by an owner (docs/publishing.md, "Approval"): the owner ticks the
// switch in Settings (Dutch); an editor changes the home page's hero, and on the changes screen
// (French) finds no publish button but "submit for approval", and submits by keyboard; the
// owner's first page (Dutch) says one change waits, by whom; the owner opens it and publishes;
// visitors see it. Axe on every screen touched, at 1280 and 390 px. A live agency of its own,
// whose owner is the operator.

const stamp = Date.now();
const NAME = `Immo Goedkeuring ${stamp}`;
const EDITOR = `goedkeuring-${stamp}@example.be`;
const HERO = 'Goedgekeurd door de eigenaar';
const browser = useBrowser();
/** The owner's and the editor's pages and their browser errors, from the first test to the second. */
let owner: Page;
let editor: Page;
let ownerErrors: string[];
let editorErrors: string[];

const site = useLiveAgency(NAME, 'goedkeuring', ['nl', 'fr']);

/** The agency's card on the console's first page (in the page's language). */
const bothWidths = (page: Page, screen: string) => accessibleAtBothWidths(page, screen, 'console-approval');
const card = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });

describe("editors' changes published by an owner", () => {
  it('the owner requires approval in Settings (Dutch); the editor finds no publish button and submits by keyboard (French)', async () => {
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
    await expect(publishing.getByRole('checkbox', { name: 'Wijzigingen van redacteurs worden gepubliceerd door een eigenaar' }).isChecked()).resolves.toBe(
      true,
    );
    await bothWidths(owner, 'settings');

    // The editor: the home page's hero changed in the draft, then submitted from the French changes screen.
    ({ page: editor, errors: editorErrors } = await signedIn(browser(), EDITOR));
    await card(editor).getByRole('link', { name: 'Pages', exact: true }).click();
    await editor.getByRole('link', { name: `${NAME} – uw vastgoedmakelaar` }).click();
    const hero = editor.getByRole('form', { name: '1. Title' });
    await hero.getByLabel('Title (Dutch)', { exact: true }).fill(HERO);
    await hero.getByRole('button', { name: 'Save' }).click();
    await editor.getByRole('status').filter({ hasText: 'Saved in the draft' }).waitFor();

    await editor.goto(`${consoleURL()}/fr/`);
    await expect(card(editor).getByRole('link', { name: 'Publier les modifications', exact: true }).count()).resolves.toBe(0);
    await card(editor).getByRole('link', { name: 'Soumettre les modifications pour approbation', exact: true }).click();
    await editor.getByRole('heading', { level: 1, name: `Modifications de ${NAME}` }).waitFor();
    await expect(editor.getByRole('button', { name: 'Publier les modifications' }).count()).resolves.toBe(0);
    await expect(editor.getByRole('button', { name: 'Abandonner les modifications' }).count()).resolves.toBe(0);
    await bothWidths(editor, 'changes before submitting');
    await editor.getByRole('button', { name: 'Soumettre pour approbation' }).focus();
    await Promise.all([editor.waitForURL(/done=submit/), editor.keyboard.press('Enter')]);
    await editor.getByRole('status').filter({ hasText: 'Soumis : un propriétaire de l’agence publiera les modifications ou les renverra.' }).waitFor();
    await expect(editor.locator('main').textContent()).resolves.toMatch(
      new RegExp(`Soumis pour approbation par ${EDITOR.replaceAll('.', '\\.')} le \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`),
    );
    await expect(editor.getByRole('button', { name: 'Soumettre pour approbation' }).count()).resolves.toBe(0);
    await bothWidths(editor, 'changes submitted');
    await editor.goto(`${consoleURL()}/fr/`);
    await expect(card(editor).textContent()).resolves.toContain('Les modifications attendent l’approbation d’un propriétaire');
    await bothWidths(editor, "the editor's first page");

    expect(editorErrors).toEqual([]);
  });

  it('the owner sees on the first page (Dutch) that one change waits and by whom, opens it and publishes it; visitors see it', async () => {
    // A visitor sees nothing of it yet.
    const visitor = await newPage(browser());
    await visitor.goto(`${site.url()}/nl/`);
    await expect(visitor.locator('main').textContent()).resolves.not.toContain(HERO);

    // The owner: the first page says what waits and by whom; the changes screen publishes it.
    await owner.goto(`${consoleURL()}/nl/`);
    const waits = card(owner).getByRole('link', {
      name: new RegExp(`^1 wijziging wacht op uw goedkeuring \\(ingediend door ${EDITOR.replaceAll('.', '\\.')} op \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\)$`),
    });
    await waits.waitFor();
    await bothWidths(owner, "the owner's first page");
    await waits.click();
    await owner.getByRole('heading', { level: 1, name: `Wijzigingen van ${NAME}` }).waitFor();
    await expect(owner.locator('main').textContent()).resolves.toContain(`Deze wijzigingen wachten op uw goedkeuring: ingediend door ${EDITOR} op `);
    await owner.getByRole('form', { name: 'Wijzigingen terugsturen' }).getByLabel('Opmerking voor de redacteurs (optioneel)').waitFor();
    await bothWidths(owner, 'changes waiting for the owner');
    await keep(owner, 'console-approval-owner-changes-1280');
    await owner.getByRole('button', { name: 'Wijzigingen publiceren' }).click();
    await owner.getByRole('status').filter({ hasText: 'Gepubliceerd: bezoekers zien de wijzigingen.' }).waitFor();
    await expect(owner.getByRole('form', { name: 'Wijzigingen terugsturen' }).count()).resolves.toBe(0);
    await expectAccessible(owner, 'changes once published');

    await expect
      .poll(
        async () => {
          await visitor.goto(`${site.url()}/nl/`);
          return (await visitor.locator('main').textContent()) ?? '';
        },
        { timeout: scaled(30_000), interval: 500 },
      )
      .toContain(HERO);
    await owner.goto(`${consoleURL()}/nl/`);
    await expect(
      card(owner)
        .getByRole('link', { name: /wacht op uw goedkeuring/ })
        .count(),
    ).resolves.toBe(0);
    expect(ownerErrors).toEqual([]);
  });
});
