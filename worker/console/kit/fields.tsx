import type { ReactNode } from 'react';
import { useFailedForm } from './render';

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

/** One choice of a select: the value posted and the label shown. */
export type Choice = readonly [value: string, label: string];

/** Choices of values and their labels, after `none` (the empty value's label) when given. */
export const choicesOf = <V extends string>(values: readonly V[], label: (value: V) => string, none?: string): Choice[] => [
  ...(none === undefined ? [] : [['', none] as const]),
  ...values.map((value) => [value, label(value)] as const),
];

/** The options of a select, one a choice, in order. */
export function Options({ choices }: { choices: readonly Choice[] }) {
  return choices.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

/**
 * A labelled select (a Field): its choices in order, or `children` where options are written
 * out (grouped, or one kept from before), the value chosen, a hint and an error beside it.
 */
export function ChoiceSelect({
  id,
  name,
  label,
  choices = [],
  value,
  error,
  hint,
  children,
}: {
  id: string;
  name: string;
  label: string;
  choices?: readonly Choice[];
  value?: string | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(described) => (
        <select id={id} name={name} defaultValue={value} {...described}>
          {children}
          <Options choices={choices} />
        </select>
      )}
    </Field>
  );
}

/**
 * A form of an editor posting one operation (`op`) against the version it was opened at, with
 * its CSRF token and the item it acts on (`item`: `at`, `index`); the server checks the fields
 * (noValidate) and shows its errors beside them.
 */
export interface OpFormProps {
  action: string;
  csrf: string;
  version: number;
  op: string;
  item?: Record<string, string | number | undefined>;
  label?: string | undefined;
  className?: string | undefined;
  files?: boolean;
  children?: ReactNode;
}

/** A form posting one operation: see OpFormProps. */
export function OpForm({ action, csrf, version, op, item = {}, label, className, files, children }: OpFormProps) {
  return (
    <form method="post" action={action} className={className} aria-label={label} encType={files ? 'multipart/form-data' : undefined} noValidate>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="version" value={String(version)} />
      <input type="hidden" name="op" value={op} />
      {Object.entries(item).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />))}
      {children}
    </form>
  );
}

/** What was just done, announced to screen readers (a save, a sent invitation). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="notice" role="status">
      {children}
    </p>
  );
}
