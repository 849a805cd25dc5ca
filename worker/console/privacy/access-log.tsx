import type { ConsoleAccessLog } from '../../../shared/contract/console-privacy';
import { brusselsTime } from '../../../shared/format/brussels-time';
import type { ScreenProps } from '../kit/render';
import { SiteShell } from '../kit/render';
import { t } from '../kit/i18n';
import { ListTable } from '../kit/scroll-table';

/** The log's columns (`privacy.log.columns.*`). */
const COLUMNS = ['at', 'who', 'what'] as const;

/** How a person was looked for (the detail of a search, export or erasure): its words. */
const BY = new Set(['email', 'phone']);

/**
 * The access log of an agency (owners): who looked at or took its visitors' data, when, and
 * what (a count and the filters, never whose), newest first, kept as long as the leads.
 */
export function AccessLogPage({ locale, session, log }: ScreenProps<{ log: ConsoleAccessLog }>) {
  const rows = (entries: readonly ConsoleAccessLog['entries'][number][]) =>
    entries.map((entry, index) => (
      <tr key={`${entry.at}-${index}`}>
        <td data-label={t(locale, 'privacy.log.columns.at')}>
          <time dateTime={entry.at}>{brusselsTime(entry.at)}</time>
        </td>
        <td data-label={t(locale, 'privacy.log.columns.who')}>{entry.who}</td>
        <td data-label={t(locale, 'privacy.log.columns.what')}>
          {t(locale, `privacy.log.actions.${entry.action}`, { count: entry.count })}
          {entry.detail && <span className="hint"> {BY.has(entry.detail) ? t(locale, `privacy.log.by.${entry.detail}`) : entry.detail}</span>}
        </td>
      </tr>
    ));
  return (
    <SiteShell locale={locale} session={session} site={log.site} title="privacy.log.title" screen="privacy/log">
      <p>{t(locale, 'privacy.log.intro', { months: log.retentionMonths })}</p>
      <ListTable locale={locale} words="privacy.log" site={log.site} id="access-caption" className="leads" items={log.entries} columns={COLUMNS} rows={rows} />
      <p>
        <a href={`/${locale}/sites/${log.site.id}/privacy`}>{t(locale, 'privacy.back')}</a>
      </p>
    </SiteShell>
  );
}
