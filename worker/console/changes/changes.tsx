import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession, ConsoleSite } from '../../../shared/contract/console';
import type { DraftState } from '../../../shared/contract/console-drafts';
import { brusselsTime } from '../../../shared/format/brussels-time';
import { t } from '../kit/i18n';
import { SiteShell } from '../kit/render';
import { ChangesAction } from './changes-action';
import { ReturnedNotice, type ReturnNote, SendBack, SubmitForApproval, WaitingForYou } from './changes-approval';
import { FormAlert, PostButton } from '../kit/fields';
import { EmptyOr } from '../kit/lists';
import * as routes from '../../../shared/contract/console-api/routes';
import { mayCall } from '../kit/roles';

/** What a person calls a changed item: a page by its title, a menu or a list by its name in the console's language. */
function nameOf(locale: Locale, item: { kind: string; key: string; label: string }): string {
  if (item.kind === 'navigation') return t(locale, `menus.name.${item.key}`);
  if (item.kind === 'entities') return t(locale, `people.list.${item.key}`);
  return item.label;
}

/**
 * Draft, preview, publish, owners and editors: what is changed and not yet
 * published, the buttons to preview, publish or discard it, and the last ten publications,
 * each of which can be rolled back. When the owners publish editors' changes themselves
 * (Settings), an editor submits the changes for approval instead, and an owner sees who
 * submitted them and when, and publishes them or sends them back with a note. Plain forms,
 * no script; times in Brussels time.
 */
export function ChangesPage({
  locale,
  session,
  site,
  state,
  done,
  alert,
  note,
}: {
  locale: Locale;
  session: ConsoleSession;
  site: ConsoleSite;
  state: DraftState;
  done?: string;
  alert?: string;
  /** The send-back form again, with what the owner typed. */
  note?: ReturnNote;
}) {
  const csrf = session.csrf;
  // An editor of a site whose owners publish editors' changes: submits, never publishes, discards or rolls back.
  const submits = !mayCall(routes.draftsPublish, { site, operator: session.user.operator, approval: state.approval });
  const { submission } = state;
  const waiting = submission?.state === 'waiting' ? submission : null;
  return (
    <SiteShell locale={locale} session={session} site={site} title="changes.title" screen="changes">
      {done && (
        <p className="notice" role="status">
          {t(locale, `changes.done.${done}`)}
          {done === 'publish' && state.incomplete.length > 0 && <> {t(locale, 'changes.leftOut')}</>}
        </p>
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      <p>{t(locale, submits ? 'approval.intro' : 'changes.intro')}</p>
      <EmptyOr heading={t(locale, 'changes.pending')} items={state.pending} none={t(locale, 'changes.none')}>
        {(pending) => (
          <>
            {waiting && site.role === 'owner' && <WaitingForYou locale={locale} submission={waiting} />}
            {submission?.state === 'returned' && <ReturnedNotice locale={locale} submission={submission} />}
            <ul className="changes">
              {pending.map((change) => (
                <li key={`${change.kind} ${change.key}`}>
                  {change.kind === 'page' || change.kind === 'agreement' ? `${t(locale, `changes.kind.${change.kind}`)} ` : ''}
                  <strong>{nameOf(locale, change)}</strong> ({t(locale, `changes.action.${change.action}`)}),{' '}
                  {t(locale, 'changes.by', { email: change.updatedBy ?? '—', at: brusselsTime(change.updatedAt) })}
                </li>
              ))}
            </ul>
            {!submits && <p>{t(locale, 'changes.confirmPublish')}</p>}
            <div className="actions">
              <PostButton action={`/${locale}/sites/${site.id}/preview`} csrf={csrf} form="inline" label={t(locale, 'changes.preview')} />
              {!submits && <ChangesAction locale={locale} site={site} csrf={csrf} action="publish" label={t(locale, 'changes.publish')} />}
              {!submits && <ChangesAction locale={locale} site={site} csrf={csrf} action="discard" label={t(locale, 'changes.discard')} />}
            </div>
            {submits && <SubmitForApproval locale={locale} site={site} csrf={csrf} submission={submission} />}
            {waiting && site.role === 'owner' && <SendBack locale={locale} site={site} csrf={csrf} note={note} />}
          </>
        )}
      </EmptyOr>
      {state.incomplete.length > 0 && (
        <>
          <h2 id="incomplete">{t(locale, 'changes.incomplete')}</h2>
          <p>{t(locale, 'changes.incompleteIntro')}</p>
          <ul className="changes" aria-labelledby="incomplete">
            {state.incomplete.map((section) => (
              <li key={`${section.pageId} ${section.sectionId}`}>
                <a href={`/${locale}/sites/${site.id}/pages/${section.pageId}?open=${section.sectionId}&focus=summary-${section.sectionId}`}>
                  {t(locale, 'changes.incompleteItem', {
                    page: section.page,
                    position: String(section.position),
                    kind: t(locale, `pages.kind.${section.type}`),
                  })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <EmptyOr heading={t(locale, 'changes.history')} items={state.publications} none={t(locale, 'changes.noHistory')}>
        {(publications) => (
          <ol className="history">
            {publications.map((publication) => (
              <li key={publication.id}>
                <p>
                  <strong>{t(locale, publication.action === 'publish' ? 'changes.published' : 'changes.rolledBackEntry')}</strong>{' '}
                  {t(locale, 'changes.by', { email: publication.by, at: brusselsTime(publication.at) })}:{' '}
                  {publication.items.map((item) => nameOf(locale, item)).join(', ')}
                  {publication.rolledBackBy !== null && <> ({t(locale, 'changes.undone')})</>}
                </p>
                {publication.rolledBackBy === null && !submits && (
                  <ChangesAction locale={locale} site={site} csrf={csrf} action="rollback" publication={publication.id} label={t(locale, 'changes.rollback')} />
                )}
              </li>
            ))}
          </ol>
        )}
      </EmptyOr>
    </SiteShell>
  );
}
