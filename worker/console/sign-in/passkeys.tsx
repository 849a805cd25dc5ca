import { brusselsTime } from '../../../shared/format/brussels-time';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import { type Passkey, PASSKEY_NAME_MAX } from '../../../shared/contract/console-passkeys';
import { t } from '../kit/i18n';
import { PASSKEYS_SCRIPT_PATH } from './passkeys-script';
import { Shell } from '../kit/render';
import { Field, FormAlert, Notice } from '../kit/fields';
import { ScrollTable } from '../kit/scroll-table';
import { EmptyOr } from '../kit/lists';

export interface PasskeyForm {
  name: string;
  errors: { name?: string };
  alert?: string;
  /** The passkey just added (its name), or `removed`: the page says so once. */
  added?: string;
  removed?: boolean;
}

/** A passkey's row: its name, when it was made and last used, and the link to remove it (a confirmation first). */
function PasskeyRow({ locale, passkey }: { locale: Locale; passkey: Passkey }) {
  return (
    <tr>
      <td>{passkey.name}</td>
      <td>
        <time dateTime={passkey.createdAt}>{brusselsTime(passkey.createdAt)}</time>
      </td>
      <td>{passkey.lastUsedAt ? <time dateTime={passkey.lastUsedAt}>{brusselsTime(passkey.lastUsedAt)}</time> : t(locale, 'passkeys.never')}</td>
      <td>
        <a href={`/${locale}/passkeys/${passkey.id}/remove`} aria-label={t(locale, 'passkeys.removeLabel', { name: passkey.name })}>
          {t(locale, 'passkeys.remove')}
        </a>
      </td>
    </tr>
  );
}

/**
 * The signed-in user's passkeys (their own, whatever their agencies): the list, and a form to
 * add one that the passkeys script runs (hidden without it: the page says what it needs).
 */
export function PasskeysPage({ locale, session, passkeys, form }: { locale: Locale; session: ConsoleSession; passkeys: Passkey[]; form: PasskeyForm }) {
  return (
    <Shell locale={locale} title={t(locale, 'passkeys.title')} path="/passkeys" session={session} scripts={[PASSKEYS_SCRIPT_PATH]}>
      {form.added && <Notice>{t(locale, 'passkeys.added', { name: form.added })}</Notice>}
      {form.removed && <Notice>{t(locale, 'passkeys.removed')}</Notice>}
      <p>{t(locale, 'passkeys.intro')}</p>
      <EmptyOr heading={t(locale, 'passkeys.list')} id="passkeys" items={passkeys} none={t(locale, 'passkeys.none')}>
        {(keys) => (
          <ScrollTable labelledBy="passkeys" head={(['name', 'created', 'lastUsed', 'actions'] as const).map((column) => t(locale, `passkeys.${column}`))}>
            {keys.map((passkey) => (
              <PasskeyRow key={passkey.id} locale={locale} passkey={passkey} />
            ))}
          </ScrollTable>
        )}
      </EmptyOr>
      <h2 id="add">{t(locale, 'passkeys.add')}</h2>
      <p data-passkey-fallback="">{t(locale, 'passkeys.needsScript')}</p>
      {form.alert && <FormAlert>{form.alert}</FormAlert>}
      <form
        method="post"
        action={`/${locale}/passkeys`}
        aria-labelledby="add"
        noValidate
        hidden
        data-passkey-part=""
        data-passkey="register"
        data-options={`/${locale}/passkeys/options`}
        data-working={t(locale, 'passkeys.working')}
        data-failed={t(locale, 'passkeys.failed')}
      >
        <input type="hidden" name="_csrf" value={session.csrf} />
        <input type="hidden" name="credential" value="" />
        <Field id="passkey-name" label={t(locale, 'passkeys.nameLabel')} hint={t(locale, 'passkeys.nameHint')} error={form.errors.name}>
          {(described) => (
            <input id="passkey-name" name="name" type="text" autoComplete="off" required maxLength={PASSKEY_NAME_MAX} defaultValue={form.name} {...described} />
          )}
        </Field>
        <button type="submit">{t(locale, 'passkeys.submit')}</button>
        <p className="hint" role="status" data-passkey-status=""></p>
      </form>
    </Shell>
  );
}
