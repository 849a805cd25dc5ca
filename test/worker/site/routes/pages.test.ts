import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../shared/i18n/locales';
import { call } from '../../platform-helpers';
import { attribute, get, html, sitemapOf, tags } from '../../helpers';
import { writtenLanguages } from '../../translated-listings';

interface PlatformPage {
  id: number;
  siteId: number;
  key: string;
  url: Record<string, string>;
  title: Record<string, string>;
  sections: { id: number; type: string; data: { title?: Record<string, string> } }[];
}

/** What each section type leaves in the HTML (a class or element that only it renders). */
const MARKERS: Record<string, string> = {
  htmlText: 'class="prose"',
  imageWithText: 'class="section container image-with-text',
  callToAction: 'class="section call-to-action',
  quotes: 'class="section container quotes"',
  reviews: 'class="section container reviews"',
  offices: 'class="section container offices"',
  employees: 'data-island="employees-carousel"',
  bivCib: 'class="section container biv-cib"',
  'vat-regime-costs': 'class="vat-regime__table"',
  purchaseCosts: 'data-island="purchase-costs"',
  contactForm: 'data-island="contact-form"',
  valuationWizard: 'class="section container valuation-wizard"',
  estateList: 'data-listing=',
  estateCollection: 'class="section container collection"',
  estateItem: 'class="section container featured-estate"',
  estateFilter: 'data-island="estate-filter"',
  rentalList: 'data-island="rental-search"',
};

