import type { ForwardableEmailMessage } from '@cloudflare/workers-types';
import PostalMime from 'postal-mime';
import type { RawSite } from '../../../shared/contract/raw/site';
import { DEFAULT_LOCALE, isLocale } from '../../../shared/i18n/locales';
import { enqueueOutbox } from '../delivery/queue-message';
import { sendMail } from '../delivery/send-mail';
import { logFailure, logNotice } from '../log';
import { loadMailWords } from '../delivery/mail-words';
import { outboxInsert } from '../delivery/outbox-insert';
import { siteDb } from '../databases/site-db';
import { storedSite } from '../sites/store';
import { countLead } from '../stats/store';
import type { PlatformBindings } from '../types';
import { answerListings, listingOfCandidates, listingOfReference } from './answer-listings';
import { composeAnswer } from './answer-mail';
import { ANSWERS_PER_DAY, ANSWERS_PER_LISTING_PER_DAY, DAY_MS, neverAnswered } from './answer-rules';
import { defaultOpening, PORTAL_NAMES } from './answer-words';
import { parseEnquiry, portalMail } from './formats';
import { answersTo, inboxOfToken, markAnswer, type PortalInbox, recordAnswer, recordEnquiry } from './inbox-store';
import type { PortalEnquiry } from './types';

// The platform's email() handler (docs/portal-enquiries.md): a mail to an agency's inbound
// address, read as a portal's enquiry, becomes a lead like any other (the outbox, the inbox,
// the CRM) and its enquirer is answered at once; a mail it cannot read is forwarded whole to
// the agency. Nothing is dropped, and nothing throws for a bad mail.

/** What the handler uses of Cloudflare's ForwardableEmailMessage (a test hands a recording one). */
export type InboundMail = Pick<ForwardableEmailMessage, 'from' | 'to' | 'headers' | 'raw' | 'rawSize' | 'setReject' | 'forward'>;

/** The largest mail read (bytes); a larger one is forwarded unread. Portal enquiries are a few kilobytes. */
export const LARGEST_MAIL = 512 * 1024;

/** The agency's mailbox: its delivery address, else the contact address its site shows. */
const agencyMailbox = (site: RawSite): string | undefined => site.delivery?.email?.to ?? site.contact?.email ?? undefined;

/** A stable id for a mail without Message-ID: its bytes' SHA-256. */
async function digest(bytes: ArrayBuffer): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...hash].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The lead's outbox id: a UUID made of the site and the mail's Message-ID, so the same mail twice is one lead. */
async function leadIdOf(siteId: number, messageId: string): Promise<string> {
  const hex = await digest(new TextEncoder().encode(`portal\n${siteId}\n${messageId}`).buffer as ArrayBuffer);
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<ArrayBuffer> {
  return new Response(stream as unknown as BodyInit).arrayBuffer();
}

/**
 * Handles one mail to `<token>@<PORTAL_INBOUND_DOMAIN>`. An unknown token is refused (the
 * sender's server says so); a mail too large, malformed, from no known portal or without the
 * enquirer's address or a listing of the site is forwarded to the agency's mailbox, once per
 * Message-ID; an enquiry is a lead (once per Message-ID) and is answered unless the rules say not.
 */
export async function receivePortalMail(message: InboundMail, env: PlatformBindings): Promise<void> {
  // The automatic answer's words first (../mail-words.ts): unreadable, the handler fails before
  // anything is written or sent, as when its database fails: the mail is not taken.
  await loadMailWords(env.ASSETS);
  const token = message.to.split('@')[0]?.toLowerCase() ?? '';
  const inbox = /^[a-z0-9]{8,40}$/.test(token) ? await inboxOfToken(env.DB, token) : null;
  if (!inbox) {
    message.setReject('No such address');
    return;
  }
  const site = await storedSite(env.DB, inbox.siteId);
  const sender = message.from.toLowerCase();
  const headerId = message.headers.get('message-id')?.trim() || undefined;
  const ownId = headerId?.replace(/^<|>$/g, '');
  const forward = async (
    reason: string,
    fields: { messageId: string; subject?: string; portal?: string | null; reference?: string | null; enquirer?: string | null },
  ) => {
    const mailbox = agencyMailbox(site);
    const inbound = env.PORTAL_INBOUND_DOMAIN?.trim().toLowerCase();
    // An agency whose mailbox is an inbound address would get its own mail back: a loop.
    if (!mailbox || (inbound && mailbox.toLowerCase().endsWith(`@${inbound}`))) {
      message.setReject('This agency has no mailbox to forward to');
      logFailure('portal mail: refused, the agency has no mailbox', reason, `site ${site.id}`);
      return;
    }
    if (await seen(env, site.id, fields.messageId)) return;
    await message.forward(mailbox, new Headers({ 'X-Portal-Enquiry': `not read: ${reason}` }));
    await recordEnquiry(env.DB, site.id, {
      messageId: fields.messageId,
      portal: fields.portal ?? null,
      state: 'forwarded',
      reason,
      sender,
      subject: fields.subject ?? message.headers.get('subject') ?? '',
      enquirer: fields.enquirer ?? null,
      reference: fields.reference ?? null,
      estateId: null,
      leadId: null,
    });
    logNotice('portal mail', `forwarded to the agency of site ${site.id}: ${reason}`);
  };
  if (message.rawSize > LARGEST_MAIL)
    return forward('too-large', { messageId: ownId ?? `size:${sender}:${message.rawSize}:${message.headers.get('date') ?? ''}` });
  const bytes = await readAll(message.raw);
  const messageId = ownId ?? `sha256:${await digest(bytes)}`;
  let parsed: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    parsed = await PostalMime.parse(bytes);
  } catch {
    return forward('malformed', { messageId });
  }
  const mail = portalMail(parsed, sender, message.to);
  const fallback = isLocale(site.defaultLanguage) ? site.defaultLanguage : DEFAULT_LOCALE;
  const enquiry = parseEnquiry(mail, fallback);
  if (typeof enquiry === 'string') return forward(enquiry, { messageId, subject: mail.subject });
  const db = await siteDb(env, site.id);
  const match = enquiry.reference ? await listingOfReference(db, site.id, enquiry.reference) : await listingOfCandidates(db, site.id, enquiry.candidates ?? []);
  const known = { messageId, subject: mail.subject, portal: enquiry.portal, reference: enquiry.reference ?? null, enquirer: enquiry.email };
  if (match === null) return forward(enquiry.reference ? 'unknown-reference' : 'no-reference', known);
  const estateId = match.id;
  enquiry.reference ??= match.reference;
  known.reference = enquiry.reference;
  const leadId = await leadIdOf(site.id, messageId);
  const written = await outboxInsert(db, site.id, 'contact-request', leadDocument(enquiry, estateId, mail.subject), leadId).run();
  await recordEnquiry(env.DB, site.id, { ...known, state: 'lead', reason: null, sender, estateId, leadId });
  if (!written.meta.changes) return;
  await enqueueOutbox(env.OUTBOX_QUEUE, [leadId], site.id);
  await countLead(db, site.id, 'contact', { locale: enquiry.locale, estateId, attribution: { utm: { source: enquiry.portal, medium: 'portal' } } });
  const answer = await answerEnquiry(env, site, inbox, enquiry, estateId, { leadId, inReplyTo: headerId, headers: message.headers });
  await markAnswer(env.DB, site.id, messageId, answer);
}

