import type { PurchaseCostsProps } from '../../client/islands/purchase-costs';
import type { DetailTab } from '../../shared/domain/detail-tabs';
import type { EstateCard } from '../../shared/domain/estate-card';
import type { EstateNews } from '../../shared/domain/estate-news';
import type { GalleryImage } from '../../shared/domain/images';
import type { MapMarker } from '../../shared/domain/map-markers';
import type { CostQuery } from '../../shared/domain/purchase-costs';
import type { Estate } from '../../shared/types/estate';
import type { ContactReturn, SectionData } from '../render/sections';
import type { ViewingData } from './estate-detail-forms';
import type { FormReturn } from './screen';

export interface ProjectUnit {
  card: EstateCard;
  href: string;
  floor: number | null;
  floorId: number | null;
  entityNumber: string | null;
  subType: string;
  bedrooms: number | null;
  area: number | null;
  status: string;
  id: number;
}

export interface DetailData {
  estate: Estate;
  /** The photos the gallery shows (those on an allowed origin), sized for it. */
  photos: GalleryImage[];
  /** The sold/rented word or the sticker, as on the estate's card. */
  label: EstateCard['label'];
  title: string;
  address: string;
  price: string;
  /** The "new" and "price lowered" badges (issue 17). */
  news: EstateNews | null;
  closed: 'sold' | 'rented' | null;
  tabs: DetailTab[];
  marker: MapMarker | null;
  /** Listing page the estate belongs to, for the breadcrumb. */
  listing: { name: string; href: string } | null;
  project: { estate: Estate; title: string; href: string } | null;
  units: ProjectUnit[];
  /** Streams in below the fold; the shell never waits for it. */
  similar: Promise<EstateCard[]>;
  /** The page's own path: its forms post to it (its action). */
  path: string;
  /** The page's canonical address, absolute (what is shared). */
  url: string;
  contactSent: boolean;
  /** A contact form posted here without JavaScript that came back with problems. */
  contact: ContactReturn | null;
  /** The contact form's subject chosen by link (?subject=visit when no viewing slot is free). */
  contactSubject: 'info' | 'visit';
  /** Viewings: streamed; null where there is nothing to visit (sold, rented, a whole project). */
  /** The agenda: streamed (a promise), or already loaded when the page must show it without a script. */
  viewing: Promise<ViewingData> | ViewingData | null;
  viewingForm: FormReturn | null;
  share: { sent: boolean; form: FormReturn | null };
  captcha: SectionData['captcha'];
  mapTiles: SectionData['mapTiles'];
  /** The purchase-costs panel: for-sale estates with a price only (issue 17). */
  costs: { estate: NonNullable<PurchaseCostsProps['estate']>; initial: CostQuery } | null;
}
