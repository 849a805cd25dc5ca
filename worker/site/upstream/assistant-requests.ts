import type { SiteApi } from './index';

/** Never cached: a request changes when its person confirms it. */

/** What an assistant asks for a person: a viewing of a slot, or a message to the agency (about a listing or not). */
export type AssistantRequestKind = 'viewing' | 'contact';

/** The write a request becomes once confirmed, as the site's viewing or contact form sends it. */
export interface AssistantWrite {
  locale: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  message?: string;
  estateId?: number;
  slotId?: number;
}

/** A request as the confirm page shows it. */
export interface AssistantRequest {
  kind: AssistantRequestKind;
  state: 'open' | 'confirmed' | 'expired';
  client: string;
  write: AssistantWrite;
  /** The viewing slot's time, for a viewing. */
  start?: string;
  end?: string;
  expiresAt: string;
  leadId: string | null;
  /** Answered by a confirmation: it was confirmed before (the same lead). */
  already?: boolean;
}

/** POST /assistant-requests under `key` (the same call again makes no second request or mail): the person is mailed the link. */
export function createAssistantRequest(
  api: SiteApi,
  body: { kind: AssistantRequestKind; client: string; write: AssistantWrite },
  key: string,
): Promise<{ id: string; email: string; expiresAt: string }> {
  return api.client.request({ method: 'POST', path: '/assistant-requests', siteId: api.siteId, body, idempotencyKey: key });
}

/** GET /assistant-requests/{token} */
export function getAssistantRequest(api: SiteApi, token: string): Promise<AssistantRequest> {
  return api.client.request({ path: `/assistant-requests/${encodeURIComponent(token)}`, siteId: api.siteId });
}

/** POST /assistant-requests/{token}/confirm: written as the site's form would write it, once. */
export function confirmAssistantRequest(api: SiteApi, token: string): Promise<AssistantRequest> {
  return api.client.request({ method: 'POST', path: `/assistant-requests/${encodeURIComponent(token)}/confirm`, siteId: api.siteId });
}
