import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import words from '../../../../locales/console.json';
import { AD_FACT_WORDS } from '../../../../shared/domain/ad-rules';
import { consoleURL, liveAgency, signInThroughMailbox } from '../../helpers/console';
import { launchBrowser, newPage, watchErrors } from '../../helpers/browser';
import { png } from '../../helpers/png';
import { accessibleAtBothWidths } from '../../helpers/widths';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// A new agency without a CRM puts its listings online through the console alone
// (docs/console-listings.md), once in Dutch at 1280 px and once in French at 390 px: it adds a
// house (in Dutch from the go-live checklist's "your first listing" step), chooses three
// pictures at once (a file too large and one that is no picture are refused before they are
// sent; the others go one by one, their progress shown), moves the third to the front by
// keyboard (and one by its buttons and by drag), presses Publish and the legal guard answers the form again with what the ad lacks,
// each linked to its field; the facts filled in, the house is published. Axe on every console
// screen at 1280 and 390 px. What the refused form keeps, the list's row and the house on the
// site in four languages (its legal ad line, the picture moved first) are worker tests
// (test/worker/console/listings/console-listings.test.ts, console-listing-media.test.ts there,
// test/worker/shared/domain/legal-guard-sources.test.ts). A live agency of its own, whose owner is the operator.

const OPERATOR = 'operator@agency-sites.localhost';
const stamp = Date.now();
const NAME = `Immo Zonder CRM ${stamp}`;
const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;
/** The EPC's unique code. */
const EPC_CODE = '20240101-0000123456-RES-1';

let siteId = '';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await liveAgency(NAME, 'zonder-crm', [...LANGUAGES]);
});

afterAll(async () => {
  await browser?.close();
});

