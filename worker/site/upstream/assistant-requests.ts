import type { AssistantRequest, AssistantRequestBody, AssistantRequestKept } from '../../../shared/contract/assistant-requests';
import type { SiteApi } from './index';
import { siteRequest } from './site-api';

export type { AssistantRequest, AssistantRequestKind, AssistantWrite } from '../../../shared/contract/assistant-requests';

/* Never cached: a request changes when its person confirms it. */

/** POST /assistant-requests under `key` (the same call again makes no second request or mail): the person is mailed the link. */
export function createAssistantRequest(api: SiteApi, body: AssistantRequestBody, key: string): Promise<AssistantRequestKept> {
  return api.client.request(siteRequest('POST /assistant-requests', {}, { siteId: api.siteId, body, idempotencyKey: key }));
}

/** GET /assistant-requests/{token} */
export function getAssistantRequest(api: SiteApi, token: string): Promise<AssistantRequest> {
  return api.client.request(siteRequest('GET /assistant-requests/:token', { token }, { siteId: api.siteId }));
}

/** POST /assistant-requests/{token}/confirm: written as the site's form would write it, once. */
export function confirmAssistantRequest(api: SiteApi, token: string): Promise<AssistantRequest> {
  return api.client.request(siteRequest('POST /assistant-requests/:token/confirm', { token }, { siteId: api.siteId }));
}
