import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../helpers/axe';
import { baseURL, inParallel, islandsReady, newPage, secondSiteURL, useBrowser } from '../../helpers/browser';
import { splitWordsIn } from '../../helpers/layout';
import { overflowFindings, overflowScan } from '../../helpers/overflow';
import { ROUTES } from '../../../../shared/routes';

// No page wider than the screen at 320, 390 and 768 px, in four languages: every page type, a
// detail page with each of its tabs open and each dropdown of a filter open; long words
// hyphenated or broken, never past the edge or under what is beside them; every box that
// scrolls sideways reachable by keyboard (docs/small-screens.md).

const browser = useBrowser();
const WIDTHS = [320, 390, 768] as const;
const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;
type Lang = (typeof LANGUAGES)[number];

/** The site pages of each language that have no route of their own in shared/routes.ts (the agency's pages). */
const PAGES: Record<Lang, Record<'forSale' | 'forRent' | 'projects' | 'sold' | 'about' | 'contact' | 'valuation' | 'holiday', string>> = {
  nl: {
    forSale: 'te-koop',
    forRent: 'te-huur',
    projects: 'nieuwbouwprojecten',
    sold: 'verkocht',
    about: 'over-ons',
    contact: 'contact',
    valuation: 'gratis-schatting',
    holiday: 'vakantieverhuur',
  },
  fr: {
    forSale: 'a-vendre',
    forRent: 'a-louer',
    projects: 'projets-neufs',
    sold: 'vendu',
    about: 'a-propos',
    contact: 'contact',
    valuation: 'estimation-gratuite',
    holiday: 'locations-de-vacances',
  },
  en: {
    forSale: 'for-sale',
    forRent: 'for-rent',
    projects: 'new-build-projects',
    sold: 'sold',
    about: 'about-us',
    contact: 'contact',
    valuation: 'free-valuation',
    holiday: 'holiday-rentals',
  },
  de: {
    forSale: 'zu-verkaufen',
    forRent: 'zu-vermieten',
    projects: 'neubauprojekte',
    sold: 'verkauft',
    about: 'ueber-uns',
    contact: 'kontakt',
    valuation: 'kostenlose-bewertung',
    holiday: 'ferienvermietung',
  },
};

/**
 * Listings of the demo data whose pages ran past a phone's screen: 1004 and 1008 with the long
 * planning rows ('Keine gerichtliche Wiederherstellungsmaßnahme…', 'Woonuitbreidingsgebied'),
 * 1012 with a Matterport address, 1107 a VAT new build (its cost table has three columns of
 * amounts), 1233 'Erdgeschosswohnung…' as its title, 1155 too with a 'Vermietet' label beside its
 * type, 1239 a project with floors of units.
 */
const LISTINGS = [1004, 1008, 1012, 1107, 1155, 1233, 1239];
/** The listings kept as favourites and to compare, so those pages show their cards and table. */
const KEPT = [1004, 1107, 1239, 1012];

/** A page no site has: the 404 page. */
const MISSING = 'no-such-page-here';
const path = (lang: Lang, route: string) => `/${lang}/${route}`;

/** The page types of a language other than a listing's: home, the listings, the agency's pages, legal pages, forms, 404, holiday rentals. */
function sitePagesOf(lang: Lang): string[] {
  const site1 = baseURL();
  const site2 = secondSiteURL();
  const pages = PAGES[lang];
  return [
    `${site1}/${lang}/`,
    ...[pages.forSale, pages.forRent, pages.projects, pages.sold, pages.about, pages.contact, pages.valuation].map((page) => site1 + path(lang, page)),
    ...(['terms', 'privacy', 'favorites', 'compare', 'subscribe'] as const).map((route) => site1 + path(lang, ROUTES[route][lang])),
    site1 + path(lang, ROUTES.agent[lang].replace(':agentId', '1')),
    site1 + path(lang, MISSING),
    site2 + path(lang, pages.holiday),
    site2 + path(lang, ROUTES.holidayRental[lang].replace(':rentalUnitId', '24')),
  ];
}

/** A language's listing pages: the sample of LISTINGS on site 1 and a house of site 2. */
function listingPagesOf(lang: Lang): string[] {
  const estate = (id: number) => path(lang, ROUTES.estate[lang].replace(':estateId', String(id)));
  return [...LISTINGS.map((id) => baseURL() + estate(id)), secondSiteURL() + estate(1320)];
}

