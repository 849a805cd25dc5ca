import type { Lead, LeadSendContext, LeadSendResult } from '../../leads/lead';
import { capText, leadNotes } from '../../leads/notes';
import type { SweepBrightClient, SweepBrightContact } from './client';
import { SOURCE } from './map';

// A lead into SweepBright (docs/crm-apis.md, "Leads into the CRMs"): the table of which call
// each kind makes, and the contact body's fields. SweepBright documents no agenda call: a
// viewing is the contact call it documents, the requested time in the message (leadNotes);
// cancellations and holiday reservations go to the agency by e-mail ('not-supported').
//
// | Lead                                     | Call                                  |
// |------------------------------------------|---------------------------------------|
// | contact, viewing about a SweepBright     | POST estates/{its own id}/contacts    |
// | estate or unit                           |                                       |
// | contact, viewing about another listing,  | POST contacts (the listing in message)|
// | general contact                          |                                       |
// | valuation                                | POST contacts                         |
// | subscription                             | POST contacts + preferences, location |
// | viewing cancelled, reservation           | none: e-mail                          |

/** The longest message we send (SweepBright states no limit publicly: unverified). */
export const SWEEPBRIGHT_MESSAGE_MAX = 5000;
/** Names longer than this are cut (our forms take at most 100 characters). */
const NAME_MAX = 100;

/** Our head type codes as SweepBright's estate `type` values (map.ts reads them the other way). */
export const SWEEPBRIGHT_TYPES: Record<string, string> = {
  HOUSE: 'house',
  APARTMENT: 'apartment',
  PLOT: 'land',
  COMMERCIAL: 'commercial',
  GARAGE: 'parking',
};

/** The contact body of a lead: the person, the locale, and the notes as message. */
export function sweepBrightContact(lead: Lead): SweepBrightContact {
  const { firstName, lastName, email, phone } = lead.person;
  const contact: SweepBrightContact = {
    first_name: firstName ? capText(firstName, NAME_MAX) : undefined,
    last_name: lastName ? capText(lastName, NAME_MAX) : undefined,
    email,
    phone,
    message: leadNotes(lead, SWEEPBRIGHT_MESSAGE_MAX),
    locale: lead.locale,
  };
  const criteria = lead.criteria;
  if (lead.kind === 'subscription' && criteria) {
    const types = [...new Set(criteria.types.flatMap((type) => (SWEEPBRIGHT_TYPES[type] ? [SWEEPBRIGHT_TYPES[type]!] : [])))];
    contact.preferences = {
      // One negotiation per contact: a search of both is told in the message only.
      ...(criteria.negotiation.length === 1 ? { negotiation: criteria.negotiation[0] } : {}),
      ...(types.length ? { types } : {}),
      ...(criteria.priceMin !== undefined ? { min_price: criteria.priceMin } : {}),
      ...(criteria.priceMax !== undefined ? { max_price: criteria.priceMax } : {}),
      ...(criteria.bedroomsMin !== undefined ? { min_rooms: criteria.bedroomsMin } : {}),
    };
    contact.location_preference = { country: 'BE', postal_codes: criteria.postalCodes };
  }
  return Object.fromEntries(Object.entries(contact).filter(([, value]) => value !== undefined)) as SweepBrightContact;
}

/**
 * Sends one lead to SweepBright. A contact or viewing about a listing that came from SweepBright goes to
 * that estate (a project's unit: the unit's own id), anything else is a contact of its own;
 * each POST carries `Idempotency-Key: <lead id>:contact`, and the step is saved once
 * SweepBright took it, so a retry never posts it again. Failures throw CrmError.
 */
export async function sendSweepBrightLead(client: SweepBrightClient, lead: Lead, ctx: LeadSendContext): Promise<LeadSendResult> {
  if (lead.kind === 'viewing-cancelled' || lead.kind === 'reservation') return 'not-supported';
  if (ctx.state.done?.includes('contact')) return 'sent';
  const contact = sweepBrightContact(lead);
  const key = `${lead.id}:contact`;
  const listing = lead.listing;
  if ((lead.kind === 'contact' || lead.kind === 'viewing') && listing?.source === SOURCE && listing.externalId)
    await client.postEstateContact(listing.externalId, contact, key);
  else await client.postContact(contact, key);
  await ctx.save({ ...ctx.state, done: [...(ctx.state.done ?? []), 'contact'] });
  return 'sent';
}
