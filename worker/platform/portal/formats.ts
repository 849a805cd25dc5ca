import type PostalMime from 'postal-mime';
import type { Locale } from '../../../shared/i18n/locales';
import { IMMOVLAN } from './immovlan';
import { IMMOWEB } from './immoweb';
import { fromPortal, htmlText, readEnquiry } from './read-fields';
import { REALO } from './realo';
import type { NotParsed, PortalEnquiry, PortalFormat, PortalMail } from './types';
import { ZIMMO } from './zimmo';

/** The portals' formats, one file each. */
export const FORMATS: readonly PortalFormat[] = [IMMOWEB, ZIMMO, IMMOVLAN, REALO];

/** The format of the portal an address is of, if any. */
export const formatOf = (address: string): PortalFormat | undefined => FORMATS.find((format) => fromPortal(format, address));

/** A parsed mail (postal-mime) as the parsers read it. */
export type ParsedMail = Awaited<ReturnType<typeof PostalMime.parse>>;

const firstMailbox = (value: ParsedMail['replyTo'] | ParsedMail['from']): { address: string; name: string } | undefined => {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  for (const entry of list) {
    const box = entry.address ? entry : entry.group?.find((member) => member.address);
    if (box?.address) return { address: box.address.toLowerCase(), name: box.name };
  }
  return undefined;
};
const firstAddress = (value: ParsedMail['replyTo'] | ParsedMail['from']) => firstMailbox(value)?.address;

/** What the parsers read of a parsed mail: its From (else the envelope's), Reply-To, subject and text. */
export function portalMail(email: ParsedMail, envelopeFrom: string, envelopeTo?: string): PortalMail {
  const header = (key: string) => email.headers.find((entry) => entry.key === key)?.value;
  const mail: PortalMail = {
    from: firstAddress(email.from) ?? envelopeFrom.toLowerCase(),
    subject: email.subject ?? '',
    text: email.text?.trim() ? email.text : htmlText(email.html ?? ''),
  };
  if (email.html) mail.html = email.html;
  mail.senders = [mail.from, firstAddress(email.sender), envelopeFrom.toLowerCase(), email.returnPath?.replace(/^<|>$/g, '').toLowerCase()].filter(
    (address): address is string => Boolean(address),
  );
  const replyTo = firstMailbox(email.replyTo);
  if (replyTo) mail.replyTo = replyTo.address;
  if (replyTo?.name) mail.replyToName = replyTo.name;
  if (envelopeTo) mail.to = envelopeTo.toLowerCase();
  const language = header('content-language');
  if (language) mail.language = language;
  return mail;
}

/**
 * A mail read as an enquiry by its sender's portal's format, or why it is not one.
 * @example parseEnquiry({ from: 'noreply@immoweb.be', … }, 'nl') // { portal: 'immoweb', email: 'lotte@example.be', reference: 'SCH-2026-0101', … }
 */
export function parseEnquiry(mail: PortalMail, fallback: Locale): PortalEnquiry | NotParsed {
  const format = (mail.senders ?? [mail.from]).map(formatOf).find(Boolean) ?? namedPortal(mail);
  return format ? readEnquiry(format, mail, fallback) : 'unknown-sender';
}

/**
 * The portal a mail from elsewhere is about (an enquiry the agency forwarded from its own
 * mailbox): the one portal whose address its text or HTML names; none or several: none.
 */
function namedPortal(mail: PortalMail): PortalFormat | undefined {
  const text = `${mail.text}\n${mail.html ?? ''}`.toLowerCase();
  const named = FORMATS.filter((format) =>
    format.domains.some((domain) => new RegExp(`(^|[^a-z0-9.-])(www\\.)?${domain.replace(/\./g, '\\.')}\\b`).test(text)),
  );
  return named.length === 1 ? named[0] : undefined;
}
