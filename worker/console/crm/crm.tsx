import { brusselsTime } from '../../../shared/format/brussels-time';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import {
  type ConnectionTest,
  type ConnectionTestRecord,
  type ConsoleConnection,
  type ConsoleCrm,
  type ConsoleSyncEntry,
  isCrmKind,
} from '../../../shared/contract/console-crm';
import { t } from '../kit/i18n';
import { kindName } from '../kit/names';
import { SiteShell } from '../kit/render';
import { ConnectForm, type ConnectFormState, CredentialsForm, type CredentialsFormState } from './crm-forms';
import { CrmImport, CrmSyncEvents } from './crm-sync';
import { HeldListings } from './crm-held';
import { refusalText } from './crm-reasons';
import { crmNames, GeneralLeads } from './crm-leads';
import { FormAlert, Notice, PostButton } from '../kit/fields';
import { EmptyOr } from '../kit/lists';

/** What the CRM page says besides its data: a form's errors, a done notice, a test's result, a key shown once. */
export interface CrmView {
  connect: ConnectFormState;
  credentials?: CredentialsFormState;
  done?: string;
  tested?: { connectionId: number; result: ConnectionTest };
  token?: string;
  alert?: string;
}

function TestResult({ locale, kind, result }: { locale: Locale; kind: string; result: ConnectionTest }) {
  const words = t(locale, `crm.result.${result.ok ? 'ok' : result.reason}`, { kind: kindName(locale, kind) });
  return result.ok ? <Notice>{words}</Notice> : <FormAlert>{words}</FormAlert>;
}

/** The last test kept on a connection: when, and whether it worked or why not (never tested: said so). */
function LastTest({ locale, kind, test, id }: { locale: Locale; kind: string; test: ConnectionTestRecord | null; id: string }) {
  if (!test) return <p id={id}>{t(locale, 'crm.notTested')}</p>;
  const words = t(locale, `crm.result.${test.result.ok ? 'ok' : test.result.reason}`, { kind: kindName(locale, kind) });
  return (
    <p id={id} className={test.result.ok ? undefined : 'field-error'}>
      {t(locale, 'crm.lastTest', { date: brusselsTime(test.at), result: words })}
    </p>
  );
}

function Connection({
  locale,
  session,
  crm,
  connection,
  view,
}: {
  locale: Locale;
  session: ConsoleSession;
  crm: ConsoleCrm;
  connection: ConsoleConnection;
  view: CrmView;
}) {
  const base = `/${locale}/sites/${crm.site.id}/crm/${connection.id}`;
  const headingId = `connection-${connection.id}`;
  const crmKind = isCrmKind(connection.kind) ? connection.kind : undefined;
  const editing = view.credentials?.connectionId === connection.id ? view.credentials : undefined;
  return (
    <li className="site">
      <h3 id={headingId}>{kindName(locale, connection.kind)}</h3>
      {view.tested?.connectionId === connection.id ? (
        <TestResult locale={locale} kind={connection.kind} result={view.tested.result} />
      ) : (
        <LastTest locale={locale} kind={connection.kind} test={connection.lastTest} id={`${headingId}-test`} />
      )}
      <p>
        {connection.kind === 'ingest'
          ? t(locale, 'crm.keySet', { date: brusselsTime(connection.createdAt) })
          : connection.hasSecret
            ? t(locale, 'crm.credentialsSet', { date: brusselsTime(connection.createdAt) })
            : t(locale, 'crm.credentialsMissing')}
      </p>
      <p>{connection.lastRunAt ? t(locale, 'crm.lastRun', { date: brusselsTime(connection.lastRunAt) }) : t(locale, 'crm.neverRun')}</p>
      {connection.lastError && <p className="field-error">{t(locale, 'crm.lastError', { error: connection.lastError })}</p>}
      {connection.webhookUrl !== undefined && (
        <div className="field">
          <p className="label" id={`${headingId}-webhook`}>
            {t(locale, 'crm.webhook')}
          </p>
          {connection.webhookUrl ? (
            <>
              <p>
                <code className="copy">{connection.webhookUrl}</code>
              </p>
              <p className="hint">{t(locale, 'crm.webhookHelp')}</p>
            </>
          ) : (
            <p className="hint">{t(locale, 'crm.webhookMissing')}</p>
          )}
        </div>
      )}
      {connection.kind === 'ingest' && (
        <div className="field">
          <p className="label">{t(locale, 'crm.ingestEndpoint')}</p>
          <p>
            <code className="copy">PUT {crm.ingestEndpoint}</code>
          </p>
          <p className="hint">{t(locale, 'crm.ingestHelp')}</p>
        </div>
      )}
      <div className="actions">
        <PostButton action={`${base}/test`} csrf={session.csrf} label={t(locale, 'crm.test')} />
        <a href={`${base}/disconnect`}>{t(locale, 'crm.disconnect')}</a>
      </div>
      {crmKind && (
        <details open={editing !== undefined}>
          <summary>{t(locale, 'crm.replace')}</summary>
          <CredentialsForm locale={locale} session={session} action={`${base}/credentials`} kind={crmKind} connectionId={connection.id} state={editing} />
        </details>
      )}
      {connection.import !== undefined && (
        <CrmImport
          locale={locale}
          session={session}
          base={base}
          headingId={headingId}
          kind={connection.kind}
          kindName={kindName(locale, connection.kind)}
          run={connection.import}
          pace={connection.pace}
        />
      )}
      {connection.events && <CrmSyncEvents locale={locale} session={session} base={base} headingId={headingId} events={connection.events} />}
    </li>
  );
}

