import type { ConsolePortalEnquiries } from '../../../shared/contract/console-portal';
import type { Locale } from '../../../shared/i18n/locales';
import { t } from '../kit/i18n';
import { ScrollTable } from '../kit/scroll-table';
import { EmptyOr } from '../kit/lists';

const PORTAL_NAMES: Record<string, string> = { immoweb: 'Immoweb', zimmo: 'Zimmo', immovlan: 'Immovlan', realo: 'Realo' };

/** The last mails received at the inbound address: when, from which portal, who, which listing, what became of it and of its answer. */
export function PortalEnquiryList({ locale, answer, time }: { locale: Locale; answer: ConsolePortalEnquiries; time: (iso: string) => string }) {
  return (
    <div>
      <EmptyOr heading={t(locale, 'portal.last')} id="pe-last" items={answer.enquiries} none={t(locale, 'portal.none')}>
        {(enquiries) => (
          <ScrollTable
            labelledBy="pe-last"
            className="leads"
            head={(['received', 'portal', 'enquirer', 'listing', 'state', 'answer'] as const).map((column) => t(locale, `portal.column.${column}`))}
          >
            {enquiries.map((row) => (
              <tr key={`${row.receivedAt}-${row.subject}`}>
                <td>
                  <time dateTime={row.receivedAt}>{time(row.receivedAt)}</time>
                </td>
                <td>{row.portal ? (PORTAL_NAMES[row.portal] ?? row.portal) : t(locale, 'portal.unknownPortal')}</td>
                <td>{row.enquirer ?? ''}</td>
                <td>
                  {row.estateId ? (
                    <a href={`/${locale}/sites/${answer.site.id}/estates/${row.estateId}`}>{row.reference ?? row.estateId}</a>
                  ) : (
                    (row.reference ?? '')
                  )}
                </td>
                <td>
                  {t(locale, `portal.state.${row.state}`)}
                  {row.reason ? ` (${t(locale, `portal.reason.${row.reason}`)})` : ''}
                </td>
                <td>{row.answer ? t(locale, `portal.answer.${row.answer}`) : ''}</td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </EmptyOr>
    </div>
  );
}
