import { createContext, useContext } from 'react';
import type { Translate } from '../i18n';
import type { Locale } from '../i18n/locales';
import type { Site } from '../types/site';

export interface PageContextValue {
  site: Site;
  locale: Locale;
  t: Translate;
}

/** What every server-rendered component may read: the agency, the language, a translator. */
export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage() outside a page render');
  return value;
}
