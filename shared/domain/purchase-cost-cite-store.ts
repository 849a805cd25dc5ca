import type { Sourced } from './cost-of-owning/tables';

/*
 * The dated texts behind each figure of the purchase costs, as the panel cites them
 * (worker/site/render/purchase-cost-sources.tsx). Not bundled: build.mjs writes them into the
 * site's words file (from purchase-cost-cites.ts) and worker/site/middleware/words.ts installs
 * them once per isolate, before anything renders. Until installed, there are none.
 */

/** A figure's first day, its texts, and whether one of them confirmed it (else it is the best-known figure). */
export interface CitedRate extends Sourced {
  confirmed: boolean;
}

/** The figures by their path in PURCHASE_COSTS (`registration.FLANDERS.other.rate`, `notaryScale`). */
export type RateCites = Record<string, CitedRate>;

const RATES: RateCites = {};

/** Installs the figures' texts (the words file's `rateCites`), replacing any installed before. */
export function installRateCites(cites: RateCites): void {
  for (const path of Object.keys(RATES)) delete RATES[path];
  Object.assign(RATES, cites);
}

/** The installed figures' texts (empty until installed). */
export const rateCites = (): Readonly<RateCites> => RATES;
