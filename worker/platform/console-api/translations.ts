import type { Hono } from 'hono';
import {
  type ConsoleListingTranslations,
  type ConsoleTranslations,
  describeRequest,
  type DraftedTexts,
  translationAction,
  translationsUpdate,
} from '../../../shared/contract/console-translations';
import { retireEstates, retireSite } from '../cache/retire';
import { checkRecord } from '../listings/check';
import { previewEstate } from '../listings/versions';
import { describe } from '../translations/describe';
import { loadPlainWords } from '../translations/plain-words';
import { siteLanguages } from '../translations/translate-listing';
import { siteDb } from '../databases/site-db';
import { actOnText, listingTexts, siteEstate, translatedListings } from '../translations/console';
import { MissingSecretKeyError } from '../connections/secrets';
import { agencyDeeplKey, DEEPL_KEY_PATTERN, putAgencyDeeplKey } from '../translations/agency-key';
import { configuredProviders, translatorOf, writerOf } from '../translations/provider';
import { queueTranslations } from '../translations/queue';
import { monthOf, putSettings, settingsOf, usageOf } from '../translations/store';
import type { ConsoleApiEnv } from './access';
import { on } from './door';

/*
 * The console's translations (docs/translations.md "In the console"): the agency's switch and the
 * provider it prefers (owners), the month's usage against its cap and the listings with
 * translations (members), a listing's texts per language and the agency's act on one
 * (publishers). Pages show a change at once: the listing's cached answers are retired. And the
 * listing editor's drafts of a description from its facts (members: nothing is stored).
 */
export function translationsApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /sites/:siteId/translations', async (c) => {
    const siteId = c.var.site.id;
    const db = await siteDb(c.env, siteId);
    const settings = await settingsOf(c.env, db, siteId);
    const month = monthOf(new Date().toISOString());
    const ownKey = await agencyDeeplKey(c.env, siteId);
    const answer: ConsoleTranslations = {
      site: c.var.site,
      provider: (settings.enabled && translatorOf(c.env, settings.provider, ownKey)?.provider) || null,
      providers: configuredProviders(c.env),
      enabled: settings.enabled,
      preferred: settings.provider,
      ownDeeplKey: ownKey !== null,
      month,
      used: await usageOf(db, siteId, month),
      cap: settings.cap,
      listings: await translatedListings(db, siteId),
    };
    return c.json(answer);
  });

  on(api, 'PUT /sites/:siteId/translations', { body: translationsUpdate, role: 'owner' }, async (c, { json }) => {
    const siteId = c.var.site.id;
    const db = await siteDb(c.env, siteId);
    const before = await settingsOf(c.env, db, siteId);
    const provider = json.provider && configuredProviders(c.env).includes(json.provider as never) ? json.provider : null;
    const key = json.deeplKey?.trim() ?? '';
    if (key !== '' && !DEEPL_KEY_PATTERN.test(key)) return c.json({ error: 'Not a DeepL authentication key', field: 'deeplKey' }, 400);
    const now = new Date().toISOString();
    const keyChanged = key !== '' || json.removeDeeplKey === true;
    try {
      if (key !== '') await putAgencyDeeplKey(c.env, siteId, key, now);
      else if (json.removeDeeplKey) await putAgencyDeeplKey(c.env, siteId, null, now);
    } catch (error) {
      if (error instanceof MissingSecretKeyError) return c.json({ error: error.message, code: 'secretKey' }, 409);
      throw error;
    }
    await putSettings(db, siteId, { enabled: json.enabled, provider }, now).run();
    // Switched on (or to another provider or key): the listings written while it was off are translated now.
    if (json.enabled && (!before.enabled || provider !== before.provider || keyChanged)) {
      const { results } = await db.prepare('SELECT id FROM estates WHERE site_id = ?1').bind(siteId).all<{ id: number }>();
      await queueTranslations(
        c.env,
        siteId,
        results.map((row) => row.id),
      );
    }
    await retireSite(c.env, siteId);
    return c.json(null, 200);
  });

  on(api, 'GET /sites/:siteId/translations/:estateId{[1-9][0-9]{0,14}}', async (c) => {
    const siteId = c.var.site.id;
    const db = await siteDb(c.env, siteId);
    const estate = await siteEstate(db, siteId, Number(c.req.param('estateId')));
    if (!estate) return c.json(null, 404);
    const answer: ConsoleListingTranslations = { site: c.var.site, estateId: estate.general.id, ...(await listingTexts(c.env, db, siteId, estate)) };
    return c.json(answer);
  });

  on(api, 'POST /sites/:siteId/translations/:estateId{[1-9][0-9]{0,14}}', { body: translationAction, role: 'publisher' }, async (c, { json }) => {
    const siteId = c.var.site.id;
    const db = await siteDb(c.env, siteId);
    const estate = await siteEstate(db, siteId, Number(c.req.param('estateId')));
    if (!estate) return c.json(null, 404);
    const refused = await actOnText(c.env, db, siteId, estate, json);
    if (refused) return c.json({ error: refused }, 400);
    if (json.action === 'on') await queueTranslations(c.env, siteId, [estate.general.id]);
    await retireEstates(c.env.CACHE, siteId, [estate.general.id]);
    return c.json(null, 200);
  });

  // Drafts from the facts the editor holds (unsaved): checked, offered, never stored.
  on(api, 'POST /sites/:siteId/descriptions', { body: describeRequest }, async (c, { json }) => {
    const writer = writerOf(c.env);
    if (!writer) return c.json(null, 503);
    const now = new Date().toISOString();
    const checked = checkRecord(json.record, 'draft', now, c.var.site.id);
    const estate = checked.ok ? previewEstate(checked.listing, null, now) : null;
    if (!estate) return c.json({ error: checked.ok ? 'invalid' : checked.error }, 400);
    await loadPlainWords(c.env.ASSETS);
    const answer: DraftedTexts = { texts: await describe(writer, estate, await siteLanguages(c.env, c.var.site.id), json.tone) };
    return c.json(answer);
  });
}
