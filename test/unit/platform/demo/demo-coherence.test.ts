import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../shared/i18n/locales';
import type { RawPage } from '../../../../shared/contract/raw/page';
import { pageScene } from '../../../../worker/platform/demo/media/land';
import { renderAsset } from '../../../../worker/platform/demo/media/render';
import { AssetRegistry } from '../../../../worker/platform/demo/seed/assets';
import { generateContent } from '../../../../worker/platform/demo/seed/content';
import type { SeedContext } from '../../../../worker/platform/demo/seed/context';
import { type PageKey, pagePaths } from '../../../../worker/platform/demo/seed/pages-urls';
import { createRandom } from '../../../../worker/platform/demo/seed/random';
import { generateRentals, publishedUnitCount } from '../../../../worker/platform/demo/seed/rentals';
import { DEMO_NAVIGATION } from '../../../../worker/platform/demo/seed/sites';

// Demo content that contradicts itself makes the product look fake: what an
// agency's pages promise must be what its data holds.

const TODAY = '2026-11-21';
const ctx: SeedContext = { random: createRandom(20261121), assets: new AssetRegistry(), today: TODAY };
const content = generateContent(ctx);
const units = generateRentals(ctx);
const SITES = [1, 2] as const;

const pageOf = (siteId: number, key: PageKey): RawPage | undefined => content.pages.find((page) => page.siteId === siteId && page.key === key);
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ');

/** Every text a page shows in a language: its title, description and the texts of its sections. */
function pageText(page: RawPage, locale: (typeof LOCALES)[number]): string {
  const texts: string[] = [page.title[locale] ?? '', page.description[locale] ?? ''];
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record[locale] === 'string' && Object.keys(record).every((key) => (LOCALES as readonly string[]).includes(key)))
        texts.push(plain(record[locale] as string));
      else Object.values(record).forEach(collect);
    }
  };
  collect(page.sections);
  return texts.join(' \n ');
}

/** How each holiday region is named in each language (rentals.ts RENTAL_LOCATIONS: 1 coast, 2 Ardennes). */
const REGION_WORDS: Record<number, Record<(typeof LOCALES)[number], RegExp>> = {
  1: { nl: /\bkust\b|\baan zee\b/i, fr: /\bcôte\b|\bà la mer\b/i, en: /\bcoast\b|\bby the sea\b/i, de: /\bKüste\b|\bam Meer\b/i },
  2: { nl: /Ardennen/, fr: /Ardenne/, en: /Ardennes/, de: /Ardennen/ },
};

