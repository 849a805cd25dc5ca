import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import type { ConsoleAssistants } from '../../../shared/contract/console-assistants';
import { ASSISTANT_TOOL_GROUPS } from '../../../shared/domain/site-settings';
import { t } from '../kit/i18n';
import { SiteShell } from '../kit/render';
import { Notice } from '../kit/fields';

/** The assistants whose steps the screen gives, in order; `other`: any assistant that takes a remote MCP server. */
const ASSISTANTS = ['chatgpt', 'claude', 'other'] as const;

/**
 * The agency's MCP server (owners, docs/assistants.md "For the agency"): its two groups of tools
 * switched on or off (live at once), its address to copy, and how to add it to the common
 * assistants.
 */
export function AssistantsPage({ locale, session, view, saved }: { locale: Locale; session: ConsoleSession; view: ConsoleAssistants; saved: boolean }) {
  const { site, url, groups } = view;
  return (
    <SiteShell locale={locale} session={session} site={site} title="assistants.title" screen="assistants">
      {saved && <Notice>{t(locale, 'assistants.saved')}</Notice>}
      <p>{t(locale, 'assistants.intro')}</p>
      <form method="post" action={`/${locale}/sites/${site.id}/assistants`}>
        <input type="hidden" name="_csrf" value={session.csrf} />
        <fieldset className="group">
          <legend>{t(locale, 'assistants.groups')}</legend>
          {ASSISTANT_TOOL_GROUPS.map((group) => (
            <div key={group} className="field">
              <p>
                <input
                  type="checkbox"
                  id={`assistants-${group}`}
                  name={group}
                  value="1"
                  defaultChecked={groups[group]}
                  aria-describedby={`assistants-${group}-hint`}
                />{' '}
                <label htmlFor={`assistants-${group}`}>{t(locale, `assistants.${group}`)}</label>
              </p>
              <p className="hint" id={`assistants-${group}-hint`}>
                {t(locale, `assistants.${group}Hint`)}
              </p>
            </div>
          ))}
        </fieldset>
        <button type="submit">{t(locale, 'pages.save')}</button>
      </form>

      <section aria-labelledby="assistants-address">
        <h2 id="assistants-address">{t(locale, 'assistants.address')}</h2>
        {url ? (
          <div className="field">
            <label htmlFor="assistants-url">{t(locale, 'assistants.url')}</label>
            <p className="hint" id="assistants-url-hint">
              {t(locale, 'assistants.urlHint')}
            </p>
            <input id="assistants-url" className="copy" type="text" readOnly spellCheck={false} value={url} aria-describedby="assistants-url-hint" />
          </div>
        ) : (
          <p>{t(locale, 'assistants.noAddress')}</p>
        )}
      </section>

      <section aria-labelledby="assistants-steps">
        <h2 id="assistants-steps">{t(locale, 'assistants.steps')}</h2>
        <p>{t(locale, 'assistants.stepsIntro')}</p>
        <ul>
          {ASSISTANTS.map((assistant) => (
            <li key={assistant}>{t(locale, `assistants.how.${assistant}`)}</li>
          ))}
        </ul>
        <p className="hint">{t(locale, 'assistants.plans')}</p>
      </section>
    </SiteShell>
  );
}
