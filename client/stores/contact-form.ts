import { proxy } from 'valtio';
import { type ContactField, prefixedMessage } from '../../shared/domain/contact-form';
import { type FormSubmitOptions, type FormSubmitState, submitForm } from './form-submit';

export type ContactStatus = FormSubmitState<ContactField>['status'];
export type ContactFormState = FormSubmitState<ContactField>;

export interface ContactFormOptions extends Omit<FormSubmitOptions, 'shape'> {
  /** Where the page was opened: ?source=estimate prefixes the text. */
  pageSearch: string;
}

/**
 * The contact form's state and its submit: idle → loading → success (form reset)
 * or error; a second submit while loading is ignored; without consent nothing is sent.
 * Created per island in the browser, never on the server.
 */
export function createContactFormStore(initial: Partial<ContactFormState> = {}) {
  const state = proxy<ContactFormState>({ status: 'idle', consentError: false, fieldErrors: {}, ...initial });
  const submit = async (form: HTMLFormElement, options: ContactFormOptions): Promise<void> => {
    const source = new URLSearchParams(options.pageSearch).get('source');
    await submitForm(state, form, {
      ...options,
      lead: source === 'estimate' ? 'valuation' : 'contact',
      shape: (payload) => ({ ...payload, message: prefixedMessage(payload.message ?? '', source) }),
    });
  };
  return { state, submit };
}
