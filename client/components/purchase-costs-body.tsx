import { type FormEvent, useState } from 'react';
import { type NumericInputOptions, PRICE_INPUT } from '../../shared/domain/numeric-input';
import { COST_LIMITS, type CostBreakdown, type CostQuery, type PurchaseCase, purchaseCosts, type VatSplit } from '../../shared/domain/purchase-costs';
import { EURO_PREFIX } from '../../shared/format/measures';
import { formatNumber } from '../../shared/format/number';
import { Field } from './form-fields';
import { NumericInput } from './numeric-input';
import type { RegionCode } from '../../shared/contract/enums';

const REGIONS: RegionCode[] = ['FLANDERS', 'BRUSSELS', 'WALLONIA'];
const CASES: PurchaseCase[] = ['ownHome', 'other'];
/** Prices and loans in whole euros, by 1,000; the annual rate in percent with two decimals; the term in years. */
const AMOUNT: NumericInputOptions = { ...PRICE_INPUT, step: 1000 };
const RATE: NumericInputOptions = { step: 0.1, min: 0, max: COST_LIMITS.ratePercent, precision: 2, maxLength: 5 };
const YEARS: NumericInputOptions = { step: 1, min: 1, max: COST_LIMITS.years, precision: 0, maxLength: 2 };

export type PurchaseCostsLabel =
  | 'title'
  | 'estimate'
  | 'regionRule'
  | 'price'
  | 'region'
  | 'loan'
  | 'rate'
  | 'years'
  | 'show'
  | 'showBoth'
  | 'calculate'
  | 'cost'
  | 'ownHome'
  | 'other'
  | 'duty'
  | 'buildingVat'
  | 'notaryFee'
  | 'notaryOther'
  | 'notaryVat'
  | 'purchaseTotal'
  | 'mortgageDuties'
  | 'mortgageNotary'
  | 'mortgageOther'
  | 'mortgageTotal'
  | 'total'
  | 'totalWithPrice'
  | 'monthly'
  | 'monthlyNote'
  | 'vatRegime'
  | 'core'
  | 'noPrice'
  | 'increase'
  | 'decrease'
  | 'tooLong'
  | `region_${RegionCode}`
  | `ownHomeHelp_${RegionCode}`;

export interface PurchaseCostsProps {
  /** The form's id (and the anchor the form without JavaScript comes back to). */
  id: string;
  /** The page's path: the form asks it again with the inputs in the address (no JavaScript). */
  action: string;
  /**
   * A listing's price, region, VAT split and whether it lies in a Flemish kernstad or the Vlaamse
   * Rand; null: the visitor types a price and picks the region (a page section).
   */
  estate: { price: number; region: RegionCode; vat: VatSplit | null; core: boolean } | null;
  /** The inputs the address carried, and the region a section starts from. */
  initial: CostQuery;
  defaultRegion: RegionCode;
  labels: Record<PurchaseCostsLabel, string>;
  /** Other inputs of the page the form without JavaScript carries along (the cost of owning's deed date). */
  carry?: Record<string, string>;
}

/** Whole euros in Belgian notation; with cents for the monthly payment ('€ 1.105,34'). */
function euros(value: number, withCents = false): string {
  if (!withCents) return `${EURO_PREFIX}${formatNumber(Math.round(value), 0)}`;
  const fixed = value.toFixed(2);
  return `${EURO_PREFIX}${formatNumber(Math.trunc(value), 0)},${fixed.slice(-2)}`;
}

/**
 * What buying costs on top of the price: the region's registration duty, the notary,
 * the mortgage deed and the monthly payment, for "my only own home" and any other purchase side
 * by side (or one of them). A GET form without JavaScript (the server computes the same table
 * from the address); with it, every accepted change recalculates at once. The island
 * (client/islands/purchase-costs.tsx) loads this code once the visitor reaches for it.
 */
