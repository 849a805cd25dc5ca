import type { Context } from 'hono';
import { withLocalPort } from '../../../shared/domain/site-origin';

/**
 * An answer whose `siteOrigin` (where the site's relative links lead) takes the console's port
 * when both run locally (npm start answers every hostname on one port).
 */
export function localOrigin<T extends { siteOrigin?: string }>(c: Context, answer: T): T {
  return answer.siteOrigin ? { ...answer, siteOrigin: withLocalPort(answer.siteOrigin, c.req.url) } : answer;
}
