import type { Attribution } from '../../../shared/contract/attribution';
import type { RawDelivery } from '../../../shared/contract/raw/site';

/**
 * The CRM origin of a lead by the site's origin table (docs/crm-apis.md "Lead
 * origins"): the line naming the lead's utm_source and utm_medium, else the line naming its
 * utm_source without a medium; none, or no utm_source: undefined (each CRM's own default then).
 * Compared trimmed and in lower case, as the table keeps them.
 * @example crmOriginOf([{ source: 'immoweb', origin: 7 }, { source: 'immoweb', medium: 'cpc', origin: 9 }], { utm: { source: 'Immoweb', medium: 'cpc' } }) // 9
 */
export function crmOriginOf(table: RawDelivery['crmOrigins'], attribution: Attribution | undefined): number | undefined {
  const source = attribution?.utm?.source?.trim().toLowerCase();
  if (!source || !table?.length) return undefined;
  const medium = attribution?.utm?.medium?.trim().toLowerCase();
  const lines = table.filter((line) => line.source === source);
  return (lines.find((line) => line.medium !== undefined && line.medium === medium) ?? lines.find((line) => line.medium === undefined))?.origin;
}
