import type { Hono } from 'hono';
import { missingLegalFields } from '../../../shared/domain/legal';
import { isLocale, LOCALES } from '../../../shared/i18n/locales';
import type { ConsoleSite } from '../../../shared/contract/console';
import { type ConsoleLegal, LEGAL_UPDATE_KEYS } from '../../../shared/contract/console-legal';
import type { RawSite } from '../../../shared/contract/raw/site';
import { retireSite } from '../cache/retire';
import { updateSite } from '../routes/sites';
import { storedSite } from '../site-store';
import { type ConsoleApiEnv, ownerOnly } from './access';
import { fieldError, objectBody, refusedUpdate } from './site-write';

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
  api.get('/sites/:siteId/legal', ownerOnly, async (c) => c.json(legalOf(c.var.site, await storedSite(c.env.DB, c.var.site.id))));

  api.put('/sites/:siteId/legal', ownerOnly, async (c) => {
    const body = await objectBody(c);
    if (!body) return fieldError(c, 'The body must be a JSON object', []);
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
