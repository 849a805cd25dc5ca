import type { Locale } from '../../../shared/i18n/locales';
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

/** A link to another starter page. */
export const pageLink = (key: StarterPageKey, label: Text): RawLink => ({ label, url: starterPaths(key) });

/** A text per language with the agency's name put in. */
export const named = (name: string, text: (name: string) => Text): Text => text(name);
