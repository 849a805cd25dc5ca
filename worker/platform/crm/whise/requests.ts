// What we send Whise (docs/crm-apis.md, "Whise"). Field names are Whise's; those no public
// source shows are marked unverified there and here, and every body takes more fields than
// it names, so issue 30 can add what the official reference asks for without a new type.

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

const BRUSSELS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as Brussels wall time without a zone, the way Whise writes `updateDateTime`.
 * @example brusselsWallTime(new Date('2025-04-28T07:14:35Z')) // '2025-04-28T09:14:35'
 */
export function brusselsWallTime(moment: Date): string {
  const part = Object.fromEntries(BRUSSELS.formatToParts(moment).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}