describe('the demo agencies tell one story', () => {
  it.each(SITES)('site %i: its holiday page names every region its units are in, and no other', (siteId) => {
    const page = pageOf(siteId, 'holiday');
    expect(page, `site ${siteId} has a holiday page`).toBeDefined();
    const regions = new Set(units.filter((unit) => unit.siteId === siteId && unit.published).map(({ unit }) => unit.general.location.id));
    expect(regions.size).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const text = pageText(page!, locale);
      for (const [region, words] of Object.entries(REGION_WORDS)) {
        expect(
          words[locale].test(text),
          `site ${siteId} ${locale}: region ${region} ${regions.has(Number(region)) ? 'not named' : 'named without a unit there'}\n${text}`,
        ).toBe(regions.has(Number(region)));
      }
    }
  });

  it('gives each region to one agency: the coast to the Ghent agency, the Ardennes to the Durbuy one', () => {
    expect(new Set(units.filter(({ siteId }) => siteId === 1).map(({ unit }) => unit.general.location.id))).toEqual(new Set([1]));
    expect(new Set(units.filter(({ siteId }) => siteId === 2).map(({ unit }) => unit.general.location.id))).toEqual(new Set([2]));
  });

  it.each(SITES)('site %i: every page it has is in its main or footer menu, and its holiday rentals have a call on the home page', (siteId) => {
    const menus = new Set(DEMO_NAVIGATION.filter((entry) => entry.siteId === siteId).flatMap(({ navigation }) => navigation.items.map((item) => item.url.nl)));
    const pages = content.pages.filter((page) => page.siteId === siteId);
    expect(pages.length).toBeGreaterThanOrEqual(9);
    for (const page of pages) expect(menus.has(pagePaths(page.key as PageKey).nl), `site ${siteId}: no menu links to ${page.key}`).toBe(true);
    const home = pageOf(siteId, 'home')!;
    const calls = home.sections.flatMap((section) =>
      section.type === 'callToAction' ? [section.data.button.url] : section.type === 'imageWithText' && section.data.link ? [section.data.link.url] : [],
    );
    expect(calls).toContainEqual(pagePaths('holiday'));
  });

  it.each(SITES)('site %i: its counters read as real figures, the holiday-homes count is the number of units it lists', (siteId) => {
    const counters = pageOf(siteId, 'home')!.elements.flatMap((element) => (element.type === 'ctaNumbers' ? element.data.items : []));
    expect(counters.length).toBeGreaterThan(0);
    for (const counter of counters) {
      expect(counter.value, counter.label.nl).toBeGreaterThan(0);
      if (counter.suffix === '%') {
        expect(counter.value, counter.label.nl).toBeGreaterThanOrEqual(50);
        expect(counter.value, counter.label.nl).toBeLessThanOrEqual(100);
      }
    }
    const holidayHomes = counters.find((counter) => /vakantiewoning/i.test(counter.label.nl ?? ''));
    if (holidayHomes) expect(holidayHomes.value).toBe(publishedUnitCount(siteId));
    expect(publishedUnitCount(siteId)).toBe(units.filter((unit) => unit.siteId === siteId && unit.published).length);
  });

  it("draws each holiday unit's photos in its own region, and each agency's page pictures in its own landscape", () => {
    const seedOf = (url: string) => ctx.assets.rows().find((row) => url.startsWith(`/assets/media/${row.id}/`))!;
    for (const { unit } of units) {
      const region = unit.general.location.id === 1 ? 'coast' : 'ardennes';
      for (const photo of unit.photos) expect(seedOf(photo.original).seed.startsWith(`${region}-`), `unit ${unit.id} ${photo.original}`).toBe(true);
    }
    for (const page of content.pages) {
      const images = [page.image, ...page.sections.map((section) => (section.type === 'imageWithText' ? section.data.image : null))].filter(
        (image) => image !== null,
      );
      for (const image of images) {
        const scene = pageScene(seedOf(image.url).seed);
        if (page.siteId === 2) expect(scene, `${page.key} ${image.url}`).toBe('ardennes');
        else expect(['town', 'countryside'], `${page.key} ${image.url}`).toContain(scene);
      }
    }
  });

  it('renders the scene a seed names: the beach for the coast, the pine forest for the Ardennes, the quay for a town', () => {
    const BEACH = '#e9d6a8';
    const PINES = '#2f5a3a';
    const QUAY = '#8d8a84';
    for (let id = 1; id <= 12; id += 1) {
      const coast = renderAsset({ id, kind: 'holiday', seed: `coast-rental-${id}-1`, width: 1200, height: 800 });
      const ardennes = renderAsset({ id, kind: 'holiday', seed: `ardennes-rental-${id}-1`, width: 1200, height: 800 });
      expect([coast.includes(BEACH), coast.includes(PINES)]).toEqual([true, false]);
      expect([ardennes.includes(BEACH), ardennes.includes(PINES)]).toEqual([false, true]);
      const hero = renderAsset({ id, kind: 'page', seed: 'ardennes-home', width: 1600, height: 900 });
      expect([hero.includes(PINES), hero.includes(QUAY)]).toEqual([true, false]);
      expect(renderAsset({ id, kind: 'page', seed: 'scheldeland-home', width: 1600, height: 900 }).includes(QUAY)).toBe(true);
    }
  });
});
