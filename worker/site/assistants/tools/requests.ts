import * as z from 'zod/mini';
import { ATTRIBUTION_UNPRINTABLE } from '../../../../shared/contract/attribution';
import { FIELD_LIMITS } from '../../../../shared/contract/limits';
import { keyFromText } from '../../../../shared/contract/queue-message';
import { createTranslator } from '../../../../shared/i18n';
import { LOCALES } from '../../../../shared/i18n/locales';
import { emailField, optionalPhoneField, optionalText, phoneField, requiredText } from '../../forms/fields';
import { siteApi } from '../../upstream';
import { type AssistantRequestKind, type AssistantWrite, createAssistantRequest } from '../../upstream/assistant-requests';
import { UpstreamError } from '../../upstream/client';
import { getVisibleEstate } from '../../upstream/estates';
import type { AssistantTool, ToolCall, ToolResult } from '../tool';

/*
 * Requests through an assistant (docs/assistants.md "Requests"): never written on the assistant's
 * word. A call keeps the request on the platform and mails the person a link to the site's
 * confirm page; nothing reaches the agency until they follow it and press its button. The fields
 * are the site's forms' (forms/fields.ts): the viewing form's for a viewing, the contact form's
 * for a message.
 */

const ID = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const person = {
  firstName: requiredText(FIELD_LIMITS.name),
  lastName: requiredText(FIELD_LIMITS.name),
  email: emailField(),
  language: z.optional(z.enum(LOCALES)),
};

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  message?: string | undefined;
}

/** The client's name as a lead's origin keeps it: printable, at most 100 characters. */
const originName = (client: string) =>
  client.replace(new RegExp(ATTRIBUTION_UNPRINTABLE.source, 'gu'), ' ').replace(/\s+/g, ' ').trim().slice(0, 100) || 'unknown';

/**
 * Keeps a request and has the person mailed; the answer says where the mail went. Made under a
 * key of the request itself (site, client, fields, day), so an assistant calling again (a retry
 * after a timeout or a 503) makes no second request nor mail and gets the first answer. The
 * platform counts the requests kept for the address (five a day on a site,
 * worker/platform/site-api/assistant-requests.ts): only a request it keeps counts, never a retry
 * nor a call that failed.
 */
async function pendingRequest(
  call: ToolCall,
  kind: AssistantRequestKind,
  listingId: number | undefined,
  fields: Person & { slotId?: number },
): Promise<ToolResult> {
  const { c, locale } = call;
  const t = createTranslator(locale);
  const site = c.get('site');
  const api = siteApi(c.get('upstream'), site, locale);
  const refusal = (key: string) => ({ text: t(`assistantRequest.${key}`), isError: true });
  if (listingId !== undefined) {
    try {
      await getVisibleEstate(api, listingId);
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return refusal('listingUnknown');
      throw error;
    }
  }
  const write: AssistantWrite = {
    locale,
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    ...(fields.phone ? { phone: fields.phone } : {}),
    ...(fields.message ? { message: fields.message } : {}),
    ...(listingId !== undefined ? { estateId: listingId } : {}),
    ...(fields.slotId !== undefined ? { slotId: fields.slotId } : {}),
  };
  const client = originName(call.client);
  const key = await keyFromText(JSON.stringify(['assistant-request', site.id, kind, client, new Date().toISOString().slice(0, 10), write]));
  try {
    const made = await createAssistantRequest(api, { kind, client, write }, key);
    return {
      text: t('assistantRequest.mailed', { email: made.email, agency: site.name }),
      structured: { status: 'awaiting-confirmation', email: made.email, expiresAt: made.expiresAt },
    };
  } catch (error) {
    const code = error instanceof UpstreamError ? (error.body as { details?: { code?: unknown } } | undefined)?.details?.code : undefined;
    if (error instanceof UpstreamError && error.status === 409 && code === 'rateLimited') return refusal('rateLimited');
    // An agency that sends no mail yet: the person could never confirm, so nothing is asked; the agency's own ways are named.
    if (error instanceof UpstreamError && error.status === 409 && code === 'noMail')
      return { text: t('assistantRequest.noMail', { agency: site.name, phone: site.contact?.phone ?? '', email: site.contact?.email ?? '' }), isError: true };
    // The slot taken or no longer offered since the assistant read it.
    if (kind === 'viewing' && error instanceof UpstreamError && (error.status === 404 || error.status === 409)) return refusal('slotGone');
    throw error;
  }
}

interface ViewingArgs extends Person {
  id: number;
  slotId?: number | undefined;
  phone: string;
}

/**
 * request_viewing: a viewing of a listing for a person who confirms it by mail: at one of its
 * free slots (get_viewing_slots), booked once confirmed; or, without a slot (the listing has
 * none online, or the agency's search is switched off and with it the slots), a message to the
 * agency about the listing asking a viewing, the agency proposing the time.
 */
export const requestViewing: AssistantTool<ViewingArgs> = {
  name: 'request_viewing',
  group: 'requests',
  args: z.object({ id: ID, slotId: z.optional(ID), ...person, phone: phoneField(), message: optionalText(1000) }),
  run(call, { id, slotId, ...fields }) {
    if (slotId !== undefined) return pendingRequest(call, 'viewing', id, { ...fields, slotId });
    const wish = createTranslator(call.locale)('assistantRequest.viewingWish');
    return pendingRequest(call, 'contact', id, { ...fields, message: fields.message ? `${wish}\n\n${fields.message}` : wish });
  },
};

interface ContactArgs extends Person {
  id?: number | undefined;
  message: string;
}

/** contact_agency: a message to the agency, about a listing or not, for a person who confirms it by mail. */
export const contactAgency: AssistantTool<ContactArgs> = {
  name: 'contact_agency',
  group: 'requests',
  args: z.object({ id: z.optional(ID), ...person, phone: optionalPhoneField(), message: requiredText(FIELD_LIMITS.message) }),
  run: (call, { id, ...fields }) => pendingRequest(call, 'contact', id, fields),
};
