import { CAPTCHA_FIELD, FORM_KEY_FIELD } from '../../shared/domain/contact-form';

export type FormStatus = 'idle' | 'loading' | 'success' | 'error';

/** The state every visitor form shares (contact form states). */
export interface FormSubmitState<F extends string> {
  status: FormStatus;
  /** The privacy-consent label is marked until the next valid attempt. */
  consentError: boolean;
  /** Messages per field, from the server's validation. */
  fieldErrors: Partial<Record<F, string>>;
  /** The server's message for the whole form (a limit reached, a slot taken…), when it gave one. */
  message?: string;
}

export interface FormSubmitOptions {
  action: string;
  /** Obtains the captcha token first; '' when no captcha is configured. */
  captchaToken: () => Promise<string>;
  /** Changes the fields before they are sent (the contact form prefixes a valuation request). */
  shape?: (payload: Record<string, string>) => Record<string, string>;
  send?: typeof fetch;
  /** The lead this form makes (contact, valuation, viewing, reservation): announced when taken, for the agency's own tags. */
  lead?: string;
}

/**
 * Each form's key (FORM_KEY_FIELD): made when the form is first sent and sent with each try of
 * it, so a retry after no answer or "we are confirming" is the same write, answered as the
 * first (worker/site/forms/write-key.ts); a new one once the server has answered for good.
 */
const formKeys = new WeakMap<HTMLFormElement, string>();

/**
 * Sends a visitor form as JSON to its action and moves its state (a valtio proxy): a second
 * submit while loading is ignored; without the consent box nothing is sent; loading, then
 * success (the form reset; a write still being confirmed, 202, with the server's message) or
 * error with the server's message per field. Returns whether it was taken and the server's
 * answer (what a confirmation shows, or what changed meanwhile).
 */
export async function submitForm<F extends string>(
  state: FormSubmitState<F>,
  form: HTMLFormElement,
  options: FormSubmitOptions,
): Promise<{ sent: boolean; answer: Record<string, unknown> }> {
  const none = { sent: false, answer: {} };
  if (state.status === 'loading') return none;
  const data = new FormData(form);
  if (data.get('privacy') === null) {
    state.consentError = true;
    return none;
  }
  state.consentError = false;
  state.fieldErrors = {};
  state.message = undefined;
  state.status = 'loading';
  try {
    data.set(CAPTCHA_FIELD, await options.captchaToken());
    let key = formKeys.get(form);
    // randomUUID is there in secure contexts only (https, localhost); elsewhere the site keys the write by what it says.
    if (!key && crypto.randomUUID) formKeys.set(form, (key = crypto.randomUUID()));
    if (key) data.set(FORM_KEY_FIELD, key);
    // Every named field with its value; unchecked checkboxes are simply absent.
    let payload: Record<string, string> = {};
    for (const [name, value] of data.entries()) if (typeof value === 'string') payload[name] = value;
    if (options.shape) payload = options.shape(payload);
    const response = await (options.send ?? fetch)(options.action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown> & { fields?: Partial<Record<F, string>> };
    // Answered for good (done or refused): the next send is another write. A 5xx wrote nothing, a 202 may still be made: the same key.
    if (response.status < 500 && response.status !== 202) formKeys.delete(form);
    if (response.status >= 400) {
      state.fieldErrors = answer.fields ?? {};
      state.message = typeof answer.error === 'string' ? answer.error : undefined;
      state.status = 'error';
      console.error('form not sent', options.action, response.status);
      return { sent: false, answer };
    }
    form.reset();
    state.status = 'success';
    if (answer.pending && typeof answer.message === 'string') state.message = answer.message;
    // client/consent/consent.ts, on a site with its own tags, pushes `generate_lead` if the visitor allows it; elsewhere nobody listens.
    if (options.lead) dispatchEvent(new CustomEvent('agency:lead', { detail: options.lead }));
    return { sent: true, answer };
  } catch (error) {
    console.error('form not sent', options.action, error);
    state.status = 'error';
    return none;
  }
}
