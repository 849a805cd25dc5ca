import type { DnsRecord, DomainProblem, DomainProblemCode } from '../../../shared/contract/console-domains';
import type { CustomHostname } from './client';

/**
 * The state machine of an agency's domain (custom_hostnames.status, migration 0015):
 *
 *   (added) ─► pending ──Cloudflare: hostname and certificate active──► active
 *                 │ ▲                                                     │
 *                 │ └─ create or read failed with 5xx/timeout: retried    │ removed
 *                 ├─ refused (4xx), blocked, validation timed out,        ▼
 *                 │  or still pending after 7 days ──► failed          removing ─► (row gone)
 *                 └─ removed: to removing, as an active one               ▲ a delete that failed
 *                                                                         └─ with 5xx stays, retried
 *
 * This module is the pure part: what one Cloudflare answer means (state, records to create,
 * problems in words the console translates).
 */

/** How long a domain may stay pending before it is given up as failed. */
export const PENDING_LIMIT_MS = 7 * 24 * 3600 * 1000;

/** What the platform stores in custom_hostnames.detail after each answer. */
export interface HostnameDetail {
  records: DnsRecord[];
  problems: DomainProblem[];
  /** Cloudflare's own status words, for the operator (`pending`, `pending_validation`, …). */
  cloudflare?: { status?: string; ssl?: string };
}

/** Cloudflare's certificate statuses that end validation without a certificate. */
const SSL_GIVEN_UP = /timed_out$|^expired$|^deleted$/;
/** Hostname statuses after which the hostname will not become active by itself. */
const HOSTNAME_GIVEN_UP = new Set(['blocked', 'moved', 'deleted', 'pending_deletion', 'test_blocked', 'test_failed']);

/** A Cloudflare message in the words the console has for it. */
export function problemOf(message: string): DomainProblem {
  const code: DomainProblemCode = /\bCAA\b/i.test(message)
    ? 'caa'
    : /CNAME/i.test(message)
      ? 'cname'
      : /\bTXT\b|token was not found|ownership/i.test(message)
        ? 'txt'
        : /timed? ?out/i.test(message)
          ? 'timeout'
          : /fallback origin/i.test(message)
            ? 'platform'
            : /blocked/i.test(message)
              ? 'blocked'
              : 'other';
  return code === 'other' ? { code, message: message.slice(0, 300) } : { code };
}

/** The records to create for a hostname: the CNAME, and the TXT records Cloudflare asks for while pending. */
export function recordsOf(result: CustomHostname | null, hostname: string, target: string, active: boolean): DnsRecord[] {
  const records: DnsRecord[] = [{ type: 'CNAME', name: hostname, value: target, purpose: 'traffic' }];
  if (!result || active) return records;
  const ownership = result.ownership_verification;
  if (ownership?.name && ownership.value && (ownership.type ?? 'txt').toLowerCase() === 'txt') {
    records.push({ type: 'TXT', name: ownership.name, value: ownership.value, purpose: 'ownership' });
  }
  for (const record of result.ssl?.validation_records ?? []) {
    if (record.txt_name && record.txt_value && record.status !== 'active')
      records.push({ type: 'TXT', name: record.txt_name, value: record.txt_value, purpose: 'certificate' });
  }
  return records;
}

/** What one answer of GET/POST custom_hostnames means for the domain. */
export function readingOf(
  result: CustomHostname,
  target: string,
  now: Date,
  createdAt: string,
): { status: 'pending' | 'active' | 'failed'; detail: HostnameDetail } {
  const sslStatus = result.ssl?.status ?? '';
  const active = result.status === 'active' && sslStatus === 'active';
  const messages = [...(result.verification_errors ?? []), ...(result.ssl?.validation_errors ?? []).map((error) => error.message ?? '')].filter(Boolean);
  const problems = dedupe(messages.map(problemOf));
  const cloudflare = { ...(result.status ? { status: result.status } : {}), ...(sslStatus ? { ssl: sslStatus } : {}) };
  if (active) return { status: 'active', detail: { records: recordsOf(result, result.hostname, target, true), problems: [], cloudflare } };
  let status: 'pending' | 'failed' = 'pending';
  if (HOSTNAME_GIVEN_UP.has(result.status ?? '')) {
    status = 'failed';
    if (!problems.some((problem) => problem.code === 'blocked')) problems.push({ code: 'blocked' });
  } else if (SSL_GIVEN_UP.test(sslStatus) || now.getTime() - Date.parse(createdAt) > PENDING_LIMIT_MS) {
    status = 'failed';
    if (!problems.some((problem) => problem.code === 'timeout')) problems.push({ code: 'timeout' });
  }
  return { status, detail: { records: recordsOf(result, result.hostname, target, false), problems, cloudflare } };
}

function dedupe(problems: DomainProblem[]): DomainProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.code}:${problem.message ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * When a pending (or removing) row is due for another look: every run (5 minutes) in its first
 * hour, every 30 minutes in its first day, then every 2 hours (7 days: about 90 calls in all).
 */
export function isDue(createdAt: string, checkedAt: string | null, now: Date): boolean {
  if (!checkedAt) return true;
  const age = now.getTime() - Date.parse(createdAt);
  const interval = age < 3600_000 ? 0 : age < 86_400_000 ? 30 * 60_000 : 2 * 3600_000;
  return now.getTime() - Date.parse(checkedAt) >= interval;
}
