import { PurchaseCostsBody } from '../../../client/components/purchase-costs-body';
import { type PurchaseCostsLabel, type PurchaseCostsProps, ServerPurchaseCosts } from '../../../client/islands/purchase-costs';
import { usePage } from '../../../shared/components/page-context';
import type { AgencyCostComparison, CostCheck } from '../../../shared/domain/agency-costs';
import { formatPrice } from '../../../shared/format';
import { fieldLabel, type Locale, type Translate } from '../../../shared/i18n';
import { PurchaseCostsIsland } from './islands';
import { PurchaseCostSources } from './purchase-cost-sources';

const LABELS = [
  'title',
  'estimate',
  'regionRule',
  'price',
  'region',
  'loan',
  'rate',
  'years',
  'show',
  'showBoth',
  'calculate',
  'cost',
  'ownHome',
  'other',
  'duty',
  'buildingVat',
  'notaryFee',
  'notaryOther',
  'notaryVat',
  'purchaseTotal',
  'mortgageDuties',
  'mortgageNotary',
  'mortgageOther',
  'mortgageTotal',
  'total',
  'totalWithPrice',
  'monthly',
  'monthlyNote',
  'vatRegime',
  'core',
  'noPrice',
  'region_FLANDERS',
  'region_BRUSSELS',
  'region_WALLONIA',
  'ownHomeHelp_FLANDERS',
  'ownHomeHelp_BRUSSELS',
  'ownHomeHelp_WALLONIA',
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
 * The agency's own figures above the calculator: what the agency gave, and
 * whether this estimate bears them out, so the tabs and the calculator never disagree silently.
 */
function AgencyFigures({ agency }: { agency: AgencyCostComparison }) {
  const { locale, t } = usePage();
  const checks = [
    ['notary_cost.registration_rights', agency.registration],
    ['notary_cost.notary_fee', agency.notary],
  ].filter((entry): entry is [string, CostCheck] => entry[1] !== null);
  if (checks.length === 0) return null;
  const agrees = checks.every(([, check]) => check.agrees);
  const figures = checks.map(([key, check]) => `${fieldLabel(locale as Locale, key)} ${formatPrice(check.agency)}`).join(', ');
  return (
    <p className="purchase-costs__agency" data-agency-figures={agrees ? 'agree' : 'differ'}>
      {t('costs.agencySays', { figures })} {agrees ? t('costs.agencyAgrees') : t('costs.agencyDiffers')}
    </p>
  );
}

/**
 * What buying costs, as a titled section: on a for-sale estate's page with its price
 * and region, or as a page section where the visitor types a price. The island's first render
 * is the whole table, so it reads without JavaScript.
 */
export function PurchaseCostsPanel({
  title,
  intro,
  agency,
  ...props
}: Omit<PurchaseCostsProps, 'labels'> & { title?: string; intro?: string; agency?: AgencyCostComparison | null }) {
  const { t } = usePage();
  const titleId = `${props.id}-title`;
  return (
    <section className="purchase-costs" aria-labelledby={titleId} data-purchase-costs={props.estate ? 'estate' : 'section'}>
      <h2 id={titleId}>{title || t('costs.title')}</h2>
      {intro ? <p>{intro}</p> : null}
      {agency ? <AgencyFigures agency={agency} /> : null}
      <ServerPurchaseCosts.Provider value={PurchaseCostsBody}>
        <PurchaseCostsIsland {...props} labels={purchaseCostsLabels(t)} />
      </ServerPurchaseCosts.Provider>
      <PurchaseCostSources t={t} />
    </section>
  );
}
