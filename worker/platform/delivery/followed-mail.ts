import { escapeUTF8 } from 'entities/escape';
import { DEFAULT_LOCALE, isLocale } from '../../../shared/i18n/locales';
import { buildPath } from '../../../shared/routes';
import { unsubscribeLink } from './alert-mail';
import { absoluteIn, anchor, type Content, html, htmlLine, type MailContext, mailOrigin, text } from './mail-parts';
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
    const picture = image && href ? `<a href="${escapeUTF8(href)}"><img src="${escapeUTF8(image)}" width="200" alt="${escapeUTF8(listing.title)}"></a>` : '';
    const title = href ? anchor(href, listing.title) : html(listing.title);
    const view = href ? `<br>${anchor(href, mailText(locale, 'alert.view'))}` : '';
    return `<tr><td valign="top">${picture}</td><td valign="top"><strong>${title}</strong><br><b>${html(what(listing).join(' · '))}</b>${view}<br>${htmlLine(locale, 'followed.stop', { link: stop(listing) })}</td></tr>`;
  });
  const manage = token ? origin + buildPath('editSubscription', { token }, locale) : '';
  const unsubscribe = unsubscribeLink(message, context) ?? '';
  const firstName = text(document.firstName);
  const greeting = firstName ? mailText(locale, 'greeting', { name: firstName }) : mailText(locale, 'greetingAnonymous');
  const closing = mailText(locale, 'closing');
  const footer = [mailText(locale, 'alert.manage', { link: manage }), mailText(locale, 'alert.unsubscribe', { link: unsubscribe })];
  const footerHtml = [htmlLine(locale, 'alert.manage', { link: manage }), htmlLine(locale, 'alert.unsubscribe', { link: unsubscribe })];
  return {
    locale,
    subject: words('subject', { agency: context.site.name }),
    replyTo: context.agency,
    text: [greeting, '', words('intro'), '', ...textItems, '', ...footer, '', closing, context.site.name].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body><p>${html(greeting)}</p><p>${html(words('intro'))}</p><table cellpadding="6">${htmlItems.join('')}</table>${footerHtml.map((line) => `<p>${line}</p>`).join('')}<p>${html(closing)}<br>${html(context.site.name)}</p></body></html>`,
  };
}
