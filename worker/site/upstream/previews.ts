import type { PreviewGrant } from '../../../shared/contract/preview';
import type { Upstream } from './index';
import { siteRequest } from './site-api';

/**
 * POST /sites/{siteId}/previews/consume `{ token, section? }`: a preview link used (once), answered
 * with its grant, or a 410 (`section`: the console's framed preview of one section, which is not
 * the owner reviewing the site); POST /sites/{siteId}/previews/check `{ grant }`: until when a grant
 * holds, or a 404. Never cached (middleware/coming-soon.ts remembers a check briefly).
 */
export function previewCall(
  up: Upstream,
  siteId: number,
  call: 'consume' | 'check',
  body: { token: string; section?: true } | { grant: string },
): Promise<PreviewGrant> {
  if (call === 'consume')
    return up.client.request(siteRequest('POST /sites/:siteId/previews/consume', { siteId }, { siteId, body: body as { token: string } }));
  return up.client.request(siteRequest('POST /sites/:siteId/previews/check', { siteId }, { siteId, body: body as { grant: string } }));
}
