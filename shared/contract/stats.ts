import type { Locale } from '../i18n/locales';
import type { ConsoleSite } from './console';

/**
 * Cookieless statistics: what the site counts and how it reaches the platform. The
 * site's beacon endpoint (worker/site/relays/stats-beacon.ts) and its searches put `StatsQueueMessage`s
 * on the stats queue (agency-stats); the platform's consumer (worker/platform/stats/) adds them
 * to daily counts in D1. No message holds an address, a cookie or any identifier of a person:
 * a page, a listing, where the visit came from (another site's origin, the campaign's words),
 * a device class and a language.
 */

/** What the site's pages count; leads (contact, viewing, reservation, subscription) are counted by the platform where it writes them. */
export const SITE_EVENT_KINDS = ['visit', 'view', 'search', 'zero', 'favorite', 'share'] as const;
export type SiteEventKind = (typeof SITE_EVENT_KINDS)[number];
/** The leads, counted where the platform writes them (`share` too: a listing sent to a friend). */
export const LEAD_EVENT_KINDS = ['contact', 'viewing', 'reservation', 'subscription'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];
/** A tool of the agency's MCP server called by an assistant (docs/assistants.md), counted by the site where it runs the call. */
export const TOOL_EVENT_KIND = 'tool';
export type StatsKind = SiteEventKind | LeadEventKind | typeof TOOL_EVENT_KIND;

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Where a visit came from, by kind (shared/domain/traffic-source.ts decides); `assistant`: a request an AI assistant made, confirmed by its person. */
export const SOURCE_CLASSES = ['direct', 'search', 'portal', 'social', 'campaign', 'other', 'assistant'] as const;
export type SourceClass = (typeof SOURCE_CLASSES)[number];

/** A listing as the statistics name it: `e12` (an estate), `r3` (a holiday unit). */
export const LISTING_KEY = /^[er][1-9]\d{0,14}$/;

/** Longest page path, query (the beacon's), filter and so on a message carries (characters). */
export const STATS_LIMITS = { path: 300, query: 600, filter: 600, origin: 200, utm: 100 } as const;

/** One thing that happened on a page, with where its visit came from. */
export interface StatsEvent {
  kind: SiteEventKind;
  /** The page's path, without its query: `/nl/aanbod/12-villa`. */
  path: string;
  lang: Locale;
  /** The filter of a search (`search`, `zero`, a `view` of a listing with one): shared/domain/filter-key.ts. */
  filter?: string;
  /** The listing the page shows, or the one made a favorite. */
  listing?: string;
  /** The origin of the page that linked to the visit's first page (another site's only). */
  referrer?: string;
  utm?: { source?: string; medium?: string; campaign?: string };
  device?: DeviceClass;
}

/** A tool name as the MCP server's tools are named (`search_listings`): what a tool call's count is kept by. */
export const TOOL_NAME = /^[a-z][a-z_]{0,39}$/;

/** A tool call: which tool, nothing of its arguments, its answer or its client. */
export interface ToolCallEvent {
  kind: typeof TOOL_EVENT_KIND;
  tool: string;
}

/** One beacon's, one search's or one tool call's events, on the site of `host`, at `at` (ISO time). */
export interface StatsQueueMessage {
  host: string;
  at: string;
  events: (StatsEvent | ToolCallEvent)[];
}

/** One row of a statistics table: a value of a dimension and its counts by kind. */
export interface StatsCounts {
  value: string;
  counts: Partial<Record<StatsKind, number>>;
}

/** GET /console-api/sites/{id}/stats?from=&to=: the period's counts (days in Brussels time). */
export interface ConsoleStats {
  site: ConsoleSite;
  from: string;
  to: string;
  /** Visits, views and leads by source class, then by source (`portal:immoweb`). */
  bySourceClass: StatsCounts[];
  bySource: StatsCounts[];
  /** Views per day of the period (every day, zero included). */
  byDay: { day: string; visits: number; views: number; leads: number }[];
  /** The most viewed listings, with their reference when the listing is still there. */
  listings: (StatsCounts & { reference: string | null })[];
  /** Searches that found nothing: the filter in words (`status=FOR_SALE city=Gent`), how often. */
  zeroResults: { filter: string; count: number }[];
  byDevice: StatsCounts[];
  byLang: StatsCounts[];
  /** The MCP server's tool calls per tool, most called first. */
  tools: { tool: string; count: number }[];
}
