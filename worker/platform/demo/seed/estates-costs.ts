import { purchaseCosts, type VatSplit } from '../../../../shared/domain/purchase-costs';
import type { RegionCode } from '../../../../shared/contract/enums';
import { roundTo } from './estates-model';

/**
 * The registration duty and the notary's costs an agency's CRM gives for a listing for sale,
 * by the rules the site's calculator applies (shared/domain/purchase-costs.ts) to a purchase
 * other than the only own home: the duty on the price, or under the VAT regime on the land
 * share only (21 % VAT on the building instead); the notary's costs of the purchase deed
 * (fee, office costs, outlays and their VAT). So the demo's figures and its estimate agree
 * (shared/domain/agency-costs.ts), as a careful agency's would.
 */
export function agencyCostFigures(price: number, region: RegionCode, vat: VatSplit | null): { registration: number; notary: number } {
  const costs = purchaseCosts({ price, region, purchase: 'other', vat });
  return { registration: Math.round(costs.duty), notary: roundTo(costs.notaryFee + costs.otherCosts + costs.notaryVat, 10) };
}
