import { createMimeMessage, Mailbox } from 'mimetext/browser';
import { setMailId } from './mail-id';
import { clientLabel } from '../../../shared/domain/assistant-client';
import { brusselsClock } from '../../../shared/format/brussels-time';
import { DEFAULT_LOCALE, isLocale } from '../../../shared/i18n/locales';
import { buildPath } from '../../../shared/routes';
import { agencyContent } from './agency-mail';
import { LISTING_SIGNALS_KIND, signalsContent } from '../signals/mail';
import { alertContent, unsubscribeLink } from './alert-mail';
import { followedContent } from './followed-mail';
import { ADDRESS, type Content, html, htmlLine, type MailContext, mailOrigin, mailPage, paragraphs, periodOf, text, unitLabel } from './mail-parts';
import { ASSISTANT_CONFIRMATION, CONFIRMATION_LINES, type ConfirmationKind, mailText, REQUEST_NOT_TAKEN } from './mail-texts';
import type { OutboxMessage } from './outbox-message';

/**
 * Whom a message is mailed to: the agency, the visitor who sent it (a confirmation), the friend
 * a visitor sent a listing to, or nobody.
 */
export type MailAudience = { to: 'agency' } | { to: 'visitor'; address: string } | { to: 'friend'; address: string } | null;

/** What the send_email binding takes: envelope sender and recipient, and the MIME message. */
export interface MailEnvelope {
  from: string;
  to: string;
  raw: string;
}

/** The kinds mailed to a subscriber with the List-Unsubscribe headers: an alert of a search, and one about followed listings. */
type AlertKind = 'estate-alert' | 'followed-change';
const isAlertKind = (kind: string): kind is AlertKind => kind === 'estate-alert' || kind === 'followed-change';

/** The visitor's own address of a confirmation kind (as the forms stored it). */
const VISITOR_ADDRESS: Record<ConfirmationKind | AlertKind, (document: Record<string, unknown>) => unknown> = {
  'subscription-confirmation': (document) => document.email,
  'estate-alert': (document) => document.email,
  'followed-change': (document) => document.email,
  'rental-reservation-confirmation': (document) => document.to,
  'appointment-confirmation': (document) => document.email,
  [REQUEST_NOT_TAKEN]: (document) => document.to,
  [ASSISTANT_CONFIRMATION]: (document) => document.email,
};

/**
 * What the site's CRM made of a lead, when the delivery asks mailAudience: `refused`
 * (a 4xx no retry can fix: the row needs attention) or `not-supported` (the CRM has no call for
 * this kind). Either way the agency must get the lead by e-mail.
 */
export interface CrmOutcome {
  crm?: 'refused' | 'not-supported';
}

/** Kinds mailed to the agency only when a CRM could not take them (else the webhook and the CRM carry them). */
const AGENCY_MAIL_ON_CRM_FAILURE = new Set(['subscription']);

/**
 * Whom a kind is mailed to. A confirmation goes to the visitor's own address; send-to-a-friend
 * to the friend, which is what the visitor was promised: the site made its text from a fixed
 * template with a short plain message (no links or markup) and limited it per sender, per
 * recipient and per address (worker/site/forms/send-to-a-friend.ts); a confirmed subscription
 * (`subscription`) to nobody, unless `outcome.crm` says the CRM refused it or has no call for
 * it: then to the agency (composeMail with `{ to: 'agency' }` composes it either way);
 * everything else goes to the agency.
 */
export function mailAudience(message: Pick<OutboxMessage, 'kind' | 'document'>, outcome: CrmOutcome = {}): MailAudience {
  if (AGENCY_MAIL_ON_CRM_FAILURE.has(message.kind)) return outcome.crm ? { to: 'agency' } : null;
  if (message.kind === 'send-to-a-friend') {
    const address = message.document.friendEmail;
    const mail = message.document.mail as { subject?: unknown; text?: unknown } | undefined;
    const ready = typeof mail?.subject === 'string' && typeof mail.text === 'string';
    return ready && typeof address === 'string' && ADDRESS.test(address) ? { to: 'friend', address } : null;
  }
  if (Object.hasOwn(VISITOR_ADDRESS, message.kind)) {
    const address = VISITOR_ADDRESS[message.kind as keyof typeof VISITOR_ADDRESS](message.document);
    return typeof address === 'string' && ADDRESS.test(address) ? { to: 'visitor', address } : null;
  }
  return { to: 'agency' };
}

/** The friend's mail as the site wrote it (page language), Reply-To the visitor who sent it. */
function friendContent(message: OutboxMessage, context: MailContext): Content {
  const document = message.document;
  const locale = isLocale(document.locale) ? document.locale : isLocale(context.site.defaultLanguage) ? context.site.defaultLanguage : DEFAULT_LOCALE;
  const mail = document.mail as { subject: string; text: string };
  const sender = text(document.senderEmail);
  return {
    locale,
    subject: mail.subject,
    replyTo: ADDRESS.test(sender) ? sender : undefined,
    text: mail.text,
    html: mailPage(locale, paragraphs([html(mail.text)])),
  };
}