export function PurchaseCostsBody({ id, action, estate, initial, defaultRegion, labels, carry }: PurchaseCostsProps) {
  const [price, setPrice] = useState<number | null>(estate?.price ?? initial.price);
  const [region, setRegion] = useState<RegionCode>(estate?.region ?? initial.region ?? defaultRegion);
  const [loan, setLoan] = useState<number | null>(initial.loan);
  const [rate, setRate] = useState<number | null>(initial.rate);
  const [years, setYears] = useState<number | null>(initial.years);
  const [show, setShow] = useState<CostQuery['show']>(initial.show);
  const [core, setCore] = useState<boolean>(estate?.core ?? initial.core);

  const cases = show === 'both' ? CASES : [show];
  const vat = estate?.vat ?? null;
  const results: CostBreakdown[] | null =
    price !== null && price > 0
      ? cases.map((purchase) => purchaseCosts({ price, region, purchase, vat, core, loan, annualRate: rate === null ? null : rate / 100, years }))
      : null;
  /** A labelled numeric input (the numeric input component) whose every accepted change recalculates. */
  const numberField = (name: string, label: string, options: NumericInputOptions, value: number | null, onValueChange: (value: number | null) => void) => (
    <Field
      formId={id}
      name={name}
      label={label}
      control={(control) => <NumericInput {...control} {...options} defaultValue={value} onValueChange={onValueChange} labels={labels} />}
    />
  );

  const row = (key: string, label: string, value: (result: CostBreakdown) => string, strong = false) => (
    <tr key={key} className={strong ? 'purchase-costs__subtotal' : undefined}>
      <th scope="row">{label}</th>
      {results!.map((result, index) => (
        <td key={cases[index]}>{value(result)}</td>
      ))}
    </tr>
  );
  const mortgage = results?.[0]?.mortgage ?? null;

  return (
    <div className="purchase-costs__body">
      <form id={id} className="purchase-costs__form" method="get" action={`${action}#${id}`} onSubmit={(event: FormEvent) => event.preventDefault()}>
        {estate ? null : numberField('costs-price', labels.price, AMOUNT, initial.price, setPrice)}
        {estate ? null : (
          <Field
            formId={id}
            name="costs-region"
            label={labels.region}
            control={(control) => (
              <select {...control} value={region} onChange={(event) => setRegion(event.currentTarget.value as RegionCode)}>
                {REGIONS.map((code) => (
                  <option key={code} value={code}>
                    {labels[`region_${code}`]}
                  </option>
                ))}
              </select>
            )}
          />
        )}
        {estate || region !== 'FLANDERS' ? null : (
          // Flanders' modest-home reduction reaches 240,000 euro there instead of 220,000 (a listing knows it from its postal code).
          <p className="purchase-costs__core">
            <input id={`${id}-core`} type="checkbox" name="costs-core" value="1" checked={core} onChange={(event) => setCore(event.target.checked)} />{' '}
            <label htmlFor={`${id}-core`}>{labels.core}</label>
          </p>
        )}
        {numberField('costs-loan', labels.loan, AMOUNT, initial.loan, setLoan)}
        {numberField('costs-rate', labels.rate, RATE, initial.rate, setRate)}
        {numberField('costs-years', labels.years, YEARS, initial.years, setYears)}
        <fieldset className="purchase-costs__show">
          <legend>{labels.show}</legend>
          {(['both', ...CASES] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="costs-show" value={value} checked={show === value} onChange={() => setShow(value)} />{' '}
              {value === 'both' ? labels.showBoth : labels[value]}
            </label>
          ))}
        </fieldset>
        {Object.entries(carry ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <noscript>
          <button type="submit" className="button">
            {labels.calculate}
          </button>
        </noscript>
      </form>
      <p className="purchase-costs__rule">{labels.regionRule.replace('{{region}}', labels[`region_${region}`])}</p>
      {vat ? <p className="purchase-costs__rule">{labels.vatRegime}</p> : null}
      {cases.includes('ownHome') ? <p className="purchase-costs__rule purchase-costs__own-home">{labels[`ownHomeHelp_${region}`]}</p> : null}
      {results ? (
        // Focusable and named: on a small phone the table may scroll sideways, and a keyboard must reach it.
        <div className="table-scroll" aria-live="polite" tabIndex={0} role="group" aria-label={labels.title}>
          <table className="purchase-costs__table" data-region={region}>
            <caption className="visually-hidden">{labels.title}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.cost}</th>
                {cases.map((purchase) => (
                  <th scope="col" key={purchase} data-case={purchase}>
                    {labels[purchase]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {row('duty', labels.duty, (r) => euros(r.duty))}
              {vat ? row('buildingVat', labels.buildingVat, (r) => euros(r.buildingVat)) : null}
              {row('notaryFee', labels.notaryFee, (r) => euros(r.notaryFee))}
              {row('notaryOther', labels.notaryOther, (r) => euros(r.otherCosts))}
              {row('notaryVat', labels.notaryVat, (r) => euros(r.notaryVat))}
              {row('purchaseTotal', labels.purchaseTotal, (r) => euros(r.purchaseTotal + r.buildingVat), true)}
              {mortgage
                ? row('mortgageDuties', labels.mortgageDuties, (r) => euros(r.mortgage!.registration + r.mortgage!.mortgageDuty + r.mortgage!.registrarFee))
                : null}
              {mortgage ? row('mortgageNotary', labels.mortgageNotary, (r) => euros(r.mortgage!.notaryFee)) : null}
              {mortgage ? row('mortgageOther', labels.mortgageOther, (r) => euros(r.mortgage!.otherCosts + r.mortgage!.vat)) : null}
              {mortgage ? row('mortgageTotal', labels.mortgageTotal, (r) => euros(r.mortgage!.total), true) : null}
              {row('total', labels.total, (r) => euros(r.total), true)}
              {row('totalWithPrice', labels.totalWithPrice, (r) => euros(r.total + price!), true)}
              {mortgage?.monthly != null ? row('monthly', labels.monthly, (r) => euros(r.mortgage!.monthly!, true), true) : null}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="purchase-costs__empty">{labels.noPrice}</p>
      )}
      {mortgage?.monthly != null ? <p className="purchase-costs__note">{labels.monthlyNote}</p> : null}
      <p className="purchase-costs__note">{labels.estimate}</p>
    </div>
  );
}

/** For React.lazy (client/islands/purchase-costs.tsx), which takes a module's default export. */
export default PurchaseCostsBody;
