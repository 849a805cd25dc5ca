import type { Attribution } from '../../../shared/contract/attribution';
import type { Locale } from '../../../shared/i18n/locales';

// A lead as the CRM connectors see it: one outbox row of an agency kind, read into
// one shape whatever form it came from, with the listing as the CRM knows it. The delivery
// (worker/platform/delivery/) builds it; each provider's lead mapping
// (crm/{sweepbright,whise}/leads.ts) turns it into that CRM's calls.

/** What the lead is, in the CRM's terms. */
export type LeadKind =
  /** A contact request about an estate or a project's unit, or a general one (no listing). */
  | 'contact'
  /** A request for a valuation of the visitor's own property (an owner lead). */
  | 'valuation'
  /** A confirmed keep-me-informed subscription: the visitor's search criteria. */
  | 'subscription'
  /** A viewing booked in the live agenda. */
  | 'viewing'
  /** A viewing cancelled by the visitor. */
  | 'viewing-cancelled'
  /** A holiday reservation request. */
  | 'reservation';

/** The listing a lead is about, as we and the CRM know it. */
export interface LeadListing {
  /** Our estate id (an estate or a project's unit) or holiday unit id. */
  estateId?: number;
  rentalUnitId?: number;
  /** The source the listing came from (`sweepbright`, `whise`, `ingest`…), when it came from one. */
  source?: string;
  /** The listing's id at that source (SweepBright's UUID, Whise's number as text). */
  externalId?: string;
  /** The project's id at the source, for a project's unit. */
  parentExternalId?: string;
  /** The agency's own reference of the listing. */
  reference?: string;
  /** The listing's public page, absolute (`https://{primary hostname}/nl/aanbod/12`). */
  url?: string;
  /** Its title in the lead's language, for e-mails and notes. */
  title?: string;
}

/** The search criteria of a subscription, in terms any CRM can take. */
export interface LeadCriteria {
  negotiation: ('sale' | 'let')[];
  /** Our head type codes (enums.ts), e.g. `HOUSE`, `FLAT`. */
  types: string[];
  priceMin?: number;
  priceMax?: number;
  bedroomsMin?: number;
  /** Postal codes of the chosen cities. */
  postalCodes: string[];
  /** City names in the lead's language, for notes. */
  cities: string[];
}

export interface Lead {
  /** The outbox row's id: the same on every try, the idempotency key of every call. */
  id: string;
  siteId: number;
  kind: LeadKind;
  /** The outbox kind it was read from (`contact-request`, `appointment`…). */
  outboxKind: string;
  createdAt: string;
  /** The language the visitor used. */
  locale: Locale;
  /** The language the agency reads its leads in (its site's default language): the CRM notes' labels. */
  agencyLocale?: Locale;
  person: { firstName?: string; lastName?: string; email?: string; phone?: string };
  subject?: string;
  /** What the visitor wrote, as written (plain text). */
  message?: string;
  listing?: LeadListing;
  attribution?: Attribution;
  /** The CRM's origin id for where the visitor came from, by the site's origin table (leads/origin.ts); none: the CRM's default. */
  crmOrigin?: number;
  /** The page the form was sent from, absolute. */
  pageUrl?: string;
  /** The visitor agreed to be contacted / to the privacy statement (the forms require it). */
  consent?: boolean;
  /** A subscription's criteria. */
  criteria?: LeadCriteria;
  /** A viewing: its time, and the CRM's event of the booking (for a cancellation). */
  viewing?: { appointmentId: string; start: string; end?: string; crmEventId?: string };
  /** A holiday reservation request: the period and the party. */
  reservation?: { start: string; end: string; guests: number; unitLabel?: string };
  /** Other named fields of the form (a valuation's answers…), as sent. */
  fields?: Record<string, string | boolean>;
}

/**
 * What a provider's lead mapping remembers between tries of the same lead (stored on the
 * outbox row), so a retry never makes a second contact or event: the ids the CRM gave and the
 * steps already done.
 */
export interface LeadCrmState {
  contactId?: string;
  eventId?: string;
  /** Names of the steps done, e.g. `contact`, `event`. */
  done?: string[];
  /** The connection the lead was first sent to: its retries go there while it can take them (delivery/crm.ts). */
  connectionId?: number;
}

/**
 * How a provider's lead mapping sends one lead. `save` stores the state at once (call it after
 * each step that the CRM took). Failures are thrown as CrmError (crm/crm-error.ts):
 * retryable ones are retried by the queue, the others go to the agency by e-mail with the reason.
 */
export interface LeadSendContext {
  state: LeadCrmState;
  save(state: LeadCrmState): Promise<void>;
}

/**
 * `sent`: the CRM took it. `not-supported`: this CRM has no call for this kind (a SweepBright
 * viewing): the lead goes to the agency by e-mail instead, as without a CRM.
 */
export type LeadSendResult = 'sent' | 'not-supported';
