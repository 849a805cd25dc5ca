import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import { t } from '../kit/i18n';
import { Shell } from '../kit/render';
import { FormAlert, PostButton } from '../kit/fields';
import { AgencyFields } from '../kit/agency-fields';
import type { AgencyForm } from '../kit/agency-form';
import type { DatabaseFills } from '../../../shared/contract/console-agencies';
import { DatabaseFillSection } from './databases';

/** A new agency (operators only): name, languages, the owner's address; after it, what was made; then sign-up and the databases' fill. */
export function NewAgencyPage({
  locale,
  session,
  form,
  signUpOpen,
  databases,
}: {
  locale: Locale;
  session: ConsoleSession;
  form: AgencyForm;
  signUpOpen: boolean;
  databases: DatabaseFills | null;
}) {
  return (
    <Shell locale={locale} title={t(locale, 'title.newAgency')} path="/agencies/new" session={session}>
      {form.created && (
        <div className="notice" role="status">
          <p>{t(locale, 'agencies.created', { site: form.created.name })}</p>
          <p>{t(locale, 'agencies.invited', { email: form.created.owner })}</p>
          <p>
            {t(locale, 'agencies.address')} <a href={form.created.address}>{form.created.address}</a>
          </p>
          <p>{t(locale, 'agencies.comingSoon')}</p>
        </div>
      )}
      <p>{t(locale, 'agencies.intro')}</p>
      {form.alert && <FormAlert>{form.alert}</FormAlert>}
      <form method="post" action={`/${locale}/agencies/new`} aria-label={t(locale, 'title.newAgency')} noValidate>
        <input type="hidden" name="_csrf" value={session.csrf} />
        <AgencyFields
          locale={locale}
          form={form}
          emailLabel={t(locale, 'agencies.ownerEmail')}
          emailHint={t(locale, 'agencies.ownerHint')}
          autoComplete="off"
        />
        <button type="submit">{t(locale, 'agencies.submit')}</button>
      </form>
      <SignUpSwitch locale={locale} session={session} open={signUpOpen} />
      <DatabaseFillSection locale={locale} report={databases} />
    </Shell>
  );
}

/** The operators' switch of self-service sign-up: its state in words, and one button to change it. */
function SignUpSwitch({ locale, session, open }: { locale: Locale; session: ConsoleSession; open: boolean }) {
  return (
    <section aria-labelledby="sign-up-switch">
      <h2 id="sign-up-switch">{t(locale, 'signUp.switchTitle')}</h2>
      <p>{t(locale, open ? 'signUp.isOpen' : 'signUp.isClosed')}</p>
      {open && (
        <p>
          {t(locale, 'signUp.address')} <a href={`/${locale}/sign-up`}>{`/${locale}/sign-up`}</a>
        </p>
      )}
      <PostButton
        action={`/${locale}/agencies/sign-up`}
        csrf={session.csrf}
        fields={{ open: open ? '0' : '1' }}
        label={t(locale, open ? 'signUp.close' : 'signUp.open')}
      />
    </section>
  );
}

/** What someone who is not an operator sees at /agencies/new. */
export function OperatorsOnlyPage({ locale, session }: { locale: Locale; session: ConsoleSession }) {
  return (
    <Shell locale={locale} title={t(locale, 'title.forbidden')} path="/agencies/new" session={session}>
      <p>{t(locale, 'agencies.operatorsOnly')}</p>
      <p>
        <a href={`/${locale}/`}>{t(locale, 'nav.home')}</a>
      </p>
    </Shell>
  );
}
