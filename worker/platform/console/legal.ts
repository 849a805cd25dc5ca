import type { Hono } from 'hono';
import { missingLegalFields } from '../../../shared/domain/legal';
import { isLocale, LOCALES } from '../../../shared/i18n/locales';
import type { ConsoleSite } from '../../../shared/contract/console';
import { type ConsoleLegal, LEGAL_UPDATE_KEYS } from '../../../shared/contract/console-legal';
import type { RawSite } from '../../../shared/contract/raw/site';
import { retireSite } from '../cache/retire';
import { updateSite } from '../routes/sites';
import { storedSite } from '../site-store';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { legalUpdate } from '../../../shared/contract/console-api/requests';
import { fieldError, refusedUpdate } from './site-write';

/** The legal screen's view of a stored site. */
function legalOf(site: ConsoleSite, raw: RawSite): ConsoleLegal {
  const languages = (raw.languages ?? []).filter(isLocale);
  return {
    site,
    locales: languages.length > 0 ? languages : [...LOCALES],
    legal: raw.legal ?? null,
    contact: raw.contact ?? {},
    biv: raw.biv ?? null,
    missing: missingLegalFields(raw),
  };
}

/**
 * The agency's legal data (issue 31; shared/contract/console-legal.ts), owners only: what
 * Belgian law asks the site to show. The PUT writes through the admin API's site update, so
 * the same schema judges it, then moves the site's cache generation so its pages show it.
 */
export function legalApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /sites/:siteId/legal', { role: 'owner' }, async (c) => c.json(legalOf(c.var.site, await storedSite(c.env.DB, c.var.site.id))));

  on(api, 'PUT /sites/:siteId/legal', { body: legalUpdate, role: 'owner' }, async (c, { json: body }) => {
    const other = Object.keys(body).find((key) => !(LEGAL_UPDATE_KEYS as readonly string[]).includes(key));
    if (other) return fieldError(c, `${other} is not part of the legal data`, [{ path: other, message: `must be one of ${LEGAL_UPDATE_KEYS.join(', ')}` }]);
    let document: RawSite;
    try {
      document = await updateSite(c.env, c.var.site.id, body);
    } catch (error) {
      return refusedUpdate(c, error);
    }
    await retireSite(c.env, c.var.site.id);
    return c.json(legalOf(c.var.site, document));
  });
}
