import * as z from 'zod/mini';
import type { ConsoleSite } from './console';
import type { Locale } from '../i18n/locales';
import { phoneKey } from '../domain/retention';

/*
 * The console's privacy screens (docs/privacy.md), owners only: a person's data found by e-mail
 * address or phone, handed over and erased (POST /console-api/sites/{id}/privacy/search,
 * …/export, …/erase), the access log of the agency's leads (GET …/privacy/log) and the
 * agency's register of processing activities (GET …/privacy/register).
 */

/** An e-mail address (it has an @), else a phone number of at least eight digits. */
export const isPersonQuery = (value: string): boolean => (value.includes('@') ? /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) : phoneKey(value) !== null);

/** Whom the screen looks for: an e-mail address or a phone number, as the agency typed it (errors: `required`, `tooLong`, `personQuery`). */
export const personQuery = z.object({
  query: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(254, 'tooLong'), z.refine(isPersonQuery, 'personQuery')),
});
export type PersonQuery = z.output<typeof personQuery>;

/** Where a person's record is kept: a lead's outbox row, a viewing, a holiday reservation, a subscription, an assistant's request, a portal mail… */
export const PERSON_RECORD_KINDS = [
  'lead',
  'appointment',
  'reservation',
  'subscription',
  'assistantRequest',
  'portalEnquiry',
  'portalAnswer',
  'formAnswer',
  'mailCopy',
] as const;
export type PersonRecordKind = (typeof PERSON_RECORD_KINDS)[number];

/** One record of a person, as the platform keeps it. */
export interface PersonRecord {
  kind: PersonRecordKind;
  /** A lead's kind (its outbox kind: `contact-request`, `appointment-confirmation`…); null for the others. */
  type: string | null;
  id: string;
  /** When it was made (ISO). */
  at: string;
  /** What is kept, every field as stored. */
  data: Record<string, unknown>;
  /** What the law keeps of it after an erasure (a reservation's accounting record), until that day (YYYY-MM-DD); null: nothing. */
  keptUntil: string | null;
}

/**
 * Who received the person's leads outside the platform, and how many: a CRM connection, the
 * agency's webhook, or a mailbox of the agency the lead was mailed to (its office's, or the agent's
 * whose page it came from).
 */
export interface PersonRecipient {
  to: 'crm' | 'webhook' | 'mailbox';
  /** The CRM's name (`SweepBright`…) or the mailbox's address; null: the webhook, or a mailbox the site no longer names. */
  name: string | null;
  leads: number;
}

/** A person's records in one agency's site: the search's and the export's answer. */
export interface ConsolePerson {
  site: ConsoleSite;
  /** The agency's language (the site's default), the export's summary's. */
  language: Locale;
  by: 'email' | 'phone';
  records: PersonRecord[];
  recipients: PersonRecipient[];
}

/** What an erasure did: records erased, and those of which the law keeps a part (until their day). */
export interface ConsoleErased {
  site: ConsoleSite;
  erased: number;
  kept: number;
}

/** What the access log records: a look at or a download of the agency's visitors' data. */
export const ACCESS_ACTIONS = ['leads', 'leadsCsv', 'portalEnquiries', 'personSearch', 'personExport', 'personErase', 'adminLeads', 'adminOutbox'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** One entry: when, who (a console user's address, or the platform's admin API), what, and how many records (never whose). */
export interface AccessEntry {
  at: string;
  who: string;
  action: AccessAction;
  count: number;
  /** The filters of a listing or export (`kind=contact-request`), else null. */
  detail: string | null;
}

export interface ConsoleAccessLog {
  site: ConsoleSite;
  retentionMonths: number;
  entries: AccessEntry[];
}

/** One processing activity of the register (GDPR art. 30): what the platform keeps of it now. */
export interface ProcessingActivity {
  /** The activity: a lead kind's, or `subscriptions`, `portal`, `assistants`, `team`, `accessLog`, `statistics`. */
  activity: string;
  /** Records held now (not yet erased). */
  records: number;
  /** Categories of personal data found in them (`name`, `email`, `phone`, `message`, `browsing`…). */
  data: string[];
  /** Which of them are kept only until the accounting duty ends (a reservation's record). */
  accountingRecords: number;
}

export interface ProcessingRegister {
  site: ConsoleSite;
  controller: string;
  contact: string | null;
  retentionMonths: number;
  /** The CRMs connected, the webhook and the mailbox: where leads go. */
  recipients: string[];
  activities: ProcessingActivity[];
}
