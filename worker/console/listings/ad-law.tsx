import type { Locale } from '../../../shared/i18n/locales';
import type { RegionCode } from '../../../shared/contract/enums';
import { AD_RULES, AD_SOURCES, type AdFact, type AdSourceId, inForce } from '../../../shared/domain/ad-rules/rules';
import { AD_SOURCE_NAMES } from '../../../shared/domain/ad-rules/source-names';
import { formatDate } from '../../../shared/format/date';
import { t } from '../kit/i18n';

/*
 * The legal text behind a fact of the guard (shared/domain/ad-rules), as the console names it:
 * its short name in the user's language, linked to the public page that states it. The listing
 * editor shows it beside each legal field, the refusal beside each fact it lists.
 */

/**
 * The sources of the rules asking for a fact on a day, in a region (every region's when not
 * known), each once: a rule that ended (Brussels' CO₂) no longer names its law beside the field.
 */
export function sourcesOf(fact: AdFact, region: RegionCode | null, on = new Date().toISOString()): AdSourceId[] {
  const day = on.slice(0, 10);
  const asking = AD_RULES.filter((rule) => rule.fact === fact && (region === null || rule.region === region) && inForce(rule, day));
  return [...new Set(asking.map((rule) => rule.source.id))];
}

/**
 * The day since which a fact is asked in a region, by the text asking for it: the first day of
 * the earliest rule of that text in force on the day (every region's when the region is not known).
 */
export function sinceOf(fact: AdFact, region: RegionCode | null, on = new Date().toISOString()): Partial<Record<AdSourceId, string>> {
  const day = on.slice(0, 10);
  const since: Partial<Record<AdSourceId, string>> = {};
  for (const rule of AD_RULES) {
    if (rule.fact !== fact || (region !== null && rule.region !== region) || !inForce(rule, day)) continue;
    const known = since[rule.source.id];
    if (known === undefined || rule.since < known) since[rule.source.id] = rule.since;
  }
  return since;
}

/** One legal text: its short name, a link to its source. */
export function LawLink({ locale, source }: { locale: Locale; source: AdSourceId }) {
  const known = AD_SOURCES[source];
  if (!known) return null;
  return (
    <a href={known.url} rel="external noopener">
      {AD_SOURCE_NAMES[source][locale]}
    </a>
  );
}

/** A text linked, with the day since which it asks for the fact when known: "Energiedecreet (since 01/01/2019)". */
function LawSince({ locale, source, since }: { locale: Locale; source: AdSourceId; since: string | undefined }) {
  if (!since) return <LawLink locale={locale} source={source} />;
  const [before, after] = t(locale, 'estates.lawSince', { law: '\u0000', date: formatDate(since) }).split('\u0000');
  return (
    <>
      {before}
      <LawLink locale={locale} source={source} />
      {after}
    </>
  );
}

/** "Legal source: …", the texts linked, each with the day since which it applies when given (none: nothing). */
export function LawSources({ locale, sources, since = {} }: { locale: Locale; sources: readonly AdSourceId[]; since?: Partial<Record<AdSourceId, string>> }) {
  if (sources.length === 0) return null;
  const [before, after] = t(locale, 'estates.law', { laws: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      {sources.map((source, index) => (
        <span key={source} data-law-since={since[source]}>
          {index > 0 && ' · '}
          <LawSince locale={locale} source={source} since={since[source]} />
        </span>
      ))}
      {after}
    </>
  );
}
