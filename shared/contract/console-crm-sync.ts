/* A CRM connection's sync as the console API answers it (the connection itself: console-crm.ts): its pace, its imports and its events. */

/** Listings of a connection's webhook events synced a minute, the first `burst` of a burst at once (worker/platform/sync/pace.ts). */
export interface SyncPace {
  perMinute: number;
  burst: number;
}

/** Listings of a burst synced at once, before the pace applies. */
export const SYNC_PACE_BURST = 100;

/** The whole minutes `listings` published at once take at `pace` (at least 1). */
export const paceMinutes = (listings: number, pace: SyncPace) => Math.max(1, Math.ceil(Math.max(0, listings - pace.burst) / pace.perMinute));

/**
 * An initial import as the console shows it. `pages`: the platform reads the CRM's list
 * ("124 of 250 imported"); `publish`: the CRM has no list, the agency publishes its listings
 * again in the CRM (`crm.import.howTo.{kind}`) and `imported` counts those received since.
 */
export interface ConsoleImport extends ImportCounts {
  id: number;
  reason: 'connected' | 'credentials' | 'again';
  mode: 'pages' | 'publish';
  state: 'running' | 'done' | 'failed' | 'superseded';
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
}

/** What an import read and wrote so far (the platform's `crm_imports` columns of the same names). */
export interface ImportCounts {
  /** Listings the CRM holds (pages), null until its first page answered or for `publish`. */
  total: number | null;
  /** Listings read (pages), or received since the import started (`publish`). */
  imported: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  /** Listings read and kept off the site (a status the site does not show), or taken off it. */
  keptOff: number;
}

/** One event of the sync queue: a webhook's (the CRM's id of the listing) or an import's page (the item it starts at). */
export interface ConsoleSyncEvent {
  id: number;
  event: string;
  externalId: string;
  /** A page of an import: the first listing it reads (1 for the first page); else null. */
  importFrom: number | null;
  /** `done` only for an event the platform gave up for good (`notTaken`). */
  state: 'queued' | 'running' | 'dead' | 'done';
  attempts: number;
  receivedAt: string;
  updatedAt: string;
  /** Why its last try failed (the reason it waits or was given up), or null. */
  lastError: string | null;
}

/**
 * A connection's sync events: waiting (not tried yet or being tried), retried (failed, tried again), dead (given up for now),
 * not taken (given up for good: every try failed or the CRM refused it, no newer event of the listing since), and counts per day.
 */
export interface ConsoleSyncEvents {
  waiting: ConsoleSyncEvent[];
  retried: ConsoleSyncEvent[];
  dead: ConsoleSyncEvent[];
  notTaken: ConsoleSyncEvent[];
  /** How many of each there are in all (the lists hold the oldest SYNC_EVENTS_SHOWN; not taken: the newest). */
  counts: { waiting: number; retried: number; dead: number; notTaken: number };
  /** The last SYNC_DAYS days (Brussels), newest first: events received, synced, tried more than once, dead now. */
  days: { day: string; received: number; done: number; retried: number; dead: number }[];
}

/** Events a list of the CRM screen shows, and the days it counts. */
export const SYNC_EVENTS_SHOWN = 20;

export const SYNC_DAYS = 14;

/** POST …/crm/connections/{connectionId}/events/{eventId}/retry and …/events/retry: how many events were sent to the queue again. */
export interface RetriedEvents {
  retried: number;
}
