import type { D1Database } from '@cloudflare/workers-types';
import { type AdFinding, allowedRange, factOfPath, sourceOf, type AdFact } from '../../../shared/domain/ad-rules';
import { CONSOLE_SOURCE } from '../../../shared/contract/console-listings';
import { cleanRichText } from '../../../shared/html/rich-text';
import { regionFromPostalCode } from '../../../shared/domain/purchase-costs';
import { type AddressDisplay, siteSettingsOf } from '../../../shared/domain/site-settings';
import { type NormalizedListing, normalizedListingSchema } from './normalized';
import { foreignFiles } from './normalized-files';
import { toRawEstate } from './to-raw-estate';
import { estateFindings } from './ad-findings';
import { createCityLookup } from '../postal-codes';
import { storedSite } from '../sites/store';
import { randomToken } from '../kit/tokens';

/*
 * A console listing's record checked as the ingest upsert checks it (its schema, then its
 * mapping) and judged by the legal guard (shared/domain/ad-rules) on the day, the address as the
 * site shows it: what the console's drafts and publishing answer (docs/console-listings.md).
 */

const lookupCity = createCityLookup();

/** The descriptions per language as the console's rich text keeps them (shared/html/rich-text.ts); anything else as it came, for the schema to judge. */
function cleanDescriptions(descriptions: unknown): unknown {
  if (!descriptions || typeof descriptions !== 'object' || Array.isArray(descriptions)) return descriptions;
  return Object.fromEntries(Object.entries(descriptions).map(([lang, html]) => [lang, typeof html === 'string' ? cleanRichText(html) : html]));
}

/**
 * A project's units as the console gives them, each of the console's source with an id of its
 * own under its project's (`c-….u-…`, kept from save to save: the same estate, the same
 * address on the site); one given another id gets a new one. Anything else: none.
 */
function unitsOf(units: unknown, externalId: string): unknown[] {
  if (!Array.isArray(units)) return [];
  return units.map((unit: Record<string, unknown>) => {
    const given = typeof unit?.externalId === 'string' && unit.externalId.startsWith(`${externalId}.u-`) ? unit.externalId : null;
    return {
      ...unit,
      source: CONSOLE_SOURCE,
      externalId:
        given ??
        `${externalId}.u-${randomToken()
          .slice(0, 8)
          .replace(/[^A-Za-z0-9]/g, 'x')}`,
    };
  });
}

/** A finding of the guard as the console's refusal names it: the fact, the source of its rule (rules.ts), the value's problem and the range allowed. */
export interface ConsoleAdFinding {
  fact: AdFact;
  source: string;
  problem?: string;
  range?: [number, number];
}

/**
 * A record checked as the ingest API checks it: the listing, or the first field at fault with
 * its reason, and, when that field gives a fact of the ad (an EPC score of -5), the fact's
 * finding: the console answers it as it answers a missing fact.
 */
export type CheckedRecord =
  | { ok: true; listing: NormalizedListing; missing: AdFact[]; findings: ConsoleAdFinding[] }
  | { ok: false; field: string; error: string; finding?: ConsoleAdFinding };

/** A finding of the guard as the console's refusal names it. */
const consoleFinding = ({ fact, source, problem, range }: AdFinding): ConsoleAdFinding => ({
  fact,
  source: source.id,
  ...(problem ? { problem } : {}),
  ...(range ? { range: [range[0], range[1]] } : {}),
});

/**
 * The finding of a field the normalized listing's schema refused, when the field gives a fact of
 * the ad: a number out of the schema's bounds is out of the guard's range too (the range allowed
 * is the guard's), anything else is not in the fact's format; the law is the listing's region's.
 */
function schemaFinding(record: Record<string, unknown>, path: string, code: string | undefined): ConsoleAdFinding | undefined {
  const fact = factOfPath(path);
  if (!fact) return undefined;
  const address = record.address as { postalCode?: unknown } | undefined;
  const region = regionFromPostalCode(typeof address?.postalCode === 'string' ? address.postalCode : null) ?? 'FLANDERS';
  const energy = (record.energy ?? {}) as { value?: unknown };
  const range = allowedRange(fact, { values: { epcScore: typeof energy.value === 'number' ? energy.value : null } });
  const number = code === 'too_small' || code === 'too_big' || code === 'invalid_type';
  return consoleFinding({ fact, source: sourceOf(fact, region), problem: range && number ? 'range' : 'format', ...(range && number ? { range } : {}) });
}

/**
 * A console listing's record as the ingest upsert would take it (its schema, then its mapping:
 * the postal code known, the subtype the type's, its pictures and documents the site's own
 * uploads), and what the guard finds missing or refused on the day.
 */
export function checkRecord(record: Record<string, unknown>, externalId: string, now: string, siteId: number, display?: AddressDisplay): CheckedRecord {
  const parsed = normalizedListingSchema.safeParse({
    ...record,
    description: cleanDescriptions(record.description),
    source: CONSOLE_SOURCE,
    externalId,
    units: unitsOf(record.units, externalId),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') ?? '';
    const finding = schemaFinding(record, field, issue?.code);
    return { ok: false, field, error: issue?.message ?? 'invalid', ...(finding ? { finding } : {}) };
  }
  // Another site's upload is refused when saved, not only when published (the upsert checks it again).
  const foreign = [parsed.data, ...parsed.data.units].flatMap((unit, index) => foreignFiles(unit, siteId, index === 0 ? '' : `units.${index - 1}.`))[0];
  if (foreign) return { ok: false, field: foreign.path, error: foreign.reason };
  const mapped = toRawEstate(parsed.data, lookupCity, () => 1, { now });
  if (!mapped.ok) return { ok: false, field: mapped.refusals[0]?.path ?? '', error: mapped.refusals[0]?.reason ?? 'invalid' };
  // What a CRM's record is taken with despite (a subtype of another type) is, typed by a person, a field to correct.
  const warning = mapped.warnings[0];
  if (warning) return { ok: false, field: warning.path, error: warning.reason };
  // A project's own row needs no facts: its units' ads each do (the same fact missing in several said once).
  const findings = new Map<AdFact, ConsoleAdFinding>();
  for (const finding of mapped.estates.flatMap((estate) => estateFindings(estate, now, display)))
    if (!findings.has(finding.fact)) findings.set(finding.fact, consoleFinding(finding));
  return { ok: true, listing: parsed.data, missing: [...findings.keys()], findings: [...findings.values()] };
}

/** How the site shows addresses (its setting): an ad that hides the number asks Flanders' EPC code. */
export const addressDisplayOf = async (directory: D1Database, siteId: number): Promise<AddressDisplay> =>
  siteSettingsOf((await storedSite(directory, siteId)).settings).addressDisplay;
