import { heldImageSource } from '../../domain/images';
import type { ReactNode } from 'react';
import { localizedValue } from '../../i18n';
import type { SalesRep } from '../../types/estate';
import { usePage } from '../page-context';

const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** A person's phone, mobile and e-mail, each a link (the sales representative, an agent's page); `children`: more lines. */
/** The contact person's photo, 6rem: its copies where the platform holds it (sizes only with them). */
function RepPhoto({ url, siteId }: { url: string; siteId: number }) {
  const { src, srcSet } = heldImageSource(url, 'photo', siteId);
  return <img className="sales-rep__photo" src={src} srcSet={srcSet} sizes={srcSet ? '6rem' : undefined} width="96" height="96" alt="" loading="lazy" />;
}

export function ContactLines({
  className,
  person,
  children,
}: {
  className: string;
  person: Pick<SalesRep, 'phone' | 'mobile' | 'email'>;
  children?: ReactNode;
}) {
  const { t } = usePage();
  const line = (label: string, value: string | null, href: string) =>
    value ? (
      <li>
        {t(label)}: <a href={href}>{value}</a>
      </li>
    ) : null;
  return (
    <ul className={className}>
      {line('detail.phone', person.phone, tel(person.phone ?? ''))}
      {line('detail.mobile', person.mobile, tel(person.mobile ?? ''))}
      {line('detail.email', person.email, `mailto:${person.email}`)}
      {children}
    </ul>
  );
}

/** The sales representative of the estate (salesRep section). */
export function SalesRepCard({
  rep,
  agentHref,
}: {
  rep: SalesRep;
  /** Their agent's page, when the rep is one of the site's agents. */
  agentHref?: string | null;
}) {
  const { locale, t, site } = usePage();
  const name = `${rep.firstname} ${rep.lastname}`.trim();
  return (
    <section className="sales-rep" aria-labelledby="sales-rep-title">
      <h2 id="sales-rep-title">{t('detail.contactPerson')}</h2>
      {rep.picture ? <RepPhoto url={rep.picture} siteId={site.id} /> : null}
      <p className="sales-rep__name">{agentHref ? <a href={agentHref}>{name}</a> : name}</p>
      {rep.description ? <p className="sales-rep__description">{localizedValue(rep.description, locale)}</p> : null}
      <ContactLines className="sales-rep__contact" person={rep} />
      {agentHref ? (
        <p>
          <a href={agentHref}>{t('agent.page', { name: rep.firstname || name })}</a>
        </p>
      ) : null}
    </section>
  );
}
