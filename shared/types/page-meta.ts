import type { Locale } from '../i18n/locales';

/** What a screen tells the document head. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's path in every language: canonical, hreflang and the language switcher. */
  alternates: Record<Locale, string>;
  /** The site's languages hreflang names (a listing's that it really has, shared/domain/listing-text.ts); absent: every one. */
  hreflang?: readonly Locale[];
  /** Absolute or site-relative image for Open Graph. */
  image?: string | null;
  /** schema.org objects, each emitted as one JSON-LD script. */
  jsonLd?: object[];
  ogType?: 'website' | 'article' | 'product';
  noindex?: boolean;
  /**
   * A variant of the page (a month or a period chosen in a holiday unit's calendar without
   * JavaScript): noindex, and its canonical stays the page itself.
   */
  variant?: boolean;
  /**
   * Counted by the statistics: the page-stats beacon is rendered, with the listing
   * the page shows (`e12`, `r3`). Absent: not counted (an error, a preview, a page not found).
   */
  stats?: { l?: string };
}
