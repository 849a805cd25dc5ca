import { escapeUTF8 } from 'entities/escape';
import { hostOrigin } from '../../../shared/domain/site-origin';
import { formatDate } from '../../../shared/format/date';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales';
import type { RawSite } from '../../../shared/contract/raw/site';
import { mailText } from './mail-texts';

// What every kind of delivery mail is made with (mail-message.ts composes them; the alert's
// content is alert-mail.ts): its context, its content, and text and HTML helpers.

export interface MailContext {
  site: RawSite;
  /** The sender: the site's delivery.email.from, else the deploy's MAIL_FROM. */
  from: string;
  /** The agency's address (delivery.email.to). */
  agency: string;
  /** The local default's LOCAL_SITES_PORT: the port a link to a site on a local hostname takes (mailOrigin). */
  localPort?: string | undefined;
  /** When the viewing of an appointment kind starts, if known. */
  slotStart?: string | null;
  /**
   * Why the site's CRM refused this lead for good (the outbox row's needs_attention):
   * the agency's mail then opens by saying so, asking the agency to enter the lead itself.
   */
  crmNotice?: string;
  /** The CRM could not be reached through the retry window rather than refusing: the mail says it is still being tried. */
  crmRetrying?: boolean;
  /**
   * The CRM failed on this very try (its name, and the CrmError kind: unavailable, timeout,
   * rate-limited): the mail says so in plain words, and that the CRM gets the lead once it answers.
   */
  crmDown?: { crm: string; kind: string };
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

/** One e-mail address, nothing else (no name, no second address, no header). */
export const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+$/;

/** A localized name (`{ nl, fr }`) in a language, else the default language's, else any; a string as it is. */
export function localized(value: unknown, locale: Locale): string {
  if (!value || typeof value !== 'object') return text(value);
  const names = value as Partial<Record<Locale, string>>;
  return names[locale] ?? names[DEFAULT_LOCALE] ?? Object.values(names).find(Boolean) ?? '';
}

export function personName(document: Record<string, unknown>): string {
  return [text(document.firstName), text(document.lastName)].filter(Boolean).join(' ') || text(document.senderName);
}

/** A holiday unit as a reservation stored it: its reference and city, else its id. */
export function unitLabel(unit: unknown, locale: Locale): string {
  if (!unit || typeof unit !== 'object') return '';
  const { id, reference, city } = unit as { id?: unknown; reference?: unknown; city?: { name?: unknown } };
  return [text(reference), localized(city?.name, locale)].filter(Boolean).join(', ') || (id ? `#${text(id)}` : '');
}

export function periodOf(document: Record<string, unknown>): { start: string; end: string } {
  const period = (document.period ?? {}) as { start?: unknown; end?: unknown };
  return { start: formatDate(text(period.start)), end: formatDate(text(period.end)) };
}

/**
 * The site's address for links in mails: its primary hostname's, by the site's rule
 * (shared/domain/site-origin.ts); a local hostname takes `localPort` (the platform's
 * LOCAL_SITES_PORT, `npm start`'s PORT), so the links of a local mail open.
 */
export function mailOrigin(site: RawSite, localPort?: string): string | null {
  const host = site.primaryHostname ?? site.hostnames?.[0];
  return host ? hostOrigin(host, 'http:', localPort) : null;
}

/** A path (or an address) of the site as an absolute address from the site's mail origin; null when none can be made. */
export function absoluteIn(origin: string, path: string | null): string | null {
  if (!path) return null;
  try {
    return new URL(path, origin || undefined).href;
  } catch {
    return null;
  }
}

/** A text as HTML: escaped, its new lines as <br>. */
export const html = (value: string): string => escapeUTF8(value).replace(/\r?\n/g, '<br>');
/** A link as HTML, its label escaped. */
export const anchor = (href: string, label: string): string => `<a href="${escapeUTF8(href)}">${html(label)}</a>`;
/** A listing's picture as a link to it, for a mail's table of listings. */
export const listingPicture = (href: string, image: string, title: string): string =>
  `<a href="${escapeUTF8(href)}"><img src="${escapeUTF8(image)}" width="200" alt="${escapeUTF8(title)}"></a>`;
/** A row of a mail's table of listings: the listing's picture beside its lines. */
export const listingRow = (picture: string, lines: string): string => `<tr><td valign="top">${picture}</td><td valign="top">${lines}</td></tr>`;
/** A mail's paragraphs of HTML. */
export const paragraphs = (lines: readonly string[]): string => lines.map((line) => `<p>${line}</p>`).join('');
/** A mail's HTML part: its body in a page of the mail's language. */
export const mailPage = (locale: string, body: string): string => `<!doctype html><html lang="${locale}"><body>${body}</body></html>`;

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
