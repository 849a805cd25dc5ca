import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './axe';
import { openFromCard } from './console';
import { scaled } from '../../../scripts/speed-factor.mjs';

// What the console's draft tests do again and again: a new page, its sections, the save that
// answers with a new page, the publication, and a visitor waiting for what was published.

/** A page's title and address in each language, by the language's English name ('Dutch', 'French'…). */
export type PageNames = Partial<Record<'Dutch' | 'French' | 'English' | 'German', [title: string, address: string]>>;

/** Fills the new page's titles and addresses on an agency's pages screen (the form not sent). */
export async function fillNewPage(page: Page, names: PageNames): Promise<void> {
  for (const [language, [title, address]] of Object.entries(names)) {
    await page.getByLabel(`Title (${language})`).fill(title);
    await page.getByLabel(`Address (${language})`).fill(address);
  }
}

/** Makes a page on an agency's pages screen and waits for its editor (named by its first title). */
export async function createPage(page: Page, names: PageNames): Promise<void> {
  await fillNewPage(page, names);
  await page.getByRole('button', { name: 'Create the page' }).click();
  await page.getByRole('heading', { name: `Edit the page “${Object.values(names)[0]![0]}”` }).waitFor();
}

/** Adds a section of `kind` (its option's value) in the page editor and answers its form, named `form` (e.g. '1. Text'). */
export async function addSection(page: Page, kind: string, form: string): Promise<Locator> {
  await page.getByLabel('Kind of section').selectOption(kind);
  await page.getByRole('button', { name: 'Add a section' }).click();
  const section = page.getByRole('form', { name: form });
  await section.waitFor();
  return section;
}

/** Types HTML into a section's text in `language` through the editor's HTML source (the field itself). */
/** A section's languages are tabs (with the page editor's script): shows `language`'s panel, where there are tabs. */
export async function showLanguage(section: Locator, language: string): Promise<void> {
  const tab = section.getByRole('tab', { name: language, exact: true });
  if ((await tab.count()) > 0) await tab.click();
}

export async function fillHtmlSource(section: Locator, language: string, html: string): Promise<void> {
  await showLanguage(section, language);
  await section
    .getByRole('toolbar', { name: `Formatting of Text (${language})` })
    .getByRole('button', { name: 'HTML source' })
    .click();
  await section.getByRole('textbox', { name: `Text (${language})`, exact: true }).fill(html);
}

/**
 * Saves a section and waits for the save's own page: the editor already says "Saved in the
 * draft" when the section was just added, so the answer's load is waited for first.
 */
export async function saveSection(page: Page, section: Locator): Promise<void> {
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), section.getByRole('button', { name: 'Save' }).click()]);
  await page.getByRole('status').filter({ hasText: 'Saved in the draft' }).waitFor();
}

/** Publishes the agency's draft from its changes screen (opened from its card; `accessible`: axe on that screen first). */
export async function publish(page: Page, agency: string, { accessible = false } = {}): Promise<void> {
  await openFromCard(page, agency, 'Publish changes', { exact: true });
  if (accessible) {
    await page.getByRole('heading', { name: `Changes to ${agency}` }).waitFor();
    await expectAccessible(page, 'changes');
  }
  await page.getByRole('button', { name: 'Publish the changes' }).click();
  await page.getByRole('status').filter({ hasText: 'Published: visitors see the changes.' }).waitFor();
}

/** Asks `url` until a visitor gets `status` (the site re-reads its cache generations every few seconds). */
export async function untilVisitorGets(visitor: Page, url: string, status: number): Promise<void> {
  await expect.poll(async () => (await visitor.goto(url))?.status(), { timeout: scaled(30_000), interval: 500 }).toBe(status);
}

/** Waits until a visitor's page at `url` holds `text` (as untilVisitorGets). */
export async function untilVisitorSees(visitor: Page, url: string, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await visitor.goto(url);
        return (await visitor.locator('body').textContent()) ?? '';
      },
      { timeout: scaled(30_000), interval: 500 },
    )
    .toContain(text);
}

/**
 * In a page editor whose one section is a text: adds a title section with `title` in `language`
 * (e.g. 'French'), saves it, and moves it above the text by keyboard; the order is then checked.
 */
export async function addTitleAboveText(page: Page, title: string, language: string): Promise<void> {
  const section = await addSection(page, 'sectionTitle', '2. Title');
  await showLanguage(section, language);
  await section.getByLabel(`Title (${language})`, { exact: true }).fill(title);
  await saveSection(page, section);
  await page.getByRole('button', { name: 'Move up: 2. Title' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 3, name: '1. Title' }).waitFor();
  await expect(page.locator('ol.sections h3').allTextContents()).resolves.toEqual(['1. Title', '2. Text']);
}
