import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales';
import { brusselsClock } from '../../../shared/format/brussels-time';
import { mailText } from '../delivery/mail-texts';
import type { Lead } from './lead';

// The text a CRM keeps with a lead where it has no field of its own for a fact (SweepBright's
// `message`, Whise's `Comments`): the visitor's message first, then the facts the agency needs
// to act on it (the listing as the CRM knows it, the page, the viewing or stay, the search)
// and where the visitor came from. One function for every provider, so each CRM says the same.
// The labels are the agency's mail's (locales/mail.json `labels`, `crmNotes`), in the language
// the agency reads: its site's default language (Lead.agencyLocale).

/**
 * A text cut to `max` characters (code points, so no emoji or accent is split), ending in `…`
 * when cut.
 * @example capText('Zoë woont in Gent', 8) // 'Zoë woo…'
 */
export function capText(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}

/** The facts of a lead, one `Label: value` line each, labelled in the agency's language; empty ones left out. */
export function leadFacts(lead: Lead): string[] {
  const locale = lead.agencyLocale ?? DEFAULT_LOCALE;
  const say = (key: string, params?: Record<string, string | number>) => mailText(locale, key, params);
  const lines: [string, string | number | undefined][] = [
    [say('crmNotes.lead'), `${say(`crmNotes.kind.${lead.kind}`)} (${lead.locale})`],
    [say('labels.subject'), lead.subject],
  ];
  const listing = lead.listing;
  if (listing) {
    lines.push([say(listing.rentalUnitId !== undefined ? 'labels.unit' : 'labels.estate'), listing.title], [say('labels.listingReference'), listing.reference]);
    if (listing.externalId) {
      const project = listing.parentExternalId ? ` (${say('crmNotes.project', { id: listing.parentExternalId })})` : '';
      lines.push([say('labels.crmId'), `${listing.source ?? 'CRM'} ${listing.externalId}${project}`]);
    }
    lines.push([say('crmNotes.ourId'), listing.estateId ?? listing.rentalUnitId], [say('crmNotes.listingPage'), listing.url]);
  }
  if (lead.viewing) lines.push([say('crmNotes.viewing'), viewingTime(lead.viewing, locale)]);
  if (lead.reservation) {
    const { start, end, guests } = lead.reservation;
    lines.push([say('crmNotes.stay'), `${start} – ${end}, ${say('crmNotes.party', { count: guests })}`]);
  }
  const criteria = lead.criteria;
  if (criteria) {
    const priced = criteria.priceMin !== undefined || criteria.priceMax !== undefined;
    const price = priced ? `€ ${criteria.priceMin ?? 0} – ${criteria.priceMax ?? '…'}` : undefined;
    lines.push(
      [say('labels.statuses'), [criteria.negotiation.join(' / '), criteria.types.join(', ').toLowerCase()].filter(Boolean).join(': ')],
      [say('crmNotes.where'), criteria.cities.length ? `${criteria.cities.join(', ')} (${criteria.postalCodes.join(', ')})` : criteria.postalCodes.join(', ')],
      [say('labels.price'), price],
      [say('labels.bedrooms'), criteria.bedroomsMin !== undefined ? `≥ ${criteria.bedroomsMin}` : undefined],
    );
  }
  for (const [name, value] of Object.entries(lead.fields ?? {}))
    lines.push([name, typeof value === 'boolean' ? say(value ? 'crmNotes.yes' : 'crmNotes.no') : value]);
  lines.push([say('crmNotes.sentFrom'), lead.pageUrl]);
  const from = lead.attribution;
  if (from) {
    lines.push([say('labels.landingPage'), from.landingPage], [say('labels.referrer'), from.referrer]);
    for (const [key, value] of Object.entries(from.utm ?? {})) lines.push([`utm_${key}`, value]);
    for (const [key, value] of Object.entries(from.clickIds ?? {})) lines.push([key, value]);
    // The pages the visitor viewed before sending it, oldest first, one line each.
    for (const page of from.pages ?? []) lines.push([say('labels.pageViewed'), capText(page.title ? `${page.title} (${page.path})` : page.path, 160)]);
  }
  lines.push([say('crmNotes.leadId'), lead.id]);
  return lines.filter(([, value]) => value !== undefined && value !== '').map(([label, value]) => `${label}: ${value}`);
}

/**
 * The lead's notes, at most `max` characters: the visitor's message, then the facts
 * (leadFacts). A long message is cut so that the facts always fit; the facts themselves are
 * cut last.
 * @example leadNotes(lead, 5000) // 'Graag een bezoek.\n\nAanvraag: Contactaanvraag (nl)\nReferentie van het pand: GENT-12\n…'
 */
export function leadNotes(lead: Lead, max = 5000): string {
  const facts = capText(leadFacts(lead).join('\n'), max);
  const message = lead.message?.trim();
  if (!message) return facts;
  const room = max - Array.from(facts).length - 2;
  if (room < 20) return facts;
  return `${capText(message, room)}\n\n${facts}`;
}

/** A viewing's time as the agency reads it, on the Brussels clock, then as the instant: `woensdag 02/12/2026 10:00–10:30 (2026-12-02T09:00:00.000Z)`. */
function viewingTime(viewing: NonNullable<Lead['viewing']>, locale: Locale): string {
  if (!viewing.start || Number.isNaN(Date.parse(viewing.start))) return [viewing.start, viewing.end].filter(Boolean).join(' – ');
  const start = brusselsClock(viewing.start, locale);
  const end = viewing.end && !Number.isNaN(Date.parse(viewing.end)) ? `–${brusselsClock(viewing.end, locale).time}` : '';
  return `${start.weekday} ${start.date} ${start.time}${end} (${viewing.start})`;
}
