import type { Locale } from '../../../shared/i18n/locales';
import { t } from '../kit/i18n';
import { Shell } from '../kit/render';
import { PASSKEYS_SCRIPT_PATH } from './passkeys-script';
import { Field, FormAlert } from '../kit/fields';

/**
 * "Sign in with a passkey": hidden until the passkeys script finds WebAuthn in the
 * browser, so without JavaScript only the e-mail form shows. The script asks a challenge, lets
 * the browser sign it and posts the credential with this form.
 */
function PasskeySignIn({ locale }: { locale: Locale }) {
  return (
    <section hidden data-passkey-part="" aria-labelledby="passkey-sign-in">
      <h2 id="passkey-sign-in">{t(locale, 'passkeys.signInHeading')}</h2>
      <p>{t(locale, 'passkeys.signInIntro')}</p>
      <form
        method="post"
        action={`/${locale}/sign-in/passkey`}
        data-passkey="sign-in"
        data-options={`/${locale}/sign-in/passkey/options`}
        data-working={t(locale, 'passkeys.working')}
        data-failed={t(locale, 'passkeys.signInCancelled')}
      >
        <input type="hidden" name="credential" value="" />
        <button type="submit">{t(locale, 'passkeys.signIn')}</button>
        <p className="hint" role="status" data-passkey-status=""></p>
      </form>
    </section>
  );
}

/** The sign-in form: one e-mail address; its error beside it, or the rate limit above it; then the passkey's way in. */
export function SignInPage({ locale, email = '', error, alert, signUp }: { locale: Locale; email?: string; error?: string; alert?: string; signUp?: boolean }) {
  return (
    <Shell locale={locale} title={t(locale, 'title.signIn')} path="/sign-in" scripts={[PASSKEYS_SCRIPT_PATH]}>
      <p>{t(locale, 'signIn.intro')}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <form method="post" action={`/${locale}/sign-in`} noValidate>
        <Field id="email" label={t(locale, 'signIn.email')} error={error}>
          {(described) => <input id="email" name="email" type="email" autoComplete="email webauthn" required defaultValue={email} {...described} />}
        </Field>
        <button type="submit">{t(locale, 'signIn.submit')}</button>
      </form>
      <PasskeySignIn locale={locale} />
      {signUp && (
        <p>
          {t(locale, 'signUp.newAgency')} <a href={`/${locale}/sign-up`}>{t(locale, 'signUp.title')}</a>
        </p>
      )}
    </Shell>
  );
}

/** "Check your mail": the same words whether or not the address is known; after a sign-up, that the confirmation link is on its way. */
export function SentPage({ locale, email, local, signUp = false }: { locale: Locale; email: string; local: boolean; signUp?: boolean }) {
  return (
    <Shell locale={locale} title={t(locale, 'title.sent')} path={signUp ? '/sign-up' : '/sign-in/sent'}>
      <p>{t(locale, signUp ? 'signUp.sent' : 'sent.body', { email })}</p>
      {local && (
        <p>
          <a href="/__mailbox">{t(locale, 'sent.local')}</a>
        </p>
      )}
      {!signUp && (
        <p>
          <a href={`/${locale}/sign-in`}>{t(locale, 'sent.again')}</a>
        </p>
      )}
    </Shell>
  );
}
