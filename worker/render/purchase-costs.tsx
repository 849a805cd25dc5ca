import { PurchaseCostsBody } from '../../client/components/purchase-costs-body';
import { type PurchaseCostsLabel, type PurchaseCostsProps, ServerPurchaseCosts } from '../../client/islands/purchase-costs';
import { usePage } from '../../shared/components/page-context';
import type { Translate } from '../../shared/i18n';
import { PurchaseCostsIsland } from './islands';

const LABELS = [
  'title', 'estimate', 'regionRule', 'price', 'region', 'loan', 'rate', 'years', 'show', 'showBoth', 'calculate', 'cost', 'ownHome', 'other',
  'duty', 'buildingVat', 'notaryFee', 'notaryOther', 'notaryVat', 'purchaseTotal', 'mortgageDuties', 'mortgageNotary', 'mortgageOther',
  'mortgageTotal', 'total', 'totalWithPrice', 'monthly', 'monthlyNote', 'vatRegime', 'noPrice', 'region_FLANDERS', 'region_BRUSSELS', 'region_WALLONIA',
] as const satisfies readonly Exclude<PurchaseCostsLabel, 'increase' | 'decrease' | 'tooLong'>[];

function purchaseCostsLabels(t: Translate): PurchaseCostsProps['labels'] {
  return {
    // The region stays a placeholder: the island fills it in as the visitor picks one.
    ...(Object.fromEntries(LABELS.map((key) => [key, t(`costs.${key}`, { region: '{{region}}' })])) as Record<(typeof LABELS)[number], string>),
    increase: t('numeric.increase'),
    decrease: t('numeric.decrease'),
    tooLong: t('numeric.tooLong'),
  };
}

/**
 * What buying costs (issue 17), as a titled section: on a for-sale estate's page with its price
 * and region, or as a page section where the visitor types a price. The island's first render
 * is the whole table, so it reads without JavaScript.
 */
export function PurchaseCostsPanel({ title, intro, ...props }: Omit<PurchaseCostsProps, 'labels'> & { title?: string; intro?: string }) {
  const { t } = usePage();
  const titleId = `${props.id}-title`;
  return (
    <section className="purchase-costs" aria-labelledby={titleId} data-purchase-costs={props.estate ? 'estate' : 'section'}>
      <h2 id={titleId}>{title || t('costs.title')}</h2>
      {intro ? <p>{intro}</p> : null}
      <ServerPurchaseCosts.Provider value={PurchaseCostsBody}>
        <PurchaseCostsIsland {...props} labels={purchaseCostsLabels(t)} />
      </ServerPurchaseCosts.Provider>
    </section>
  );
}
