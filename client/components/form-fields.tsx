import type { ReactNode, RefObject } from 'react';

/** Pieces every visitor form shares: a labelled text field with its message, and the privacy consent. */

/** What a control needs to be tied to its label and message. */
export interface ControlProps {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form field (a '*' when required) with the server's message under it; `control`
 * renders the input, select or textarea with the props that tie it to both.
 * @example <Field formId="reservation" name="guests" label="Aantal personen" required error={…} control={(props) => <input {...props} type="number" />} />
 */
export function Field({
  formId,
  name,
  label,
  required = false,
  error,
  control,
}: {
  formId: string;
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  control: (props: ControlProps) => ReactNode;
}) {
  const id = `${formId}-${name}`;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {control({ id, name, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
      {error ? (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps {
  /** The form's id: the field's id is `${formId}-${name}`. */
  formId: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  maxLength: number;
  autoComplete: string;
  defaultValue?: string;
  /** The server's message about this field. */
  error?: string;
}

export function TextField({ type = 'text', maxLength, autoComplete, defaultValue = '', ...field }: TextFieldProps) {
  return (
    <Field {...field} control={(props) => <input {...props} type={type} maxLength={maxLength} autoComplete={autoComplete} defaultValue={defaultValue} />} />
  );
}

/**
 * The required privacy consent: the box, the label with its link, and when it is
 * marked (checked on the client before sending, or refused by the server) the message.
 */
export function ConsentCheck({
  formId,
  invalid,
  message,
  privacyHref,
  labels,
}: {
  formId: string;
  invalid: boolean;
  message: string;
  privacyHref: string;
  labels: { privacy: string; privacyLink: string };
}) {
  const id = `${formId}-privacy`;
  return (
    <div className={`form-check${invalid ? ' form-check--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name="privacy"
        value="yes"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      <label htmlFor={id} className={invalid ? 'has-error' : undefined}>
        {labels.privacy}{' '}
        <a href={privacyHref} target="_blank" rel="noopener">
          {labels.privacyLink}
        </a>{' '}
        <span aria-hidden="true">*</span>
      </label>
      {invalid ? (
        <p className="form-field__error" id={`${id}-error`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The end of a visitor form: the captcha widget's place (Turnstile) and its message, the
 * alerts of the last attempt (announced), and the submit button, disabled while sending.
 */
/** The words every visitor form has: consent, its link and reminder, the button, and the outcome. */
export type FormLabelKey = 'privacy' | 'privacyLink' | 'required' | 'send' | 'sending' | 'success' | 'error';

/** A form's labels: its own fields' words plus those every form has. */
export type FormLabels<K extends string> = Record<K | FormLabelKey, string>;

/** A form posted without JavaScript that came back refused (or still being confirmed): the messages and what was typed. */
export interface ReturnedForm<F extends string> {
  fieldErrors: Partial<Record<F, string>>;
  values: Record<string, string>;
  /** The server's message for the whole form. */
  message?: string;
  /** Sent, and still being confirmed: `message` says so, no error. */
  pending?: boolean;
}

export function FormFooter({
  status,
  captchaBox,
  captchaError,
  message,
  labels,
}: {
  status: 'idle' | 'loading' | 'success' | 'error';
  /** The server's message when the form was refused or is being confirmed; the form's own text otherwise. */
  message?: string | undefined;
  /** Where Turnstile renders its widget; null without a widget to show. */
  captchaBox: RefObject<HTMLDivElement | null> | null;
  captchaError?: string;
  labels: { success: string; error: string; send: string; sending: string };
}) {
  return (
    <>
      {captchaBox ? <div ref={captchaBox} className="contact-form__captcha" /> : null}
      {captchaError ? <p className="form-field__error">{captchaError}</p> : null}
      <div role="status" aria-live="polite">
        {status === 'success' ? <p className="alert alert--success">{message || labels.success}</p> : null}
        {status === 'error' ? <p className="alert alert--danger">{message || labels.error}</p> : null}
      </div>
      <button className="button" type="submit" disabled={status === 'loading'}>
        {status === 'loading' ? labels.sending : labels.send}
      </button>
    </>
  );
}
