import type { D1Database } from '@cloudflare/workers-types';
import type { Context, Hono } from 'hono';
import type { Locale } from '../../../shared/i18n/locales';
import { MAX_ESTATE_CHOICES, type SectionChoices } from '../../../shared/contract/console-sections';
import { countersSchema } from '../../../shared/contract/console-page-schemas';
import type { RawElement, RawSection } from '../../../shared/contract/raw/page';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { siteDb } from '../databases/site-db';

/*
 * What the pages editor checks of a page against the site itself: a section may only
 * show a collection or an estate of this site (never an id of another agency's), an estate
 * list's price range must run upwards; and the page's counters. The editor picks collections
 * and estates from GET …/pages/choices, which lists the site's own.
 */

type Refusal = { field: string; error: string };

/** The site's collections (by name) and its newest estates (reference, city), for the editor's lists. */
export async function sectionChoices(db: D1Database, siteId: number): Promise<SectionChoices> {
  const [collections, estates] = await db.batch<{ id: number; document?: string; reference?: string | null; city?: string | null }>([
    db.prepare('SELECT id, document FROM estate_collections WHERE site_id = ?1 ORDER BY id').bind(siteId),
    db
      .prepare(
        `SELECT id, json_extract(document, '$.general.reference') AS reference, coalesce(city_name_nl, city_name_fr, zip) AS city
         FROM estates WHERE site_id = ?1 AND parent_id IS NULL ORDER BY publication_date DESC, id DESC LIMIT ?2`,
      )
      .bind(siteId, MAX_ESTATE_CHOICES),
  ]);
  return {
    collections: (collections?.results ?? []).map((row) => ({
      id: row.id,
      name: (JSON.parse(row.document ?? '{}') as { name?: SectionChoices['collections'][number]['name'] }).name ?? {},
    })),
    estates: (estates?.results ?? []).map((row) => ({
      id: row.id,
      reference: row.reference ?? String(row.id),
      label: [row.reference ?? `#${row.id}`, row.city].filter(Boolean).join(' · '),
    })),
  };
}

async function ownsAll(db: D1Database, table: 'estate_collections' | 'estates', siteId: number, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const unique = [...new Set(ids)];
  const row = await db
    .prepare(`SELECT count(*) AS n FROM ${table} WHERE site_id = ?1 AND id IN (SELECT value FROM json_each(?2))`)
    .bind(siteId, JSON.stringify(unique))
    .first<{ n: number }>();
  return row?.n === unique.length;
}

/** The first section that names a collection or an estate this site does not have, or whose price range runs downwards; null when none does. */
export async function listingProblem(db: D1Database, siteId: number, sections: RawSection[]): Promise<Refusal | null> {
  for (const [index, section] of sections.entries()) {
    const field = (name: string) => `sections.${index}.${name}`;
    if (section.type === 'estateCollection' && !(await ownsAll(db, 'estate_collections', siteId, [section.data.collectionId])))
      return { field: field('collection'), error: 'collection' };
    if (section.type === 'estateItem' && !(await ownsAll(db, 'estates', siteId, [section.data.estateId]))) return { field: field('estate'), error: 'estate' };
    if (section.type !== 'estateList') continue;
    const matched = section.data.query.match?.['children.estate_collections.estate_collection_id'];
    const collections = [...section.data.collections.map((collection) => collection.id), ...(typeof matched === 'number' ? [matched] : [])];
    if (!(await ownsAll(db, 'estate_collections', siteId, collections))) return { field: field('collection'), error: 'collection' };
    const price = section.data.query.range?.['price.value'];
    if (price?.gte !== undefined && price.lte !== undefined && price.gte > price.lte) return { field: field('priceMax'), error: 'priceOrder' };
  }
  return null;
}

/**
 * The page's elements as the editor sent them: its counters checked (`counters.{n}.value`,
 * a label in the site's first language), every other element the very one the page has.
 */
export function checkedElements(sent: unknown, current: RawElement[], languages: Locale[]): RawElement[] | Refusal {
  if (sent === undefined) return current;
  if (!Array.isArray(sent)) return { field: 'elements', error: 'invalid' };
  const elements: RawElement[] = [];
  for (const element of sent as { id?: unknown; type?: unknown; data?: { items?: unknown } }[]) {
    const known = current.find((other) => other.id === element?.id);
    if (element?.type !== 'ctaNumbers') {
      if (!known || JSON.stringify(known) !== JSON.stringify(element)) return { field: 'elements', error: 'invalid' };
      elements.push(known);
      continue;
    }
    if (typeof element.id !== 'number' || (known && known.type !== 'ctaNumbers')) return { field: 'elements', error: 'invalid' };
    const parsed = countersSchema.safeParse(element.data?.items);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const [at, name, locale] = issue?.path ?? [];
      return {
        field: at === undefined ? 'counters' : ['counters', at, name, locale].filter((part) => part !== undefined).join('.'),
        error: issue?.message ?? 'invalid',
      };
    }
    const [main] = languages;
    const unnamed = parsed.data.findIndex((item) => main && !item.label[main]?.trim());
    if (unnamed >= 0) return { field: `counters.${unnamed}.label.${main}`, error: 'required' };
    elements.push({
      id: element.id,
      type: 'ctaNumbers',
      data: { items: parsed.data.map((item) => ({ value: item.value, label: item.label, suffix: item.suffix?.trim() || null })) },
    });
  }
  return elements;
}

export function pageChoicesApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /sites/:siteId/pages/choices', async (c: Context<ConsoleApiEnv>) =>
    c.json(await sectionChoices(await siteDb(c.env, c.var.site.id), c.var.site.id)),
  );
}
