import { brusselsTime } from '../../../shared/format/brussels-time';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import type { ConsoleEstateDraft } from '../../../shared/contract/console-listings';
import { listingPreviewPath } from '../../../shared/contract/preview';
import type { AdFact } from '../../../shared/domain/ad-rules/rules';
import { t } from '../kit/i18n';
import { Shell, type ScreenProps } from '../kit/render';
import { MissingFacts } from './estates';
import { FormAlert, Notice } from '../kit/fields';
import type { RefusedAdFinding } from '../../../shared/contract/console-api/answers/common';
import { Table } from '../kit/scroll-table';
import { EmptyOr } from '../kit/lists';

/*
 * A console listing's life after its first publish (docs/console-listings.md): whether it is
 * online, its published versions (the newest first) each of which can be published again, and
 * the button that takes it offline or puts it back online. Publishers only get the buttons
 * (owners, and editors unless the owners publish editors' changes). And the editor's preview
 * button, which opens the draft on the site as its detail page.
 */

/** What the versions screen says besides the draft: a notice after an action, an alert when one was refused. */
export interface EstateVersionsView {
  notice?: string | undefined;
  alert?: string | undefined;
  /** The facts the guard found missing in a version asked to be published again. */
  refused?: AdFact[] | undefined;
  findings?: RefusedAdFinding[] | undefined;
}

const euros = (locale: Locale, price: number) =>
  new Intl.NumberFormat(`${locale}-BE`, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(price);

/** The listing's name as the console shows it: its reference and its title in the site's first language. */
export function listingName(locale: Locale, draft: ConsoleEstateDraft): string {
  const title = (draft.record.title as Record<string, string> | undefined)?.[draft.languages[0] ?? 'nl'];
  return [draft.record.reference as string | undefined, title].filter(Boolean).join(' · ') || t(locale, 'estates.untitled');
}

/**
 * The editor's preview: the console's one-time link to the site (`/sites/{id}/preview`), leading to
 * the draft's detail page in the console's language when the site has it.
 */
export function ListingPreviewButton({
  locale,
  session,
  draft,
  draftId,
}: {
  locale: Locale;
  session: ConsoleSession;
  draft: ConsoleEstateDraft;
  draftId: number;
}) {
  const lang = draft.languages.includes(locale) ? locale : (draft.languages[0] ?? 'nl');
  return (
    <div className="group">
      <form method="post" action={`/${locale}/sites/${draft.site.id}/preview`} className="inline">
        <input type="hidden" name="_csrf" value={session.csrf} />
        <input type="hidden" name="to" value={listingPreviewPath(lang, draftId)} />
        <button type="submit">{t(locale, 'listingVersions.previewButton')}</button>
      </form>{' '}
      {/* A link in no sentence: its box at least 24 × 24 px at every width (WCAG 2.5.8), not the height of a line of text. */}
      <a className="link-target" href={`/${locale}/sites/${draft.site.id}/estates/drafts/${draftId}/versions`}>
        {t(locale, 'listingVersions.versionsLink')}
      </a>
      <p className="hint">{t(locale, 'listingVersions.previewHint')}</p>
    </div>
  );
}

/** The versions screen of a saved draft (the platform's answer for a draft id always has its id). */
export function EstateVersionsPage({ locale, session, draft, view }: ScreenProps<{ draft: ConsoleEstateDraft; view: EstateVersionsView }>) {
  const base = `/${locale}/sites/${draft.site.id}/estates/drafts/${draft.id}`;
  const online = draft.estateId !== null;
  const [current] = draft.versions;
  const action = (path: string, label: string) => (
    <form method="post" action={`${base}/${path}`} className="inline">
      <input type="hidden" name="_csrf" value={session.csrf} />
      <input type="hidden" name="version" value={String(draft.version)} />
      <button type="submit">{label}</button>
    </form>
  );
  return (
    <Shell
      locale={locale}
      title={t(locale, 'listingVersions.title', { name: listingName(locale, draft) })}
      path={`/sites/${draft.site.id}/estates/drafts/${draft.id}/versions`}
      session={session}
    >
      <p>
        <a href={base}>{t(locale, 'listingVersions.backToForm')}</a>
      </p>
      {view.notice && <Notice>{view.notice}</Notice>}
      {(view.alert || view.refused) && (
        <FormAlert block>
          {view.alert && <p>{view.alert}</p>}
          {view.refused && (
            <>
              <p>{t(locale, 'listingVersions.guardRefused')}</p>
              <MissingFacts locale={locale} missing={view.refused} findings={view.findings} link={() => base} />
            </>
          )}
        </FormAlert>
      )}
      <EmptyOr items={draft.versions} none={t(locale, 'listingVersions.none')}>
        {(versions) => (
          <>
            <p>
              {online
                ? t(locale, 'listingVersions.online')
                : t(locale, 'listingVersions.offline', { at: draft.withdrawnAt ? brusselsTime(draft.withdrawnAt) : '—', by: draft.withdrawnBy ?? '—' })}
            </p>
            {!draft.mayPublish ? (
              <p className="hint">{t(locale, 'listingVersions.approvalRequired')}</p>
            ) : (
              <p>
                {online ? action('withdraw', t(locale, 'listingVersions.withdraw')) : action('reinstate', t(locale, 'listingVersions.reinstate'))}
                <br />
                <span className="hint">{t(locale, 'listingVersions.withdrawHint')}</span>
              </p>
            )}
            <Table
              className="estates"
              caption={t(locale, 'listingVersions.caption')}
              head={(['number', 'when', 'by', 'reference', 'price', 'action'] as const).map((column) => t(locale, `listingVersions.${column}`))}
            >
              {versions.map((version) => {
                const n = String(version.number);
                return (
                  <tr key={version.id}>
                    <td data-label={t(locale, 'listingVersions.number')}>
                      {version.number} {version.restoredNumber !== null && t(locale, 'listingVersions.restoredMark', { n: String(version.restoredNumber) })}
                    </td>
                    <td data-label={t(locale, 'listingVersions.when')}>{brusselsTime(version.publishedAt)}</td>
                    <td data-label={t(locale, 'listingVersions.by')}>{version.publishedBy}</td>
                    <td data-label={t(locale, 'listingVersions.reference')}>{version.reference ?? '—'}</td>
                    <td data-label={t(locale, 'listingVersions.price')}>
                      {version.price === null ? t(locale, 'estates.onRequest') : euros(locale, version.price)}
                    </td>
                    <td data-label={t(locale, 'listingVersions.action')}>
                      {version === current && online
                        ? t(locale, 'listingVersions.current')
                        : draft.mayPublish
                          ? action(`versions/${version.id}/restore`, t(locale, 'listingVersions.restore', { n }))
                          : '—'}
                    </td>
                  </tr>
                );
              })}
            </Table>
          </>
        )}
      </EmptyOr>
    </Shell>
  );
}
