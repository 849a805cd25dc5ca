import { msSetting } from '../../../shared/settings';
import type { PlatformBindings } from '../types';

/**
 * Our client of Cloudflare's custom hostnames API (Cloudflare for SaaS; docs/cloudflare-saas.md):
 * POST, GET, DELETE on `zones/{zone_id}/custom_hostnames[/{id}]`, with plain fetch (the official
 * `cloudflare` package is far larger than these four calls). Every answer is Cloudflare's
 * envelope `{ success, errors, messages, result }`. The token goes in the Authorization header
 * only: never in an answer, an error message or a log line of ours.
 */

export const DEFAULT_API_BASE = 'https://api.cloudflare.com/client/v4';
const DEFAULT_TIMEOUT_MS = 10_000;

/** Cloudflare's API error codes we act on (status codes page of the custom hostnames API). */
export const CF_DUPLICATE = 1406;
export const CF_NOT_FOUND = 1436;

export interface CloudflareConfig {
  base: string;
  token: string;
  zoneId: string;
  /** The CNAME target agencies point their hostname at (the zone's fallback origin or a name CNAMEd to it). */
  target: string;
  timeoutMs: number;
}

/** The Cloudflare settings of this platform, or null when it has none (domains are then not offered). */
export function cloudflareConfig(env: PlatformBindings): CloudflareConfig | null {
  const token = env.CLOUDFLARE_API_TOKEN?.trim();
  const zoneId = env.CLOUDFLARE_ZONE_ID?.trim();
  const target = env.SAAS_CNAME_TARGET?.trim().toLowerCase();
  if (!token || !zoneId || !target) return null;
  return {
    base: (env.CLOUDFLARE_API_BASE?.trim() || DEFAULT_API_BASE).replace(/\/+$/, ''),
    token,
    zoneId,
    target,
    timeoutMs: msSetting(env.CLOUDFLARE_TIMEOUT_MS, DEFAULT_TIMEOUT_MS),
  };
}

/** A custom hostname as Cloudflare describes it (the fields we read). */
export interface CustomHostname {
  id: string;
  hostname: string;
  status?: string;
  verification_errors?: string[];
  ownership_verification?: { type?: string; name?: string; value?: string };
  ssl?: {
    status?: string;
    method?: string;
    validation_records?: { txt_name?: string; txt_value?: string; http_url?: string; http_body?: string; status?: string }[];
    validation_errors?: { message?: string }[];
  };
}

/**
 * A call's outcome: its result, or why not. `retry`: Cloudflare could not be reached, timed
 * out, answered 5xx or 429, or refused the platform's token or quota (401, 403); the row stays
 * as it is and the cron tries again. Otherwise a refusal (4xx) with Cloudflare's codes and messages.
 */
export type CloudflareAnswer<T> = { ok: true; result: T } | { ok: false; retry: boolean; status: number; codes: number[]; message: string };

interface Envelope<T> {
  success?: boolean;
  errors?: { code?: number; message?: string }[];
  result?: T;
}

async function call<T>(config: CloudflareConfig, method: string, path: string, body?: unknown): Promise<CloudflareAnswer<T>> {
  const url = `${config.base}/zones/${encodeURIComponent(config.zoneId)}/custom_hostnames${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { Authorization: `Bearer ${config.token}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return { ok: false, retry: true, status: 0, codes: [], message: timedOut ? `no answer within ${config.timeoutMs} ms` : 'Cloudflare could not be reached' };
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope<T>;
  if (response.ok && envelope.success !== false && envelope.result !== undefined) return { ok: true, result: envelope.result };
  const errors = Array.isArray(envelope.errors) ? envelope.errors : [];
  // 401/403 are the platform's token or quota (1404/1405), not the agency's name: kept for the cron once the operator has fixed it.
  const retry = response.status >= 500 || response.status === 429 || response.status === 401 || response.status === 403 || response.ok;
  const message = errors.map((error) => `${error.code ?? '?'}: ${String(error.message ?? '').slice(0, 300)}`).join('; ') || `HTTP ${response.status}`;
  return { ok: false, retry, status: response.status, codes: errors.map((error) => Number(error.code)), message };
}

/** POST …/custom_hostnames: asks Cloudflare to serve `hostname`, its certificate validated by TXT records (shown before the CNAME exists). */
export function createCustomHostname(config: CloudflareConfig, hostname: string): Promise<CloudflareAnswer<CustomHostname>> {
  return call(config, 'POST', '', { hostname, ssl: { method: 'txt', type: 'dv', settings: { min_tls_version: '1.2' } } });
}

/** GET …/custom_hostnames/{id}: its state, records to create and errors now. */
export function readCustomHostname(config: CloudflareConfig, id: string): Promise<CloudflareAnswer<CustomHostname>> {
  return call(config, 'GET', `/${encodeURIComponent(id)}`);
}

/** GET …/custom_hostnames?hostname=: the zone's custom hostname of that name (a create whose answer was lost), or null. */
export async function findCustomHostname(config: CloudflareConfig, hostname: string): Promise<CloudflareAnswer<CustomHostname | null>> {
  const answer = await call<CustomHostname[]>(config, 'GET', `?hostname=${encodeURIComponent(hostname)}`);
  if (!answer.ok) return answer;
  return { ok: true, result: answer.result.find((item) => item.hostname === hostname) ?? null };
}

/** DELETE …/custom_hostnames/{id}; one Cloudflare no longer has counts as deleted. */
export async function deleteCustomHostname(config: CloudflareConfig, id: string): Promise<CloudflareAnswer<{ id?: string }>> {
  const answer = await call<{ id?: string }>(config, 'DELETE', `/${encodeURIComponent(id)}`);
  if (!answer.ok && (answer.status === 404 || answer.codes.includes(CF_NOT_FOUND))) return { ok: true, result: { id } };
  return answer;
}
