import { AGENCY_TIME_ZONE, wallClockOf, wallClockParts } from '../../../../shared/format/brussels-time';

// What we send Whise (docs/crm-apis.md, "Whise"). Field names are Whise's; those no public
// source shows are marked unverified there and here, and every body takes more fields than
// it names, so a field the official reference asks for can be added without a new type.

/** `Filter` of `v1/estates/list`. */
export interface WhiseEstateFilter {
  EstateIds?: number[];
  StatusIds?: number[];
  DisplayStatusIds?: number[];
  /** A project's units come along. */
  IncludeGroupEstates?: boolean;
  /** `nl-BE`, `fr-BE`, `en-GB`… */
  LanguageId?: string;
  /** Changed since `Min` (and until `Max`): Brussels wall time, `YYYY-MM-DDTHH:mm:ss`. */
  UpdateDateTimeRange?: { Min?: string; Max?: string };
  CategoryIds?: number[];
  [field: string]: unknown;
}

/** The body of `v1/contacts/upsert` ([W2] src/Frontend/Contacts.php shows these names). */
export interface WhiseContact {
  Name?: string;
  FirstName?: string;
  PrivateEmail?: string;
  /** `nl-BE`, `fr-BE`… */
  LanguageId?: string;
  /** 1 = Belgium. */
  CountryId?: number;
  /** 1 = active. */
  StatusId?: number;
  OfficeIds?: number[];
  /** The estates the lead is about. */
  EstateIds?: number[];
  [field: string]: unknown;
}

/** The body of `v1/calendars/create` (its field names are unverified: see docs/crm-apis.md). */
export interface WhiseCalendarEvent {
  [field: string]: unknown;
}

const BRUSSELS = wallClockOf(AGENCY_TIME_ZONE);

/**
 * A moment as Brussels wall time without a zone, the way Whise writes `updateDateTime`.
 * @example brusselsWallTime(new Date('2025-04-28T07:14:35Z')) // '2025-04-28T09:14:35'
 */
export function brusselsWallTime(moment: Date): string {
  const part = wallClockParts(BRUSSELS, moment);
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/** Brussels is UTC+1 in winter and UTC+2 in summer: the most a wall time and UTC differ. */
export const BRUSSELS_MAX_OFFSET_MS = 2 * 60 * 60 * 1000;

/**
 * The `UpdateDateTimeRange.Min` of "what changed since": Whise writes its times as Brussels wall
 * time, but does not document the zone it reads `Min` in. Sent two hours early, the window
 * starts at or before `since` whether Whise reads it as Brussels time or as UTC, summer or
 * winter, across a change of daylight saving too; what comes twice is unchanged (same content
 * hash) and writes nothing.
 * @example changedSinceMin(new Date('2026-07-01T10:00:00Z')) // '2026-07-01T10:00:00' (Brussels 12:00 minus two hours)
 */
export function changedSinceMin(since: Date): string {
  return brusselsWallTime(new Date(since.getTime() - BRUSSELS_MAX_OFFSET_MS));
}
