import type { Domain, DomainConflict, DomainProblem, DomainRequest, DomainState } from '../../../shared/contract/console-domains';
import type { PlatformBindings } from '../types';
import {
  CF_DUPLICATE,
  CF_NOT_FOUND,
  type CloudflareAnswer,
  type CloudflareConfig,
  cloudflareConfig,
  createCustomHostname,
  type CustomHostname,
  deleteCustomHostname,
  findCustomHostname,
  readCustomHostname,
} from './client';
import { attachHostname, detachHostname, siteHostnames, siteOfHostname } from './site-hostnames';
import { type HostnameDetail, isDue, readingOf, recordsOf } from './state';
import { logFailure, logWarning } from '../log';

/**
 * An agency's own domains: the custom_hostnames rows (migrations 0015, 0018) moved
 * through the state machine of state.ts by the console's calls (add, check now, remove) and by
 * the Cron Trigger (`runHostnameChecks`). Every step writes its outcome before it answers, so a
 * Cloudflare that is down leaves the row as it was, to be tried again: nothing is lost.
 */

interface Row {
  hostname: string;
  site_id: number;
  cloudflare_id: string | null;
  status: DomainState;
  detail: string;
  created_at: string;
  checked_at: string | null;
  active_at: string | null;
  make_primary: number;
}

/** Rows looked at per cron run, at most (each is one or two Cloudflare calls). */
const CHECKS_PER_RUN = 25;

/** A name of the platform itself: the CNAME target, its parent domain and anything under them, and *.localhost. */
export function isPlatformHostname(hostname: string, config: CloudflareConfig): boolean {
  const parent = config.target.split('.').slice(1).join('.');
  const own = [config.target, ...(parent.includes('.') ? [parent] : [])];
  return hostname === 'localhost' || hostname.endsWith('.localhost') || own.some((name) => hostname === name || hostname.endsWith(`.${name}`));
}

function detailOf(row: Row): HostnameDetail {
  try {
    const detail = JSON.parse(row.detail) as Partial<HostnameDetail>;
    return { records: detail.records ?? [], problems: detail.problems ?? [] };
  } catch {
    return { records: [], problems: [] };
  }
}

function domainOf(row: Row, primary: string | null, target: string | null): Domain {
  const detail = detailOf(row);
  const records = detail.records.length > 0 || !target ? detail.records : recordsOf(null, row.hostname, target, false);
  return {
    hostname: row.hostname,
    state: row.status,
    records,
    problems: detail.problems,
    primary: primary === row.hostname,
    wantsPrimary: row.make_primary === 1,
    redirectsTo: primary && primary !== row.hostname ? primary : null,
    createdAt: row.created_at,
    checkedAt: row.checked_at,
    activeAt: row.active_at,
  };
}

const rowOf = (env: PlatformBindings, hostname: string, siteId?: number) =>
  env.DB.prepare(`SELECT * FROM custom_hostnames WHERE hostname = ?1${siteId === undefined ? '' : ' AND site_id = ?2'}`)
    .bind(...(siteId === undefined ? [hostname] : [hostname, siteId]))
    .first<Row>();

/** The site's domains, newest first, and what the console needs around them. */
export async function listDomains(
  env: PlatformBindings,
  siteId: number,
): Promise<{ target: string | null; primaryHostname: string | null; domains: Domain[] }> {
  const target = cloudflareConfig(env)?.target ?? null;
  const { primary } = await siteHostnames(env.DB, siteId);
  const rows = await env.DB.prepare('SELECT * FROM custom_hostnames WHERE site_id = ?1 ORDER BY created_at DESC, hostname').bind(siteId).all<Row>();
  return { target, primaryHostname: primary, domains: rows.results.map((row) => domainOf(row, primary, target)) };
}

/** One domain of the site as the console shows it, or null. */
export async function domainFor(env: PlatformBindings, siteId: number, hostname: string): Promise<Domain | null> {
  const row = await rowOf(env, hostname, siteId);
  if (!row) return null;
  return domainOf(row, (await siteHostnames(env.DB, siteId)).primary, cloudflareConfig(env)?.target ?? null);
}

/**
 * Adds a domain: refused when the platform has no Cloudflare settings ('unavailable'), when the
 * name is the platform's, another agency's, or this site's already; else a pending row, and
 * Cloudflare is asked at once (a failure to reach it leaves the row pending for the cron).
 */
