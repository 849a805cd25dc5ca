import type { Locale } from '../../../../shared/i18n/locales';
import type { Lead, LeadSendContext, LeadSendResult } from '../../leads/lead';
import { capText, leadNotes } from '../../leads/notes';
import { CrmError } from '../crm-error';
import type { WhiseClient } from './client';
import { brusselsWallTime, type WhiseCalendarEvent, type WhiseContact } from './requests';

// A lead into Whise (docs/crm-apis.md, "Leads into the CRMs"): which calls each kind makes, and
// the contact's fields. Field names with a source there: Name, FirstName, PrivateEmail,
// PrivateTel, LanguageId, CountryId, StatusId, OfficeIds, EstateIds, ContactOriginId,
// AgreementEmail, Comments, SearchCriteria; calendar: CalendarActionId, Subject,
// StartDateTime, EndDateTime, UserIds, EstateIds, ContactIds; delete: CalendarIds.
// Unverified: SearchCriteria's ZipCodes, the Comments length, the calendar times' zone.
//
// | Lead                 | Calls                                                                 |
// |----------------------|-----------------------------------------------------------------------|
// | contact, valuation   | v1/contacts/upsert (EstateIds when the listing is this connection's)   |
// | viewing              | upsert, then v1/calendars/create linked to estate and contact          |
// | viewing cancelled    | v1/calendars/delete of the booking's event (none stored: e-mail)      |
// | reservation          | upsert (the agency's e-mail copy is on by default)                    |
// | subscription         | upsert with SearchCriteria (one per purpose × category)               |

/** The longest Comments we send (no public source states Whise's limit: unverified). */
export const WHISE_COMMENTS_MAX = 4000;
const NAME_MAX = 100;

/** Our languages as Whise's LanguageId ([W1] filters, [W2] `nl-BE`, [W4] `en-GB`). */
export const WHISE_LANGUAGES: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-DE' };
/** Our head type codes as Whise category ids ([W1] Enums: 1 house, 2 flat, 3 plot, 5 commercial, 7 garage). */
export const WHISE_CATEGORIES: Record<string, number> = { HOUSE: 1, APARTMENT: 2, PLOT: 3, COMMERCIAL: 5, GARAGE: 7 };
/** Sale and let as Whise's purpose ids. */
const WHISE_PURPOSES = { sale: 1, let: 2 } as const;
/** Belgium's country id. */
const BELGIUM = 1;

/** What of the connection's settings a lead needs (crm/whise/connection.ts). */
export interface WhiseLeadSettings {
  /** The source this connection's listings are kept under (`whise`, `whise-office2`…). */
  source: string;
  officeId?: number;
  originId?: number;
  calendarActionId?: number;
  calendarUserIds?: number[];
}

