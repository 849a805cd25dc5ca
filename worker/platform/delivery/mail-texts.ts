import type { LocaleTranslate } from '../../../shared/i18n/lookup';
import { mailLookup } from './mail-words';

/**
 * Outbox kinds that are the agency's leads (docs/leads.md): mailed to the agency, but
 * `subscription` only when a CRM could not take it (mail-message.ts mailAudience).
 */
export const AGENCY_KINDS = ['contact-request', 'rental-reservation', 'appointment', 'appointment-cancellation', 'subscription'] as const;
export type AgencyKind = (typeof AGENCY_KINDS)[number];
/** Outbox kinds that confirm something to the visitor who sent it. */
export type ConfirmationKind =
  | 'subscription-confirmation'
  | 'rental-reservation-confirmation'
  | 'appointment-confirmation'
  | typeof REQUEST_NOT_TAKEN
  | typeof ASSISTANT_CONFIRMATION;
/** The person's mail with the link that sends a request an AI assistant made for them (site-api/assistant-requests.ts). */
export const ASSISTANT_CONFIRMATION = 'assistant-request-confirmation';
/**
 * The visitor's mail when a write they were told is being confirmed was refused for good
 * (worker/platform/leads/queued.ts); its document's `request` names which, for the agency's webhook.
 */
export const REQUEST_NOT_TAKEN = 'request-not-taken';

export type FieldLabel =
  | 'name'
  | 'email'
  | 'phone'
  | 'subject'
  | 'message'
  | 'estate'
  | 'unit'
  | 'listingReference'
  | 'crmId'
  | 'period'
  | 'guests'
  | 'when'
  | 'statuses'
  | 'cities'
  | 'types'
  | 'price'
  | 'bedrooms'
  | 'page'
  | 'source'
  | 'reference'
  | 'agent'
  | 'landingPage'
  | 'referrer'
  | 'campaign'
  | 'adClick'
  | 'pagesViewed';

/** The lines of each confirmation, in order: keys under `confirmation.<kind>.lines` of locales/mail.json. */
export const CONFIRMATION_LINES: Record<ConfirmationKind, readonly string[]> = {
  'subscription-confirmation': ['confirm', 'ignore', 'manage'],
  'rental-reservation-confirmation': ['received', 'request'],
  'appointment-confirmation': ['booked', 'cancel'],
  [REQUEST_NOT_TAKEN]: ['notTaken', 'again'],
  [ASSISTANT_CONFIRMATION]: ['asked', 'ignore'],
};

/**
 * The words of the delivery mails (locales/mail.json, in the site's four languages, read from a
 * static file by every entry that words a mail: ../mail-words.ts), looked
 * up as the site's UI strings are (shared/i18n/lookup.ts); `{{name}}` places are filled in, a
 * place without a value stays empty. The agency's mail is in its site's default language, a
 * confirmation in the language the visitor used. An alert's listings read as the site's cards
 * (shared/domain/estate-card.ts and price.ts, given this lookup): their words are here too
 * (card.*, news.*, enum.Type.*), the site's own (test/unit/platform/delivery/mail-texts.test.ts keeps them so).
 * @example mailText('nl', 'agencySubject.contact-request', { name: 'Lotte Claes' }) // 'Contactaanvraag van Lotte Claes'
 */
export const mailText: LocaleTranslate = mailLookup('delivery');
