import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession, ConsoleSite } from '../../../shared/contract/console';
import type { ConsoleSettings } from '../../../shared/contract/console-settings';
import { CAPTCHA_PROVIDERS } from '../../../shared/captcha';
import { t } from '../kit/i18n';
import { ChoiceSelect, choicesOf, Field } from '../kit/fields';

export interface CaptchaForm {
  values: { provider: string; siteKey: string };
  errors: Record<string, string>;
}

/**
 * The agency's own captcha keys: provider, site key, and the secret, which is
 * write-only: the form says whether one is set and never shows it (empty keeps it).
 */
export function CaptchaSection({
  locale,
  session,
  site,
  captcha,
  form,
}: {
  locale: Locale;
  session: ConsoleSession;
  site: ConsoleSite;
  captcha: ConsoleSettings['captcha'];
  form?: CaptchaForm;
}) {
  const values = form?.values ?? { provider: captcha?.provider ?? 'recaptcha', siteKey: captcha?.siteKey ?? '' };
  const errors = form?.errors ?? {};
  return (
    <section aria-labelledby="captcha-title">
      <h2 id="captcha-title">{t(locale, 'siteSettings.captcha')}</h2>
      <p>{t(locale, captcha ? 'siteSettings.captchaOwn' : 'siteSettings.captchaDeploy')}</p>
      <form method="post" action={`/${locale}/sites/${site.id}/settings/captcha`} noValidate>
        <input type="hidden" name="_csrf" value={session.csrf} />
        <ChoiceSelect
          id="captcha-provider"
          name="provider"
          label={t(locale, 'siteSettings.provider')}
          error={errors['captcha-provider']}
          value={values.provider}
          choices={choicesOf(CAPTCHA_PROVIDERS, (provider) => t(locale, `siteSettings.providerName.${provider}`))}
        />
        <Field id="captcha-site-key" label={t(locale, 'siteSettings.siteKey')} error={errors['captcha-site-key']}>
          {(described) => <input id="captcha-site-key" name="siteKey" autoComplete="off" defaultValue={values.siteKey} {...described} />}
        </Field>
        <Field
          id="captcha-secret"
          label={t(locale, 'siteSettings.secret')}
          error={errors['captcha-secret']}
          hint={t(locale, captcha?.secretSet ? 'siteSettings.secretSet' : 'siteSettings.secretNotSet')}
        >
          {(described) => <input id="captcha-secret" name="secret" type="password" autoComplete="new-password" defaultValue="" {...described} />}
        </Field>
        <button type="submit">{t(locale, 'siteSettings.saveCaptcha')}</button>
      </form>
      {captcha && (
        <form method="post" action={`/${locale}/sites/${site.id}/settings/captcha`}>
          <input type="hidden" name="_csrf" value={session.csrf} />
          <input type="hidden" name="remove" value="1" />
          <button type="submit">{t(locale, 'siteSettings.removeCaptcha')}</button>
        </form>
      )}
    </section>
  );
}
