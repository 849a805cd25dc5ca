import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../i18n/locales';
import { consoleEmail } from './console';

/**
 * The console API's contract for creating agencies (issue 31, operators only):
 * POST /console-api/agencies makes the site with its starter pages, its default hostname
 * `<slug>.<SITES_HOSTNAME_SUFFIX>`, the owner's membership and the owner's invitation mail.
 */

const locale = z.enum(LOCALES as unknown as [Locale, ...Locale[]], 'locale');

/** POST /console-api/agencies: the agency's name, its languages, the owner's address, and the language and origin of the mail. */
export const agencyRequest = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(200, 'tooLong')),
    locales: z.array(locale).check(
      z.minLength(1, 'locales'),
      z.refine((locales) => new Set(locales).size === locales.length, 'locales'),
    ),
    defaultLocale: locale,
    ownerEmail: consoleEmail,
    locale,
    origin: z.string().check(z.regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/)),
  })
  .check(
    z.refine((agency) => agency.locales.includes(agency.defaultLocale), { message: 'defaultLocale', path: ['defaultLocale'] }),
  );
export type AgencyRequest = z.infer<typeof agencyRequest>;

/** The answer of POST /console-api/agencies (201). */
export interface NewAgency {
  site: { id: number; name: string };
  /** The hostname the site answers on until it has its own domain. */
  hostname: string;
  /** Who was invited as its owner. */
  owner: string;
}

/** The hostname label of a name: lower-case letters, digits and hyphens, accents dropped ('Immo Noord' → 'immo-noord'). */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug || 'agency';
}
