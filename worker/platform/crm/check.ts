import type { ConnectionTest } from '../../../shared/contract/console-crm';
import type { ConnectionRow } from '../connection-row';
import type { PlatformBindings } from '../types';
import { CrmError } from './crm-error';
import { crmOf } from './registry';

/**
 * Each call of a connection test may take this long (two calls each: the token, then one
 * authenticated call), so the console, which waits 5 s for the platform, gets its answer.
 */
export const CHECK_CALL_TIMEOUT_MS = 2000;

/** A failure in the console's words: what the agency can do about it. */
function failureOf(error: unknown): ConnectionTest {
  if (!(error instanceof CrmError)) return { ok: false, reason: 'credentials' };
  if (error.kind === 'credentials-rejected') return { ok: false, reason: 'credentials' };
  if (error.kind === 'unavailable' || error.kind === 'timeout') return { ok: false, reason: 'unreachable' };
  if (error.kind === 'rate-limited') return { ok: false, reason: 'rateLimited', ...(error.retryAfterSeconds !== undefined ? { retryAfter: error.retryAfterSeconds } : {}) };
  return { ok: false, reason: 'crmError' };
}

/**
 * "Test the connection" (issue 31): a real call to the CRM with the stored credentials, never a
 * kept token (the CRM's `check`: SweepBright asks a token, then makes one authenticated GET;
 * Whise asks the marketplace token, then the agency's client token). The answer never holds
 * the credentials nor the CRM's words (which may echo them): only whether it worked or why
 * not. An ingest connection has nothing to call: it is fine when it has its key.
 */
export async function checkConnection(env: PlatformBindings, row: ConnectionRow, timeoutMs = CHECK_CALL_TIMEOUT_MS): Promise<ConnectionTest> {
  if (row.kind === 'ingest' || row.kind === 'import') return row.token_hash || row.kind === 'import' ? { ok: true } : { ok: false, reason: 'noCredentials' };
  if (!row.secret) return { ok: false, reason: 'noCredentials' };
  const limit = Math.min(timeoutMs, Number(env.CRM_TIMEOUT_MS) > 0 ? Number(env.CRM_TIMEOUT_MS) : timeoutMs);
  const crm = crmOf(row.kind);
  if (!crm) return { ok: false, reason: 'crmError' };
  try {
    await crm.check(env, row, limit);
    return { ok: true };
  } catch (error) {
    return failureOf(error);
  }
}
