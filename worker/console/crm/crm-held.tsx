import { brusselsTime } from '../../../shared/format/brussels-time';
import { formatNumber } from '../../../shared/format/number';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import type { ConsoleHeldListing, ConsoleHeldValue } from '../../../shared/contract/console-crm';
import { t } from '../kit/i18n';
import { PostButton } from '../kit/fields';

/*
 * Writes held for the owner on the CRM screen (worker/console/crm/crm.tsx): a listing whose
 * price, area or count a source changed beyond belief, each value with the one online, the one
 * sent and why, the page of the version online, and "Publish anyway".
 */

/** The words of each field a value may be held in (`crm.held.field.*`). */
const FIELDS: Readonly<Record<string, string>> = {
  'price.amount': 'price',
  'areas.living': 'living',
  'areas.plot': 'plot',
  'rooms.bedrooms': 'bedrooms',
  'rooms.bathrooms': 'bathrooms',
};

function Value({ locale, value }: { locale: Locale; value: ConsoleHeldValue }) {
  const number = (amount: number | null) => (amount === null ? t(locale, 'crm.held.none') : formatNumber(amount));
  const field = FIELDS[value.path] ? t(locale, `crm.held.field.${FIELDS[value.path]}`) : value.path;
  return <li>{t(locale, 'crm.held.value', { field, id: value.externalId, old: number(value.old), new: number(value.new), reason: value.reason })}</li>;
}

/** The held writes and "Publish anyway" for each; nothing when none waits. */
export function HeldListings({
  locale,
  session,
  action,
  held,
  kindName,
}: {
  locale: Locale;
  session: ConsoleSession;
  action: string;
  held: ConsoleHeldListing[];
  kindName: (source: string) => string;
}) {
  if (held.length === 0) return null;
  return (
    <section aria-labelledby="held">
      <h2 id="held">{t(locale, 'crm.held.title')}</h2>
      <p>{t(locale, 'crm.held.intro')}</p>
      <ul className="held-listings">
        {held.map((listing) => {
          const kind = kindName(listing.source);
          return (
            <li key={`${listing.source} ${listing.externalId}`} id={`held-${listing.source}-${listing.externalId}`}>
              <p>
                <strong>{t(locale, 'crm.held.listing', { kind, id: listing.externalId, date: brusselsTime(listing.heldAt) })}</strong>
                {listing.url && (
                  <>
                    {' '}
                    (<a href={listing.url}>{t(locale, 'crm.onSite')}</a>)
                  </>
                )}
              </p>
              <ul>
                {listing.values.map((value) => (
                  <Value key={`${value.externalId} ${value.path}`} locale={locale} value={value} />
                ))}
              </ul>
              <PostButton
                action={action}
                csrf={session.csrf}
                fields={{ source: listing.source, externalId: listing.externalId }}
                label={t(locale, 'crm.held.accept')}
                named={t(locale, 'crm.held.acceptOne', { kind, id: listing.externalId })}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
