import type { ReactNode, RefObject } from 'react';
import type { Captcha } from './captcha';

/** Pieces every visitor form shares: labelled fields with their messages, the privacy consent, and the form's end. */

/** The words every visitor form has: consent, its link and reminder, the button, and the outcome. */
export type FormLabelKey = 'privacy' | 'privacyLink' | 'required' | 'send' | 'sending' | 'success' | 'error';

/** A form's labels: its own fields' words plus those every form has. */
export type FormLabels<K extends string> = Record<K | FormLabelKey, string>;

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

/** A text field as a row of a form's table: all but the form's id, what was typed and the server's message. */
export type TextFieldSpec = Omit<TextFieldProps, 'formId' | 'defaultValue' | 'error'>;

export function TextField({ type = 'text', maxLength, autoComplete, defaultValue = '', ...field }: TextFieldProps) {
  return (
    <Field {...field} control={(props) => <input {...props} type={type} maxLength={maxLength} autoComplete={autoComplete} defaultValue={defaultValue} />} />
  );
}

/** What a visitor form's fields read: the form's id, what was typed (a form that came back), the server's messages. */
export interface FormFill {
  id: string;
  values: Record<string, string>;
  errors: Readonly<Partial<Record<string, string>>>;
}

/** The visitor's message: a text area with what was typed and the server's message. */
export function MessageField({
  form,
  label,
  required,
  rows,
  maxLength,
}: {
  form: FormFill;
  label: string;
  required?: boolean;
  rows: number;
  maxLength: number;
}) {
  return (
    <Field
      formId={form.id}
      name="message"
      label={label}
      required={required}
      error={form.errors.message}
      control={(props) => <textarea {...props} rows={rows} maxLength={maxLength} defaultValue={form.values.message ?? ''} />}
    />
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

type PersonField = 'firstName' | 'lastName' | 'email' | 'phone';

/**
 * The visitor's first and last name, e-mail and phone, all required; `phone` changes the phone
 * field (the contact form's is optional, and longer).
 */
export function personFields(labels: Record<PersonField, string>, phone?: Partial<TextFieldSpec>): TextFieldSpec[] {
  return [
    { name: 'firstName', label: labels.firstName, required: true, maxLength: 100, autoComplete: 'given-name' },
    { name: 'lastName', label: labels.lastName, required: true, maxLength: 100, autoComplete: 'family-name' },
    { name: 'email', label: labels.email, type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
    { name: 'phone', label: labels.phone, type: 'tel', required: true, maxLength: 40, autoComplete: 'tel', ...phone },
  ];
}

/** Text fields side by side on a wide screen, each with what was typed and the server's message. */
export function TextFieldGrid({ form, fields }: { form: FormFill; fields: TextFieldSpec[] }) {
  return (
    <div className="contact-form__grid">
      {fields.map((field) => (
        <TextField key={field.name} formId={form.id} {...field} defaultValue={form.values[field.name]} error={form.errors[field.name]} />
      ))}
    </div>
  );
}

/** What the end of a visitor form shows of its state (client/stores/form-submit.ts). */
export interface FormEndState {
  status: 'idle' | 'loading' | 'success' | 'error';
  /** The consent box was left unchecked on the last attempt. */
  consentError: boolean;
  fieldErrors: { readonly privacy?: string; readonly captcha?: string };
  /** The server's message when the form was refused or is being confirmed; the form's own text otherwise. */
  message?: string | undefined;
}

/**
 * The end of a visitor form: the privacy consent (marked when left unchecked or refused by the
 * server), the captcha widget's place (Turnstile) and its message, the alerts of the last attempt
 * (announced), and the submit button, disabled while sending.
 */
export function FormEnd({
  formId,
  state,
  captcha,
  captchaBox,
  privacyHref,
  labels,
}: {
  formId: string;
  state: FormEndState;
  captcha: Captcha | null;
  /** Where Turnstile renders its widget (useCaptcha). */
  captchaBox: RefObject<HTMLDivElement | null>;
  privacyHref: string;
  labels: Record<FormLabelKey, string>;
}) {
  const { status, fieldErrors, message } = state;
  return (
    <>
      <ConsentCheck
        formId={formId}
        invalid={state.consentError || Boolean(fieldErrors.privacy)}
        message={fieldErrors.privacy ?? labels.required}
        privacyHref={privacyHref}
        labels={labels}
      />
      {captcha?.provider === 'turnstile' ? <div ref={captchaBox} className="contact-form__captcha" /> : null}
      {fieldErrors.captcha ? <p className="form-field__error">{fieldErrors.captcha}</p> : null}
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
