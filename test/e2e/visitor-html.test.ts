import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseURL, newPage, useBrowser } from './helpers/browser';
import { described, type NuMessage, nuMessages } from './helpers/nu-checker';

// The visitor's pages are valid HTML: in each of the four languages, every page the header and
// footer link to (home, listings, holiday homes, the agency's pages, contact, privacy, terms…)
// and the first listing's detail page of each kind linked from them, checked by the Nu HTML
// checker. Two constructs of today's HTML the checker does not know yet are the only messages
// let through, each matched exactly (NEWER_THAN_THE_CHECKER): a planted error still fails.

const browser = useBrowser();
const LOCALES = ['nl', 'fr', 'en', 'de'] as const;

/**
 * What the Nu checker (26.9.27) reports about markup newer than itself, which browsers implement:
 * - `<link rel="expect" href="#…" blocking="render">` (HTML's render-blocking of a part of the
 *   page: the first paint waits for the header and the hero, worker/site/render/head.tsx);
 * - the speculation rules' URL patterns (`href_matches` objects with `pathname`/`search`, the
 *   current Speculation Rules syntax, worker/site/render/speculation-rules.tsx).
 */
const NEWER_THAN_THE_CHECKER: ((message: NuMessage) => boolean)[] = [
  (message) =>
    message.message === 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
    /<link rel="expect" href="#[\w-]+" blocking="render"/.test(message.extract ?? ''),
  (message) => message.message === 'The “href_matches” property in a document rule must be a string or an array of strings.',
];
const known = (message: NuMessage) => NEWER_THAN_THE_CHECKER.some((matches) => matches(message));

let folder = '';
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The site's own pages a page links to, in one language, from its header and footer. */
async function linkedPages(page: Page, locale: string): Promise<string[]> {
  return page.evaluate(
    (prefix) =>
      [...document.querySelectorAll<HTMLAnchorElement>('header a[href], footer a[href]')]
        .map((link) => new URL(link.href))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith(prefix) && !url.pathname.includes('/ajax/'))
        .map((url) => url.pathname),
    `/${locale}/`,
  );
}

/**
 * The first listing's detail page a page shows, if it shows any: the cards are the server's (the
 * page has loaded), so a page without one is not waited on. A wait of 1 s for the first card cost
 * each of the 30-odd pages without one a second, and under load missed cards that were there.
 */
async function firstDetail(page: Page): Promise<string | null> {
  const card = page.locator('a.estate-card__link').first();
  const href = (await card.count()) > 0 ? await card.getAttribute('href') : null;
  return href ? new URL(href, page.url()).pathname : null;
}

describe("the visitor's pages as HTML", () => {
  it('have no Nu checker error in any of the four languages, on every page type the site links to', async () => {
    folder = await mkdtemp(join(tmpdir(), 'visitor-html-'));
    const page = await newPage(browser());
    const files: string[] = [];
    const pages = new Set<string>();
    /** Keeps a page's HTML; false when it was kept already (the page was not opened again). */
    const keep = async (path: string) => {
      if (pages.has(path)) return false;
      pages.add(path);
      const answer = await page.goto(baseURL() + path);
      expect(answer?.status(), path).toBe(200);
      const file = join(folder, `${path.replace(/[^a-z0-9-]+/gi, '_')}.html`);
      await writeFile(file, (await answer?.text()) ?? '');
      files.push(file);
      return true;
    };
    for (const locale of LOCALES) {
      await keep(`/${locale}/`);
      const linked = [...new Set(await linkedPages(page, locale))];
      for (const path of linked) {
        if (!(await keep(path))) continue;
        const detail = await firstDetail(page);
        if (detail) await keep(detail);
      }
    }
    // Each language's home, listings, a detail page: enough kinds that a missing one is noticed.
    expect(files.length).toBeGreaterThan(LOCALES.length * 6);
    const messages = await nuMessages(files);
    expect(described(messages.filter((message) => !known(message)))).toEqual([]);
  });

  it('still fails on a real error beside the constructs the checker does not know', async () => {
    folder ||= await mkdtemp(join(tmpdir(), 'visitor-html-'));
    const page = await newPage(browser());
    const answer = await page.goto(`${baseURL()}/nl/`);
    const planted = ((await answer?.text()) ?? '')
      .replace('</main>', '<p><div>a block inside a paragraph’s end tag</p></main>')
      .replace('<main', '<main id="x" id="y"');
    const file = join(folder, 'planted.html');
    await writeFile(file, planted);
    const unknown = (await nuMessages([file])).filter((message) => !known(message));
    expect(unknown.map((message) => message.message).join('\n')).toMatch(/Duplicate attribute “id”/);
  });
});
