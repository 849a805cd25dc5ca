import { escapeUTF8 } from 'entities/escape';
import { hostOrigin } from '../../../shared/domain/site-origin';
import type { Locale } from '../../../shared/i18n/locales';
import type { RawSite } from '../../../shared/platform-api/raw/site';
import { mailText } from './mail-texts';

// What every kind of delivery mail is made with (mail-message.ts composes them; the alert's
// content is alert-mail.ts): its context, its content, and text and HTML helpers.

export interface MailContext {
  site: RawSite;
  /** The sender: the site's delivery.email.from, else the deploy's MAIL_FROM. */
  from: string;
  /** The agency's address (delivery.email.to). */
  agency: string;
  /** When the viewing of an appointment kind starts, if known. */
  slotStart?: string | null;
  /** Why this lead comes by e-mail although the site has a CRM (it refused the lead: "needs attention"). */
  crmNotice?: string;
}

export interface Content {
  locale: Locale;
  subject: string;
  replyTo?: string;
  text: string;
  html: string;
}

/** A document's value as text: a string trimmed, a number written out, anything else ''. */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The site's address for links in mails: its primary hostname's, by the site's rule (shared/domain/site-origin.ts). */
export function mailOrigin(site: RawSite): string | null {
  const host = site.primaryHostname ?? site.hostnames?.[0];
  return host ? hostOrigin(host) : null;
}

/** A text as HTML: escaped, its new lines as <br>. */
export const html = (value: string): string => escapeUTF8(value).replace(/\r?\n/g, '<br>');
/** A link as HTML, its label escaped. */
export const anchor = (href: string, label: string): string => `<a href="${escapeUTF8(href)}">${html(label)}</a>`;

/** The places of a mail's lines that hold a link: the HTML part makes them anchors. */
const LINK_PLACES = ['link', 'confirm'] as const;

/** A mail line (a key of locales/mail.json) as HTML: escaped, its links as anchors (a link without a value is left out). */
export function htmlLine(locale: Locale, key: string, values: Record<string, string>): string {
  const markers = Object.fromEntries(LINK_PLACES.map((place, index) => [place, `\u0000${index}\u0000`]));
  let escaped = html(mailText(locale, key, { ...values, ...markers }));
  LINK_PLACES.forEach((place, index) => {
    const href = values[place];
    escaped = escaped.replace(`\u0000${index}\u0000`, href ? anchor(href, href) : '');
  });
  return escaped;
}

