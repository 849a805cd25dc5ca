import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, watchErrors } from '../../helpers/browser';
import { expectAccessible, keep, liveAgency, signInThroughMailbox } from '../../helpers/console';
import { createPage } from '../../helpers/console-drafts';

// The page editor with eight sections, in Dutch and French at 1280 and 390 px: the whole editor
// fits in three screens of 800 px at 1280; opening a section closes the other; moving a section
// up by keyboard comes back with focus on that section; a section's languages are tabs; removing
// a section asks first, "cancel" and the removal land with the focus on a section. Axe finds
// nothing on the editor, the question or the preview. What the answers hold (the first section
// open, the incomplete mark, the section moved and open, the question, the removal's notice and
// the sections left) is the worker test test/worker/console/pages/page-editor.test.ts; the
// preview's bar, test/worker/console/pages/incomplete-sections.test.ts. An agency of its own, in
// Dutch and French.

const OPERATOR = 'operator@agency-sites.localhost';
const NAME = 'Immo Blokken';
const KINDS = ['sectionTitle', 'htmlText', 'callToAction', 'imageWithText', 'contactForm', 'reviews', 'employees', 'offices'];
const WORDS = {
  nl: {
    up: 'Omhoog',
    down: 'Omlaag',
    remove: 'Verwijderen',
    add: 'Blok toevoegen',
    kind: 'Soort blok',
    yes: 'Ja, verwijderen',
    cancel: 'Annuleren',
    reviews: 'Beoordelingen',
    contact: 'Contactformulier',
    french: 'Frans',
    title: 'Titel (Frans)',
  },
  fr: {
    up: 'Monter',
    down: 'Descendre',
    remove: 'Retirer',
    add: 'Ajouter un bloc',
    kind: 'Type de bloc',
    yes: 'Oui, retirer',
    cancel: 'Annuler',
    reviews: 'Avis',
    contact: 'Formulaire de contact',
    french: 'français',
    title: 'Titre (français)',
  },
} as const;

let browser: Browser;
let page: Page;
let errors: string[];
/** The editor's address without its language: `/sites/{id}/pages/{id}`. */
let editor = '';

beforeAll(async () => {
  browser = await launchBrowser();
  await liveAgency(NAME, 'blokken');
  page = await newPage(browser);
  errors = watchErrors(page);
  await signInThroughMailbox(page, OPERATOR);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
  await card.getByRole('link', { name: 'Pages' }).click();
  await createPage(page, { Dutch: ['Blokken', 'blokken'], French: ['Blocs', 'blocs'] });
  editor = new URL(page.url()).pathname.replace(/^\/en/, '');
  for (const kind of KINDS) {
    await page.getByLabel('Kind of section').selectOption(kind);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.getByRole('button', { name: 'Add a section' }).click()]);
  }
  await expect(page.locator('ol.sections > li').count()).resolves.toBe(8);
});

afterAll(async () => {
  await browser?.close();
});

/** The focused element's section (its `li` id) and whether it is that section's summary. */
const focused = (at: Page) =>
  at.evaluate(() => ({ section: document.activeElement?.closest('li')?.id ?? '', summary: document.activeElement?.tagName === 'SUMMARY' }));

