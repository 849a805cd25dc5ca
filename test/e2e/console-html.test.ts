import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './helpers/browser';
import { CONSOLE_OWNER, consoleURL, OPERATOR, signedIn } from './helpers/console';
import { described, nuMessages } from './helpers/nu-checker';

// The console's pages are valid HTML: every screen of an agency (as its owner, in English and
// French), the operator's new agency, and the signed-out pages, checked by the Nu HTML checker
// (vnu-jar, the W3C validator's own build; Java) with its errors counted: none.

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
    const keep = async (name: string, answer: { text(): Promise<string>; status(): number } | null) => {
      expect(answer?.status(), name).toBe(200);
      const file = join(folder, `${name.replace(/[^a-z0-9-]+/gi, '_')}.html`);
      await writeFile(file, (await answer?.text()) ?? '');
      files.push(file);
    };
    const visitor = await newPage(browser());
    for (const path of ['/en/sign-in', '/nl/sign-in']) await keep(path, await visitor.goto(consoleURL() + path));
    await visitor.context().close();

    const { page } = await signedIn(browser(), CONSOLE_OWNER);
    await keep('/en/', await page.goto(`${consoleURL()}/en/`));
    await keep('/en/passkeys', await page.goto(`${consoleURL()}/en/passkeys`));
    for (const locale of ['en', 'fr']) {
      for (const screen of SCREENS) await keep(`/${locale}/${screen}`, await page.goto(`${consoleURL()}/${locale}/sites/1/${screen}`));
      // The first page's editor, as the pages list links it.
      const pageId = await page
        .goto(`${consoleURL()}/${locale}/sites/1/pages`)
        .then(() => page.locator('a[href*="/sites/1/pages/"]').first().getAttribute('href'));
      await keep(`/${locale}/page-editor`, await page.goto(consoleURL() + pageId!));
    }
    await page.context().close();

    const operator = await signedIn(browser(), OPERATOR);
    await keep('/en/agencies/new', await operator.page.goto(`${consoleURL()}/en/agencies/new`));
    await operator.page.context().close();

    expect(files.length).toBe(2 + 2 + 2 * (SCREENS.length + 1) + 1);
    expect(await nuErrors(files)).toEqual([]);
  });
});
