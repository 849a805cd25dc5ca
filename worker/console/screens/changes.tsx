import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession, ConsoleSite } from '../../../shared/contract/console';
import type { DraftState } from '../../../shared/contract/console-drafts';
import { t } from '../i18n';
import { Shell } from '../render';
import { FormAlert } from './fields';

const when = (at: string) => at.slice(0, 16).replace('T', ' ');

/** What a person calls a changed item: a page by its title, a menu or a list by its name in the console's language. */
function nameOf(locale: Locale, item: { kind: string; key: string; label: string }): string {
  if (item.kind === 'navigation') return t(locale, `menus.name.${item.key}`);
  if (item.kind === 'entities') return t(locale, `people.list.${item.key}`);
  return item.label;
}

/** A form of one button (CSRF token included) posting to the changes screen. */
function Action({ locale, site, csrf, action, label, publication }: { locale: Locale; site: ConsoleSite; csrf: string; action: string; label: string; publication?: number }) {
  return (
    <form method="post" action={`/${locale}/sites/${site.id}/changes`} className="inline">
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="action" value={action} />
      {publication !== undefined && <input type="hidden" name="publication" value={String(publication)} />}
      <button type="submit">{label}</button>
    </form>
  );
}

/**
 * Draft, preview, publish (issue 32), owners and editors: what is changed and not yet
 * published, the buttons to preview, publish or discard it, and the last ten publications,
 * each of which can be rolled back. Plain forms, no script.
 */
export function ChangesPage({ locale, session, site, state, done, alert }: { locale: Locale; session: ConsoleSession; site: ConsoleSite; state: DraftState; done?: string; alert?: string }) {
  const csrf = session.csrf;
  return (
    <Shell locale={locale} title={t(locale, 'changes.title', { site: site.name })} path={`/sites/${site.id}/changes`} session={session}>
      {done && (
        <p className="notice" role="status">
          {t(locale, `changes.done.${done}`)}
        </p>
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      <p>{t(locale, 'changes.intro')}</p>
      <h2>{t(locale, 'changes.pending')}</h2>
      {state.pending.length === 0 ? (
        <p>{t(locale, 'changes.none')}</p>
      ) : (
        <>
          <ul className="changes">
            {state.pending.map((change) => (
              <li key={`${change.kind} ${change.key}`}>
                {change.kind === 'page' || change.kind === 'agreement' ? `${t(locale, `changes.kind.${change.kind}`)} ` : ''}
                <strong>{nameOf(locale, change)}</strong> ({t(locale, `changes.action.${change.action}`)}),{' '}
                {t(locale, 'changes.by', { email: change.updatedBy ?? '—', at: when(change.updatedAt) })}
              </li>
            ))}
          </ul>
          <p>{t(locale, 'changes.confirmPublish')}</p>
          <div className="actions">
            <form method="post" action={`/${locale}/sites/${site.id}/preview`} className="inline">
              <input type="hidden" name="_csrf" value={csrf} />
              <button type="submit">{t(locale, 'changes.preview')}</button>
            </form>
            <Action locale={locale} site={site} csrf={csrf} action="publish" label={t(locale, 'changes.publish')} />
            <Action locale={locale} site={site} csrf={csrf} action="discard" label={t(locale, 'changes.discard')} />
          </div>
        </>
      )}
      <h2>{t(locale, 'changes.history')}</h2>
      {state.publications.length === 0 ? (
        <p>{t(locale, 'changes.noHistory')}</p>
      ) : (
        <ol className="history">
          {state.publications.map((publication) => (
            <li key={publication.id}>
              <p>
                <strong>{t(locale, publication.action === 'publish' ? 'changes.published' : 'changes.rolledBackEntry')}</strong>{' '}
                {t(locale, 'changes.by', { email: publication.by, at: when(publication.at) })}: {publication.items.map((item) => nameOf(locale, item)).join(', ')}
                {publication.rolledBackBy !== null && <> ({t(locale, 'changes.undone')})</>}
              </p>
              {publication.rolledBackBy === null && <Action locale={locale} site={site} csrf={csrf} action="rollback" publication={publication.id} label={t(locale, 'changes.rollback')} />}
            </li>
          ))}
        </ol>
      )}
    </Shell>
  );
}
