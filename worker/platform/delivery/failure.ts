import type { LeadFailure, LeadFailureReason } from '../../../shared/contract/console';
import { CrmError, type CrmErrorKind } from '../crm/crm-error';
import type { DestinationName } from './outbox-message';

/** What a CRM's failure means for the agency (the console's words: leads.failure.*). */
const CRM_REASONS: Record<CrmErrorKind, LeadFailureReason> = {
  'credentials-rejected': 'credentials',
  unavailable: 'unreachable',
  timeout: 'unreachable',
  'rate-limited': 'rateLimited',
  refused: 'refused',
  'not-found': 'notFound',
  'bad-answer': 'badAnswer',
};

/**
 * Why a destination did not take a lead, as the outbox row keeps it (migration 0032) for the
 * console's leads screen: a CRM's failure by its kind, the mail's and the webhook's as such.
 * @example failureOf('crm', new CrmError('sweepbright', 'credentials-rejected', '…')) // { reason: 'credentials', crm: 'sweepbright' }
 */
export function failureOf(destination: DestinationName, error: unknown): LeadFailure {
  if (error instanceof CrmError) return { reason: CRM_REASONS[error.kind], crm: error.crm };
  if (destination === 'email' || destination === 'email-agent') return { reason: 'mail', crm: null };
  if (destination === 'webhook') return { reason: 'webhook', crm: null };
  return { reason: 'other', crm: null };
}

/** The failure a row keeps of several (one try, several destinations): the CRM's first, it says most. */
export function keptFailure(failures: readonly LeadFailure[]): LeadFailure | null {
  return failures.find((failure) => failure.crm !== null) ?? failures[0] ?? null;
}
