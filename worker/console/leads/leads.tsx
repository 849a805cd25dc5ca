import { clientLabel, UNKNOWN_CLIENT } from '../../../shared/domain/assistant-client';
import { brusselsTime } from '../../../shared/format/brussels-time';
import type { Locale } from '../../../shared/i18n/locales';
import { type ConsoleLead, type ConsoleLeads, type ConsoleSession, LEAD_STATES } from '../../../shared/contract/console';
import { LEAD_OUTBOX_KINDS } from '../../../shared/contract/lead-kinds';
import { t } from '../kit/i18n';
import { ListTable } from '../kit/scroll-table';
import { SiteShell } from '../kit/render';
import { kindName } from '../kit/names';
import { ChoiceSelect, choicesOf, FormAlert, Notice, PostButton } from '../kit/fields';

/** A lead the agency may send again: its delivery failed, or its CRM refused it. */
/** The leads table's columns (`leads.columns.*`). */
const LEAD_COLUMNS = ['date', 'kind', 'person', 'listing', 'source', 'delivery'] as const;

const resendable = (lead: ConsoleLead) => lead.status === 'failed' || lead.needsAttention !== null;

/** "Send again" (a POST with the session's CSRF token), named after the lead's person so each button says whose it is. */
function ResendForm({ locale, session, siteId, lead }: { locale: Locale; session: ConsoleSession; siteId: number; lead: ConsoleLead }) {
  const who = lead.person.name ?? lead.person.email ?? brusselsTime(lead.createdAt);
  return (
    <PostButton
      action={`/${locale}/sites/${siteId}/leads/${encodeURIComponent(lead.id)}/resend`}
      csrf={session.csrf}
      label={t(locale, 'leads.resend')}
      named={t(locale, 'leads.resendFor', { who })}
    />
  );
}

/**
 * Whether a holiday reservation request became a booking, as the agency says it (the platform
 * cannot know): marked booked, its accounting record is kept ten years after the stay; otherwise
 * it is erased whole with the rest (docs/privacy.md "How long").
 */
function BookedForm({ locale, session, siteId, lead }: { locale: Locale; session: ConsoleSession; siteId: number; lead: ConsoleLead }) {
  const who = lead.person.name ?? lead.person.email ?? brusselsTime(lead.createdAt);
  const booked = lead.bookedAt !== null;
  return (
    <>
      <span className="hint"> {booked ? t(locale, 'leads.booked.yes', { date: brusselsTime(lead.bookedAt!) }) : t(locale, 'leads.booked.no')}</span>
      <PostButton
        action={`/${locale}/sites/${siteId}/leads/${encodeURIComponent(lead.id)}/booked`}
        csrf={session.csrf}
        fields={{ booked: booked ? '0' : '1' }}
        label={t(locale, booked ? 'leads.booked.undo' : 'leads.booked.mark')}
        named={t(locale, booked ? 'leads.booked.undoFor' : 'leads.booked.markFor', { who })}
      />
    </>
  );
}

type Filters = Partial<Record<'kind' | 'status' | 'needsAttention', string>>;

/** Why a delivery failed, in the user's words ("SweepBright refused the credentials"), else its technical error, else nothing. */
function failureWords(locale: Locale, lead: ConsoleLead): string | null {
  if (lead.failure) return t(locale, `leads.failure.${lead.failure.reason}`, { kind: lead.failure.crm ? kindName(locale, lead.failure.crm) : 'CRM' });
  return lead.lastError;
}

const tries = (locale: Locale, lead: ConsoleLead) => (lead.attempts > 0 ? t(locale, 'leads.state.tries', { tries: String(lead.attempts) }) : '');
const mailed = (locale: Locale, lead: ConsoleLead) => (lead.deliveredTo.includes('email') ? t(locale, 'leads.state.mailedMeanwhile') : '');

/** Where a lead went, in plain words: needs attention (why), failed (why), pending, or where it was delivered. */
export function deliveryState(locale: Locale, lead: ConsoleLead): string {
  const why = failureWords(locale, lead);
  if (lead.needsAttention) return t(locale, 'leads.state.attention', { reason: lead.failure ? why! : lead.needsAttention });
  if (lead.status === 'failed' && why)
    return [t(locale, 'leads.state.failedWhy', { reason: why }), tries(locale, lead), mailed(locale, lead)].filter(Boolean).join('. ');
  // A lead being retried says why, how often it was tried, when next, and that the agency's mailbox has it meanwhile.
  if (lead.status === 'pending' && why) {
    const next = lead.failure?.nextTryAt ? t(locale, 'leads.state.nextTry', { when: brusselsTime(lead.failure.nextTryAt) }) : '';
    return [t(locale, 'leads.state.retrying', { reason: why }), tries(locale, lead), next, mailed(locale, lead)].filter(Boolean).join('. ');
  }
  if (lead.status === 'failed' || lead.status === 'pending') return t(locale, `leads.state.${lead.status}`);
  const places = lead.deliveredTo.map((name) =>
    t(locale, name === 'email' ? 'leads.state.emailed' : name === 'webhook' ? 'leads.state.webhook' : 'leads.state.crm'),
  );
  return places.length ? places.join(', ') : t(locale, 'leads.state.stored');
}

