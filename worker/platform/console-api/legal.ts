import type { Hono } from 'hono';
import { missingLegalFields } from '../../../shared/domain/legal';
import { isLocale, LOCALES } from '../../../shared/i18n/locales';
import type { ConsoleSite } from '../../../shared/contract/console';
import { type ConsoleLegal, LEGAL_UPDATE_KEYS } from '../../../shared/contract/console-legal';
import type { RawSite } from '../../../shared/contract/raw/site';
import { retireSite } from '../cache/retire';
import { updateSite } from '../sites/update';
import { storedSite } from '../sites/store';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { legalUpdate } from '../../../shared/contract/console-api/requests';
import { fieldError, refusedUpdate } from './site-write';
import { readDraftItem, saveDraftItem } from '../drafts/store';
import { siteDb } from '../databases/site-db';
import { starterOffice } from '../starter';
import type { PlatformBindings } from '../types';

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
 * A new agency's first office, once its legal address is whole: made in the draft (published
 * with the rest of the site) from the address and contact data, as the starter site makes it
 * for an agency created with an address (worker/platform/starter/office.ts). Only while the
 * site has never had an office: one the owner removed is not made again.
 */
async function firstOffice(env: PlatformBindings, site: RawSite, editor: string): Promise<void> {
  const db = await siteDb(env, site.id);
  const offices = await readDraftItem<unknown[]>(db, site.id, 'entities', 'offices');
  if (offices.version !== 0 || (offices.document ?? []).length > 0) return;
  const languages = (site.languages ?? []).filter(isLocale);
  const office = starterOffice(site, languages.length > 0 ? languages : LOCALES);
  if (office) await saveDraftItem(db, site.id, 'entities', 'offices', [office], 0, editor, new Date());
}

/**
 * The agency's legal data (shared/contract/console-legal.ts), owners only: what
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
    await firstOffice(c.env, document, c.var.user.email);
    await retireSite(c.env, c.var.site.id);
    return c.json(legalOf(c.var.site, document));
  });
}
