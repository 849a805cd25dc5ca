import { estateCard } from '../../shared/domain/estate-card';
import { costQueryOf, regionFromPostalCode } from '../../shared/domain/purchase-costs';
import { isSoldList } from '../../shared/domain/calls-to-action';
import { bedroomOptions, locationOptions, typeOptions } from '../../shared/domain/filter-options';
import { readMapArea } from '../../shared/domain/map-area';
import { buildSearchBody, filterWithDefaults, parseSearchParams } from '../../shared/domain/search-params';
import { buildPath } from '../../shared/routes';
import { usePage } from '../../shared/components/page-context';
import { localizedValue, translate } from '../../shared/i18n';
import { LOCALES, type Locale } from '../../shared/i18n/locales';
import type { Employee, Office, Page, Quote, Review, Section } from '../../shared/types/content';
import type { PageMeta } from '../../shared/types/page-meta';
import { CtaNumbersIsland, ScrollDownIsland } from '../render/islands';
import { type ContactReturn, EmployeesBlock, type FilterBarData, type ListingData, RenderSection, type SectionData } from '../render/sections';
import { UpstreamError } from '../upstream/client';
import { getEntityItems, getPageByUrl, listPages } from '../upstream/content';
import { getEstateFilters, getVisibleEstate, searchEstateSummaries } from '../upstream/estates';
import { HiddenEstateError, listingOf } from '../upstream/visible';
import { loadRentalListings } from './rental-listing';
import { markIfOutage } from '../render/outage';
import { agencyJsonLd, breadcrumbJsonLd, itemListJsonLd } from './structured-data';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { submitContact } from '../forms/contact';
import { readPayload } from '../forms/payload';
import { answerForm } from './form-answer';
import { NotFoundError, renderScreen, type Screen, type ScreenContext } from './screen';

export interface CmsPageData {
  page: Page;
  sections: SectionData;
}

const ENTITY_SECTIONS = { employees: 'employees', offices: 'offices', reviews: 'reviews', quotes: 'quotes' } as const;

/** Entity items a page needs; a failing call renders an empty block (and is logged). */
async function loadEntities(ctx: ScreenContext, page: Page) {
  const needs = new Set<string>(page.sections.map((section) => section.type));
  if (page.elements.some((element) => element.type === 'employees')) needs.add('employees');
  const load = async <N extends keyof typeof ENTITY_SECTIONS>(name: N) => {
    if (!needs.has(name)) return [];
    return getEntityItems(ctx.api, name).catch((error: unknown) => {
      console.error(`entity ${name} unavailable`, error);
      return [];
    });
  };
  const [employees, offices, reviews, quotes] = await Promise.all([load('employees'), load('offices'), load('reviews'), load('quotes')]);
  return { employees: employees as Employee[], offices: offices as Office[], reviews: reviews as Review[], quotes: quotes as Quote[] };
}

