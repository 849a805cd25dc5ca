import { localizedValue } from '../../i18n';
import type { SalesRep } from '../../types/estate';
import { usePage } from '../page-context';

const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The sales representative of the estate (SPEC §2 salesRep section). */
export function SalesRepCard({ rep, agentHref }: { rep: SalesRep; /** Their agent's page (issue 35), when the rep is one of the site's agents. */ agentHref?: string | null }) {
  const { locale, t } = usePage();
  const name = `${rep.firstname} ${rep.lastname}`.trim();
  return (
    <section className="sales-rep" aria-labelledby="sales-rep-title">
      <h2 id="sales-rep-title">{t('detail.contactPerson')}</h2>
      {rep.picture ? <img className="sales-rep__photo" src={rep.picture} alt="" width="96" height="96" loading="lazy" /> : null}
      <p className="sales-rep__name">{agentHref ? <a href={agentHref}>{name}</a> : name}</p>
      {rep.description ? <p className="sales-rep__description">{localizedValue(rep.description, locale)}</p> : null}
      <ul className="sales-rep__contact">
        {rep.phone ? (
          <li>
            {t('detail.phone')}: <a href={tel(rep.phone)}>{rep.phone}</a>
          </li>
        ) : null}
        {rep.mobile ? (
          <li>
            {t('detail.mobile')}: <a href={tel(rep.mobile)}>{rep.mobile}</a>
          </li>
        ) : null}
        {rep.email ? (
          <li>
            {t('detail.email')}: <a href={`mailto:${rep.email}`}>{rep.email}</a>
          </li>
        ) : null}
      </ul>
      {agentHref ? (
        <p>
          <a href={agentHref}>{t('agent.page', { name: rep.firstname || name })}</a>
        </p>
      ) : null}
    </section>
  );
}
