import { get as httpGet } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe';
import { animationFrames, ARTIFACTS, baseURL, inParallel, keepScreenshot, newPage, open, secondSiteURL, useBrowser, watchErrors } from '../../helpers/browser';
import { sendContactForm } from '../../helpers/forms';
import { CONSOLE_OWNER, expectAccessible, signedIn } from '../../helpers/console';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// The agency's own tags only with consent, in Chromium: the first demo agency gets a
// GA4 measurement id for this file (and loses it after). Before consent no request goes to any
// Google (or Meta) host; a refusal holds after a reload; an acceptance loads gtag.js (answered
// here by an empty script: the machine has no internet) and a contact form sent then pushes
// generate_lead. The banner moves nothing (no layout shift), is no late largest paint, and
// passes axe, as does the per-purpose dialog. It is a bar at the top of the page that the page
// scrolls away, so it hides no focused element (WCAG 2.4.11: a keyboard walk over every page
// type); Escape puts it off without consent; it names marketing only with a marketing tag.

const GA4 = 'G-E2E1234567';
const admin = { Authorization: `Bearer ${inject('adminToken')}`, 'Content-Type': 'application/json' };
const TRACKERS = /(^|\.)(google(tagmanager)?|google-analytics|doubleclick|gstatic|facebook)\.(com|net)$|(^|\.)analytics\.google\.com$/;

const browser = useBrowser();

async function setSiteTags(siteId: number, tags: Record<string, string> | null): Promise<void> {
  const answer = await fetch(`${baseURL()}/admin/sites/${siteId}`, { method: 'PUT', headers: admin, body: JSON.stringify({ tags }) });
  expect(answer.status).toBe(200);
  // The site forgets its cached record at once; its page says so before a test goes on.
  for (let tries = 0; (await homePage(siteId)).includes('id="consent"') !== Boolean(tags); tries += 1) expect(tries).toBeLessThan(100);
}

