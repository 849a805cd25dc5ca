import type { Context } from 'hono';
import { keyFromText, LEAD_ID_PATTERN, type LeadPath } from '../../../shared/contract/queue-message';
import { FORM_KEY_FIELD } from '../../../shared/domain/contact-form';
import type { AppEnv } from '../env';

/**
 * The key a visitor's write is sent under (its Idempotency-Key, worker/platform/site-api/write-keys.ts):
 * the same form sent again is the same write, answered as the first one was, never made twice.
 *
 * An island's form has its own key (FORM_KEY_FIELD), made in the browser for that form and kept
 * for its retries until a write is done. A form posted without JavaScript has none it could
 * keep: the page it came from may be a kept page, one document for every visitor, so a key in
 * it would be everyone's. Its key is made of the write itself and the client's address: the same
 * visitor posting the same form again (a reload, the retry after "we are confirming") makes the
 * same key; another visitor, or another request, another. The lead's attribution is left out:
 * the browser fills it on each submit.
 * @example const key = await writeKeyOf(c, '/live-agenda/reservation', payload, body)
 */
export function writeKeyOf(c: Context<AppEnv>, path: LeadPath, payload: Record<string, unknown> | null, body: Record<string, unknown>): Promise<string> {
  const formKey = payload?.[FORM_KEY_FIELD];
  if (typeof formKey === 'string' && LEAD_ID_PATTERN.test(formKey)) return keyFromText(JSON.stringify([path, formKey]));
  const { attribution: _attribution, ...write } = body;
  return keyFromText(JSON.stringify([path, c.req.header('CF-Connecting-IP') ?? '', write]));
}
