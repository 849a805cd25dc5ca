import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cleanRichText, tidyRichText } from '../../../../shared/html/rich-text';
import { baseURL, keepScreenshot, useBrowser } from '../../helpers/browser';
import { expectAccessible, openFromCard, OPERATOR, signedIn } from '../../helpers/console';
import { createPage } from '../../helpers/console-drafts';

// Rich text: the console's editor in Chromium. Text typed, a heading made with the
// toolbar and a bold word with Ctrl+B, by keyboard only; italic by pointer; a link refused
// (javascript:) then made; Word's HTML pasted and cleaned; the draft saved holds exactly what
// the editor wrote into the field. Without JavaScript the same field is the textarea, which the
// worker's test sends (test/worker/client/console/rich-text-without-javascript.test.ts); here,
// axe on the screen without the editor's script.
// A live agency of its own, so the demo sites the other tests read stay as they are.

const NAME = 'Immo Opmaak';
const HOST = `opmaak-${Date.now()}.localhost`;
const browser = useBrowser();
let editorURL = '';

beforeAll(async () => {
  const made = await fetch(`${baseURL()}/admin/sites`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${inject('adminToken')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: NAME, hostnames: [HOST], locales: ['nl', 'fr'], comingSoon: false, contact: { email: 'info@opmaak.be' } }),
  });
  if (made.status !== 201) throw new Error(`creating the site answered ${made.status}: ${await made.text()}`);
});

const word = () => readFile('test/unit/fixtures/rich-text/word.html', 'utf8');

/** Pastes HTML into an element as a browser does: a paste event whose clipboard carries text/html (and its text). */
async function pasteHtml(target: Locator, html: string): Promise<void> {
  await target.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'plain text, not used');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** The accessible name of the focused element (its aria-label or text). */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

/** The text section's form at a width, kept under .tmp/ to be looked at. */
async function screenshot(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await keepScreenshot(page.getByRole('form', { name: '1. Text' }), `.tmp/${name}-${width}.png`);
}

