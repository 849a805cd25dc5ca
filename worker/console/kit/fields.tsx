import type { ComponentProps, ReactNode } from 'react';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import { t } from './i18n';
import { SiteShell, useFailedForm } from './render';

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
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The error of a field or a group of choices (`{id}-error`, which the control's aria-describedby names), or nothing. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p className="field-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** A labelled input (a Field) of the given id and name; the rest are the input's own attributes. */
export function InputField({
  id,
  name,
  label,
  error,
  hint,
  ...input
}: { id: string; name: string; label: string; error?: string | undefined; hint?: ReactNode } & Omit<ComponentProps<'input'>, 'id' | 'name'>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(described) => <input id={id} name={name} {...input} {...described} />}
    </Field>
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
    <PostForm action={action} csrf={csrf} className={className} aria-label={label} encType={files ? 'multipart/form-data' : undefined} noValidate>
      <Hidden fields={{ version, op, ...item }} />
      {children}
    </PostForm>
  );
}

/** Values a form sends without showing them, as hidden inputs in order (an undefined one is left out). */
export function Hidden({ fields }: { fields: Record<string, string | number | undefined> }) {
  return Object.entries(fields).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />));
}

/**
 * A form posting to `action` with the session's CSRF token first (the guard checks it), then
 * `children`; the rest are the form's own attributes, in the order given.
 */
export function PostForm({ action, csrf, children, ...form }: { action: string; csrf: string; children?: ReactNode } & Omit<ComponentProps<'form'>, 'method'>) {
  return (
    <form method="post" action={action} {...form}>
      <input type="hidden" name="_csrf" value={csrf} />
      {children}
    </form>
  );
}

/**
 * A submit button saying `label`; where a list holds one per item, named for screen readers
 * with the item it acts on (`of`: "Remove: Jan Peeters") or by a whole sentence (`named`).
 */
export function SubmitButton({ label, of, named, className }: { label: string; of?: string; named?: string; className?: string }) {
  return (
    <button type="submit" className={className} aria-label={of === undefined ? named : `${label}: ${of}`}>
      {label}
    </button>
  );
}

/** A form of one button (send again, retry, sign out everywhere): `fields` sent hidden, `form` the form's class; the rest is the button's (SubmitButton). */
export function PostButton({
  action,
  csrf,
  fields = {},
  form,
  ...button
}: { action: string; csrf: string; fields?: Record<string, string | number | undefined>; form?: string } & ComponentProps<typeof SubmitButton>) {
  return (
    <PostForm action={action} csrf={csrf} className={form}>
      <Hidden fields={fields} />
      <SubmitButton {...button} />
    </PostForm>
  );
}

/** What a screen's form came back with: errors by input id, the alert above the form, whether it was saved. */
export interface FormResult {
  errors: Record<string, string>;
  alert?: string;
  saved?: boolean;
}

/** An editor's form result, with a refused form's typing: `Where` it was typed (an item, a text) and the values by field name. */
export interface EditorResult<Where> extends FormResult {
  typed?: Where & { values: Record<string, string> };
}

/** What became of a screen's last form, at its top: `saved` (what was done) once it went through, its `alert` when it did not. */
export function FormOutcome({ saved, alert }: { saved?: ReactNode; alert?: string | undefined }) {
  return (
    <>
      {saved && <Notice>{saved}</Notice>}
      {alert && <FormAlert>{alert}</FormAlert>}
    </>
  );
}

/**
 * A site's screen of one form saved live (its settings, tags, CRM origins): the last post's
 * outcome, the screen's intro (`{words}.intro`, then `more`), the form posting to the screen's own
 * address with its fields and a save button, and what follows the form (`after`). `words` is the
 * screen's prefix in locales/console.json (its `.title`, `.saved` and `.intro`).
 */
export function SiteFormScreen({
  locale,
  session,
  site,
  screen,
  words,
  form,
  more,
  after,
  children,
}: {
  locale: Locale;
  session: ConsoleSession;
  site: { id: number; name: string };
  screen: string;
  words: string;
  form: Pick<FormResult, 'saved' | 'alert'>;
  more?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SiteShell locale={locale} session={session} site={site} title={`${words}.title`} screen={screen}>
      <FormOutcome saved={form.saved && t(locale, `${words}.saved`)} alert={form.alert} />
      <p>{t(locale, `${words}.intro`)}</p>
      {more}
      <PostForm action={`/${locale}/sites/${site.id}/${screen}`} csrf={session.csrf} noValidate>
        {children}
        <button type="submit">{t(locale, 'pages.save')}</button>
      </PostForm>
      {after}
    </SiteShell>
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
