import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../shared/i18n/locales';
import { ROUTES } from '../../../../shared/routes';
import { AssetRegistry } from '../../../../worker/platform/demo/seed/assets';
import { generateContent, type SeededContent } from '../../../../worker/platform/demo/seed/content';
import { PAGE_URLS, type PageKey, pagePaths } from '../../../../worker/platform/demo/seed/pages-urls';
import { createRandom } from '../../../../worker/platform/demo/seed/random';
import type { RawElement, RawPage, RawSectionType } from '../../../../shared/contract/raw/page';

const TODAY = '2026-11-21';
const generate = (): SeededContent => generateContent({ random: createRandom(20261121), assets: new AssetRegistry(), today: TODAY });
const content = generate();

// Records force these lists to name every type of the contracts.
const SECTION_TYPES = Object.keys({
  bivCib: true,
  callToAction: true,
  contactForm: true,
  employees: true,
  estateCollection: true,
  estateFilter: true,
  estateItem: true,
  estateList: true,
  htmlText: true,
  imageWithText: true,
  offices: true,
  purchaseCosts: true,
  quotes: true,
  rentalList: true,
  reviews: true,
  sectionTitle: true,
  'vat-regime-costs': true,
  valuationWizard: true,
} satisfies Record<RawSectionType, true>);
const ELEMENT_TYPES = Object.keys({ ctaNumbers: true, employees: true } satisfies Record<RawElement['type'], true>);
const PAGE_KEYS = Object.keys(PAGE_URLS) as PageKey[];

const pagesOf = (siteId: number) => content.pages.filter((page) => page.siteId === siteId);
const page = (siteId: number, key: PageKey): RawPage => {
  const found = pagesOf(siteId).find((candidate) => candidate.key === key);
  if (!found) throw new Error(`site ${siteId} has no ${key} page`);
  return found;
};
const sectionsOf = (siteId: number) => pagesOf(siteId).flatMap((candidate) => candidate.sections);

/** Every { nl, fr, en, de } shaped object under `value`, with where it was found. */
function localizedTexts(value: unknown, path: string, found: { path: string; text: Record<string, unknown> }[] = []) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => localizedTexts(item, `${path}[${index}]`, found));
  } else if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length > 0 && keys.every((key) => (LOCALES as readonly string[]).includes(key))) {
      found.push({ path, text: value as Record<string, unknown> });
    } else {
      for (const [key, child] of Object.entries(value)) localizedTexts(child, `${path}.${key}`, found);
    }
  }
  return found;
}

