import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { submitContact } from '../forms/contact';
import { readPayload } from '../forms/payload';
import { formJson } from '../forms/result';

/**
 * POST /{lang}/ajax/contact-form-handler: a contact request as JSON, for the
 * contact form island; a page's own form without JavaScript posts to the page (its action).
 */
export async function contactFormHandler(c: Context<AppEnv>): Promise<Response> {
  const result = await submitContact(c, await readPayload(c));
  return formJson(c, result, result.ok ? { id: result.data.id } : {});
}
