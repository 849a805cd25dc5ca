import type { Locale } from '../../../shared/i18n/locales';
import type { RawImage, RawLocalized } from '../../../shared/contract/raw/common';
import type { RawElement, RawLink, RawPage, RawSection } from '../../../shared/contract/raw/page';
import { type StarterPageKey, starterPaths } from './page-urls';

/** A page text in every language the sites are served in (a site keeps its own languages' of it). */
export type Text = Record<Locale, string>;

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** A section or element before its page hands out its id. */
export type SectionDraft = WithoutId<RawSection>;
export type ElementDraft = WithoutId<RawElement>;

/** A page before it has ids and URLs: a starter page, or a demo site's with its picture and elements. */
export interface PageDraft {
  key: string;
  title: Text;
  description: Text;
  image?: RawImage | null;
  sections: SectionDraft[];
  elements?: ElementDraft[];
}

/** A starter page before it has ids and URLs. */
export interface StarterPage extends PageDraft {
  key: StarterPageKey;
}

/**
 * A page with its ids and its URLs (`url`, per language): its sections and elements share one
 * counter, pageId * 100 + n (at most 99 a page), so ids are unique across every page of a site.
 */
export function builtPage(id: number, siteId: number, draft: PageDraft, url: RawLocalized): RawPage {
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
    url: { ...url },
    title: draft.title,
    description: draft.description,
    image: draft.image ?? null,
    sections: draft.sections.map((section) => ({ id: nextId(), ...section }) as RawSection),
    elements: (draft.elements ?? []).map((element) => ({ id: nextId(), ...element }) as RawElement),
  };
}

/** A text in the four languages, Dutch first. */
export function text(nl: string, fr: string, en: string, de: string): Text {
  return { nl, fr, en, de };
}

/** A link to another starter page. */
export const pageLink = (key: StarterPageKey, label: Text): RawLink => ({ label, url: starterPaths(key) });

/** A text per language with the agency's name put in. */
export const named = (name: string, text: (name: string) => Text): Text => text(name);

/** A page's heading section: its title and subtitle. */
export const sectionTitle = (title: Text, subtitle: Text | null): SectionDraft => ({ type: 'sectionTitle', data: { title, subtitle } });

/** A section of the agency's own HTML (sanitised by the site). */
export const htmlText = (html: Text): SectionDraft => ({ type: 'htmlText', data: { html } });

/** A listing page's search: the filter bar for `statuses` and the list of the estates with these transaction ids, 15 a page. */
export const estateSearch = (statuses: ('FOR_SALE' | 'TO_RENT')[], transactionIds: number[]): SectionDraft[] => [
  { type: 'estateFilter', data: { statuses } },
  { type: 'estateList', data: { title: null, query: { terms: { 'transaction.id': transactionIds } }, groupOptions: null, collections: [], pageSize: 15 } },
];

/** A call to action: a title, a short text and a button. */
export const callToAction = (title: Text, button: RawLink, variant: 'primary' | 'accent', text: Text): SectionDraft => ({
  type: 'callToAction',
  data: { title, text, button, variant },
});

/** A picture beside a title and some HTML, with an optional link. */
export const imageWithText = (image: RawImage, title: Text, imagePosition: 'left' | 'right', link: RawLink | null, html: Text): SectionDraft => ({
  type: 'imageWithText',
  data: { image, title, html, imagePosition, link },
});
