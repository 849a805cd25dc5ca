import { FloodSymbol } from '../../../shared/components/flood-symbol';
import { usePage } from '../../../shared/components/page-context';
import { translate } from '../../../shared/i18n';
import type { Locale } from '../../../shared/i18n/locales';
import type { AlternateFieldKind } from '../../../shared/domain/alternate-fields';
import type { AdFact, AdMention } from '../../../shared/domain/ad-rules';
import { formatFieldValue } from '../../../shared/domain/field-rows';

/** How each mention's value reads: the detail tabs' formats, planning answers as Yes/No/Pending. */
const KINDS: Record<AdFact, AlternateFieldKind> = {
  epcLabel: 'enum:EnergyLabel',
  epcScore: 'epc',
  epcCode: 'text',
  epcTotal: 'epcYear',
  epcCo2: 'co2',
  floodParcel: 'text',
  floodBuilding: 'text',
  planningPermit: 'enum:Planning',
  planningDestination: 'enum:RecentDestination',
  planningEnforcement: 'enum:Planning',
  planningPreemption: 'enum:Planning',
  planningSubdivision: 'enum:Planning',
  planningInformation: 'text',
};

/** A code the enumerations hold (YES, LIVING_AREA…); a certificate's number or a free text reads as it is. */
const CODE = /^[A-Z][A-Z0-9_]*$/;

/** A mention's label and value in a language: the detail page's line, the window card and the JSON-LD read the same. */
export function adMentionText({ fact, value }: AdMention, locale: Locale): { label: string; value: string } {
  const kind = KINDS[fact].startsWith('enum:') && !(typeof value === 'string' && CODE.test(value)) ? 'text' : KINDS[fact];
  // The facts' words (ad-rules/words.ts) travel in the site's words file (shared/i18n SiteWords adFacts), not in the bundle.
  return { label: translate(locale, ['adFact', fact]), value: formatFieldValue(kind, value, locale) };
}

/**
 * The mentions the law of the listing's region asks its ad to show (shared/domain/ad-rules
 * adLine), as a list of label and value in the page's language, a flood score worse than C with
 * the flood symbol: the compliant ad line of the detail page.
 */
export function AdLine({ line }: { line: readonly AdMention[] }) {
  const { locale, t } = usePage();
  return (
    <dl className="estate-detail__ad-line">
      {line.map((mention) => {
        const { label, value } = adMentionText(mention, locale);
        return (
          <div key={mention.fact} data-fact={mention.fact}>
            <dt>{label}</dt>
            <dd>
              {value}
              {mention.floodSymbol ? <FloodSymbol label={t('detail.floodWarning')} /> : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