/** The listing's Whise estate id when it came from this connection, else undefined. */
function estateIdOf(lead: Lead, settings: WhiseLeadSettings): number | undefined {
  const listing = lead.listing;
  if (!listing?.externalId || listing.source !== settings.source || listing.estateId === undefined) return undefined;
  const id = Number(listing.externalId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The subscription's criteria as Whise's SearchCriteria: one per purpose and category. */
function searchCriteria(lead: Lead): Record<string, unknown>[] | undefined {
  const criteria = lead.criteria;
  if (!criteria) return undefined;
  const categories = criteria.types.flatMap((type) => (WHISE_CATEGORIES[type] ? [WHISE_CATEGORIES[type]!] : []));
  return criteria.negotiation.flatMap((negotiation) =>
    (categories.length ? categories : [undefined]).map((category) =>
      strip({
        PurposeId: WHISE_PURPOSES[negotiation],
        CategoryId: category,
        PriceMin: criteria.priceMin,
        PriceMax: criteria.priceMax,
        MinRooms: criteria.bedroomsMin,
        CountryId: BELGIUM,
        ZipCodes: criteria.postalCodes.length ? criteria.postalCodes : undefined,
      }),
    ),
  );
}

function strip<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** The `v1/contacts/upsert` body of a lead. */
export function whiseContact(lead: Lead, settings: WhiseLeadSettings): WhiseContact {
  const { firstName, lastName, email, phone } = lead.person;
  const estateId = estateIdOf(lead, settings);
  return strip({
    FirstName: firstName ? capText(firstName, NAME_MAX) : undefined,
    Name: capText(lastName ?? firstName ?? email ?? '', NAME_MAX) || undefined,
    PrivateEmail: email,
    PrivateTel: phone,
    LanguageId: WHISE_LANGUAGES[lead.locale],
    CountryId: BELGIUM,
    StatusId: 1,
    OfficeIds: settings.officeId ? [settings.officeId] : undefined,
    EstateIds: estateId ? [estateId] : undefined,
    // The site's origin table's line for the lead's UTM source and medium, else the connection's one origin.
    ContactOriginId: lead.crmOrigin ?? settings.originId,
    AgreementEmail: lead.kind === 'subscription' && lead.consent === true ? true : undefined,
    Comments: leadNotes(lead, WHISE_COMMENTS_MAX),
    SearchCriteria: lead.kind === 'subscription' ? searchCriteria(lead) : undefined,
  });
}

/** The `v1/calendars/create` body of a viewing, linked to the estate and the contact. */
export function whiseViewingEvent(lead: Lead, settings: WhiseLeadSettings, contactId: number | undefined): WhiseCalendarEvent | null {
  const viewing = lead.viewing;
  if (!viewing?.start || !settings.calendarActionId || !settings.calendarUserIds?.length) return null;
  const start = new Date(viewing.start);
  const end = viewing.end ? new Date(viewing.end) : new Date(start.getTime() + 30 * 60_000);
  const estateId = estateIdOf(lead, settings);
  const name = [lead.person.firstName, lead.person.lastName].filter(Boolean).join(' ');
  return strip({
    CalendarActionId: settings.calendarActionId,
    Subject: capText(`Viewing${lead.listing?.reference ? ` ${lead.listing.reference}` : ''}${name ? `: ${name}` : ''}`, 200),
    StartDateTime: brusselsWallTime(start),
    EndDateTime: brusselsWallTime(end),
    UserIds: settings.calendarUserIds,
    EstateIds: estateId ? [estateId] : undefined,
    ContactIds: contactId ? [contactId] : undefined,
    Comments: leadNotes(lead, WHISE_COMMENTS_MAX),
  });
}

/**
 * Sends one lead to Whise, step by step: each step the CRM took is saved (ctx.save) before
 * the next, so a retry goes on where the last try stopped and never makes a second contact
 * or event. Every POST carries `Idempotency-Key: <lead id>:<step>`. Failures throw CrmError.
 */
export async function sendWhiseLead(client: WhiseClient, lead: Lead, ctx: LeadSendContext, settings: WhiseLeadSettings): Promise<LeadSendResult> {
  let state = { ...ctx.state, done: [...(ctx.state.done ?? [])] };
  const step = async (name: string, changes: Partial<typeof state> = {}) => {
    state = { ...state, ...changes, done: [...state.done, name] };
    await ctx.save(state);
  };
  if (lead.kind === 'viewing-cancelled') {
    const eventId = Number(lead.viewing?.crmEventId);
    if (!Number.isSafeInteger(eventId) || eventId <= 0) return 'not-supported';
    if (!state.done.includes('event-deleted')) {
      try {
        await client.deleteCalendarEvents([eventId]);
      } catch (error) {
        // Already gone at Whise: what the cancellation wanted.
        if (!(error instanceof CrmError && error.kind === 'not-found')) throw error;
      }
      await step('event-deleted', { eventId: String(eventId) });
    }
    return 'sent';
  }
  if (!state.done.includes('contact')) {
    const { contactId } = await client.upsertContact(whiseContact(lead, settings), `${lead.id}:contact`);
    await step('contact', contactId ? { contactId: String(contactId) } : {});
  }
  if (lead.kind !== 'viewing') return 'sent';
  if (state.done.includes('event')) return 'sent';
  const event = whiseViewingEvent(lead, settings, state.contactId ? Number(state.contactId) : undefined);
  // No calendar action or users set for the connection: the contact is in Whise, the viewing goes by e-mail.
  if (!event) return 'not-supported';
  const { calendarId } = await client.createCalendarEvent(event, `${lead.id}:event`);
  await step('event', calendarId ? { eventId: String(calendarId) } : {});
  return 'sent';
}
