import type { Context, Hono } from 'hono';
import { jsonError } from '../kit/http';
import { retireSite } from '../cache/retire';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { officeOnline, publishFirstOffice } from './golive-office';
import { checklistOf, createPreviewLink, listingCounts, setLive } from '../sites/golive';
import { siteDb } from '../databases/site-db';
import { publishMailbox } from './mailbox';
import { publishRequest } from '../../../shared/contract/console-golive';

/**
 * Going live: the checklist (any member), a one-time preview link of the site
 * (owners and editors: they review the starter pages), publish and back to coming soon (owners).
 * A publish gives a site without an office mailbox the legal data's address (mailbox.ts), makes
 * the office the draft holds live when none is (golive-office.ts), and retires the site's cached
 * answers and document in the site's KV (retireSite), so the site worker serves the live site
 * once it reads the generations again.
 */
/** The session's site's checklist, with its listings as it counts them and its office. */
async function checklist(c: Context<ConsoleApiEnv>) {
  const { id } = c.var.site;
  const data = await siteDb(c.env, id);
  return checklistOf(c.env.DB, id, await listingCounts(data, id, new Date()), await officeOnline(data, id, c.env.DB));
}

export function goliveApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /sites/:siteId/checklist', async (c) => {
    const answer = await checklist(c);
    return answer ? c.json(answer) : jsonError(c, 404, 'No such site');
  });

  on(api, 'POST /sites/:siteId/preview', async (c) => {
    const link = await createPreviewLink(c.env.DB, c.var.site.id, c.var.user.id, new Date());
    if (!link) return c.json({ error: 'This site has no hostname to preview it on', code: 'noHostname' }, 409);
    return c.json(link, 201, { 'Cache-Control': 'no-store' });
  });

  const publication = (live: boolean, origin?: string) => async (c: Context<ConsoleApiEnv>) => {
    const now = new Date();
    if (!(await setLive(c.env.DB, c.var.site.id, live, c.var.user, now))) return jsonError(c, 404, 'No such site');
    // Live: the first lead must reach a person (mailbox.ts), and the contact page shows the office with its hours.
    const mailbox = live ? await publishMailbox(c.env, c.var.site.id, origin, now) : null;
    if (live) await publishFirstOffice(await siteDb(c.env, c.var.site.id), c.var.site.id, c.var.user.email, now, c.env.DB);
    const retired = await retireSite(c.env, c.var.site.id);
    return c.json({ ...(await checklist(c)), cacheRetired: retired, ...(mailbox ? { mailboxSet: mailbox } : {}) });
  };
  on(api, 'POST /sites/:siteId/publish', { body: publishRequest, role: 'owner' }, (c, { json }) => publication(true, json.origin)(c));
  on(api, 'POST /sites/:siteId/unpublish', { role: 'owner' }, publication(false));
}
