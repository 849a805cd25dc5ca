import { DEFAULT_LOCALE, isLocale } from '../../../shared/i18n/locales';
import { buildPath } from '../../../shared/routes';
import { subscriptionMail } from './alert-mail';
import { absoluteIn, anchor, type Content, html, htmlLine, listingPicture, listingRow, type MailContext, mailOrigin, text } from './mail-parts';
import { mailText } from './mail-texts';
import type { OutboxMessage } from './outbox-message';

/** One followed listing of the mail, as the Cron Trigger wrote it in the follower's language (worker/platform/alerts/follows.ts). */
export interface FollowedListing {
  id: number;
  title: string;
  /** What changed since the state last mailed: a lower price, under option, sold, rented. */
  changes: ('price' | 'option' | 'sold' | 'rented')[];
  /** The price as the site reads it now, and the one before when it was lowered. */
  price: string;
  previousPrice: string | null;
  /** The listing's address on the site; null when the site no longer shows it (a hidden status). */
  path: string | null;
  image: string | null;
}

/**
 * The mail about followed listings (kind followed-change): each listing with what changed (the
 * old price → the new one, under option, sold, rented), its link and a link to stop following
 * it alone, then the links to change the search and to unsubscribe, in the follower's language.
 */
export function followedContent(message: OutboxMessage, context: MailContext): Content {
  const document = message.document;
  const locale = isLocale(document.locale) ? document.locale : DEFAULT_LOCALE;
  const words = (key: string, values?: Record<string, string>) => mailText(locale, `followed.${key}`, values);
  const origin = mailOrigin(context.site, context.localPort) ?? '';
  const absolute = (path: string | null) => absoluteIn(origin, path);
  const token = text(document.token);
  const listings = (Array.isArray(document.listings) ? document.listings : []) as FollowedListing[];
  const stop = (listing: FollowedListing) => (token ? origin + buildPath('stopFollowing', { token, estateId: String(listing.id) }, locale) : '');
  const what = (listing: FollowedListing) =>
    listing.changes.map((change) =>
      change === 'price' && listing.previousPrice
        ? words('change.price', { previous: listing.previousPrice, price: listing.price })
        : words(`change.${change}`),
    );
  const textItems = listings.map((listing) =>
    [
      `- ${listing.title}: ${what(listing).join(' · ')}`,
      absolute(listing.path) ? `  ${absolute(listing.path)}` : '',
      `  ${words('stop', { link: stop(listing) })}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const htmlItems = listings.map((listing) => {
    const href = absolute(listing.path);
    const image = absolute(listing.image);
    const picture = image && href ? listingPicture(href, image, listing.title) : '';
    const title = href ? anchor(href, listing.title) : html(listing.title);
    const view = href ? `<br>${anchor(href, mailText(locale, 'alert.view'))}` : '';
    const stopLine = htmlLine(locale, 'followed.stop', { link: stop(listing) });
    return listingRow(picture, `<strong>${title}</strong><br><b>${html(what(listing).join(' · '))}</b>${view}<br>${stopLine}`);
  });
  return {
    locale,
    subject: words('subject', { agency: context.site.name }),
    replyTo: context.agency,
    ...subscriptionMail(message, context, locale, words('intro'), { text: textItems, html: htmlItems }),
  };
}
