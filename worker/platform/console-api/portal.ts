import type { Hono } from 'hono';
import type { ConsolePortalEnquiries } from '../../../shared/contract/console-portal';
import { portalAnswerUpdate } from '../../../shared/contract/console-portal';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import { defaultOpening } from '../portal/answer-words';
import { inboxOf, lastEnquiries, type PortalInbox, rotateToken, saveAnswer } from '../portal/inbox-store';
import type { PlatformBindings } from '../types';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { logAccess } from '../privacy/access-log';

/*
 * Portal enquiries (docs/portal-enquiries.md), owners only: the agency's inbound address (made
 * on first sight), the last mails it received and what became of each, the automatic answer's
 * switch and its opening per language; a new address on request.
 */
export function portalApi(api: Hono<ConsoleApiEnv>): void {
  const answer = async (env: PlatformBindings, site: ConsolePortalEnquiries['site'], inbox?: PortalInbox): Promise<ConsolePortalEnquiries> => {
    const current = inbox ?? (await inboxOf(env.DB, site.id));
    const domain = env.PORTAL_INBOUND_DOMAIN?.trim();
    return {
      site,
      address: domain ? `${current.token}@${domain}` : null,
      autoAnswer: current.autoAnswer,
      words: current.words,
      defaults: Object.fromEntries(LOCALES.map((locale) => [locale, defaultOpening(locale)])) as Record<Locale, string>,
      enquiries: (await lastEnquiries(env.DB, site.id)).map(({ messageId: _id, leadId: _lead, sender: _sender, ...row }) => row),
    };
  };

  // The enquirers' addresses are the agency's visitors' data: each look is in the access log.
  on(api, 'GET /sites/:siteId/portal-enquiries', { role: 'owner' }, async (c) => {
    const shown = await answer(c.env, c.var.site);
    await logAccess(c.env, c.var.site.id, c.var.user.email, 'portalEnquiries', shown.enquiries.length);
    return c.json(shown);
  });

  on(api, 'PUT /sites/:siteId/portal-enquiries', { body: portalAnswerUpdate, role: 'owner' }, async (c, { json: body }) =>
    c.json(await answer(c.env, c.var.site, await saveAnswer(c.env.DB, c.var.site.id, body.autoAnswer, body.words))),
  );

  on(api, 'POST /sites/:siteId/portal-enquiries/address', { role: 'owner' }, async (c) =>
    c.json(await answer(c.env, c.var.site, await rotateToken(c.env.DB, c.var.site.id))),
  );
}
