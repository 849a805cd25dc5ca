import { ROUTES } from '../../../../shared/routes';
import type { RawImage } from '../../../../shared/contract/raw/common';
import type { RawLink } from '../../../../shared/contract/raw/page';
import type { SeedContext } from './context';
import { mapLocales, type Prose, prose } from './prose';
import { imageWithText, sectionTitle, text as t } from '../../starter/draft';
import { PURCHASE_COSTS_SECTION, VALUATION_STEPS } from '../../starter/texts';
import { type PageKey, pagePaths } from './pages-urls';
import type { PageDraft as Draft, ElementDraft, SectionDraft, Text } from '../../starter/draft';

export type { ElementDraft, SectionDraft, Text };

/** A demo page before its ids: one of the demo pages, its picture given (or null). */
export interface PageDraft extends Draft {
  key: PageKey;
  image: RawImage | null;
}

/** '/nl/hou-me-op-de-hoogte' style paths of one of the site's own routes. */
export function routePaths(name: 'subscribe' | 'privacy' | 'terms'): Text {
  return mapLocales((locale) => `/${locale}/${ROUTES[name][locale]}`);
}

export function pageLink(key: PageKey, label: Text): RawLink {
  return { label, url: pagePaths(key) };
}

export function subscribeLink(label: Text): RawLink {
  return { label, url: routePaths('subscribe') };
}

/** A generated page picture (hero or illustration) with its alt text. */
export function pageImage(ctx: SeedContext, seed: string, alt: Text, width = 1600, height = 900): RawImage {
  const asset = ctx.assets.add('page', seed, width, height);
  return { url: asset.url, alt, width, height };
}

/** A picture (900×600, its seed and alt text) beside a title and some HTML, with an optional link. */
export function illustration(
  ctx: SeedContext,
  seed: string,
  alt: Text,
  title: Text,
  imagePosition: 'left' | 'right',
  link: RawLink | null,
  html: Text,
): SectionDraft {
  return imageWithText(pageImage(ctx, seed, alt, 900, 600), title, imagePosition, link, html);
}

export { SUBJECTS, SUBSCRIBE_BUTTON, VALUATION_BUTTON } from '../../starter/texts';

/** A section that lists one of the agency's entities (its team, offices, quotes) or its licence, under a title. */
export function titled(type: 'employees' | 'offices' | 'quotes' | 'bivCib', title: Text | null): SectionDraft {
  return { type, data: { title } };
}

/** The holiday rentals' search on a page, twelve units a page. */
export const HOLIDAY_SEARCH: SectionDraft = {
  type: 'rentalList',
  data: { title: t('Zoek een vakantiewoning', 'Trouvez votre location', 'Find a holiday home', 'Ferienhaus finden'), pageSize: 12 },
};

/** The agency in figures (`ctaNumbers`): each a value and what it counts. */
export function ctaNumbers(items: { value: number; label: Text; suffix: string | null }[]): ElementDraft {
  return { type: 'ctaNumbers', data: { items } };
}

/** A page's head: which page, its title and description (the search engines' too) and its picture; its sections follow. */
export function pageHead(key: PageKey, title: Text, description: Text, image: RawImage | null): Pick<PageDraft, 'key' | 'title' | 'description' | 'image'> {
  return { key, title, description, image };
}

/** The words of a valuation page in a site's texts (`textsOf`). */
type ValuationKey = 'valuation.title' | 'valuation.description' | 'valuation.image' | 'valuation.subtitle' | 'valuation.wizard';

/**
 * A demo agency's valuation page, its words from the site's texts: its heading (`valuation.subtitle`
 * under "Free valuation"), the steps, the purchase costs, the wizard (`valuation.wizard`) and what
 * sellers say; its picture drawn from `imageSeed`, with `valuation.image` as its alt text.
 */
export function valuationPage(
  ctx: SeedContext,
  text: (key: ValuationKey) => Text,
  imageSeed: string,
  reviews: { title: Text | null; limit: number },
): PageDraft {
  const sections: SectionDraft[] = [
    sectionTitle(t('Gratis schatting', 'Estimation gratuite', 'Free valuation', 'Kostenlose Bewertung'), text('valuation.subtitle')),
    { type: 'htmlText', data: { html: VALUATION_STEPS } },
    PURCHASE_COSTS_SECTION,
    { type: 'valuationWizard', data: { title: text('valuation.wizard') } },
    { type: 'reviews', data: reviews },
  ];
  return { ...pageHead('valuation', text('valuation.title'), text('valuation.description'), pageImage(ctx, imageSeed, text('valuation.image'))), sections };
}
export { estateSearch, htmlText, sectionTitle } from '../../starter/draft';
export { callToAction, imageWithText, text as t } from '../../starter/draft';
export { same } from './estates-model';

/**
 * A site's longer words kept as data (a JSON file of `{ key: { nl, fr, en, de } }`, each a
 * `Prose`): `text(key, values)` is the key's four texts with each `{{name}}` filled in, by a
 * value, or by a value per language.
 * @example textsOf(texts)('about.story', { FOUNDED: 2008 })
 */
export function textsOf<K extends string>(texts: Record<K, Record<keyof Text, Prose>>): (key: K, values?: Record<string, string | number | Text>) => Text {
  return (key, values = {}) =>
    mapLocales((locale) =>
      prose(texts[key][locale]).replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
        const value = values[name];
        if (value === undefined) throw new Error(`${key}: no value for {{${name}}}`);
        return String(typeof value === 'object' ? value[locale] : value);
      }),
    );
}
