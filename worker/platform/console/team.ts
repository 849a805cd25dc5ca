import type { Context, Hono } from 'hono';
import { type EndedSessions, memberRoleRequest } from '../../../shared/contract/console-crm';
import { jsonError } from '../http';
import { body, type ConsoleApiEnv, ownerOnly } from './access';
import { endOtherSessions } from './sessions';
import { removeMember, setRole, type TeamChange } from './users';

/**
 * The team's changes (issue 31), owners only: a member's role and a member's removal, never
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
  const userIdOf = (value: string | undefined) => (value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null);

  api.put('/sites/:siteId/members/:userId', ownerOnly, async (c) => {
    const userId = userIdOf(c.req.param('userId'));
    if (userId === null) return jsonError(c, 404, 'No such member of this agency');
    const input = await body(c, memberRoleRequest);
    if ('error' in input) return input.error;
    return answer(c, await setRole(c.env.DB, c.var.site.id, userId, input.value.role));
  });

  api.delete('/sites/:siteId/members/:userId', ownerOnly, async (c) => {
    const userId = userIdOf(c.req.param('userId'));
    if (userId === null) return jsonError(c, 404, 'No such member of this agency');
    return answer(c, await removeMember(c.env.DB, c.var.site.id, userId));
  });

  api.post('/sessions/end-others', async (c) => {
    const ended: EndedSessions = { ended: await endOtherSessions(c.env.DB, c.var.session.userId, c.var.session.idHash, new Date()) };
    return c.json(ended);
  });
}