/** The first page (or the ?page=n page, without JavaScript) of every listing section. */
async function loadListings(ctx: ScreenContext, page: Page, url: URL): Promise<Record<number, ListingData>> {
  // A listing with a filter bar sorts by price, ascending, by default (SPEC §3); others newest first.
  const hasFilterBar = page.sections.some((section) => section.type === 'estateFilter');
  const filter = hasFilterBar ? filterWithDefaults(url.searchParams) : parseSearchParams(url.searchParams);
  // A malformed map area in the address is left out of the search, and the list says so.
  const areaIgnored = readMapArea(url.searchParams).errors.length > 0;
  const pageNumber = Math.min(Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1), 500);
  const entries = await Promise.all(
    page.sections.map(async (section) => {
      const listing = listingOf(ctx.api, section);
      if (!listing) return null;
      const isList = section.type === 'estateList';
      const offset = isList ? (pageNumber - 1) * listing.pageSize : 0;
      try {
        const result = await searchEstateSummaries(ctx.api, buildSearchBody(isList ? filter : {}, listing.node, { limit: listing.pageSize, offset }));
        const next = new URL(url);
        next.searchParams.set('page', String(pageNumber + 1));
        const data: ListingData = {
          total: result.total,
          offset,
          pageSize: listing.pageSize,
          cards: result.estates.map((estate) => estateCard(estate, ctx.locale, { linkToDetail: ctx.site.settings.linkToDetail, images: ctx.images }, translate)),
          nextHref: isList && offset + listing.pageSize < result.total ? next.pathname + next.search : null,
          filter: isList ? filter : {},
          node: listing.node,
          soldList: section.type === 'estateList' && isSoldList(section.query),
          ...(isList && areaIgnored ? { areaIgnored } : {}),
        };
        return [section.id, data] as const;
      } catch (error) {
        // SPEC §8: a failed search is total 0, no results; the error is logged, not shown.
        // When the platform cannot answer at all, the list says the search is unavailable and
        // the page answers 503 (issue 15): "0 found" would be untrue, for crawlers too.
        console.error(`listing ${section.id} failed`, error);
        const unavailable = markIfOutage(ctx.c, error, section.type === 'estateList');
        return [section.id, { total: 0, offset, pageSize: listing.pageSize, cards: [], nextHref: null, filter, node: listing.node, soldList: false, unavailable }] as const;
      }
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

/**
 * The options of each filter bar, computed by the platform from the estates of the listing
 * it drives (the next estateList on the page). A failure leaves an empty filter (SPEC §8).
 */
async function loadFilterBars(ctx: ScreenContext, page: Page): Promise<Record<number, FilterBarData>> {
  const entries = await Promise.all(
    page.sections.map(async (section, index) => {
      if (section.type !== 'estateFilter') return null;
      const list = page.sections.slice(index + 1).find((next) => next.type === 'estateList');
      if (!list || list.type !== 'estateList') return null;
      const node = listingOf(ctx.api, list)!.node;
      try {
        const options = await getEstateFilters(ctx.api, buildSearchBody({}, node).query);
        return [
          section.id,
          {
            listingSectionId: list.id,
            options: {
              locations: locationOptions(options.locations, ctx.locale),
              types: typeOptions(options.headTypes, ctx.locale),
              bedrooms: bedroomOptions(options.bedrooms, ctx.locale),
            },
          },
        ] as const;
      } catch (error) {
        console.error(`filter options of section ${section.id} failed`, error);
        return [section.id, { listingSectionId: list.id, options: { locations: [], types: [], bedrooms: [] } }] as const;
      }
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

/** Where the listing's calls to action lead: the valuation page (source=estimate), its reviews, the subscription. */
async function loadCtaLinks(ctx: ScreenContext, page: Page): Promise<SectionData['ctaLinks']> {
  // Only an estate list shows them: other pages make no call for the list of pages (issue 16).
  const pages = page.sections.some((section) => section.type === 'estateList') ? await listPages(ctx.api).catch(() => []) : [];
  const valuation = pages.find((page) => page.key === 'valuation');
  const url = valuation?.url[ctx.locale] ?? valuation?.url.nl;
  const valuationPath = url ? `/${ctx.locale}/${url}` : buildPath('home', {}, ctx.locale);
  return { valuation: `${valuationPath}?source=estimate`, reviews: `${valuationPath}#reviews`, subscribe: buildPath('subscribe', {}, ctx.locale) };
}

async function loadItems(ctx: ScreenContext, page: Page) {
  const entries = await Promise.all(
    page.sections
      .filter((section): section is Extract<Section, { type: 'estateItem' }> => section.type === 'estateItem')
      .map(async (section) => {
        try {
          const estate = await getVisibleEstate(ctx.api, section.estateId);
          return [section.id, estateCard(estate, ctx.locale, { linkToDetail: ctx.site.settings.linkToDetail, images: ctx.images }, translate)] as const;
        } catch (error) {
          if (!(error instanceof HiddenEstateError)) console.error(`featured estate ${section.estateId} unavailable`, error);
          return [section.id, null] as const;
        }
      }),
  );
  return Object.fromEntries(entries);
}

/** The deploy's captcha provider with the agency's own site key, else the deploy's. */
export function captchaOf(ctx: ScreenContext): SectionData['captcha'] {
  const provider = ctx.c.env.CAPTCHA_PROVIDER;
  const siteKey = ctx.site.captcha?.siteKey ?? ctx.c.env.CAPTCHA_SITE_KEY;
  return (provider === 'recaptcha' || provider === 'turnstile') && siteKey ? { provider, siteKey } : null;
}

/** Map tiles, when the deploy configures a tile server (none here: no network). */
export function mapTilesOf(ctx: ScreenContext): SectionData['mapTiles'] {
  return { tileUrl: ctx.c.env.MAP_TILE_URL || null, attribution: ctx.c.env.MAP_TILE_ATTRIBUTION || null };
}

/** Loads a CMS page and everything its sections show, with a contact form that came back (ctx.form). */
export async function loadCmsPage(ctx: ScreenContext, path: string, url: URL = new URL(ctx.c.req.url)): Promise<CmsPageData> {
  let page: Page;
  try {
    page = await getPageByUrl(ctx.api, path);
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) throw new NotFoundError(`No page at ${path}`);
    throw error;
  }
  const [entities, listings, items, filterBars, ctaLinks, rentals] = await Promise.all([
    loadEntities(ctx, page),
    loadListings(ctx, page, url),
    loadItems(ctx, page),
    loadFilterBars(ctx, page),
    loadCtaLinks(ctx, page),
    loadRentalListings(ctx, page, url),
  ]);
  const sent = url.searchParams.get('contact');
  const firstForm = page.sections.find((section) => section.type === 'contactForm');
  const posted = ctx.form ? page.sections.find((section) => section.type === 'contactForm' && `contact-form-${section.id}` === ctx.form!.form) : undefined;
  const returned: ContactReturn | null = posted
    ? { sectionId: posted.id, status: 'error', fieldErrors: ctx.form!.fieldErrors, values: ctx.form!.values, message: ctx.form!.message }
    : firstForm && sent === 'sent'
      ? { sectionId: firstForm.id, status: 'success', fieldErrors: {}, values: {} }
      : null;
  return {
    page,
    sections: {
      path: url.pathname + url.search.replace(/([?&])contact=[^&]*&?/, '$1').replace(/[?&]$/, ''),
      source: url.searchParams.get('source'),
      ...entities,
      listings,
      items,
      contact: returned,
      captcha: captchaOf(ctx),
      filterBars,
      pageId: page.id,
      pagePath: url.pathname,
      ctaLinks,
      mapTiles: mapTilesOf(ctx),
      rentals,
      costs: { query: costQueryOf(url.searchParams), region: regionFromPostalCode(ctx.site.contact.zip) ?? 'FLANDERS' },
    },
  };
}

export function pageAlternates(page: Page): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((lang) => {
      const url = page.url[lang] ?? page.url.nl ?? '';
      return [lang, url ? `/${lang}/${url}` : `/${lang}/`];
    }),
  ) as Record<Locale, string>;
}

export function cmsMeta({ page, sections }: CmsPageData, { site, locale, t, origin }: ScreenContext): PageMeta {
  const title = localizedValue(page.title, locale);
  const alternates = pageAlternates(page);
  const jsonLd: object[] = [];
  if (page.key !== 'home') jsonLd.push(breadcrumbJsonLd([{ name: t('nav.home'), url: `${origin}/${locale}/` }, { name: title, url: origin + alternates[locale] }]));
  if (['home', 'about', 'contact'].includes(page.key)) jsonLd.push(agencyJsonLd(site, locale, sections.offices, origin));
  const listing = page.sections.find((section) => section.type === 'estateList');
  const cards = listing ? sections.listings[listing.id]?.cards : undefined;
  if (cards?.length) jsonLd.push(itemListJsonLd(title, cards, origin));
  return {
    // Every title names the agency once: the home page's own title usually does already.
    title: title.includes(site.name) ? title : page.key === 'home' ? `${site.name} | ${title}` : `${title} | ${site.name}`,
    description: localizedValue(page.description, locale),
    alternates,
    image: page.image?.url ?? null,
    jsonLd,
  };
}

function PageHero({ page, title, showArrow }: { page: Page; title: { text: string; subtitle: string } ; showArrow: boolean }) {
  const { t, locale } = usePage();
  return (
    <header className={`page-hero${page.image ? ' page-hero--image' : ''}`}>
      {page.image ? (
        <img className="page-hero__image" src={page.image.url} alt={localizedValue(page.image.alt, locale)} width={page.image.width ?? 1600} height={page.image.height ?? 600} fetchPriority="high" />
      ) : null}
      <div className="container page-hero__text">
        <h1>{title.text}</h1>
        {title.subtitle ? <p className="page-hero__subtitle">{title.subtitle}</p> : null}
      </div>
      {showArrow ? <ScrollDownIsland targetId="employees" label={t('employees.scrollTo')} /> : null}
    </header>
  );
}

/** A CMS page: hero with the page's h1, counters, then every section in order. */
export function CmsPage({ page, sections }: CmsPageData) {
  const { locale, t } = usePage();
  const [first, ...rest] = page.sections;
  const heroTitle =
    first?.type === 'sectionTitle'
      ? { text: localizedValue(first.title, locale), subtitle: localizedValue(first.subtitle, locale) }
      : { text: localizedValue(page.title, locale), subtitle: '' };
  const body = first?.type === 'sectionTitle' ? rest : page.sections;
  const employeesSection = body.find((section) => section.type === 'employees');
  const employeesElement = page.elements.find((element) => element.type === 'employees');
  const hasEmployees = sections.employees.length > 0 && Boolean(employeesSection || employeesElement);
  const counters = page.elements.find((element) => element.type === 'ctaNumbers');
  return (
    <>
      <PageHero page={page} title={heroTitle} showArrow={hasEmployees} />
      {counters?.type === 'ctaNumbers' && counters.items.length > 0 ? (
        <section className="section container" aria-labelledby="counters-title">
          <h2 id="counters-title" className="visually-hidden">
            {t('counters.label')}
          </h2>
          <CtaNumbersIsland items={counters.items.map((item) => ({ value: item.value, label: localizedValue(item.label, locale), suffix: item.suffix }))} />
        </section>
      ) : null}
      {body.map((section) => (
        <RenderSection key={section.id} section={section} data={sections} anchor={section === employeesSection ? 'employees' : undefined} />
      ))}
      {!employeesSection && employeesElement?.type === 'employees' ? (
        <EmployeesBlock title={employeesElement.title} headingId="employees-element-title" anchor="employees" employees={sections.employees} />
      ) : null}
    </>
  );
}

const loadThisPage = (ctx: ScreenContext) => {
  const path = new URL(ctx.c.req.url).pathname.replace(/^\/+|\/+$/g, '');
  return loadCmsPage(ctx, path === ctx.locale ? ctx.locale : path);
};

/**
 * POST to a CMS page: its contact form without JavaScript (SPEC §4, §5). Taken: back to the
 * page with the success alert; refused: the page again with the fields marked.
 */
async function contactAction(c: Context<AppEnv>, params: Record<string, string>): Promise<Response> {
  const payload = await readPayload(c);
  const form = typeof payload?.form === 'string' && /^contact-form-\d+$/.test(payload.form) ? payload.form : 'contact-form';
  const { pathname } = new URL(c.req.url);
  return answerForm(c, await submitContact(c, payload), {
    form,
    payload,
    redirect: () => `${pathname}?contact=sent#${form}`,
    again: (answer) => renderScreen(c, cmsScreen, params, answer),
  });
}

/** Any page the platform holds, found by its localized URL. */
export const cmsScreen: Screen<CmsPageData> = {
  load: loadThisPage,
  meta: cmsMeta,
  Page: CmsPage,
  action: contactAction,
};
