import { localizedValue } from '../i18n';
import type { Locale } from '../i18n/locales';
import { buildPath } from '../routes';
import type { Estate } from '../types/estate';
import { estateSlug, projectSlug } from './slug';

/** The city name for a language: its alias there if it has one (SPEC §2 address line). */
export function cityName(estate: Pick<Estate, 'address'>, locale: Locale): string {
  return estate.address.city.alias?.[locale]?.trim() || localizedValue(estate.address.city.name, locale);
}

/** What the detail address of an estate is made of. */
type Linked = Pick<Estate, 'id' | 'isProject' | 'title' | 'subType' | 'transaction' | 'address'>;

/** The detail slug of an estate or project in a language (SPEC §2). */
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

/** A project unit's address: the project's address plus '/' plus the unit id (SPEC §2). */
export function projectEntityPath(project: Estate, unitId: number, locale: Locale): string {
  return buildPath('projectEntity', { estateId: project.id, slug: slugOf(project, locale), entityId: unitId }, locale);
}
