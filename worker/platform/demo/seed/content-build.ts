import { LOCALES } from '../../../../shared/i18n/locales';
import { ROUTES } from '../../../../shared/routes';
import type { RawImage } from '../../../../shared/contract/raw/common';
import type { RawElement, RawLink, RawPage, RawSection } from '../../../../shared/contract/raw/page';
import type { SeedContext } from './context';
import { PAGE_URLS, type PageKey, pagePaths } from './pages-urls';
import type { ElementDraft, SectionDraft, Text } from '../../starter/draft';

export type { ElementDraft, SectionDraft, Text };

export interface PageDraft {
  key: PageKey;
  title: Text;
  description: Text;
  image: RawImage | null;
  sections: SectionDraft[];
  elements?: ElementDraft[];
}

/**
 * A page with its ids: sections and elements share one counter, pageId * 100 + n, so
 * they are unique across every page of both sites.
 * @example buildPage(1, 1, { key: 'home', ... }).sections[0].id // 101
 */
export function buildPage(id: number, siteId: number, draft: PageDraft): RawPage {
  let counter = 0;
  const nextId = () => {
    counter += 1;
    if (counter >= 100) throw new Error(`page ${id} has more than 99 sections and elements`);
    return id * 100 + counter;
  };
  return {
    id,
    siteId,
    key: draft.key,
    url: { ...PAGE_URLS[draft.key] },
    title: draft.title,
    description: draft.description,
    image: draft.image,
    sections: draft.sections.map((section) => ({ id: nextId(), ...section }) as RawSection),
    elements: (draft.elements ?? []).map((element) => ({ id: nextId(), ...element }) as RawElement),
  };
}

/** '/nl/hou-me-op-de-hoogte' style paths of one of the site's own routes. */
export function routePaths(name: 'subscribe' | 'privacy' | 'terms'): Text {
  return Object.fromEntries(LOCALES.map((locale) => [locale, `/${locale}/${ROUTES[name][locale]}`])) as Text;
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

export { SUBJECTS, SUBSCRIBE_BUTTON, VALUATION_BUTTON } from '../../starter/texts';
export { estateSearch, htmlText, sectionTitle } from '../../starter/draft';
export { callToAction, imageWithText } from '../../starter/draft';