function SyncEntry({ locale, entry }: { locale: Locale; entry: ConsoleSyncEntry }) {
  const hidden = entry.refused - entry.refusals.length;
  return (
    <li>
      <p>
        <time dateTime={entry.startedAt}>{brusselsTime(entry.startedAt)}</time> · {kindName(locale, entry.kind)} ·{' '}
        {t(locale, 'crm.counts', { created: entry.created, updated: entry.updated, deleted: entry.deleted, refused: entry.refused })}
      </p>
      {entry.error && <p className="field-error">{entry.error}</p>}
      {entry.refusals.length > 0 && (
        <ul>
          {entry.refusals.map((refusal, index) => (
            <li key={index}>
              {refusal.externalId ? (
                <>
                  {t(locale, refusal.held ? 'crm.heldLine' : 'crm.refusedListing', { kind: kindName(locale, refusal.source ?? entry.kind) })}{' '}
                  <code>{refusal.externalId}</code>
                </>
              ) : (
                t(locale, 'crm.refusedNoId')
              )}
              : <code>{refusal.path}</code> — {refusalText(locale, refusal)}
              {refusal.url && (
                <>
                  {' '}
                  (<a href={refusal.url}>{t(locale, 'crm.onSite')}</a>)
                </>
              )}
            </li>
          ))}
          {hidden > 0 && <li>{t(locale, 'crm.moreRefusals', { count: hidden })}</li>}
        </ul>
      )}
      {entry.warnings.length > 0 && (
        <ul>
          {entry.warnings.map((warning, index) => {
            const kind = kindName(locale, warning.source ?? entry.kind);
            // A warning of no listing: an entry of a list the CRM sent (Whise's estates online) that does not read.
            return (
              <li key={index}>
                {warning.externalId === null ? (
                  t(locale, 'crm.warnedList', { kind })
                ) : (
                  <>
                    {t(locale, 'crm.warned', { kind })} <code>{warning.externalId}</code>
                  </>
                )}
                : <code>{warning.path}</code> — {refusalText(locale, warning)}
                {warning.url && (
                  <>
                    {' '}
                    (<a href={warning.url}>{t(locale, 'crm.onSite')}</a>)
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/** The CRM screen (owners): the connections with their state, webhook address or ingest address, the connect form and the sync log. */
export function CrmPage({
  locale,
  session,
  crm,
  view,
  older,
}: {
  locale: Locale;
  session: ConsoleSession;
  crm: ConsoleCrm;
  view: CrmView;
  older: string | null;
}) {
  return (
    <SiteShell locale={locale} session={session} site={crm.site} title="crm.title" screen="crm">
      <p>{t(locale, 'crm.intro', { crms: crmNames(locale) })}</p>
      {view.done && <Notice>{t(locale, `crm.done.${view.done}`)}</Notice>}
      {view.token && (
        <div className="notice" role="status">
          <p>{t(locale, 'crm.tokenOnce')}</p>
          <p>
            <code className="copy">{view.token}</code>
          </p>
        </div>
      )}
      {view.alert && <FormAlert>{view.alert}</FormAlert>}
      <HeldListings
        locale={locale}
        session={session}
        action={`/${locale}/sites/${crm.site.id}/crm/held/accept`}
        held={crm.held}
        kindName={(source) => kindName(locale, source)}
      />
      <EmptyOr heading={t(locale, 'crm.connections')} id="connections" items={crm.connections} none={t(locale, 'crm.none')}>
        {(connections) => (
          <ul className="sites" aria-labelledby="connections">
            {connections.map((connection) => (
              <Connection key={connection.id} locale={locale} session={session} crm={crm} connection={connection} view={view} />
            ))}
          </ul>
        )}
      </EmptyOr>
      <GeneralLeads locale={locale} session={session} crm={crm} />
      <p>
        <a href={`/${locale}/sites/${crm.site.id}/crm-origins`}>{t(locale, 'crmOrigins.link')}</a>
      </p>
      <h2 id="connect">{t(locale, 'crm.connect')}</h2>
      <ConnectForm locale={locale} session={session} action={`/${locale}/sites/${crm.site.id}/crm`} state={view.connect} />
      <EmptyOr heading={t(locale, 'crm.sync')} id="sync" items={crm.sync} none={t(locale, 'crm.syncNone')}>
        {(runs) => (
          <>
            <p>{t(locale, 'crm.syncLast', { date: brusselsTime(runs[0]!.finishedAt ?? runs[0]!.startedAt) })}</p>
            <ol className="sync-log" aria-labelledby="sync">
              {runs.map((entry) => (
                <SyncEntry key={entry.id} locale={locale} entry={entry} />
              ))}
            </ol>
          </>
        )}
      </EmptyOr>
      {older && (
        <p>
          <a href={older}>{t(locale, 'crm.older')}</a>
        </p>
      )}
    </SiteShell>
  );
}
