import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import type { ConsoleCrmOrigins } from '../../../shared/contract/console-crm-origins';
import type { CrmOrigin } from '../../../shared/contract/site-delivery';
import { t } from '../kit/i18n';
import { kindName } from '../kit/names';
import { Field, SiteFormScreen } from '../kit/fields';

export interface CrmOriginsForm {
  site: ConsoleCrmOrigins['site'];
  crm: string | null;
  /** Whether the CRM takes the origin in a field of its own (its own words then say which: `crmOrigins.{kind}`). */
  originField: boolean;
  /** The table as the textarea shows it: the stored lines, or what was posted when refused. */
  text: string;
  error?: string;
  alert?: string;
  saved?: boolean;
}

/** One line of the table as the owner writes it: `immoweb = 21`, `immoweb / cpc = 22`. */
export const originLine = (line: CrmOrigin) => `${line.source}${line.medium ? ` / ${line.medium}` : ''} = ${line.origin}`;

/** The site's lead origin table (owners): utm_source (and medium) → the CRM's origin id, one a line. */
export function CrmOriginsPage({ locale, session, form }: { locale: Locale; session: ConsoleSession; form: CrmOriginsForm }) {
  const { site, crm } = form;
  const hint = crm === null ? 'crmOrigins.noCrm' : form.originField ? `crmOrigins.${crm}` : 'crmOrigins.noField';
  return (
    <SiteFormScreen
      locale={locale}
      session={session}
      site={site}
      screen="crm-origins"
      words="crmOrigins"
      form={form}
      more={<p>{t(locale, hint, { kind: crm ? kindName(locale, crm) : '' })}</p>}
      after={
        <p>
          <a href={`/${locale}/sites/${site.id}/crm`}>{t(locale, 'crmOrigins.back')}</a>
        </p>
      }
    >
      <Field id="crm-origins" label={t(locale, 'crmOrigins.label')} error={form.error} hint={t(locale, 'crmOrigins.hint')}>
        {(described) => <textarea id="crm-origins" name="origins" rows={8} spellCheck={false} autoComplete="off" defaultValue={form.text} {...described} />}
      </Field>
    </SiteFormScreen>
  );
}
