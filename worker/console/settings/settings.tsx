import type { ReactNode } from 'react';
import type { Locale } from '../../../shared/i18n/locales';
import { RECIPIENT_KINDS } from '../../../shared/contract/lead-kinds';
import type { ConsoleSession } from '../../../shared/contract/console';
import type { ConsoleSettings } from '../../../shared/contract/console-settings';
import { MAIN_TRANSACTION_IDS, STATUS_CODES } from '../../../shared/contract/enums';
import { ADDRESS_DISPLAYS } from '../../../shared/domain/site-settings';
import { t } from '../kit/i18n';
import { Field, FieldError, type FormResult, SiteFormScreen } from '../kit/fields';

export interface SettingsForm extends FormResult {
  /** What the form shows: the stored settings, or what was posted when refused. */
  values: ConsoleSettings;
}

/** The site's settings (owners): which listings it never shows, its cards, how addresses show, and where its leads are mailed. Live at once. */
export function SettingsPage({ locale, session, form, extra }: { locale: Locale; session: ConsoleSession; form: SettingsForm; extra?: ReactNode }) {
  const { values, errors } = form;
  const site = values.site;
  return (
    <SiteFormScreen locale={locale} session={session} site={site} screen="settings" words="settings" form={form} after={extra}>
      <fieldset className="group">
        <legend>{t(locale, 'settings.hidden')}</legend>
        <p className="hint">{t(locale, 'settings.hiddenHint')}</p>
        {STATUS_CODES.map((status) => {
          const id = `settings-hidden-${status}`;
          return (
            <p key={status}>
              <input
                type="checkbox"
                id={id}
                name="hidden"
                value={String(MAIN_TRANSACTION_IDS[status])}
                defaultChecked={values.hiddenStatus.includes(MAIN_TRANSACTION_IDS[status])}
              />{' '}
              <label htmlFor={id}>{t(locale, `settings.status.${status}`)}</label>
            </p>
          );
        })}
      </fieldset>
      <p>
        <input type="checkbox" id="settings-cards" name="cards" value="1" defaultChecked={values.showEstateAddress} />{' '}
        <label htmlFor="settings-cards">{t(locale, 'settings.cards')}</label>
      </p>
      <p>
        <input type="checkbox" id="settings-card-agent" name="cardAgent" value="1" defaultChecked={values.cardAgent} />{' '}
        <label htmlFor="settings-card-agent">{t(locale, 'agents.cardAgent')}</label>
      </p>
      <Field id="settings-whatsapp" label={t(locale, 'agents.whatsapp')} error={errors['settings-whatsapp']} hint={t(locale, 'agents.whatsappHint')}>
        {(described) => <input id="settings-whatsapp" name="whatsapp" type="tel" autoComplete="off" defaultValue={values.whatsapp ?? ''} {...described} />}
      </Field>
      <fieldset
        className={errors['settings-address'] ? 'group field--error' : 'group'}
        aria-describedby={errors['settings-address'] ? 'settings-address-error' : 'settings-address-hint'}
      >
        <legend>{t(locale, 'addressDisplay.legend')}</legend>
        <p className="hint" id="settings-address-hint">
          {t(locale, 'addressDisplay.hint')}
        </p>
        {ADDRESS_DISPLAYS.map((display) => (
          <p key={display}>
            <input type="radio" id={`settings-address-${display}`} name="address" value={display} defaultChecked={values.addressDisplay === display} />{' '}
            <label htmlFor={`settings-address-${display}`}>{t(locale, `addressDisplay.${display}`)}</label>
          </p>
        ))}
        <FieldError id="settings-address" error={errors['settings-address']} />
      </fieldset>
      <fieldset className="group">
        <legend>{t(locale, 'settings.mail')}</legend>
        <Field
          id="settings-to"
          label={t(locale, 'settings.to')}
          error={errors['settings-to']}
          hint={values.legalMailbox ? t(locale, 'settings.toHintLegal', { legal: values.legalMailbox }) : t(locale, 'settings.toHint')}
        >
          {(described) => <input id="settings-to" name="to" type="email" autoComplete="email" defaultValue={values.email?.to ?? ''} {...described} />}
        </Field>
        <Field id="settings-from" label={t(locale, 'settings.from')} error={errors['settings-from']} hint={t(locale, 'settings.fromHint')}>
          {(described) => <input id="settings-from" name="from" type="email" defaultValue={values.email?.from ?? ''} {...described} />}
        </Field>
        <p className="hint">{t(locale, 'siteSettings.recipientsHint')}</p>
        {RECIPIENT_KINDS.map((kind) => {
          const id = `settings-recipient-${kind}`;
          return (
            <Field key={kind} id={id} label={t(locale, `siteSettings.recipient.${kind}`)} error={errors[id]}>
              {(described) => <input id={id} name={`recipient.${kind}`} type="email" defaultValue={values.email?.recipients?.[kind] ?? ''} {...described} />}
            </Field>
          );
        })}
      </fieldset>
    </SiteFormScreen>
  );
}
