import type { EstateCard } from '../../../shared/domain/estate-card';
import type { ContactFormState } from '../../../client/stores/contact-form';
import type { Employee, Office, Quote, Review, Section, SectionType } from '../../../shared/types/content';
import type { EstateFilter } from '../../../shared/domain/search-params';
import type { ListingNode } from '../../../shared/domain/listing-search';
import type { NotApplied } from '../../../shared/domain/plain-search/to-filter';
import type { FilterOptions } from '../../../client/stores/filter';
import type { RentalListData } from './rental-section';
import type { CostQuery } from '../../../shared/domain/purchase-costs';
import type { RegionCode } from '../../../shared/contract/enums';
import type { ValuationView } from './valuation-view';

/** The first page of a listing section, rendered on the server. */
export interface ListingData {
  total: number;
  offset: number;
  pageSize: number;
  cards: EstateCard[];
  /** Address of the next page for visitors without JavaScript, or null on the last page. */
  nextHref: string | null;
  /** The visitor's filter (with the filter bar's defaults when the page has one). */
  filter: EstateFilter;
  node: ListingNode;
  soldList: boolean;
  /** The address's map area (bbox, polygon) was malformed and is left out: the list says so. */
  areaIgnored?: boolean;
  /** The search failed because the platform could not answer: the page says so instead of "0 found". */
  unavailable?: boolean;
  /** What the address's sentence (`q`) asked that the filter cannot apply: the box's chips say so. */
  notApplied?: NotApplied[];
  /** How many of the listings found hold each word left over of the sentence (they rank, never filter): the box names those none holds. */
  preferred?: { word: string; found: number }[];
}

/** The filter bar's options, computed from the estates of the listing's node. */
export interface FilterBarData {
  listingSectionId: number;
  options: FilterOptions;
  /** Some listing of it has an open house in the coming week: the filter that finds them is offered. */
  openHouse: boolean;
}

/** State of a contact form that was posted without JavaScript and comes back. */
export interface ContactReturn {
  sectionId: number;
  status: ContactFormState['status'];
  fieldErrors: ContactFormState['fieldErrors'];
  values: Record<string, string>;
  /** The server's message for the whole form, when it refused it. */
  message?: string;
}

/** Everything the sections of a page need besides their own configuration. */
export interface SectionData {
  path: string;
  source: string | null;
  employees: Employee[];
  offices: Office[];
  reviews: Review[];
  quotes: Quote[];
  listings: Record<number, ListingData>;
  /** By estateFilter section id. */
  filterBars: Record<number, FilterBarData>;
  pageId: number;
  /** The page's own path without query, the filter form's action. */
  pagePath: string;
  mapTiles: { tileUrl: string | null; attribution: string | null };
  items: Record<number, EstateCard | null>;
  contact: ContactReturn | null;
  captcha: { provider: 'recaptcha' | 'turnstile'; siteKey: string; script?: string } | null;
  /** Where the listing's calls to action lead. */
  ctaLinks: { valuation: string; reviews: string; subscribe: string };
  /** By rentalList section id. */
  rentals: Record<number, RentalListData>;
  /** The purchase-costs sections' inputs from the address (their form without JavaScript) and the region they start in. */
  costs: { query: CostQuery; region: RegionCode };
  /** The valuation wizard posted without a page of its own (null on a plain GET: its first step). */
  valuation?: ValuationView | null;
}

type Of<T extends SectionType> = Extract<Section, { type: T }>;
/** The props of the renderer of one section type (worker/site/render/sections.tsx maps types to renderers). */
export type SectionProps<T extends SectionType> = { section: Of<T>; data: SectionData; anchor?: string };
