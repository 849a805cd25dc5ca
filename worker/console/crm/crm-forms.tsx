import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import { CRM_KINDS, type CredentialField, type CrmKind, consoleConnectionKinds, credentialFields, formName } from '../../../shared/contract/console-crm';
import { t } from '../kit/i18n';
import { Field, FormAlert, FieldError } from '../kit/fields';

/** The connect form's fields (never filled in again: credentials are write-only) and their errors, by their form names. */
export interface ConnectFormState {
  kind: string;
  errors: Partial<Record<string, string>>;
  alert?: string;
}

/** A replace-credentials form that did not go through: whose, and the errors beside its fields. */
export interface CredentialsFormState {
  connectionId: number;
  errors: Partial<Record<string, string>>;
  alert?: string;
}

/** One credential field: empty whatever was typed (a secret is never sent back to the browser). */
function CredentialInput({ locale, prefix, field, error }: { locale: Locale; prefix: string; field: CredentialField; error: string | undefined }) {
  const name = formName(field);
  const id = `${prefix}-${name}`;
  return (
    <Field id={id} label={t(locale, `crm.field.${name}`)} error={error}>
      {(described) => (
        <input
          id={id}
          name={name}
          type={field.secret ? 'password' : 'text'}
          inputMode={field.number ? 'numeric' : undefined}
          autoComplete={field.secret ? 'new-password' : 'off'}
          required={!field.optional}
          {...described}
        />
      )}
    </Field>
  );
}

/** A CRM's credential fields (its folder's credentials.json) and the words that say where to find them (`crm.help.{kind}`). */
function Fields({ locale, prefix, kind, errors }: { locale: Locale; prefix: string; kind: CrmKind; errors: Partial<Record<string, string>> }) {
  return (
    <>
      <p className="hint">{t(locale, `crm.help.${kind}`)}</p>
      {credentialFields(kind).map((field) => (
        <CredentialInput key={formName(field)} locale={locale} prefix={prefix} field={field} error={errors[formName(field)]} />
      ))}
    </>
  );
}

/** Choose a CRM or the ingest API and give what it needs; without JavaScript every kind's fields show, the chosen kind's count. */
export function ConnectForm({ locale, session, action, state }: { locale: Locale; session: ConsoleSession; action: string; state: ConnectFormState }) {
  return (
    <form method="post" action={action} aria-labelledby="connect" noValidate>
      <input type="hidden" name="_csrf" value={session.csrf} />
      {state.alert && <FormAlert>{state.alert}</FormAlert>}
      <fieldset className={state.errors.kind ? 'field field--error' : 'field'} aria-describedby={state.errors.kind ? 'connect-kind-error' : undefined}>
        <legend>{t(locale, 'crm.choose')}</legend>
        {consoleConnectionKinds().map((kind) => (
          <div key={kind} className="choice">
            <input type="radio" id={`connect-kind-${kind}`} name="kind" value={kind} defaultChecked={state.kind === kind} />
            <label htmlFor={`connect-kind-${kind}`}>{t(locale, `crm.kind.${kind}`)}</label>
          </div>
        ))}
        <FieldError id="connect-kind" error={state.errors.kind} />
      </fieldset>
      {CRM_KINDS.map((kind) => (
        <fieldset key={kind} className="kind-fields">
          <legend>{t(locale, `crm.kind.${kind}`)}</legend>
          <Fields locale={locale} prefix="connect" kind={kind} errors={state.errors} />
        </fieldset>
      ))}
      <fieldset className="kind-fields">
        <legend>{t(locale, 'crm.kind.ingest')}</legend>
        <p className="hint">{t(locale, 'crm.ingestNote')}</p>
      </fieldset>
      <button type="submit">{t(locale, 'crm.connectSubmit')}</button>
    </form>
  );
}

/** New credentials for a connection: every field of its kind again (none is shown). */
export function CredentialsForm({
  locale,
  session,
  action,
  kind,
  connectionId,
  state,
}: {
  locale: Locale;
  session: ConsoleSession;
  action: string;
  kind: CrmKind;
  connectionId: number;
  state: CredentialsFormState | undefined;
}) {
  return (
    <form method="post" action={action} noValidate>
      <input type="hidden" name="_csrf" value={session.csrf} />
      <input type="hidden" name="kind" value={kind} />
      {state?.alert && <FormAlert>{state.alert}</FormAlert>}
      <Fields locale={locale} prefix={`credentials-${connectionId}`} kind={kind} errors={state?.errors ?? {}} />
      <button type="submit">{t(locale, 'crm.replaceSubmit')}</button>
    </form>
  );
}
