import type { Context } from 'hono';
import type { ConsoleSite } from '../../../shared/contract/console';
import { ownerApproval } from '../drafts/approval';
import { jsonError } from '../kit/http';
import type { PlatformBindings } from '../types';
import type { LiveSession } from './sessions';
import { type ConsoleUser, siteFor } from './users';

interface ConsoleVariables {
  session: LiveSession;
  user: ConsoleUser;
  site: ConsoleSite;
}

/** The console API's Hono environment: the platform's bindings, and the session, user and site its middleware resolved. */
export type ConsoleApiEnv = { Bindings: PlatformBindings; Variables: ConsoleVariables };

/**
 * The tenant boundary (registered by routes.ts on /sites/:siteId and /sites/:siteId/*): nothing
 * of a site without a role on it (404, as for a site that does not exist); `c.var.site` after it.
 */
export async function siteAccess(c: Context<ConsoleApiEnv>, next: () => Promise<void>) {
  const siteId = c.req.param('siteId') ?? '';
  const site = /^[1-9]\d{0,14}$/.test(siteId) ? await siteFor(c.env.DB, c.var.user, Number(siteId)) : null;
  if (!site) return jsonError(c, 404, 'No such site');
  c.set('site', site);
  return next();
}

/** A route only an owner of the site (or an operator) may use: 403 for an editor. */
export async function ownerOnly(c: Context<ConsoleApiEnv>, next: () => Promise<void>) {
  if (c.var.site.role !== 'owner') return jsonError(c, 403, 'Only an owner of this agency may do this');
  return next();
}

/**
 * A route that makes the draft live or drops it (publish, discard, rollback): owners, and
 * editors unless the site's owners chose that an owner publishes editors' changes (Settings;
 * drafts/approval.ts). Then an editor gets 403 `approvalRequired` and submits the draft instead.
 */
export async function publisherOnly(c: Context<ConsoleApiEnv>, next: () => Promise<void>) {
  if (c.var.site.role !== 'owner' && (await ownerApproval(c.env.DB, c.var.site.id))) {
    return c.json({ error: 'An owner of this agency publishes editors’ changes: submit them for approval', code: 'approvalRequired' }, 403);
  }
  return next();
}

/** A route only an operator may use (CONSOLE_OPERATORS): 403 for everyone else. */
export async function operatorOnly(c: Context<ConsoleApiEnv>, next: () => Promise<void>) {
  if (!c.var.user.operator) return jsonError(c, 403, 'Only an operator may do this');
  return next();
}
