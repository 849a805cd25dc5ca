import type { ProcessingRegister } from '../../../shared/contract/console-privacy';
import type { Locale } from '../../../shared/i18n/locales';
import type { ScreenProps } from '../kit/render';
import { SiteShell } from '../kit/render';
import { t } from '../kit/i18n';
import { ScrollTable } from '../kit/scroll-table';
import { recordKind } from './person';

/**
 * Each activity's purpose (its words: privacy.register.purposes.*, with the legal basis, and
 * privacy.register.kept.*, how long): a lead kind by the request it answers.
 */
const PURPOSE: Readonly<Record<string, string>> = {
  'contact-request': 'contact',
  'request-not-taken': 'contact',
  appointment: 'viewing',
  'appointment-confirmation': 'viewing',
  'appointment-cancellation': 'viewing',
  viewings: 'viewing',
  'rental-reservation': 'reservation',
  'rental-reservation-confirmation': 'reservation',
  reservations: 'reservation',
  subscription: 'alerts',
  'subscription-confirmation': 'alerts',
  'estate-alert': 'alerts',
  'followed-change': 'alerts',
  subscriptions: 'alerts',
  'send-to-a-friend': 'friend',
  'assistant-request-confirmation': 'assistant',
  assistants: 'assistant',
  portal: 'portal',
  team: 'team',
  accessLog: 'accessLog',
};

/** The activities that are no lead kind: their own words (privacy.register.activities.*). */
const OWN_NAMES = new Set(['viewings', 'reservations', 'subscriptions', 'assistants', 'portal', 'team', 'accessLog']);

/** An activity's name: its own words, else its lead kind's. */
const activityName = (locale: Locale, activity: string) =>
  OWN_NAMES.has(activity)
    ? t(locale, `privacy.register.activities.${activity}`)
    : recordKind(locale, { kind: 'lead', type: activity, id: '', at: '', data: {}, keptUntil: null });

/** A recipient of the leads (`crm:`, `webhook:` or `mail:` and its name) in words. */
const recipientWords = (locale: Locale, recipient: string) => {
  const [kind = '', ...name] = recipient.split(':');
  return t(locale, `privacy.register.recipient.${kind}`, { name: name.join(':') });
};

/**
 * The register of processing activities of an agency (GDPR art. 30), made from what the
 * platform holds of its site now: the controller, where leads go, and each activity with its
 * purpose and legal basis, the categories of data its records hold, how many and how long.
 */
export function RegisterPage({ locale, session, register }: ScreenProps<{ register: ProcessingRegister }>) {
  const months = register.retentionMonths;
  return (
    <SiteShell locale={locale} session={session} site={register.site} title="privacy.register.title" screen="privacy/register">
      <p>{t(locale, 'privacy.register.intro')}</p>
      <dl className="register">
        <dt>{t(locale, 'privacy.register.controller')}</dt>
        <dd>{register.controller}</dd>
        <dt>{t(locale, 'privacy.register.contact')}</dt>
        <dd>{register.contact ?? '—'}</dd>
        <dt>{t(locale, 'privacy.register.recipients')}</dt>
        <dd>{register.recipients.map((recipient) => recipientWords(locale, recipient)).join(', ') || '—'}</dd>
        <dt>{t(locale, 'privacy.register.processor')}</dt>
        <dd>{t(locale, 'privacy.register.processorText')}</dd>
        <dt>{t(locale, 'privacy.register.security')}</dt>
        <dd>{t(locale, 'privacy.register.securityText')}</dd>
      </dl>
      <ScrollTable
        labelledBy="register-caption"
        className="leads"
        caption={t(locale, 'privacy.register.caption', { site: register.site.name })}
        head={(['activity', 'purpose', 'data', 'records', 'kept'] as const).map((column) => t(locale, `privacy.register.columns.${column}`))}
        numeric={(index) => index === 3}
      >
        {register.activities.map(({ activity, records, data, accountingRecords }) => {
          const purpose = PURPOSE[activity] ?? 'contact';
          return (
            <tr key={activity}>
              <td data-label={t(locale, 'privacy.register.columns.activity')}>{activityName(locale, activity)}</td>
              <td data-label={t(locale, 'privacy.register.columns.purpose')}>{t(locale, `privacy.register.purposes.${purpose}`)}</td>
              <td data-label={t(locale, 'privacy.register.columns.data')}>
                {data.map((category) => t(locale, `privacy.register.data.${category}`)).join(', ') || t(locale, 'privacy.register.data.none')}
              </td>
              <td data-label={t(locale, 'privacy.register.columns.records')} className="number">
                {records}
                {accountingRecords > 0 && <span className="hint"> {t(locale, 'privacy.register.accounting', { count: accountingRecords })}</span>}
              </td>
              <td data-label={t(locale, 'privacy.register.columns.kept')}>{t(locale, `privacy.register.kept.${purpose}`, { months })}</td>
            </tr>
          );
        })}
      </ScrollTable>
      <p>
        <a href={`/${locale}/sites/${register.site.id}/privacy`}>{t(locale, 'privacy.back')}</a>
      </p>
    </SiteShell>
  );
}
