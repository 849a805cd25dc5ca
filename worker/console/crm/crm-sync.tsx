import { brusselsTime } from '../../../shared/format/brussels-time';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import { type ConsoleImport, type ConsoleSyncEvent, type ConsoleSyncEvents, paceMinutes, type SyncPace } from '../../../shared/contract/console-crm-sync';
import { t } from '../kit/i18n';
import { ScrollTable } from '../kit/scroll-table';
import { EmptyOr } from '../kit/lists';
import { PostButton } from '../kit/fields';

/*
 * A CRM connection's initial import and sync queue on the CRM screen (worker/console/crm/crm.tsx):
 * the import's progress ("124 of 250 imported") or, for a CRM without a list call, what to do
 * in the CRM and the listings received since; "Import everything again"; the events waiting,
 * retried and given up with their reason and "Retry now", those the platform could not take with
 * "Fetch again", and their counts per day.
 */

/** Bulk publishes the how-to times, in listings. */
const PACE_EXAMPLES = [100, 300, 600, 1000];

interface Props {
  locale: Locale;
  session: ConsoleSession;
  /** The connection's page path (`/{lang}/sites/{id}/crm/{connectionId}`) and heading id. */
  base: string;
  headingId: string;
  kind: string;
  kindName: string;
}

/** How long a bulk publish takes at the connection's pace: "100 listings: about 1 minute · 600: about 5 minutes". */
function PaceTimes({ locale, pace }: { locale: Locale; pace: SyncPace }) {
  const times = PACE_EXAMPLES.map((listings) => t(locale, 'crm.import.paceTime', { listings, minutes: paceMinutes(listings, pace) })).join(' · ');
  return <p>{t(locale, 'crm.import.pace', { perMinute: pace.perMinute, burst: pace.burst, times })}</p>;
}

function ImportState({
  locale,
  run,
  kind,
  kindName,
  id,
  pace,
}: {
  locale: Locale;
  run: ConsoleImport;
  kind: string;
  kindName: string;
  id: string;
  pace: SyncPace | undefined;
}) {
  if (run.mode === 'publish') {
    return (
      <>
        <p>{t(locale, `crm.import.howTo.${kind}`)}</p>
        {pace && <PaceTimes locale={locale} pace={pace} />}
        <p role="status">{t(locale, 'crm.import.received', { kind: kindName, date: brusselsTime(run.startedAt), received: run.imported })}</p>
      </>
    );
  }
  const counts = { created: run.created, updated: run.updated, unchanged: run.unchanged, refused: run.refused, keptOff: run.keptOff };
  if (run.state === 'failed') return <p className="field-error">{t(locale, 'crm.import.failed', { error: run.error ?? '' })}</p>;
  if (run.state === 'done')
    return <p role="status">{t(locale, 'crm.import.done', { date: brusselsTime(run.finishedAt ?? run.startedAt), imported: run.imported, ...counts })}</p>;
  if (run.total === null) return <p role="status">{t(locale, 'crm.import.waiting', { date: brusselsTime(run.startedAt), kind: kindName })}</p>;
  return (
    <>
      <p role="status" id={`${id}-progress`}>
        {t(locale, 'crm.import.progress', { imported: run.imported, total: run.total })}
      </p>
      <progress max={Math.max(run.total, 1)} value={run.imported} aria-label={t(locale, 'crm.import.progressLabel')} aria-describedby={`${id}-progress`} />
      <p>{t(locale, 'crm.import.soFar', counts)}</p>
    </>
  );
}

/** The import's state and the "Import everything again" button. */
export function CrmImport({ locale, session, base, headingId, kind, kindName, run, pace }: Props & { run: ConsoleImport | null; pace?: SyncPace }) {
  const id = `${headingId}-import`;
  return (
    <section aria-labelledby={id}>
      <h4 id={id}>{t(locale, 'crm.import.title')}</h4>
      {run ? <ImportState locale={locale} run={run} kind={kind} kindName={kindName} id={id} pace={pace} /> : null}
      {run?.state === 'running' && (
        // A GET form, not a link: a link to the page it is on would only scroll, never load the counts again.
        <form method="get" action={`${base.slice(0, base.lastIndexOf('/'))}#${headingId}`}>
          <button type="submit">{t(locale, 'crm.import.refresh')}</button>
        </form>
      )}
      <form method="post" action={`${base}/import`}>
        <input type="hidden" name="_csrf" value={session.csrf} />
        <p className="hint" id={`${id}-help`}>
          {t(locale, run?.mode === 'publish' ? 'crm.import.againPublish' : 'crm.import.againHelp', { kind: kindName })}
        </p>
        <button type="submit" aria-describedby={`${id}-help`}>
          {t(locale, 'crm.import.again')}
        </button>
      </form>
    </section>
  );
}

