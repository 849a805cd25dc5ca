import * as z from 'zod/mini';
import { consoleOrigin } from './console';
import type { ConnectionTestRecord } from './console-crm';
import type { RecipientKind } from './lead-kinds';
import type { LeadRoute } from './lead-routing';
import { PREVIEW_PATH } from './preview';

/**
 * Going live: the console's checklist, the owner's preview of a site still in
 * coming-soon mode and its publication. The console asks the platform's
 * /console-api/sites/{id}/checklist, …/preview, …/publish and …/unpublish
 * (worker/platform/console-api/golive.ts); the site worker consumes a preview link and checks a
 * preview grant through the site API (worker/platform/site-api/previews.ts).
 */

/** The steps of going live, in order. */
export const GOLIVE_STEPS = ['legal', 'theme', 'domain', 'crm', 'listing', 'review', 'publish'] as const;
export type GoLiveStep = (typeof GOLIVE_STEPS)[number];

/**
 * Why the CRM step is not done although the site has connections: the first connection whose
 * last test did not succeed, and that test (null: not tested since its credentials were given).
 */
export interface CrmStepOpen {
  connectionId: number;
  kind: string;
  lastTest: ConnectionTestRecord | null;
}

/** Where the site's leads go (shared/contract/lead-routing.ts), as the go-live screen shows it. */
export interface LeadDestinations {
  /** The kind of the CRM connection that takes leads (`sweepbright`), or null: none. */
  crm: string | null;
  /** The office mailbox (delivery.email.to), or null: none yet. */
  mailbox: string | null;
  /** With no mailbox: the legal data's e-mail address, which becomes the mailbox when the site goes live; else null. */
  mailboxOnPublish: string | null;
  /** Each kind of lead and where it goes (with the mailbox a publish would set, when it would set one). */
  routes: { kind: RecipientKind; route: LeadRoute }[];
}

/**
 * The site's office as its contact page shows it (address and opening hours): `live`;
 * `onPublish`, only the draft holds it (the office a new agency gets from its legal data) and
 * publishing the site makes it live with its hours; `none`, no office at all. `address`: the
 * first office's street, number, postal code and town.
 */
export interface OfficeOnline {
  state: 'live' | 'onPublish' | 'none';
  address: string | null;
}

/** GET /console-api/sites/{id}/checklist: each step's state, and whether the site is live. */
export interface Checklist {
  siteId: number;
  steps: { step: GoLiveStep; done: boolean }[];
  /** Why the CRM step is not done while the site has a connection; null: done, or no connection. */
  crmOpen: CrmStepOpen | null;
  /** How many listings on offer lack a fact the law asks their ad to show (the console's "needs attention"). */
  needsAttention: number;
  leads: LeadDestinations;
  office: OfficeOnline;
  /** Not in coming-soon mode: visitors see the site. */
  live: boolean;
  /** The last publication (or return to coming soon): who and when; null: never. */
  lastChange: { action: 'publish' | 'unpublish'; by: string; at: string } | null;
}

/** POST /console-api/sites/{id}/publish: the console's origin, for the link in the mail that confirms the mailbox (left out: a mail without it). */
export const publishRequest = z.object({ origin: z.optional(consoleOrigin) });

/** POST /console-api/sites/{id}/preview answers a one-time link's token for the site's hostname. */
export interface PreviewLink {
  token: string;
  /** The site's primary hostname (else its first): where the link leads. */
  hostname: string;
  expiresAt: string;
}

/**
 * The link the console sends the owner to: on the site's hostname, over https, or over the
 * console's own scheme and port for a local hostname (`npm start`).
 * @example previewAddress({ token, hostname: 'www.immo-noord.be' }, 'https://console.example.be') // https://www.immo-noord.be/_preview/…
 */
export function previewAddress(link: Pick<PreviewLink, 'token' | 'hostname'>, consoleOrigin: string): string {
  const console = new URL(consoleOrigin);
  const local = link.hostname === 'localhost' || link.hostname.endsWith('.localhost') || link.hostname === '127.0.0.1';
  const origin = local ? `${console.protocol}//${link.hostname}${console.port ? `:${console.port}` : ''}` : `https://${link.hostname}`;
  return `${origin}${PREVIEW_PATH}${link.token}`;
}
