import type { Locale } from '../../../shared/i18n/locales';
import type { RegionCode } from '../../../shared/contract/enums';
import { AD_RULES, AD_SOURCES, type AdFact, type AdSourceId, inForce } from '../../../shared/domain/ad-rules/rules';
import { AD_SOURCE_NAMES } from '../../../shared/domain/ad-rules/source-names';
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

/** "Legal source: …", the texts linked (none: nothing). */
export function LawSources({ locale, sources }: { locale: Locale; sources: readonly AdSourceId[] }) {
  if (sources.length === 0) return null;
  const [before, after] = t(locale, 'estates.law', { laws: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      {sources.map((source, index) => (
        <span key={source}>
          {index > 0 && ' · '}
          <LawLink locale={locale} source={source} />
        </span>
      ))}
      {after}
    </>
  );
}
