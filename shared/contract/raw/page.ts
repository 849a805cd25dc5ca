import type { RawImage, RawLocalized } from './common';

/** A link the agency configured: a path per language (internal) or an absolute URL. */
export interface RawLink {
  label: RawLocalized;
  url: RawLocalized;
}

/**
 * Page sections, each with its own data. `hidden`: the agency keeps the
 * section on the page but visitors do not see it (the site leaves it out; the console's section
 * preview still shows it).
 */
export type RawSection = { hidden?: boolean } & (
  | { id: number; type: 'sectionTitle'; data: { title: RawLocalized; subtitle: RawLocalized | null } }
  /** Agency-provided HTML, sanitised by the site before rendering. */
  | { id: number; type: 'htmlText'; data: { html: RawLocalized } }
  | {
      id: number;
      type: 'imageWithText';
      data: { image: RawImage; title: RawLocalized; html: RawLocalized; imagePosition: 'left' | 'right'; link: RawLink | null };
    }
  | { id: number; type: 'callToAction'; data: { title: RawLocalized; text: RawLocalized; button: RawLink; variant: 'primary' | 'accent' } }
  /** Items from GET /entities/quotes/items. */
  | { id: number; type: 'quotes'; data: { title: RawLocalized | null } }
  /** Items from GET /entities/reviews/items. */
  | { id: number; type: 'reviews'; data: { title: RawLocalized | null; limit: number } }
  /** Items from GET /entities/offices/items. */
  | { id: number; type: 'offices'; data: { title: RawLocalized | null } }
  /** Items from GET /entities/employees/items, shown as a carousel. */
  | { id: number; type: 'employees'; data: { title: RawLocalized | null } }
  /** The agency's BIV/CIB registration (from the site record). */
  | { id: number; type: 'bivCib'; data: { title: RawLocalized | null } }
  /** The VAT brackets 6 %, 12 %, 21 % for new builds, explained. */
  | { id: number; type: 'vat-regime-costs'; data: { title: RawLocalized; intro: RawLocalized } }
  /** The purchase-costs calculator (registration duty by region, notary, mortgage, monthly payment), starting from an example price. */
  | { id: number; type: 'purchaseCosts'; data: { title: RawLocalized | null; intro: RawLocalized | null; price: number | null } }
  | { id: number; type: 'contactForm'; data: { title: RawLocalized | null; intro: RawLocalized | null; subjects: RawLocalized[] } }
  /** The valuation wizard: a seller's address, property and contact, step by step, with an indicative range. */
  | { id: number; type: 'valuationWizard'; data: { title: RawLocalized | null } }
  /**
   * A list of estates. `query` is the fixed part of the search (node: terms, range,
   * match), e.g. { terms: { 'transaction.id': [5] } } for the sold list; the visitor's filter
   * adds to it. groupOptions: grouping of the list (TYPE, SUBTYPE, CITY, STATUS, PRICE).
   */
  | {
      id: number;
      type: 'estateList';
      data: {
        title: RawLocalized | null;
        query: {
          terms?: Record<string, (number | string)[]>;
          range?: Record<string, { gte?: number; lte?: number }>;
          match?: Record<string, number | string | boolean>;
        };
        groupOptions: { grouping: 'TYPE' | 'SUBTYPE' | 'CITY' | 'STATUS' | 'PRICE' } | null;
        collections: { id: number }[];
        pageSize: number;
      };
    }
  /** The filter bar for the estateList of the same page. */
  | { id: number; type: 'estateFilter'; data: { statuses: ('FOR_SALE' | 'TO_RENT')[] } }
  /** The estates of one collection (GET /estate-collections/{id}). */
  | { id: number; type: 'estateCollection'; data: { collectionId: number; title: RawLocalized | null } }
  /** One highlighted estate. */
  | { id: number; type: 'estateItem'; data: { estateId: number; title: RawLocalized | null } }
  /** The holiday rental units of the site, with their search (POST /rental-units). */
  | { id: number; type: 'rentalList'; data: { title: RawLocalized | null; pageSize: number | null } }
);

export type RawSectionType = RawSection['type'];

/** Page elements: animated counters and the employees strip. */
export type RawElement =
  | { id: number; type: 'ctaNumbers'; data: { items: { value: number; label: RawLocalized; suffix: string | null }[] } }
  | { id: number; type: 'employees'; data: { title: RawLocalized | null } };

/** A CMS page (GET /pages/by-url/{url}, GET /pages/{id}, GET /sites/{siteId}/pages/). */
export interface RawPage {
  id: number;
  siteId: number;
  /** A stable name: home, forSale, forRent, projects, sold, holiday, about, valuation, contact. */
  key: string;
  /** Path after the language prefix, per language; '' is the home page. */
  url: RawLocalized;
  title: RawLocalized;
  description: RawLocalized;
  /** Hero image at the top of the page, if any. */
  image: RawImage | null;
  sections: RawSection[];
  elements: RawElement[];
  /**
   * Hidden from visitors: its address answers 404, and the sitemap, the menus and the
   * site's links to it leave it out; a preview still shows it. The home page is never hidden.
   */
  hidden?: boolean;
}

/** Privacy statement and terms of use per language (GET /agreements?locale=). */
export interface RawAgreement {
  type: 'privacy' | 'terms';
  locale: string;
  title: string;
  /** Agency-provided HTML. */
  html: string;
  updatedAt: string;
  /**
   * Written by the platform from its templates and the agency's legal data
   * (worker/platform/starter/), not by the agency: rewritten when the legal data change.
   */
  generated?: boolean;
}
