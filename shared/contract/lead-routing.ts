import { DEFAULT_CRM_COPIES, type RecipientKind } from './lead-kinds';
import type { RawDelivery, RawSite } from './raw/site';

/*
 * Where a site sends each kind of lead, as one rule: the platform's delivery follows it
 * (worker/platform/delivery/destinations.ts) and the console's go-live screen shows it, so the
 * agency reads where its enquiries go before its site is live.
 */

/** The outbox kinds of each kind of lead the agency names an address for (recipientKindOf, the other way round). */
export const OUTBOX_KIND_OF: Record<RecipientKind, string> = {
  contact: 'contact-request',
  valuation: 'contact-request',
  viewing: 'appointment',
  reservation: 'rental-reservation',
  subscription: 'subscription',
};

/**
 * When the agency's address gets a lead by e-mail: `always` (no CRM), as a `copy` of what the
 * CRM takes (the site's `crmCopies`), or as a `fallback`: only when the CRM did not take it
 * (it has no call for the kind, refused it, or could not be reached through the whole retry window).
 */
export const MAIL_WHEN = ['always', 'copy', 'fallback'] as const;
export type MailWhen = (typeof MAIL_WHEN)[number];

export interface LeadRoute {
  /** The agency's signed webhook takes it. */
  webhook: boolean;
  /** The site's CRM takes it first. */
  crm: boolean;
  /** The address it is mailed to and when; null: no mail (it waits in the console's leads). */
  mail: { to: string; when: MailWhen } | null;
}

/**
 * Where one lead goes on a site: `kind` its outbox kind, `recipient` the kind of lead the agency
 * may give an address of its own (delivery.email.recipients, else its mailbox), `crm` whether
 * the site has a CRM connection that takes leads. A confirmed search alert is mailed only when
 * a CRM could not take it (without a CRM it stays in the list: the alerts mail the visitor).
 * @example leadRoute('contact-request', 'contact', { email: { to: 'info@immo.be' } }, true)
 * // { webhook: false, crm: true, mail: { to: 'info@immo.be', when: 'fallback' } }
 */
export function leadRoute(kind: string, recipient: RecipientKind | null, delivery: RawDelivery | null | undefined, crm: boolean): LeadRoute {
  const webhook = Boolean(delivery?.webhook?.url && delivery.webhook.secret);
  const email = delivery?.email;
  const to = (recipient && email?.recipients?.[recipient]) || email?.to;
  const when: MailWhen | null = crm
    ? (email?.crmCopies ?? DEFAULT_CRM_COPIES).includes(kind)
      ? 'copy'
      : 'fallback'
    : kind === 'subscription'
      ? null
      : 'always';
  return { webhook, crm, mail: to && when ? { to, when } : null };
}

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/**
 * The mailbox a site's leads go to when the agency set none: the legal data's e-mail address
 * (the office's contact address, else the privacy contact's), or null.
 * @example legalMailbox({ contact: { email: 'info@immo.be' } }) // 'info@immo.be'
 */
export function legalMailbox(site: Pick<RawSite, 'contact' | 'legal'>): string | null {
  const address = [site.contact?.email, site.legal?.privacy?.email].map((value) => value?.trim() ?? '').find((value) => ADDRESS.test(value));
  return address ?? null;
}