const wordCount = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('generateContent', () => {
  it.each([1, 2])('gives site %i every page key with the shared page urls', (siteId) => {
    const keys = pagesOf(siteId).map((candidate) => candidate.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThanOrEqual(siteId === 1 ? 9 : 8);
    expect(keys).toEqual(expect.arrayContaining(PAGE_KEYS.filter((key) => siteId === 1 || key !== 'projects')));
    for (const candidate of pagesOf(siteId)) expect(candidate.url).toEqual(PAGE_URLS[candidate.key as PageKey]);
  });

  it('numbers pages from 1 with site 1 first', () => {
    expect(content.pages.map((candidate) => candidate.id)).toEqual(content.pages.map((_, index) => index + 1));
    expect(content.pages.findIndex((candidate) => candidate.siteId === 2)).toBe(pagesOf(1).length);
  });

  it.each([1, 2])('uses every section and element type on site %i', (siteId) => {
    const used = new Set(sectionsOf(siteId).map((section) => section.type));
    expect(SECTION_TYPES.filter((type) => !used.has(type as RawSectionType))).toEqual([]);
    const usedElements = new Set(pagesOf(siteId).flatMap((candidate) => candidate.elements.map((element) => element.type)));
    expect(ELEMENT_TYPES.filter((type) => !usedElements.has(type as RawElement['type']))).toEqual([]);
  });

  it('gives section and element ids that are unique across both sites, and entity ids unique per type', () => {
    const ids = content.pages.flatMap((candidate) => [...candidate.sections, ...candidate.elements].map((block) => block.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const items of [content.employees, content.offices, content.reviews, content.quotes]) {
      const itemIds = items.map(({ item }) => item.id);
      expect(new Set(itemIds).size).toBe(itemIds.length);
    }
  });

  it('writes every localized text in nl, fr, en and de', () => {
    // Page urls are excluded: the home page's path is '' in every language.
    const pages = content.pages.map(({ url: _url, ...rest }) => rest);
    const texts = localizedTexts(
      { pages, employees: content.employees, offices: content.offices, reviews: content.reviews, quotes: content.quotes },
      'content',
    );
    expect(texts.length).toBeGreaterThan(200);
    const incomplete = texts.filter(({ text }) => LOCALES.some((locale) => typeof text[locale] !== 'string' || (text[locale] as string).trim() === ''));
    expect(incomplete.map(({ path }) => path)).toEqual([]);
  });

  it('keeps meta descriptions near 150 characters', () => {
    for (const candidate of content.pages) {
      for (const locale of LOCALES) expect(candidate.description[locale]?.length, `${candidate.key} ${locale}`).toBeGreaterThanOrEqual(110);
      for (const locale of LOCALES) expect(candidate.description[locale]?.length, `${candidate.key} ${locale}`).toBeLessThanOrEqual(170);
    }
  });

  it('sets up the listing pages with their lists and filters', () => {
    for (const siteId of [1, 2]) {
      const list = (key: PageKey) => page(siteId, key).sections.find((section) => section.type === 'estateList');
      expect(list('forSale')?.data).toMatchObject({ query: { terms: { 'transaction.id': [1, 3] } }, pageSize: 15, groupOptions: null });
      expect(list('forRent')?.data).toMatchObject({ query: { terms: { 'transaction.id': [2] } } });
      expect(list('sold')?.data).toMatchObject({ query: { terms: { 'transaction.id': [5] } } });
      expect(list('projects')?.data).toMatchObject({ query: { match: { project: true } }, groupOptions: null });
      expect(page(siteId, 'forSale').sections).toContainEqual(expect.objectContaining({ type: 'estateFilter', data: { statuses: ['FOR_SALE'] } }));
      expect(page(siteId, 'forRent').sections).toContainEqual(expect.objectContaining({ type: 'estateFilter', data: { statuses: ['TO_RENT'] } }));
      expect(page(siteId, 'home').sections).toContainEqual(
        expect.objectContaining({ type: 'estateCollection', data: expect.objectContaining({ collectionId: siteId === 1 ? 1 : 5 }) }),
      );
      expect(page(siteId, 'home').sections).toContainEqual(expect.objectContaining({ type: 'reviews', data: expect.objectContaining({ limit: 6 }) }));
    }
  });

  it('links calls to action to site pages and the subscribe route', () => {
    const allowed = [
      ...PAGE_KEYS.map((key) => pagePaths(key)),
      Object.fromEntries(LOCALES.map((locale) => [locale, `/${locale}/${ROUTES.subscribe[locale]}`])),
    ];
    const links = content.pages.flatMap((candidate) =>
      candidate.sections.flatMap((section) =>
        section.type === 'callToAction' ? [section.data.button.url] : section.type === 'imageWithText' && section.data.link ? [section.data.link.url] : [],
      ),
    );
    expect(links.length).toBeGreaterThan(5);
    for (const url of links) expect(allowed).toContainEqual(url);
    expect(links).toContainEqual({
      nl: '/nl/hou-me-op-de-hoogte',
      fr: '/fr/tenez-moi-informe',
      en: '/en/keep-me-informed',
      de: '/de/auf-dem-laufenden-halten',
    });
    expect(links).toContainEqual(pagePaths('valuation'));
  });

  it('puts unsafe agency HTML on the about page of site 1 for the sanitiser to neutralise', () => {
    const html = page(1, 'about').sections.flatMap((section) => (section.type === 'htmlText' ? [section.data.html] : []));
    expect(html).toHaveLength(1);
    for (const locale of LOCALES) {
      const text = html[0]?.[locale] ?? '';
      expect(text).toContain('<img src=x onerror="alert(1)">');
      expect(text).toContain("<script>alert('x')</script>");
      expect(text).toContain('<a href="javascript:alert(1)">');
      expect(text).toContain('<a href="https://www.biv.be" target="_blank">');
    }
    const elsewhere = JSON.stringify(content.pages.filter((candidate) => candidate !== page(1, 'about')));
    expect(elsewhere).not.toMatch(/onerror|<script|javascript:/);
  });

  it('staffs both agencies and links employees to their own offices', () => {
    expect(content.employees.filter(({ siteId }) => siteId === 1)).toHaveLength(6);
    expect(content.employees.filter(({ siteId }) => siteId === 2)).toHaveLength(4);
    for (const { siteId, item } of content.employees) {
      const office = content.offices.find((candidate) => candidate.item.id === item.officeId);
      expect(office?.siteId).toBe(siteId);
      expect(item.email).toMatch(siteId === 1 ? /@immo-scheldeland\.be$/ : /@ardennes-habitat\.be$/);
      expect(item.picture).toMatch(/^\/assets\/media\/\d+\/[0-9a-f]{8}\.svg$/);
      for (const phone of [item.phone, item.mobile]) if (phone) expect(phone).toMatch(/^\+32 \d{1,3}( \d{2,3}){3}$/);
    }
    expect(content.offices.filter(({ siteId }) => siteId === 1)).toHaveLength(2);
    expect(content.offices.filter(({ siteId }) => siteId === 2)).toHaveLength(2);
  });

  it('dates 8–12 reviews per site before today, mostly five stars, and gives 3–4 quotes', () => {
    for (const siteId of [1, 2]) {
      const reviews = content.reviews.filter((review) => review.siteId === siteId).map(({ item }) => item);
      expect(reviews.length).toBeGreaterThanOrEqual(8);
      expect(reviews.length).toBeLessThanOrEqual(12);
      for (const review of reviews) {
        expect(review.rating).toBeGreaterThanOrEqual(3);
        expect(review.rating).toBeLessThanOrEqual(5);
        expect(review.date < TODAY).toBe(true);
      }
      expect(reviews.filter((review) => review.rating === 5).length).toBeGreaterThan(reviews.length / 2);
      const quotes = content.quotes.filter((quote) => quote.siteId === siteId);
      expect(quotes.length).toBeGreaterThanOrEqual(3);
      expect(quotes.length).toBeLessThanOrEqual(4);
    }
  });

  it('writes a privacy statement and terms of use per site and language', () => {
    expect(content.agreements).toHaveLength(16);
    const keys = content.agreements.map(({ siteId, agreement }) => `${siteId}:${agreement.type}:${agreement.locale}`);
    expect(new Set(keys).size).toBe(16);
    for (const { siteId, agreement } of content.agreements) {
      const words = wordCount(agreement.html);
      expect(words, `${siteId} ${agreement.type} ${agreement.locale}`).toBeGreaterThanOrEqual(400);
      expect(words, `${siteId} ${agreement.type} ${agreement.locale}`).toBeLessThanOrEqual(900);
      expect(agreement.html).toContain(siteId === 1 ? 'Immo Scheldeland' : 'Ardennes Habitat');
      expect(agreement.html).toContain(siteId === 1 ? '9000' : '6940');
      expect(agreement.updatedAt < TODAY).toBe(true);
      if (agreement.type === 'privacy') expect(agreement.html).toMatch(/Drukpersstraat 35|rue de la Presse 35/);
      // What the site keeps of where a lead came from, and why.
      if (agreement.type === 'privacy') for (const kept of ['utm_source', 'gclid', 'fbclid', 'msclkid']) expect(agreement.html).toContain(kept);
    }
  });

  it('is deterministic', () => {
    expect(generate()).toEqual(content);
  });
});
