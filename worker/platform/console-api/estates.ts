import type { Context, Hono } from 'hono';
import { isLocale, LOCALES, type Locale } from '../../../shared/i18n/locales';
import {
  CONSOLE_SOURCE,
  type ConsoleEstateAgent,
  type ConsoleEstateDraft,
  type ConsoleEstates,
  type ConsoleEstateView,
  estateDraftSave,
} from '../../../shared/contract/console-listings';
import { ownerApproval } from '../drafts/approval';
import { siteDb } from '../databases/site-db';
import { siteLinkBase } from '../sites/link';
import { storedSite } from '../sites/store';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import type { RawEmployee } from '../../../shared/contract/raw/entities';
import { readDraftItem } from '../drafts/store';
import { createDraft, draftIdOfEstate, draftOf, estateOf, estatesOf, newExternalId, openDrafts, saveDraft } from '../listings/estate-store';
import { addressDisplayOf, checkRecord } from '../listings/check';
import { centreOf } from '../listings/lifecycle';
import { versionsOf, withdrawalOf } from '../listings/versions';
import { publishRecord, refusedRecord } from './listing-lifecycle';

/*
 * The site's listings in the console (docs/console-listings.md), owners and editors: every
 * listing with its source and what its ad lacks (a CRM's or the ingest API's is shown, not
 * changed: its source owns it), and the console's own listings: a draft saved whole against
 * the version opened, then published through the ingest upsert (source `console`) once the
 * legal guard finds nothing missing, the site's cached answers retired as the ingest API does.
 */

const langOf = (c: Context<ConsoleApiEnv>): Locale => {
  const lang = c.req.query('lang');
  return isLocale(lang) ? lang : 'nl';
};

async function languagesOf(c: Context<ConsoleApiEnv>): Promise<Locale[]> {
  const languages = ((await storedSite(c.env.DB, c.var.site.id)).languages ?? []).filter(isLocale);
  return languages.length > 0 ? languages : [...LOCALES];
}

/** Whether this user may publish: an owner, or an editor unless the owners publish editors' changes. */
async function mayPublish(c: Context<ConsoleApiEnv>): Promise<boolean> {
  return c.var.site.role === 'owner' || !(await ownerApproval(c.env.DB, c.var.site.id));
}

/** The site's people as agents a listing can name (the ones left off the site too: the agency may still name them). */
async function peopleOf(c: Context<ConsoleApiEnv>): Promise<ConsoleEstateAgent[]> {
  const siteId = c.var.site.id;
  const employees = (await readDraftItem<RawEmployee[]>(await siteDb(c.env, siteId), siteId, 'entities', 'employees')).document ?? [];
  return employees
    .filter((person) => person.email)
    .map((person) => ({
      name: [person.firstname, person.lastname].filter(Boolean).join(' ').trim() || person.email,
      email: person.email,
      phone: person.mobile || person.phone || null,
      // Only an address the normalized listing takes (a site upload's path is not one: the site shows its people's photos itself).
      photoUrl: person.picture && /^https?:\/\//.test(person.picture) ? person.picture : null,
    }));
}

/** Who took a console listing offline when, and its published versions. */
async function lifeOf(db: Awaited<ReturnType<typeof siteDb>>, siteId: number, draftId: number) {
  const [withdrawal, versions] = await Promise.all([withdrawalOf(db, siteId, draftId), versionsOf(db, siteId, draftId)]);
  return { withdrawnBy: withdrawal?.withdrawn_by ?? null, withdrawnAt: withdrawal?.withdrawn_at ?? null, versions };
}

/** Where the site's relative links lead, for the listing form's rich text (when it has a hostname). */
async function siteOriginOf(c: Context<ConsoleApiEnv>): Promise<{ siteOrigin?: string }> {
  const base = await siteLinkBase(c.env.DB, c.var.site.id);
  return base ? { siteOrigin: base.origin } : {};
}

