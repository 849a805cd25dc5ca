import type { D1Database } from '@cloudflare/workers-types';
import { Hono } from 'hono';
import type * as z from 'zod';
import {
  describeSiteIssues,
  hostnameAdditionSchema,
  mergeSiteUpdate,
  siteIssues,
  siteSchema,
  siteUpdateSchema,
} from '../../../shared/platform-api/site-input';
import type { RawSite } from '../../../shared/platform-api/raw/site';
import { publicDelivery, siteDocumentOf, siteFieldsOf } from '../../../shared/platform-api/site-document';
import type { PlatformEnv } from '../types';
import { fail, idParam } from '../http';
import { readJson } from '../validate';

/**
 * Sites and their hostnames (SPEC §7, DESIGN.md §7): GET /sites/{siteId} and
 * GET /sites/by-hostname/{hostname} for the site worker; GET /sites, POST /sites,
 * PUT /sites/{siteId}, POST /sites/{siteId}/hostnames and
 * DELETE /sites/{siteId}/hostnames/{hostname} for the admin API. Every write is one D1 batch
 * (one transaction): a refused write leaves nothing behind.
 */
export const sites = new Hono<PlatformEnv>();

/**
 * A stored site as the platform answers it: the webhook secret stays here (`secretSet`
 * instead); the captcha secret goes along, since the site worker checks captchas itself.
 */
function publicSite(document: RawSite | string): RawSite {
  const site = typeof document === 'string' ? (JSON.parse(document) as RawSite) : document;
  return site.delivery ? { ...site, delivery: publicDelivery(site.delivery) } : site;
}

sites.get('/', async (c) => {
  const rows = await c.env.DB.prepare('SELECT document FROM sites ORDER BY id').all<{ document: string }>();
  return c.json(rows.results.map((row) => publicSite(row.document)));
});

sites.get('/by-hostname/:hostname', async (c) => {
  const hostname = c.req.param('hostname').toLowerCase();
  const row = await c.env.DB.prepare(
    'SELECT s.document FROM site_hostnames h JOIN sites s ON s.id = h.site_id WHERE h.hostname = ?1',
  )
    .bind(hostname)
    .first<{ document: string }>();
  if (!row) fail(404, `No site answers on ${hostname}`);
  return c.json(publicSite(row.document));
});

sites.get('/:siteId', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const row = await c.env.DB.prepare('SELECT document FROM sites WHERE id = ?1').bind(siteId).first<{ document: string }>();
  if (!row) fail(404, `Site ${siteId} does not exist`);
  return c.json(publicSite(row.document));
});

/** Validates against a site schema; a mismatch is a 400 naming every field at fault. */
function parseSite<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = siteIssues(result.error);
    fail(400, describeSiteIssues(issues), issues);
  }
  return result.data;
}

/** The stored document of a site; a 404 when there is none. */
export async function storedSite(db: D1Database, siteId: number): Promise<RawSite> {
  const row = await db.prepare('SELECT document FROM sites WHERE id = ?1').bind(siteId).first<{ document: string }>();
  if (!row) fail(404, `Site ${siteId} does not exist`);
  return JSON.parse(row.document) as RawSite;
}

/**
 * Writes a site and exactly its hostnames in one transaction. A hostname another site answers
 * on is a 409 naming it; so is a write that lost a race for the same id or hostname.
 */
async function saveSite(db: D1Database, site: RawSite, mode: 'insert' | 'update'): Promise<void> {
  const hostnames = site.hostnames ?? [];
  const taken = await db
    .prepare('SELECT hostname, site_id FROM site_hostnames WHERE hostname IN (SELECT value FROM json_each(?1)) AND site_id <> ?2 ORDER BY hostname')
    .bind(JSON.stringify(hostnames), site.id)
    .all<{ hostname: string; site_id: number }>();
  if (taken.results.length > 0) {
    const owners = taken.results.map((row) => `${row.hostname} (site ${row.site_id})`).join(', ');
    fail(409, `Hostname already used by another site: ${owners}`, taken.results.map((row) => ({ hostname: row.hostname, siteId: row.site_id })));
  }
  const document = JSON.stringify(site);
  const write =
    mode === 'insert'
      ? db.prepare('INSERT INTO sites (id, name, document) VALUES (?1, ?2, ?3)').bind(site.id, site.name, document)
      : db.prepare('UPDATE sites SET name = ?2, document = ?3 WHERE id = ?1').bind(site.id, site.name, document);
  try {
    await db.batch([
      write,
      db.prepare('DELETE FROM site_hostnames WHERE site_id = ?1').bind(site.id),
      ...hostnames.map((hostname) => db.prepare('INSERT INTO site_hostnames (hostname, site_id) VALUES (?1, ?2)').bind(hostname, site.id)),
    ]);
  } catch (error) {
    if (/constraint/i.test(String(error))) fail(409, 'Another write took this site id or one of these hostnames at the same moment; try again');
    throw error;
  }
}

