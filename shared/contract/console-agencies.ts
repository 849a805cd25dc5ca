import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../i18n/locales';
import { consoleEmail } from './console';

/**
 * The console API's contract for creating agencies (operators only):
 * POST /console-api/agencies makes the site with its starter pages, its default hostname
 * `<slug>.<SITES_HOSTNAME_SUFFIX>`, the owner's membership and the owner's invitation mail.
 */

const locale = z.enum(LOCALES as unknown as [Locale, ...Locale[]], 'locale');

const agencyFields = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(200, 'tooLong')),
  locales: z.array(locale).check(
    z.minLength(1, 'locales'),
    z.refine((locales) => new Set(locales).size === locales.length, 'locales'),
  ),
  defaultLocale: locale,
  ownerEmail: consoleEmail,
  locale,
  origin: z.string().check(z.regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/)),
});

/** The default language must be one of the site's. */
const defaultAmongLocales = z.refine<{ locales: Locale[]; defaultLocale: Locale }>((agency) => agency.locales.includes(agency.defaultLocale), {
  message: 'defaultLocale',
  path: ['defaultLocale'],
});

/** POST /console-api/agencies: the agency's name, its languages, the owner's address, and the language and origin of the mail. */
export const agencyRequest = agencyFields.check(defaultAmongLocales);
export type AgencyRequest = z.infer<typeof agencyRequest>;

/**
 * Self-service sign-up, when an operator opens it:
 *   GET  /console-api/sign-up            SignUpStatus (no session needed)
 *   POST /console-api/sign-up            SignUpRequest → 202 (a confirmation link mailed), 404 when closed, 429 + Retry-After
 *   POST /console-api/sign-up/consume    { token } → 201 SignedUp (the site made, its owner signed in), 410 used or expired
 *   PUT  /console-api/sign-up            { open } → SignUpStatus (operators only)
 * The request is the operator's form without the invitation: the owner is the one signing up.
 */
export const signUpRequest = z.extend(agencyFields, { ip: z.string().check(z.maxLength(64)) }).check(defaultAmongLocales);
export type SignUpRequest = z.infer<typeof signUpRequest>;

/** Whether agencies may sign up by themselves. */
export interface SignUpStatus {
  open: boolean;
}

/** PUT /console-api/sign-up (operators): open or close the sign-up. */
export const signUpSwitch = z.object({ open: z.boolean() });

/** The answer of POST /console-api/sign-up/consume: the new agency and its owner's session. */
export interface SignedUp extends NewAgency {
  sessionId: string;
  expiresAt: string;
}

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

/** One of the platform's D1 databases as the operators see it (worker/platform/databases/fill.ts). */
export interface DatabaseFillRow {
  binding: string;
  /** Its size as D1 reports it. */
  bytes: number;
  /** The agencies whose rows it holds. */
  sites: number;
  /** Its size as a share of D1's 10 GB (0.8 is 80 %). */
  fill: number;
  /** New agencies may be placed on it (DATA_DATABASES). */
  placing: boolean;
  /** Past the fill placement stops at. */
  full: boolean;
}

/** Every database's fill, and the size placement stops at (DATABASE_FULL_PERCENT of 10 GB). */
export interface DatabaseFills {
  fullAt: number;
  databases: DatabaseFillRow[];
}
