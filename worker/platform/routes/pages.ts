import { Hono } from 'hono';
import { fail, idParam } from '../http';
import type { PlatformEnv } from '../types';
import { requireExistingSite, requireSite } from '../validate';

/** CMS pages (SPEC §7): the list of a site, one by its localized URL, one by id. */
export const pages = new Hono<PlatformEnv>();

const LOCALE = /^(nl|fr|en|de)$/;

pages.get('/sites/:siteId/pages', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  await requireExistingSite(c, siteId);
  const rows = await c.env.DB.prepare('SELECT document FROM pages WHERE site_id = ?1 ORDER BY id').bind(siteId).all<{ document: string }>();
  return c.json(
    rows.results.map((row) => {
      const page = JSON.parse(row.document) as { id: number; key: string; url: unknown; title: unknown };
      return { id: page.id, key: page.key, url: page.url, title: page.title };
    }),
  );
});

/**
 * GET /pages/by-url/{url}: url is the path with its language, e.g. `nl/te-koop` or `fr`
 * (the home page), URL-encoded or not.
 */
pages.get('/pages/by-url/*', async (c) => {
  const siteId = requireSite(c);
  const raw = c.req.path.replace(/^\/pages\/by-url\/?/, '');
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    fail(400, 'url is not a valid encoded path');
  }
  const [locale = '', ...rest] = path.replace(/^\/+|\/+$/g, '').split('/');
  if (!LOCALE.test(locale)) fail(400, 'url must start with a language: nl, fr, en or de');
  const row = await c.env.DB.prepare(
    'SELECT p.document FROM page_urls u JOIN pages p ON p.id = u.page_id WHERE u.site_id = ?1 AND u.locale = ?2 AND u.url = ?3',
  )
    .bind(siteId, locale, rest.join('/'))
    .first<{ document: string }>();
  if (!row) fail(404, `No page at /${path}`);
  return c.body(row.document, 200, { 'Content-Type': 'application/json' });
});

pages.get('/pages/:id', async (c) => {
  const siteId = c.get('siteId');
  const row = await c.env.DB.prepare('SELECT document FROM pages WHERE id = ?1 AND (?2 IS NULL OR site_id = ?2)')
    .bind(idParam(c.req.param('id')), siteId ?? null)
    .first<{ document: string }>();
  if (!row) fail(404, `Page ${c.req.param('id')} does not exist`);
  return c.body(row.document, 200, { 'Content-Type': 'application/json' });
});

/** GET /agreements?locale=fr: the privacy statement and terms of use in a language (Dutch when missing). */
pages.get('/agreements', async (c) => {
  const siteId = requireSite(c);
  const locale = c.req.query('locale') ?? 'nl';
  if (!LOCALE.test(locale)) fail(400, 'locale must be nl, fr, en or de');
  const rows = await c.env.DB.prepare(
    `SELECT type, document FROM agreements WHERE site_id = ?1 AND locale IN (?2, 'nl')
     ORDER BY type, CASE locale WHEN ?2 THEN 0 ELSE 1 END`,
  )
    .bind(siteId, locale)
    .all<{ type: string; document: string }>();
  const seen = new Set<string>();
  const agreements = rows.results.filter((row) => !seen.has(row.type) && seen.add(row.type)).map((row) => JSON.parse(row.document) as unknown);
  return c.json(agreements);
});

/** GET /translations/{locale}: the site's own UI string overrides. */
pages.get('/translations/:locale', async (c) => {
  const siteId = requireSite(c);
  const locale = c.req.param('locale');
  if (!LOCALE.test(locale)) fail(400, 'locale must be nl, fr, en or de');
  const row = await c.env.DB.prepare('SELECT document FROM translations WHERE site_id = ?1 AND locale = ?2')
    .bind(siteId, locale)
    .first<{ document: string }>();
  return c.body(row?.document ?? '{}', 200, { 'Content-Type': 'application/json' });
});
