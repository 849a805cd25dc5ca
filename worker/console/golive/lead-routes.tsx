import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSite } from '../../../shared/contract/console';
import type { LeadDestinations } from '../../../shared/contract/console-golive';
import type { LeadRoute } from '../../../shared/contract/lead-routing';
import { t } from '../kit/i18n';
import { kindName } from '../kit/names';
import { FormAlert } from '../kit/fields';

/** Where one kind of lead goes, in words: the CRM, the mailbox (always, as a copy, or when the CRM does not take it), the webhook; none: the console's list. */
function destinationWords(locale: Locale, route: LeadRoute, crm: string): string {
  const places: string[] = [];
  if (route.crm) places.push(t(locale, 'golive.to.crm', { kind: crm }));
  if (route.mail) places.push(t(locale, `golive.to.${route.mail.when}`, { to: route.mail.to, kind: crm }));
  if (route.webhook) places.push(t(locale, 'golive.to.webhook'));
  return places.length > 0 ? places.join('; ') : t(locale, 'golive.to.list');
}

/**
 * Where the site's leads go (the go-live screen): the office mailbox (or the legal data's
 * address a publish makes it, or the warning that there is none), then each kind of lead and its
 * destinations, read from the platform's one routing rule (shared/contract/lead-routing.ts).
 */
export function LeadRoutes({ locale, site, leads }: { locale: Locale; site: ConsoleSite; leads: LeadDestinations }) {
  const settings = `/${locale}/sites/${site.id}/settings`;
  const crm = leads.crm ? kindName(locale, leads.crm) : '';
  return (
    <section aria-labelledby="lead-routes">
      <h2 id="lead-routes">{t(locale, 'golive.routesTitle')}</h2>
      {leads.mailbox ? (
        <p>{t(locale, 'golive.mailbox', { to: leads.mailbox })}</p>
      ) : leads.mailboxOnPublish ? (
        <p>{t(locale, 'golive.mailboxOnPublish', { to: leads.mailboxOnPublish })}</p>
      ) : (
        <FormAlert>{t(locale, 'golive.noMailbox')}</FormAlert>
      )}
      <dl className="routes" aria-labelledby="lead-routes">
        {leads.routes.map(({ kind, route }) => (
          <div key={kind}>
            <dt>{t(locale, `golive.leadKind.${kind}`)}</dt>
            <dd>{destinationWords(locale, route, crm)}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={settings}>{t(locale, 'golive.routesChange')}</a>
      </p>
    </section>
  );
}
