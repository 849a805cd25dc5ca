import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import { CRM_KINDS, type ConsoleCrm, isCrmKind } from '../../../shared/contract/console-crm';
import { t } from '../kit/i18n';
import { ChoiceSelect, type Choice } from '../kit/fields';

/**
 * The CRMs the console offers, named as the registry names them (`crm.kind.{kind}` of each of
 * the contract's kinds, which test/unit/platform/crm/crm-registry.test.ts holds to the registry's), joined
 * with the language's "or": "SweepBright, Whise of Omnicasa".
 */
export function crmNames(locale: Locale): string {
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(CRM_KINDS.map((kind) => t(locale, `crm.kind.${kind}`)));
}

/**
 * Where the site's leads go (docs/leads.md "Into the agency's CRM"): a lead about a listing to
 * the CRM the listing came from, one without a listing to the connection the agency chooses
 * here (with one CRM connection, that one; none chosen among several: the mailbox).
 */
export function GeneralLeads({ locale, session, crm }: { locale: Locale; session: ConsoleSession; crm: ConsoleCrm }) {
  const crms = crm.connections.filter((connection) => isCrmKind(connection.kind));
  if (crms.length === 0) return null;
  const name = (connection: (typeof crms)[number]) => {
    const kind = t(locale, `crm.kind.${connection.kind}`);
    // Two connections of one CRM (a second Whise office) are told apart by their number.
    return crms.filter((other) => other.kind === connection.kind).length > 1 ? `${kind} (${connection.id})` : kind;
  };
  const takes = crms.find((connection) => connection.id === crm.generalLeads.connectionId);
  const usable = crms.filter((connection) => connection.hasSecret);
  return (
    <section aria-labelledby="lead-routing">
      <h2 id="lead-routing">{t(locale, 'crm.leads.title')}</h2>
      <p>{t(locale, 'crm.leads.listing')}</p>
      <p id="general-leads-now">
        {takes ? t(locale, 'crm.leads.generalTo', { kind: name(takes) }) : t(locale, 'crm.leads.generalMailbox')}
        {!crm.generalLeads.chosen && usable.length > 1 && <> {t(locale, 'crm.leads.choose')}</>}
      </p>
      {usable.length > 1 && (
        <form method="post" action={`/${locale}/sites/${crm.site.id}/crm/general-leads`}>
          <input type="hidden" name="_csrf" value={session.csrf} />
          <ChoiceSelect
            id="general-leads"
            name="connectionId"
            label={t(locale, 'crm.leads.label')}
            value={crm.generalLeads.chosen ? String(crm.generalLeads.connectionId ?? '') : ''}
            choices={[['', t(locale, 'crm.leads.mailbox')], ...usable.map((connection): Choice => [String(connection.id), name(connection)])]}
          />
          <button type="submit">{t(locale, 'crm.leads.save')}</button>
        </form>
      )}
    </section>
  );
}
