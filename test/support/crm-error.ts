import { expect } from 'vitest';
import { CrmError } from '../../worker/platform/crm/crm-error';

/** The CrmError a CRM client's promise rejects with (fails the test when it resolves, or rejects with anything else). */
export async function crmError(promise: Promise<unknown>): Promise<CrmError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CrmError);
  return error as CrmError;
}
