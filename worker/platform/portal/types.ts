import type { Locale } from '../../../shared/i18n/locales';

// A portal's enquiry mail as the platform reads it (docs/portal-enquiries.md): the portals
// whose mails it knows, what a parser is given and what it finds.

/** The portals whose enquiry mails are read; each is a lead's source (`immoweb`…). */
export const PORTALS = ['immoweb', 'zimmo', 'immovlan', 'realo'] as const;
export type Portal = (typeof PORTALS)[number];

/** A mail as the parsers read it: its sender, reply address, subject and text (the HTML's text when it has no plain part). */
export interface PortalMail {
  from: string;
  /** Every address that may name the portal: From, Sender, the envelope's sender, Return-Path. */
  senders?: string[];
  replyTo?: string;
  /** The Reply-To's display name: the enquirer's, when the body names none. */
  replyToName?: string;
  /** The address the mail was sent to (the agency's inbound address): never the enquirer's. */
  to?: string;
  subject: string;
  text: string;
  /** The HTML part as sent (its links name the listing when the text does not). */
  html?: string;
  /** The Content-Language header, when the mail has one. */
  language?: string;
}

/** What a parser found in one enquiry mail. */
export interface PortalEnquiry {
  portal: Portal;
  name: string;
  email: string;
  phone?: string;
  message: string;
  locale: Locale;
  /** The reference the portal carries: the agency's own, or its CRM's; none labelled: `candidates`. */
  reference?: string;
  /** Without a labelled reference: the words of the subject and text that could be one (letters and digits), for the listing's match. */
  candidates?: string[];
  /** The portal's own id of the listing (its code or the number in its link). */
  portalListingId?: string;
}

/** Why a mail was not read as an enquiry: it is forwarded whole to the agency with this reason. */
export type NotParsed = 'unknown-sender' | 'no-address' | 'no-reference';

/**
 * One portal's mail format: the domains it mails from, its labels per language (each
 * language's labels also tell the mail's language) and how its listing id is written.
 */
export interface PortalFormat {
  portal: Portal;
  /** The sender's domain (or a subdomain of it). */
  domains: readonly string[];
  /**
   * Per language the portal writes in: the labels of its own (besides the common ones, common-labels.ts)
   * of each field, as the mail writes them before their colon.
   */
  labels: Partial<Record<Locale, Partial<Record<FieldName, readonly string[]>>>>;
  /** The portal's listing id in its links (group 1). */
  listingLink: RegExp;
  /** The reference in the subject (group 1), when the body has none. */
  subjectReference?: RegExp;
}

export type FieldName = 'name' | 'firstName' | 'lastName' | 'email' | 'phone' | 'message' | 'reference' | 'portalId';
