/*
 * A request an AI assistant made for a person through the agency's MCP server, kept by the
 * platform until its person confirms it by the mailed link (docs/assistants.md "Requests"): the
 * site API's wire types of POST /assistant-requests, GET /assistant-requests/{token} and POST
 * /assistant-requests/{token}/confirm.
 */

/** What an assistant asks for a person: a viewing of a slot, or a message to the agency (about a listing or not). */
export type AssistantRequestKind = 'viewing' | 'contact';

/** The write a request becomes once confirmed, as the site's viewing or contact form sends it. */
export interface AssistantWrite {
  locale: string;
  firstName: string;
  /** Left out by a message whose person gave one name. */
  lastName?: string;
  email: string;
  phone?: string;
  message?: string;
  estateId?: number;
  slotId?: number;
}

/** POST /assistant-requests: what the assistant asked, and its client's name. */
export interface AssistantRequestBody {
  kind: AssistantRequestKind;
  client: string;
  write: AssistantWrite;
}

/** POST /assistant-requests's answer: the request kept (201), or the one kept before under the same key (200). */
export interface AssistantRequestKept {
  id: string;
  email: string;
  expiresAt: string;
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
