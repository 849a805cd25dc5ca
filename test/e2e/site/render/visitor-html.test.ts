import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baseURL, served as servedDocument } from '../../helpers/browser';
import { described, type NuMessage, nuMessages } from '../../helpers/nu-checker';

// The visitor's pages are valid HTML: in each of the four languages, every page the header and
// footer link to (home, listings, holiday homes, the agency's pages, contact, privacy, terms…)
// and the first listing's detail page of each kind linked from them, checked by the Nu HTML
// checker. Two constructs of today's HTML the checker does not know yet are the only messages
// let through, each matched exactly (NEWER_THAN_THE_CHECKER): a planted error still fails. The
// checker reads the HTML as served, so each page is asked for over HTTP and never rendered (the
// browser's loads of 70 pages with their scripts were most of this file's time); the links and the
// first card are read from that HTML, as the server wrote them.

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

/** A page as served (its status and HTML, never rendered). */
const served = (path: string) => servedDocument(baseURL() + path);

/** The addresses of the links (`href`) in the page's elements named `tag` (header, footer), as the server wrote them. */
function linksIn(html: string, tag: string): string[] {
  const parts = html.match(new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`, 'g')) ?? [];
  return parts.flatMap((part) => [...part.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((link) => link[1]!.replaceAll('&amp;', '&')));
}

/** The site's own pages a page links to, in one language, from its header and footer. */
function linkedPages(html: string, locale: string): string[] {
  const origin = new URL(baseURL()).origin;
  return [...linksIn(html, 'header'), ...linksIn(html, 'footer')]
    .map((href) => new URL(href, origin))
    .filter((url) => url.origin === origin && url.pathname.startsWith(`/${locale}/`) && !url.pathname.includes('/ajax/'))
    .map((url) => url.pathname);
}

/** The first listing's detail page a page shows, if it shows any (its first card's link). */
function firstDetail(html: string): string | null {
  const href = /<a\s[^>]*?class="estate-card__link"[^>]*?href="([^"]+)"/.exec(html)?.[1];
  return href ? new URL(href.replaceAll('&amp;', '&'), baseURL()).pathname : null;
}

describe("the visitor's pages as HTML", () => {
  it('have no Nu checker error in any of the four languages, on every page type the site links to', async () => {
    folder = await mkdtemp(join(tmpdir(), 'visitor-html-'));
    const files: string[] = [];
    const pages = new Set<string>();
    /** Keeps a page's HTML and answers it; null when it was kept already (the page was not asked for again). */
    const keep = async (path: string) => {
      if (pages.has(path)) return null;
      pages.add(path);
      const { status, html } = await served(path);
      expect(status, path).toBe(200);
      const file = join(folder, `${path.replace(/[^a-z0-9-]+/gi, '_')}.html`);
      await writeFile(file, html);
      files.push(file);
      return html;
    };
    for (const locale of LOCALES) {
      const home = await keep(`/${locale}/`);
      const linked = [...new Set(linkedPages(home ?? '', locale))];
      for (const path of linked) {
        const html = await keep(path);
        if (html === null) continue;
        const detail = firstDetail(html);
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
    const planted = (await served('/nl/')).html
      .replace('</main>', '<p><div>a block inside a paragraph’s end tag</p></main>')
      .replace('<main', '<main id="x" id="y"');
    const file = join(folder, 'planted.html');
    await writeFile(file, planted);
    const unknown = (await nuMessages([file])).filter((message) => !known(message));
    expect(unknown.map((message) => message.message).join('\n')).toMatch(/Duplicate attribute “id”/);
  });
});
