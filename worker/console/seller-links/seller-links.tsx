import { brusselsDate, brusselsTime } from '../../../shared/format/brussels-time';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import type { ConsoleListings, ConsoleSellerLinks, SellerLink } from '../../../shared/contract/console-seller-links';
import { t } from '../kit/i18n';
import { ScrollTable } from '../kit/scroll-table';
import { Shell, SiteShell } from '../kit/render';
import { ChoiceSelect, choicesOf, Field, FormAlert, Notice } from '../kit/fields';
import { EmptyOr } from '../kit/lists';

/*
 * Seller reports in the console: find a listing, then its private links to the
 * seller's report on the agency's site: make one (language, optional last day), see when each
 * was made and last opened, revoke one (after a confirmation: seller-links-routes.tsx).
 */

const label = (listing: { id: number; reference: string | null; title: string | null }) =>
  [listing.reference ?? `#${listing.id}`, listing.title].filter(Boolean).join(' · ');

/** The listings of an agency whose reference or title holds the search, each leading to its links. */
export function ListingsPage({ locale, session, listings, q }: { locale: Locale; session: ConsoleSession; listings: ConsoleListings; q: string }) {
  const base = `/${locale}/sites/${listings.site.id}/listings`;
  return (
    <SiteShell locale={locale} session={session} site={listings.site} title="sellerLinks.title" screen="listings">
      <p className="hint">{t(locale, 'sellerLinks.intro')}</p>
      <form method="get" action={base} className="filters" role="search">
        <Field id="listings-q" label={t(locale, 'sellerLinks.search')}>
          {(described) => <input type="search" id="listings-q" name="q" defaultValue={q} maxLength={100} {...described} />}
        </Field>
        <button type="submit">{t(locale, 'sellerLinks.find')}</button>
      </form>
      <EmptyOr heading={t(locale, 'sellerLinks.results')} items={listings.listings} none={t(locale, 'sellerLinks.none')}>
        {(list) => (
          <ul className="site-links">
            {list.map((listing) => (
              <li key={listing.id}>
                <a href={`${base}/${listing.id}`}>{label(listing)}</a>
                {listing.city && <span className="hint"> · {listing.city}</span>}
              </li>
            ))}
          </ul>
        )}
      </EmptyOr>
    </SiteShell>
  );
}

/** What the links screen says besides its data: the link just made (shown once), the form's error, a revocation done. */
export interface SellerLinksView {
  made?: string;
  error?: { field: 'locale' | 'expiresOn' | null; message: string };
  form?: { locale?: string; expiresOn?: string };
  revoked?: boolean;
}

function stateOf(locale: Locale, link: SellerLink): string {
  if (link.revokedAt) return t(locale, 'sellerLinks.revokedOn', { day: brusselsDate(link.revokedAt) });
  if (link.expiresOn && link.expiresOn < brusselsDate(new Date())) return t(locale, 'sellerLinks.expired');
  return t(locale, 'sellerLinks.active');
}

/** One listing's seller links: the one just made, the form that makes one, the list with their openings and a revoke link each. */
export function SellerLinksPage({ locale, session, data, view }: { locale: Locale; session: ConsoleSession; data: ConsoleSellerLinks; view: SellerLinksView }) {
  const path = `/sites/${data.site.id}/listings/${data.listing.id}`;
  const error = view.error;
  return (
    <Shell locale={locale} title={t(locale, 'sellerLinks.listingTitle', { listing: label(data.listing) })} path={path} session={session}>
      <p>
        <a href={`/${locale}/sites/${data.site.id}/listings`}>{t(locale, 'sellerLinks.back')}</a>
      </p>
      {view.revoked && <Notice>{t(locale, 'sellerLinks.revoked')}</Notice>}
      {view.made && (
        <div className="notice" role="status">
          <h2>{t(locale, 'sellerLinks.madeTitle')}</h2>
          <p>{t(locale, 'sellerLinks.madeHint')}</p>
          <p>
            <code className="copy">{view.made}</code>
          </p>
        </div>
      )}
      <h2>{t(locale, 'sellerLinks.make')}</h2>
      {error && <FormAlert>{error.message}</FormAlert>}
      <form method="post" action={`/${locale}${path}/seller-links`} className="filters">
        <input type="hidden" name="_csrf" value={session.csrf} />
        <ChoiceSelect
          id="link-locale"
          name="locale"
          label={t(locale, 'sellerLinks.locale')}
          error={error?.field === 'locale' ? error.message : undefined}
          value={view.form?.locale ?? locale}
          choices={choicesOf(LOCALES, (one) => t(locale, `agencies.language.${one}`))}
        />
        <Field id="link-expires" label={t(locale, 'sellerLinks.expiresOn')} error={error?.field === 'expiresOn' ? error.message : undefined}>
          {(described) => <input type="date" id="link-expires" name="expiresOn" defaultValue={view.form?.expiresOn ?? ''} {...described} />}
        </Field>
        <button type="submit">{t(locale, 'sellerLinks.create')}</button>
      </form>
      <EmptyOr heading={t(locale, 'sellerLinks.links')} id="links-title" items={data.links} none={t(locale, 'sellerLinks.noLinks')}>
        {(links) => (
          <ScrollTable
            labelledBy="links-title"
            className="stats-table"
            head={['created', 'by', 'language', 'lastDay', 'opened', 'status'].map((name) => t(locale, `sellerLinks.${name}`))}
            blankHeads={1}
          >
            {links.map((link) => (
              <tr key={link.id}>
                <th scope="row">{brusselsTime(link.createdAt)}</th>
                <td>{link.createdBy ?? '—'}</td>
                <td>{t(locale, `agencies.language.${link.locale}`)}</td>
                <td>{link.expiresOn ?? t(locale, 'sellerLinks.untilRevoked')}</td>
                <td>
                  {link.openedAt
                    ? `${brusselsTime(link.openedAt)} (${t(locale, 'sellerLinks.openings', { count: link.openCount })})`
                    : t(locale, 'sellerLinks.never')}
                </td>
                <td>{stateOf(locale, link)}</td>
                <td>
                  {!link.revokedAt && (
                    <a
                      href={`/${locale}${path}/seller-links/${link.id}/revoke`}
                      aria-label={t(locale, 'sellerLinks.revokeLabel', { day: brusselsTime(link.createdAt) })}
                    >
                      {t(locale, 'sellerLinks.revoke')}
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </EmptyOr>
    </Shell>
  );
}
