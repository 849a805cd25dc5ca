/** A request sent from the valuation page (?source=estimate) starts with this Dutch phrase. */
export const ESTIMATE_PREFIX = 'Aanvraag gratis schatting - ';

/** The text prefixed for a valuation request, once only. */
export function prefixedMessage(message: string, source: string | null | undefined): string {
  if (source !== 'estimate' || message.startsWith(ESTIMATE_PREFIX)) return message;
  return ESTIMATE_PREFIX + message;
}

/** The fields of the contact form, in their order on the page. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number] | 'privacy' | 'captcha';

/** Field name of the captcha token the provider's script fills in. */
export const CAPTCHA_FIELD = 'g-recaptcha-response';

/**
 * Field name of a visitor form's key (a UUID), made in the browser when the form is first sent
 * (client/stores/form-submit.ts) and kept for its retries: the site sends the form's write under
 * it (worker/site/forms/write-key.ts), so a retry is answered as the first was.
 */
export const FORM_KEY_FIELD = 'formKey';
