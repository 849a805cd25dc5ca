import type { Upstream } from './index';
import { siteRequest } from './site-api';

/**
 * POST /sites/{siteId}/captcha/verify: the platform asks the agency's captcha provider with
 * the agency's secret, which the site worker never holds. Never cached.
 */
export async function verifyAgencyCaptcha(up: Upstream, siteId: number, body: { token: string; remoteIp: string; provider: string }): Promise<boolean> {
  const answer = await up.client.request(siteRequest('POST /sites/:siteId/captcha/verify', { siteId }, { siteId, body }));
  return answer.success === true;
}
