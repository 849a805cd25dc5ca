import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import { domainHostname, domainRequest } from '../../../shared/contract/console-domains';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { type DomainForm, DomainPage } from './domain';

/** What the page says after a POST-redirect-GET: `?added=`, `?checked=`, `?removed=`, `?removing=`. */
const NOTICES = ['added', 'checked', 'removed', 'removing'] as const;

/**
 * The agency's own domain (owners): add a hostname, see the DNS records to create and its
 * state, check now, remove it (after a confirmation page, without JavaScript). Every POST
 * answers with a redirect to the screen (POST-redirect-GET), or the form again with its error
 * beside the field.
 */
export function domainRoutes({ owner }: ConsoleGroups): void {
  const siteId = (c: Context<ConsoleEnv>) => c.get('site').id;
  const path = (c: Context<ConsoleEnv>) => `/${c.get('locale')}/sites/${siteId(c)}/domain`;

  const show = async (c: Context<ConsoleEnv>, form: DomainForm, status = 200) => {
    const answer = await call(c, routes.domainsList, { params: { siteId: siteId(c) } });
    if (!answer.ok) return refusal(c, answer.status);
    const notice = NOTICES.map((kind) => ({ kind, hostname: c.req.query(kind) })).find(({ hostname }) => hostname);
    const confirm = answer.body.domains.find((domain) => domain.hostname === c.req.query('remove'))?.hostname;
    return renderPage(
      c,
      <DomainPage locale={c.get('locale')} session={c.get('session')} domains={answer.body} form={form} notice={notice} confirm={confirm} />,
      status,
    );
  };

  /** The domain a form names: one of the site's, else the not-found page. */
  const named = (c: Context<ConsoleEnv>) => domainHostname.safeParse(c.get('form').fields.hostname);

  owner.get('/domain', (c) => show(c, { hostname: '', primary: false, errors: {} }));

  owner.post('/domain', async (c) => {
    const locale = c.get('locale');
    const { hostname = '', primary: checked } = c.get('form').fields;
    const primary = checked === 'on';
    const again = (code: string, status: number) =>
      show(c, { hostname, primary, errors: { hostname: t(locale, `domain.error.${code}`) }, alert: t(locale, 'errors.summary') }, status);
    const input = domainRequest.safeParse({ hostname, primary });
    if (!input.success) return again(input.error.issues[0]?.message === 'required' ? 'required' : 'hostname', 400);
    const answer = await call(c, routes.domainsAdd, { params: { siteId: siteId(c) }, json: input.data });
    if (answer.status === 409) return again(answer.body?.code ?? 'taken', 409);
    if (answer.status === 400) return again('hostname', 400);
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`${path(c)}?added=${encodeURIComponent(input.data.hostname)}`, 303);
  });

  owner.post('/domain/check', async (c) => {
    const hostname = named(c);
    if (!hostname.success) return refusal(c, 404);
    const answer = await call(c, routes.domainsCheck, { params: { siteId: siteId(c), hostname: hostname.data } });
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`${path(c)}?checked=${encodeURIComponent(hostname.data)}#domain-${hostname.data}`, 303);
  });

  owner.post('/domain/remove', async (c) => {
    const hostname = named(c);
    if (!hostname.success) return refusal(c, 404);
    const answer = await call(c, routes.domainsRemove, { params: { siteId: siteId(c), hostname: hostname.data } });
    if (answer.status === 409)
      return show(c, { hostname: '', primary: false, errors: {}, alert: t(c.get('locale'), 'domain.error.last', { hostname: hostname.data }) }, 409);
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`${path(c)}?${answer.status === 200 ? 'removed' : 'removing'}=${encodeURIComponent(hostname.data)}`, 303);
  });
}