export async function addDomain(
  env: PlatformBindings,
  siteId: number,
  request: DomainRequest,
  now: Date,
): Promise<{ domain: Domain } | { conflict: DomainConflict } | { unavailable: true }> {
  const config = cloudflareConfig(env);
  if (!config) return { unavailable: true };
  const { hostname } = request;
  if (isPlatformHostname(hostname, config)) return { conflict: 'platform' };
  const owner = await siteOfHostname(env.DB, hostname);
  const existing = await rowOf(env, hostname);
  if ((owner !== null && owner !== siteId) || (existing && existing.site_id !== siteId)) return { conflict: 'taken' };
  if (owner === siteId || (existing && existing.status !== 'failed')) return { conflict: 'added' };
  // A failed domain added again starts over (a Cloudflare record it left is adopted: 1406).
  if (existing) await env.DB.prepare("DELETE FROM custom_hostnames WHERE hostname = ?1 AND status = 'failed'").bind(hostname).run();
  const detail: HostnameDetail = { records: recordsOf(null, hostname, config.target, false), problems: [] };
  const inserted = await env.DB.prepare(
    `INSERT INTO custom_hostnames (hostname, site_id, status, detail, created_at, make_primary) VALUES (?1, ?2, 'pending', ?3, ?4, ?5)
     ON CONFLICT (hostname) DO NOTHING`,
  )
    .bind(hostname, siteId, JSON.stringify(detail), now.toISOString(), request.primary ? 1 : 0)
    .run();
  if (!inserted.meta.changes) return { conflict: 'taken' };
  await step(env, config, (await rowOf(env, hostname))!, now);
  return { domain: (await domainFor(env, siteId, hostname))! };
}

/** "Check now": one step for the site's domain at once, whatever its backoff; null when the site has no such domain. */
export async function checkDomain(env: PlatformBindings, siteId: number, hostname: string, now: Date): Promise<Domain | null | 'unavailable'> {
  const row = await rowOf(env, hostname, siteId);
  if (!row) return null;
  const config = cloudflareConfig(env);
  if (!config) return 'unavailable';
  await step(env, config, row, now);
  return domainFor(env, siteId, hostname);
}

/**
 * Removes a domain: Cloudflare's custom hostname is deleted, then the site stops answering
 * there. A delete Cloudflare could not take leaves the row `removing`, retried by the cron.
 * 'last': it is the only hostname the site answers on (the site keeps at least one).
 */
export async function removeDomain(env: PlatformBindings, siteId: number, hostname: string, now: Date): Promise<'removed' | 'removing' | 'last' | null> {
  const row = await rowOf(env, hostname, siteId);
  if (!row) return null;
  const { hostnames } = await siteHostnames(env.DB, siteId);
  if (hostnames.includes(hostname) && hostnames.length === 1) return 'last';
  await env.DB.prepare("UPDATE custom_hostnames SET status = 'removing' WHERE hostname = ?1 AND site_id = ?2").bind(hostname, siteId).run();
  const config = cloudflareConfig(env);
  if (!config) return 'removing';
  return (await step(env, config, { ...row, status: 'removing' }, now)) === 'gone' ? 'removed' : 'removing';
}

/** The cron's part (worker/platform/scheduled.ts): pending and removing domains that are due, a bounded number per run. */
export async function runHostnameChecks(env: PlatformBindings, at: Date): Promise<void> {
  const config = cloudflareConfig(env);
  if (!config) return;
  const rows = await env.DB.prepare(
    "SELECT * FROM custom_hostnames WHERE status IN ('pending', 'removing') ORDER BY coalesce(checked_at, '') LIMIT 200",
  ).all<Row>();
  for (const row of rows.results.filter((candidate) => isDue(candidate.created_at, candidate.checked_at, at)).slice(0, CHECKS_PER_RUN)) {
    await step(env, config, row, at);
  }
}

/**
 * Cloudflare did not answer (5xx, 429, timeout) or refused the platform (401, 403): the row stays
 * as it is, with the attempt's time, and the cron tries again.
 */
