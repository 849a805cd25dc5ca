import type { Context } from 'hono';
import { inviteRequest } from '../../../shared/contract/console';
import * as routes from '../../../shared/contract/console-api/routes';
import { memberRoleRequest } from '../../../shared/contract/console-crm';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { USER } from '../kit/params';
import { fieldError, refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { confirmation } from '../kit/confirm';
import { MessagePage } from '../kit/message';
import { type InviteForm, TeamPage } from './team';
import type { ConsoleTools } from '../kit/tools';

const NOTICES = new Set(['changed', 'removed']);

/** The team screen (owners): members, invites, the invite form; and any user's "sign out everywhere else". */
export function teamRoutes({ owner, signedIn }: ConsoleGroups, tools: ConsoleTools): void {
  const siteId = (c: Context<ConsoleEnv>) => c.get('site').id;
  const show = async (c: Context<ConsoleEnv>, form: InviteForm, status = 200) => {
    const answer = await call(c, routes.teamGet, { params: { siteId: siteId(c) } });
    if (!answer.ok) return refusal(c, answer.status);
    return renderPage(c, <TeamPage locale={c.get('locale')} session={c.get('session')} team={answer.body} form={form} />, status);
  };
  const empty = (): InviteForm => ({ email: '', role: 'editor', errors: {} });
  const teamPath = (c: Context<ConsoleEnv>) => `/${c.get('locale')}/sites/${siteId(c)}/team`;
  const member = (c: Context<ConsoleEnv>) => ({ siteId: siteId(c), userId: c.req.param('userId')! });

  owner.get('/team', (c) => {
    const done = c.req.query('done');
    return show(c, { ...empty(), sent: c.req.query('sent'), ...(done && NOTICES.has(done) ? { done } : {}) });
  });

  // A member's role (owner or editor), never the last owner's: the platform refuses it (409).
  owner.post(`/team/${USER}/role`, async (c) => {
    const role = memberRoleRequest.safeParse({ role: c.get('form').fields.role ?? '' });
    const answer = role.success ? await call(c, routes.teamRole, { params: member(c), json: role.data }) : null;
    if (answer?.status === 409) return show(c, { ...empty(), alert: t(c.get('locale'), 'teamEdit.lastOwner') }, 409);
    if (!answer || answer.status === 400) return show(c, { ...empty(), alert: t(c.get('locale'), 'errors.role') }, 400);
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`${teamPath(c)}?done=changed`, 303);
  });

  owner.get(`/team/${USER}/remove`, async (c) => {
    const locale = c.get('locale');
    const answer = await call(c, routes.teamGet, { params: { siteId: siteId(c) } });
    if (!answer.ok) return refusal(c, answer.status);
    const found = answer.body.members.find((one) => String(one.userId) === c.req.param('userId'));
    if (!found) return refusal(c, 404);
    const path = `/sites/${answer.body.site.id}/team/${found.userId}/remove`;
    const words = { email: found.email, site: answer.body.site.name };
    return confirmation(
      c,
      { title: t(locale, 'teamEdit.removeTitle', words), question: t(locale, 'teamEdit.removeQuestion', words), confirm: t(locale, 'teamEdit.remove') },
      path,
      teamPath(c),
    );
  });

  owner.post(`/team/${USER}/remove`, async (c) => {
    const answer = await call(c, routes.teamRemove, { params: member(c) });
    if (answer.status === 409) return show(c, { ...empty(), alert: t(c.get('locale'), 'teamEdit.lastOwner') }, 409);
    if (!answer.ok) return refusal(c, answer.status);
    // Who removed themselves has no team screen left to see.
    if (String(c.get('session').user.id) === c.req.param('userId')) return c.redirect(`/${c.get('locale')}/`, 303);
    return c.redirect(`${teamPath(c)}?done=removed`, 303);
  });

  // "Sign out everywhere else": the user's other sessions end, this one stays.
  signedIn.post('/sign-out-everywhere', async (c) => {
    const locale = c.get('locale');
    const answer = await call(c, routes.endOtherSessions);
    if (!answer.ok) return refusal(c, answer.status);
    const page = (
      <MessagePage
        locale={locale}
        kind="notFound"
        session={c.get('session')}
        title={t(locale, 'teamEdit.endedTitle')}
        text={t(locale, 'teamEdit.ended', { count: answer.body.ended })}
      />
    );
    return renderPage(c, page);
  });

  owner.post('/team', async (c) => {
    const locale = c.get('locale');
    const { email = '', role = '' } = c.get('form').fields;
    const input = inviteRequest.safeParse({ email, role, locale, origin: tools.origin(c) });
    if (!input.success) {
      const errors: InviteForm['errors'] = {};
      for (const issue of input.error.issues) {
        if (issue.path[0] === 'email') errors.email ??= fieldError(locale, issue.message);
        if (issue.path[0] === 'role') errors.role = t(locale, 'errors.role');
      }
      return show(c, { email, role, errors, alert: t(locale, 'errors.summary') }, 400);
    }
    const answer = await call(c, routes.teamInvite, { params: { siteId: siteId(c) }, json: input.data });
    if (answer.status === 409) return show(c, { email, role, errors: { email: t(locale, 'errors.member') }, alert: t(locale, 'errors.summary') }, 409);
    if (answer.status === 400) return show(c, { email, role, errors: { email: fieldError(locale, 'email') }, alert: t(locale, 'errors.summary') }, 400);
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`/${locale}/sites/${siteId(c)}/team?sent=${encodeURIComponent(input.data.email)}`, 303);
  });
}
