import type { Hono } from 'hono';
import { isLocale, LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { ConsoleLanguages, SiteLanguages } from '../../../shared/contract/console-languages';
import { readDraftItem, saveDraftItem } from '../drafts/store';
import { liveDocument } from '../drafts/live';
import { addLanguageContent } from '../languages/add';
import { storedSite } from '../sites/store';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { languagesUpdate } from '../../../shared/contract/console-api/requests';
import { conflictAnswer } from './drafts';
import { siteDb } from '../databases/site-db';
import { agreementTexts } from '../starter/agreement-texts';

/*
 * The site's languages (owners; shared/contract/console-languages.ts). A change
 * is saved in the draft (item `site`/`languages`); a language added fills the draft's content
 * in it first (languages/add.ts). The site shows neither until the publish (drafts/publish.ts
 * writes the list into the site's document and retires its cache).
 */
export function languagesApi(api: Hono<ConsoleApiEnv>): void {
  const answer = async (c: { env: ConsoleApiEnv['Bindings']; var: { site: ConsoleLanguages['site'] } }): Promise<ConsoleLanguages> => {
    const siteId = c.var.site.id;
    const db = await siteDb(c.env, siteId);
    const live = (await liveDocument(db, siteId, 'site', 'languages', c.env.DB)) as SiteLanguages;
    const item = await readDraftItem<SiteLanguages>(db, siteId, 'site', 'languages', c.env.DB);
    return { site: c.var.site, live, draft: item.document ?? live, version: item.version };
  };

  on(api, 'GET /sites/:siteId/languages', { role: 'owner' }, async (c) => c.json(await answer(c)));

  on(api, 'PUT /sites/:siteId/languages', { body: languagesUpdate, role: 'owner' }, async (c, { json: body }) => {
    const locales = Array.isArray(body?.locales) ? body.locales : null;
    const version = typeof body?.version === 'number' && Number.isInteger(body.version) && body.version >= 0 ? body.version : null;
    if (version === null) return c.json({ error: 'version must be the version the form was opened at', field: 'version' }, 400);
    if (!locales || locales.length === 0 || !locales.every(isLocale) || new Set(locales).size !== locales.length) {
      return c.json(
        {
          error: locales?.length === 0 ? 'A site keeps at least one language' : `languages must be some of ${LOCALES.join(', ')}, once each`,
          field: 'languages',
        },
        400,
      );
    }
    const defaultLocale = body?.defaultLocale;
    if (!isLocale(defaultLocale) || !locales.includes(defaultLocale))
      return c.json({ error: "The default language must be one of the site's languages", field: 'defaultLocale' }, 400);
    const current = await answer(c);
    if (current.version !== version)
      return conflictAnswer(c, await readDraftItem(await siteDb(c.env, c.var.site.id), c.var.site.id, 'site', 'languages', c.env.DB));
    const next: SiteLanguages = { locales: LOCALES.filter((locale) => locales.includes(locale)) as Locale[], defaultLocale };
    // A new language's privacy statement and terms of use are filled from a static file: read before anything is written.
    const texts = await agreementTexts(c.env.ASSETS);
    const now = new Date();
    const saved = await saveDraftItem(await siteDb(c.env, c.var.site.id), c.var.site.id, 'site', 'languages', next, version, c.var.user.email, now);
    if (!saved.saved) return conflictAnswer(c, saved.current);
    const site = await storedSite(c.env.DB, c.var.site.id);
    for (const locale of next.locales.filter((language) => !current.draft.locales.includes(language))) {
      await addLanguageContent({
        db: await siteDb(c.env, c.var.site.id),
        site,
        locale,
        fallback: current.draft.defaultLocale,
        editor: c.var.user.email,
        now,
        texts,
      });
    }
    return c.json(await answer(c));
  });
}
