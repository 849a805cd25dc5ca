import type { Localized } from '../i18n/locales';

export interface NavigationItem {
  id: number;
  label: Localized;
  /** The item's path per language, e.g. { nl: '/nl/te-koop', fr: '/fr/a-vendre' }. */
  url: Localized;
  children: NavigationItem[];
}

export interface Navigation {
  name: string;
  items: NavigationItem[];
}
