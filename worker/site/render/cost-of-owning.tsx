import { usePage } from '../../../shared/components/page-context';
import { costOfOwning, isDwelling, type Renovation } from '../../../shared/domain/cost-of-owning';
import { ENERGY_DERIVATION, ENERGY_PRICE, PROVINCIAL_TABLE } from '../../../shared/domain/cost-of-owning/tables';
import { energyLabelText } from '../../../shared/domain/energy';
import { headTypeCode } from '../../../shared/domain/property-types';
import type { CostQuery } from '../../../shared/domain/purchase-costs';
import type { RegionCode } from '../../../shared/contract/enums';
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format';
import { formatNumber } from '../../../shared/format/number';
import type { Translate } from '../../../shared/i18n';
import type { Estate } from '../../../shared/types/estate';
import { newest, Source, province, partText, TaxSources, RenovationSources } from './cost-of-owning-sources';

interface Props {
  /** The section's id (the anchor its form comes back to). */
  id: string;
  /** The page's path: the form asks it again with the deed date in the address. */
  action: string;
  estate: Estate;
  region: RegionCode;
  /** The purchase costs' inputs, carried over so changing the deed date keeps them. */
  initial: CostQuery;
  deed: string;
}

/** The purchase costs' inputs as hidden fields: one address holds both calculators' inputs. */
function carried(initial: CostQuery): [string, string][] {
  const pairs: [string, number | string | null][] = [
    ['costs-loan', initial.loan],
    ['costs-rate', initial.rate],
    ['costs-years', initial.years],
    ['costs-show', initial.show],
    ['costs-core', initial.core ? '1' : null],
  ];
  return pairs.filter((pair): pair is [string, number | string] => pair[1] !== null).map(([name, value]) => [name, String(value)]);
}

function RenovationText({ renovation, deed, t }: { renovation: Renovation; deed: string; t: Translate }) {
  if (renovation.kind === 'none') return <p data-renovation="none">{t('owning.renovationNone', { deed: formatDate(deed), from: renovation.from })}</p>;
  const values = {
    from: renovation.from,
    target: renovation.target,
    steps: String(renovation.steps),
    low: formatPrice(renovation.costLow),
    high: formatPrice(renovation.costHigh),
    deed: formatDate(deed),
  };
  if (renovation.kind === 'planned') {
    // A plan, never worded as law: a target with a fixed deadline (Brussels), or a duty from a deed year (Wallonia's draft).
    const text = renovation.deadline
      ? t('owning.renovationPlannedTarget', { ...values, year: String(renovation.year), plan: newest(renovation.rule) })
      : t('owning.renovationPlanned', { ...values, year: String(renovation.year), years: String(renovation.years ?? ''), plan: newest(renovation.rule) });
    return (
      <p data-renovation="planned" data-status="planned" data-target={renovation.target}>
        {text}
      </p>
    );
  }
  return (
    <p data-renovation="required" data-status="inForce" data-target={renovation.target} data-deadline={renovation.deadline ?? ''}>
      {t('owning.renovationRequired', { ...values, deadline: formatDate(renovation.deadline), since: formatDate(renovation.rule.since) })}
    </p>
  );
}

/**
 * The cost of owning beside the purchase costs: the yearly property tax (the agency's own figure
 * when the listing has one, else an estimate) and energy, over ten years, and the renovation the
 * region asks by the expected deed date, each figure's public sources and dates in a disclosure.
 * A plot or a garage shows its property tax only, or no section. All server-rendered: a GET form
 * changes the deed date, no JavaScript involved.
 */
