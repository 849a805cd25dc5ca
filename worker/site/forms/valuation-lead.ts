import { keyFromText } from '../../../shared/contract/queue-message';
import { formatArea, formatPrice } from '../../../shared/format';
import { enumLabel, translate } from '../../../shared/i18n';
import type { Locale } from '../../../shared/i18n/locales';
import { ANSWER_NAMES, countLabel, LAYOUT_COUNTS, type LayoutCount } from '../../../shared/domain/valuation-wizard';
import type { RangeOutcome } from '../../../shared/domain/valuation-range';

/*
 * What the agency gets of a valuation request: every answer as a field of the lead
 * (its CRM notes list them), and the same answers as a readable message in the agency's own
 * language (its mail and the CRM's message), the range shown to the visitor included.
 */

type Answers = Readonly<Record<string, string | undefined>>;

/** The layout's counts in the order the agency reads them. */
const LAYOUT_NAMES = Object.keys(LAYOUT_COUNTS) as LayoutCount[];

/** The lead's fields: the answers as given (codes, numbers), and the range the visitor saw. */
export function valuationFields(answers: Answers, outcome: RangeOutcome | null): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of ANSWER_NAMES) if (answers[name]) fields[name] = answers[name]!;
  if (outcome?.ok) {
    fields.rangeLow = String(outcome.range.low);
    fields.rangeHigh = String(outcome.range.high);
    fields.comparables = `${outcome.range.count} (${outcome.range.ring})`;
  } else if (outcome) fields.comparables = String(outcome.count);
  return fields;
}

/**
 * The answers as the agency reads them, one `Label: value` line each.
 * @example valuationMessage({ postalCode: '9000', city: 'Gent', street: 'Veldstraat', number: '1', kind: 'HOUSE', … }, 'nl', null)
 */
export function valuationMessage(answers: Answers, locale: Locale, outcome: RangeOutcome | null): string {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const label = (name: string) =>
    t(`valuation.f.${name}`)
      .replace(/\s*\(.*\)$/, '')
      .replace(/\?$/, '');
  const area = (value: string | undefined) => (value ? formatArea(Number(value)) : undefined);
  const lines: [string, string | undefined][] = [
    [t('valuation.address'), `${answers.street ?? ''} ${answers.number ?? ''}, ${answers.postalCode ?? ''} ${answers.city ?? ''}`.trim()],
    [label('kind'), answers.kind ? enumLabel(locale, 'Type', answers.kind) : undefined],
    [label('livingArea'), area(answers.livingArea)],
    [label('plotArea'), area(answers.plotArea)],
    ...LAYOUT_NAMES.map((name): [string, string | undefined] => [label(name), answers[name] && countLabel(answers[name], LAYOUT_COUNTS[name], t)]),
    [label('condition'), answers.condition ? enumLabel(locale, 'Condition', answers.condition) : undefined],
    [label('epc'), answers.epc && answers.epc !== 'UNKNOWN' ? enumLabel(locale, 'EnergyLabel', answers.epc) : undefined],
    [label('timing'), answers.timing ? t(`valuation.timing.${answers.timing}`) : undefined],
    [t('valuation.comparables'), outcome?.ok ? `${formatPrice(outcome.range.low)} – ${formatPrice(outcome.range.high)} (${outcome.range.count})` : undefined],
  ];
  const facts = lines.filter(([, value]) => value).map(([name, value]) => `${name}: ${value}`);
  const note = answers.message?.trim();
  return [t('valuation.subject'), ...facts, ...(note ? ['', note] : [])].join('\n');
}

/**
 * The lead's id, made from the request itself: the same answers posted again (a reload of the
 * last step) are the same lead, which the platform writes once (its Idempotency-Key).
 */
export function valuationLeadId(formId: string, answers: Answers): Promise<string> {
  return keyFromText(JSON.stringify([formId, ...Object.entries(answers).sort(([a], [b]) => a.localeCompare(b))]));
}
