import type { Hono } from 'hono';
import type { ConsoleSettings } from '../../../shared/platform-api/console-settings';
import { siteSettingsOf } from '../../../shared/domain/site-settings';
import { retireSite } from '../ingest/retire';
import { updateSite } from '../routes/sites';
import { storedSite } from '../site-store';
import { type ConsoleApiEnv, ownerOnly } from './access';
import { objectBody, refusedUpdate } from './site-write';

/*
 * The site's settings (issue 32), owners only: hidden statuses, whether cards link to the
 * property's page, and the mailbox leads go to. Written through `updateSite` (its schema's
 * refusals come back as field errors) and live at once: the site's cache is retired.
 */
export function settingsApi(api: Hono<ConsoleApiEnv>): void {
  const answer = async (db: D1Database, site: ConsoleSettings['site']): Promise<ConsoleSettings> => {
    const stored = await storedSite(db, site.id);
    const settings = siteSettingsOf(stored.settings);
    const email = stored.delivery?.email ?? null;
    return { site, hiddenStatus: settings.hiddenStatus, showEstateAddress: settings.showEstateAddress, email: email ? { to: email.to, ...(email.from ? { from: email.from } : {}) } : null };
  };

  api.get('/sites/:siteId/settings', ownerOnly, async (c) => c.json(await answer(c.env.DB, c.var.site)));

  api.put('/sites/:siteId/settings', ownerOnly, async (c) => {
    const body = await objectBody(c);
    if (!body) return c.json({ error: 'The body must be a JSON object', issues: [] }, 400);
    const current = await storedSite(c.env.DB, c.var.site.id);
    const email = body.email as { to?: unknown; from?: unknown } | null | undefined;
    // The mailbox's other keys (the CRM copies) stay as they are.
    const delivery = email === undefined ? undefined : { email: email === null ? null : { ...current.delivery?.email, ...email } };
    try {
      await updateSite(c.env.DB, c.var.site.id, { settings: { hiddenStatus: body.hiddenStatus, showEstateAddress: body.showEstateAddress }, ...(delivery ? { delivery } : {}) });
    } catch (error) {
      return refusedUpdate(c, error);
    }
    await retireSite(c.env, c.var.site.id);
    return c.json(await answer(c.env.DB, c.var.site));
  });
}
