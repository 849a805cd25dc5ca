import type { LeadFailure } from '../../../shared/contract/console';
import { CrmError } from '../crm/crm-error';
import type { DestinationName } from './outbox-message';

/**
 * Why a destination did not take a lead, as the outbox row keeps it (migration 0033) for the
 * console's leads screen: a CRM's failure by its kind (every CrmErrorKind is one of the
 * contract's LEAD_FAILURES: the compiler holds them together), the mail's and the webhook's as such.
 * @example failureOf('crm', new CrmError('sweepbright', 'credentials-rejected', '…')) // { reason: 'credentials-rejected', crm: 'sweepbright' }
 */
export function failureOf(destination: DestinationName, error: unknown): LeadFailure {
  if (error instanceof CrmError) return { reason: error.kind, crm: error.crm };
  return { reason: destination.startsWith('email') ? 'mail' : destination === 'webhook' ? 'webhook' : 'other', crm: null };
}

/** The failure a row keeps of several (one try, several destinations): the CRM's first, it says most. */
export function keptFailure(failures: readonly LeadFailure[]): LeadFailure | null {
  return failures.find((failure) => failure.crm !== null) ?? failures[0] ?? null;
}
