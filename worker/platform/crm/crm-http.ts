import type * as z from 'zod';
import { CrmError, kindOfStatus, retryAfterSeconds } from './crm-error';

/** A CRM that has not answered by then has failed this try (the queue retries it). */
export const CRM_TIMEOUT_MS = 15_000;

/** How a client reaches its CRM: the fetch to use (tests pass their own) and the time limit. */
export interface CrmTransportOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The part of an error body worth logging: a JSON message field if any, else the text. */
async function errorDetail(response: Response): Promise<string | undefined> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const parts = [body.error_description, body.message, body.Message, body.ExceptionMessage, body.MessageDetail, body.error].filter(
      (part): part is string => typeof part === 'string' && part !== '',
    );
    if (parts.length > 0) return parts.join(' ');
  } catch {
    // not JSON: the text itself
  }
  return text.slice(0, 500);
}

/**
 * One HTTP call to a CRM: answers the response when it is a 2xx, else throws a CrmError whose
 * kind says what the status means (crm-error.ts). No answer within `timeoutMs` is a `timeout`,
 * a network failure `unavailable`. Redirects are not followed: a CRM answers where it is asked.
 * @example const response = await crmFetch('sweepbright', url, { headers }, { timeoutMs: 5000 })
 */
export async function crmFetch(crm: string, url: string, init: RequestInit, options: CrmTransportOptions = {}): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? CRM_TIMEOUT_MS;
  const send = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') throw new CrmError(crm, 'timeout', `no answer within ${timeoutMs} ms`);
    throw new CrmError(crm, 'unavailable', `not reachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const kind = kindOfStatus(response.status);
  if (!kind) return response;
  const detail = await errorDetail(response);
  throw new CrmError(crm, kind, `${init.method ?? 'GET'} ${new URL(url).pathname} answered ${response.status}`, {
    status: response.status,
    retryAfterSeconds: retryAfterSeconds(response.headers.get('Retry-After')),
    detail,
  });
}

/**
 * The JSON body of a 2xx answer read through `schema`; a body that is not JSON or not of that
 * shape is a `bad-answer` CrmError naming the first wrong field. A body that stops coming (the
 * call's time limit reached while it is read, the connection lost) is no answer: a `timeout` or
 * `unavailable`, retried like one, never a bad answer that fails an import for good.
 */
export async function readJson<Schema extends z.ZodType>(crm: string, response: Response, schema: Schema): Promise<z.output<Schema>> {
  const path = new URL(response.url || 'http://crm/').pathname;
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') throw new CrmError(crm, 'timeout', `${path}: its answer did not come whole in time`);
    throw new CrmError(crm, 'unavailable', `${path}: its answer broke off: ${error instanceof Error ? error.message : String(error)}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new CrmError(crm, 'bad-answer', `${path} answered with a body that is not JSON`);
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new CrmError(crm, 'bad-answer', `unexpected answer at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
}

/** Drains a body we do not read, so the connection is released at once. */
export async function discardBody(response: Response): Promise<void> {
  await response.body?.cancel();
}

/** `base` joined with `path`, keeping the base's own path (`…/api/` + `estates/1`). */
export function crmUrl(base: string, path: string): string {
  return new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`).toString();
}

/**
 * A CRM's API address: its `{KIND}_API_URL` var when set (a fake CRM locally and in tests; no
 * configuration declares it, so a new CRM adds no binding), else the one it documents.
 */
export const apiUrl = (env: object, name: string, documented: string): string =>
  ((env as Record<string, unknown>)[name] as string | undefined)?.trim() || documented;