describe.each(['nl', 'fr'] as const)('the page editor in %s', (language) => {
  const words = WORDS[language];
  it.each([1280, 390])(
    'at %i px: within three 800 px screens at 1280, one section open at a time, moves a section up by keyboard with focus kept, ' +
      'shows languages as tabs, asks before removing',
    async (width) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${new URL(page.url()).origin}/${language}${editor}`);
      if (width === 1280) expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(3 * 800);
      await expectAccessible(page, `page editor (${language}, ${width} px)`);
      await keep(page, `console-page-editor-${language}-${width}`);

      // The sixth section opened by its summary (keyboard), moved up by keyboard: focus stays on it, now fifth.
      const sixth = page.locator('ol.sections > li').nth(5);
      const id = (await sixth.getAttribute('id'))!;
      const heading = (await sixth.locator('h3').textContent())!;
      await sixth.locator('summary').focus();
      await page.keyboard.press('Enter');
      // Opening it closed the first (the sections are one group of details).
      await expect(page.locator('ol.sections details[open]').count()).resolves.toBe(1);
      await page.getByRole('button', { name: `${words.up}: ${heading}` }).focus();
      await Promise.all([page.waitForURL(new RegExp(`open=\\d+&focus=${id.replace('section', 'summary')}$`)), page.keyboard.press('Enter')]);
      await expect.poll(() => focused(page)).toEqual({ section: id, summary: true });
      // And back down, so each run starts from the same order.
      await Promise.all([
        page.waitForURL(new RegExp(`focus=${id.replace('section', 'summary')}$`)),
        page.getByRole('button', { name: `${words.down}: ${heading.replace(/^6\./, '5.')}` }).click(),
      ]);
      // The address is the one before (the same section open): the new page is there once it has focused the section.
      await expect.poll(() => focused(page)).toEqual({ section: id, summary: true });

      // The first section's languages as tabs: French by the arrow key.
      const first = page.locator('ol.sections > li').first();
      await first.locator('summary').click();
      const tabs = first.getByRole('tablist');
      await tabs.getByRole('tab', { selected: true }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(first.getByRole('tab', { name: words.french }).getAttribute('aria-selected')).resolves.toBe('true');
      await first.getByLabel(words.title, { exact: true }).waitFor();
      await expectAccessible(page, `page editor with French shown (${language}, ${width} px)`);

      // Removing asks first; "cancel" leads back to the section, open and focused.
      const last = page.locator('ol.sections > li').last();
      const lastId = (await last.getAttribute('id'))!;
      await last.locator('summary').click();
      await last.getByRole('link', { name: new RegExp(`^${words.remove}`) }).click();
      await page.waitForURL(/\/remove$/);
      await expectAccessible(page, `remove question (${language}, ${width} px)`);
      await page.getByRole('link', { name: words.cancel }).click();
      await expect.poll(() => focused(page)).toEqual({ section: lastId, summary: true });
    },
  );
});

describe('removing a section', () => {
  it('removes it once confirmed and lands on the section before it, focused', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${new URL(page.url()).origin}/nl${editor}`);
    const last = page.locator('ol.sections > li').last();
    const before = (await page.locator('ol.sections > li').nth(6).getAttribute('id'))!;
    await last.locator('summary').click();
    await last.getByRole('link', { name: /^Verwijderen/ }).click();
    await Promise.all([page.waitForURL(/removed=1/), page.getByRole('button', { name: WORDS.nl.yes }).click()]);
    await expect.poll(() => focused(page)).toEqual({ section: before, summary: true });
    await expectAccessible(page, 'page editor after a removal');
    expect(errors).toEqual([]);
  });
});

describe('a section opened before the script has come', () => {
  it('stays open and focused: the script does not take the user back to the section acted on', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const address = `${new URL(page.url()).origin}/nl${editor}`;
    await page.goto(address);
    const sixth = page.locator('ol.sections > li').nth(5);
    const id = (await sixth.getAttribute('id'))!;
    // The editor after an action on the sixth section (its fragment), its script held back as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/page-editor[^/]*\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${address}?open=${id.replace('section-', '')}&focus=${id.replace('section', 'summary')}`, { waitUntil: 'commit' });
      await page.locator(`#${id} details[open]`).waitFor();
      const first = page.locator('ol.sections > li').first();
      await first.locator('summary').click();
      await first.locator('details[open]').waitFor();
      await expect.poll(() => asked).toBe(true);
      release();
      await page.waitForLoadState('load');
      await first.locator('[role=tablist]').waitFor({ state: 'attached' });
      await expect(page.locator('ol.sections details[open]').count()).resolves.toBe(1);
      await expect(first.locator('details').getAttribute('open')).resolves.toBe('');
      expect(await focused(page)).toEqual({ section: (await first.getAttribute('id'))!, summary: true });
    } finally {
      release();
      await page.unroute(/\/page-editor[^/]*\.js$/);
    }
    expect(errors).toEqual([]);
  });
});

describe('the preview of the draft', () => {
  it('opens with its bar; axe finds nothing at 1280 and 390 px', async () => {
    await page.goto(`${new URL(page.url()).origin}/en${editor}`);
    await page.getByRole('button', { name: 'Preview the draft on the site' }).click();
    await page.getByRole('link', { name: `Open the preview of ${NAME}` }).click();
    await page.getByRole('complementary', { name: 'Voorbeeld' }).waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await expectAccessible(page, `preview with its bar (${width} px)`);
    }
    expect(errors).toEqual([]);
  });
});
