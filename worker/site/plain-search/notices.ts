import { translate } from '../../../shared/i18n';
import type { Locale } from '../../../shared/i18n/locales';
import type { SiteCity } from '../../../shared/domain/plain-search/to-filter';
import type { EstateFilter } from '../../../shared/domain/search-params';
import { buildSearchBody, type ListingNode } from '../../../shared/domain/listing-search';
import type { PlainSearchNotice } from '../../../client/enhancers/plain-search';
import type { SiteApi } from '../upstream';
import { searchEstateSummaries } from '../upstream/estates';
import { addressOf, chipsToLeaveOut } from './chips';

/**
 * What the box says of a search's answer, beside its chips: the words left over that no listing
 * found holds ("Niet gebruikt: warm", with a link that requires them), and, when the search
 * finds nothing, which one part left out would find listings ("zonder Tuin: 4 panden").
 */

/** The words of `q` that none of the listings found holds (the platform counted each: `preferred`); none when nothing was found. */
export function unusedWords(filter: EstateFilter, preferred: readonly { word: string; found: number }[] | undefined, total: number): string[] {
  return filter.q && preferred && total > 0 ? preferred.filter(({ found }) => found === 0).map(({ word }) => word) : [];
}

/** The filter with these words required of the texts, and the other words left over no longer ranking. */
const requiring = ({ q: _ranking, ...filter }: EstateFilter, words: readonly string[]): EstateFilter => ({
  ...filter,
  words: [filter.words, ...words].filter(Boolean).join(' '),
});

/** "Niet gebruikt: warm", and the listing with them required, when some words found no listing. */
export function unusedNotice(filter: EstateFilter, words: readonly string[], path: string, locale: Locale): PlainSearchNotice | null {
  if (words.length === 0) return null;
  const said = words.join(' ');
  return {
    text: translate(locale, 'plainSearch.unused', { words: said }),
    links: [{ label: translate(locale, 'plainSearch.require', { words: said }), href: addressOf(path, requiring(filter, words)) }],
  };
}

/** At most this many parts are tried one by one (each a count of the listing). */
const MAX_PARTS = 8;

/**
 * Each part of a filter that finds nothing, left out in turn: those without which the listing
 * finds some, and how many (a count each, through the cache; only when a search found nothing).
 */
export async function leaveOneOut(
  api: SiteApi,
  filter: EstateFilter,
  node: ListingNode,
  locale: Locale,
  cities: readonly SiteCity[],
): Promise<{ label: string; filter: EstateFilter; total: number }[]> {
  const parts = chipsToLeaveOut(filter, locale, cities).slice(0, MAX_PARTS);
  const counted = await Promise.all(
    parts.map(async (part) => {
      // The words that only rank change no count: left out of the count's call.
      const { q: _ranking, ...counted } = part.filter;
      const { total } = await searchEstateSummaries(api, buildSearchBody(counted, node, { limit: 0, offset: 0 }, undefined, locale));
      return { ...part, total };
    }),
  );
  return counted.filter((part) => part.total > 0);
}

/** "Niets gevonden met alles samen. Laat één ding weg:", each part without which the listing finds some, a link with its count. */
export function emptiedNotice(
  parts: readonly { label: string; filter: EstateFilter; total: number }[],
  path: string,
  locale: Locale,
): PlainSearchNotice | null {
  if (parts.length === 0) return null;
  return {
    text: translate(locale, 'plainSearch.emptied'),
    links: parts.map((part) => ({
      label: translate(locale, 'plainSearch.without', { label: part.label, count: part.total }),
      href: addressOf(path, part.filter),
    })),
  };
}
