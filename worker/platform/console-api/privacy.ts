import type { Context, Hono } from 'hono';
import type { ConsolePerson } from '../../../shared/contract/console-privacy';
import { personQuery } from '../../../shared/contract/console-privacy';
import { retentionMonthsOf } from '../../../shared/domain/retention';
import { DEFAULT_LOCALE, isLocale } from '../../../shared/i18n/locales';
import { accessEntry, accessLogOf } from '../privacy/access-log';
import { erasePerson } from '../privacy/erase';
import { findPerson, personMatch, recipientsOf } from '../privacy/person';
import { processingRegister } from '../privacy/register';
import { siteDb } from '../databases/site-db';
import { storedSite } from '../sites/store';
import type { ConsoleApiEnv } from './access';
import { on } from './door';

/*
 * A person's data in the agency's site, owners only (docs/privacy.md): found by e-mail address
 * or phone (privacy/person.ts), handed over (the same records, logged as an export; the
 * console makes the JSON and the summary), erased (privacy/erase.ts) with an entry of when, by
 * whom and how many; the access log; the register of processing activities. Every search,
 * export and erasure is in the access log, without whom it was about.
 */
export function privacyApi(api: Hono<ConsoleApiEnv>): void {
  const person = async (c: Context<ConsoleApiEnv>, query: string, action: 'personSearch' | 'personExport'): Promise<ConsolePerson> => {
    const site = c.var.site;
    const match = personMatch(query);
    const records = await findPerson(c.env, site.id, match);
    const language = (await storedSite(c.env.DB, site.id)).defaultLanguage;
    const at = new Date().toISOString();
    await accessEntry(await siteDb(c.env, site.id), site.id, { who: c.var.user.email, action, count: records.length, detail: match.by }, at).run();
    return {
      site,
      language: isLocale(language) ? language : DEFAULT_LOCALE,
      by: match.by,
      records,
      recipients: await recipientsOf(c.env, site.id, records),
    };
  };

  on(api, 'POST /sites/:siteId/privacy/search', { body: personQuery, role: 'owner' }, async (c, { json }) =>
    c.json(await person(c, json.query, 'personSearch'), 200),
  );

  on(api, 'POST /sites/:siteId/privacy/export', { body: personQuery, role: 'owner' }, async (c, { json }) =>
    c.json(await person(c, json.query, 'personExport'), 200),
  );

  on(api, 'POST /sites/:siteId/privacy/erase', { body: personQuery, role: 'owner' }, async (c, { json }) => {
    const site = c.var.site;
    const match = personMatch(json.query);
    const at = new Date().toISOString();
    const records = await findPerson(c.env, site.id, match);
    const entry = { who: c.var.user.email, action: 'personErase' as const, count: records.length, detail: match.by };
    // The erasure and its entry in the access log: one batch (privacy/erase.ts).
    const outcome = await erasePerson(c.env, site.id, records, at, (db) => accessEntry(db, site.id, entry, at));
    return c.json({ site, ...outcome }, 200);
  });

  on(api, 'GET /sites/:siteId/privacy/log', { role: 'owner' }, async (c) => {
    const site = c.var.site;
    const retentionMonths = retentionMonthsOf((await storedSite(c.env.DB, site.id)).legal);
    return c.json({ site, retentionMonths, entries: await accessLogOf(c.env, site.id) }, 200);
  });

  on(api, 'GET /sites/:siteId/privacy/register', { role: 'owner' }, async (c) => c.json(await processingRegister(c.env, c.var.site), 200));
}
