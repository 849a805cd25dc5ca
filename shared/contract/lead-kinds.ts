import { ESTIMATE_PREFIX } from '../domain/contact-form';

/**
 * Outbox kinds that are leads: with a CRM connection they go to the CRM (docs/leads.md). Its own
 * file: the console lists them without the site schemas' zod.
 */
export const LEAD_OUTBOX_KINDS = ['contact-request', 'appointment', 'appointment-cancellation', 'rental-reservation', 'subscription'] as const;

/** The lead kinds the agency also gets by e-mail when a CRM takes them, unless the site's `delivery.email.crmCopies` says otherwise. */
export const DEFAULT_CRM_COPIES: readonly string[] = ['appointment', 'appointment-cancellation', 'rental-reservation'];

/**
 * The kinds of lead the agency may mail to their own address (recipients per kind;
 * none given: the site's mailbox, `delivery.email.to`). A valuation is a contact request from
 * the valuation page (its message starts with ESTIMATE_PREFIX); a viewing is an appointment or
 * its cancellation.
 */
export const RECIPIENT_KINDS = ['contact', 'valuation', 'viewing', 'reservation', 'subscription'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/** Which recipient kind an outbox message is, or null for one no agency address takes (a confirmation, an alert). */
export function recipientKindOf(kind: string, document: Record<string, unknown>): RecipientKind | null {
  if (kind === 'contact-request') return typeof document.message === 'string' && document.message.startsWith(ESTIMATE_PREFIX) ? 'valuation' : 'contact';
  if (kind === 'appointment' || kind === 'appointment-cancellation') return 'viewing';
  if (kind === 'rental-reservation') return 'reservation';
  if (kind === 'subscription') return 'subscription';
  return null;
}
