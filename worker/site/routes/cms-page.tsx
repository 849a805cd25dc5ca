import type { ReactNode } from 'react';
import { OPEN_GRAPH_WIDTH } from '../../../shared/contract/sized-pictures';
import { sizedAddress } from '../../../shared/domain/images';
import { usePage } from '../../../shared/components/page-context';
import { SiteImage } from '../../../shared/components/site-image';
import { localizedValue } from '../../../shared/i18n';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { Page } from '../../../shared/types/content';
import type { SectionData } from '../render/section-data';
import type { PageMeta } from '../../../shared/types/page-meta';
import { submitContact } from '../forms/contact';
import { readPayload } from '../forms/payload';
import { VALUATION_FORM, valuationAction } from '../forms/valuation';
import { CtaNumbersIsland, PlainSearchIsland, ScrollDownIsland } from '../render/islands';
import { EmployeesBlock } from '../render/employees-section';
import { PaintWhole } from '../render/layout/paint-whole';
import { RenderSection } from '../render/sections';
import { filterBarOf } from '../render/estate-sections';
import { type CmsPageData, loadCmsPage } from './cms-data';
import { answerForm } from '../forms/answer';
import { pageDescription, pageTitle } from './page-head';
import type { Action, RoutedScreen } from './screen';
import type { RequestContext } from '../request-context';
import { agencyJsonLd, breadcrumbJsonLd, itemListJsonLd } from './structured-data';

export function pageAlternates(page: Page): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((lang) => {
      const url = page.url[lang] ?? page.url.nl ?? '';
      return [lang, url ? `/${lang}/${url}` : `/${lang}/`];
    }),
  ) as Record<Locale, string>;
}

export function cmsMeta({ page, sections }: CmsPageData, { site, locale, t, origin, images }: RequestContext): PageMeta {
  const title = localizedValue(page.title, locale);
  const alternates = pageAlternates(page);
  const jsonLd: object[] = [];
  if (page.key !== 'home')
    jsonLd.push(
      breadcrumbJsonLd([
        { name: t('nav.home'), url: `${origin}/${locale}/` },
        { name: title, url: origin + alternates[locale] },
      ]),
    );
  if (['home', 'about', 'contact'].includes(page.key)) jsonLd.push(agencyJsonLd(site, locale, sections.offices, origin));
  const listing = page.sections.find((section) => section.type === 'estateList');
  const cards = listing ? sections.listings[listing.id]?.cards : undefined;
  if (cards?.length) jsonLd.push(itemListJsonLd(title, cards, origin));
  return {
    // Every title names the agency once where it fits: the home page's own title usually does already.
    title: pageTitle(page.title, { site, locale }, page.key === 'home'),
    description: pageDescription(localizedValue(page.description, locale) || title, { site, locale }),
    alternates,
    image: page.image?.url ? sizedAddress(page.image.url, OPEN_GRAPH_WIDTH, images) : null,
    jsonLd,
  };
}

/**
 * What the page searches, as its sections render it: the estate filter bar (estate-sections.tsx,
 * drawn only with its bar and its list) or the holiday search (rental-section.tsx, not while it
 * is unavailable). Such a page's hero is a band (client/styles/listing-first-screen.css), from
 * the first paint: styled by the filter's presence (`body:has(.filter-bar)`), it shrank only
 * once the filter had come, and moved what was below it.
 */
function searchOf(page: Page, data: SectionData): 'estates' | 'holidays' | undefined {
  if (page.sections.some((section) => section.type === 'estateFilter' && filterBarOf(section.id, data))) return 'estates';
  if (page.sections.some((section) => section.type === 'rentalList' && data.rentals[section.id] && !data.rentals[section.id]!.unavailable)) return 'holidays';
  return undefined;
}

const SEARCH_CLASSES = { estates: ' page-hero--search page-hero--estate-search', holidays: ' page-hero--search' } as const;

function PageHero({
  page,
  title,
  showArrow,
  search,
  children,
}: {
  page: Page;
  title: { text: string; subtitle: string };
  showArrow: boolean;
  search: 'estates' | 'holidays' | undefined;
  children?: ReactNode;
}) {
  const { t } = usePage();
  return (
    <header className={`page-hero${page.image ? ' page-hero--image' : ''}${search ? SEARCH_CLASSES[search] : ''}`}>
      {page.image ? <SiteImage image={page.image} className="page-hero__image" place="hero" hero /> : null}
      {/* A photo hero holds its text at the photo's foot, so what comes later (the search) would
          push up what was painted: no paint before the hero is whole (a hero comes right after
          the header, whose end the first paint waits for already). */}
      <PaintWhole endId="hero-end">
        <div className="container page-hero__text">
          <h1>{title.text}</h1>
          {title.subtitle ? <p className="page-hero__subtitle">{title.subtitle}</p> : null}
          {children}
        </div>
        {showArrow ? <ScrollDownIsland targetId="employees" label={t('employees.scrollTo')} /> : null}
      </PaintWhole>
    </header>
  );
}

/** A CMS page: hero with the page's h1, counters, then every section in order. */
export function CmsPage({ page, sections, plainSearch }: CmsPageData) {
  const { locale, t } = usePage();
  const [first, ...rest] = page.sections;
  // A first title section is the hero's h1, when it has a title: never an empty heading (an unfinished one is the preview's, the page's title stands in).
  const firstTitle = first?.type === 'sectionTitle' ? localizedValue(first.title, locale) : '';
  const heroTitle =
    firstTitle && first?.type === 'sectionTitle'
      ? { text: firstTitle, subtitle: localizedValue(first.subtitle, locale) }
      : { text: localizedValue(page.title, locale), subtitle: '' };
  const body = firstTitle ? rest : page.sections;
  const employeesSection = body.find((section) => section.type === 'employees');
  const employeesElement = page.elements.find((element) => element.type === 'employees');
  const hasEmployees = sections.employees.length > 0 && Boolean(employeesSection || employeesElement);
  const counters = page.elements.find((element) => element.type === 'ctaNumbers');
  return (
    <>
      <PageHero page={page} title={heroTitle} showArrow={hasEmployees} search={searchOf(page, sections)}>
        {plainSearch ? <PlainSearchIsland {...plainSearch} /> : null}
      </PageHero>
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

const loadThisPage = (ctx: RequestContext) => {
  const path = new URL(ctx.c.req.url).pathname.replace(/^\/+|\/+$/g, '');
  return loadCmsPage(ctx, path === ctx.locale ? ctx.locale : path);
};

/**
 * POST to a CMS page: its contact form without JavaScript. Taken: back to the
 * page with the success alert; refused: the page again with the fields marked. A valuation
 * wizard's step goes to its own action (worker/site/forms/valuation.ts).
 */
const contactAction: Action = async (c, _params, again) => {
  const payload = await readPayload(c);
  if (typeof payload?.form === 'string' && VALUATION_FORM.test(payload.form)) return valuationAction(c, payload, again);
  const form = typeof payload?.form === 'string' && /^contact-form-\d+$/.test(payload.form) ? payload.form : 'contact-form';
  const { pathname } = new URL(c.req.url);
  return answerForm(c, await submitContact(c, payload), { form, payload, redirect: () => `${pathname}?contact=sent#${form}`, again });
};

/**
 * Any page the platform holds, found by its localized URL: the home page at its route, and
 * the router's catch-all for every address no other screen takes. Kept: it shows the same to
 * everyone who asks.
 */
export const cmsScreen: RoutedScreen<CmsPageData> = {
  route: 'home',
  kept: true,
  load: loadThisPage,
  meta: cmsMeta,
  Page: CmsPage,
  action: contactAction,
};
