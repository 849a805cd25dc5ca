import type { Context } from 'hono';
import { MAX_WEBHOOK_BODY_CHARS } from '../../../shared/contract/limits';
import type { AppEnv } from '../env';
import { UpstreamError } from '../upstream/client';
import { logFailure } from '../log';

/** What the platform answers a webhook with that is passed on as it is. */
const RELAYED = [400, 404, 413, 429];
/** Seconds a CRM is asked to wait while the platform does not answer. */
const OUTAGE_RETRY_AFTER_S = 60;

/**
 * POST /hooks/{crm}/{connection id}.{token}: a CRM's webhook on the agency's own hostname,
 * relayed to the platform (worker/platform/sync/hooks.ts), which knows the CRMs, queues the
 * event and answers 202 at once. Its 404 (an address of no CRM's too), 400, 413 and 429 (with
 * Retry-After) are passed on; a platform outage is 503 with Retry-After, so the CRM tries again.
 */
export async function crmHook(c: Context<AppEnv>): Promise<Response> {
  const credential = c.req.param('credential') ?? '';
  if (!/^[1-9]\d{0,14}\.[A-Za-z0-9_-]{43}$/.test(credential)) return c.json({ error: 'No such webhook address' }, 404);
  const text = await c.req.text();
  if (text.length > MAX_WEBHOOK_BODY_CHARS) return c.json({ error: `A webhook body is at most ${MAX_WEBHOOK_BODY_CHARS} characters` }, 413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return c.json({ error: 'Not a webhook: the body is not JSON' }, 400);
  }
  try {
    const answer = await c
      .get('upstream')
      .client.request<object>({ method: 'POST', path: `/hooks/${c.req.param('crm')}/${credential}`, body, relayed: RELAYED });
    return c.json(answer, 202);
  } catch (error) {
    if (error instanceof UpstreamError && RELAYED.includes(error.status)) {
      const answer = (error.body ?? { error: error.message }) as { details?: { retryAfter?: number } };
      if (error.status === 429) c.header('Retry-After', String(answer.details?.retryAfter ?? OUTAGE_RETRY_AFTER_S));
      return c.json(answer, error.status as 400);
    }
    logFailure('webhook: the platform did not take it', error);
    c.header('Retry-After', String(OUTAGE_RETRY_AFTER_S));
    return c.json({ error: 'The platform cannot take this webhook now: try again later' }, 503);
  }
}
