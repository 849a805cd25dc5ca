import { proxy } from 'valtio';
import { CAPTCHA_FIELD, type ContactField, prefixedMessage } from '../../shared/domain/contact-form';

export type ContactStatus = 'idle' | 'loading' | 'success' | 'error';

export interface ContactFormState {
  status: ContactStatus;
  /** The privacy-consent label is marked until the next valid attempt (SPEC §5). */
  consentError: boolean;
  /** Messages per field, from the server's validation. */
  fieldErrors: Partial<Record<ContactField, string>>;
}

export interface ContactFormOptions {
  action: string;
  /** Obtains the captcha token first (SPEC §7); '' when no captcha is configured. */
  captchaToken: () => Promise<string>;
  /** Where the page was opened: ?source=estimate prefixes the text. */
  pageSearch: string;
  send?: typeof fetch;
}

/**
 * The contact form's state and its submit (SPEC §4): idle → loading → success (form reset)
 * or error; a second submit while loading is ignored; without consent nothing is sent.
 * Created per island in the browser, never on the server.
 */
export function createContactFormStore(initial: Partial<ContactFormState> = {}) {
  const state = proxy<ContactFormState>({ status: 'idle', consentError: false, fieldErrors: {}, ...initial });

  async function submit(form: HTMLFormElement, options: ContactFormOptions): Promise<void> {
    if (state.status === 'loading') return;
    const data = new FormData(form);
    if (data.get('privacy') === null) {
      state.consentError = true;
      return;
    }
    state.consentError = false;
    state.fieldErrors = {};
    state.status = 'loading';
    try {
      data.set(CAPTCHA_FIELD, await options.captchaToken());
      // Every named field with its value; unchecked checkboxes are simply absent.
      const payload: Record<string, string> = {};
      for (const [name, value] of data.entries()) if (typeof value === 'string') payload[name] = value;
      payload.message = prefixedMessage(payload.message ?? '', new URLSearchParams(options.pageSearch).get('source'));
      const response = await (options.send ?? fetch)(options.action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload),
      });
      if (response.status >= 400) {
        const body = (await response.json().catch(() => ({}))) as { fields?: ContactFormState['fieldErrors'] };
        state.fieldErrors = body.fields ?? {};
        state.status = 'error';
        console.error('contact form not sent', response.status);
        return;
      }
      form.reset();
      state.status = 'success';
    } catch (error) {
      console.error('contact form not sent', error);
      state.status = 'error';
    }
  }

  return { state, submit };
}