/** A site's Dutch home page, asked of the e2e server under the site's own hostname. */
function homePage(siteId: number): Promise<string> {
  const host = new URL(siteId === 1 ? baseURL() : secondSiteURL()).host;
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port: inject('port'), path: '/nl/', headers: { Host: host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
}
const setTags = (tags: Record<string, string> | null) => setSiteTags(1, tags);

beforeAll(async () => {
  await setTags({ ga4: GA4 });
});

afterAll(async () => {
  await setTags(null);
});

/**
 * A visitor's page that records every request to a tracker's host, answers Google's scripts
 * with an empty script, and sums the page's layout shifts and notes its largest paints from
 * the first moment (the Layout Instability and Largest Contentful Paint APIs).
 */
async function visitor(width: number, n: number): Promise<{ page: Page; trackers: string[] }> {
  const page = await newPage(browser(), {
    viewport: { width, height: width < 500 ? 844 : 800 },
    extraHTTPHeaders: { 'CF-Connecting-IP': `192.0.2.${150 + n}` },
  });
  const trackers: string[] = [];
  page.on('request', (request) => {
    if (TRACKERS.test(new URL(request.url()).hostname)) trackers.push(request.url());
  });
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  await page.addInitScript(() => {
    const seen = window as unknown as { shifts: { value: number; sources: string[] }[]; paints: { time: number; inBanner: boolean }[] };
    seen.shifts = [];
    seen.paints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        const sources = entry.sources.map(
          ({ node, previousRect: a, currentRect: b }) =>
            (node instanceof Element ? (node.closest('#consent') ? 'consent' : node.className) : String(node?.nodeName)) +
            ` (${[a.x, a.y, a.width, a.height].map(Math.round).join(' ')} → ` +
            `${[b.x, b.y, b.width, b.height].map(Math.round).join(' ')} at ${Math.round(entry.startTime)} ms)`,
        );
        if (!entry.hadRecentInput) seen.shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        seen.paints.push({ time: entry.startTime, inBanner: Boolean(entry.element?.closest('#consent')) });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return { page, trackers };
}

/**
 * The page's layout shifts. Each source names what moved, from where to where (x y width
 * height) and when, so a failure says what.
 */
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
/** What the data layer holds, each gtag() call (an arguments object) as an array. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { dataLayer: unknown[] }).dataLayer.map((entry) =>
      typeof entry === 'object' && entry !== null && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? 'null') as { statistics: boolean; marketing: boolean; at: number } | null);

async function shot(page: Page, name: string): Promise<void> {
  await keepScreenshot(page, `${ARTIFACTS}/${name}.png`);
}

describe('the agency’s own tags, only with consent', () => {
  it('shows the banner in nl and fr at 390 and 1280 px: no tracker asked, nothing moved, no late largest paint, axe-clean', async () => {
    const LOCALES = [
      ['nl', 'Alles aanvaarden', 'Alles weigeren'],
      ['fr', 'Tout accepter', 'Tout refuser'],
    ] as const;
    // The four pages at once, each in a context of its own and from its own address (inParallel).
    const visits = LOCALES.flatMap(([locale, accept, refuse]) => [390, 1280].map((width) => ({ locale, accept, refuse, width })));
    await inParallel(visits, 4, async ({ locale, accept, refuse, width }, index) => {
      const { page, trackers } = await visitor(width, index + 1);
      const errors = watchErrors(page);
      await open(page, `${baseURL()}/${locale}/`);
      const banner = page.getByRole('region', { name: 'Cookies' });
      await banner.waitFor();
      const acceptButton = banner.getByRole('button', { name: accept });
      const refuseButton = banner.getByRole('button', { name: refuse });
      // Refusing looks exactly like accepting: same size, same colours, same type.
      const look = (button: typeof acceptButton) =>
        button.evaluate((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return [Math.round(box.width), Math.round(box.height), style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.borderRadius];
        });
      expect(await look(refuseButton)).toEqual(await look(acceptButton));
      // At the top of the page, before the header, and part of it: the page scrolls it away.
      const box = (await banner.boundingBox())!;
      expect(box.y).toBe(0);
      expect(Math.round(box.y + box.height)).toBe(Math.round((await page.locator('.site-header').boundingBox())!.y));
      expect(box.height).toBeLessThan(width < 500 ? 200 : 90);
      // No marketing tag on this site: the question names statistics only.
      expect(await banner.locator('p').textContent()).not.toMatch(/marketing/i);
      await shot(page, `consent-banner-${locale}-${width}`);
      await page.mouse.wheel(0, 600);
      await animationFrames(page, 3);
      expect((await banner.boundingBox())!.y + box.height).toBeLessThanOrEqual(0);
      expect(await shifts(page)).toEqual([]);
      const paints = await page.evaluate(() => (window as unknown as { paints: { time: number; inBanner: boolean }[] }).paints);
      const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
      for (const paint of paints.filter((entry) => entry.inBanner)) expect(paint.time).toBeLessThanOrEqual(firstPaint);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(trackers).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });

  it('chooses per purpose in a dialog with the keyboard; a refusal holds after a reload, with no tracker asked', async () => {
    const { page, trackers } = await visitor(390, 10);
    await open(page, `${baseURL()}/nl/`);
    const banner = page.getByRole('region', { name: 'Cookies' });
    await banner.getByRole('button', { name: 'Zelf kiezen' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cookie-instellingen' });
    await dialog.waitFor();
    // The focus is in the dialog, on its first choice; the necessary one cannot be turned off.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('consent-statistics');
    expect(await dialog.getByRole('checkbox', { name: 'Noodzakelijk' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Statistiek' }).isChecked()).toBe(false);
    // No marketing tag on this site: no marketing to choose.
    expect(await dialog.getByRole('checkbox', { name: 'Marketing' }).count()).toBe(0);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await shot(page, 'consent-dialog-nl-390');
    // Escape closes it, changing nothing: back on the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => (document.activeElement as HTMLButtonElement | null)?.value)).toBe('choose');
    expect(await stored(page)).toBeNull();

    // Refuse all, by the keyboard, from the banner.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLButtonElement | null)?.value)).toBe('none');
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('top');
    expect(await stored(page)).toMatchObject({ statistics: false, marketing: false });
    expect(await dataLayer(page)).toContainEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    await page.reload();
    await page.waitForLoadState('load');
    await animationFrames(page);
    expect(await banner.isVisible()).toBe(false);
    expect(trackers).toEqual([]);
    await page.context().close();
  });

  it('loads gtag.js only once statistics are accepted (the footer’s cookie settings), then a contact form sent pushes generate_lead', async () => {
    const { page, trackers } = await visitor(1280, 11);
    await open(page, `${baseURL()}/fr/`);
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    expect(trackers).toEqual([]);
    // Changed from the footer, on any page: statistics yes, marketing no.
    await page.getByRole('button', { name: 'Paramètres des cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' });
    await dialog.getByRole('checkbox', { name: 'Statistiques' }).check();
    await shot(page, 'consent-dialog-fr-1280');
    const [gtag] = await Promise.all([
      page.waitForRequest((request) => request.url().startsWith('https://www.googletagmanager.com/gtag/js')),
      dialog.getByRole('button', { name: 'Enregistrer mon choix' }).click(),
    ]);
    expect(new URL(gtag.url()).searchParams.get('id')).toBe(GA4);
    expect(await dataLayer(page)).toContainEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(await dataLayer(page)).toContainEqual(['config', GA4]);
    expect(trackers.every((url) => url.startsWith('https://www.googletagmanager.com/gtag/js'))).toBe(true);

    // The next page applies the kept choice by itself; a contact form sent is a lead.
    const [again] = await Promise.all([
      page.waitForRequest((request) => request.url().startsWith('https://www.googletagmanager.com/gtag/js')),
      open(page, `${baseURL()}/nl/contact`),
    ]);
    expect(again).toBeTruthy();
    expect(await page.getByRole('region', { name: 'Cookies' }).isVisible()).toBe(false);
    await sendContactForm(page, { firstName: 'Lotte', lastName: 'Claes', email: `consent-${Date.now()}@example.be`, message: 'Is de woning nog vrij?' });
    expect(await dataLayer(page)).toContainEqual(['event', 'generate_lead', { lead_kind: 'contact' }]);

    // A form posted without JavaScript lands on its thank-you address: one generate_lead, not one per reload.
    await open(page, `${baseURL()}/nl/contact?contact=sent`);
    const leads = async () => (await dataLayer(page)).filter((entry) => Array.isArray(entry) && entry[1] === 'generate_lead');
    await page.waitForFunction(() =>
      JSON.stringify(Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer, (entry) => Array.from(entry))).includes('generate_lead'),
    );
    expect(await leads()).toEqual([['event', 'generate_lead', { lead_kind: 'contact' }]]);
    await page.reload();
    await page.waitForLoadState('load');
    await animationFrames(page);
    expect(await leads()).toEqual([]);
    await page.context().close();
  });

  it('is set by the owner on the console’s “Tags and consent” screen: a malformed id refused beside its field, axe on both', async () => {
    const { page } = await signedIn(browser(), CONSOLE_OWNER);
    await page.getByRole('link', { name: 'Tags and consent' }).first().click();
    await page.getByRole('heading', { name: /^Tags and consent of / }).waitFor();
    await expectAccessible(page, 'tags and consent');
    const ga4 = page.getByLabel('Google Analytics 4: measurement ID');
    await ga4.fill('UA-1234-1');
    await ga4.press('Enter');
    await page.getByRole('alert').waitFor();
    expect(await ga4.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#tags-ga4-error').textContent()).toContain('Give a measurement ID such as G-ABC123XYZ9');
    await expectAccessible(page, 'tags and consent, refused');
    await shot(page, 'console-tags-refused');
    await ga4.fill(GA4);
    await ga4.press('Enter');
    await page.getByRole('status').waitFor();
    expect(await ga4.inputValue()).toBe(GA4);
    await page.context().close();
  });

  it('Escape puts the question off without consent: nothing kept, no tracker, focus at the page’s start, asked again in the next visit', async () => {
    const { page, trackers } = await visitor(390, 13);
    await open(page, `${baseURL()}/de/`);
    const banner = page.getByRole('region', { name: 'Cookies' });
    await banner.getByRole('button', { name: 'Alle annehmen' }).focus();
    await page.keyboard.press('Escape');
    await banner.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('top');
    expect(await stored(page)).toBeNull();
    expect(await dataLayer(page)).not.toContainEqual(expect.arrayContaining(['consent', 'update']));
    // The rest of this visit (this tab) asks no more; the footer still opens the choice.
    await open(page, `${baseURL()}/de/kontakt`);
    await animationFrames(page);
    expect(await banner.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Cookie-Einstellungen' }).isVisible()).toBe(true);
    // A new visit asks again.
    const next = await page.context().newPage();
    await open(next, `${baseURL()}/de/`);
    await next.getByRole('region', { name: 'Cookies' }).waitFor();
    expect(trackers).toEqual([]);
    await page.context().close();
  });

  it('names marketing, and offers it in the dialog, only on a site with a marketing tag (the Meta pixel)', async () => {
    await setSiteTags(2, { ga4: GA4, meta: '1234567890123456' });
    try {
      const { page } = await visitor(1280, 14);
      await open(page, `${secondSiteURL()}/fr/`);
      const banner = page.getByRole('region', { name: 'Cookies' });
      expect(await banner.locator('p').textContent()).toContain('les statistiques et le marketing ?');
      await banner.getByRole('button', { name: 'Choisir' }).click();
      expect(await page.getByRole('dialog').getByRole('checkbox', { name: 'Marketing' }).count()).toBe(1);
      await page.context().close();
    } finally {
      await setSiteTags(2, null);
    }
  });

  it('the footer’s “cookie settings” and its focus ring stand out from the footer on both sites (4.5:1 and 3:1)', async () => {
    await setSiteTags(2, { ga4: GA4 });
    try {
      for (const origin of [baseURL(), secondSiteURL()]) {
        const { page } = await visitor(1280, 15);
        await open(page, `${origin}/nl/contact`);
        await page.keyboard.press('Escape');
        const settings = page.getByRole('button', { name: 'Cookie-instellingen' });
        await settings.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        const ratios = await settings.evaluate((button) => {
          const channels = (color: string) =>
            (color.match(/[\d.]+/g) ?? [])
              .slice(0, 3)
              .map(Number)
              .map((value) => (color.startsWith('color(') ? value : value / 255));
          const luminance = (color: string) => {
            const [r, g, b] = channels(color).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
            return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
          };
          const ratio = (a: string, b: string) => {
            const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
            return (light! + 0.05) / (dark! + 0.05);
          };
          const ground = getComputedStyle(button.closest('footer')!).backgroundColor;
          const style = getComputedStyle(button);
          return {
            focused: button.matches(':focus-visible'),
            text: ratio(style.color, ground),
            ring: ratio(style.outlineColor, ground),
            ground,
            color: style.color,
            outline: style.outlineColor,
          };
        });
        expect(ratios.focused).toBe(true);
        expect(ratios.text, JSON.stringify(ratios)).toBeGreaterThanOrEqual(4.5);
        expect(ratios.ring, JSON.stringify(ratios)).toBeGreaterThanOrEqual(3);
        await page.context().close();
      }
    } finally {
      await setSiteTags(2, null);
    }
  });

  const WALKED = [
    '',
    'te-koop',
    'aanbod/1069',
    'vakantieverhuur',
    'vakantie/17',
    'contact',
    'favorieten',
    'gratis-schatting',
    'hou-me-op-de-hoogte',
    'privacy-verklaring',
    'vergelijken',
  ];
  /** The page types' paths in each language (the demo's own words for its pages). */
  const IN: Record<'fr' | 'de' | 'en', string[]> = {
    fr: [
      '',
      'a-vendre',
      'offre/1069',
      'locations-de-vacances',
      'vacances/17',
      'contact',
      'favoris',
      'estimation-gratuite',
      'tenez-moi-informe',
      'declaration-de-confidentialite',
      'comparer',
    ],
    de: [
      '',
      'zu-verkaufen',
      'angebot/1069',
      'ferienvermietung',
      'feiertage/17',
      'kontakt',
      'favoriten',
      'kostenlose-bewertung',
      'auf-dem-laufenden-halten',
      'datenschutzerklaerung',
      'vergleichen',
    ],
    en: [
      '',
      'for-sale',
      'offer/1069',
      'holiday-rentals',
      'holiday/17',
      'contact',
      'favorites',
      'free-valuation',
      'keep-me-informed',
      'privacy-statement',
      'compare',
    ],
  };
  const LANGS = ['nl', 'fr', 'de', 'en'] as const;
  /**
   * Each page type once per width, the four languages in turn (a page type in a different
   * language at each width): every page type and every language walked at both widths, with
   * 22 pages instead of the 88 of every language at every page type (the banner and the header
   * differ by language and width; a page type's focus stops by page type).
   */
  const walk = (width: number) =>
    WALKED.map((_, index) => LANGS[(index + (width < 500 ? 0 : 2)) % LANGS.length]!).map((lang, index) => ({
      lang,
      path: lang === 'nl' ? WALKED[index]! : IN[lang][index]!,
    }));
  it.each([390, 1280] as const)(
    'at %d px hides no focused element: a keyboard walk over every page type, the four languages in turn (WCAG 2.4.11)',
    async (width) => {
      const pages = await inParallel(walk(width), 3, async ({ lang, path }) => {
        const walked = { stops: 0, hidden: [] as string[] };
        const { page } = await visitor(width, 16);
        const answer = await page.goto(`${baseURL()}/${lang}/${path}`);
        expect(answer?.status(), path).toBe(200);
        await page.getByRole('region', { name: 'Cookies' }).waitFor();
        const seen = new Set<string>();
        for (let stop = 0; stop < 25; stop += 1) {
          await page.keyboard.press('Tab');
          const step = await page.evaluate(() => {
            const focused = document.activeElement;
            if (!focused || focused === document.body) return null;
            const box = focused.getBoundingClientRect();
            const banner = document.getElementById('consent')!;
            const b = banner.getBoundingClientRect();
            const underBanner = !banner.contains(focused) && box.left < b.right && box.right > b.left && box.top < b.bottom && box.bottom > b.top;
            const header = document.querySelector('.site-header')!.getBoundingClientRect();
            const underHeader = !focused.closest('.site-header') && box.top >= header.top && box.bottom <= header.bottom;
            return {
              name: `${focused.tagName} ${(focused.textContent ?? '').trim().slice(0, 30)} @${Math.round(box.top)}`,
              hidden: underBanner || underHeader,
              key: `${focused.outerHTML.slice(0, 200)}${Math.round(box.top + scrollY)}`,
            };
          });
          if (!step || seen.has(step.key)) continue;
          seen.add(step.key);
          walked.stops += 1;
          if (step.hidden) walked.hidden.push(`${path}: ${step.name}`);
        }
        await page.context().close();
        return walked;
      });
      expect(pages.reduce((stops, walked) => stops + walked.stops, 0)).toBeGreaterThan(200);
      expect(new Set(walk(width).map(({ lang }) => lang)).size).toBe(LANGS.length);
      expect(pages.flatMap((walked) => walked.hidden)).toEqual([]);
    },
    scaled(120_000),
  );

  it('pushes no generate_lead while the visitor has not chosen, and asks no tracker', async () => {
    const { page, trackers } = await visitor(1280, 12);
    await open(page, `${baseURL()}/nl/contact`);
    await sendContactForm(page, { firstName: 'Lotte', lastName: 'Claes', email: `consent-none-${Date.now()}@example.be`, message: 'Is de woning nog vrij?' });
    expect(JSON.stringify(await dataLayer(page))).not.toContain('generate_lead');
    expect(trackers).toEqual([]);
    await page.context().close();
  });
});
