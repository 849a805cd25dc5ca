import { brusselsTime } from '../../../shared/format/brussels-time';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import type { ConsoleHeldListing, ConsoleHeldValue, HeldReason, HeldUnit } from '../../../shared/contract/console-crm';
import { t } from '../kit/i18n';
import { PostButton } from '../kit/fields';
import { typeName } from '../kit/names';
import { formatCount, formatEuros, formatSquareMetres } from '../kit/numbers';

/*
 * Writes held for the owner on the CRM screen (worker/console/crm/crm.tsx): a listing whose
 * price, area or count a source changed beyond belief, each value with the one online, the one
 * sent and why, the page of the version online, and "Publish anyway". The platform sends numbers
 * and reasons as keys with values: they are worded here, in the reader's language and notation.
 */

/** The words of each field a value may be held in (`crm.held.field.*`). */
const FIELDS: Readonly<Record<string, string>> = {
  'price.amount': 'price',
  'areas.living': 'living',
  'areas.plot': 'plot',
  'rooms.bedrooms': 'bedrooms',
  'rooms.bathrooms': 'bathrooms',
};

/** A held number with its unit, in the reader's notation: '€ 385.000', '€ 1.200 per maand', '120 m²', '3'. */
function amount(locale: Locale, value: number | null, unit: HeldUnit): string {
  if (value === null) return t(locale, 'crm.held.none');
  if (unit === 'squareMetre') return formatSquareMetres(locale, value);
  if (unit === 'count') return formatCount(locale, value);
  const euros = formatEuros(locale, value);
  return unit === 'euro' ? euros : t(locale, `crm.held.${unit}`, { amount: euros });
}

/** Why a value is held, worded from its key and values; a range's period said once, after both ends. */
function reasonWords(locale: Locale, reason: HeldReason): string {
  if (reason.key === 'unworded') return reason.text;
  if (reason.key === 'higher' || reason.key === 'lower') return t(locale, `crm.held.reason.${reason.key}`, { times: formatCount(locale, reason.times) });
  if (reason.key !== 'range') return t(locale, `crm.held.reason.${reason.key}`);
  const { low, high, unit } = reason;
  const end = (value: number | null) => amount(locale, value, unit === 'euroMonth' || unit === 'euroYear' ? 'euro' : unit);
  const ends = low !== null && high !== null ? 'between' : low !== null ? 'atLeast' : 'atMost';
  const range = t(locale, `crm.held.range.${ends}`, { low: end(low), high: end(high) });
  const withPeriod = unit === 'euroMonth' || unit === 'euroYear' ? t(locale, `crm.held.${unit}`, { amount: range }) : range;
  return t(locale, 'crm.held.reason.range', { type: typeName(locale, reason.type), range: withPeriod });
}

/**
 * A held value in words: its field, record, the value online and the one sent, and why; a sync
 * log line's field is the end of its path (listings.0.units.1.price.amount is a price).
 */
export function heldValueText(locale: Locale, value: ConsoleHeldValue): string {
  const known = Object.keys(FIELDS).find((path) => value.path === path || value.path.endsWith(`.${path}`));
  const words = {
    field: known ? t(locale, `crm.held.field.${FIELDS[known]}`) : value.path,
    id: value.externalId,
    old: amount(locale, value.old, value.oldUnit),
    new: amount(locale, value.new, value.newUnit),
    reason: reasonWords(locale, value.reason),
  };
  return t(locale, 'crm.held.value', words);
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
                  <li key={`${value.externalId} ${value.path}`}>{heldValueText(locale, value)}</li>
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
