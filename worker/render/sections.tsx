import type { ComponentType, ReactNode } from 'react';
import type { EstateCard } from '../../shared/domain/estate-card';
import { EstateCardView } from '../../shared/components/estate-card';
import { usePage } from '../../shared/components/page-context';
import { Offices, Quotes, Reviews } from '../../shared/components/sections/entity-sections';
import { BivCib, CallToAction, HtmlText, ImageWithText, SectionTitle, VatRegimeCosts } from '../../shared/components/sections/simple-sections';
import { countTextOf, localizedValue } from '../../shared/i18n';
import type { ContactFormState } from '../../client/stores/contact-form';
import type { Employee, Office, Quote, Review, Section, SectionType } from '../../shared/types/content';
import { buildPath } from '../../shared/routes';
import { ContactFormIsland, EmployeesCarouselIsland, EstateFilterIsland, EstateListIsland, FavoriteButtonIsland } from './islands';
import { COLLECTION_SIZE, type EstateFilter, type ListingNode } from '../../shared/domain/search-params';
import type { FilterOptions } from '../../client/stores/filter';
import type { CtaContents } from '../../shared/components/listing-cta';
import type { Translate } from '../../shared/i18n';
import type { Locale, Localized } from '../../shared/i18n/locales';
import type { RentalListData } from '../routes/rental-listing';
import { RentalListSection } from './rental-section';
import { SearchUnavailable } from './search-unavailable';
import { PurchaseCostsPanel } from './purchase-costs';
import type { CostQuery } from '../../shared/domain/purchase-costs';
import { type RegionCode, STATUS_CODES } from '../../shared/platform-api/enums';

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
}

/** The filter bar's options, computed from the estates of the listing's node. */
export interface FilterBarData {
  listingSectionId: number;
  options: FilterOptions;
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
  captcha: { provider: 'recaptcha' | 'turnstile'; siteKey: string } | null;
  /** Where the listing's calls to action lead. */
  ctaLinks: { valuation: string; reviews: string; subscribe: string };
  /** By rentalList section id. */
  rentals: Record<number, RentalListData>;
  /** The purchase-costs sections' inputs from the address (their form without JavaScript) and the region they start in. */
  costs: { query: CostQuery; region: RegionCode };
}

type Of<T extends SectionType> = Extract<Section, { type: T }>;
type SectionProps<T extends SectionType> = { section: Of<T>; data: SectionData; anchor?: string };

function FavoriteIsland({ estateId }: { estateId: number }) {
  const { t } = usePage();
  return <FavoriteButtonIsland estateId={estateId} addLabel={t('favorites.add')} removeLabel={t('favorites.remove')} />;
}

function CardGrid({ cards, headingId }: { cards: EstateCard[]; headingId: string }) {
  const { t } = usePage();
  return (
    <ul className="card-grid" aria-labelledby={headingId}>
      {cards.map((card) => (
        <li key={card.id}>
          <EstateCardView card={card} labels={{ noPhoto: t('card.noPhoto') }} favorite={<FavoriteIsland estateId={card.id} />} />
        </li>
      ))}
    </ul>
  );
}

/** The calls to action of a listing (SPEC §2), with their links in this language. */
export function listingCtas(t: Translate, locale: Locale, links: { valuation: string; reviews: string; subscribe: string }): CtaContents {
  const cta = (kind: 'subscribe' | 'valuation' | 'reviews') => ({
    title: t(`cta.${kind}Title`),
    text: t(`cta.${kind}Text`),
    button: t(`cta.${kind}Button`),
    href: links[kind],
  });
  return { subscribe: cta('subscribe'), valuation: cta('valuation'), reviews: cta('reviews') };
}

/** The contact form's labels in the page's language (CMS sections and estate pages). */
export function contactFormLabels(t: Translate) {
  return {
    firstName: t('contact.firstName'),
    lastName: t('contact.lastName'),
    email: t('contact.email'),
    phone: t('contact.phone'),
    subject: t('contact.subject'),
    message: t('contact.message'),
    privacy: t('contact.privacy'),
    privacyLink: t('contact.privacyLink'),
    newsletter: t('contact.newsletter'),
    send: t('contact.send'),
    sending: t('contact.sending'),
    required: t('contact.consentRequired'),
    success: t('contact.success'),
    error: t('contact.error'),
  };
}

/** The numeric input's stepper names and message (client/components/numeric-input.tsx). */
export function numericLabels(t: Translate) {
  return { increase: t('numeric.increase'), decrease: t('numeric.decrease'), tooLong: t('numeric.tooLong') };
}

