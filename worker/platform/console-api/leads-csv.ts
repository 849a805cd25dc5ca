import { brusselsDate, brusselsTime } from '../../../shared/format/brussels-time';
import type { Lead } from '../leads/list';

/** The most leads one CSV export holds (newest first): past it the filters narrow the export. */
export const CSV_CAP = 5000;

const COLUMNS = [
  'date',
  'kind',
  'name',
  'email',
  'phone',
  'listing_reference',
  'crm_id',
  'our_id',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'referrer',
  'landing_page',
  'delivered_to',
  'status',
  'needs_attention',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled;
 * a cell a spreadsheet would read as a formula (= + - @, or a tab or carriage return first) gets a
 * leading apostrophe, so a visitor's "name" cannot run in the agency's Excel (CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

interface LeadAttribution {
  landingPage?: string;
  referrer?: string;
  utm?: { source?: string; medium?: string; campaign?: string };
}

/** Where a lead went, in words a spreadsheet reader knows: CRM, e-mail, webhook. */
export const deliveryWords = (deliveredTo: readonly string[]): string =>
  deliveredTo.map((name) => (name === 'email' ? 'e-mail' : name === 'webhook' ? 'webhook' : 'CRM')).join(' / ');

function rowOf(lead: Lead): (string | number | null | undefined)[] {
  const attribution = (lead.attribution ?? {}) as LeadAttribution;
  const listing = lead.listing as { reference?: string | null; externalId?: string | null; estateId?: number; rentalUnitId?: number } | null;
  return [
    brusselsTime(lead.createdAt),
    lead.kind,
    lead.person.name,
    lead.person.email,
    lead.person.phone,
    listing?.reference,
    listing?.externalId,
    listing?.estateId ?? listing?.rentalUnitId,
    attribution.utm?.source,
    attribution.utm?.medium,
    attribution.utm?.campaign,
    attribution.referrer,
    attribution.landingPage,
    deliveryWords(lead.deliveredTo),
    lead.status,
    lead.needsAttention,
  ];
}

/** The leads as a CSV file: UTF-8 with a byte order mark (Excel then reads accents right), CRLF line ends. */
export function leadsCsv(leads: readonly Lead[]): string {
  const lines = [COLUMNS.join(','), ...leads.map((lead) => rowOf(lead).map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The file's name: leads-<site>-<date>.csv, the site's name in plain letters. */
export function csvFileName(siteName: string, now: Date): string {
  const slug =
    siteName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'site';
  return `leads-${slug}-${brusselsDate(now)}.csv`;
}
