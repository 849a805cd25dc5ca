import type { Attribution } from '../contract/attribution';
import type { DeviceClass, StatsEvent, StatsKind, ToolCallEvent } from '../contract/stats';
import { classifySource } from './traffic-source';

/**
 * How events become daily counts. A count is kept per site, day, kind and ONE
 * dimension's value, not per combination of them: an event adds one to its source, its device,
 * its language and, when it has them, its page, its listing, its campaign and its filter. So a
 * day has as many rows as values seen per dimension (tens), not their product (thousands), and
 * every question the console and a seller's report ask is one dimension's rows: visits and leads
 * by source, views by listing per week, searches that found nothing by filter.
 */

/** The dimensions a count is kept by. Every page's event counts once under `source` (the totals); a tool call only under `tool`. */
export type StatsDimension = 'source' | 'campaign' | 'device' | 'lang' | 'page' | 'listing' | 'filter' | 'tool';

export interface StatsRow {
  kind: StatsKind;
  dim: StatsDimension;
  value: string;
  count: number;
}

/** The rows one event adds: its source (class:name) and language always, its device, campaign, page, listing and filter when it has them. */
function rowsOf(
  kind: StatsKind,
  event: {
    lang: string;
    device?: DeviceClass | undefined;
    path?: string | undefined;
    listing?: string | undefined;
    filter?: string | undefined;
    referrer?: string | undefined;
    utm?: Attribution['utm'] | undefined;
  },
): StatsRow[] {
  const source = classifySource(event);
  const rows: StatsRow[] = [
    { kind, dim: 'source', value: `${source.class}:${source.name}`, count: 1 },
    { kind, dim: 'lang', value: event.lang, count: 1 },
  ];
  if (event.device) rows.push({ kind, dim: 'device', value: event.device, count: 1 });
  const utm = event.utm;
  if (utm?.source || utm?.medium || utm?.campaign)
    rows.push({ kind, dim: 'campaign', value: [utm.source, utm.medium, utm.campaign].map((part) => part ?? '').join(' / '), count: 1 });
  if (event.path && kind === 'view') rows.push({ kind, dim: 'page', value: event.path, count: 1 });
  if (event.listing) rows.push({ kind, dim: 'listing', value: event.listing, count: 1 });
  if (event.filter) rows.push({ kind, dim: 'filter', value: event.filter, count: 1 });
  return rows;
}

/**
 * The rows of a page's events: a `search` or `zero` without a filter counts nothing (the
 * listing shown as it is); a `view` whose address holds a filter is a search as well. A tool
 * call of the MCP server: one row, its tool.
 */
export function rowsOfEvent(event: StatsEvent | ToolCallEvent): StatsRow[] {
  if (event.kind === 'tool') return [{ kind: 'tool', dim: 'tool', value: event.tool, count: 1 }];
  const filter = event.filter ?? '';
  const base = { ...event, filter: undefined };
  switch (event.kind) {
    case 'search':
      return filter ? rowsOf('search', { ...base, filter, listing: undefined }) : [];
    case 'zero':
      // What buyers look for and nobody offers: by filter and language only, no page or source.
      return filter
        ? [
            { kind: 'zero', dim: 'filter', value: filter, count: 1 },
            { kind: 'zero', dim: 'lang', value: event.lang, count: 1 },
          ]
        : [];
    case 'view':
      return [...rowsOf('view', base), ...(filter ? rowsOf('search', { ...base, filter, listing: undefined }) : [])];
    default:
      return rowsOf(event.kind, base);
  }
}

/** A lead the platform wrote, counted with the attribution the form carried (no device row: the platform does not see one). */
export function rowsOfLead(kind: StatsKind, lead: { locale: string; attribution?: Attribution | undefined; listing?: string | undefined }): StatsRow[] {
  return rowsOf(kind, { lang: lead.locale, listing: lead.listing, referrer: lead.attribution?.referrer, utm: utmOfLanding(lead.attribution) });
}

/** The campaign parameters of an attribution: its own, else those in its landing page's query. */
export function utmOfLanding(attribution: Attribution | undefined): Attribution['utm'] | undefined {
  if (!attribution) return undefined;
  if (attribution.utm) return attribution.utm;
  const query = attribution.landingPage?.split('?')[1];
  if (!query) return undefined;
  const params = new URLSearchParams(query);
  const utm = {
    source: params.get('utm_source') ?? undefined,
    medium: params.get('utm_medium') ?? undefined,
    campaign: params.get('utm_campaign') ?? undefined,
  };
  return utm.source || utm.medium || utm.campaign ? utm : undefined;
}

/** Rows summed by kind, dimension and value: what one batch of events adds to a day of a site. */
export function sumRows(rows: Iterable<StatsRow>): StatsRow[] {
  const sums = new Map<string, StatsRow>();
  for (const row of rows) {
    const key = `${row.kind}\u0000${row.dim}\u0000${row.value}`;
    const sum = sums.get(key);
    if (sum) sum.count += row.count;
    else sums.set(key, { ...row });
  }
  return [...sums.values()];
}

/**
 * The day of an instant in Brussels (the agency's day), as YYYY-MM-DD.
 * @example brusselsDay(new Date('2026-03-01T23:30:00Z')) // '2026-03-02'
 */
export function brusselsDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
