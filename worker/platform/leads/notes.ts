import type { Lead } from './lead';

// The text a CRM keeps with a lead where it has no field of its own for a fact (SweepBright's
// `message`, Whise's `Comments`): the visitor's message first, then the facts the agency needs
// to act on it (the listing as the CRM knows it, the page, the viewing or stay, the search)
// and where the visitor came from. One function for every provider, so each CRM says the same.

const KIND_LABELS: Record<Lead['kind'], string> = {
  contact: 'Contact request',
  valuation: 'Valuation request',
  subscription: 'Alert subscription',
  viewing: 'Viewing booked',
  'viewing-cancelled': 'Viewing cancelled',
  reservation: 'Holiday reservation request',
};

/**
 * A text cut to `max` characters (code points, so no emoji or accent is split), ending in `…`
 * when cut.
 * @example capText('Zoë woont in Gent', 8) // 'Zoë woo…'
 */
export function capText(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, Math.max(0, max - 1)).join('').trimEnd()}…`;
}

/** The facts of a lead, one `Label: value` line each; empty ones left out. */
export function leadFacts(lead: Lead): string[] {
  const lines: [string, string | number | undefined][] = [['Lead', `${KIND_LABELS[lead.kind]} (${lead.locale})`], ['Subject', lead.subject]];
  const listing = lead.listing;
  if (listing) {
    lines.push(['Listing', listing.title], ['Reference', listing.reference]);
    if (listing.externalId) lines.push(['CRM id', `${listing.source ?? 'source'} ${listing.externalId}${listing.parentExternalId ? ` (project ${listing.parentExternalId})` : ''}`]);
    lines.push(['Our id', listing.estateId ?? listing.rentalUnitId], ['Listing page', listing.url]);
  }
  if (lead.viewing) lines.push(['Viewing', [lead.viewing.start, lead.viewing.end].filter(Boolean).join(' – ')]);
  if (lead.reservation) lines.push(['Stay', `${lead.reservation.start} – ${lead.reservation.end}, ${lead.reservation.guests} guests`]);
  const criteria = lead.criteria;
  if (criteria) {
    const price = criteria.priceMin !== undefined || criteria.priceMax !== undefined ? `€ ${criteria.priceMin ?? 0} – ${criteria.priceMax ?? '…'}` : undefined;
    lines.push(
      ['Looking for', [criteria.negotiation.join(' / '), criteria.types.join(', ').toLowerCase()].filter(Boolean).join(': ')],
      ['Where', criteria.cities.length ? `${criteria.cities.join(', ')} (${criteria.postalCodes.join(', ')})` : criteria.postalCodes.join(', ')],
      ['Price', price],
      ['Bedrooms', criteria.bedroomsMin !== undefined ? `≥ ${criteria.bedroomsMin}` : undefined],
    );
  }
  for (const [name, value] of Object.entries(lead.fields ?? {})) lines.push([name, typeof value === 'boolean' ? (value ? 'yes' : 'no') : value]);
  lines.push(['Sent from', lead.pageUrl]);
  const from = lead.attribution;
  if (from) {
    lines.push(['Landing page', from.landingPage], ['Referrer', from.referrer]);
    for (const [key, value] of Object.entries(from.utm ?? {})) lines.push([`utm_${key}`, value]);
    for (const [key, value] of Object.entries(from.clickIds ?? {})) lines.push([key, value]);
  }
  lines.push(['Lead id', lead.id]);
  return lines.filter(([, value]) => value !== undefined && value !== '').map(([label, value]) => `${label}: ${value}`);
}

/**
 * The lead's notes, at most `max` characters: the visitor's message, then the facts
 * (leadFacts). A long message is cut so that the facts always fit; the facts themselves are
 * cut last.
 * @example leadNotes(lead, 5000) // 'Graag een bezoek.\n\nLead: Contact request (nl)\nReference: GENT-12\n…'
 */
export function leadNotes(lead: Lead, max = 5000): string {
  const facts = capText(leadFacts(lead).join('\n'), max);
  const message = lead.message?.trim();
  if (!message) return facts;
  const room = max - Array.from(facts).length - 2;
  if (room < 20) return facts;
  return `${capText(message, room)}\n\n${facts}`;
}
