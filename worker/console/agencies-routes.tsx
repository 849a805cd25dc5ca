import type { Context, Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import type { ConsoleSession } from '../../shared/contract/console';
import { agencyRequest, type NewAgency } from '../../shared/contract/console-agencies';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { callPlatform } from './platform';
import { renderPage } from './render';
import { type AgencyForm, EMPTY_AGENCY, NewAgencyPage, OperatorsOnlyPage } from './screens/agencies';
import { readAgencyForm, refusedField } from './agency-form';
import { postedForm } from './posted';
import { refusal } from './team-routes';
import { signUpIsOpen } from './sign-up-status';
import { type ConsoleTools, LANG } from './tools';

/** The site's address as a visitor opens it: its hostname with the console's own scheme and port (http://immo-noord.localhost:8787 locally). */
export function siteAddress(consoleOrigin: string, hostname: string): string {
  const origin = new URL(consoleOrigin);
  return `${origin.protocol}//${hostname}${origin.port ? `:${origin.port}` : ''}/`;
}

/** What the page says after a creation, from its address (the redirect after the POST); a malformed one says nothing. */
function createdOf(c: Context<ConsoleEnv>, tools: ConsoleTools): AgencyForm['created'] {
  const name = c.req.query('created');
  const host = c.req.query('host');
  const owner = c.req.query('owner');
  if (!name || !owner || !host || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) || host.length > 253) return undefined;
  return { name: name.slice(0, 200), owner: owner.slice(0, 254), address: siteAddress(tools.origin(c), host) };
}

/**
 * An operator creates an agency (issue 31): /{lang}/agencies/new, the form and its answer.
 * Not a site's route (no site id): the platform's POST /console-api/agencies is operators' only,
 * and this screen shows anyone else a 403 page without a form.
 */
export function agenciesRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  const show = async (c: Context<ConsoleEnv>, session: ConsoleSession, form: AgencyForm, status = 200) => {
    const locale = c.get('locale');
    if (!session.user.operator) return renderPage(c, <OperatorsOnlyPage locale={locale} session={session} />, 403);
    return renderPage(c, <NewAgencyPage locale={locale} session={session} form={form} signUpOpen={await signUpIsOpen(c, tools)} />, status);
  };

  app.get(`/${LANG}/agencies/new`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    return show(c, session, { ...EMPTY_AGENCY, created: createdOf(c, tools) });
  });

  app.post(`/${LANG}/agencies/new`, async (c) => {
    const locale = c.get('locale');
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${locale}/sign-in`, 303);
    const form = await c.req.parseBody({ all: true });
    // CSRF, second defence: the session's token in the form (the platform checks it again).
    const csrf = typeof form._csrf === 'string' ? form._csrf : '';
    if (!(await timingSafeEqual(csrf, session.csrf))) return tools.message(c, 'csrf', 403, session);
    if (!session.user.operator) return show(c, session, EMPTY_AGENCY);
    const { values, input, errors } = readAgencyForm(locale, form, { locale, origin: tools.origin(c) }, agencyRequest);
    const again = (errors: AgencyForm['errors'], status: number) => show(c, session, { ...values, errors, alert: t(locale, 'errors.summary') }, status);
    if (!input) return again(errors, 400);
    const answer = await callPlatform<NewAgency & { error?: string; field?: string; code?: string }>(c, tools.platform, '/agencies', { method: 'POST', json: input, csrf });
    if (answer.status === 400 || answer.status === 409) return again(refusedField(locale, answer.body), answer.status);
    if (answer.status !== 201 || !answer.body) return refusal(c, tools, answer.status, session);
    const created = new URLSearchParams({ created: answer.body.site.name, host: answer.body.hostname, owner: answer.body.owner });
    return c.redirect(`/${locale}/agencies/new?${created.toString()}`, 303);
  });

  // The operators' switch of self-service sign-up (sign-up-routes.tsx): PUT /console-api/sign-up.
  app.post(`/${LANG}/agencies/sign-up`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, form, csrf } = posted;
    const answer = await callPlatform(c, tools.platform, '/sign-up', { method: 'PUT', json: { open: form.open === '1' }, csrf });
    if (answer.status !== 200) return refusal(c, tools, answer.status, session);
    return c.redirect(`/${c.get('locale')}/agencies/new`, 303);
  });
}
