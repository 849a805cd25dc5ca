import type { Context, Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { type ConsoleSession, inviteRequest, type Team } from '../../shared/platform-api/console';
import { type ConsoleTools, LANG } from './tools';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { callPlatform } from './platform';
import { renderPage } from './render';
import { type InviteForm, TeamPage } from './screens/team';
import { fieldError } from './sign-in-routes';

const SITE = ':siteId{[1-9][0-9]{0,14}}';

/** A platform refusal as a page: 401 back to sign-in, 403 and 404 as they are. */
export async function refusal(c: Context<ConsoleEnv>, tools: ConsoleTools, status: number, session: ConsoleSession): Promise<Response> {
  if (status === 401) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
  return tools.message(c, status === 403 ? 'forbidden' : 'notFound', status === 403 ? 403 : 404, session);
}

/** The team screen (owners; the platform refuses anyone else): members, invites, the invite form. */
export function teamRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  const show = async (c: Context<ConsoleEnv>, session: ConsoleSession, form: InviteForm, status = 200) => {
    const answer = await callPlatform<Team>(c, tools.platform, `/sites/${c.req.param('siteId')}/team`);
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    return renderPage(c, <TeamPage locale={c.get('locale')} session={session} team={answer.body} form={form} />, status);
  };

  app.get(`/${LANG}/sites/${SITE}/team`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    return show(c, session, { email: '', role: 'editor', errors: {}, sent: c.req.query('sent') });
  });

  app.post(`/${LANG}/sites/${SITE}/team`, async (c) => {
    const locale = c.get('locale');
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${locale}/sign-in`, 303);
    const form = await c.req.parseBody();
    // CSRF, second defence: the session's token in the form (the platform checks it again).
    const csrf = typeof form._csrf === 'string' ? form._csrf : '';
    if (!(await timingSafeEqual(csrf, session.csrf))) return tools.message(c, 'csrf', 403, session);
    const email = typeof form.email === 'string' ? form.email : '';
    const role = typeof form.role === 'string' ? form.role : '';
    const input = inviteRequest.safeParse({ email, role, locale, origin: tools.origin(c) });
    if (!input.success) {
      const errors: InviteForm['errors'] = {};
      for (const issue of input.error.issues) {
        if (issue.path[0] === 'email') errors.email ??= fieldError(locale, issue.message);
        if (issue.path[0] === 'role') errors.role = t(locale, 'errors.role');
      }
      return show(c, session, { email, role, errors, alert: t(locale, 'errors.summary') }, 400);
    }
    const answer = await callPlatform<{ field?: string }>(c, tools.platform, `/sites/${c.req.param('siteId')}/invites`, { method: 'POST', json: input.data, csrf });
    if (answer.status === 409) return show(c, session, { email, role, errors: { email: t(locale, 'errors.member') }, alert: t(locale, 'errors.summary') }, 409);
    if (answer.status === 400) return show(c, session, { email, role, errors: { email: fieldError(locale, 'email') }, alert: t(locale, 'errors.summary') }, 400);
    if (answer.status !== 201) return refusal(c, tools, answer.status, session);
    return c.redirect(`/${locale}/sites/${c.req.param('siteId')}/team?sent=${encodeURIComponent(input.data.email)}`, 303);
  });
}
