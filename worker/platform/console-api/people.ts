import type { R2Bucket } from '@cloudflare/workers-types';
import type { Hono } from 'hono';
import { isLocale, LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { EntityList } from '../../../shared/contract/console-drafts';
import { type EditedList, ENTITY_FIELDS, type Negotiator } from '../../../shared/contract/console-people';
import { ENTITY_SCHEMAS, weekProblem } from '../../../shared/contract/console-people-schemas';
import type { RawOffice, WeekHours } from '../../../shared/contract/raw/entities';
import { readDraftItem, saveDraftItem } from '../drafts/store';
import { storedSite } from '../sites/store';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { entitiesSave } from '../../../shared/contract/console-api/requests';
import { conflictAnswer } from './drafts';
import { checkedImage, isImageRefusal } from './media';
import { siteDb } from '../databases/site-db';
import { townCentre } from '../postal-codes';

/*
 * The site's employees, offices, reviews and quotes, owners and editors: each list
 * as the draft has it, saved whole against the version opened, checked against its schema
 * (console-people.ts) and its required fields in the site's first language; an employee's or
 * office's photo is the one it had or one uploaded for the site (media.ts).
 */

async function languagesOf(db: D1Database, siteId: number): Promise<Locale[]> {
  const languages = ((await storedSite(db, siteId)).languages ?? []).filter(isLocale);
  return languages.length > 0 ? languages : [...LOCALES];
}

/** The first required field left empty, as `items.{index}.{name}` (a localized one in the site's first language). */
function missing(list: EntityList, items: Record<string, unknown>[], main: Locale): string | null {
  for (const [index, item] of items.entries()) {
    for (const field of ENTITY_FIELDS[list]) {
      if (!field.required) continue;
      const value = item[field.name];
      if (field.kind === 'localized' || field.kind === 'localizedLong') {
        if (!(value as Record<string, string> | null)?.[main]?.trim()) return `items.${index}.${field.name}.${main}`;
      } else if (typeof value === 'string' && !value.trim()) return `items.${index}.${field.name}`;
    }
  }
  return null;
}

/**
 * The first employee or office whose photo is neither the one it had nor one uploaded for this
 * site (media.ts), as `items.{index}.picture`. No alt text: the site shows the photo beside the
 * person's or office's name (alt="", client/islands/employees-carousel.tsx, entity-sections.tsx),
 * so it would only repeat it.
 */
async function photoProblem(
  media: R2Bucket | undefined,
  siteId: number,
  items: Record<string, unknown>[],
  before: Record<string, unknown>[],
): Promise<string | null> {
  for (const [index, item] of items.entries()) {
    const had = before.find((other) => other.id === item.id)?.picture;
    const url = typeof item.picture === 'string' ? item.picture : '';
    const image = await checkedImage(media, siteId, { url }, typeof had === 'string' ? { url: had } : null, `items.${index}.picture`, []);
    if (isImageRefusal(image)) return `items.${index}.picture`;
  }
  return null;
}

/** The first office's hours that close before they open or overlap, as `items.{index}.week.{day}.{range}.{0|1}`. */
function hoursProblem(items: Record<string, unknown>[]): { field: string; error: string } | null {
  for (const [index, item] of items.entries()) {
    const problem = item.week ? weekProblem(item.week as WeekHours) : null;
    if (problem) return { field: ['items', index, 'week', ...problem.path].join('.'), error: problem.error };
  }
  return null;
}

/**
 * Puts each office saved without coordinates at its postal code's town centre (the owner types
 * only the address; typed coordinates are kept). One whose code has no centre in the table
 * stays without: the site then shows no map link for it.
 */
function placeOffices(items: Record<string, unknown>[], main: Locale): void {
  for (const office of items) {
    if (office.geo) continue;
    const city = office.city as Record<string, string> | undefined;
    const centre = townCentre(String(office.zip ?? ''), city?.[main] ?? Object.values(city ?? {})[0]);
    if (centre) office.geo = centre;
  }
}

/** The CRM's negotiators named on the site's listings (the estates' `salesRep`), by address, most listings first. */
async function negotiatorsOf(db: D1Database, siteId: number): Promise<Negotiator[]> {
  const rows = await db
    .prepare(
      `SELECT lower(json_extract(document, '$.salesRep.email')) AS email,
              max(trim(coalesce(json_extract(document, '$.salesRep.firstname'), '') || ' ' ||
                coalesce(json_extract(document, '$.salesRep.lastname'), ''))) AS name,
              count(*) AS listings
         FROM estates WHERE site_id = ?1 AND json_extract(document, '$.salesRep.email') IS NOT NULL
        GROUP BY 1 ORDER BY listings DESC, email LIMIT 200`,
    )
    .bind(siteId)
    .all<Negotiator>();
  return rows.results;
}

export function peopleApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /sites/:siteId/entities/:list', async (c, { params }) => {
    const list = params.list as EntityList;
    const siteId = c.var.site.id;
    const item = await readDraftItem<Record<string, unknown>[]>(await siteDb(c.env, siteId), siteId, 'entities', list);
    const offices = list === 'employees' ? ((await readDraftItem<RawOffice[]>(await siteDb(c.env, siteId), siteId, 'entities', 'offices')).document ?? []) : [];
    const edited: EditedList = {
      list,
      languages: await languagesOf(c.env.DB, siteId),
      items: (item.document ?? []) as unknown as EditedList['items'],
      pending: item.pending,
      offices: offices.map((office) => ({ id: office.id, name: office.name })),
      negotiators: list === 'employees' ? await negotiatorsOf(await siteDb(c.env, siteId), siteId) : [],
      version: item.version,
      updatedBy: item.updatedBy,
      updatedAt: item.updatedAt,
    };
    return c.json(edited);
  });

  on(api, 'PUT /sites/:siteId/entities/:list', { body: entitiesSave }, async (c, { params, json: sent }) => {
    const list = params.list as EntityList;
    if (typeof sent.version !== 'number') return c.json({ error: 'invalid', field: 'version' }, 400);
    const parsed = ENTITY_SCHEMAS[list].safeParse(sent.items);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return c.json(
        { error: issue?.message && /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalid', field: ['items', ...(issue?.path ?? [])].join('.') },
        400,
      );
    }
    const items = parsed.data as Record<string, unknown>[];
    const ids = items.map((item) => item.id);
    if (new Set(ids).size !== ids.length) return c.json({ error: 'invalid', field: 'items' }, 400);
    const [main = 'nl'] = await languagesOf(c.env.DB, c.var.site.id);
    const empty = missing(list, items, main);
    if (empty) return c.json({ error: 'required', field: empty }, 400);
    if (list === 'employees' || list === 'offices') {
      const wrong = await photoProblem(
        c.env.MEDIA,
        c.var.site.id,
        items,
        (await readDraftItem<Record<string, unknown>[]>(await siteDb(c.env, c.var.site.id), c.var.site.id, 'entities', list)).document ?? [],
      );
      if (wrong) return c.json({ error: 'invalid', field: wrong }, 400);
    }
    const hours = list === 'offices' ? hoursProblem(items) : null;
    if (hours) return c.json(hours, 400);
    if (list === 'offices') placeOffices(items, main);
    const saved = await saveDraftItem(await siteDb(c.env, c.var.site.id), c.var.site.id, 'entities', list, items, sent.version, c.var.user.email, new Date());
    if (!saved.saved) return conflictAnswer(c, saved.current);
    return c.body(null, 204);
  });
}
