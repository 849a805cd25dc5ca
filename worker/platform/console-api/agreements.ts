import type { Context, Hono } from 'hono';
import { siteLinkBase } from '../sites/link';
import { isLocale, LOCALES, type Locale } from '../../../shared/i18n/locales';
import { cleanRichText } from '../../../shared/html/rich-text';
import { AGREEMENT_KINDS, type AgreementKind, type AgreementList, type EditedAgreement } from '../../../shared/contract/console-agreements';
import type { RawAgreement } from '../../../shared/contract/raw/page';
import { readDraftItem, saveDraftItem } from '../drafts/store';
import { jsonError } from '../kit/http';
import { storedSite } from '../sites/store';
import { generatedAgreement } from '../starter/agreements';
import { agreementTexts } from '../starter/agreement-texts';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { agreementGenerate, agreementSave } from '../../../shared/contract/console-api/requests';
import { conflictAnswer } from './drafts';
import { siteDb } from '../databases/site-db';
import { followsRetention, markRetention } from '../starter/retention-clause';

/*
 * The privacy statement and terms of use, owners and editors, per site language:
 * as the draft has them; saved with their rich text cleaned and no longer `generated` (the
 * legal data's changes then leave the agency's own text alone: starter/agreements.ts), or put
 * back to the text written from the legal data. A privacy statement keeps the marks its periods
 * are read into (starter/retention-clause.ts), or is refused.
 */

async function languagesOf(c: Context<ConsoleApiEnv>): Promise<Locale[]> {
  const languages = ((await storedSite(c.env.DB, c.var.site.id)).languages ?? []).filter(isLocale);
  return languages.length > 0 ? languages : [...LOCALES];
}

/** The agreement a path names (its kind and language checked by the door), in one of the site's languages; null otherwise. */
async function named(c: Context<ConsoleApiEnv>, params: { type: string; locale: string }): Promise<{ type: AgreementKind; locale: Locale } | null> {
  const which = params as { type: AgreementKind; locale: Locale };
  return (await languagesOf(c)).includes(which.locale) ? which : null;
}

/** Saves the agreement over the draft version the screen was opened at: 204, or the conflict when someone saved it since. */
async function saveAgreement(c: Context<ConsoleApiEnv>, agreement: RawAgreement, version: number) {
  const siteId = c.var.site.id;
  const key = `${agreement.type}/${agreement.locale}`;
  const saved = await saveDraftItem(await siteDb(c.env, siteId), siteId, 'agreement', key, agreement, version, c.var.user.email, new Date());
  return saved.saved ? c.body(null, 204) : conflictAnswer(c, saved.current);
}

export function agreementsApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /sites/:siteId/agreements', async (c) => {
    const languages = await languagesOf(c);
    const agreements: EditedAgreement[] = [];
    for (const type of AGREEMENT_KINDS) {
      for (const locale of languages) {
        const item = await readDraftItem<RawAgreement>(await siteDb(c.env, c.var.site.id), c.var.site.id, 'agreement', `${type}/${locale}`);
        const document = item.document;
        agreements.push({
          type,
          locale,
          title: document?.title ?? '',
          html: document?.html ?? '',
          generated: document?.generated === true,
          pending: item.pending,
          version: item.version,
          updatedBy: item.updatedBy,
          updatedAt: item.updatedAt,
        });
      }
    }
    const base = await siteLinkBase(c.env.DB, c.var.site.id);
    const list: AgreementList = { languages, agreements, ...(base ? { siteOrigin: base.origin } : {}) };
    return c.json(list);
  });

  on(api, 'PUT /sites/:siteId/agreements/:type/:locale', { body: agreementSave }, async (c, { params, json: sent }) => {
    const which = await named(c, params);
    if (!which) return jsonError(c, 404, 'No such text');
    if (typeof sent.version !== 'number') return c.json({ error: 'invalid', field: 'version' }, 400);
    const title = typeof sent.title === 'string' ? sent.title.trim() : '';
    if (!title) return c.json({ error: 'required', field: 'title' }, 400);
    if (title.length > 200) return c.json({ error: 'tooLong', field: 'title' }, 400);
    const cleaned = cleanRichText(typeof sent.html === 'string' ? sent.html : '');
    if (!cleaned) return c.json({ error: 'required', field: 'html' }, 400);
    // A privacy statement says how long things are kept only through the marks read from the
    // retention setting (starter/retention-clause.ts): the template's sentences get them back.
    const html = which.type === 'privacy' ? markRetention(cleaned, which.locale) : cleaned;
    if (html.length > 100_000) return c.json({ error: 'tooLong', field: 'html' }, 400);
    if (which.type === 'privacy' && !followsRetention(html)) return c.json({ error: 'retentionMarks', field: 'html' }, 400);
    const agreement: RawAgreement = { type: which.type, locale: which.locale, title, html, updatedAt: new Date().toISOString().slice(0, 10), generated: false };
    return saveAgreement(c, agreement, sent.version);
  });

  on(api, 'POST /sites/:siteId/agreements/:type/:locale/generated', { body: agreementGenerate }, async (c, { params, json: sent }) => {
    const which = await named(c, params);
    if (!which) return jsonError(c, 404, 'No such text');
    if (typeof sent.version !== 'number') return c.json({ error: 'invalid', field: 'version' }, 400);
    const site = await storedSite(c.env.DB, c.var.site.id);
    const agreement = generatedAgreement(site, which.type, which.locale, new Date().toISOString().slice(0, 10), await agreementTexts(c.env.ASSETS));
    return saveAgreement(c, agreement, sent.version);
  });
}
