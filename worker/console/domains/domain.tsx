import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import type { DnsRecord, Domain, DomainProblem, Domains } from '../../../shared/contract/console-domains';
import { t } from '../kit/i18n';
import { SiteShell } from '../kit/render';
import { Field, FormAlert, Notice } from '../kit/fields';
import { ScrollTable } from '../kit/scroll-table';
import { EmptyOr } from '../kit/lists';

export interface DomainForm {
  hostname: string;
  primary: boolean;
  errors: Partial<Record<'hostname', string>>;
  alert?: string;
}

type Props = {
  locale: Locale;
  session: ConsoleSession;
  domains: Domains;
  form: DomainForm;
  /** What the last POST did (POST-redirect-GET). */
  notice?: { kind: 'added' | 'checked' | 'removed' | 'removing'; hostname?: string } | undefined;
  /** A domain the owner asked to remove: the confirmation comes first. */
  confirm?: string | undefined;
};

function Problem({ locale, problem, target }: { locale: Locale; problem: DomainProblem; target: string | null }) {
  return (
    <li>
      {t(locale, `domain.problem.${problem.code}`, { target: target ?? '' })}
      {problem.message && (
        <>
          {' '}
          <q lang="en">{problem.message}</q>
        </>
      )}
    </li>
  );
}

function Records({ locale, domain }: { locale: Locale; domain: Domain }) {
  const id = `records-${domain.hostname}`;
  return (
    <ScrollTable
      labelledBy={id}
      className="records"
      caption={t(locale, 'domain.records', { hostname: domain.hostname })}
      head={(['type', 'name', 'value', 'purpose'] as const).map((column) => t(locale, `domain.${column}`))}
    >
      {domain.records.map((record: DnsRecord) => (
        <tr key={`${record.type} ${record.name} ${record.value}`}>
          <td>{record.type}</td>
          <td>
            <code>{record.name}</code>
          </td>
          <td>
            <code>{record.value}</code>
          </td>
          <td>{t(locale, `domain.for.${record.purpose}`)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

function DomainItem({
  locale,
  session,
  domain,
  action,
  target,
}: {
  locale: Locale;
  session: ConsoleSession;
  domain: Domain;
  action: string;
  target: string | null;
}) {
  const headingId = `domain-${domain.hostname}`;
  return (
    <li className="domain">
      <h3 id={headingId}>{domain.hostname}</h3>
      <p
        className={`state state--${domain.state}`}
        id={`state-${domain.hostname}`}
        role="status"
        {...(domain.state === 'pending' ? { 'data-poll': '30' } : {})}
      >
        <strong>{t(locale, 'domain.stateLabel')}</strong> {t(locale, `domain.state.${domain.state}`)}
      </p>
      {domain.primary && <p>{t(locale, 'domain.primary')}</p>}
      {!domain.primary && domain.wantsPrimary && domain.state === 'pending' && <p>{t(locale, 'domain.wantsPrimary')}</p>}
      {domain.redirectsTo && domain.state === 'active' && <p>{t(locale, 'domain.redirects', { hostname: domain.redirectsTo })}</p>}
      {domain.problems.length > 0 && (
        <ul className="problems">
          {domain.problems.map((problem) => (
            <Problem key={`${problem.code}${problem.message ?? ''}`} locale={locale} problem={problem} target={target} />
          ))}
        </ul>
      )}
      {(domain.state === 'pending' || domain.state === 'failed') && <Records locale={locale} domain={domain} />}
      <div className="actions">
        {domain.state === 'pending' && (
          <form method="post" action={`${action}/check`}>
            <input type="hidden" name="_csrf" value={session.csrf} />
            <input type="hidden" name="hostname" value={domain.hostname} />
            <button type="submit" aria-describedby={headingId}>
              {t(locale, 'domain.check')}
            </button>
          </form>
        )}
        {domain.state !== 'removing' && (
          <a className="button-link" href={`${action}?remove=${encodeURIComponent(domain.hostname)}#confirm`} aria-describedby={headingId}>
            {t(locale, 'domain.remove')}
          </a>
        )}
      </div>
    </li>
  );
}

/** The agency's own domains (owners only): the confirmation of a removal, the domains with their records and state, the form to add one. */
export function DomainPage({ locale, session, domains, form, notice, confirm }: Props) {
  const action = `/${locale}/sites/${domains.site.id}/domain`;
  return (
    <SiteShell locale={locale} session={session} site={domains.site} title="domain.title" screen="domain">
      {notice?.hostname && <Notice>{t(locale, `domain.notice.${notice.kind}`, { hostname: notice.hostname })}</Notice>}
      {confirm && (
        <section id="confirm" className="confirm" aria-labelledby="confirm-title">
          <h2 id="confirm-title">{t(locale, 'domain.confirmTitle', { hostname: confirm })}</h2>
          <p>{t(locale, 'domain.confirmText')}</p>
          <form method="post" action={`${action}/remove`}>
            <input type="hidden" name="_csrf" value={session.csrf} />
            <input type="hidden" name="hostname" value={confirm} />
            <button type="submit" className="danger">
              {t(locale, 'domain.confirm')}
            </button>{' '}
            <a href={action}>{t(locale, 'domain.cancel')}</a>
          </form>
        </section>
      )}
      <p>{t(locale, 'domain.intro')}</p>
      {!domains.target && <p className="alert">{t(locale, 'domain.notSetUp')}</p>}
      <EmptyOr heading={t(locale, 'domain.yours')} id="domains" items={domains.domains} none={t(locale, 'domain.none')}>
        {(list) => (
          <ul className="domains" aria-labelledby="domains">
            {list.map((domain) => (
              <DomainItem key={domain.hostname} locale={locale} session={session} domain={domain} action={action} target={domains.target} />
            ))}
          </ul>
        )}
      </EmptyOr>
      <p className="hint">{t(locale, 'domain.apexHint')}</p>
      <h2 id="add">{t(locale, 'domain.add')}</h2>
      {form.alert && <FormAlert>{form.alert}</FormAlert>}
      <form method="post" action={action} aria-labelledby="add" noValidate>
        <input type="hidden" name="_csrf" value={session.csrf} />
        <Field id="domain-hostname" label={t(locale, 'domain.hostname')} hint={t(locale, 'domain.hostnameHint')} error={form.errors.hostname}>
          {(described) => (
            <input
              id="domain-hostname"
              name="hostname"
              type="text"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              defaultValue={form.hostname}
              {...described}
            />
          )}
        </Field>
        <div className="choice">
          <input type="checkbox" id="domain-primary" name="primary" defaultChecked={form.primary} aria-describedby="domain-primary-hint" />
          <label htmlFor="domain-primary">{t(locale, 'domain.primaryLabel')}</label>
          <p className="hint" id="domain-primary-hint">
            {t(locale, 'domain.apexHelp')}
          </p>
        </div>
        <button type="submit">{t(locale, 'domain.submit')}</button>
      </form>
    </SiteShell>
  );
}
