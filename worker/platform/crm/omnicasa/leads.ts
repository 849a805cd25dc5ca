import type { Lead, LeadSendContext, LeadSendResult } from '../../leads/lead';
import { capText, leadNotes } from '../../leads/notes';
import type { OmnicasaClient, OmnicasaContact } from './client';
import { OMNICASA_SOURCE } from './mapping';
import { OMNICASA_GOAL, OMNICASA_LANGUAGE } from './schema';

// A lead into Omnicasa (docs/crm-apis.md, "Omnicasa"): its one documented contact call,
// `ContactOnMe` ([O1] `Request/Contact/ContactOnMeRequest.php`; [O2] sends Name, FirstName,
// Email, PhoneNumber, ObjectID, Subject, Content, SourceId, LanguageId).
//
// | Lead               | ContactOnMe                                                          |
// |--------------------|----------------------------------------------------------------------|
// | contact, valuation | the person, Subject, Content (message and facts), ObjectID        |
// | viewing            | the same, the requested time in Content (no documented call books it) |
// | subscription       | IsCreatedDemand with Goal and the price range                        |
// | viewing cancelled  | not sent (no documented call cancels): the agency's e-mail           |
//
// Attribution: `SourceId` is the person's source ([O1] `src/Models/PersonSource.php`): the
// site's origin table's line for the UTM source and medium (leads/origin.ts), else the Belgian
// portals Omnicasa lists by their UTM source, else "agency website"; the UTM and referrer stay
// in Content too.

/** The longest Content we send (no source states a limit: unverified). */
export const OMNICASA_CONTENT_MAX = 4000;
const NAME_MAX = 100;

/** PersonSource ids ([O1] `src/Models/PersonSource.php`) of the Belgian portals, by the UTM source that names them. */
export const OMNICASA_PERSON_SOURCE: Readonly<Record<string, number>> = { immoweb: 6, logicimmo: 8, zimmo: 34, immoscoop: 35 };
/** PersonSource "agency website": every lead whose source Omnicasa does not list. */
export const OMNICASA_WEBSITE_SOURCE = 5;

/** The person's source for Omnicasa: the site's origin table's (Lead.crmOrigin), else a portal it lists, else the agency's website. */
export const omnicasaSourceId = (lead: Lead): number =>
  lead.crmOrigin ?? OMNICASA_PERSON_SOURCE[lead.attribution?.utm?.source?.trim().toLowerCase() ?? ''] ?? OMNICASA_WEBSITE_SOURCE;

/** The listing's Omnicasa property id when it came from an Omnicasa connection, else undefined. */
function objectIdOf(lead: Lead): number | undefined {
  const listing = lead.listing;
  if (!listing?.externalId || listing.source !== OMNICASA_SOURCE) return undefined;
  const id = Number(listing.externalId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function strip<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** The `ContactOnMe` parameters of a lead. */
export function omnicasaContact(lead: Lead): OmnicasaContact {
  const { firstName, lastName, email, phone } = lead.person;
  const criteria = lead.kind === 'subscription' ? lead.criteria : undefined;
  const language = OMNICASA_LANGUAGE[lead.locale];
  return strip({
    FirstName: firstName ? capText(firstName, NAME_MAX) : undefined,
    Name: capText(lastName ?? firstName ?? email ?? '', NAME_MAX) || undefined,
    Email: email,
    PhoneNumber: phone,
    Subject: capText(lead.subject ?? lead.listing?.title ?? lead.kind, 200),
    Content: leadNotes(lead, OMNICASA_CONTENT_MAX),
    ObjectID: objectIdOf(lead),
    LanguageId: language,
    SourceId: omnicasaSourceId(lead),
    IsReceivedEmail: lead.kind === 'subscription' ? lead.consent === true : undefined,
    IsCreatedDemand: criteria ? true : undefined,
    Goal: criteria?.negotiation.length === 1 ? (criteria.negotiation[0] === 'let' ? OMNICASA_GOAL.rent : OMNICASA_GOAL.sale) : undefined,
    PriceMin: criteria?.priceMin,
    PriceMax: criteria?.priceMax,
  });
}

/**
 * Sends one lead to Omnicasa: one `ContactOnMe`, noted as done (ctx.save) so a retry after it
 * went through never sends it twice. Failures throw CrmError.
 */
export async function sendOmnicasaLead(client: OmnicasaClient, lead: Lead, ctx: LeadSendContext): Promise<LeadSendResult> {
  if (lead.kind === 'viewing-cancelled') return 'not-supported';
  const done = ctx.state.done ?? [];
  if (done.includes('contact')) return 'sent';
  await client.contactOnMe(omnicasaContact(lead));
  await ctx.save({ ...ctx.state, done: [...done, 'contact'] });
  return 'sent';
}
