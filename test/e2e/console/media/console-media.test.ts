import { describe, expect, it } from 'vitest';
import { expectAccessible, keep, openFromCard, OPERATOR, signedIn, useLiveAgency } from '../../helpers/console';
import { addSection, createPage, fillHtmlSource, publish } from '../../helpers/console-drafts';
import { loadedWidth, newPage, useBrowser } from '../../helpers/browser';
import { png } from '../../helpers/png';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// Images uploaded to R2 with alt text required: an agency adds an image-and-text
// section to a new page, uploads its picture (a PNG its camera app named .jpg), is refused for
// the missing French alt text, gives it, sees the picture loaded in the editor, previews the page
// (its copy made in sizes loaded), publishes it, and visitors' browsers load the picture; axe on
// the editor. What the refused and saved forms say, no page before the publish, and the picture's
// alt text, address and place in each language are a worker test
// (test/worker/console/media/page-picture.test.ts). A live agency of its own, so the demo sites
// the other tests read stay as they are.

const NAME = 'Immo Beeldbank';
const ALT = { nl: 'De etalage van ons kantoor aan de Korenmarkt', fr: 'La vitrine de notre agence au Korenmarkt' };
const browser = useBrowser();

const siteURL = useLiveAgency(NAME, 'beeldbank', ['nl', 'fr']).url;

describe('a picture in a page, uploaded in the console', () => {
  it('uploads it into a new image-and-text section with an alt text in each language, previews and publishes it, loaded each time', async () => {
    const { page, errors } = await signedIn(browser(), OPERATOR);
    await openFromCard(page, NAME, 'Pages');
    await createPage(page, { Dutch: ['Etalage', 'etalage'], French: ['Vitrine', 'vitrine'] });

    const section = await addSection(page, 'imageWithText', '1. Image and text');
    await section.getByLabel('Picture (PNG, JPEG or WebP)').setInputFiles({ name: 'etalage.jpg', mimeType: 'image/jpeg', buffer: png(1200, 800) });
    await section.getByLabel('Description of the picture (Dutch)').fill(ALT.nl);
    await section.getByLabel('Title (Dutch)', { exact: true }).fill('Kom eens langs');
    // The editor's HTML source is the field itself (test/e2e/client/console/console-editor.test.ts tries the editor).
    await fillHtmlSource(section, 'Dutch', '<p>Elke week <b>nieuwe</b> woningen in de etalage.</p>');
    await section.getByLabel('Picture on the').selectOption('right');
    await section.getByRole('button', { name: 'Save' }).click();

    // Refused beside the French alt text.
    await page.locator('#s0-image-alt-fr-error').waitFor();
    await expectAccessible(page, 'page editor with a refused picture');
    await section.getByLabel('Description of the picture (French)').fill(ALT.fr);
    await section.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved in the draft' }).waitFor();
    const shown = page.getByRole('form', { name: '1. Image and text' }).getByRole('img', { name: ALT.nl });
    expect(await loadedWidth(shown)).toBe(1200);
    await expectAccessible(page, 'page editor with a picture');
    await page.setViewportSize({ width: 1280, height: 900 });
    await keep(page, 'console-media-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await keep(page, 'console-media-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The preview shows the draft's picture.
    await page.getByRole('button', { name: 'Preview the draft on the site' }).click();
    await page.getByRole('link', { name: `Open the preview of ${NAME}` }).click();
    await page.waitForURL(`${siteURL()}/nl/etalage`);
    // The site shows its copy made in sizes (queued when it was uploaded; the placeholder, of no size, until it is made).
    const previewed = page.getByRole('img', { name: ALT.nl });
    await expect.poll(async () => (await page.reload(), await loadedWidth(previewed)), { timeout: scaled(60_000), interval: 500 }).toBeGreaterThan(0);
    expect(await previewed.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
      /\/assets\/media\/sized\/site\/\d+\/image-[0-9a-f]{16}\.png\/\d+$/,
    );

    // Published: a visitor's browser loads it.
    await publish(page, NAME);
    const visitor = await newPage(browser());
    await expect.poll(async () => (await visitor.goto(`${siteURL()}/nl/etalage`))?.status(), { timeout: scaled(30_000), interval: 500 }).toBe(200);
    const img = visitor.locator('img.image-with-text__image');
    await expect(img.evaluate((element: HTMLImageElement) => element.decode().then(() => element.naturalHeight))).resolves.toBeGreaterThan(0);
    // The refused save (400) and the site's 404 until the publish shows: the errors the browser may report.
    expect(errors.filter((error) => !/status of (400|404)/.test(error))).toEqual([]);
    await page.context().close();
    await visitor.context().close();
  });
});
