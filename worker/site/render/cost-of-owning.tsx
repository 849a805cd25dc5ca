import { usePage } from '../../../shared/components/page-context';
import { costOfOwning, type Renovation } from '../../../shared/domain/cost-of-owning';
import { energyLabelText } from '../../../shared/domain/energy';
import { headTypeCode } from '../../../shared/domain/property-types';
import type { CostQuery } from '../../../shared/domain/purchase-costs';
import type { RegionCode } from '../../../shared/contract/enums';
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format';
import { formatNumber } from '../../../shared/format/number';
import type { Translate } from '../../../shared/i18n';
import type { Estate } from '../../../shared/types/estate';

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
  if (renovation.kind === 'planned') return <p data-renovation="planned">{t('owning.renovationPlanned', { ...values, year: String(renovation.year) })}</p>;
  return (
    <p data-renovation="required" data-target={renovation.target} data-deadline={renovation.deadline ?? ''}>
      {t('owning.renovationRequired', { ...values, deadline: formatDate(renovation.deadline) })}
    </p>
  );
}

/**
 * The cost of owning a for-sale home beside its purchase costs: the yearly property tax and
 * energy, over ten years, and the renovation the region asks by the expected deed date. All
 * server-rendered: a GET form changes the deed date, no JavaScript involved.
 */
export function CostOfOwningPanel({ id, action, estate, region, initial, deed }: Props) {
  const { t } = usePage();
  const head = headTypeCode(estate.headTypeId);
  const dwelling = head === 'HOUSE' || head === 'APARTMENT';
  const area = estate.dimensions.areaBuild;
  const costs = costOfOwning({
    region,
    zip: estate.address.city.zip ?? null,
    indexedIncome: estate.ki.indexed,
    epcScore: estate.energy.epcValue,
    label: energyLabelText(estate.energy.customEpcLabel?.trim() || estate.energy.energyLabel) || null,
    livingArea: area,
    dwelling,
    deedDate: deed,
  });
  const { propertyTax: tax, energy, renovation } = costs;
  const titleId = `${id}-title`;
  const row = (key: string, label: string, perYear: number) => (
    <tr key={key} data-owning={key}>
      <th scope="row">{label}</th>
      <td>{formatPrice(perYear)}</td>
      <td>{formatPrice(perYear * 10)}</td>
    </tr>
  );
  const ranged = renovation && renovation.kind !== 'none' && renovation.costHigh > 0 ? renovation : null;
  return (
    <section className="cost-of-owning" id={`${id}-section`} aria-labelledby={titleId} data-cost-of-owning={region}>
      <h2 id={titleId}>{t('owning.title')}</h2>
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
              {tax ? row('propertyTax', t('owning.propertyTax'), tax.perYear) : null}
              {energy ? row('energy', t('owning.energy'), energy.perYear) : null}
              <tr className="purchase-costs__subtotal" data-owning="total">
                <th scope="row">{t('owning.total')}</th>
                <td>{formatPrice(costs.perYear)}</td>
                <td>{formatPrice(costs.tenYears)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      ) : (
        <p className="purchase-costs__empty">{t('owning.noFigures')}</p>
      )}
      {tax ? (
        <p className="purchase-costs__note">
          {t('owning.propertyTaxNote', {
            rate: formatNumber(tax.baseRate * 100, 2),
            income: formatPrice(estate.ki.indexed),
            centimes: formatNumber(tax.centimes, 2),
            place: tax.municipality ?? t('owning.regionAverage'),
          })}
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
      {initial.show !== 'other' ? <p className="purchase-costs__note">{t('owning.ownHome')}</p> : null}
      <p className="purchase-costs__note">{t('owning.estimate')}</p>
    </section>
  );
}
