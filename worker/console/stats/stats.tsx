import type { ReactNode } from 'react';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import { type ConsoleStats, LEAD_EVENT_KINDS, type StatsCounts } from '../../../shared/contract/stats';
import { PERIOD_DAYS } from '../../../shared/domain/stats-period';
import { t } from '../kit/i18n';
import { SiteShell } from '../kit/render';
import { ChoiceSelect, Field, FormAlert, type Choice } from '../kit/fields';
import { DayChart, LabelledBars } from './stats-chart';
import { ScrollTable } from '../kit/scroll-table';
import { EmptyOr } from '../kit/lists';

/** The period as asked (the address's days, from, to) and the field a refused one names. */
export interface StatsQuery {
  days?: string;
  from?: string;
  to?: string;
}

const leadsOf = (counts: StatsCounts['counts']) => LEAD_EVENT_KINDS.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);
const percent = (locale: Locale, part: number, whole: number) =>
  whole ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(part / whole) : '—';

/** A source's name in words: its class, and who (`Portal: immoweb`); direct has no who. */
function sourceName(locale: Locale, value: string): string {
  const [kind = 'other', name = ''] = value.split(':');
  const label = t(locale, `stats.sources.${kind}`);
  return name ? `${label}: ${name}` : label;
}

/** A statistics table (its caption names it): the first column a name, the others numbers. */
function Table({ id, caption, head, children }: { id: string; caption: string; head: string[]; children: ReactNode }) {
  return (
    <ScrollTable labelledBy={`${id}-caption`} className="stats-table" caption={caption} head={head} numeric={(index) => index > 0}>
      {children}
    </ScrollTable>
  );
}

type Count = readonly [key: string, name: ReactNode, count: number];

/** A statistics table of two columns (`stats.columns.{column}`): a name (a filter, a device, a tool) and its count. */
function CountTable({
  locale,
  id,
  caption,
  columns,
  rows,
}: {
  locale: Locale;
  id: string;
  caption: string;
  columns: readonly [string, string];
  rows: readonly Count[];
}) {
  return (
    <Table id={id} caption={caption} head={columns.map((column) => t(locale, `stats.columns.${column}`))}>
      {rows.map(([key, name, count]) => (
        <tr key={key}>
          <th scope="row">{name}</th>
          <td className="number">{count}</td>
        </tr>
      ))}
    </Table>
  );
}

/**
 * A section of counts that may be none (the searches that found nothing, the assistants' tools):
 * its heading, hint and table's caption are the words `stats.{name}`, `…Hint` and `…Caption`,
 * the heading's id `stats-{name}`, the table's `stats-{name}-table`.
 */