function confirmationContent(message: OutboxMessage, context: MailContext): Content {
  const document = message.document;
  const locale = isLocale(document.locale) ? document.locale : isLocale(context.site.defaultLanguage) ? context.site.defaultLanguage : DEFAULT_LOCALE;
  const kind = message.kind as ConfirmationKind;
  const origin = mailOrigin(context.site, context.localPort) ?? '';
  const values: Record<string, string> = {
    agency: context.site.name,
    guests: text(document.guests),
    client: clientLabel(text(document.client), locale),
    unit: unitLabel(document.unit, locale),
    ...periodOf(document),
  };
  if (kind === 'subscription-confirmation' && text(document.token)) {
    values.link = origin + buildPath('editSubscription', { token: text(document.token) }, locale);
    if (text(document.confirmToken)) values.confirm = origin + buildPath('confirmSubscription', { token: text(document.confirmToken) }, locale);
  }
  if (kind === ASSISTANT_CONFIRMATION && text(document.token)) values.link = origin + buildPath('confirmRequest', { token: text(document.token) }, locale);
  if (kind === 'appointment-confirmation') {
    if (text(document.id)) values.link = origin + buildPath('cancelAppointment', { appointmentId: text(document.id) }, locale);
    if (context.slotStart) Object.assign(values, (({ date, weekday, time }) => ({ date, weekday, time }))(brusselsClock(context.slotStart, locale)));
  }
  const firstName = text(document.firstName);
  const greeting = firstName ? mailText(locale, 'greeting', { name: firstName }) : mailText(locale, 'greetingAnonymous');
  const lineKeys = CONFIRMATION_LINES[kind].map((line) => `confirmation.${kind}.lines.${line}`);
  const lines = lineKeys.map((key) => mailText(locale, key, values));
  const htmlLines = lineKeys.map((key) => htmlLine(locale, key, values));
  const closing = mailText(locale, 'closing');
  return {
    locale,
    subject: mailText(locale, `confirmation.${kind}.subject`, values),
    replyTo: context.agency,
    text: [greeting, '', ...lines, '', closing, context.site.name].join('\n'),
    html: mailPage(locale, paragraphs([html(greeting), ...htmlLines, `${html(closing)}<br>${html(context.site.name)}`])),
  };
}

/** Base64 in lines of 76 characters (RFC 2045), so no line of a long message is too long. */
export function base64Lines(encode: (value: string) => string, value: string): string {
  return encode(value).replace(/.{76}(?=.)/g, '$&\r\n');
}

/**
 * The MIME message of an outbox message (mimetext): plain text and HTML (every value
 * escaped), From the sender with the agency's name, To the agency or, for a confirmation, the
 * visitor (or the friend); Reply-To the visitor (agency and friend mail) or the agency
 * (confirmation, alert); an alert has the List-Unsubscribe headers. Its Message-ID (and
 * X-Outbox-ID, which the mail service keeps: mail-id.ts) is made of the outbox id, so the same message keeps the same id on every try. `{ to: 'agency' }`
 * composes the agency's mail of any kind, a `subscription` too (agency-mail.ts; with
 * `context.crmNotice` it opens with the CRM's refusal), whatever mailAudience answers.
 */
export function composeMail(message: OutboxMessage, audience: NonNullable<MailAudience>, context: MailContext): MailEnvelope {
  const content =
    audience.to === 'agency'
      ? message.kind === LISTING_SIGNALS_KIND
        ? signalsContent(message, context)
        : agencyContent(message, context)
      : audience.to === 'friend'
        ? friendContent(message, context)
        : message.kind === 'estate-alert'
          ? alertContent(message, context)
          : message.kind === 'followed-change'
            ? followedContent(message, context)
            : confirmationContent(message, context);
  const to = audience.to === 'agency' ? context.agency : audience.address;
  const mime = createMimeMessage();
  mime.setSender({ name: context.site.name.replace(/[\r\n"]/g, ' '), addr: context.from });
  mime.setRecipient(to);
  if (content.replyTo) mime.setHeader('Reply-To', new Mailbox(content.replyTo));
  setMailId(mime, `<${message.id}.${audience.to}@${context.from.split('@')[1]}>`);
  mime.setHeader('Content-Language', content.locale);
  mime.setSubject(content.subject);
  const unsubscribe = isAlertKind(message.kind) && audience.to === 'visitor' ? unsubscribeLink(message, context) : null;
  if (unsubscribe) {
    // One click in the mail program unsubscribes: it POSTs List-Unsubscribe=One-Click there (RFC 8058).
    mime.setHeader('List-Unsubscribe', `<${unsubscribe}>`);
    mime.setHeader('List-Unsubscribe-Post', 'List-Unsubscribe=One-Click');
  }
  const encode = (value: string) => mime.toBase64(value);
  mime.addMessage({ contentType: 'text/plain', encoding: 'base64', data: base64Lines(encode, content.text) });
  mime.addMessage({ contentType: 'text/html', encoding: 'base64', data: base64Lines(encode, content.html) });
  return { from: context.from, to, raw: mime.asRaw() };
}
