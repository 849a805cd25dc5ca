import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { isLocale, LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { RawAgreement, RawPage } from '../../../shared/contract/raw/page';
import type { RawNavigation, RawSite } from '../../../shared/contract/raw/site';
import { agreementWrite, starterAgreements } from './agreements';
import type { AgreementTexts } from './agreement-texts';
import { builtPage, type Text } from './draft';
import { STARTER_PAGE_URLS, type StarterPageKey, starterPaths } from './page-urls';
import { starterPages } from './named-pages';
import { starterOffice } from './office';
import type { RawOffice } from '../../../shared/contract/raw/entities';

export { refreshStarterAgreements } from './agreements';
export { starterOffice } from './office';

/**
 * What a new site is born with: its pages, main and footer menus, privacy statement and terms of
 * use, and its first office when its address is known (office.ts).
 */
export interface StarterSite {
  pages: RawPage[];
  navigations: RawNavigation[];
  agreements: RawAgreement[];
  offices: RawOffice[];
}

const LABELS: Record<StarterPageKey, Text> = {
  home: { nl: 'Home', fr: 'Accueil', en: 'Home', de: 'Startseite' },
  forSale: { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' },
  forRent: { nl: 'Te huur', fr: 'À louer', en: 'For rent', de: 'Zu vermieten' },
  projects: { nl: 'Nieuwbouw', fr: 'Projets neufs', en: 'New builds', de: 'Neubau' },
  sold: { nl: 'Verkocht', fr: 'Vendu', en: 'Sold', de: 'Verkauft' },
  about: { nl: 'Over ons', fr: 'À propos', en: 'About us', de: 'Über uns' },
  valuation: { nl: 'Gratis schatting', fr: 'Estimation gratuite', en: 'Free valuation', de: 'Kostenlose Bewertung' },
  contact: { nl: 'Contact', fr: 'Contact', en: 'Contact', de: 'Kontakt' },
};

const MAIN_MENU: StarterPageKey[] = ['forSale', 'forRent', 'projects', 'sold', 'valuation', 'about', 'contact'];
// The site's footer links the privacy statement and terms of use itself, beside this menu.
const FOOTER_MENU: StarterPageKey[] = ['home', 'forSale', 'forRent', 'about', 'valuation', 'contact'];

function isText(value: object): value is Partial<Text> {
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, text]) => isLocale(key) && typeof text === 'string');
}

/** A draft with every text cut down to the site's languages (a text is an object of locale keys only). */
function inLanguages<T>(value: T, locales: readonly Locale[]): T {
  if (Array.isArray(value)) return value.map((item: unknown) => inLanguages(item, locales)) as T;
  if (value === null || typeof value !== 'object') return value;
  if (isText(value)) return Object.fromEntries(Object.entries(value).filter(([key]) => locales.includes(key as Locale))) as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLanguages(item, locales)])) as T;
}

function menu(name: string, keys: StarterPageKey[]): RawNavigation {
  return { name, items: keys.map((key, index) => ({ id: index + 1, label: LABELS[key], url: starterPaths(key) })) };
}

/**
 * The starter site of a new agency, in its languages: home, for sale, for rent, new builds,
 * sold, about, valuation and contact pages (ids from `firstPageId` on), the main and footer
 * menus, the privacy statement and terms of use filled from its legal data, and its first
 * office at its legal address (`texts`: the agreements' templates and the pages', agreement-texts.ts). Pure.
 * @example starterSite({ id: 3, name: 'Immo Noord', languages: ['nl', 'fr'] }, { firstPageId: 40 }, '2026-11-23', texts).pages[0].url // { nl: '', fr: '' }
 */
export function starterSite(site: RawSite, ids: { firstPageId: number }, today: string, texts: AgreementTexts): StarterSite {
  const languages = (site.languages ?? []).filter(isLocale);
  const locales: readonly Locale[] = languages.length > 0 ? languages : LOCALES;
  const drafts = starterPages(texts.pages, site.name, site.tagline ?? {});
  return {
    pages: drafts.map((draft, index) => inLanguages(builtPage(ids.firstPageId + index, site.id, draft, STARTER_PAGE_URLS[draft.key]), locales)),
    navigations: [menu('main', MAIN_MENU), menu('footer', FOOTER_MENU)].map((navigation) => inLanguages(navigation, locales)),
    agreements: starterAgreements(site, today, texts),
    offices: [starterOffice(site, locales)].filter((office): office is RawOffice => office !== null),
  };
}

/**
 * The statements that write a starter site, bound parameters only, for the caller's batch
 * (the site's own row first: they refer to it). A page id another write took meanwhile makes
 * the batch fail whole (PRIMARY KEY), so nothing is half-written.
 */
export function starterWrites(db: D1Database, siteId: number, starter: StarterSite): D1PreparedStatement[] {
  const json = JSON.stringify;
  return [
    ...starter.pages.flatMap((page) => [
      db.prepare('INSERT INTO pages (id, site_id, page_key, document) VALUES (?1, ?2, ?3, ?4)').bind(page.id, siteId, page.key, json(page)),
      ...Object.entries(page.url).map(([locale, url]) =>
        db.prepare('INSERT INTO page_urls (site_id, locale, url, page_id) VALUES (?1, ?2, ?3, ?4)').bind(siteId, locale, url ?? '', page.id),
      ),
    ]),
    ...starter.navigations.map((navigation) =>
      db.prepare('INSERT INTO navigations (site_id, name, document) VALUES (?1, ?2, ?3)').bind(siteId, navigation.name, json(navigation)),
    ),
    ...starter.agreements.map((agreement) => agreementWrite(db, siteId, agreement)),
    ...starter.offices.map((office, sort) =>
      db
        .prepare("INSERT INTO entity_items (site_id, entity, id, sort, document) VALUES (?1, 'offices', ?2, ?3, ?4)")
        .bind(siteId, office.id, sort, json(office)),
    ),
  ];
}