/** POST /sites: a new site (SPEC §7 site body); its id is the one given or the next free one. */
sites.post('/', async (c) => {
  const site = parseSite(siteSchema, await readJson(c));
  const db = c.env.DB;
  let id = site.id;
  if (id !== undefined) {
    if (await db.prepare('SELECT 1 AS ok FROM sites WHERE id = ?1').bind(id).first()) fail(409, `Site ${id} already exists`);
  } else {
    const row = await db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM sites').first<{ next: number }>();
    id = row?.next ?? 1;
  }
  const document = siteDocumentOf(id, site);
  await saveSite(db, document, 'insert');
  return c.json(publicSite(document), 201);
});

/**
 * Changes the given fields of a stored site (see siteUpdateSchema; the rest stays) and answers
 * the stored document: the admin API's PUT and the console's legal data and brand screens
 * write through this one function. A body the schema refuses is a 400 whose details name each
 * field (`{ path: 'legal.enterpriseNumber', message }`); no such site a 404.
 * @example await updateSite(env.DB, 1, { legal: { company: 'Immo Noord BV' } })
 */
export async function updateSite(db: D1Database, siteId: number, body: unknown): Promise<RawSite> {
  const update = parseSite(siteUpdateSchema, body);
  const current = await storedSite(db, siteId);
  const site = parseSite(siteSchema, mergeSiteUpdate(siteFieldsOf(current), update));
  const primary = update.hostnames ? site.hostnames[0] : (current.primaryHostname ?? null);
  const document = siteDocumentOf(siteId, site, primary);
  await saveSite(db, document, 'update');
  return document;
}

/** PUT /sites/{siteId}: changes the given fields (see siteUpdateSchema); the rest stays. */
sites.put('/:siteId', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  return c.json(publicSite(await updateSite(c.env.DB, siteId, await readJson(c))));
});

/** POST /sites/{siteId}/hostnames `{ hostname, primary? }`: adds an alias (or the primary); adding one the site has changes nothing. */
sites.post('/:siteId/hostnames', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const { hostname, primary } = parseSite(hostnameAdditionSchema, await readJson(c));
  const current = await storedSite(c.env.DB, siteId);
  const fields = siteFieldsOf(current);
  const present = fields.hostnames.includes(hostname);
  let hostnames = present ? fields.hostnames : [...fields.hostnames, hostname];
  let primaryHostname = current.primaryHostname ?? null;
  if (primary) {
    hostnames = [hostname, ...hostnames.filter((other) => other !== hostname)];
    primaryHostname = hostname;
  }
  const document = siteDocumentOf(siteId, parseSite(siteSchema, { ...fields, hostnames }), primaryHostname);
  await saveSite(c.env.DB, document, 'update');
  return c.json(publicSite(document));
});

/**
 * DELETE /sites/{siteId}/hostnames/{hostname}: the site stops answering there. Removing the
 * primary makes the next hostname primary; the last hostname cannot go (409).
 */
sites.delete('/:siteId/hostnames/:hostname', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const hostname = c.req.param('hostname').trim().toLowerCase();
  const current = await storedSite(c.env.DB, siteId);
  const fields = siteFieldsOf(current);
  if (!fields.hostnames.includes(hostname)) fail(404, `Site ${siteId} does not answer on ${hostname}`);
  const hostnames = fields.hostnames.filter((other) => other !== hostname);
  if (hostnames.length === 0) fail(409, `${hostname} is the only hostname of site ${siteId}; a site keeps at least one`);
  const primary = current.primaryHostname === hostname ? hostnames[0]! : (current.primaryHostname ?? null);
  const document = siteDocumentOf(siteId, parseSite(siteSchema, { ...fields, hostnames }), primary);
  await saveSite(c.env.DB, document, 'update');
  return c.json(publicSite(document));
});
