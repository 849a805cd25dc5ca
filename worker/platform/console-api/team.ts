import type { Context, Hono } from 'hono';
import type { EndedSessions } from '../../../shared/contract/console-crm';
import { jsonError } from '../kit/http';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { memberRoleRequest } from '../../../shared/contract/console-crm';
import { endOtherSessions } from './sessions';
import { removeMember, setRole, type TeamChange } from './users';

/**
 * The team's changes, owners only: a member's role and a member's removal, never
 * leaving the agency without an owner (409 `lastOwner`); and any user's "sign out everywhere
 * else". A role is read from the memberships on every request (access.ts), so a change holds
 * for the member's open sessions at once.
 */
export function teamApi(api: Hono<ConsoleApiEnv>): void {
  const answer = (c: Context<ConsoleApiEnv>, change: TeamChange) => {
    if (change === 'lastOwner') return c.json({ error: 'The agency must keep at least one owner', code: 'lastOwner' }, 409);
    if (change === 'notMember') return jsonError(c, 404, 'No such member of this agency');
    return c.body(null, 204);
  };
  on(api, 'PUT /sites/:siteId/members/:userId', { body: memberRoleRequest, role: 'owner' }, async (c, { params, json }) =>
    answer(c, await setRole(c.env.DB, c.var.site.id, Number(params.userId), json.role)),
  );

  on(api, 'DELETE /sites/:siteId/members/:userId', { role: 'owner' }, async (c, { params }) =>
    answer(c, await removeMember(c.env.DB, c.var.site.id, Number(params.userId))),
  );

  on(api, 'POST /sessions/end-others', async (c) => {
    const ended: EndedSessions = { ended: await endOtherSessions(c.env.DB, c.var.session.userId, c.var.session.idHash, new Date()) };
    return c.json(ended);
  });
}
