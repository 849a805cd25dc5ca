import type { Locale } from '../../../shared/i18n/locales';
import { t } from '../kit/i18n';
import { Shell } from '../kit/render';
import { AgencyFields } from '../kit/agency-fields';
import type { AgencyForm } from '../kit/agency-form';
import { FormAlert } from '../kit/fields';

/**
 * Self-service sign-up, open when an operator opened it: the agency's name, its
 * languages and the owner's own address; nothing is made until that address is confirmed.
 */
export function SignUpPage({ locale, form }: { locale: Locale; form: AgencyForm }) {
  return (
    <Shell locale={locale} title={t(locale, 'signUp.title')} path="/sign-up">
      <p>{t(locale, 'signUp.intro')}</p>
      {form.alert && <FormAlert>{form.alert}</FormAlert>}
      <form method="post" action={`/${locale}/sign-up`} aria-label={t(locale, 'signUp.title')} noValidate>
        <AgencyFields locale={locale} form={form} emailLabel={t(locale, 'signUp.email')} emailHint={t(locale, 'signUp.emailHint')} autoComplete="email" />
        <button type="submit">{t(locale, 'signUp.submit')}</button>
      </form>
      <p>
        {t(locale, 'signUp.haveAccount')} <a href={`/${locale}/sign-in`}>{t(locale, 'title.signIn')}</a>
      </p>
    </Shell>
  );
}

/** Sign-up is closed: who creates agencies, and the way to sign in. */
export function SignUpClosedPage({ locale }: { locale: Locale }) {
  return (
    <Shell locale={locale} title={t(locale, 'signUp.title')} path="/sign-up">
      <p>{t(locale, 'signUp.closed')}</p>
      <p>
        <a href={`/${locale}/sign-in`}>{t(locale, 'title.signIn')}</a>
      </p>
    </Shell>
  );
}
