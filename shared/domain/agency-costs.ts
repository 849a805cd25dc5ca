/**
 * The agency's own cost figures beside the calculator's estimate. A CRM may
 * send the registration duty and the notary's costs of a listing (registrationCost,
 * notarySalery; the alternate source's notary_cost.*). The detail tabs show them as the agency's;
 * the calculator computes an estimate from the rules of the day. The two must never disagree
 * silently: this compares them, so both places can say whether they agree.
 */
import type { Estate } from '../types/estate';
import { estateFields } from './estate-fields';
import { estateCostsOf, type PurchaseCase, purchaseCosts } from './purchase-costs';

/** The agency's figures for a listing, in euro; null where the CRM sent none. */
export interface AgencyCosts {
  registration: number | null;
  notary: number | null;
}

/** An amount the agency gave for one cost, and the estimate for each kind of purchase. */
export interface CostCheck {
  agency: number;
  estimate: Record<PurchaseCase, number>;
  /** The agency's amount is within the tolerance of the estimate for one of the two cases. */
  agrees: boolean;
}

export interface AgencyCostComparison {
  registration: CostCheck | null;
  notary: CostCheck | null;
}

/** Two amounts agree within 2 % of the estimate, or 100 euro on a small one (rounding, a rate of the day). */
const TOLERANCE = { share: 0.02, euros: 100 } as const;

function amount(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** The registration duty and notary's costs the agency gave, or null when it gave neither. */
export function agencyCostsOf(estate: Estate): AgencyCosts | null {
  const fields = estateFields(estate);
  const costs = { registration: amount(fields['notary_cost.registration_rights']), notary: amount(fields['notary_cost.notary_fee']) };
  return costs.registration === null && costs.notary === null ? null : costs;
}

function agreesWith(agency: number, estimate: number): boolean {
  return Math.abs(agency - estimate) <= Math.max(TOLERANCE.euros, estimate * TOLERANCE.share);
}

function check(agency: number | null, estimate: Record<PurchaseCase, number>): CostCheck | null {
  if (agency === null) return null;
  return { agency, estimate, agrees: agreesWith(agency, estimate.ownHome) || agreesWith(agency, estimate.other) };
}

/**
 * The agency's figures against the calculator's estimate for the same listing (its price, its
 * region, its VAT split), for the only own home and for another purchase. The notary's costs
 * compared are the whole purchase deed's: fee, office costs, outlays and their VAT. Null when
 * the listing has no calculator (not for sale, no price) or the agency gave no figure.
 * @example compareAgencyCosts(newBuildUnderVat)?.registration?.agrees // false: the CRM taxed the whole price
 */
export function compareAgencyCosts(estate: Estate): AgencyCostComparison | null {
  const agency = agencyCostsOf(estate);
  const start = estateCostsOf(estate);
  if (!agency || !start) return null;
  const own = purchaseCosts({ ...start, purchase: 'ownHome' });
  const other = purchaseCosts({ ...start, purchase: 'other' });
  const notary = (costs: typeof own) => Math.round(costs.notaryFee + costs.otherCosts + costs.notaryVat);
  return {
    registration: check(agency.registration, { ownHome: Math.round(own.duty), other: Math.round(other.duty) }),
    notary: check(agency.notary, { ownHome: notary(own), other: notary(other) }),
  };
}
