import { translate } from '../../../shared/i18n';
import type { Locale } from '../../../shared/i18n/locales';
import type { Page } from '../../../shared/types/content';
import type { PlainSearchNotice, PlainSearchProps, PlainSearchWords } from '../../../client/enhancers/plain-search';
import type { ListingData } from '../render/section-data';
import type { SiteApi } from '../upstream';
import { listPages } from '../upstream/content';
import { listingOf } from '../upstream/visible';
import { chipsOf } from './chips';
import { emptiedNotice, leaveOneOut, unusedNotice, unusedWords, wordsWithout } from './notices';
import { siteCities } from './understand';
import type { SiteCity } from '../../../shared/domain/plain-search/to-filter';

const WORD_KEYS = ['label', 'submit', 'understood', 'remove', 'alsoSearching', 'preferring', 'examples', 'failed'] as const;

/** The box's words in the page's language ("{{label}}" kept for each chip's name), its placeholder an example of the site's. */
export function boxWords(locale: Locale, example?: string): PlainSearchWords {
  const words = Object.fromEntries(WORD_KEYS.map((key) => [key, translate(locale, `plainSearch.${key}`, { label: '{{label}}' })]));
  const placeholder = example ? translate(locale, 'plainSearch.placeholder', { example }) : translate(locale, 'plainSearch.placeholderNone');
  return { ...words, placeholder } as unknown as PlainSearchWords;
}

/**
 * The box a page shows, if any: in the home page's hero (sent to the listing for sale, with the
 * site's examples under it, each a link to the listing it finds), and above a listing with a
 * filter bar (sent to that listing, with the chips of its filter and what the answer says of
 * them: the words none of the listings found holds, with the parts without which some would,
 * or, when it finds nothing, the parts without which it would). `examples`: the site's
 * (examples.ts), its first of the page's side its placeholder.
 */
export async function boxOf(
  api: SiteApi,
  locale: Locale,
  page: Page,
  listings: Record<number, ListingData>,
  url: URL,
  examples: Promise<{ label: string; rent: boolean }[]> = Promise.resolve([]),
): Promise<PlainSearchProps | null> {
  const said = await examples.catch(() => []);
  const pages = page.key === 'home' ? await listPages(api).catch(() => []) : [];
  const slug = (key: string) => {
    const found = pages.find((candidate) => candidate.key === key);
    return found?.url[locale] ?? found?.url.nl;
  };
  if (page.key === 'home') {
    const sale = slug('forSale');
    const links = said.map(({ label, rent }) => ({ label, href: `/${locale}/${(rent && slug('forRent')) || sale}?q=${encodeURIComponent(label)}` }));
    return sale ? { action: `/${locale}/${sale}`, lang: locale, q: '', chips: [], words: boxWords(locale, said[0]?.label), examples: links } : null;
  }
  const list = page.sections.find((section) => section.type === 'estateList');
  if (!list || !page.sections.some((section) => section.type === 'estateFilter')) return null;
  const listing = listings[list.id];
  const filter = listing?.filter ?? {};
  const node = listingOf(api, list)?.node;
  const emptied = listing && !listing.unavailable && listing.offset === 0 && listing.total === 0 && node;
  const notUsed = unusedWords(filter, listing?.preferred, listing?.total ?? 0);
  const cities: SiteCity[] = filter.city || filter.geo || emptied || notUsed.length > 0 ? await siteCities(api, node).catch(() => []) : [];
  // Words no listing holds are said once, by the notice, not also as a chip that ranks.
  const allUnused = notUsed.length > 0 && notUsed.length === listing?.preferred?.length;
  const chips = chipsOf(filter, url.pathname, locale, cities, listing?.notApplied).filter((chip) => !(allUnused && chip.prefer));
  const notices = [
    unusedNotice(
      notUsed,
      listing?.total ?? 0,
      node ? await wordsWithout(api, filter, notUsed, node, locale, cities).catch(() => []) : [],
      url.pathname,
      locale,
    ),
    emptied ? emptiedNotice(await leaveOneOut(api, filter, node, locale, cities).catch(() => []), url.pathname, locale) : null,
  ].filter((notice): notice is PlainSearchNotice => notice !== null);
  const example = said.find(({ rent }) => rent === (page.key === 'forRent')) ?? said[0];
  return { action: url.pathname, lang: locale, q: url.searchParams.get('q') ?? '', chips, words: boxWords(locale, example?.label), notices };
}
