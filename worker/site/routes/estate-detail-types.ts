import type { PurchaseCostsProps } from '../../../client/islands/purchase-costs';
import type { DetailTab } from '../../../shared/domain/detail-tabs';
import type { EstateCard } from '../../../shared/domain/estate-card';
import type { EstateNews } from '../../../shared/domain/estate-news';
import type { GalleryImage } from '../../../shared/domain/images';
import type { MapMarker } from '../../../shared/domain/map-markers';
import type { CostQuery } from '../../../shared/domain/purchase-costs';
import type { Estate } from '../../../shared/types/estate';
import type { ListingText } from '../../../shared/domain/listing-text';
import type { Locale } from '../../../shared/i18n/locales';
import type { ContactReturn, SectionData } from '../render/section-data';
import type { ViewingData } from '../render/listing-blocks';
import type { FormReturn } from '../request-context';

export interface ProjectUnit {
  card: EstateCard;
  href: string;
  floor: number | null;
  floorId: number | null;
  entityNumber: string | null;
  subType: string;
  bedrooms: number | null;
  area: number | null;
  /** The label of its area, by its type (builtAreaLabelKey): a garage's is no living area. */
  areaKey: string;
  status: string;
  id: number;
}

/** What the header says: the title, where, the price and the badges. */
export interface DetailHeading {
  title: string;
  address: string;
  price: string;
  /** The sold/rented word or the sticker, as on the estate's card. */
  label: EstateCard['label'];
  /** The "new" and "price lowered" badges. */
  news: EstateNews | null;
  closed: 'sold' | 'rented' | null;
}

/** The page's forms (contact, viewing, send to a friend), posted to the page itself (its action). */
export interface DetailForms {
  /** The page's own path: its forms post to it. */
  path: string;
  /** The page's canonical address, absolute (what is shared). */
  url: string;
  captcha: SectionData['captcha'];
  contact: {
    /** Taken (?contact=sent). */
    sent: boolean;
    /** Posted here without JavaScript and came back with problems. */
    returned: ContactReturn | null;
    /** The subject chosen by link (?subject=visit when no viewing slot is free). */
    subject: 'info' | 'visit';
  };
  /**
   * The agenda: streamed (a promise), already loaded when the page must show it without a script,
   * or null where there is nothing to visit (sold, rented, a whole project).
   */
  viewing: Promise<ViewingData> | ViewingData | null;
  viewingForm: FormReturn | null;
  share: { sent: boolean; form: FormReturn | null };
}

/** The detail page of an estate, a project or a project's unit. */
export interface DetailData {
  estate: Estate;
  heading: DetailHeading;
  /** The photos the gallery shows (those on an allowed origin), sized for it. */
  photos: GalleryImage[];
  tabs: DetailTab[];
  marker: MapMarker | null;
  mapTiles: SectionData['mapTiles'];
  /** Listing page the estate belongs to, for the breadcrumb. */
  listing: { name: string; href: string } | null;
  project: { estate: Estate; title: string; href: string } | null;
  units: ProjectUnit[];
  /** Streams in below the fold; the shell never waits for it. */
  similar: Promise<EstateCard[]>;
  /** The purchase-costs panel: for-sale estates with a price only. */
  costs: {
    estate: NonNullable<PurchaseCostsProps['estate']>;
    initial: CostQuery /** The expected deed date (YYYY-MM-DD) the cost of owning reckons from. */;
    deed: string;
  } | null;
  forms: DetailForms;
  /** The sales representative's page, when they are one of the site's agents. */
  agentHref: string | null;
  /** The listing's words as shown (shared/domain/listing-text.ts). */
  words: DetailWords;
}

/**
 * The title's and the description's words: the description, the title's language when it is not
 * the page's, the language a shown translation was made from, and whether the visitor asked for
 * the original instead (?original=1).
 */
export interface DetailWords {
  description: ListingText | null;
  titleLang?: Locale;
  from: Locale | null;
  original: boolean;
}
