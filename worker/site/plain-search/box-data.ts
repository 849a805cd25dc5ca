import { translate } from '../../../shared/i18n';
import type { Locale } from '../../../shared/i18n/locales';
import type { Page } from '../../../shared/types/content';
import type { PlainSearchProps, PlainSearchWords } from '../../../client/enhancers/plain-search';
import type { ListingData } from '../render/section-data';
import type { SiteApi } from '../upstream';
import { listPages } from '../upstream/content';
import { listingOf } from '../upstream/visible';
import { chipsOf } from './chips';
import { siteCities } from './understand';
import type { SiteCity } from '../../../shared/domain/plain-search/to-filter';

const WORD_KEYS = ['label', 'placeholder', 'submit', 'understood', 'remove', 'alsoSearching', 'failed'] as const;

/** The box's words in the page's language ("{{label}}" kept for each chip's name). */
export function boxWords(locale: Locale): PlainSearchWords {
  return Object.fromEntries(WORD_KEYS.map((key) => [key, translate(locale, `plainSearch.${key}`, { label: '{{label}}' })])) as unknown as PlainSearchWords;
}

/**
 * The box a page shows, if any: in the home page's hero (sent to the listing for sale), and
 * above a listing with a filter bar (sent to that listing, with the chips of its filter).
 */
export async function boxOf(api: SiteApi, locale: Locale, page: Page, listings: Record<number, ListingData>, url: URL): Promise<PlainSearchProps | null> {
  const words = boxWords(locale);
  if (page.key === 'home') {
    const pages = await listPages(api).catch(() => []);
    const forSale = pages.find((candidate) => candidate.key === 'forSale');
    const slug = forSale?.url[locale] ?? forSale?.url.nl;
    return slug ? { action: `/${locale}/${slug}`, lang: locale, q: '', chips: [], words } : null;
  }
  const list = page.sections.find((section) => section.type === 'estateList');
  if (!list || !page.sections.some((section) => section.type === 'estateFilter')) return null;
  const filter = listings[list.id]?.filter ?? {};
  const cities: SiteCity[] = filter.city || filter.geo ? await siteCities(api, listingOf(api, list)?.node).catch(() => []) : [];
  const chips = chipsOf(filter, url.pathname, locale, cities, listings[list.id]?.notApplied);
  return { action: url.pathname, lang: locale, q: url.searchParams.get('q') ?? '', chips, words };
}
