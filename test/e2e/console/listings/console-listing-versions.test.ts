import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleURL, expectAccessible, OPERATOR, signInThroughMailbox, useLiveAgency } from '../../helpers/console';
import { newPage, useBrowser, watchErrors } from '../../helpers/browser';
import { fillDutchDescription, fillFlemishFacts, fillGhentHouse } from '../../helpers/listing-form';
import { accessibleAtBothWidths } from '../../helpers/widths';

// A console listing's life (docs/console-listings.md), tried as an agency would in Chromium:
// a house saved as a draft with a formatted description (the editor's HTML source), previewed on
// the site as its detail page no wider than a phone (390 px), published twice, the first version
// published again from the versions screen (Dutch; its link a target of 24 px at 320 px), then
// taken offline and put back online (French, at 390 px). Axe on the new screens at both widths.
// What the preview, the versions screen and the site say after each step are worker tests
// (test/worker/console/listings/listing-lifecycle.test.ts). A live agency of its own, whose owner is the operator.

const stamp = Date.now();
const NAME = `Immo Versies ${stamp}`;
const REFERENCE = `VERSIE-${stamp}`;
const browser = useBrowser();
const site = useLiveAgency(NAME, 'versies', ['nl', 'fr']);

const bothWidths = (page: Page, screen: string) => accessibleAtBothWidths(page, screen, 'console-listing-versions');
const card = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });

describe('a console listing’s preview, versions and withdrawal', () => {
  it('previews the draft on a phone, publishes an earlier version again and takes the listing offline and back (nl, fr), axe on each screen', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    await signInThroughMailbox(page, OPERATOR);
    await page.goto(`${consoleURL()}/nl/`);
    await card(page).getByRole('link', { name: 'Pand toevoegen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nieuw pand' }).waitFor();
    await fillGhentHouse(page, REFERENCE, { nl: 'Herenhuis aan de Veldstraat', fr: 'Maison de maître rue Veldstraat' });
    await fillDutchDescription(page, '<h2>Ligging</h2><p>Vlakbij het station.</p>', { source: true });
    await fillFlemishFacts(page);
    await page.getByRole('button', { name: 'Opslaan als ontwerp' }).click();
    await page.getByRole('status').filter({ hasText: 'Bewaard als ontwerp' }).waitFor();
    const editor = page.url().replace(/[?#].*$/, '');
    const [, siteId, draftId] = /\/sites\/(\d+)\/estates\/drafts\/(\d+)$/.exec(editor)!;

    // The preview: the console's one-time link, then the draft as the site's detail page.
    await page.getByRole('button', { name: 'Voorbeeld op de site' }).click();
    await page.getByRole('link', { name: `Het voorbeeld van ${NAME} openen` }).click();
    await page.waitForURL(`${site.url()}/nl/_listing/${draftId}`);
    await page.getByRole('complementary').filter({ hasText: 'Voorbeeld: bezoekers zien dit niet' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Herenhuis aan de Veldstraat' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Published, then published again at a lower price.
    await page.goto(editor);
    await page.getByRole('button', { name: 'Publiceren' }).click();
    await page.getByText('Gepubliceerd: het pand staat op uw site.').waitFor();
    await page.getByLabel('Prijs in euro').fill('379000');
    await page.getByRole('button', { name: 'Publiceren' }).click();
    await page.getByText('Gepubliceerd: het pand staat op uw site.').waitFor();

    // The versions screen: the first version published again. Its link in the editor stands in no
    // sentence: at 320 px each of its boxes is a target of at least 24 × 24 px (WCAG 2.5.8).
    await page.goto(editor);
    await page.setViewportSize({ width: 320, height: 800 });
    const boxes = await page
      .getByRole('link', { name: 'Versies en online-status' })
      .evaluate((link) => [...link.getClientRects()].map(({ width, height }) => ({ width, height })));
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(Math.min(box.width, box.height), JSON.stringify(boxes)).toBeGreaterThanOrEqual(24);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'Versies en online-status' }).click();
    await page.getByRole('heading', { level: 1, name: `Versies: ${REFERENCE} · Herenhuis aan de Veldstraat` }).waitFor();
    await bothWidths(page, 'versions');
    await page.getByRole('button', { name: 'Versie 1 opnieuw publiceren' }).click();
    await page.getByRole('status').filter({ hasText: 'Versie 1 staat weer online.' }).waitFor();
    await bothWidths(page, 'version published again');

    // Offline and back, in French on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${consoleURL()}/fr/sites/${siteId}/estates/drafts/${draftId}/versions`);
    await page.getByRole('button', { name: 'Mettre hors ligne' }).click();
    await page.getByRole('status').filter({ hasText: 'Le bien est hors ligne.' }).waitFor();
    await expectAccessible(page, 'listing offline in French at 390 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Remettre en ligne' }).click();
    await page.getByRole('status').filter({ hasText: 'Le bien est de nouveau en ligne.' }).waitFor();
    await expectAccessible(page, 'listing back online in French at 390 px');
    expect(errors).toEqual([]);
  });
});
