import { createMimeMessage, Mailbox } from 'mimetext/browser';
import { setMailId } from '../delivery/mail-id';
import type { RawSite } from '../../../shared/contract/raw/site';
import type { Locale } from '../../../shared/i18n/locales';
import { base64Lines, type MailEnvelope } from '../delivery/mail-message';
import { anchor, html, listingPicture, listingRow, mailPage } from '../delivery/mail-parts';
import { mailText } from '../delivery/mail-texts';
import type { AnswerListing } from './answer-listings';
import { answerText, PORTAL_NAMES } from './answer-words';
import type { PortalEnquiry } from './types';

/** Where the answer comes from and goes back to. */
export interface AnswerSender {
  site: RawSite;
  /** The sending address (the site's delivery.email.from, else MAIL_FROM). */
  from: string;
  /** The agency's mailbox: the enquirer's reply goes there. */
  agency: string;
}

const MARK = '\u0001';

/**
 * The automatic answer to a portal's enquirer (docs/portal-enquiries.md), in their language:
 * the agency's opening (its own words or the default), the listing, the link to book a
 * viewing when there is one, three similar listings, and why they get it; from the agency,
 * Reply-To its mailbox, marked as an automatic reply (RFC 3834 Auto-Submitted) in reply to the
 * portal's mail, so mail programs thread it and responders never answer it.
 */
export function composeAnswer(
  enquiry: PortalEnquiry,
  sender: AnswerSender,
  content: { opening: string; listing: AnswerListing; similar: AnswerListing[]; viewing: string | null },
  ids: { answerId: string; inReplyTo?: string },
): MailEnvelope {
  const locale: Locale = enquiry.locale;
  const t = (key: string, params?: Record<string, string>) => answerText(locale, key, params);
  const first = enquiry.name.split(/\s+/)[0] ?? '';
  const greeting = first ? mailText(locale, 'greeting', { name: first }) : mailText(locale, 'greetingAnonymous');
  const closing = mailText(locale, 'closing');
  const why = t('why', { portal: PORTAL_NAMES[enquiry.portal] });
  const item = (listing: AnswerListing) => `- ${listing.title}: ${listing.price}\n  ${listing.url}`;
  const card = (listing: AnswerListing) => {
    const picture = listing.image ? listingPicture(listing.url, listing.image, listing.title) : '';
    return listingRow(picture, `<strong>${anchor(listing.url, listing.title)}</strong><br><b>${html(listing.price)}</b><br>${anchor(listing.url, t('view'))}`);
  };
  const viewingText = content.viewing ? t('viewing', { link: content.viewing }) : '';
  const viewingHtml = content.viewing ? html(t('viewing', { link: MARK })).replace(MARK, anchor(content.viewing, t('viewingLabel'))) : '';
  const text = [
    greeting,
    '',
    content.opening,
    '',
    t('listing'),
    item(content.listing),
    ...(viewingText ? ['', viewingText] : []),
    ...(content.similar.length ? ['', t('similar'), ...content.similar.map(item)] : []),
    '',
    closing,
    sender.site.name,
    '',
    why,
  ].join('\n');
  const body = [
    `<p>${html(greeting)}</p>`,
    `<p>${html(content.opening)}</p>`,
    `<p>${html(t('listing'))}</p><table cellpadding="6">${card(content.listing)}</table>`,
    viewingHtml ? `<p>${viewingHtml}</p>` : '',
    content.similar.length ? `<p>${html(t('similar'))}</p><table cellpadding="6">${content.similar.map(card).join('')}</table>` : '',
    `<p>${html(closing)}<br>${html(sender.site.name)}</p>`,
    `<p><small>${html(why)}</small></p>`,
  ].join('');
  const mime = createMimeMessage();
  mime.setSender({ name: sender.site.name.replace(/[\r\n"]/g, ' '), addr: sender.from });
  mime.setRecipient(enquiry.email);
  mime.setHeader('Reply-To', new Mailbox(sender.agency));
  setMailId(mime, `<${ids.answerId}.answer@${sender.from.split('@')[1]}>`);
  if (ids.inReplyTo) {
    mime.setHeader('In-Reply-To', ids.inReplyTo);
    mime.setHeader('References', ids.inReplyTo);
  }
  mime.setHeader('Auto-Submitted', 'auto-replied');
  mime.setHeader('Content-Language', locale);
  mime.setSubject(t('subject', { listing: content.listing.title }));
  const encode = (value: string) => mime.toBase64(value);
  mime.addMessage({ contentType: 'text/plain', encoding: 'base64', data: base64Lines(encode, text) });
  mime.addMessage({
    contentType: 'text/html',
    encoding: 'base64',
    data: base64Lines(encode, mailPage(locale, body)),
  });
  return { from: sender.from, to: enquiry.email, raw: mime.asRaw() };
}
