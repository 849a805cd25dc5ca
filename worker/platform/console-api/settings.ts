import type { Hono } from 'hono';
import type { ConsoleSettings } from '../../../shared/contract/console-settings';
import { siteSettingsOf } from '../../../shared/domain/site-settings';
import { legalMailbox } from '../../../shared/contract/lead-routing';
import { describeSiteIssues, siteIssues, siteUpdateSchema } from '../../../shared/contract/site-input';
import { retireSite } from '../cache/retire';
import { updateSite } from '../sites/update';
import { storedSite } from '../sites/store';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { avmUpdate, captchaUpdate, settingsUpdate } from '../../../shared/contract/console-api/requests';
import { approvalUpdate } from '../../../shared/contract/console-settings';
import { ownerApproval, setOwnerApproval } from '../drafts/approval';
import { fieldError, refusedUpdate } from './site-write';

/*
 * The site's settings, owners only: hidden statuses, whether cards link to the
 * property's page, how listings' addresses show, the mailbox leads go to (and another address
 * per kind of lead), the agency's captcha keys, an external valuation widget, and
 * whether an owner publishes editors' changes (approval).
 * Written through `updateSite` (its schema's refusals come back as field errors) and live at
 * once: the site's cache is retired. The captcha secret is write-only: sealed by `updateSite`
 * (captcha/store.ts), answered as `secretSet`, never logged.
 */
export function settingsApi(api: Hono<ConsoleApiEnv>): void {
  const answer = async (db: D1Database, site: ConsoleSettings['site']): Promise<ConsoleSettings> => {
    const stored = await storedSite(db, site.id);
    const settings = siteSettingsOf(stored.settings);
    const email = stored.delivery?.email ?? null;
    const captcha = stored.captcha ?? null;
    return {
      site,
      hiddenStatus: settings.hiddenStatus,
      showEstateAddress: settings.showEstateAddress,
      whatsapp: settings.whatsapp ?? null,
      cardAgent: settings.cardAgent === true,
      addressDisplay: settings.addressDisplay,
      email: email ? { to: email.to, ...(email.from ? { from: email.from } : {}), ...(email.recipients ? { recipients: email.recipients } : {}) } : null,
      legalMailbox: legalMailbox(stored),
      captcha: captcha
        ? { provider: captcha.provider ?? 'recaptcha', siteKey: captcha.siteKey, secretSet: Boolean(captcha.secret) || captcha.secretSet === true }
        : null,
      avmWidgetUrl: settings.avmWidgetUrl ?? null,
      ownerApproval: await ownerApproval(db, site.id),
    };
  };

  on(api, 'GET /sites/:siteId/settings', { role: 'owner' }, async (c) => c.json(await answer(c.env.DB, c.var.site)));

  on(api, 'PUT /sites/:siteId/settings', { body: settingsUpdate, role: 'owner' }, async (c, { json: body }) => {
    const current = await storedSite(c.env.DB, c.var.site.id);
    const email = body.email as { to?: unknown; from?: unknown } | null | undefined;
    // The mailbox's other keys (the CRM copies) stay as they are; a `recipients` given replaces the stored one.
    const merged: Record<string, unknown> | null = email ? { ...current.delivery?.email, ...email } : null;
    // No address for any kind: every kind goes to the mailbox.
    if (merged?.recipients && typeof merged.recipients === 'object' && Object.keys(merged.recipients).length === 0) delete merged.recipients;
    const delivery = email === undefined ? undefined : { email: merged };
    try {
      const agents = {
        ...(body.whatsapp !== undefined ? { whatsapp: body.whatsapp } : {}),
        ...(body.cardAgent !== undefined ? { cardAgent: body.cardAgent } : {}),
      };
      const address = body.addressDisplay === undefined ? {} : { addressDisplay: body.addressDisplay };
      await updateSite(c.env, c.var.site.id, {
        settings: { hiddenStatus: body.hiddenStatus, showEstateAddress: body.showEstateAddress, ...address, ...agents },
        ...(delivery ? { delivery } : {}),
      });
    } catch (error) {
      return refusedUpdate(c, error);
    }
    await retireSite(c.env, c.var.site.id);
    return c.json(await answer(c.env.DB, c.var.site));
  });

  // The external valuation widget: its one key of the settings, the others kept.
  on(api, 'PUT /sites/:siteId/settings/avm', { body: avmUpdate, role: 'owner' }, async (c, { json: body }) => {
    try {
      await updateSite(c.env, c.var.site.id, { settings: { avmWidgetUrl: body.url === '' || body.url === undefined ? null : body.url } });
    } catch (error) {
      return refusedUpdate(c, error);
    }
    await retireSite(c.env, c.var.site.id);
    return c.json(await answer(c.env.DB, c.var.site));
  });

  // Editors' changes published by an owner: the console's own rule (drafts/approval.ts), not the site's, so no cache to retire.
  on(api, 'PUT /sites/:siteId/settings/approval', { body: approvalUpdate, role: 'owner' }, async (c, { json }) => {
    await setOwnerApproval(c.env.DB, c.var.site.id, json.required);
    return c.json(await answer(c.env.DB, c.var.site));
  });

  on(api, 'PUT /sites/:siteId/settings/captcha', { body: captchaUpdate, role: 'owner' }, async (c, { json: body }) => {
    const current = await storedSite(c.env.DB, c.var.site.id);
    const secretSet = Boolean(current.captcha?.secret) || current.captcha?.secretSet === true;
    const secret = typeof body.secret === 'string' && body.secret.trim() !== '' ? body.secret : undefined;
    const update = { captcha: { provider: body.provider, siteKey: body.siteKey, ...(secret ? { secret } : {}) } };
    if (!secret && !secretSet) {
      // A first captcha needs its secret: said beside the other fields' refusals.
      const parsed = siteUpdateSchema.safeParse(update);
      const issues = [...(parsed.success ? [] : siteIssues(parsed.error)), { path: 'captcha.secret', message: 'required' }];
      return fieldError(c, describeSiteIssues(issues), issues);
    }
    try {
      await updateSite(c.env, c.var.site.id, update, c.env.CONNECTION_SECRET_KEY);
    } catch (error) {
      return refusedUpdate(c, error);
    }
    await retireSite(c.env, c.var.site.id);
    return c.json(await answer(c.env.DB, c.var.site));
  });

  on(api, 'DELETE /sites/:siteId/settings/captcha', { role: 'owner' }, async (c) => {
    await updateSite(c.env, c.var.site.id, { captcha: null }, c.env.CONNECTION_SECRET_KEY);
    await retireSite(c.env, c.var.site.id);
    return c.json(await answer(c.env.DB, c.var.site));
  });
}