async function retryLater(env: PlatformBindings, row: Row, now: Date, answer: CloudflareAnswer<unknown>): Promise<'kept'> {
  if (!answer.ok && (answer.status === 401 || answer.status === 403)) {
    logFailure(
      "hostnames: Cloudflare refused the platform (CLOUDFLARE_API_TOKEN or the zone's quota); tried again later",
      answer.message,
      `${row.hostname} ${answer.status}`,
    );
  } else if (!answer.ok)
    logWarning('hostnames: Cloudflare did not answer; tried again later', answer.message, `${row.hostname} ${row.status} ${answer.status}`);
  const detail = detailOf(row);
  detail.problems = [{ code: 'retrying' }];
  await env.DB.prepare('UPDATE custom_hostnames SET detail = ?2, checked_at = ?3 WHERE hostname = ?1 AND status = ?4')
    .bind(row.hostname, JSON.stringify(detail), now.toISOString(), row.status)
    .run();
  return 'kept';
}

async function write(env: PlatformBindings, row: Row, now: Date, status: DomainState, detail: HostnameDetail, cloudflareId: string | null): Promise<'kept'> {
  await env.DB.prepare(
    `UPDATE custom_hostnames SET status = ?2, detail = ?3, checked_at = ?4, cloudflare_id = ?5,
     active_at = CASE WHEN ?2 = 'active' THEN coalesce(active_at, ?4) ELSE active_at END
     WHERE hostname = ?1 AND status = 'pending'`,
  )
    .bind(row.hostname, status, JSON.stringify(detail), now.toISOString(), cloudflareId)
    .run();
  return 'kept';
}

const refused = (answer: CloudflareAnswer<unknown>): DomainProblem => ({ code: 'refused', message: answer.ok ? '' : answer.message });

/** One step of the state machine for a pending or removing row; 'gone' once a removed row is deleted. */
async function step(env: PlatformBindings, config: CloudflareConfig, row: Row, now: Date): Promise<'kept' | 'gone'> {
  if (row.status === 'removing') return removeStep(env, config, row, now);
  if (row.status !== 'pending') return 'kept';
  let result: CustomHostname | null;
  if (row.cloudflare_id) {
    const read = await readCustomHostname(config, row.cloudflare_id);
    if (!read.ok && (read.status === 404 || read.codes.includes(CF_NOT_FOUND)))
      return write(env, row, now, 'failed', { ...detailOf(row), problems: [{ code: 'gone' }] }, row.cloudflare_id);
    if (!read.ok)
      return read.retry ? retryLater(env, row, now, read) : write(env, row, now, 'failed', { ...detailOf(row), problems: [refused(read)] }, row.cloudflare_id);
    result = read.result;
  } else {
    const created = await createCustomHostname(config, row.hostname);
    if (created.ok) result = created.result;
    else if (created.codes.includes(CF_DUPLICATE)) {
      // Ours from a create whose answer was lost, or a name another Cloudflare for SaaS customer holds.
      const found = await findCustomHostname(config, row.hostname);
      if (!found.ok && found.retry) return retryLater(env, row, now, found);
      if (!found.ok || !found.result) return write(env, row, now, 'failed', { ...detailOf(row), problems: [refused(created)] }, null);
      result = found.result;
    } else if (created.retry) return retryLater(env, row, now, created);
    else return write(env, row, now, 'failed', { ...detailOf(row), problems: [refused(created)] }, null);
  }
  const reading = readingOf(result, config.target, now, row.created_at);
  if (
    reading.status === 'active' &&
    (await attachHostname(env.DB, env.CACHE, row.site_id, row.hostname, row.make_primary === 1, env.SITES_HOSTNAME_SUFFIX)) === 'taken'
  ) {
    return write(env, row, now, 'failed', { ...reading.detail, problems: [{ code: 'refused', message: 'another site answers on this hostname' }] }, result.id);
  }
  return write(env, row, now, reading.status, reading.detail, result.id);
}

async function removeStep(env: PlatformBindings, config: CloudflareConfig, row: Row, now: Date): Promise<'kept' | 'gone'> {
  let id = row.cloudflare_id;
  if (!id) {
    // Its create may have reached Cloudflare with the answer lost: look for it by name.
    const found = await findCustomHostname(config, row.hostname);
    if (!found.ok) return retryLater(env, row, now, found);
    id = found.result?.id ?? null;
  }
  if (id) {
    const deleted = await deleteCustomHostname(config, id);
    if (!deleted.ok) return retryLater(env, row, now, deleted);
  }
  if ((await siteOfHostname(env.DB, row.hostname)) === row.site_id) await detachHostname(env.DB, env.CACHE, row.site_id, row.hostname);
  await env.DB.prepare("DELETE FROM custom_hostnames WHERE hostname = ?1 AND status = 'removing'").bind(row.hostname).run();
  return 'gone';
}
