import { type Locale, LOCALES, localizedValue } from '../i18n/locales';
import { buildPath } from '../routes';
import type { Estate, EstateBrief } from '../types/estate';
import type { HadWords } from './listing-text';
import { estateSlug, projectSlug } from './slug';
import { isHiddenStatus } from './visibility';

/** The city name for a language: its alias there if it has one (address line). */
export function cityName(estate: { address: Pick<Estate['address'], 'city'> }, locale: Locale): string {
  return estate.address.city.alias?.[locale]?.trim() || localizedValue(estate.address.city.name, locale);
}

/** What the detail address of an estate is made of. */
type Linked = Pick<EstateBrief, 'id' | 'isProject' | 'title' | 'subType' | 'transaction' | 'address'>;

/** The detail slug of an estate or project in a language. */
export function slugOf(estate: Linked, locale: Locale): string {
  const zip = estate.address.city.zip;
  const city = cityName(estate, locale);
  if (estate.isProject) return projectSlug({ title: localizedValue(estate.title, locale), zip, city });
  return estateSlug(
    {
      subType: localizedValue(estate.subType.name, locale),
      transaction: localizedValue(estate.transaction.name, locale),
      street: estate.address.visible ? localizedValue(estate.address.street, locale) : null,
      zip,
      city,
    },
    locale,
  );
}

/** The canonical detail address of an estate: /nl/aanbod/{id}/{slug}. */
export function estatePath(estate: Linked, locale: Locale): string {
  return buildPath('estateSlug', { estateId: estate.id, slug: slugOf(estate, locale) }, locale);
}

/** A project unit's address: the project's address plus '/' plus the unit id. */
export function projectEntityPath(project: Linked, unitId: number, locale: Locale): string {
  return buildPath('projectEntity', { estateId: project.id, slug: slugOf(project, locale), entityId: unitId }, locale);
}

/** A detail page as a sitemap lists it: its address in every language, its date, and what its hreflang reads. */
export interface DetailAddress {
  paths: Record<Locale, string>;
  /** YYYY-MM-DD: the estate's publication date, the last change the platform tells. */
  lastmod: string;
  /** The words its languages are told by (shared/domain/listing-text.ts `languagesHad`); absent: every language. */
  words?: HadWords;
}

/**
 * The detail addresses of estates in every language (a unit's is under its project's); a unit
 * whose project is not shown (none, or of a status the site hides) has no page of its own.
 */
export function detailAddresses(
  links: readonly { estate: EstateBrief; parent: EstateBrief | null; words?: HadWords }[],
  hiddenStatus: readonly number[],
): DetailAddress[] {
  return links.flatMap(({ estate, parent, words }): DetailAddress[] => {
    const lastmod = estate.publicationDate.slice(0, 10);
    if (estate.parentId !== null && (!parent || isHiddenStatus(parent.status, hiddenStatus))) return [];
    const path = (l: Locale) => (parent && estate.parentId !== null ? projectEntityPath(parent, estate.id, l) : estatePath(estate, l));
    return [{ paths: Object.fromEntries(LOCALES.map((l) => [l, path(l)])) as Record<Locale, string>, lastmod, ...(words ? { words } : {}) }];
  });
}
