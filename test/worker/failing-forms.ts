import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import type { Queue } from '@cloudflare/workers-types';
import { expect } from 'vitest';
import worker from '../../worker/local';
import type { Env } from '../../worker/site/env';
import type { Locale } from '../../shared/i18n/locales';
import type { LeadQueueMessage } from '../../shared/contract/queue-message';
import { FAILING_PLATFORM_HOST } from '../support/failing-platform';
import { CLIENT } from './helpers';
import { HOLIDAY, OFFER } from './locale-words';

// What the tests of forms against a failing platform share: the site bound to a platform that fails
// (test/support/failing-platform.ts) with short budgets and a long timeout, the listings whose
// forms they post, and the requests.

/**
 * The platform as the forms meet it: failing at once with 500 or 503, or holding every call
 * without an answer (until the next mode). The site's timeout is far beyond the test's own, so
 * an answer while the platform hangs can only come from the form and page budgets.
 */
export type PlatformFailure = '500' | '503' | 'hang';
export const FAILURES: PlatformFailure[] = ['500', '503', 'hang'];
export const FORM_BUDGET_MS = 600;
export const DOWN: Partial<Env> = {
  UPSTREAM_URL: `http://${FAILING_PLATFORM_HOST}`,
  UPSTREAM_TIMEOUT_MS: '120000',
  PAGE_BUDGET_MS: '300',
  FORM_BUDGET_MS: String(FORM_BUDGET_MS),
};

export async function failWith(failure: PlatformFailure | 'released'): Promise<void> {
  const mode = failure === 'hang' ? { mode: 'hang' } : failure === '503' ? { mode: 'status', status: 503 } : { mode: 'fail' };
  await fetch(`http://${FAILING_PLATFORM_HOST}/__mode`, { method: 'POST', body: JSON.stringify(mode) });
}

/** The calls the failing platform received since its mode was set, how many it still holds, and the writes' Idempotency-Keys. */
export async function platformLog(): Promise<{ calls: Record<string, number>; pending: number; keys: string[] }> {
  return (await (await fetch(`http://${FAILING_PLATFORM_HOST}/__calls`)).json()) as { calls: Record<string, number>; pending: number; keys: string[] };
}

/** The lead queue as the platform's consumer has not yet run: it holds (a copy of) what the site sends. */
export function holdingQueue(): { queue: Queue<LeadQueueMessage>; held: LeadQueueMessage[] } {
  const held: LeadQueueMessage[] = [];
  const queue = { send: async (body: LeadQueueMessage) => void held.push(structuredClone(body)) };
  return { queue: queue as unknown as Queue<LeadQueueMessage>, held };
}

/** A request answered by the worker; with `settle`, its background work (cache writes) is awaited too. */
export async function request(url: string, vars: Partial<Env> = {}, init: RequestInit = {}, settle = false): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, init), { ...env, ...vars } as unknown as Env, ctx);
  const answer = new Response(await response.arrayBuffer(), response);
  if (settle) await waitOnExecutionContext(ctx);
  else void waitOnExecutionContext(ctx);
  return answer;
}

/**
 * Visits pages while the platform answers (the embedded one), so the site, its menus and those
 * pages are cached; answers the last one's address after redirects.
 */
export async function visitWhileUp(...urls: string[]): Promise<string> {
  let last = '';
  for (const url of urls) {
    let response = await request(url, {}, {}, true);
    if (response.status === 301) response = await request(new URL(response.headers.get('Location')!, url).href, {}, {}, true);
    expect(response.status, url).toBe(200);
    last = url;
  }
  return last;
}

/** A form posted as an island does (JSON) or as a browser without JavaScript does. */
export function post(url: string, fields: Record<string, string | string[] | number>, as: 'json' | 'form', vars: Partial<Env> = DOWN): Promise<Response> {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
  return request(url, vars, {
    method: 'POST',
    headers:
      as === 'json'
        ? { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': CLIENT }
        : { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', 'CF-Connecting-IP': CLIENT },
    body: as === 'json' ? JSON.stringify(fields) : form.toString(),
  });
}

/** The page's address of an estate of site 1 on offer with a future viewing slot, in `locale`, and that slot. */
export async function estateWithSlot(locale: Locale): Promise<{ estateId: number; slotId: number; path: string }> {
  const row = await env.DB.prepare(
    `SELECT s.id AS slotId, s.estate_id AS estateId FROM agenda_slots s JOIN estates e ON e.id = s.estate_id
     WHERE s.site_id = 1 AND e.status IN ('FOR_SALE', 'TO_RENT') AND e.parent_id IS NULL
       AND json_extract(e.document, '$.general.address.visible') = 1 AND s.starts_at > ?1
     ORDER BY s.starts_at LIMIT 1`,
  )
    .bind(new Date(Date.now() + 86_400_000).toISOString())
    .first<{ slotId: number; estateId: number }>();
  const redirect = await request(`http://localhost/${locale}/${OFFER[locale]}/${row!.estateId}`, {}, {}, true);
  expect(redirect.status).toBe(301);
  return { ...row!, path: redirect.headers.get('Location')! };
}

/** A published holiday unit of site 1 for two guests, one of its free future periods, and its page in `locale`. */
export async function unitWithPeriod(locale: Locale): Promise<{ unitId: number; periodId: number; path: string }> {
  const row = await env.DB.prepare(
    `SELECT p.unit_id AS unitId, p.id AS periodId FROM rental_periods p JOIN rental_units u ON u.id = p.unit_id
     WHERE u.site_id = 1 AND u.published = 1 AND coalesce(u.max_occupation, 2) >= 2 AND p.available = 1 AND p.start_date > ?1
     ORDER BY p.start_date, p.id LIMIT 1`,
  )
    .bind(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10))
    .first<{ unitId: number; periodId: number }>();
  return { ...row!, path: `/${locale}/${HOLIDAY[locale]}/${row!.unitId}` };
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
