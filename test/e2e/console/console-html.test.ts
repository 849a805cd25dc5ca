import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, served, useBrowser } from '../helpers/browser';
import { CONSOLE_OWNER, consoleURL, OPERATOR, signedIn } from '../helpers/console';
import { described, nuMessages } from '../helpers/nu-checker';

// The console's pages are valid HTML: every screen of an agency (as its owner, in English and
// French), the operator's new agency, and the signed-out pages, checked by the Nu HTML checker
// (vnu-jar, the W3C validator's own build; Java) with its errors counted: none. The checker reads
// the HTML as served, so each screen is asked for over HTTP with the signed-in person's cookies
// (`served`) and never rendered: rendering 60-odd screens with their scripts was most of this
// file's time.

const browser = useBrowser();
const SCREENS = [
  'brand',
  'legal',
  'content/employees',
  'content/offices',
  'content/reviews',
  'content/quotes',
  'pages',
  'menus',
  'agreements',
  'settings',
  'team',
  'crm',
  'leads',
  'privacy',
  'privacy/log',
  'privacy/register',
  'stats',
  'domain',
  'publish',
  'changes',
  'tags',
  'assistants',
  'estates',
  'estates/new',
  'listings',
  'viewing-hours',
];

let folder = '';
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The Nu checker's errors in these files, as "file: line: message". */
const nuErrors = async (files: string[]) => described(await nuMessages(files));

describe('the console as HTML', () => {
  it('has no Nu checker error on any screen, signed out, as an owner in English and French, or as the operator', async () => {
    folder = await mkdtemp(join(tmpdir(), 'console-html-'));
    const files: string[] = [];
    /** Asks for a screen as the page's person (its context's cookies) and keeps its HTML; answers it. */
    const keep = async (page: Page, name: string, path: string) => {
      const { status, html } = await served(consoleURL() + path, await page.context().cookies(consoleURL()));
      expect(status, name).toBe(200);
      const file = join(folder, `${name.replace(/[^a-z0-9-]+/gi, '_')}.html`);
      await writeFile(file, html);
      files.push(file);
      return html;
    };
    const visitor = await newPage(browser());
    for (const path of ['/en/sign-in', '/nl/sign-in']) await keep(visitor, path, path);
    await visitor.context().close();

    const { page } = await signedIn(browser(), CONSOLE_OWNER);
    await keep(page, '/en/', '/en/');
    await keep(page, '/en/passkeys', '/en/passkeys');
    for (const locale of ['en', 'fr']) {
      for (const screen of SCREENS) await keep(page, `/${locale}/${screen}`, `/${locale}/sites/1/${screen}`);
      // The first page's editor, as the pages list links it.
      const pages = await served(`${consoleURL()}/${locale}/sites/1/pages`, await page.context().cookies(consoleURL()));
      const editor = /href="([^"]*\/sites\/1\/pages\/[^"]+)"/.exec(pages.html)?.[1];
      expect(editor, `a page's editor linked from /${locale}/sites/1/pages`).toBeDefined();
      const url = new URL(editor!.replaceAll('&amp;', '&'), consoleURL());
      await keep(page, `/${locale}/page-editor`, url.pathname + url.search);
    }
    await page.context().close();

    const operator = await signedIn(browser(), OPERATOR);
    await keep(operator.page, '/en/agencies/new', '/en/agencies/new');
    await operator.page.context().close();

    expect(files.length).toBe(2 + 2 + 2 * (SCREENS.length + 1) + 1);
    expect(await nuErrors(files)).toEqual([]);
  });
});
