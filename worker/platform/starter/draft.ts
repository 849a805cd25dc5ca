import type { Locale } from '../../../shared/i18n/locales';
import type { RawImage } from '../../../shared/contract/raw/common';
import type { RawElement, RawLink, RawSection } from '../../../shared/contract/raw/page';
import { type StarterPageKey, starterPaths } from './page-urls';

/** A page text in every language the sites are served in (a site keeps its own languages' of it). */
export type Text = Record<Locale, string>;

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** A section or element before its page hands out its id. */
export type SectionDraft = WithoutId<RawSection>;
export type ElementDraft = WithoutId<RawElement>;

/** A starter page before it has ids and URLs. */
export interface StarterPage {
  key: StarterPageKey;
  title: Text;
  description: Text;
  sections: SectionDraft[];
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