function CountSection(props: Omit<Parameters<typeof CountTable>[0], 'caption' | 'id'> & { name: string }) {
  const { locale, name } = props;
  const id = `stats-${name}`;
  const words = `stats.${name}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t(locale, words)}</h2>
      <p className="hint">{t(locale, `${words}Hint`)}</p>
      <EmptyOr items={props.rows} none={t(locale, 'stats.none')}>
        {(rows) => <CountTable {...props} id={`${id}-table`} caption={t(locale, `${words}Caption`)} rows={rows} />}
      </EmptyOr>
    </section>
  );
}

/** Visits, leads and conversion of rows (sources, classes): one line each. */
function SourceRows({ locale, rows }: { locale: Locale; rows: StatsCounts[] }) {
  return (
    <>
      {rows.map((row) => (
        <tr key={row.value}>
          <th scope="row">{sourceName(locale, row.value)}</th>
          <td className="number">{row.counts.visit ?? 0}</td>
          <td className="number">{row.counts.view ?? 0}</td>
          <td className="number">{leadsOf(row.counts)}</td>
          <td className="number">{percent(locale, leadsOf(row.counts), row.counts.visit ?? 0)}</td>
        </tr>
      ))}
    </>
  );
}

function PeriodForm({
  locale,
  base,
  query,
  error,
}: {
  locale: Locale;
  base: string;
  query: StatsQuery;
  error?: { field: 'days' | 'from' | 'to'; message: string } | undefined;
}) {
  const custom = !query.days && Boolean(query.from || query.to);
  return (
    <form method="get" action={base} className="filters" aria-label={t(locale, 'stats.period')}>
      <ChoiceSelect
        id="stats-days"
        name="days"
        label={t(locale, 'stats.period')}
        error={error?.field === 'days' ? error.message : undefined}
        value={custom ? '' : (query.days ?? '30')}
        choices={[...PERIOD_DAYS.map((days): Choice => [String(days), t(locale, 'stats.lastDays', { count: days })]), ['', t(locale, 'stats.fromTo')]]}
      />
      <Field id="stats-from" label={t(locale, 'stats.from')} error={error?.field === 'from' ? error.message : undefined}>
        {(described) => <input type="date" id="stats-from" name="from" defaultValue={query.from ?? ''} {...described} />}
      </Field>
      <Field id="stats-to" label={t(locale, 'stats.to')} error={error?.field === 'to' ? error.message : undefined}>
        {(described) => <input type="date" id="stats-to" name="to" defaultValue={query.to ?? ''} {...described} />}
      </Field>
      <button type="submit">{t(locale, 'stats.show')}</button>
    </form>
  );
}

/** The statistics screen: the period, then each question as a chart with its table beside it, and the CSV. */
export function StatsPage(props: {
  locale: Locale;
  session: ConsoleSession;
  stats: ConsoleStats;
  query: StatsQuery;
  error?: { field: 'days' | 'from' | 'to'; message: string };
}) {
  const { locale, session, stats, query, error } = props;
  const base = `/${locale}/sites/${stats.site.id}/stats`;
  const asked = new URLSearchParams(Object.entries(query).filter(([, value]) => value) as [string, string][]);
  return (
    <SiteShell locale={locale} session={session} site={stats.site} title="stats.title" screen="stats">
      <p className="hint">{t(locale, 'stats.intro')}</p>
      {error && <FormAlert>{error.message}</FormAlert>}
      <PeriodForm locale={locale} base={base} query={query} error={error} />
      {!error && <Report locale={locale} stats={stats} base={base} asked={asked} />}
    </SiteShell>
  );
}

/** The period's counts: totals, the CSV, then each question as a chart with its table. */
function Report({ locale, stats, base, asked }: { locale: Locale; stats: ConsoleStats; base: string; asked: URLSearchParams }) {
  const total = stats.bySourceClass.reduce(
    (sum, row) => ({ visits: sum.visits + (row.counts.visit ?? 0), views: sum.views + (row.counts.view ?? 0), leads: sum.leads + leadsOf(row.counts) }),
    { visits: 0, views: 0, leads: 0 },
  );
  const head = [
    t(locale, 'stats.columns.source'),
    t(locale, 'stats.columns.visits'),
    t(locale, 'stats.columns.views'),
    t(locale, 'stats.columns.leads'),
    t(locale, 'stats.columns.conversion'),
  ];
  const devices: Count[] = stats.byDevice.map((row) => [row.value, t(locale, `stats.devices.${row.value}`), row.counts.view ?? 0]);
  const languages: Count[] = stats.byLang.map((row) => [row.value, row.value.toUpperCase(), row.counts.view ?? 0]);
  return (
    <>
      <p>{t(locale, 'stats.range', { from: stats.from, to: stats.to })}</p>
      <ul className="stats-totals">
        <li>{t(locale, 'stats.totals.visits', { count: total.visits })}</li>
        <li>{t(locale, 'stats.totals.views', { count: total.views })}</li>
        <li>{t(locale, 'stats.totals.leads', { count: total.leads })}</li>
        <li>{t(locale, 'stats.totals.conversion', { rate: percent(locale, total.leads, total.visits) })}</li>
      </ul>
      <p>
        <a href={`${base}.csv${asked.size ? `?${asked}` : ''}`} download>
          {t(locale, 'stats.csv')}
        </a>
      </p>

      <section aria-labelledby="stats-sources">
        <h2 id="stats-sources">{t(locale, 'stats.bySource')}</h2>
        <LabelledBars rows={stats.bySourceClass.map((row) => ({ label: sourceName(locale, row.value), value: row.counts.visit ?? 0 }))} />
        <Table id="stats-classes" caption={t(locale, 'stats.bySourceClassCaption')} head={head}>
          <SourceRows locale={locale} rows={stats.bySourceClass} />
        </Table>
        <Table id="stats-names" caption={t(locale, 'stats.bySourceCaption')} head={head}>
          <SourceRows locale={locale} rows={stats.bySource} />
        </Table>
      </section>

      <section aria-labelledby="stats-days-title">
        <h2 id="stats-days-title">{t(locale, 'stats.byDay')}</h2>
        <DayChart days={stats.byDay} />
        <Table
          id="stats-day-table"
          caption={t(locale, 'stats.byDayCaption')}
          head={[t(locale, 'stats.columns.day'), t(locale, 'stats.columns.visits'), t(locale, 'stats.columns.views'), t(locale, 'stats.columns.leads')]}
        >
          {stats.byDay.map((day) => (
            <tr key={day.day}>
              <th scope="row" className="day">
                {day.day}
              </th>
              <td className="number">{day.visits}</td>
              <td className="number">{day.views}</td>
              <td className="number">{day.leads}</td>
            </tr>
          ))}
        </Table>
      </section>

      <section aria-labelledby="stats-listings">
        <EmptyOr heading={t(locale, 'stats.listings')} id="stats-listings" items={stats.listings} none={t(locale, 'stats.none')}>
          {(listings) => (
            <>
              <LabelledBars rows={listings.map((row) => ({ label: row.reference ?? `#${row.value.slice(1)}`, value: row.counts.view ?? 0 }))} />
              <Table
                id="stats-listing-table"
                caption={t(locale, 'stats.listingsCaption')}
                head={[
                  t(locale, 'stats.columns.listing'),
                  t(locale, 'stats.columns.views'),
                  t(locale, 'stats.columns.favorites'),
                  t(locale, 'stats.columns.leads'),
                ]}
              >
                {listings.map((row) => (
                  <tr key={row.value}>
                    <th scope="row">
                      {row.value.startsWith('e') && row.reference ? (
                        <a href={`/${locale}/sites/${stats.site.id}/listings/${row.value.slice(1)}`}>{row.reference}</a>
                      ) : (
                        (row.reference ?? `#${row.value.slice(1)}`)
                      )}
                    </th>
                    <td className="number">{row.counts.view ?? 0}</td>
                    <td className="number">{row.counts.favorite ?? 0}</td>
                    <td className="number">{leadsOf(row.counts)}</td>
                  </tr>
                ))}
              </Table>
            </>
          )}
        </EmptyOr>
      </section>

      <CountSection locale={locale} name="zero" columns={['filter', 'searches']} rows={stats.zeroResults.map((row) => [row.filter, row.filter, row.count])} />

      <section aria-labelledby="stats-audience">
        <h2 id="stats-audience">{t(locale, 'stats.audience')}</h2>
        <CountTable locale={locale} id="stats-device" caption={t(locale, 'stats.deviceCaption')} columns={['device', 'views']} rows={devices} />
        <CountTable locale={locale} id="stats-lang" caption={t(locale, 'stats.langCaption')} columns={['language', 'views']} rows={languages} />
      </section>

      <CountSection
        locale={locale}
        name="tools"
        columns={['tool', 'calls']}
        rows={stats.tools.map((row) => [row.tool, <code key={row.tool}>{row.tool}</code>, row.count])}
      />
    </>
  );
}
