import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleURL, expectAccessible, liveAgency, signedIn } from '../../helpers/console';
import { newPage, useBrowser } from '../../helpers/browser';

// Forms that fail, on a phone (390 px) and a desktop (1280 px), in Dutch and French: the error
// summary has the focus as the page loads, Tab goes on into the form, axe finds nothing; an
// oversized upload (a 10 MB photo) is refused as it is chosen with JavaScript, and without the
// forms script the answer's summary takes the focus. What the answers say (the title, the field
// marked and tied to its error, the rest kept, the summary the one autofocus, also without any
// JavaScript) are worker tests: test/worker/console/kit/console-forms.test.ts,
// test/worker/console/kit/console-uploads.test.ts. A live agency of its own, so the demo sites
// other files read stay as they are.

const OPERATOR = 'operator@agency-sites.localhost';
const NAME = 'Immo Formulier';
const TEN_MB = Buffer.alloc(10 * 1000 * 1000);
const browser = useBrowser();

beforeAll(async () => {
  await liveAgency(NAME, 'formulier', ['nl', 'fr']);
});

/** The focused element's `data-error-summary` (the summary), or what has the focus instead. */
const focused = (page: Page) =>
  page.evaluate(() => (document.activeElement?.hasAttribute('data-error-summary') ? 'summary' : (document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing')));

/** From the operator's home page to a new page of the agency with one image-and-text section; answers the editor's address. */
async function pageWithPicture(page: Page): Promise<string> {
  await page.goto(`${consoleURL()}/en/`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
  await card.getByRole('link', { name: 'Pages' }).click();
  const stamp = String(Date.now()).slice(-6);
  await page.getByLabel('Title (Dutch)').fill(`Foto ${stamp}`);
  await page.getByLabel('Address (Dutch)').fill(`foto-${stamp}`);
  await page.getByLabel('Address (French)').fill(`photo-${stamp}`);
  await page.getByRole('button', { name: 'Create the page' }).click();
  await page.getByRole('heading', { name: `Edit the page “Foto ${stamp}”` }).waitFor();
  await page.getByLabel('Kind of section').selectOption('imageWithText');
  await page.getByRole('button', { name: 'Add a section' }).click();
  await page.locator('#s0-image').waitFor();
  return page.url();
}

describe('a form that fails', () => {
  for (const width of [390, 1280]) {
    for (const lang of ['nl', 'fr'] as const) {
      it(`focuses its error summary, then Tab goes into the form (${width} px, ${lang})`, async () => {
        const page = await newPage(browser(), { viewport: { width, height: 800 } });
        await page.goto(`${consoleURL()}/${lang}/sign-in`);
        await page.locator('#email').focus();
        await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')]);
        await expect.poll(() => focused(page)).toBe('summary');
        // Tab goes on from the summary into the form.
        await page.keyboard.press('Tab');
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('email');
        await expectAccessible(page, `failed sign-in (${width} px, ${lang})`);
        await page.context().close();
      });
    }
  }
});

describe('an oversized upload', () => {
  it('is refused as it is chosen, with the error beside the field, the focus on it and the typed title kept', async () => {
    const { page } = await signedIn(browser(), OPERATOR);
    await pageWithPicture(page);
    await page.locator('#s0-title-nl').fill('Kom eens langs');
    await page.locator('#s0-image').setInputFiles({ name: 'gsm-foto.jpg', mimeType: 'image/jpeg', buffer: TEN_MB });
    await page.locator('#s0-image-size-error', { hasText: 'This file is larger than 5 MiB' }).waitFor();
    await expect(page.locator('#s0-image').evaluate((input: HTMLInputElement) => input.files?.length)).resolves.toBe(0);
    await expect(page.locator('#s0-image').getAttribute('aria-describedby')).resolves.toContain('s0-image-size-error');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('s0-image');
    await expect(page.locator('#s0-title-nl').inputValue()).resolves.toBe('Kom eens langs');
    await expectAccessible(page, 'page editor with a file refused as chosen');
    await page.context().close();
  });

  for (const width of [390, 1280]) {
    it(`without the forms script, comes back with its error summary focused; axe finds nothing (${width} px)`, async () => {
      const { page } = await signedIn(browser(), OPERATOR, { viewport: { width, height: 800 } });
      const editor = (await pageWithPicture(page)).replace('/en/', '/fr/');
      await page.route('**/assets/forms.*.js', (route) => route.abort());
      await page.goto(editor);
      await page.locator('#s0-image').setInputFiles({ name: 'gsm-foto.jpg', mimeType: 'image/jpeg', buffer: TEN_MB });
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'load' }),
        page.locator('#s0-image').locator('xpath=ancestor::form').getByRole('button', { name: 'Enregistrer' }).click(),
      ]);
      await page.locator('#s0-image-error').waitFor();
      await expect.poll(() => focused(page)).toBe('summary');
      await expectAccessible(page, `page editor with an oversized picture refused (${width} px)`);
      await page.context().close();
    });
  }
});
