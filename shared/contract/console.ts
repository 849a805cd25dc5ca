import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../i18n/locales';
import { FIELD_LIMITS } from './limits';

/**
 * The console API's contract: what the console worker (worker/console/) sends to
 * the platform's /console-api/* (worker/platform/console-api/) and what it gets back. The
 * platform owns users, sessions and the tenant boundary; the console only renders.
 */

/**
 * The header that carries the console session's id (the cookie's value) to the platform, then,
 * after a dot, the mark of the console request that calls: the platform reads the session in D1
 * once a console request (worker/platform/console-api/sessions.ts).
 */
export const SESSION_HEADER = 'X-Console-Session';
/** The header that carries the form's CSRF token to the platform on every state-changing call. */
export const CSRF_HEADER = 'X-Console-CSRF';

export const ROLES = ['owner', 'editor'] as const;
export type Role = (typeof ROLES)[number];

/** A one-time link's token and a session id: 32 random bytes, URL-safe base64. */
export const CONSOLE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** An e-mail address as the console's forms and the API accept it: trimmed, at most 254 characters. */
export const consoleEmail = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'required'),
    z.maxLength(FIELD_LIMITS.email, 'tooLong'),
    z.regex(/^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/, 'email'),
  );

const locale = z.enum(LOCALES as unknown as [Locale, ...Locale[]]);
/** The console's own origin, where the mailed link leads (the console worker says it: CONSOLE_ORIGIN, or its local address). */
const origin = z.string().check(z.regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/));
/** The same, for the other areas' requests (passkeys: console-passkeys.ts). */
export const consoleOrigin = origin;

/** POST /console-api/sign-in: mail a sign-in link to this address, when it belongs to someone. */
export const signInRequest = z.object({ email: consoleEmail, locale, origin, ip: z.string().check(z.maxLength(64)) });
export type SignInRequest = z.infer<typeof signInRequest>;

/** POST /console-api/sign-in/consume: the link's token, once. */
export const consumeRequest = z.object({ token: z.string().check(z.regex(CONSOLE_TOKEN_PATTERN, 'This link is not valid')) });

/** POST /console-api/sites/{siteId}/invites: a colleague's address, role and the language of the mail. */
export const inviteRequest = z.object({ email: consoleEmail, role: z.enum(ROLES), locale, origin });
export type InviteRequest = z.infer<typeof inviteRequest>;

/** The answer of POST /console-api/sign-in/consume: a new session. */
export interface NewSession {
  sessionId: string;
  expiresAt: string;
}

/** A site the signed-in user may open, with the role they have there. */
export interface ConsoleSite {
  id: number;
  name: string;
  role: Role;
}

/** GET /console-api/session: who is signed in, their CSRF token and their sites. */
export interface ConsoleSession {
  user: { id: number; email: string; operator: boolean };
  csrf: string;
  expiresAt: string;
  sites: ConsoleSite[];
}

/** A member of a site's team; `invited`: has not signed in yet. */
export interface TeamMember {
  userId: number;
  email: string;
  role: Role;
  invited: boolean;
}

/** GET /console-api/sites/{siteId}/team. */
export interface Team {
  site: ConsoleSite;
  members: TeamMember[];
}

/** An error answer of the console API; `field` names the form field it is about. */
export interface ConsoleApiError {
  error: string;
  field?: string;
  code?: string;
}

/** The console's mail: the outbox kind of a sign-in link (worker/platform/delivery/console-mail.ts). */
export const SIGN_IN_MAIL_KIND = 'console-sign-in';
/** The console's mail telling an office mailbox that the site's leads now come there (worker/platform/console-api/mailbox.ts). */
export const MAILBOX_MAIL_KIND = 'console-mailbox';

/** The delivery states a lead can be in (GET /console-api/sites/{id}/leads?status=). */
export const LEAD_STATES = ['pending', 'delivered', 'failed', 'stored'] as const;

/**
 * Why a lead's delivery failed, each said in the console's words (locales/console.json
 * `leads.failure.*`): how the CRM failed (the platform's CRM error kinds: refused the
 * credentials, could not be reached or did not answer in time, asked to wait, refused the lead,
 * did not know its listing, answered what we could not read), or the mail or the webhook
 * failed, or anything else.
 */
export const LEAD_FAILURES = [
  'credentials-rejected',
  'unavailable',
  'timeout',
  'rate-limited',
  'refused',
  'not-found',
  'bad-answer',
  'mail',
  'webhook',
  'other',
] as const;
export type LeadFailureReason = (typeof LEAD_FAILURES)[number];

/** A lead's last delivery failure: why, and which CRM (its connection kind) when the CRM failed. */
export interface LeadFailure {
  reason: LeadFailureReason;
  crm: string | null;
  /** When the queue tries again (ISO), while the lead is pending. */
  nextTryAt?: string;
}

/** One lead as the console shows it (worker/platform/leads/list.ts). */
export interface ConsoleLead {
  id: string;
  kind: string;
  createdAt: string;
  person: { name: string | null; email: string | null; phone: string | null };
  listing: { estateId?: number; rentalUnitId?: number; source: string | null; externalId: string | null; reference: string | null } | null;
  attribution: {
    landingPage?: string;
    referrer?: string;
    utm?: { source?: string; medium?: string; campaign?: string };
    pages?: { path: string; title?: string }[];
  } | null;
  deliveredTo: string[];
  status: string;
  /** How many times its delivery was tried. */
  attempts: number;
  needsAttention: string | null;
  /** Why its delivery failed, when it did (or its CRM refused it); null otherwise or not known. */
  failure: LeadFailure | null;
  /** The delivery's technical error, for a failure whose reason was not kept (rows older than it). */
  lastError: string | null;
  /** A holiday reservation request the agency marked booked: when it did; null for any other lead or one not marked. */
  bookedAt: string | null;
}

/** GET /console-api/sites/{id}/leads: a page of the site's leads, newest first, and the id of the next page's start. */
export interface ConsoleLeads {
  site: ConsoleSite;
  leads: ConsoleLead[];
  next: string | null;
}
