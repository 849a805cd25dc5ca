import type { FormSubmitState } from './form-submit';

/** A form posted without JavaScript that came back refused (or still being confirmed): the messages and what was typed. */
export interface ReturnedForm<F extends string> {
  fieldErrors: Partial<Record<F, string>>;
  values: Record<string, string>;
  /** The server's message for the whole form. */
  message?: string;
  /** Sent, and still being confirmed: `message` says so, no error. */
  pending?: boolean;
}

/** A form's first state: idle, or as it came back when posted without JavaScript (`sent`: taken, the page says so). */
export function returnedFormState<F extends string>(returned: ReturnedForm<F> | undefined, sent = false): FormSubmitState<F> {
  return {
    status: sent || returned?.pending ? 'success' : returned ? 'error' : 'idle',
    consentError: false,
    fieldErrors: returned?.fieldErrors ?? {},
    message: returned?.message,
  };
}
