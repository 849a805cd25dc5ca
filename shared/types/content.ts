import type { Localized } from '../i18n/locales';
import type { RawEmployee, RawOffice, RawQuote, RawReview } from '../contract/raw/entities';

export interface Image {
  url: string;
  alt: Localized;
  width: number | null;
  height: number | null;
}

export interface Link {
  label: Localized;
  url: Localized;
}

export type EstateQuery = {
  terms?: Record<string, (number | string)[]>;
  range?: Record<string, { gte?: number; lte?: number }>;
  match?: Record<string, number | string | boolean>;
};

/** A page section with its data (reshaped from the platform's RawSection). */
export type Section =
  | { id: number; type: 'sectionTitle'; title: Localized; subtitle: Localized | null }
  | { id: number; type: 'htmlText'; html: Localized }
  | { id: number; type: 'imageWithText'; image: Image; title: Localized; html: Localized; imagePosition: 'left' | 'right'; link: Link | null }
  | { id: number; type: 'callToAction'; title: Localized; text: Localized; button: Link; variant: 'primary' | 'accent' }
  | { id: number; type: 'quotes'; title: Localized | null }
  | { id: number; type: 'reviews'; title: Localized | null; limit: number }
  | { id: number; type: 'offices'; title: Localized | null }
  | { id: number; type: 'employees'; title: Localized | null }
  | { id: number; type: 'bivCib'; title: Localized | null }
  | { id: number; type: 'vat-regime-costs'; title: Localized; intro: Localized }
  /** What buying costs by region, with a price the visitor types; `price` is the example it starts from. */
  | { id: number; type: 'purchaseCosts'; title: Localized | null; intro: Localized | null; price: number | null }
  | { id: number; type: 'contactForm'; title: Localized | null; intro: Localized | null; subjects: Localized[] }
  | { id: number; type: 'valuationWizard'; title: Localized | null }
  | {
      id: number;
      type: 'estateList';
      title: Localized | null;
      query: EstateQuery;
      grouping: 'TYPE' | 'SUBTYPE' | 'CITY' | 'STATUS' | 'PRICE' | null;
      collections: number[];
      pageSize: number;
    }
  | { id: number; type: 'estateFilter'; statuses: ('FOR_SALE' | 'TO_RENT')[] }
  | { id: number; type: 'estateCollection'; collectionId: number; title: Localized | null }
  | { id: number; type: 'estateItem'; estateId: number; title: Localized | null }
  | { id: number; type: 'rentalList'; title: Localized | null; pageSize: number };

export type SectionType = Section['type'];

export type PageElement =
  | { id: number; type: 'ctaNumbers'; items: { value: number; label: Localized; suffix: string | null }[] }
  | { id: number; type: 'employees'; title: Localized | null };

export interface Page {
  id: number;
  key: string;
  url: Localized;
  title: Localized;
  description: Localized;
  image: Image | null;
  sections: Section[];
  elements: PageElement[];
}

export interface Agreement {
  type: 'privacy' | 'terms';
  locale: string;
  title: string;
  html: string;
  updatedAt: string;
}

// Entity items as the platform answers them (shared/contract/raw/entities.ts); an employee
// also has its full name (reshape/content.ts).

export interface Employee extends RawEmployee {
  /** First and last name. */
  name: string;
}

export type Office = RawOffice;

export type Review = RawReview;

export type Quote = RawQuote;

export interface EntityMap {
  employees: Employee;
  offices: Office;
  reviews: Review;
  quotes: Quote;
}

export interface EstateCollection {
  id: number;
  name: Localized;
  description: Localized;
  estateIds: number[];
}