async function seen(env: PlatformBindings, siteId: number, messageId: string): Promise<boolean> {
  return (await env.DB.prepare('SELECT 1 AS ok FROM portal_enquiries WHERE site_id = ?1 AND message_id = ?2').bind(siteId, messageId).first()) !== null;
}

/** The lead as the outbox keeps a contact request: the portal is its source and its utm_source (the CRM's origin table reads it). */
function leadDocument(enquiry: PortalEnquiry, estateId: number, subject: string): Record<string, unknown> {
  const [firstName = '', ...rest] = enquiry.name.split(/\s+/).filter(Boolean);
  const fields: Record<string, string> = { portal: PORTAL_NAMES[enquiry.portal], portalReference: enquiry.reference ?? '' };
  if (enquiry.portalListingId) fields.portalListingId = enquiry.portalListingId;
  return {
    locale: enquiry.locale,
    firstName,
    lastName: rest.join(' '),
    email: enquiry.email,
    ...(enquiry.phone ? { phone: enquiry.phone } : {}),
    subject: subject.slice(0, 200),
    message: enquiry.message || subject,
    estateId,
    source: enquiry.portal,
    fields,
    attribution: { utm: { source: enquiry.portal, medium: 'portal' } },
  };
}

/**
 * Answers the enquirer when the agency's switch is on and the rules allow (answer-rules.ts),
 * at most ANSWERS_PER_DAY a day to one address and one a day about one listing. Answers what
 * happened, for the console: `sent`, `off`, `limited`, `automatic`, `no-reply`, `ourselves`,
 * `no-sender`, `failed`.
 */
async function answerEnquiry(
  env: PlatformBindings,
  site: RawSite,
  inbox: PortalInbox,
  enquiry: PortalEnquiry,
  estateId: number,
  mail: { leadId: string; inReplyTo?: string; headers: Headers },
): Promise<string> {
  if (!inbox.autoAnswer) return 'off';
  const from = site.delivery?.email?.from ?? env.MAIL_FROM;
  const agency = agencyMailbox(site);
  const never = neverAnswered(
    { autoSubmitted: mail.headers.get('auto-submitted') ?? undefined, precedence: mail.headers.get('precedence') ?? undefined },
    enquiry.email,
    [env.PORTAL_INBOUND_DOMAIN, from, from?.split('@')[1], agency],
  );
  if (never) return never;
  if (!from || !agency) return 'no-sender';
  const sent = await answersTo(env.DB, enquiry.email, estateId, new Date(Date.now() - DAY_MS).toISOString());
  if (sent.all >= ANSWERS_PER_DAY || sent.listing >= ANSWERS_PER_LISTING_PER_DAY) return 'limited';
  try {
    const db = await siteDb(env, site.id);
    const content = await answerListings(db, site, estateId, enquiry.locale, env.LOCAL_SITES_PORT);
    const opening = inbox.words[enquiry.locale] ?? defaultOpening(enquiry.locale);
    await sendMail(env, composeAnswer(enquiry, { site, from, agency }, { opening, ...content }, { answerId: mail.leadId, inReplyTo: mail.inReplyTo }), {
      siteId: site.id,
      recordId: mail.leadId,
    });
    await recordAnswer(env.DB, site.id, enquiry.email, estateId);
    return 'sent';
  } catch (error) {
    logFailure('portal mail: the answer was not sent', error, `site ${site.id}`);
    return 'failed';
  }
}
