import type { Context, Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { type ConsoleSession, inviteRequest, type Team } from '../../shared/contract/console';
import type { EndedSessions } from '../../shared/contract/console-crm';
import { type ConsoleTools, LANG } from './tools';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { callPlatform } from './platform';
import { renderPage } from './render';
import { postedForm } from './posted';
import { ConfirmPage } from './screens/confirm';
import { MessagePage } from './screens/message';
import { type InviteForm, TeamPage } from './screens/team';
import { fieldError } from './sign-in-routes';

const SITE = ':siteId{[1-9][0-9]{0,14}}';
const USER = ':userId{[1-9][0-9]{0,14}}';
const NOTICES = new Set(['changed', 'removed']);

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
  const empty = (): InviteForm => ({ email: '', role: 'editor', errors: {} });
  const teamPath = (c: Context<ConsoleEnv>) => `/${c.get('locale')}/sites/${c.req.param('siteId')}/team`;

  app.get(`/${LANG}/sites/${SITE}/team`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const done = c.req.query('done');
    return show(c, session, { ...empty(), sent: c.req.query('sent'), ...(done && NOTICES.has(done) ? { done } : {}) });
  });

  // A member's role (owner or editor), never the last owner's: the platform refuses it (409).
  app.post(`/${LANG}/sites/${SITE}/team/${USER}/role`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const path = `/sites/${c.req.param('siteId')}/members/${c.req.param('userId')}`;
    const answer = await callPlatform(c, tools.platform, path, { method: 'PUT', json: { role: posted.form.role ?? '' }, csrf: posted.csrf });
    if (answer.status === 409) return show(c, posted.session, { ...empty(), alert: t(c.get('locale'), 'teamEdit.lastOwner') }, 409);
    if (answer.status === 400) return show(c, posted.session, { ...empty(), alert: t(c.get('locale'), 'errors.role') }, 400);
    if (answer.status !== 204) return refusal(c, tools, answer.status, posted.session);
    return c.redirect(`${teamPath(c)}?done=changed`, 303);
  });

  app.get(`/${LANG}/sites/${SITE}/team/${USER}/remove`, async (c) => {
    const locale = c.get('locale');
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${locale}/sign-in`, 303);
    const answer = await callPlatform<Team>(c, tools.platform, `/sites/${c.req.param('siteId')}/team`);
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    const member = answer.body.members.find((one) => String(one.userId) === c.req.param('userId'));
    if (!member) return refusal(c, tools, 404, session);
    const path = `/sites/${answer.body.site.id}/team/${member.userId}/remove`;
    const words = { email: member.email, site: answer.body.site.name };
    return renderPage(
      c,
      <ConfirmPage locale={locale} session={session} title={t(locale, 'teamEdit.removeTitle', words)} path={path} question={t(locale, 'teamEdit.removeQuestion', words)} action={`/${locale}${path}`} confirm={t(locale, 'teamEdit.remove')} back={teamPath(c)} />,
    );
  });

  app.post(`/${LANG}/sites/${SITE}/team/${USER}/remove`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const answer = await callPlatform(c, tools.platform, `/sites/${c.req.param('siteId')}/members/${c.req.param('userId')}`, { method: 'DELETE', csrf: posted.csrf });
    if (answer.status === 409) return show(c, posted.session, { ...empty(), alert: t(c.get('locale'), 'teamEdit.lastOwner') }, 409);
    if (answer.status !== 204) return refusal(c, tools, answer.status, posted.session);
    // Who removed themselves has no team screen left to see.
    if (String(posted.session.user.id) === c.req.param('userId')) return c.redirect(`/${c.get('locale')}/`, 303);
    return c.redirect(`${teamPath(c)}?done=removed`, 303);
  });

  // "Sign out everywhere else": the user's other sessions end, this one stays.
  app.post(`/${LANG}/sign-out-everywhere`, async (c) => {
    const locale = c.get('locale');
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const answer = await callPlatform<EndedSessions>(c, tools.platform, '/sessions/end-others', { method: 'POST', json: {}, csrf: posted.csrf });
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, posted.session);
    const page = <MessagePage locale={locale} kind="notFound" session={posted.session} title={t(locale, 'teamEdit.endedTitle')} text={t(locale, 'teamEdit.ended', { count: answer.body.ended })} />;
    return renderPage(c, page);
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
