import * as z from 'zod/mini';
import type { ConsoleSite } from './console';
import { LOCALES, type Locale } from '../i18n/locales';

/*
 * The console's "Portal enquiries" screen (docs/portal-enquiries.md), owners only: GET and PUT
 * /console-api/sites/{id}/portal-enquiries, POST …/portal-enquiries/address (a new address).
 * The agency's inbound address, the last enquiries received with what became of each, and the
 * automatic answer's switch and opening words per language.
 */

/** The longest opening of the answer (characters). */
export const PORTAL_WORDS_LONGEST = 1000;

/** One mail received at the inbound address, as the screen lists it. */
export interface PortalEnquiryRow {
  receivedAt: string;
  /** The portal it came from (`immoweb`…); null: no portal's. */
  portal: string | null;
  /** `lead`: read and recorded; `forwarded`: forwarded whole to the agency, `reason` says why. */
  state: 'lead' | 'forwarded';
  reason: string | null;
  subject: string;
  enquirer: string | null;
  reference: string | null;
  estateId: number | null;
  /** The answer: `sent`, or why none was (`off`, `limited`, `no-reply`, `automatic`, `ourselves`, `no-sender`, `failed`); null for a forwarded mail. */
  answer: string | null;
}

export interface ConsolePortalEnquiries {
  site: ConsoleSite;
  /** `<token>@<domain>`; null while the platform has no inbound domain (PORTAL_INBOUND_DOMAIN). */
  address: string | null;
  autoAnswer: boolean;
  /** The agency's own openings by language; a language not here answers with `defaults`'. */
  words: Partial<Record<Locale, string>>;
  defaults: Record<Locale, string>;
  enquiries: PortalEnquiryRow[];
}

const locale = z.enum(LOCALES as unknown as [Locale, ...Locale[]]);

/** PUT …/portal-enquiries: the switch and the openings (an empty one: the default). */
export const portalAnswerUpdate = z.strictObject({
  autoAnswer: z.boolean(),
  words: z.partialRecord(locale, z.string().check(z.maxLength(PORTAL_WORDS_LONGEST))),
});
export type PortalAnswerUpdate = z.input<typeof portalAnswerUpdate>;