describe('the rich-text editor', () => {
  it('formats by toolbar and shortcut, refuses a javascript: link, cleans a Word paste and saves exactly what it shows', async () => {
    const { page, errors } = await signedIn(browser(), OPERATOR);
    await openFromCard(page, NAME, 'Pages');
    await createPage(page, { Dutch: ['Over ons', 'over-ons-opmaak'], French: ['À propos', 'a-propos-opmaak'] });
    await page.getByLabel('Kind of section').selectOption('htmlText');
    await page.getByRole('button', { name: 'Add a section' }).click();
    await page.getByRole('heading', { level: 3, name: '1. Text' }).waitFor();
    editorURL = page.url().replace(/\?.*$/, '');

    const form = page.getByRole('form', { name: '1. Text' });
    const editor = form.getByRole('textbox', { name: 'Text (Dutch)' });
    // What the form posts: the textarea's name is carried by a hidden field while the editor edits.
    const field = form.locator('[name="html.nl"]');
    const textarea = form.locator('textarea#s0-html-nl');
    const toolbar = form.getByRole('toolbar', { name: 'Formatting of Text (Dutch)' });
    const button = (name: string) => toolbar.getByRole('button', { name, exact: true });
    // Until the script has run, the textbox of that name is the textarea itself: wait for the editor's region.
    await form.locator('#s0-html-nl-editor[contenteditable="true"]').waitFor();
    await expect(editor.getAttribute('id')).resolves.toBe('s0-html-nl-editor');
    await expect(textarea.isHidden()).resolves.toBe(true);
    await expect(field.getAttribute('type')).resolves.toBe('hidden');
    await expect(editor.getAttribute('aria-describedby')).resolves.toBe('s0-html-nl-keys');

    // A heading with the toolbar, by keyboard: Shift+Tab from the text reaches the toolbar's one
    // Tab stop, arrows move along it, Enter applies and puts the focus back in the text.
    await editor.focus();
    await page.keyboard.type('Wie we zijn');
    await expect(field.inputValue()).resolves.toBe('<p>Wie we zijn</p>');
    await page.keyboard.press('Shift+Tab');
    await expect(focusedName(page)).resolves.toBe('H2 Heading 2');
    await page.keyboard.press('ArrowRight');
    await expect(focusedName(page)).resolves.toBe('H3 Heading 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(button('H2 Heading 2').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('textbox');

    // A bold word with Ctrl+B, an italic one with the toolbar by pointer.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Een ');
    await page.keyboard.press('Control+B');
    await expect(button('Bold').getAttribute('aria-pressed')).resolves.toBe('true');
    await page.keyboard.type('tuin');
    await page.keyboard.press('Control+B');
    await page.keyboard.type(' en een ');
    await button('Italic').click();
    await page.keyboard.type('garage');
    await button('Italic').click();
    await page.keyboard.type('. Mail ');

    // A link with Ctrl+K: javascript: is refused beside the address, a mailto: address is taken.
    await page.keyboard.press('Control+K');
    const address = form.getByRole('textbox', { name: 'Link address (https://, mailto:, tel: or a page of the site, e.g. /en/contact)' });
    await expect(address.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type('javascript:alert(1)');
    await page.keyboard.press('Enter');
    await form
      .getByRole('alert')
      .filter({ hasText: 'Only an address starting with https://, mailto: or tel:, or a page of the site (/en/…), can be a link.' })
      .waitFor();
    await expect(address.getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, 'console-editor-link', 390);
    await page.setViewportSize({ width: 1280, height: 800 });
    await address.fill('mailto:info@opmaak.be');
    await page.keyboard.press('Enter');
    await expect(address.isHidden()).resolves.toBe(true);
    await page.keyboard.type(' of bel.');

    // Word's HTML pasted on a new line: cleaned as the server cleans it.
    await page.keyboard.press('Enter');
    const beforePaste =
      '<h2>Wie we zijn</h2><p>Een <strong>tuin</strong> en een <em>garage</em>. Mail <a href="mailto:info@opmaak.be">mailto:info@opmaak.be</a> of bel.</p>';
    await expect(field.inputValue()).resolves.toBe(beforePaste);
    await pasteHtml(editor, await word());
    // What the editor shows is cleaned too: no style, class, span or Word element left in it.
    await expect(editor.evaluate((element) => element.querySelectorAll('[style], [class], span, font, meta, style, o\\:p').length)).resolves.toBe(0);
    await expect(editor.locator('ul > li').allTextContents()).resolves.toEqual(['Drie slaapkamers', 'Garage voor twee wagens']);
    const written = await field.inputValue();
    expect(written).toBe(`${beforePaste}${tidyRichText(cleanRichText(await word()))}`);
    await expectAccessible(page, 'page editor with the rich-text editor');

    // Undo, by pointer: what was typed goes at once (not a letter at a time), then the paste,
    // in the field too; pasted again, it is back.
    await page.keyboard.type(' Weg ermee');
    await expect(field.inputValue()).resolves.toContain('Weg ermee');
    await button('Undo').click();
    await expect(field.inputValue()).resolves.toBe(written);
    await button('Undo').click();
    await expect(field.inputValue()).resolves.toBe(beforePaste);
    await pasteHtml(editor, await word());
    await expect(field.inputValue()).resolves.toBe(written);

    // The HTML source: the textarea, shown with it, and back.
    await button('HTML source').click();
    await expect(textarea.isVisible()).resolves.toBe(true);
    await expect(textarea.inputValue()).resolves.toBe(written);
    await expect(button('Bold').isDisabled()).resolves.toBe(true);
    await button('HTML source').click();
    await expect(editor.isVisible()).resolves.toBe(true);
    await expect(field.inputValue()).resolves.toBe(written);

    await screenshot(page, 'console-editor', 1280);
    await screenshot(page, 'console-editor', 390);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Saved: the draft holds exactly what the editor wrote, which the editor shows again.    await saveSection(page, form);
    await expect(textarea.inputValue()).resolves.toBe(written);
    await expect(field.inputValue()).resolves.toBe(written);
    await expect(editor.evaluate((element) => element.querySelector('h2')?.textContent)).resolves.toBe('Wie we zijn');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("opens a site link of the text on the agency's site, not on the console's host, by Ctrl-click", async () => {
    const { page, errors } = await signedIn(browser(), OPERATOR);
    await page.goto(editorURL);
    const editor = page.getByRole('form', { name: '1. Text' }).locator('#s0-html-nl-editor[contenteditable="true"]');
    await editor.waitFor();
    await editor.evaluate((element) => element.insertAdjacentHTML('beforeend', '<p><a href="/nl/contact">Contacteer ons</a></p>'));
    const [opened] = await Promise.all([page.context().waitForEvent('page'), editor.getByText('Contacteer ons').click({ modifiers: ['Control'] })]);
    await opened.waitForURL(/\/nl\/contact$/);
    const url = new URL(opened.url());
    expect(url.hostname).toBe(HOST);
    expect(url.pathname).toBe('/nl/contact');
    // The console itself stayed on its editor.
    expect(new URL(page.url()).hostname).toBe(new URL(editorURL).hostname);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leaves the screen accessible without the editor’s script, the field a textarea', async () => {
    // axe needs JavaScript: the same screen as without it, the editor's script refused.
    const { page } = await signedIn(browser(), OPERATOR);
    await page.route('**/assets/rich-text-editor-*.js', (route) => route.abort());
    await page.goto(editorURL);
    await expect(page.locator('textarea[name="html.nl"]').isVisible()).resolves.toBe(true);
    await expectAccessible(page, 'page editor without the editor script');
    await page.context().close();
  });
});
