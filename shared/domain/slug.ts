import type { Locale } from '../i18n/locales';
import { memoized } from '../memo';

// Quotes and dots are removed before slugging, so "L'Atelier" gives 'latelier', not 'l-atelier'.
const QUOTES_AND_DOTS = /['"`´‘’‚‛“”„‟«»‹›.]/g;

/**
 * Lowercase ASCII words joined by '-': accents folded (é → e, ß → ss, œ → oe),
 * everything else that is not a letter or digit becomes a separator. Kept per isolate by text:
 * a listing page slugs each card's address, the same ones render after render.
 * @example slugify('Rue de l’Église 12') // 'rue-de-l-eglise-12'
 */
export function slugify(text: string): string {
  return slugs(text);
}

function slugOfText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/œ/gi, 'oe')
    .replace(/ø/gi, 'o')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const slugs = memoized(slugOfText, 5_000);

export interface EstateSlugParts {
  subType?: string | null;
  transaction?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
}

const IN_WORD: Record<Locale, string> = { nl: 'in', fr: 'a', en: 'in', de: 'in' };

function joinSlug(parts: (string | null | undefined)[]): string {
  return slugify(parts.filter((part): part is string => Boolean(part?.trim())).join(' ')) || 'detail';
}

/**
 * The detail slug of an estate: subtype, transaction, 'in' (fr: 'a'), street,
 * postal code and city, lowercase. The street is left out when the address is hidden.
 * @example estateSlug({ subType: 'Villa', transaction: 'te koop', street: 'Kerkstraat', zip: '9000', city: 'Gent' }, 'nl')
 * // 'villa-te-koop-in-kerkstraat-9000-gent'
 */
export function estateSlug(parts: EstateSlugParts, locale: Locale): string {
  const place = [parts.street, parts.zip, parts.city].some((part) => part?.trim());
  return joinSlug([parts.subType, parts.transaction, place ? IN_WORD[locale] : null, parts.street, parts.zip, parts.city]);
}

export interface ProjectSlugParts {
  title?: string | null;
  zip?: string | null;
  city?: string | null;
}

/**
 * The detail slug of a project: the localized title without quotes and dots,
 * then postal code and city.
 * @example projectSlug({ title: 'Résidence "Les Tilleuls"', zip: '1180', city: 'Uccle' }) // 'residence-les-tilleuls-1180-uccle'
 */
export function projectSlug(parts: ProjectSlugParts): string {
  return joinSlug([parts.title?.replace(QUOTES_AND_DOTS, ''), parts.zip, parts.city]);
}
