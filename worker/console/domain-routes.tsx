import type { Context, Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import type { ConsoleSession } from '../../shared/contract/console';
import { domainHostname, domainRequest, type Domains } from '../../shared/contract/console-domains';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { callPlatform } from './platform';
import { renderPage } from './render';
import { type DomainForm, DomainPage } from './screens/domain';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';
/** What the page says after a POST-redirect-GET: `?added=`, `?checked=`, `?removed=`, `?removing=`. */
const NOTICES = ['added', 'checked', 'removed', 'removing'] as const;

/**
 * The agency's own domain (owners; the platform refuses anyone else): add a hostname, see the
 * DNS records to create and its state, check now, remove it (after a confirmation page, without
 * JavaScript). Every POST answers with a redirect to the screen (POST-redirect-GET), or the
 * form again with its error beside the field.
 */
export function domainRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  const path = (c: Context<ConsoleEnv>) => `/${c.get('locale')}/sites/${c.req.param('siteId')}/domain`;

  const show = async (c: Context<ConsoleEnv>, session: ConsoleSession, form: DomainForm, status = 200) => {
    const answer = await callPlatform<Domains>(c, tools.platform, `/sites/${c.req.param('siteId')}/domains`);
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    const notice = NOTICES.map((kind) => ({ kind, hostname: c.req.query(kind) })).find(({ hostname }) => hostname);
    const confirm = answer.body.domains.find((domain) => domain.hostname === c.req.query('remove'))?.hostname;
    return renderPage(c, <DomainPage locale={c.get('locale')} session={session} domains={answer.body} form={form} notice={notice} confirm={confirm} />, status);
  };

  /** The session and the form of a POST, its CSRF token checked; or the answer to give instead. */
  const posted = async (c: Context<ConsoleEnv>): Promise<{ session: ConsoleSession; form: Record<string, unknown>; csrf: string } | Response> => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const form = await c.req.parseBody();
    // CSRF, second defence: the session's token in the form (the platform checks it again).
    const csrf = typeof form._csrf === 'string' ? form._csrf : '';
    if (!(await timingSafeEqual(csrf, session.csrf))) return tools.message(c, 'csrf', 403, session);
    return { session, form, csrf };
  };

  app.get(`/${LANG}/sites/${SITE}/domain`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    return show(c, session, { hostname: '', primary: false, errors: {} });
  });

  app.post(`/${LANG}/sites/${SITE}/domain`, async (c) => {
    const locale = c.get('locale');
    const request = await posted(c);
    if (request instanceof Response) return request;
    const { session, form, csrf } = request;
    const hostname = typeof form.hostname === 'string' ? form.hostname : '';
    const primary = form.primary === 'on';
    const again = (code: string, status: number) =>
      show(c, session, { hostname, primary, errors: { hostname: t(locale, `domain.error.${code}`) }, alert: t(locale, 'errors.summary') }, status);
    const input = domainRequest.safeParse({ hostname, primary });
    if (!input.success) return again(input.error.issues[0]?.message === 'required' ? 'required' : 'hostname', 400);
    const answer = await callPlatform<{ code?: string }>(c, tools.platform, `/sites/${c.req.param('siteId')}/domains`, { method: 'POST', json: input.data, csrf });
    if (answer.status === 409) return again(answer.body?.code ?? 'taken', 409);
    if (answer.status === 400) return again('hostname', 400);
    if (answer.status !== 201) return refusal(c, tools, answer.status, session);
    return c.redirect(`${path(c)}?added=${encodeURIComponent(input.data.hostname)}`, 303);
  });

  app.post(`/${LANG}/sites/${SITE}/domain/check`, async (c) => {
    const request = await posted(c);
    if (request instanceof Response) return request;
    const hostname = domainHostname.safeParse(request.form.hostname);
    if (!hostname.success) return tools.message(c, 'notFound', 404, request.session);
    const answer = await callPlatform(c, tools.platform, `/sites/${c.req.param('siteId')}/domains/${encodeURIComponent(hostname.data)}/check`, { method: 'POST', csrf: request.csrf });
    if (answer.status !== 200) return refusal(c, tools, answer.status, request.session);
    return c.redirect(`${path(c)}?checked=${encodeURIComponent(hostname.data)}#domain-${hostname.data}`, 303);
  });

  app.post(`/${LANG}/sites/${SITE}/domain/remove`, async (c) => {
    const locale = c.get('locale');
    const request = await posted(c);
    if (request instanceof Response) return request;
    const hostname = domainHostname.safeParse(request.form.hostname);
    if (!hostname.success) return tools.message(c, 'notFound', 404, request.session);
    const answer = await callPlatform(c, tools.platform, `/sites/${c.req.param('siteId')}/domains/${encodeURIComponent(hostname.data)}`, { method: 'DELETE', csrf: request.csrf });
    if (answer.status === 409) {
      return show(c, request.session, { hostname: '', primary: false, errors: {}, alert: t(locale, 'domain.error.last', { hostname: hostname.data }) }, 409);
    }
    if (answer.status !== 200 && answer.status !== 202) return refusal(c, tools, answer.status, request.session);
    return c.redirect(`${path(c)}?${answer.status === 200 ? 'removed' : 'removing'}=${encodeURIComponent(hostname.data)}`, 303);
  });
}