/** React's escaping of text, to find a title in the HTML. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

const HOSTS = { 1: 'http://localhost', 2: 'http://immo-tweede.localhost' } as const;
// The demo pages, read before the tests are collected (setup.ts has seeded the database), so
// that each page in each language is a test of its own.
const pages = (await env.DB.prepare('SELECT document FROM pages ORDER BY id').all<{ document: string }>()).results.map(
  (row) => JSON.parse(row.document) as PlatformPage,
);
const pageCases = pages.flatMap((page) =>
  LOCALES.map((locale) => ({ page, locale, path: page.url[locale] ? `/${locale}/${page.url[locale]}` : `/${locale}/` })),
);

describe('CMS pages', () => {
  it('has every demo page of both agencies to render', () => {
    expect(pages.length).toBeGreaterThanOrEqual(17);
    expect(new Set(pages.map((page) => page.siteId))).toEqual(new Set([1, 2]));
  });

  it.each(pageCases.map((c) => [`site ${c.page.siteId} ${c.path}`, c] as const))('renders %s with all its sections', async (_, { page, locale, path }) => {
    const { response, body } = await html(HOSTS[page.siteId as 1 | 2] + path);
    expect(response.status, path).toBe(200);
    expect(body).toContain(`<html lang="${locale}">`);
    expect(body.match(/<h1[ >]/g), `${path} has one h1`).toHaveLength(1);
    page.sections.forEach((section, index) => {
      if (section.type === 'sectionTitle') {
        // The first title is the page's h1 in the hero; the others head their part of the page.
        const heading = index === 0 ? 'h1' : 'h2';
        expect(body, `${path}: title ${section.id}`).toContain(`<${heading}>${escapeText(section.data.title![locale]!)}</${heading}>`);
        return;
      }
      const marker = MARKERS[section.type];
      expect(marker, `a marker for section type ${section.type}`).toBeDefined();
      expect(body, `${path}: ${section.type}`).toContain(marker);
    });
    const canonical = tags(body, 'link').find((t) => t.includes('rel="canonical"'));
    expect(attribute(canonical!, 'href')).toBe(HOSTS[page.siteId as 1 | 2] + path);
  });

  it('links the language switcher to the page’s own URL in each language', async () => {
    const { body } = await html('http://localhost/fr/a-propos');
    const switcher = /<nav class="language-switcher"[\s\S]*?<\/nav>/.exec(body)?.[0] ?? '';
    expect(tags(switcher, 'a').map((a) => attribute(a, 'href'))).toEqual(['/nl/over-ons', '/fr/a-propos', '/en/about-us', '/de/ueber-uns']);
  });

  it('sanitises the agency’s HTML: no script, no handlers, no javascript: links; external links get noopener', async () => {
    const { body } = await html('http://localhost/nl/over-ons');
    const main = /<main[\s\S]*<\/main>/.exec(body)?.[0] ?? '';
    expect(main).not.toMatch(/<script>alert|onerror=|javascript:/i);
    expect(main).toMatch(/<a href="https:\/\/www\.biv\.be"[^>]*rel="noopener noreferrer"/);
    // The pasted <img src=x onerror=…> goes entirely: no image without a source or alt text.
    for (const image of tags(main, 'img')) {
      expect(image, 'an image with a source').toMatch(/\ssrc="[^"]+"/);
      expect(image, 'an image with alt text (empty when decorative)').toMatch(/\salt="/);
    }
    expect(main).not.toMatch(/\[\/?removed\]/);
  });

  it('answers a page the platform does not know with a 404 in the right language', async () => {
    const { response, body } = await html('http://localhost/de/gibt-es-nicht');
    expect(response.status).toBe(404);
    expect(body).toContain('Seite nicht gefunden');
    expect((await get('http://localhost/nl/te-koop/extra/deel')).status).toBe(404);
  });

  it('shows the privacy statement and the terms of use in each language', async () => {
    for (const [path, lang] of [
      ['/nl/privacy-verklaring', 'nl'],
      ['/fr/declaration-de-confidentialite', 'fr'],
      ['/en/privacy-statement', 'en'],
      ['/de/datenschutzerklaerung', 'de'],
      ['/nl/gebruiksvoorwaarden', 'nl'],
      ['/en/terms-of-use', 'en'],
    ] as const) {
      const { response, body } = await html(`http://localhost${path}`);
      expect(response.status, path).toBe(200);
      expect(body).toContain(`<html lang="${lang}">`);
      expect(body).toContain('Immo Scheldeland');
      expect(body).toMatch(/<article class="section container legal">[\s\S]{400,}<\/article>/);
    }
  });

  it('gives each agency its own theme colours', async () => {
    expect((await html('http://localhost/nl/contact')).body).toContain('--color-primary:#0b4f6c');
    expect((await html('http://immo-tweede.localhost/nl/contact')).body).toContain('--color-primary:#5b2a4e');
  });

  it('gives each demo agency’s logo its box before it loads, and serves the logo at that address', async () => {
    for (const host of Object.values(HOSTS)) {
      const [logo] = tags((await html(`${host}/nl/contact`)).body, 'img').filter((tag) => attribute(tag, 'class') === 'brand__logo');
      // 256 × 256 pixels shown 48 high (shared/domain/logo-size.ts): no layout shift when it arrives.
      expect([attribute(logo!, 'width'), attribute(logo!, 'height')]).toEqual(['48', '48']);
      const answer = await get(`${host}${attribute(logo!, 'src')}`);
      expect([answer.status, answer.headers.get('Content-Type')]).toEqual([200, 'image/svg+xml']);
    }
  });

  it('describes the agency and the breadcrumbs as structured data', async () => {
    const { body } = await html('http://localhost/en/contact');
    const scripts = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const agent = scripts.find((s) => s['@type'] === 'RealEstateAgent');
    expect(agent).toMatchObject({ name: 'Immo Scheldeland', url: 'http://localhost/en/', address: { addressCountry: 'BE' } });
    expect(agent.logo).toMatch(/^http:\/\/localhost\//);
    expect(agent.department.length).toBeGreaterThanOrEqual(2);
    const crumbs = scripts.find((s) => s['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual(['http://localhost/en/', 'http://localhost/en/contact']);
    const title = /<title>([^<]*)<\/title>/.exec(body)?.[1];
    expect(title?.match(/Immo Scheldeland/g)).toHaveLength(1);
    expect(body).toContain(`<meta property="og:title" content="${title}"/>`);
  });
});

/** A small well-formedness check: every element closed in order, one root. */
function wellFormed(xml: string): boolean {
  const stack: string[] = [];
  for (const match of xml.replace(/<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in, keeps them out of ajax and admin, and points at the sitemap index', async () => {
    const response = await get('http://immo-tweede.localhost/robots.txt');
    const text = await response.text();
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /nl/ajax/');
    expect(text).toContain('Disallow: /admin/');
    expect(text).toContain('Sitemap: http://immo-tweede.localhost/sitemap.xml');
  });

  it('lists every page, estate, project unit and the subscribe page in the four languages with hreflang alternates', async () => {
    const { files, xml } = await sitemapOf('http://localhost');
    for (const file of files) expect(wellFormed(file.xml), file.url).toBe(true);
    expect((await get('http://localhost/sitemap-pages.xml')).headers.get('Content-Type')).toMatch(/^application\/xml/);
    const list = (await call('GET', '/sites/1/pages')).body as unknown[];
    const estates = (await env.DB.prepare('SELECT id, parent_id FROM estates WHERE site_id = 1').all<{ id: number; parent_id: number | null }>()).results;
    const rentals = (await env.DB.prepare('SELECT id FROM rental_units WHERE site_id = 1 AND published = 1').all<{ id: number }>()).results;
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    // Its agents' pages (employees marked as agents).
    const agents = (
      await env.DB.prepare("SELECT id FROM entity_items WHERE site_id = 1 AND entity = 'employees' AND json_extract(document, '$.salesRep') = 1").all<{
        id: number;
      }>()
    ).results;
    expect(agents.length).toBeGreaterThan(0);
    for (const { id } of agents) expect(xml).toContain(`<loc>http://localhost/nl/makelaar/${id}</loc>`);
    // Pages, privacy, terms, subscribe, every estate and unit (site 1 hides no status), every holiday unit, every agent.
    expect(urls).toHaveLength((list.length + 3 + estates.length + rentals.length + agents.length) * 4);
    for (const { id } of rentals) {
      for (const path of [`nl/vakantie/${id}`, `fr/vacances/${id}`, `en/holiday/${id}`, `de/feiertage/${id}`])
        expect(xml).toContain(`<loc>http://localhost/${path}</loc>`);
    }
    expect(xml).toMatch(/<loc>http:\/\/localhost\/de\/angebot\/\d+\/[a-z0-9-]+<\/loc>/);
    for (const unit of estates.filter((e) => e.parent_id !== null)) {
      for (const word of ['aanbod', 'offre', 'offer', 'angebot'])
        expect(xml).toMatch(new RegExp(`<loc>http://localhost/\\w\\w/${word}/${unit.parent_id}/[a-z0-9-]+/${unit.id}</loc>`));
    }
    // A listing's alternates name the languages it has words in (decision 072), every other page's the four.
    const written = await writtenLanguages(1);
    for (const url of urls) {
      expect(url).toMatch(/<loc>http:\/\/localhost\/(nl|fr|en|de)\//);
      const loc = /<loc>([^<]+)<\/loc>/.exec(url)![1]!;
      const listing = /\/(?:aanbod|offre|offer|angebot)\/(\d+)\/[a-z0-9-]+(?:\/(\d+))?$/.exec(loc);
      const languages = listing ? written.get(Number(listing[2] ?? listing[1])) : ['nl', 'fr', 'en', 'de'];
      expect(
        [...url.matchAll(/hreflang="([^"]+)"/g)].map((found) => found[1]),
        loc,
      ).toEqual([...languages!, 'x-default']);
    }
    expect(xml).toContain('<loc>http://localhost/fr/a-propos</loc>');
    expect(xml).toContain('<loc>http://localhost/en/keep-me-informed</loc>');
    expect(xml).toContain('hreflang="de" href="http://localhost/de/datenschutzerklaerung"');
  });

  it('leaves out the estates and units of a status the site hides', async () => {
    const { xml } = await sitemapOf('http://immo-tweede.localhost');
    const hidden = (await env.DB.prepare("SELECT id FROM estates WHERE site_id = 2 AND status = 'TAKEN_OVER'").all<{ id: number }>()).results;
    expect(hidden.length).toBeGreaterThan(0);
    for (const { id } of hidden) expect(xml).not.toMatch(new RegExp(`/${id}(/[a-z0-9-]+)?</loc>`));
  });
});

