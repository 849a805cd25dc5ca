import type { Hono } from 'hono';
import type { ConsoleCrmOrigins } from '../../../shared/contract/console-crm-origins';
import { crmOriginsUpdate } from '../../../shared/contract/console-api/requests';
import { crmOf } from '../crm/crms';
import { leadsCrmOf } from '../delivery/crm';
import { updateSite } from '../sites/update';
import { storedSite } from '../sites/store';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { refusedUpdate } from './site-write';

/*
 * The site's lead origin table, owners only: utm_source (and medium) → the CRM's
 * origin id, kept in the site document (delivery.crmOrigins) through the admin API's own site
 * update, whose schema judges each line (its refusals come back as field errors:
 * `delivery.crmOrigins.2.origin`…). The next lead delivered reads it.
 */
export function crmOriginsApi(api: Hono<ConsoleApiEnv>): void {
  const answer = async (env: ConsoleApiEnv['Bindings'], site: ConsoleCrmOrigins['site']): Promise<ConsoleCrmOrigins> => {
    const crm = (await leadsCrmOf(env.DB, site.id))?.kind ?? null;
    return {
      site,
      crm,
      originField: (crm !== null && crmOf(crm)?.leadOrigins) === true,
      origins: (await storedSite(env.DB, site.id)).delivery?.crmOrigins ?? [],
    };
  };

  on(api, 'GET /sites/:siteId/crm-origins', { role: 'owner' }, async (c) => c.json(await answer(c.env, c.var.site)));

  on(api, 'PUT /sites/:siteId/crm-origins', { body: crmOriginsUpdate, role: 'owner' }, async (c, { json: body }) => {
    try {
      await updateSite(c.env, c.var.site.id, { delivery: { crmOrigins: body.origins ?? [] } });
    } catch (error) {
      return refusedUpdate(c, error);
    }
    return c.json(await answer(c.env, c.var.site));
  });
}
