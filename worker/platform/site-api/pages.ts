import { Hono } from 'hono';
import { fail, idParam } from '../kit/http';
import { scopedDb, siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { existingSiteOf } from '../kit/validate';
import { draftOverlay, isPreviewing } from '../drafts/view';
import { isHiddenPage } from './hidden-pages';
import { serve, site, storedJson } from './serve';
import type { RawAgreement, RawPage } from '../../../shared/contract/raw/page';
import { retentionMonthsOf } from '../../../shared/domain/retention';
import { isLocale } from '../../../shared/i18n/locales';
import { retentionStatement } from '../starter/retention-clause';

/**
 * CMS pages: the list of a site, one by its localized URL, one by id. A hidden page
 * is in no list and answers 404, but to a preview (hidden-pages.ts).
 */
export const pages = new Hono<PlatformEnv>();

const LOCALE = /^(nl|fr|en|de)$/;

serve(pages, 'GET /sites/:siteId/pages', async (c) => {
  const siteId = await existingSiteOf(c);
  const rows = await (await siteDb(c.env, siteId))
    .prepare('SELECT document FROM pages WHERE site_id = ?1 ORDER BY id')
    .bind(siteId)
    .all<{ document: string }>();
  type Listed = Pick<RawPage, 'id' | 'key' | 'url' | 'title' | 'hidden'>;
  let listed = rows.results.map((row) => JSON.parse(row.document) as Listed);
  // A preview lists the draft's pages (drafts/view.ts): changed ones as changed, deleted ones not, new ones after.
  const draft = await draftOverlay(c, siteId, 'page');
  if (draft) {
    listed = listed.filter((page) => !draft.has(String(page.id)));
    for (const page of draft.values()) if (page) listed.push(page as Listed);
  }
  return c.json(
    listed.filter((page) => !isHiddenPage(page)).map((page) => ({ id: page.id, key: page.key, url: page.url, title: page.title })),
    200,
  );
});

/**
 * GET /pages/by-url/{url}: url is the path with its language, e.g. `nl/te-koop` or `fr`
 * (the home page), URL-encoded or not.
 */
serve(pages, 'GET /pages/by-url/*', site, async (c) => {
  const siteId = c.var.site;
  const raw = c.req.path.replace(/^\/pages\/by-url\/?/, '');
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    fail(400, 'url is not a valid encoded path');
  }
  const [locale = '', ...rest] = path.replace(/^\/+|\/+$/g, '').split('/');
  if (!LOCALE.test(locale)) fail(400, 'url must start with a language: nl, fr, en or de');
  const url = rest.join('/');
  const draft = await draftOverlay(c, siteId, 'page');
  const drafted = [...(draft?.values() ?? [])].find((page) => (page as { url?: Record<string, unknown> } | null)?.url?.[locale] === url);
  if (drafted) return c.json(drafted as RawPage, 200);
  const row = await (await siteDb(c.env, siteId))
    .prepare('SELECT p.document FROM page_urls u JOIN pages p ON p.id = u.page_id WHERE u.site_id = ?1 AND u.locale = ?2 AND u.url = ?3')
    .bind(siteId, locale, url)
    .first<{ document: string; id?: number }>();
  // A live page the draft changed (elsewhere) or deleted is not at this address in the preview.
  const live = row ? (JSON.parse(row.document) as { id: number; hidden?: boolean }) : null;
  if (!live || draft?.has(String(live.id))) fail(404, `No page at /${path}`);
  if (isHiddenPage(live) && !(await isPreviewing(c, siteId))) fail(404, `No page at /${path}`);
  return storedJson<RawPage>(c, row!.document);
});

serve(pages, 'GET /pages/:id', async (c) => {
  const siteId = c.get('siteId');
  const draft = siteId === undefined ? null : await draftOverlay(c, siteId, 'page');
  const key = String(idParam(c.req.param('id')));
  if (draft?.has(key)) {
    const page = draft.get(key);
    if (!page) fail(404, `Page ${key} does not exist`);
    return c.json(page as RawPage, 200);
  }
  const row = await (await scopedDb(c.env, siteId))
    .prepare('SELECT document FROM pages WHERE id = ?1 AND (?2 IS NULL OR site_id = ?2)')
    .bind(idParam(c.req.param('id')), siteId ?? null)
    .first<{ document: string }>();
  if (!row) fail(404, `Page ${c.req.param('id')} does not exist`);
  if (isHiddenPage(JSON.parse(row.document) as { hidden?: boolean }) && (siteId === undefined || !(await isPreviewing(c, siteId))))
    fail(404, `Page ${c.req.param('id')} does not exist`);
  return storedJson<RawPage>(c, row.document);
});

/** GET /agreements?locale=fr: the privacy statement and terms of use in a language (Dutch when missing). */
serve(pages, 'GET /agreements', site, async (c) => {
  const siteId = c.var.site;
  const locale = c.req.query('locale') ?? 'nl';
  if (!LOCALE.test(locale)) fail(400, 'locale must be nl, fr, en or de');
  const rows = await (await siteDb(c.env, siteId))
    .prepare(
      `SELECT type, document FROM agreements WHERE site_id = ?1 AND locale IN (?2, 'nl')
     ORDER BY type, CASE locale WHEN ?2 THEN 0 ELSE 1 END`,
    )
    .bind(siteId, locale)
    .all<{ type: string; document: string }>();
  const seen = new Set<string>();
  const draft = await draftOverlay(c, siteId, 'agreement');
  const documents = rows.results.map((row) => ({ type: row.type, document: JSON.parse(row.document) as RawAgreement }));
  if (draft) {
    // The preview's agreements: the draft's in this language and Dutch replace the live ones.
    for (const [key, document] of draft) {
      const [type, language] = key.split('/');
      if (language !== locale && language !== 'nl') continue;
      const index = documents.findIndex((row) => row.type === type && row.document.locale === language);
      if (index >= 0) documents.splice(index, 1);
      if (document) documents.push({ type: type!, document: document as RawAgreement });
    }
    documents.sort((a, b) => a.type.localeCompare(b.type) || Number(b.document.locale === locale) - Number(a.document.locale === locale));
  }
  const agreements = documents.filter((row) => !seen.has(row.type) && seen.add(row.type)).map((row) => row.document);
  // The privacy statement says how long things are kept in words of the setting the erasure
  // follows, as it is now, whoever wrote the rest of it (starter/retention-clause.ts).
  const retention = await c.env.DB.prepare(`SELECT json_extract(document, '$.legal.privacy.retentionMonths') AS months FROM sites WHERE id = ?1`)
    .bind(siteId)
    .first<number | null>('months');
  const months = retentionMonthsOf({ privacy: { retentionMonths: retention ?? undefined } });
  const read = agreements.map((agreement) =>
    agreement.type === 'privacy' && isLocale(agreement.locale)
      ? { ...agreement, html: retentionStatement(agreement.html, agreement.locale, months) }
      : agreement,
  );
  return c.json(read, 200);
});

/** GET /translations/{locale}: the site's own UI string overrides. */
serve(pages, 'GET /translations/:locale', site, async (c) => {
  const siteId = c.var.site;
  const locale = c.req.param('locale');
  if (!LOCALE.test(locale)) fail(400, 'locale must be nl, fr, en or de');
  const row = await (await siteDb(c.env, siteId))
    .prepare('SELECT document FROM translations WHERE site_id = ?1 AND locale = ?2')
    .bind(siteId, locale)
    .first<{ document: string }>();
  return storedJson<Record<string, string>>(c, row?.document ?? '{}');
});
