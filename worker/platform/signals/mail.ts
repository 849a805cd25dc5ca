import type { ListingSignals } from './listing-signals';
import { anchor, type Content, html, type MailContext, mailPage, paragraphs, text } from '../delivery/mail-parts';
import { mailText } from '../delivery/mail-texts';
import type { OutboxMessage } from '../delivery/outbox-message';
import { signalFigures, signalsLocale, weekWords } from './words';

// The agency's weekly mail of its listings' signals: the listings whose figures its
// CRM has no place for, or did not take, each with its four figures, in the agency's language
// (its site's default). An outbox row of its own kind, delivered as every mail is (retries,
// the site's mailbox when it has no address); its webhook gets the same document.

/** The outbox kind of the weekly mail. */
export const LISTING_SIGNALS_KIND = 'listing-signals';

/** One listing of the mail: the figures and why the CRM does not have them (its failure), if it failed. */
export type SignalsMailListing = Pick<ListingSignals, 'estateId' | 'reference' | 'title' | 'url' | 'views' | 'favorites' | 'enquiries' | 'buyerPool'> & {
  why: string | null;
};

/** The mail's content: per listing its title and reference (linked to its page), then the four figures. */
export function signalsContent(message: OutboxMessage, context: MailContext): Content {
  const document = message.document as { week?: string; weekEnd?: string; locale?: string; listings?: SignalsMailListing[] };
  const locale = signalsLocale(text(document.locale) || text(context.site.defaultLanguage));
  const week = weekWords({ week: text(document.week), weekEnd: text(document.weekEnd) });
  const listings = Array.isArray(document.listings) ? document.listings : [];
  const intro = mailText(locale, 'signals.intro', { site: context.site.name, ...week });
  const note = mailText(locale, 'signals.crmNote');
  const heading = (listing: SignalsMailListing) =>
    [text(listing.title) || `#${listing.estateId}`, text(listing.reference) && `(${mailText(locale, 'signals.reference')} ${text(listing.reference)})`]
      .filter(Boolean)
      .join(' ');
  const rows = (listing: SignalsMailListing): [string, string][] => [
    ...signalFigures(listing, locale),
    ...(listing.why ? [[mailText(locale, 'signals.why'), listing.why] as [string, string]] : []),
  ];
  const plain = listings.flatMap((listing) => [
    '',
    heading(listing),
    ...(listing.url ? [listing.url] : []),
    ...rows(listing).map(([label, value]) => `${label}: ${value}`),
  ]);
  const rich = listings
    .map((listing) => {
      const title = listing.url ? anchor(listing.url, heading(listing)) : html(heading(listing));
      return `<h3>${title}</h3><table cellpadding="4">${rows(listing)
        .map(([label, value]) => `<tr><th align="left" scope="row">${html(label)}</th><td>${html(value)}</td></tr>`)
        .join('')}</table>`;
    })
    .join('');
  return {
    locale,
    subject: mailText(locale, 'signals.subject', week),
    text: [intro, note, ...plain].join('\n'),
    html: mailPage(locale, `${paragraphs([html(intro), html(note)])}${rich}`),
  };
}
