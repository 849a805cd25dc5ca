import { translate } from '../../../shared/i18n';
import type { Locale } from '../../../shared/i18n/locales';
import type { Page } from '../../../shared/types/content';
import type { PlainSearchNotice, PlainSearchProps, PlainSearchWords } from '../../../client/enhancers/plain-search';
import type { ListingData } from '../render/section-data';
import type { SiteApi } from '../upstream';
import { listPages } from '../upstream/content';
import { listingOf } from '../upstream/visible';
import { chipsOf } from './chips';
import { type ExampleFacts, exampleSentence } from './examples';
import { emptiedNotice, leaveOneOut, requiring, unusedNotice, unusedWords } from './notices';
import { siteCities } from './understand';
import type { SiteCity } from '../../../shared/domain/plain-search/to-filter';

const WORD_KEYS = ['label', 'submit', 'understood', 'remove', 'alsoSearching', 'preferring', 'examples', 'failed'] as const;

/** The box's words in the page's language ("{{label}}" kept for each chip's name), its placeholder an example of the site's. */
export function boxWords(locale: Locale, example?: string): PlainSearchWords {
  const words = Object.fromEntries(WORD_KEYS.map((key) => [key, translate(locale, `plainSearch.${key}`, { label: '{{label}}' })]));
  const placeholder = example ? translate(locale, 'plainSearch.placeholder', { example }) : translate(locale, 'plainSearch.placeholderNone');
  return { ...words, placeholder } as unknown as PlainSearchWords;
}

/** The site's examples in a language, each with the listing it leads to (for sale or for rent, the sentence as `q`). */
async function examplesOf(
  api: SiteApi,
  locale: Locale,
  facts: readonly ExampleFacts[],
): Promise<{ label: string; href: string; side: ExampleFacts['side'] }[]> {
  if (facts.length === 0) return [];
  const pages = await listPages(api).catch(() => []);
  const slugOf = (key: string) => {
    const page = pages.find((candidate) => candidate.key === key);
    return page?.url[locale] ?? page?.url.nl;
  };
  return facts.flatMap((one) => {
    const slug = slugOf(one.side === 'rent' ? 'forRent' : 'forSale') ?? slugOf('forSale');
    const label = exampleSentence(one, locale);
    return slug ? [{ label, href: `/${locale}/${slug}?q=${encodeURIComponent(label)}`, side: one.side }] : [];
  });
}

/**
 * The box a page shows, if any: in the home page's hero (sent to the listing for sale, with the
 * site's examples under it), and above a listing with a filter bar (sent to that listing, with the
 * chips of its filter and what the answer says of them: the words no listing holds, or, when it
 * finds nothing, the parts without which it would). `facts`: the site's examples (examples.ts).
 */
export async function boxOf(
  api: SiteApi,
  locale: Locale,
  page: Page,
  listings: Record<number, ListingData>,
  url: URL,
  facts: Promise<ExampleFacts[]> = Promise.resolve([]),
): Promise<PlainSearchProps | null> {
  const examples = await facts.then((found) => examplesOf(api, locale, found)).catch(() => []);
  if (page.key === 'home') {
    const pages = await listPages(api).catch(() => []);
    const forSale = pages.find((candidate) => candidate.key === 'forSale');
    const slug = forSale?.url[locale] ?? forSale?.url.nl;
    const words = boxWords(locale, examples[0]?.label);
    return slug
      ? { action: `/${locale}/${slug}`, lang: locale, q: '', chips: [], words, examples: examples.map(({ label, href }) => ({ label, href })) }
      : null;
  }
  const list = page.sections.find((section) => section.type === 'estateList');
  if (!list || !page.sections.some((section) => section.type === 'estateFilter')) return null;
  const listing = listings[list.id];
  const filter = listing?.filter ?? {};
  const words = boxWords(locale, (examples.find((example) => example.side === (page.key === 'forRent' ? 'rent' : 'sale')) ?? examples[0])?.label);
  const node = listingOf(api, list)?.node;
  const emptied = listing && !listing.unavailable && listing.offset === 0 && listing.total === 0;
  const cities: SiteCity[] = filter.city || filter.geo || emptied ? await siteCities(api, node).catch(() => []) : [];
  const notUsed = unusedWords(filter, listing?.preferred, listing?.total ?? 0);
  // Words none of which any listing holds are said once, by the notice, not also as a chip that ranks.
  const allUnused = notUsed.length > 0 && requiring(filter, notUsed).q === undefined;
  const chips = chipsOf(filter, url.pathname, locale, cities, listing?.notApplied).filter((chip) => !(allUnused && chip.prefer));
  const notices: PlainSearchNotice[] = [];
  const unused = unusedNotice(filter, notUsed, url.pathname, locale);
  if (unused) notices.push(unused);
  if (emptied && node && chips.some((chip) => !chip.note && !chip.prefer)) {
    const parts = await leaveOneOut(api, filter, node, locale, cities).catch(() => []);
    const notice = emptiedNotice(parts, url.pathname, locale);
    if (notice) notices.push(notice);
  }
  return { action: url.pathname, lang: locale, q: url.searchParams.get('q') ?? '', chips, words, ...(notices.length > 0 ? { notices } : {}) };
}
