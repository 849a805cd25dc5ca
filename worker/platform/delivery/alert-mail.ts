import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/i18n/locales';
import { buildPath } from '../../../shared/routes';
import {
  absoluteIn,
  anchor,
  type Content,
  html,
  htmlLine,
  listingPicture,
  listingRow,
  type MailContext,
  mailOrigin,
  mailPage,
  paragraphs,
  text,
} from './mail-parts';
import { mailText } from './mail-texts';
import type { OutboxMessage } from './outbox-message';

/** One listing of an alert, as the Cron Trigger wrote it in the subscriber's language (worker/platform/alerts). */
export interface AlertListing {
  id: number;
  title: string;
  /** The price as it reads on the site, e.g. '€ 320.000'. */
  price: string;
  /** The price before it was lowered, when the alert is about that. */
  previousPrice: string | null;
  isNew: boolean;
  /** The listing's address on the site (a path) and its main picture (a path or a URL). */
  path: string;
  image: string | null;
}

/** The one-click unsubscribe address of an alert's subscription (RFC 8058), or null. */
export function unsubscribeLink(message: OutboxMessage, context: Pick<MailContext, 'site' | 'localPort'>): string | null {
  const origin = mailOrigin(context.site, context.localPort);
  const token = text(message.document.token);
  const locale = isLocale(message.document.locale) ? message.document.locale : DEFAULT_LOCALE;
  return origin && token ? origin + buildPath('unsubscribe', { token }, locale) : null;
}

/**
 * The text and HTML of a mail about a subscription's listings (an alert, followed listings): the
 * greeting, `intro`, the listings, the links to change the search and to unsubscribe, the closing.
 */
export function subscriptionMail(
  message: OutboxMessage,
  context: MailContext,
  locale: Locale,
  intro: string,
  items: { text: string[]; html: string[] },
): Pick<Content, 'text' | 'html'> {
  const origin = mailOrigin(context.site, context.localPort) ?? '';
  const token = text(message.document.token);
  const manage = token ? origin + buildPath('editSubscription', { token }, locale) : '';
  const unsubscribe = unsubscribeLink(message, context) ?? '';
  const firstName = text(message.document.firstName);
  const greeting = firstName ? mailText(locale, 'greeting', { name: firstName }) : mailText(locale, 'greetingAnonymous');
  const closing = mailText(locale, 'closing');
  const footer = [mailText(locale, 'alert.manage', { link: manage }), mailText(locale, 'alert.unsubscribe', { link: unsubscribe })];
  const footerHtml = [htmlLine(locale, 'alert.manage', { link: manage }), htmlLine(locale, 'alert.unsubscribe', { link: unsubscribe })];
  return {
    text: [greeting, '', intro, '', ...items.text, '', ...footer, '', closing, context.site.name].join('\n'),
    html: mailPage(
      locale,
      `${paragraphs([html(greeting), html(intro)])}<table cellpadding="6">${items.html.join('')}</table>` +
        paragraphs([...footerHtml, `${html(closing)}<br>${html(context.site.name)}`]),
    ),
  };
}

/**
 * An alert to a subscriber (kind estate-alert): the matching listings with photo, price (the
 * lowered one beside the old one, struck through) and link, in the subscriber's language, then
 * the links to change the search and to unsubscribe.
 */
export function alertContent(message: OutboxMessage, context: MailContext): Content {
  const document = message.document;
  const locale = isLocale(document.locale) ? document.locale : DEFAULT_LOCALE;
  const words = (key: string) => mailText(locale, `alert.${key}`);
  const origin = mailOrigin(context.site, context.localPort) ?? '';
  const absolute = (path: string | null) => absoluteIn(origin, path);
  const listings = (Array.isArray(document.listings) ? document.listings : []) as AlertListing[];
  const count = String(listings.length);
  const tags = (listing: AlertListing) => [listing.isNew ? words('isNew') : '', listing.previousPrice ? words('lowered') : ''].filter(Boolean);
  const textItems = listings.map((listing) => {
    const previous = listing.previousPrice ? ` (${words('previous')} ${listing.previousPrice})` : '';
    const tag = tags(listing).length ? ` [${tags(listing).join(', ')}]` : '';
    return `- ${listing.title}: ${listing.price}${previous}${tag}\n  ${absolute(listing.path) ?? ''}`;
  });
  const htmlItems = listings.map((listing) => {
    const href = absolute(listing.path) ?? '';
    const image = absolute(listing.image);
    const picture = image ? listingPicture(href, image, listing.title) : '';
    const previous = listing.previousPrice ? ` (${html(words('previous'))}: <s>${html(listing.previousPrice)}</s>)` : '';
    const tag = tags(listing).length ? `<br><em>${html(tags(listing).join(' · '))}</em>` : '';
    return listingRow(
      picture,
      `<strong>${anchor(href, listing.title)}</strong><br><b>${html(listing.price)}</b>${previous}${tag}<br>${anchor(href, words('view'))}`,
    );
  });
  return {
    locale,
    subject: mailText(locale, listings.length === 1 ? 'alert.subject.one' : 'alert.subject.other', { count, agency: context.site.name }),
    replyTo: context.agency,
    ...subscriptionMail(message, context, locale, words('intro'), { text: textItems, html: htmlItems }),
  };
}
