import type { ReactNode } from 'react';
import { useFailedForm } from '../render';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control with its error (and hint) beside it, tied to it for screen readers. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children({ ...(error ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The message above a form that did not go through: announced, and on a failed form's answer
 * (renderPage's status) the error summary, focused as the page loads (the autofocus attribute,
 * no script), so a screen reader reads it first and Tab goes on to the form. `block`: a summary
 * of paragraphs and lists (a listing the legal guard refused), a div.
 */
export function FormAlert({ children, block = false }: { children: ReactNode; block?: boolean }) {
  const failed = useFailedForm();
  const Tag = block ? 'div' : 'p';
  return (
    <Tag className="alert" role="alert" {...(failed ? { tabIndex: -1, autoFocus: true, 'data-error-summary': '' } : {})}>
      {children}
    </Tag>
  );
}
