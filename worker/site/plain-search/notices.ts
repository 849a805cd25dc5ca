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
 * What the box says of a search's answer, beside its chips: the words left over that none of the
 * listings found holds ("Niet gebruikt: warm (niet in de 12 gevonden panden)"), with the parts of
 * the filter without which listings hold them ("‘warm’ zonder Appartement: 2 panden"), and, when
 * the search finds nothing, which one part left out would find listings ("zonder Tuin: 4 panden").
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

/** A part of the filter left out, as a link says it: its words, the filter without it, what that finds. */
export interface PartLeftOut {
  label: string;
  filter: EstateFilter;
  total: number;
}

/** At most this many parts are tried one by one (each a count of the listing). */
const MAX_PARTS = 8;

/** Each part's count (through the cache), those that find listings. */
async function counted(api: SiteApi, parts: readonly { label: string; filter: EstateFilter }[], node: ListingNode, locale: Locale): Promise<PartLeftOut[]> {
  const all = await Promise.all(
    parts.slice(0, MAX_PARTS).map(async (part) => {
      // The words that only rank change no count: left out of the count's call.
      const { q: _ranking, ...filter } = part.filter;
      const { total } = await searchEstateSummaries(api, buildSearchBody(filter, node, { limit: 0, offset: 0 }, undefined, locale));
      return { ...part, total };
    }),
  );
  return all.filter((part) => part.total > 0);
}

/**
 * Words none of the listings found holds, required, with each part of the filter left out in
 * turn: those without which some listings hold them, and how many (a count each, only when some
 * words went unused). The words themselves never exclude: the part that does is named.
 */
export function wordsWithout(
  api: SiteApi,
  filter: EstateFilter,
  words: readonly string[],
  node: ListingNode,
  locale: Locale,
  cities: readonly SiteCity[],
): Promise<PartLeftOut[]> {
  if (words.length === 0) return Promise.resolve([]);
  const parts = chipsToLeaveOut(filter, locale, cities).map((part) => ({ label: part.label, filter: requiring(part.filter, words) }));
  return counted(api, parts, node, locale);
}

/**
 * "Niet gebruikt: warm (niet in de 12 gevonden panden)" when some words found no listing (`found`:
 * the listings found), a link for each part without which listings hold them, with their count.
 */
export function unusedNotice(words: readonly string[], found: number, parts: readonly PartLeftOut[], path: string, locale: Locale): PlainSearchNotice | null {
  if (words.length === 0) return null;
  const said = words.join(' ');
  return {
    text: translate(locale, 'plainSearch.unused', { words: said, count: found }),
    links: parts.map((part) => ({
      label: translate(locale, 'plainSearch.requireWithout', { words: said, label: part.label, count: part.total }),
      href: addressOf(path, part.filter),
    })),
  };
}

/**
 * Each part of a filter that finds nothing, left out in turn: those without which the listing
 * finds some, and how many (a count each, through the cache; only when a search found nothing).
 */
export function leaveOneOut(api: SiteApi, filter: EstateFilter, node: ListingNode, locale: Locale, cities: readonly SiteCity[]): Promise<PartLeftOut[]> {
  return counted(api, chipsToLeaveOut(filter, locale, cities), node, locale);
}

/** "Niets gevonden met alles samen. Laat één ding weg:", each part without which the listing finds some, a link with its count. */
export function emptiedNotice(parts: readonly PartLeftOut[], path: string, locale: Locale): PlainSearchNotice | null {
  if (parts.length === 0) return null;
  return {
    text: translate(locale, 'plainSearch.emptied'),
    links: parts.map((part) => ({
      label: translate(locale, 'plainSearch.without', { label: part.label, count: part.total }),
      href: addressOf(path, part.filter),
    })),
  };
}
