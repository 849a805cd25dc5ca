import type { PropertyTax, Renovation, SurchargePart } from '../../../shared/domain/cost-of-owning';
import {
  BASE_RATES,
  type Cite,
  FLEMISH_AVERAGE,
  PROVINCIAL_TABLE,
  READ,
  RENOVATION_COST,
  RENOVATION_DERIVATION,
  type Sourced,
} from '../../../shared/domain/cost-of-owning/tables';
import type { RegionCode } from '../../../shared/contract/enums';
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format';
import { formatNumber } from '../../../shared/format/number';
import type { Translate } from '../../../shared/i18n';

/* Where each figure of the cost of owning comes from (cost-of-owning.tsx): the texts cited, their dates, and how an estimate is worked out. */

/** A source's date as it is known: a day, a month (MM/YYYY) or a year. */
const dateOf = (date: string) => (date.length === 10 ? formatDate(date) : date.length === 7 ? `${date.slice(5)}/${date.slice(0, 4)}` : date);

/** The newest dated text of a row (a draft plan is as recent as its last announcement). */
export const newest = (row: Sourced) => dateOf(row.cites.reduce((last, cite) => (cite.date && cite.date > last ? cite.date : last), ''));

function Cites({ cites, t }: { cites: readonly Cite[]; t: Translate }) {
  return (
    <ul className="cost-of-owning__cites">
      {cites.map((cite) => (
        <li key={cite.by}>
          <cite>{cite.url ? <a href={cite.url}>{cite.by}</a> : cite.by}</cite>
          {`, ${cite.date ? dateOf(cite.date) : t('owning.read', { date: dateOf(READ) })}`}
        </li>
      ))}
    </ul>
  );
}

/** One figure of the sources list: what it is (an estimate says how), the year it holds from, then its dated texts. */
export function Source({ name, text, row, t }: { name: string; text: string; row?: Sourced; t: Translate }) {
  return (
    <li data-source={name}>
      {text}
      {row ? ` ${t('owning.fromYear', { year: row.since.slice(0, 4) })}` : null}
      {row ? <Cites cites={row.cites} t={t} /> : null}
    </li>
  );
}

export const province = (t: Translate, code: string) => t(`owning.province.${code}`);

export function partText(part: SurchargePart, t: Translate): string {
  const centimes = formatNumber(part.centimes, 2);
  if (part.kind === 'municipal') return t('owning.partMunicipal', { centimes, place: part.municipality });
  if (part.kind === 'average') return t(part.row.estimate ? 'owning.partAverageEstimate' : 'owning.partAverage', { centimes });
  if (part.kind === 'provincial') return t('owning.partProvincial', { centimes, province: province(t, part.province) });
  return t('owning.partAgglomeration', { centimes });
}

function partSource(part: SurchargePart, t: Translate) {
  const centimes = formatNumber(part.centimes, 2);
  if (part.kind === 'average' && part.row.estimate) {
    const { vvsg2014, divisor, median, municipalities } = FLEMISH_AVERAGE;
    const text = t('owning.src.averageEstimate', {
      centimes,
      vvsg: formatNumber(vvsg2014, 0),
      divisor: formatNumber(divisor, 3),
      derived: formatNumber(Math.round(vvsg2014 / divisor), 0),
      median: formatNumber(median, 0),
      sample: String(municipalities),
    });
    return <Source key={part.kind} name="average" text={text} row={part.row} t={t} />;
  }
  const text = t(`owning.src.${part.kind}`, {
    centimes,
    place: part.kind === 'municipal' ? part.municipality : '',
    province: part.kind === 'provincial' ? province(t, part.province) : '',
  });
  return <Source key={part.kind} name={part.kind} text={text} row={part.row} t={t} />;
}

export function TaxSources({ tax, region, t }: { tax: PropertyTax; region: RegionCode; t: Translate }) {
  if (tax.kind === 'agency') return <Source name="agency" text={t('owning.src.agency')} t={t} />;
  return (
    <>
      <Source name="baseRate" text={t('owning.src.baseRate', { rate: formatNumber(tax.baseRate * 100, 2) })} row={BASE_RATES[region]} t={t} />
      {tax.parts.map((part) => partSource(part, t))}
      {tax.missingProvince ? (
        <li data-source="provinceMissing">
          {t('owning.src.provinceMissing', { province: province(t, tax.missingProvince), year: String(PROVINCIAL_TABLE.year) })}
          <Cites cites={[PROVINCIAL_TABLE.cite]} t={t} />
        </li>
      ) : null}
    </>
  );
}

/** The renovation rule and the cost range behind the renovation line. */
export function RenovationSources({ renovation, t }: { renovation: Exclude<Renovation, { kind: 'none' }>; t: Translate }) {
  const { rule } = renovation;
  const rate = (euros: number) => formatPrice(euros);
  const { roof, area, roofSteps, dwelling, dwellingSteps } = RENOVATION_DERIVATION;
  const ruleText = rule.deadline
    ? t(rule.inForce ? 'owning.src.ruleDeadline' : 'owning.src.ruleDeadlinePlanned', {
        target: rule.target,
        deadline: formatDate(rule.deadline),
        since: formatDate(rule.since),
        plan: newest(rule),
      })
    : t(rule.inForce ? 'owning.src.rule' : 'owning.src.rulePlanned', {
        target: rule.target,
        years: String(rule.years ?? ''),
        since: formatDate(rule.deedFrom),
        plan: newest(rule),
      });
  const costText = t('owning.src.renovationCost', {
    low: rate(RENOVATION_COST.low),
    high: rate(RENOVATION_COST.high),
    roof: rate(roof),
    area: formatNumber(area, 0),
    roofSteps: String(roofSteps),
    dwelling: rate(dwelling),
    dwellingSteps: String(dwellingSteps),
  });
  return (
    <>
      <Source name="renovationRule" text={ruleText} row={rule} t={t} />
      <Source name="renovationCost" text={costText} row={RENOVATION_COST} t={t} />
    </>
  );
}
