import { type Context, Hono } from 'hono';
import type { RawEstate, RawEstateBrief } from '../../../shared/contract/raw/estate';
import { fail, idParam } from '../kit/http';
import { type LightKind, lightBodySchema, lightSearch, searchAnswerJson, searchBodySchema, searchEstates, type SearchPage } from '../search';
import { scopedDb, siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { jsonBody, requireExistingSite } from '../kit/validate';
import { withTeamReps } from './team-reps';
import { pendingListingEstate } from '../listings/versions';
import { isPreviewing } from '../drafts/view';
import { type Stored, serve } from './serve';
import { withTranslations } from '../translations/store';

/** The site's estate calls: search, by id (v2, alternate source), group, contact info, estate page. */
export const estates = new Hono<PlatformEnv>();

/** An estate by id within the site of X-SITE (its data database; a call naming no site looks in DB only: estate ids are one number space per database). */
async function loadEstate(c: { env: PlatformEnv['Bindings']; get(key: 'siteId'): number | undefined }, id: number) {
  const siteId = c.get('siteId');
  const db = await scopedDb(c.env, siteId);
  const row = await db
    .prepare(`SELECT e.site_id, e.source, ${withTranslations('e')} AS document FROM estates e WHERE e.id = ?1 AND (?2 IS NULL OR e.site_id = ?2)`)
    .bind(id, siteId ?? null)
    .first<{ site_id: number; source: string; document: string }>();
  if (!row) fail(404, `Estate ${id} does not exist`);
  return { db, siteId: row.site_id, source: row.source, estate: JSON.parse(row.document) as RawEstate };
}

/** A search's page as the platform keeps it (the estates' stored JSON), with its time in D1. */
function searchAnswer<T = RawEstate>(c: Context<PlatformEnv>, page: SearchPage) {
  return c.body(searchAnswerJson(page), 200, {
    'Content-Type': 'application/json',
    'Server-Timing': `d1;dur=${page.durationMs.toFixed(2)}`,
  }) as unknown as Stored<{ total: { value: number }; results: T[]; preferred?: { word: string; found: number }[] }>;
}

serve(estates, 'POST /sites/:siteId/estates', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const body = await jsonBody(c, searchBodySchema, 'search body');
  await requireExistingSite(c, siteId);
  return searchAnswer(c, await searchEstates(await siteDb(c.env, siteId), siteId, body));
});

/**
 * The light calls: a search's body (its filters and order, up to 20,000 estates)
 * answered with a few fields per estate instead of full documents, `{ total, results }`:
 * - POST /sites/{siteId}/estate-markers: what a map pin and its popup read, and the main
 *   picture (`{ general, picture }`);
 * - POST /sites/{siteId}/estate-links: what a detail address and a sitemap's lastmod read, and
 *   a unit's project's (`{ general, parent }`).
 */
/** The answer of a light call: a search's page of a few fields per estate. */
async function lightAnswer(c: Context<PlatformEnv>, kind: LightKind) {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const body = await jsonBody(c, lightBodySchema, `${kind} body`);
  await requireExistingSite(c, siteId);
  return searchAnswer<RawEstateBrief>(c, await lightSearch(await siteDb(c.env, siteId), siteId, body, kind));
}

serve(estates, 'POST /sites/:siteId/estate-markers', (c) => lightAnswer(c, 'markers'));
serve(estates, 'POST /sites/:siteId/estate-links', (c) => lightAnswer(c, 'links'));

serve(estates, 'GET /estates/v2/:id', async (c) => {
  const { db, siteId, estate: live } = await loadEstate(c, idParam(c.req.param('id')));
  // A preview of the site sees a console listing's changes not published yet (docs/console-listings.md "Preview").
  const estate = (await isPreviewing(c, siteId)) ? ((await pendingListingEstate(db, siteId, live.general.id, new Date().toISOString())) ?? live) : live;
  await withTeamReps(c, siteId, [estate]);
  return c.json(estate, 200);
});

/** The alternate data source's estate: only estates that carry a guid. */
serve(estates, 'GET /estates/skarabee/:id', async (c) => {
  const { source, estate } = await loadEstate(c, idParam(c.req.param('id')));
  if (source !== 'alternate') fail(404, `Estate ${c.req.param('id')} is not from the alternate source`);
  return c.json(estate, 200);
});

/** A project with its child units (or a unit with its project and siblings). */
serve(estates, 'GET /estates/group/:id', async (c) => {
  const { db, siteId, estate } = await loadEstate(c, idParam(c.req.param('id')));
  const projectId = estate.general.parentId ?? estate.general.id;
  const project = projectId === estate.general.id ? estate : (await loadEstate(c, projectId)).estate;
  const children = await db
    .prepare(`SELECT ${withTranslations('e')} AS document FROM estates e WHERE e.parent_id = ?1 ORDER BY e.floor IS NULL, e.floor, e.floor_id, e.id`)
    .bind(projectId)
    .all<{ document: string }>();
  const units = children.results.map((row) => JSON.parse(row.document) as RawEstate);
  await withTeamReps(c, siteId, [project, ...units]);
  return c.json({ project, children: units }, 200);
});

/** Who to contact about an estate: its sales representative and the agency. */
serve(estates, 'GET /estates/:id/contact-info', async (c) => {
  const { siteId, estate } = await loadEstate(c, idParam(c.req.param('id')));
  await withTeamReps(c, siteId, [estate]);
  const site = await c.env.DB.prepare('SELECT document FROM sites WHERE id = ?1').bind(siteId).first<{ document: string }>();
  const agency = site ? (JSON.parse(site.document) as { name: string; contact?: unknown }) : null;
  return c.json({ estateId: estate.general.id, salesRep: estate.salesRep, agency: agency && { name: agency.name, contact: agency.contact } }, 200);
});

const PAGE_FOR_STATUS: Record<string, string> = {
  FOR_SALE: 'forSale',
  TAKE_OVER: 'forSale',
  TO_RENT: 'forRent',
  SOLD: 'sold',
  RENTED: 'forRent',
  TAKEN_OVER: 'sold',
};

/** GET /estate-pages/{siteId}/{estateId}: the listing page an estate belongs to (breadcrumbs). */
serve(estates, 'GET /estate-pages/:siteId/:estateId', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const db = await siteDb(c.env, siteId);
  const row = await db
    .prepare('SELECT document, is_project, parent_id FROM estates WHERE id = ?1 AND site_id = ?2')
    .bind(idParam(c.req.param('estateId'), 'estateId'), siteId)
    .first<{ document: string; is_project: number; parent_id: number | null }>();
  if (!row) fail(404, 'Estate not found on this site');
  const estate = JSON.parse(row.document) as RawEstate;
  const key = row.is_project || row.parent_id ? 'projects' : (PAGE_FOR_STATUS[estate.general.status] ?? 'forSale');
  // A hidden listing page is no page to lead back to: the breadcrumb goes without it.
  const page = await db
    .prepare(`SELECT id, document FROM pages WHERE site_id = ?1 AND page_key = ?2 AND json_extract(document, '$.hidden') IS NOT 1`)
    .bind(siteId, key)
    .first<{ id: number; document: string }>();
  const url = page ? (JSON.parse(page.document) as { url: Record<string, string> }).url : null;
  return c.json({ estateId: estate.general.id, pageKey: key, pageId: page?.id ?? null, url }, 200);
});