/** The checks the walk below runs in the page (test/e2e/helpers/overflow.ts, test/e2e/helpers/layout.ts). */
interface Checks {
  overflowScan: () => string[];
  splitWordsIn: (selector: string) => string[];
}

/**
 * The page at `width` judged in the page itself, in one evaluation: once the window has the
 * width and two frames have passed (the menu refits itself on a resize), each word of the title
 * broken over two lines without a hyphen, then what runs past the screen with each tab of the page
 * shown in turn (a detail page's facts), or once without tabs, then with each dropdown of a filter
 * that shows at this width open, one at a time; each finding with the tab or dropdown open when it
 * was seen. The tabs are walked as a keyboard visitor goes through them, by the key events the
 * tabs' own handlers answer, sent in the page: the tab list's one keyboard stop focused (the tab
 * shown), Home to the first tab, then ArrowRight to each next one (the tab list scrolls the
 * focused tab into view); a dropdown opens and closes by its summary's click. Sent from the test,
 * each key, click and check was a round trip to the browser: about 150 for a detail page (11 tabs
 * at three widths), now six; the listing pages' four tests took 105 s instead of 77 s at load 12.
 * `unreached`: a tab that was not shown and focused, or a dropdown that did not open, when reached.
 */
async function judgeInPage(
  { overflowScan, splitWordsIn }: Checks,
  width: number,
): Promise<{ found: { finding: string; where: string }[]; unreached?: string }> {
  const frames = (count: number) =>
    new Promise<void>((resolve) => {
      let left = count;
      const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
      requestAnimationFrame(next);
    });
  while (innerWidth !== width) await frames(1);
  await frames(2);
  const found: { finding: string; where: string }[] = splitWordsIn('h1').map((word) => ({ finding: `the title's word "${word}" broken`, where: '' }));
  const look = (where: string) => {
    for (const finding of overflowScan()) found.push({ finding, where });
  };
  const tabs = () => document.querySelectorAll<HTMLElement>('[role="tab"]');
  const count = tabs().length;
  if (count === 0) look('');
  for (let index = 0; index < count; index += 1) {
    if (index === 0) document.querySelector<HTMLElement>('[role="tab"][tabindex="0"]')?.focus();
    const key = index === 0 ? 'Home' : 'ArrowRight';
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    await frames(2);
    // The tab shown is the one reached (a panel judged twice would hide another's findings).
    const tab = tabs()[index];
    if (document.activeElement !== tab || tab.getAttribute('aria-selected') !== 'true') return { found, unreached: `tab ${index + 1} of ${count}` };
    look(`tab "${tab.textContent}"`);
  }
  for (const dropdown of document.querySelectorAll<HTMLDetailsElement>('details.filter-select')) {
    // Shown at this width (as Playwright's isVisible: a box, not hidden); the phone's are in the closed Filters sheet.
    const box = dropdown.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(dropdown).visibility === 'hidden') continue;
    const summary = dropdown.querySelector('summary')!;
    summary.click();
    await frames(2);
    if (!dropdown.open) return { found, unreached: `dropdown "${summary.textContent}"` };
    look(`dropdown "${summary.textContent}"`);
    summary.click();
  }
  return { found };
}

/**
 * What runs past the screen on the page at each width, each finding once a width, named by the
 * tab or dropdown open when it was first seen; and each word of the page's title broken over two
 * lines without a hyphen (this Chromium has no hyphenation dictionaries: the title's words must fit).
 */
async function findingsOf(page: Page): Promise<string[]> {
  const found = new Map<string, string>();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const judged = (await page.evaluate(`(${judgeInPage})({ overflowScan: ${overflowScan}, splitWordsIn: ${splitWordsIn} }, ${width})`)) as Awaited<
      ReturnType<typeof judgeInPage>
    >;
    for (const { finding, where } of judged.found) {
      const key = `${width} px: ${finding}`;
      if (!found.has(key)) found.set(key, where);
    }
    expect(judged.unreached, `${width} px: reached and shown`).toBeUndefined();
  }
  return [...found].map(([finding, where]) => (where ? `${finding} (${where})` : finding));
}