// Every address the two sitemaps list in Dutch, read before the tests are collected and checked in
// groups: each must be a page a search engine may index (200, no noindex, its own canonical).
const sitemapUrls = (
  await Promise.all(
    Object.values(HOSTS).map(async (host) => {
      const { xml } = await sitemapOf(host);
      return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&')).filter((url) => new URL(url).pathname.startsWith('/nl/'));
    }),
  )
).flat();
const DETAIL = /^\/nl\/aanbod\/(\d+)\/[a-z0-9-]+(?:\/(\d+))?$/;
const detailUrls = sitemapUrls.filter((url) => DETAIL.test(new URL(url).pathname));
const otherUrls = sitemapUrls.filter((url) => !DETAIL.test(new URL(url).pathname));
const GROUP = 50;
const detailGroups = Array.from({ length: Math.ceil(detailUrls.length / GROUP) }, (_, i) => {
  const group = detailUrls.slice(i * GROUP, (i + 1) * GROUP);
  return [`${i * GROUP + 1}–${i * GROUP + group.length}`, group] as const;
});

async function expectIndexable(url: string): Promise<void> {
  const { response, body } = await html(url);
  expect(response.status, url).toBe(200);
  expect(body, url).not.toContain('content="noindex"');
  expect(attribute(tags(body, 'link').find((t) => t.includes('rel="canonical"'))!, 'href'), url).toBe(url);
}

describe('every address in the sitemaps is indexable', () => {
  it('has pages, estates and units to check', () => {
    expect(otherUrls.length).toBeGreaterThan(20);
    expect(detailUrls.filter((url) => DETAIL.exec(new URL(url).pathname)![2]).length).toBeGreaterThan(50);
  });

  it.each(otherUrls)('%s answers 200 with its own canonical and no noindex', expectIndexable);

  // Rendering 400 detail pages costs a minute; the short address of an estate leads to its one
  // canonical address (a hidden estate is a 404 there), so each listed address must be where it leads.
  it.each(detailGroups)('lists estates and units %s at the address their short address leads to', async (_, group) => {
    const wrong: string[] = [];
    for (const url of group) {
      const { origin, pathname } = new URL(url);
      const [, first, unit] = DETAIL.exec(pathname)!;
      const response = await get(`${origin}/nl/aanbod/${unit ?? first}`);
      if (response.status !== 301 || response.headers.get('Location') !== pathname)
        wrong.push(`${url} ← ${response.status} ${response.headers.get('Location')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('renders the first estate and the first unit of each sitemap as an indexable page', async () => {
    for (const host of Object.values(HOSTS)) {
      const ofHost = detailUrls.filter((url) => url.startsWith(`${host}/`));
      await expectIndexable(ofHost.find((url) => !DETAIL.exec(new URL(url).pathname)![2])!);
      await expectIndexable(ofHost.find((url) => DETAIL.exec(new URL(url).pathname)![2])!);
    }
  });
});
