import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession, ConsoleSite } from '../../../shared/platform-api/console';
import { t } from '../i18n';
import { Shell } from '../render';

/** The steps of going live (issue 31), in order; none is built yet, and the list says so. */
export const CHECKLIST = ['legal', 'theme', 'domain', 'crm', 'review', 'publish'] as const;

function Checklist({ locale, site }: { locale: Locale; site: ConsoleSite }) {
  const headingId = `checklist-${site.id}`;
  return (
    <section className="checklist" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(locale, 'checklist.title')}</h3>
      <ol>
        {CHECKLIST.map((step) => (
          <li key={step}>
            <span className="step">{t(locale, `checklist.${step}`)}</span> <span className="state">({t(locale, 'checklist.notYet')})</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One agency on the home page: its name, the user's role, its checklist, its theme and logo and, for an owner, its leads, team and legal data. */
function SiteCard({ locale, site }: { locale: Locale; site: ConsoleSite }) {
  return (
    <li className="site">
      <h2>{site.name}</h2>
      <p>{t(locale, 'home.yourRole', { role: t(locale, `role.${site.role}`) })}</p>
      <Checklist locale={locale} site={site} />
      <ul className="site-links">
        {site.role === 'owner' && (
          <>
            <li>
              <a href={`/${locale}/sites/${site.id}/leads`}>{t(locale, 'home.leads')}</a>
            </li>
            <li>
              <a href={`/${locale}/sites/${site.id}/team`}>{t(locale, 'home.team')}</a>
            </li>
            <li>
              <a href={`/${locale}/sites/${site.id}/legal`}>{t(locale, 'legal.link')}</a>
            </li>
            <li>
              <a href={`/${locale}/sites/${site.id}/domain`}>{t(locale, 'domain.link')}</a>
            </li>
            <li>
              <a href={`/${locale}/sites/${site.id}/crm`}>{t(locale, 'crm.homeLink')}</a>
            </li>
          </>
        )}
        <li>
          <a href={`/${locale}/sites/${site.id}/brand`}>{t(locale, 'brand.link')}</a>
        </li>
      </ul>
    </li>
  );
}

/** The console's first page: the user's agencies, each with the steps to go live. */
export function HomePage({ locale, session }: { locale: Locale; session: ConsoleSession }) {
  return (
    <Shell locale={locale} title={t(locale, 'title.home')} path="/" session={session}>
      {session.user.operator && <p>{t(locale, 'home.operator')}</p>}
      {session.user.operator && (
        <p>
          <a href={`/${locale}/agencies/new`}>{t(locale, 'home.newAgency')}</a>
        </p>
      )}
      {session.sites.length === 0 ? (
        <p>{t(locale, 'home.none')}</p>
      ) : (
        <ul className="sites">
          {session.sites.map((site) => (
            <SiteCard key={site.id} locale={locale} site={site} />
          ))}
        </ul>
      )}
    </Shell>
  );
}