export function CostOfOwningPanel({ id, action, estate, region, initial, deed }: Props) {
  const { t } = usePage();
  const head = headTypeCode(estate.headTypeId) ?? null;
  const dwelling = isDwelling(head);
  const area = estate.dimensions.areaBuild;
  const costs = costOfOwning({
    region,
    zip: estate.address.city.zip ?? null,
    indexedIncome: estate.ki.indexed,
    agencyTax: estate.ki.communityTax,
    epcScore: estate.energy.epcValue,
    label: energyLabelText(estate.energy.customEpcLabel?.trim() || estate.energy.energyLabel) || null,
    livingArea: area,
    head,
    deedDate: deed,
  });
  const { propertyTax: tax, energy, renovation } = costs;
  // Nothing that applies (a plot or a garage without a property tax, a shop without figures): no section.
  if (!dwelling && !tax && !energy) return null;
  const titleId = `${id}-title`;
  const row = (key: string, label: string, perYear: number) => (
    <tr key={key} data-owning={key}>
      <th scope="row">{label}</th>
      <td>{formatPrice(perYear)}</td>
      <td>{formatPrice(perYear * 10)}</td>
    </tr>
  );
  const ranged = renovation && renovation.kind !== 'none' && renovation.costHigh > 0 ? renovation : null;
  const estimated = Boolean(energy) || tax?.kind === 'estimate';
  const sourced = renovation && renovation.kind !== 'none' ? renovation : null;
  return (
    <section className="cost-of-owning" id={`${id}-section`} aria-labelledby={titleId} data-cost-of-owning={region}>
      <h2 id={titleId}>{t('owning.title')}</h2>
      {dwelling ? (
        <form id={id} className="purchase-costs__form" method="get" action={`${action}#${id}`}>
          {carried(initial).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p className="form-field">
            <label htmlFor={`${id}-deed`}>{t('owning.deed')}</label>
            <input id={`${id}-deed`} type="date" name="costs-deed" defaultValue={deed} min="2000-01-01" max="2100-12-31" />
          </p>
          <button type="submit" className="button">
            {t('owning.calculate')}
          </button>
        </form>
      ) : null}
      {tax || energy ? (
        // Focusable: in a long language on a phone the table may scroll sideways, and a keyboard must reach it.
        <div className="table-scroll" tabIndex={0} role="group" aria-label={t('owning.title')}>
          <table className="purchase-costs__table cost-of-owning__table">
            <caption className="visually-hidden">{t('owning.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('owning.cost')}</th>
                <th scope="col">{t('owning.perYear')}</th>
                <th scope="col">{t('owning.tenYears')}</th>
              </tr>
            </thead>
            <tbody>
              {tax ? row('propertyTax', t(tax.kind === 'agency' ? 'owning.propertyTaxAgency' : 'owning.propertyTax'), tax.perYear) : null}
              {energy ? row('energy', t('owning.energy'), energy.perYear) : null}
              <tr className="purchase-costs__subtotal" data-owning="total">
                <th scope="row">{t(estimated ? 'owning.total' : 'owning.totalAgency')}</th>
                <td>{formatPrice(costs.perYear)}</td>
                <td>{formatPrice(costs.tenYears)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      ) : (
        <p className="purchase-costs__empty">{t('owning.noFigures')}</p>
      )}
      {tax?.kind === 'agency' ? <p className="purchase-costs__note">{t('owning.taxAgency')}</p> : null}
      {tax?.kind === 'estimate' ? (
        <p className="purchase-costs__note">
          {t('owning.taxNote', {
            rate: formatNumber(tax.baseRate * 100, 2),
            income: formatPrice(estate.ki.indexed),
            centimes: formatNumber(
              tax.parts.reduce((sum, part) => sum + part.centimes, 0),
              2,
            ),
            parts: tax.parts.map((part) => partText(part, t)).join(', '),
          })}
          {tax.missingProvince ? ` ${t('owning.provinceMissing', { province: province(t, tax.missingProvince), year: String(PROVINCIAL_TABLE.year) })}` : null}
        </p>
      ) : null}
      {energy ? (
        <p className="purchase-costs__note">
          {t('owning.energyNote', {
            score: formatNumber(estate.energy.epcValue, 0),
            area: formatNumber(area, 0),
            kwh: formatNumber(energy.kwh, 0),
            price: formatNumber(energy.pricePerKwh, 2),
          })}
        </p>
      ) : null}
      {renovation ? (
        <div className="cost-of-owning__renovation">
          <h3>{t('owning.renovationTitle')}</h3>
          <RenovationText renovation={renovation} deed={deed} t={t} />
          {ranged ? (
            <p>
              {t('owning.tenYearsWithRenovation', { low: formatPrice(costs.tenYears + ranged.costLow), high: formatPrice(costs.tenYears + ranged.costHigh) })}
            </p>
          ) : null}
        </div>
      ) : null}
      {dwelling && initial.show !== 'other' ? <p className="purchase-costs__note">{t('owning.ownHome')}</p> : null}
      <p className="purchase-costs__note">{t('owning.estimate')}</p>
      {tax || energy || sourced ? (
        <details className="cost-of-owning__sources">
          <summary>{t('owning.sources')}</summary>
          <ul>
            {tax ? <TaxSources tax={tax} region={region} t={t} /> : null}
            {energy ? (
              <Source
                name="energy"
                text={t('owning.src.energy', {
                  price: formatNumber(ENERGY_PRICE.perKwh, 2),
                  gas: formatNumber(ENERGY_DERIVATION.gas, 3),
                  electricity: formatNumber(ENERGY_DERIVATION.electricity, 4),
                  factor: formatNumber(ENERGY_DERIVATION.factor, 1),
                  primary: formatNumber(ENERGY_DERIVATION.electricity / ENERGY_DERIVATION.factor, 3),
                  factorNow: formatNumber(ENERGY_DERIVATION.factorNow, 1),
                  primaryNow: formatNumber(ENERGY_DERIVATION.electricity / ENERGY_DERIVATION.factorNow, 3),
                })}
                row={ENERGY_PRICE}
                t={t}
              />
            ) : null}
            {sourced ? <RenovationSources renovation={sourced} t={t} /> : null}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
