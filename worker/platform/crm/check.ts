import type { ConnectionTest, ConnectionTestRecord } from '../../../shared/contract/console-crm';
import type { ConnectionRow } from '../connections/row';
import type { PlatformBindings } from '../types';
import { CrmError } from './crm-error';
import { crmOf } from './crms';

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
  if (error.kind === 'rate-limited')
    return { ok: false, reason: 'rateLimited', ...(error.retryAfterSeconds !== undefined ? { retryAfter: error.retryAfterSeconds } : {}) };
  return { ok: false, reason: 'crmError' };
}

/**
 * "Test the connection": a real call to the CRM with the stored credentials, never a
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

/**
 * Tests a connection (checkConnection) and keeps the answer on it with its time (migration
 * 0031): the CRM screen shows it, the go-live checklist's CRM step is done only when it is ok.
 */
export async function testConnection(env: PlatformBindings, row: ConnectionRow, now = new Date()): Promise<ConnectionTestRecord> {
  const result = await checkConnection(env, row);
  const at = now.toISOString();
  await env.DB.prepare('UPDATE connections SET test_result = ?3, tested_at = ?4 WHERE id = ?1 AND site_id = ?2')
    .bind(row.id, row.site_id, JSON.stringify(result), at)
    .run();
  return { result, at };
}

/** The last test kept on a connection row, or null (never tested, or a value this code cannot read). */
export function lastTestOf(row: Pick<ConnectionRow, 'test_result' | 'tested_at'>): ConnectionTestRecord | null {
  if (!row.test_result || !row.tested_at) return null;
  try {
    const result = JSON.parse(row.test_result) as ConnectionTest;
    return typeof result?.ok === 'boolean' ? { result, at: row.tested_at } : null;
  } catch {
    return null;
  }
}