/** What an event is about, in words: an import's page, or a listing by the CRM's id. */
const subject = (locale: Locale, event: ConsoleSyncEvent) =>
  event.importFrom !== null ? t(locale, 'crm.events.importPage', { from: event.importFrom }) : t(locale, 'crm.events.listing', { id: event.externalId });

function EventList({
  locale,
  session,
  base,
  heading,
  events,
  total,
  again,
}: {
  locale: Locale;
  session: ConsoleSession;
  base: string;
  heading: string;
  events: ConsoleSyncEvent[];
  total: number;
  /** Each event's button: "Retry now", or "Fetch again" (a new event of the listing). */
  again?: 'retry' | 'fetch';
}) {
  if (events.length === 0) return null;
  return (
    <>
      <h5>{heading}</h5>
      <ul className="sync-events">
        {events.map((event) => {
          const what = subject(locale, event);
          return (
            <li key={event.id}>
              <p>
                <strong>{what}</strong> · {t(locale, 'crm.events.received', { date: brusselsTime(event.receivedAt), attempts: event.attempts })}
              </p>
              {event.lastError && <p className="field-error">{t(locale, 'crm.events.reason', { error: event.lastError })}</p>}
              {again && (
                <PostButton
                  action={`${base}/events/${event.id}/${again}`}
                  csrf={session.csrf}
                  label={t(locale, `crm.events.${again}`)}
                  named={t(locale, `crm.events.${again}One`, { what })}
                />
              )}
            </li>
          );
        })}
        {total > events.length && <li>{t(locale, 'crm.events.more', { more: total - events.length })}</li>}
      </ul>
    </>
  );
}

/** The connection's sync queue: counts, the three lists, "Retry all now", and the counts per day. */
export function CrmSyncEvents({ locale, session, base, headingId, events }: Omit<Props, 'kind' | 'kindName'> & { events: ConsoleSyncEvents }) {
  const list = { locale, session, base };
  const id = `${headingId}-events`;
  const { counts } = events;
  return (
    <section aria-labelledby={id}>
      <h4 id={id}>{t(locale, 'crm.events.title')}</h4>
      <p>{t(locale, 'crm.events.counts', counts)}</p>
      {counts.retried + counts.dead > 0 && <PostButton action={`${base}/events/retry`} csrf={session.csrf} label={t(locale, 'crm.events.retryAll')} />}
      {counts.notTaken > 0 && (
        <>
          <p className="field-error">{t(locale, 'crm.events.notTakenCount', { count: counts.notTaken })}</p>
          <PostButton action={`${base}/events/fetch`} csrf={session.csrf} label={t(locale, 'crm.events.fetchAll', { count: counts.notTaken })} />
        </>
      )}
      <EventList {...list} heading={t(locale, 'crm.events.notTaken')} events={events.notTaken} total={counts.notTaken} again="fetch" />
      <EventList {...list} heading={t(locale, 'crm.events.dead')} events={events.dead} total={counts.dead} again="retry" />
      <EventList {...list} heading={t(locale, 'crm.events.retried')} events={events.retried} total={counts.retried} again="retry" />
      <EventList {...list} heading={t(locale, 'crm.events.waiting')} events={events.waiting} total={counts.waiting} />
      <EmptyOr items={events.days} none={t(locale, 'crm.events.noDays')}>
        {(days) => (
          <ScrollTable
            labelledBy={`${id}-days`}
            className="sync-days"
            caption={t(locale, 'crm.events.days')}
            head={(['day', 'dayReceived', 'dayDone', 'dayRetried', 'dayDead'] as const).map((column) => t(locale, `crm.events.${column}`))}
          >
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{day.day}</time>
                </th>
                <td>{day.received}</td>
                <td>{day.done}</td>
                <td>{day.retried}</td>
                <td>{day.dead}</td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </EmptyOr>
    </section>
  );
}