describe('no page wider than the screen at 320, 390 and 768 px', () => {
  /**
   * The tabs the pages are loaded in, each in a context of its own and reused from page to page:
   * a new context and tab for each page cost about 250 ms of a page's 3.9 s (at load 12), and in a
   * reused tab its scripts and styles come from the browser's cache. Each document starts
   * with the storage of a first visit in a fresh tab (none, then the listings kept as favourites
   * and to compare), so a page does not see what the one before it stored.
   */
  const idleTabs: Page[] = [];
  afterAll(() => {
    idleTabs.length = 0;
  });
  const inTab = async <T>(each: (page: Page) => Promise<T>): Promise<T> => {
    let page = idleTabs.pop();
    if (!page) {
      page = await newPage(browser(), { viewport: { width: WIDTHS[0], height: 800 } });
      await page.addInitScript((kept) => {
        localStorage.clear();
        sessionStorage.clear();
        localStorage.setItem('agency-favorites', JSON.stringify(kept));
        localStorage.setItem('agency-compare', JSON.stringify(kept));
      }, KEPT);
    }
    try {
      return await each(page);
    } finally {
      idleTabs.push(page);
    }
  };

  /** What runs past the screen on each page, a few pages at once, each finding named by its page. */
  const findingsOn = async (urls: string[]) => {
    const findings = await inParallel(urls, 3, (url) =>
      inTab(async (page) => {
        // Loaded at the narrowest width, as a phone loads it.
        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        const status = (await page.goto(url))?.status();
        await islandsReady(page);
        const found = status === (url.endsWith(MISSING) ? 404 : 200) ? await findingsOf(page) : [`status ${status}`];
        return found.map((finding) => `${url.replace(/^http:\/\/[^/]+/, '')} at ${finding}`);
      }),
    );
    return findings.flat();
  };

  it.each(LANGUAGES)("in %s: home, the listings, the agency's and legal pages, favourites, compare, 404, holiday rentals; each dropdown open", async (lang) => {
    expect(await findingsOn(sitePagesOf(lang))).toEqual([]);
  });

  it.each(LANGUAGES)('in %s: listing pages (long facts, a Matterport address, a cost table, a project), each tab open', async (lang) => {
    expect(await findingsOn(listingPagesOf(lang))).toEqual([]);
  });

  it('the check itself finds a box past the edge, a text over its box and a scroll box without a keyboard stop; a clipped slide is none', async () => {
    const page = await newPage(browser(), { viewport: { width: 320, height: 800 } });
    await page.setContent(`<!doctype html><html lang="en"><body style="margin:0">
      <div class="wide" style="width:400px">wide</div>
      <div class="slides" style="overflow:hidden;width:300px"><div style="display:flex">
        <p class="slide" style="flex:0 0 300px">one</p><p class="slide" style="flex:0 0 300px">two</p>
      </div></div>
      <p class="narrow" style="width:60px;white-space:nowrap;overflow:hidden">Erdgeschosswohnung</p>
      <div class="rows" style="overflow-x:auto;width:200px"><div style="width:500px">rows</div></div>
      <div class="named" style="overflow-x:auto;width:200px" tabindex="0" aria-label="Costs"><div style="width:500px">costs</div></div>
    </body></html>`);
    const findings = await overflowFindings(page);
    await page.context().close();
    expect(findings).toEqual([
      'page wider by 80 px',
      '<div.wide> "wide" past the edge by 80 px',
      expect.stringMatching(/^<p.narrow> "Erdgeschosswohnung" overflows its box by \d+ px$/),
      '<div.rows> "rows" scrolls sideways without a keyboard stop',
    ]);
  });

  it(
    'a detail page at 390 px in German (1107, a VAT new build): ' + 'the cost table is a named keyboard stop, nothing runs past the screen, axe finds nothing',
    async () => {
      const page = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await page.goto(baseURL() + path('de', ROUTES.estate.de.replace(':estateId', '1107')));
      await islandsReady(page);
      const table = page.locator('.purchase-costs .table-scroll').first();
      await table.focus();
      expect(await table.evaluate((box) => document.activeElement === box)).toBe(true);
      expect(await table.getAttribute('aria-label')).toBe('Was kostet der Kauf?');
      expect(await overflowFindings(page)).toEqual([]);
      await expectAccessible(page, 'detail page 1107 at 390 px');
      await page.context().close();
    },
  );
});
