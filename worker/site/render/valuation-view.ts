import type { BuyerPoolCount } from '../../../shared/contract/buyer-pool';
import type { RangeOutcome } from '../../../shared/domain/valuation-range';
import type { StepId } from '../../../shared/domain/valuation-wizard';

/** The valuation wizard as its last POST left it (worker/site/forms/valuation.ts): the step to show with the answers and problems, or done. */
export interface ValuationView {
  sectionId: number;
  step: StepId | 'done';
  /** Every answer carried so far, as typed. */
  values: Record<string, string>;
  /** One message per field of the step shown (and `form` for the whole form), in the page's language. */
  errors: Record<string, string>;
  /** Done: the indicative range, or how few comparables there were (null: none could be read). */
  outcome?: RangeOutcome | null;
  /** Done: the agency's searchers of a home like this one (null: the count could not be read). */
  pool?: BuyerPoolCount | null;
}