/** Labels the list island shows, in the page's language. */
function listLabels(t: Translate, locale: Locale) {
  return {
    count: countTextOf(locale, 'listing.count'),
    empty: t('listing.empty'),
    next: t('listing.next'),
    loading: t('listing.loading'),
    noPhoto: t('card.noPhoto'),
    favoriteAdd: t('favorites.add'),
    favoriteRemove: t('favorites.remove'),
    view: t('listing.view'),
    list: t('listing.list'),
    map: t('listing.map'),
    mapLabel: t('listing.mapLabel'),
    mapNoTiles: t('listing.mapNoTiles'),
    noMarkers: t('listing.noMarkers'),
    details: t('listing.details'),
    loadFailed: t('listing.loadFailed'),
    loadMoreFailed: t('listing.loadMoreFailed'),
    tryAgain: t('listing.tryAgain'),
    statuses: Object.fromEntries(STATUS_CODES.map((code) => [code, t(['enum', 'Status', code])])),
    area: {
      searchArea: t('listing.searchArea'),
      drawArea: t('listing.drawArea'),
      addCorner: t('listing.addCorner'),
      finishArea: t('listing.finishArea'),
      cancelDrawing: t('listing.cancelDrawing'),
      clearArea: t('listing.clearArea'),
      drawHint: t('listing.drawHint'),
      drawCount: countTextOf(locale, 'listing.drawCount'),
      areaActive: t('listing.areaActive'),
    },
  };
}

function EstateListSection({ section, data }: SectionProps<'estateList'>) {
  const { locale, t } = usePage();
  const listing = data.listings[section.id];
  const title = localizedValue(section.title, locale);
  if (!listing) return null;
  const base = `?page=${data.pageId}&section=${section.id}`;
  return (
    <section className="section container listing" data-listing={section.id} aria-labelledby={`listing-${section.id}`}>
      <h2 id={`listing-${section.id}`} className={title ? undefined : 'visually-hidden'}>
        {title || t('listing.results')}
      </h2>
      {listing.areaIgnored ? (
        <p className="listing__notice" role="status">
          {t('listing.areaIgnored')}
        </p>
      ) : null}
      {listing.unavailable ? <SearchUnavailable text={t('listing.unavailable')} href={data.path} /> : <EstateListIsland
        listingKey={`${data.pageId}:${section.id}`}
        endpoint={`/${locale}/ajax/estates${base}`}
        markersEndpoint={`/${locale}/ajax/estate-markers${base}`}
        filter={listing.filter}
        node={listing.node}
        first={{ cards: listing.cards, total: listing.total, pageSize: listing.pageSize, offset: listing.offset }}
        soldList={listing.soldList}
        nextHref={listing.nextHref}
        ctas={listingCtas(t, locale, data.ctaLinks)}
        map={data.mapTiles}
        labels={listLabels(t, locale)}
      />}
    </section>
  );
}

function EstateFilterSection({ section, data }: SectionProps<'estateFilter'>) {
  const { t } = usePage();
  const bar = data.filterBars[section.id];
  const listing = bar ? data.listings[bar.listingSectionId] : undefined;
  if (!bar || !listing) return null;
  return (
    <section className="section container filter-section" aria-labelledby={`filter-${section.id}-title`}>
      <h2 id={`filter-${section.id}-title`} className="visually-hidden">
        {t('filter.title')}
      </h2>
      <EstateFilterIsland
        listingKey={`${data.pageId}:${bar.listingSectionId}`}
        action={data.pagePath}
        filter={listing.filter}
        options={bar.options}
        labels={{
          title: t('filter.title'),
          location: t('filter.location'),
          type: t('filter.type'),
          bedrooms: t('filter.bedrooms'),
          priceMin: t('filter.priceMin'),
          priceMax: t('filter.priceMax'),
          sort: t('filter.sort'),
          apply: t('filter.apply'),
          reset: t('filter.reset'),
          done: t('filter.done'),
          sortPriceAsc: t('filter.sortPriceAsc'),
          sortPriceDesc: t('filter.sortPriceDesc'),
          sortDateDesc: t('filter.sortDateDesc'),
          sortCityAsc: t('filter.sortCityAsc'),
          sortTypeAsc: t('filter.sortTypeAsc'),
          openFilters: t('filter.openFilters', { number: '{{number}}' }),
          showResults: t('filter.showResults', { number: '{{number}}' }),
          ...numericLabels(t),
        }}
      />
    </section>
  );
}

function EstateCollectionSection({ section, data }: SectionProps<'estateCollection'>) {
  const { locale } = usePage();
  const listing = data.listings[section.id];
  if (!listing || listing.cards.length === 0) return null;
  const headingId = `collection-${section.id}`;
  return (
    <section className="section container collection" aria-labelledby={headingId}>
      <h2 id={headingId}>{localizedValue(section.title, locale)}</h2>
      <CardGrid cards={listing.cards.slice(0, COLLECTION_SIZE)} headingId={headingId} />
    </section>
  );
}