const card = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
const field = (page: Page, path: string) => page.locator(`#field-${path.replaceAll('.', '-')}`);
/** Types each value into its field, by the field's path. */
async function fillIn(page: Page, values: Record<string, string>): Promise<void> {
  for (const [path, value] of Object.entries(values)) await field(page, path).fill(value);
}
const pictures = (page: Page) => page.locator('ol[data-estate-pictures] > li[data-picture]');
/** The pictures' addresses in the list's order. */
const hiddenUrls = (page: Page) =>
  pictures(page)
    .locator('input[type="hidden"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

describe('a listing entered in the console', () => {
  it.each([
    ['nl', 1280],
    ['fr', 390],
  ] as const)(
    'in %s at %d px: three pictures, one moved by keyboard, buttons and drag, refused by the guard, then published; axe on each screen',
    { timeout: scaled(240_000) },
    async (lang, width) => {
      const reference = `HUIS-${lang}-${stamp}`;
      const title = { nl: `Ruime woning ${lang}`, fr: `Maison spacieuse ${lang}`, en: `Spacious house ${lang}`, de: `Geräumiges Haus ${lang}` };
      const word = (key: { nl: string; fr: string }) => key[lang];
      const page = await newPage(browser);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const errors = watchErrors(page);
      const screens = (screen: string) =>
        accessibleAtBothWidths(page, `${lang} ${screen}`, 'console-listings').then(() => page.setViewportSize({ width, height: width === 390 ? 844 : 800 }));
      await signInThroughMailbox(page, OPERATOR);
      if (lang === 'nl') {
        await page.goto(`${consoleURL()}/nl/`);
        await card(page).getByText('Uw eerste pand online').waitFor();
        await card(page).getByRole('link', { name: 'Uw CRM koppelen' }).waitFor();
        await card(page).getByRole('link', { name: 'Pand toevoegen' }).click();
        siteId = /\/sites\/(\d+)\//.exec(page.url())![1]!;
      } else await page.goto(`${consoleURL()}/${lang}/sites/${siteId}/estates/new`);
      await page.getByRole('heading', { level: 1, name: word(words.estates.newTitle) }).waitFor();
      await screens('new listing');

      await fillIn(page, {
        reference,
        'price.amount': '385000',
        'address.street': 'Veldstraat',
        'address.number': '12',
        'address.postalCode': '9000',
        'address.city': 'Gent',
        'rooms.bedrooms': '3',
        constructionYear: '1990',
      });
      // The Dutch description in the console's rich-text editor, once its script has made the region.
      await page.locator('#field-description-nl-editor[contenteditable="true"]').fill('Een lichte woning met tuin.');
      for (const language of LANGUAGES) await field(page, `title.${language}`).fill(title[language]);

      // Five files at once: one too large and one that is no picture are refused before they are sent; three go, with their progress.
      const chosen = [
        { name: 'groot.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
        { name: 'notities.txt', mimeType: 'text/plain', buffer: Buffer.from('geen foto') },
        ...[0, 1, 2].map((n) => ({ name: `foto-${n}.png`, mimeType: 'image/png', buffer: png(900 + n * 10, 600) })),
      ];
      await page.getByLabel(word(words.estates.f.newPictures)).setInputFiles(chosen);
      const progress = page.locator('[data-picture-progress]');
      await progress.getByText(word(words.estates.sent).replace('{{name}}', 'foto-2.png')).waitFor();
      await expect(progress.getByText(word(words.estates.pictureTooBig).replace('{{name}}', 'groot.png').replace('{{max}}', '5')).count()).resolves.toBe(1);
      await expect(progress.getByText(word(words.estates.pictureNotImage).replace('{{name}}', 'notities.txt')).count()).resolves.toBe(1);
      await expect(progress.locator('progress').count()).resolves.toBe(3);
      await expect(pictures(page).count()).resolves.toBe(3);
      const urls = await hiddenUrls(page);
      for (const [n, alt] of ['De voorgevel', 'De tuin', 'De keuken'].entries())
        await pictures(page)
          .nth(n)
          .getByLabel(word(words.estates.f.alt).replace('{{language}}', word(words.agencies.language.nl)))
          .fill(alt);

      // The kitchen to the front by keyboard: twice the up arrow on it, its place announced, the focus kept on it.
      const kitchen = await pictures(page).nth(2).getAttribute('data-picture');
      await pictures(page).nth(2).focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(page.locator('[data-picture-status]').textContent()).resolves.toBe(
        word(words.estates.moved).replace('{{n}}', '1').replace('{{total}}', '3'),
      );
      await expect(hiddenUrls(page)).resolves.toEqual([urls[2], urls[0], urls[1]]);
      await expect(page.evaluate(() => document.activeElement?.getAttribute('data-picture'))).resolves.toBe(kitchen);
      await expect(pictures(page).first().locator('.estate-picture__order').inputValue()).resolves.toBe('1');
      // Its buttons too, by keyboard: down and up again, the focus staying on the button pressed.
      await pictures(page)
        .first()
        .getByRole('button', { name: word(words.estates.moveDown) })
        .focus();
      await page.keyboard.press('Enter');
      await expect(hiddenUrls(page)).resolves.toEqual([urls[0], urls[2], urls[1]]);
      await expect(page.evaluate(() => document.activeElement?.getAttribute('data-move'))).resolves.toBe('1');
      await pictures(page)
        .nth(1)
        .getByRole('button', { name: word(words.estates.moveUp) })
        .press('Enter');
      // And by drag: the garden, last, dropped on the top of the front, second (a window tall enough to hold both).
      await page.setViewportSize({ width, height: 2400 });
      await pictures(page).nth(1).scrollIntoViewIfNeeded();
      await pictures(page)
        .nth(2)
        .dragTo(pictures(page).nth(1), { sourcePosition: { x: 4, y: 4 }, targetPosition: { x: 40, y: 4 } });
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await expect(hiddenUrls(page)).resolves.toEqual([urls[2], urls[1], urls[0]]);
      await expect(pictures(page).nth(2).locator('.estate-picture__order').inputValue()).resolves.toBe('3');
      await screens('listing with pictures');
      await page.getByRole('button', { name: word(words.estates.publish) }).click();

      // The guard: the form again, what the ad lacks in plain words, each a link to its field.
      const alert = page.getByRole('alert');
      await alert.getByRole('link', { name: AD_FACT_WORDS.floodParcel[lang] }).waitFor();
      await screens('listing refused by the guard');
      await alert.getByRole('link', { name: AD_FACT_WORDS.epcLabel[lang] }).click();
      await page.waitForURL(/#field-energy-label$/);

      await fillIn(page, { 'energy.value': '250', 'energy.reference': EPC_CODE });
      const choices = {
        'energy.label': 'C',
        'legal.floodScoreParcel': 'A',
        'legal.floodScoreBuilding': 'B',
        'legal.buildingPermit': 'yes',
        'legal.urbanDestination': 'WG',
        'legal.planningMeasure': 'no',
        'legal.preemptionRight': 'no',
        'legal.subdivisionPermit': 'no',
      };
      for (const [path, value] of Object.entries(choices)) await field(page, path).selectOption(value);
      await page.getByRole('button', { name: word(words.estates.publish) }).click();
      await page.getByText(word(words.estates.published)).waitFor();
      await screens('listing published');

      // The list of the agency's listings.
      await page.goto(`${consoleURL()}/${lang}/sites/${siteId}/estates`);
      await page.getByRole('row').filter({ hasText: reference }).waitFor();
      await screens('listings');
      // The one answer that is not a success: the guard's refusal (409), the form again.
      expect(errors).toEqual([
        expect.stringMatching(/^Failed to load resource: the server responded with a status of 409 \(Conflict\): http.*\/estates\/new$/),
      ]);
    },
  );
});
