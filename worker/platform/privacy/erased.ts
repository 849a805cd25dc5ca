import { accountingKeptUntil } from '../../../shared/domain/retention';

/*
 * What an erased record keeps (docs/privacy.md "Erased in place"): the facts of the request that
 * name no person (the listing, the holiday unit and period, when, the campaign that brought it),
 * so the leads' history and the statistics keep their counts; nothing the visitor typed or
 * the browser sent about them (name, address, phone, message, the form's answers, the pages
 * viewed, click ids, search criteria, the mails' texts). A list of what stays rather than of
 * what goes: a field a form adds later is erased until someone decides it names nobody.
 */

/** The keys of a stored request that name no person. */
const KEPT = [
  'id',
  'reservationId',
  'estateId',
  'rentalUnitId',
  'unitId',
  'periodId',
  'slotId',
  'agentId',
  'source',
  'listing',
  'unit',
  'period',
  'guests',
  'frequency',
  'createdAt',
  'confirmedAt',
  'bookedAt',
] as const;

/** The campaign a request came from (its utm source, medium and campaign): no person's, and the leads' source column reads it. */
function campaignOf(document: Record<string, unknown>): Record<string, unknown> | undefined {
  const utm = (document.attribution as { utm?: Record<string, unknown> } | undefined)?.utm;
  if (!utm || typeof utm !== 'object') return undefined;
  const kept = Object.fromEntries((['source', 'medium', 'campaign'] as const).flatMap((key) => (typeof utm[key] === 'string' ? [[key, utm[key]]] : [])));
  return Object.keys(kept).length > 0 ? { utm: kept } : undefined;
}

/** A stored request (an outbox row's document, a viewing, a reservation) without its person: `erasedAt` says when. */
export function erasedDocument(document: Record<string, unknown>, at: string): Record<string, unknown> {
  const kept: Record<string, unknown> = Object.fromEntries(KEPT.flatMap((key) => (document[key] === undefined ? [] : [[key, document[key]]])));
  const attribution = campaignOf(document);
  return { ...kept, ...(attribution ? { attribution } : {}), erasedAt: at };
}

/**
 * A holiday booking past its retention, or erased at the person's request, while the law still
 * keeps its accounting record (shared/domain/retention.ts ACCOUNTING_YEARS): the booker's name
 * beside the unit, period, price and party, until `keptUntil`; the address, phone, message and
 * where they came from go now. Past that day it is erased whole (erasedDocument).
 */
export function accountingRecord(document: Record<string, unknown>, at: string): Record<string, unknown> {
  const stayEnd = (document.period as { end?: unknown } | undefined)?.end;
  const keptUntil = accountingKeptUntil(typeof stayEnd === 'string' ? stayEnd : String(document.createdAt ?? at));
  const name = Object.fromEntries((['firstName', 'lastName'] as const).flatMap((key) => (typeof document[key] === 'string' ? [[key, document[key]]] : [])));
  return { ...erasedDocument(document, at), ...name, keptUntil };
}

/**
 * A reservation request as the law lets it be kept at `at`: one the agency marked booked
 * (`bookedAt`: leads/booked.ts) keeps its accounting record until its day, then nothing of the
 * person; a request never marked booked (refused, unanswered, booked elsewhere) is no transaction
 * of the agency's books and keeps nothing of the person (decision 068).
 */
export function keptReservation(document: Record<string, unknown>, at: string): Record<string, unknown> {
  if (typeof document.bookedAt !== 'string') return erasedDocument(document, at);
  const record = accountingRecord(document, at);
  return String(record.keptUntil) > at.slice(0, 10) ? record : erasedDocument(document, at);
}
