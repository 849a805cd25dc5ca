import { brusselsTime } from '../../../shared/format/brussels-time';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession, ConsoleSite } from '../../../shared/contract/console';
import type { Checklist, OfficeOnline } from '../../../shared/contract/console-golive';
import { t } from '../kit/i18n';
import { Shell } from '../kit/render';
import { LeadRoutes } from './lead-routes';

/** The site's office as the contact page shows it, or as going live makes it (with its hours), or that there is none (a link to the legal data). */
export function OfficeState({ locale, site, office, live }: { locale: Locale; site: ConsoleSite; office: OfficeOnline; live: boolean }) {
  if (office.state === 'live') return <p>{t(locale, 'golive.officeLive', { address: office.address ?? '' })}</p>;
  if (office.state === 'onPublish' && !live) return <p>{t(locale, 'golive.officeOnPublish', { address: office.address ?? '' })}</p>;
  if (office.state === 'onPublish') return null;
  return (
    <p>
      {t(locale, 'golive.officeNone')} <a href={`/${locale}/sites/${site.id}/legal`}>{t(locale, 'checklist.legal')}</a>
    </p>
  );
}

/**
 * The confirmation before a publish (or a return to coming soon), owners only: what it does,
 * the steps still open, the office it puts online, where the site's leads go, one button. The console's home says when it is done.
 */
export function PublishPage({ locale, session, site, checklist }: { locale: Locale; session: ConsoleSession; site: ConsoleSite; checklist: Checklist }) {
  const action = checklist.live ? 'unpublish' : 'publish';
  const open = checklist.steps.filter(({ step, done }) => !done && step !== 'publish');
  return (
    <Shell
      locale={locale}
      title={t(locale, checklist.live ? 'golive.unpublishTitle' : 'golive.publishTitle', { site: site.name })}
      path={`/sites/${site.id}/publish`}
      session={session}
    >
      <p>{t(locale, checklist.live ? 'golive.unpublishText' : 'golive.publishText')}</p>
      {!checklist.live && open.length > 0 && (
        <>
          <p id="open-steps">{t(locale, 'golive.openSteps')}</p>
          <ul aria-labelledby="open-steps">
            {open.map(({ step }) => (
              <li key={step}>{t(locale, `checklist.${step}`)}</li>
            ))}
          </ul>
        </>
      )}
      <OfficeState locale={locale} site={site} office={checklist.office} live={checklist.live} />
      <LeadRoutes locale={locale} site={site} leads={checklist.leads} />
      {checklist.lastChange && (
        <p>{t(locale, `golive.last.${checklist.lastChange.action}`, { email: checklist.lastChange.by, at: brusselsTime(checklist.lastChange.at) })}</p>
      )}
      <form method="post" action={`/${locale}/sites/${site.id}/publish`}>
        <input type="hidden" name="_csrf" value={session.csrf} />
        <input type="hidden" name="action" value={action} />
        <button type="submit">{t(locale, checklist.live ? 'golive.unpublishConfirm' : 'golive.publishConfirm')}</button>{' '}
        <a href={`/${locale}/`}>{t(locale, 'golive.cancel')}</a>
      </form>
    </Shell>
  );
}

/**
 * The preview link, made (POST, CSRF-checked): a link the owner follows to the site, not a
 * redirect (the console's `form-action 'self'` forbids a form's redirect to another origin).
 */
export function PreviewPage({ locale, session, site, address }: { locale: Locale; session: ConsoleSession; site: ConsoleSite; address: string }) {
  return (
    <Shell locale={locale} title={t(locale, 'golive.previewTitle', { site: site.name })} path="/" session={session}>
      <p>{t(locale, 'golive.previewText')}</p>
      <p>
        <a className="button" href={address}>
          {t(locale, 'golive.previewOpen', { site: site.name })}
        </a>
      </p>
      <p>
        <a href={`/${locale}/`}>{t(locale, 'golive.back')}</a>
      </p>
    </Shell>
  );
}