function EstateItemSection({ section, data }: SectionProps<'estateItem'>) {
  const { locale, t } = usePage();
  const card = data.items[section.id];
  if (!card) return null;
  return (
    <section className="section container featured-estate" aria-label={localizedValue(section.title, locale) || t('listing.featured')}>
      <h2>{localizedValue(section.title, locale) || t('listing.featured')}</h2>
      <EstateCardView card={card} labels={{ noPhoto: t('card.noPhoto') }} favorite={<FavoriteIsland estateId={card.id} />} />
    </section>
  );
}

/** The employees carousel, as a section or as the page element of the same name (SPEC §2). */
export function EmployeesBlock({ title, headingId, anchor, employees }: { title: Localized | null; headingId: string; anchor?: string; employees: Employee[] }) {
  const { locale, t } = usePage();
  if (employees.length === 0) return null;
  return (
    <section className="section container" id={anchor} aria-labelledby={headingId}>
      <EmployeesCarouselIsland
        title={localizedValue(title, locale) || t('employees.title')}
        headingId={headingId}
        previousLabel={t('carousel.previous')}
        nextLabel={t('carousel.next')}
        employees={employees.map((employee) => ({
          id: employee.id,
          name: employee.name,
          role: localizedValue(employee.function, locale),
          picture: employee.picture,
          phone: employee.phone,
          email: employee.email,
        }))}
      />
    </section>
  );
}

function EmployeesSection({ section, data, anchor }: SectionProps<'employees'>) {
  return <EmployeesBlock title={section.title} headingId={`employees-title-${section.id}`} anchor={anchor} employees={data.employees} />;
}

function ContactFormSection({ section, data }: SectionProps<'contactForm'>) {
  const { locale, t } = usePage();
  const formId = `contact-form-${section.id}`;
  const returned = data.contact?.sectionId === section.id ? data.contact : null;
  const title = localizedValue(section.title, locale) || t('contact.title');
  const intro = localizedValue(section.intro, locale);
  return (
    <section className="section container contact-section" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{title}</h2>
      {intro ? <p>{intro}</p> : null}
      <ContactFormIsland
        id={formId}
        action={data.pagePath}
        page={data.path}
        source={data.source}
        subjects={section.subjects.map((subject) => localizedValue(subject, locale)).filter(Boolean)}
        captcha={data.captcha}
        privacyHref={buildPath('privacy', {}, locale)}
        labels={contactFormLabels(t)}
        initial={returned ? { status: returned.status, fieldErrors: returned.fieldErrors, values: returned.values, message: returned.message } : undefined}
      />
    </section>
  );
}

/** The purchase-costs calculator as a page section (valuation, about): the visitor types the price and picks the region. */
function PurchaseCostsSection({ section, data }: SectionProps<'purchaseCosts'>) {
  const { locale } = usePage();
  const { query, region } = data.costs;
  return (
    <div className="section container">
      <PurchaseCostsPanel
        id={`purchase-costs-${section.id}`}
        action={data.pagePath}
        estate={null}
        initial={query.price === null ? { ...query, price: section.price } : query}
        defaultRegion={region}
        title={localizedValue(section.title, locale)}
        intro={localizedValue(section.intro, locale)}
      />
    </div>
  );
}

const SECTIONS: { [T in SectionType]: ComponentType<SectionProps<T>> } = {
  sectionTitle: ({ section }) => <SectionTitle section={section} />,
  htmlText: ({ section }) => <HtmlText section={section} />,
  imageWithText: ({ section }) => <ImageWithText section={section} />,
  callToAction: ({ section }) => <CallToAction section={section} />,
  quotes: ({ section, data }) => <Quotes section={section} quotes={data.quotes} />,
  reviews: ({ section, data }) => <Reviews section={section} reviews={data.reviews} />,
  offices: ({ section, data }) => <Offices section={section} offices={data.offices} />,
  employees: EmployeesSection,
  bivCib: ({ section }) => <BivCib section={section} />,
  'vat-regime-costs': ({ section }) => <VatRegimeCosts section={section} />,
  purchaseCosts: PurchaseCostsSection,
  contactForm: ContactFormSection,
  estateList: EstateListSection,
  estateFilter: EstateFilterSection,
  estateCollection: EstateCollectionSection,
  estateItem: EstateItemSection,
  rentalList: ({ section, data }) => <RentalListSection section={section} data={data.rentals[section.id]} path={data.pagePath} />,
};

/** Every section type of SPEC §2 has a renderer; the map is checked by the compiler and a test. */
export const SECTION_TYPES = Object.keys(SECTIONS) as SectionType[];

/** Renders one section by its type; a type without a renderer is skipped and logged, never a crash. */
export function RenderSection({ section, data, anchor }: { section: Section; data: SectionData; anchor?: string }): ReactNode {
  const Component = SECTIONS[section.type] as ComponentType<SectionProps<SectionType>> | undefined;
  if (!Component) {
    console.warn(`skipping section ${section.id} of unknown type ${String(section.type)}`);
    return null;
  }
  return <Component section={section as never} data={data} anchor={anchor} />;
}