export function estatesApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /sites/:siteId/estates', async (c) => {
    const siteId = c.var.site.id;
    const db = await siteDb(c.env, siteId);
    const now = new Date().toISOString();
    const filters = {
      status: (c.req.query('status') ?? '').slice(0, 20),
      source: (c.req.query('source') ?? '').slice(0, 32),
      q: (c.req.query('q') ?? '').trim().slice(0, 100),
      attention: c.req.query('attention') === '1',
    };
    const display = await addressDisplayOf(c.env.DB, siteId);
    const [found, drafts] = await Promise.all([estatesOf(db, siteId, filters, langOf(c), now, display), openDrafts(db, siteId, langOf(c))]);
    const answer: ConsoleEstates = { site: c.var.site, ...found, drafts };
    return c.json(answer);
  });

  on(api, 'GET /sites/:siteId/estates/:estateId{[1-9][0-9]{0,14}}', async (c, { params }) => {
    const siteId = c.var.site.id;
    const db = await siteDb(c.env, siteId);
    const estate = await estateOf(db, siteId, Number(params.estateId), langOf(c), new Date().toISOString(), await addressDisplayOf(c.env.DB, siteId));
    if (!estate) return c.json({ error: 'No such listing' }, 404);
    const answer: ConsoleEstateView = {
      site: c.var.site,
      estate,
      draftId: estate.source === CONSOLE_SOURCE ? await draftIdOfEstate(db, siteId, estate.id) : null,
    };
    return c.json(answer);
  });

  on(api, 'GET /sites/:siteId/estate-drafts/new', async (c) => {
    const answer: ConsoleEstateDraft = {
      site: c.var.site,
      id: null,
      record: {},
      languages: await languagesOf(c),
      estateId: null,
      publishedAt: null,
      missing: [],
      mayPublish: await mayPublish(c),
      people: await peopleOf(c),
      centre: null,
      ...(await siteOriginOf(c)),
      withdrawnBy: null,
      withdrawnAt: null,
      versions: [],
      version: 0,
      updatedBy: null,
      updatedAt: null,
    };
    return c.json(answer);
  });

  on(api, 'POST /sites/:siteId/estate-drafts', { body: estateDraftSave }, async (c, { json }) => {
    const now = new Date().toISOString();
    const checked = checkRecord(json.record, newExternalId(), now, c.var.site.id, await addressDisplayOf(c.env.DB, c.var.site.id));
    if (!checked.ok) return refusedRecord(c, checked);
    const id = await createDraft(await siteDb(c.env, c.var.site.id), c.var.site.id, checked.listing, c.var.user.email, now);
    return c.json({ id, version: 1, missing: checked.missing }, 201);
  });

  on(api, 'GET /sites/:siteId/estate-drafts/:draftId{[1-9][0-9]{0,14}}', async (c, { params }) => {
    const db = await siteDb(c.env, c.var.site.id);
    const row = await draftOf(db, c.var.site.id, Number(params.draftId));
    if (!row) return c.json({ error: 'No such listing' }, 404);
    const record = JSON.parse(row.record) as Record<string, unknown>;
    const checked = checkRecord(record, row.external_id, new Date().toISOString(), c.var.site.id, await addressDisplayOf(c.env.DB, c.var.site.id));
    const answer: ConsoleEstateDraft = {
      site: c.var.site,
      id: row.id,
      record,
      languages: await languagesOf(c),
      estateId: row.estate_id,
      publishedAt: row.published_at,
      missing: checked.ok ? checked.missing : [],
      mayPublish: await mayPublish(c),
      people: await peopleOf(c),
      centre: centreOf(record.address as { postalCode?: unknown } | undefined),
      ...(await siteOriginOf(c)),
      ...(await lifeOf(db, c.var.site.id, row.id)),
      version: row.version,
      updatedBy: row.updated_by,
      updatedAt: row.updated_at,
    };
    return c.json(answer);
  });

  on(api, 'PUT /sites/:siteId/estate-drafts/:draftId{[1-9][0-9]{0,14}}', { body: estateDraftSave }, async (c, { params, json }) => {
    const db = await siteDb(c.env, c.var.site.id);
    const row = await draftOf(db, c.var.site.id, Number(params.draftId));
    if (!row) return c.json({ error: 'No such listing' }, 404);
    const now = new Date().toISOString();
    const checked = checkRecord(json.record, row.external_id, now, c.var.site.id, await addressDisplayOf(c.env.DB, c.var.site.id));
    if (!checked.ok) return refusedRecord(c, checked);
    const version = await saveDraft(db, c.var.site.id, row.id, JSON.stringify(checked.listing), json.version, c.var.user.email, now);
    if (version === null)
      return c.json(
        {
          error: 'Someone saved this listing since you opened it',
          code: 'conflict',
          current: { version: row.version, updatedBy: row.updated_by, updatedAt: row.updated_at },
        },
        409,
      );
    return c.json({ id: row.id, version, missing: checked.missing }, 200);
  });

  on(api, 'POST /sites/:siteId/estate-drafts/:draftId{[1-9][0-9]{0,14}}/publish', { role: 'publisher' }, async (c, { params }) => {
    const db = await siteDb(c.env, c.var.site.id);
    const row = await draftOf(db, c.var.site.id, Number(params.draftId));
    if (!row) return c.json({ error: 'No such listing' }, 404);
    // The legal guard: a console listing goes online only with every fact its ad must show.
    return publishRecord(c, db, row, row.record, row.version, null);
  });
}