/** Where the visitor came from: an AI assistant (its name), the campaign's source, else the referring site, else nothing known. */
function sourceOf(locale: Locale, lead: ConsoleLead): string {
  const { utm, referrer } = lead.attribution ?? {};
  if (utm?.source === 'assistant') return t(locale, 'leads.assistant', { client: clientLabel(utm.medium ?? UNKNOWN_CLIENT, locale) });
  if (utm?.source) return [utm.source, utm.medium, utm.campaign].filter(Boolean).join(' / ');
  if (referrer) {
    try {
      return new URL(referrer).hostname;
    } catch {
      return referrer;
    }
  }
  return t(locale, 'leads.direct');
}

/**
 * The pages the visitor's session viewed before sending the lead, oldest first: a row of its own
 * under the lead's, a disclosure naming whose pages they are (several leads each have one).
 */
function PagesViewed({ locale, lead }: { locale: Locale; lead: ConsoleLead }) {
  const pages = lead.attribution?.pages ?? [];
  if (pages.length === 0) return null;
  const who = lead.person.name ?? lead.person.email ?? brusselsTime(lead.createdAt);
  return (
    <tr className="lead-pages">
      <td colSpan={6}>
        <details>
          <summary>{t(locale, 'leads.pagesViewed', { count: pages.length, who })}</summary>
          <ol>
            {pages.map((page, index) => (
              <li key={index}>
                {page.title ?? page.path}
                {page.title && <span className="hint"> {page.path}</span>}
              </li>
            ))}
          </ol>
        </details>
      </td>
    </tr>
  );
}

function Listing({ locale, lead }: { locale: Locale; lead: ConsoleLead }) {
  const listing = lead.listing;
  if (!listing) return <>—</>;
  return (
    <>
      {listing.reference ?? `#${listing.estateId ?? listing.rentalUnitId}`}
      {listing.externalId && <span className="hint"> {t(locale, 'leads.crmId', { id: listing.externalId })}</span>}
    </>
  );
}

/** The leads of an agency: filters (a GET form), the table, the older page and the CSV of the same filters. */
export function LeadsPage({
  locale,
  session,
  leads,
  filters,
  alert,
  notice,
}: {
  locale: Locale;
  session: ConsoleSession;
  leads: ConsoleLeads;
  filters: Filters;
  alert?: string;
  notice?: string;
}) {
  const base = `/${locale}/sites/${leads.site.id}/leads`;
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value) as [string, string][]);
  /** A filter of the list: any (empty), or one of `values`. */
  const filter = (name: 'kind' | 'status', values: readonly string[], words: string) => (
    <ChoiceSelect
      id={`leads-${name}`}
      name={name}
      label={t(locale, `leads.${name}`)}
      value={filters[name] ?? ''}
      choices={choicesOf(values, (value) => t(locale, `${words}.${value}`), t(locale, 'leads.all'))}
    />
  );
  const older = leads.next ? `${base}?${new URLSearchParams([...query, ['before', leads.next]])}` : null;
  const rows = (list: readonly ConsoleLead[]) =>
    list.map((lead) => [
      <tr key={lead.id}>
        <td data-label={t(locale, 'leads.columns.date')}>
          <time dateTime={lead.createdAt}>{brusselsTime(lead.createdAt)}</time>
        </td>
        <td data-label={t(locale, 'leads.columns.kind')}>{t(locale, `leads.kinds.${lead.kind}`)}</td>
        <td data-label={t(locale, 'leads.columns.person')}>
          {lead.person.name ?? '—'}
          {lead.person.email && <span className="hint"> {lead.person.email}</span>}
          {lead.person.phone && <span className="hint"> {lead.person.phone}</span>}
        </td>
        <td data-label={t(locale, 'leads.columns.listing')}>
          <Listing locale={locale} lead={lead} />
        </td>
        <td data-label={t(locale, 'leads.columns.source')}>{sourceOf(locale, lead)}</td>
        <td data-label={t(locale, 'leads.columns.delivery')}>
          {deliveryState(locale, lead)}
          {resendable(lead) && <ResendForm locale={locale} session={session} siteId={leads.site.id} lead={lead} />}
          {lead.kind === 'rental-reservation' && <BookedForm locale={locale} session={session} siteId={leads.site.id} lead={lead} />}
        </td>
      </tr>,
      <PagesViewed key={`${lead.id}-pages`} locale={locale} lead={lead} />,
    ]);
  return (
    <SiteShell locale={locale} session={session} site={leads.site} title="title.leads" screen="leads">
      {alert && <FormAlert>{alert}</FormAlert>}
      {notice && <Notice>{notice}</Notice>}
      <form method="get" action={base} className="filters" aria-label={t(locale, 'leads.filters')}>
        {filter('kind', LEAD_OUTBOX_KINDS, 'leads.kinds')}
        {filter('status', LEAD_STATES, 'leads.states')}
        <div className="field choice">
          <input type="checkbox" id="leads-attention" name="needsAttention" value="true" defaultChecked={filters.needsAttention === 'true'} />
          <label htmlFor="leads-attention">{t(locale, 'leads.onlyAttention')}</label>
        </div>
        <button type="submit">{t(locale, 'leads.filter')}</button>
      </form>
      <p>
        <a href={`/${locale}/sites/${leads.site.id}/leads.csv${query.size ? `?${query}` : ''}`} download>
          {t(locale, 'leads.csv')}
        </a>
      </p>
      <ListTable locale={locale} words="leads" site={leads.site} id="leads-caption" className="leads" items={leads.leads} columns={LEAD_COLUMNS} rows={rows} />
      {older && (
        <p>
          <a href={older}>{t(locale, 'leads.older')}</a>
        </p>
      )}
    </SiteShell>
  );
}
